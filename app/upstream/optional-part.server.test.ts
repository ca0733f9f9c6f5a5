import { describe, expect, it } from 'vitest'
import { withinBudget } from './optional-part.server'

const request = () => new Request('http://localhost/')

/** A call that answers after `ms`, or rejects as soon as its signal aborts. */
function slowCall(ms: number, value: string) {
  let aborted = false
  const load = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => resolve(value), ms)
      signal.addEventListener('abort', () => {
        aborted = true
        clearTimeout(timer)
        reject(signal.reason)
      })
    })
  return { load, wasAborted: () => aborted }
}

describe('withinBudget', () => {
  it('gives what the call settled with inside the budget', async () => {
    expect(await withinBudget(request(), 'test', slowCall(5, 'ok').load, 500)).toEqual({
      status: 'settled',
      result: { status: 'fulfilled', value: 'ok' },
    })
    const failing = await withinBudget(request(), 'test', () => Promise.reject(new Error('x')), 500)
    expect(failing).toMatchObject({ status: 'settled', result: { status: 'rejected' } })
  })

  it('reports a slow call late at the budget, and aborts it', async () => {
    const call = slowCall(5_000, 'tarde')
    const started = performance.now()
    expect(await withinBudget(request(), 'test', call.load, 50)).toEqual({ status: 'late' })
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(call.wasAborted()).toBe(true)
  })

  it('follows the request: a browser that leaves aborts the call', async () => {
    const controller = new AbortController()
    const call = slowCall(5_000, 'x')
    const outcome = withinBudget(new Request('http://localhost/', { signal: controller.signal }), 'test', call.load, 2_000)
    controller.abort()
    expect(await outcome).toMatchObject({ status: 'settled', result: { status: 'rejected' } })
    expect(call.wasAborted()).toBe(true)
  })
})

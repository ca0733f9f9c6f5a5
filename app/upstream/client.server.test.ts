import net from 'node:net'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { z } from 'zod'
import { clearFaults, injectFault } from '../../tests/sandbox-control'
import { callUpstream, fetchUpstreamFile, probeUpstream } from './client.server'
import { isUpstreamUnavailable, UpstreamError } from './errors'
import { getFaqs } from './content.server'
import { holdUpstreamUntil, upstreamStarting } from './ready.server'
import { inRequestScope } from '~/utils/request-scope.server'

const sandboxUrl = inject('sandboxUrl')

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

function unavailableReason(error: unknown) {
  expect(isUpstreamUnavailable(error)).toBe(true)
  const problem = error as { data: { reason: string }; init: { status: number } }
  expect(problem.init.status).toBe(503)
  return problem.data.reason
}

async function deadPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('callUpstream against the sandbox', () => {
  afterEach(() => clearFaults(sandboxUrl))

  it('probes the API as reachable', async () => {
    expect(await probeUpstream()).toMatchObject({ reachable: true })
  })

  it('parses a contract answer with its schema', async () => {
    const faqs = await getFaqs()
    expect(faqs.length).toBeGreaterThan(0)
    expect(faqs[0]).toEqual({ pregunta: expect.any(String), respuesta: expect.any(String) })
  })

  it('turns an error answer into an UpstreamError read in the spec order', async () => {
    await injectFault(sandboxUrl, { path: '/api/faqs/', status: 400, body: JSON.stringify({ detail: 'No disponible' }), contentType: 'application/json' })
    const error = await rejection(getFaqs())
    expect(error).toBeInstanceOf(UpstreamError)
    expect((error as UpstreamError).info).toEqual({ status: 400, message: 'No disponible', messageFrom: 'detail' })
  })

  it('reports an answer outside the contract as a service problem', async () => {
    await injectFault(sandboxUrl, { path: '/api/faqs/', status: 200, body: JSON.stringify([{ titulo: 'x' }]), contentType: 'application/json' })
    expect(unavailableReason(await rejection(getFaqs()))).toBe('invalid-response')
  })

  it('reports garbage (an HTML page) as a service problem', async () => {
    await injectFault(sandboxUrl, { path: '/api/faqs/', status: 200, body: '<html>proxy</html>', contentType: 'text/html' })
    expect(unavailableReason(await rejection(getFaqs()))).toBe('invalid-response')
  })

  it('gives up after its budget and reports it', async () => {
    await injectFault(sandboxUrl, { path: '/api/faqs/', delayMs: 3000 })
    expect(unavailableReason(await rejection(callUpstream({ path: '/api/faqs/', schema: z.unknown() })))).toBe('timeout')
  })

  it('reports an API where nothing listens as unreachable', async () => {
    const previous = process.env.UPSTREAM_API_URL
    process.env.UPSTREAM_API_URL = `http://127.0.0.1:${await deadPort()}`
    vi.resetModules()
    try {
      // Fresh module instances read the configuration again.
      const content = await import('./content.server')
      const client = await import('./client.server')
      const error = await rejection(content.getFaqs())
      expect(isUpstreamUnavailable(error)).toBe(true)
      expect((error as { data: { reason: string } }).data.reason).toBe('unreachable')
      expect(await client.probeUpstream()).toMatchObject({ reachable: false })
    } finally {
      process.env.UPSTREAM_API_URL = previous
      vi.resetModules()
    }
  })

  it('stops when the browser request is aborted, without a service-problem answer', async () => {
    await injectFault(sandboxUrl, { path: '/api/faqs/', delayMs: 2000 })
    const controller = new AbortController()
    const pending = callUpstream({ path: '/api/faqs/', schema: z.unknown(), signal: controller.signal })
    controller.abort()
    const error = await rejection(pending)
    expect(isUpstreamUnavailable(error)).toBe(false)
  })
})

describe('fetchUpstreamFile against the sandbox', () => {
  afterEach(() => clearFaults(sandboxUrl))
  const PATH = '/api/archivo-de-prueba/'
  const call = { path: PATH, types: ['image/png'], maxBytes: 16 }

  it('answers the bytes and the type of a file the contract allows', async () => {
    await injectFault(sandboxUrl, { path: PATH, status: 200, body: 'abc', contentType: 'image/png; charset=binary' })
    const file = await fetchUpstreamFile(call)
    expect(file.contentType).toBe('image/png')
    expect(new TextDecoder().decode(file.bytes)).toBe('abc')
  })

  it('reports a file of another type, or larger than allowed, as a service problem', async () => {
    await injectFault(sandboxUrl, { path: PATH, status: 200, body: '<svg/>', contentType: 'image/svg+xml', times: 1 })
    expect(unavailableReason(await rejection(fetchUpstreamFile(call)))).toBe('invalid-response')
    await injectFault(sandboxUrl, { path: PATH, status: 200, body: 'x'.repeat(17), contentType: 'image/png', times: 1 })
    expect(unavailableReason(await rejection(fetchUpstreamFile(call)))).toBe('invalid-response')
  })

  it('reads an error answer as callUpstream does', async () => {
    await injectFault(sandboxUrl, { path: PATH, status: 404, body: JSON.stringify({ detail: 'No tiene foto de perfil.' }), contentType: 'application/json' })
    const error = await rejection(fetchUpstreamFile(call))
    expect(error).toBeInstanceOf(UpstreamError)
    expect((error as UpstreamError).info).toEqual({ status: 404, message: 'No tiene foto de perfil.', messageFrom: 'detail' })
  })
})

describe('the time budgets of the calls (budget.server.ts)', () => {
  afterEach(() => clearFaults(sandboxUrl))
  const faqs = (budget?: 'money') => callUpstream({ path: '/api/faqs/', schema: z.array(z.unknown()), budget })

  // The test portal's budget is 1 s (tests/setup/route-env.ts); each call here takes 0.7 s.
  it("shares one budget between a request's calls: the second of two slow calls in a row times out", async () => {
    await injectFault(sandboxUrl, { path: '/api/faqs/', delayMs: 700, times: 2 })
    const error = await rejection(inRequestScope(async () => {
      await faqs()
      await faqs()
    }))
    expect(unavailableReason(error)).toBe('timeout')
  })

  it('gives each request its own budget', async () => {
    await injectFault(sandboxUrl, { path: '/api/faqs/', delayMs: 700, times: 2 })
    await inRequestScope(() => faqs())
    await inRequestScope(() => faqs())
  })

  it('lets a call that moves money wait longer, and gives the reads after it a budget again', async () => {
    await injectFault(sandboxUrl, { path: '/api/faqs/', delayMs: 1_200, times: 1 })
    await injectFault(sandboxUrl, { path: '/api/faqs/', delayMs: 700, times: 1 })
    await inRequestScope(async () => {
      await faqs('money')
      await faqs()
    })
  })
})

describe('a call made while the embedded sandbox starts (ready.server.ts)', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  // Whatever a test leaves held is let go, so no other test's call waits.
  afterEach(() => holdUpstreamUntil(Promise.resolve()))

  it('waits until the sandbox has started, then is sent and answered', async () => {
    let started!: () => void
    holdUpstreamUntil(new Promise<void>((resolve) => (started = resolve)))
    let answered = false
    const faqs = getFaqs().finally(() => (answered = true))
    await pause(150)
    expect(answered).toBe(false)
    started()
    expect((await faqs).length).toBeGreaterThan(0)
    expect(upstreamStarting()).toBeUndefined()
  })

  it('lets the calls go when the start fails: they answer as the API answers them', async () => {
    holdUpstreamUntil(Promise.reject(new Error('the sandbox did not start')))
    expect((await getFaqs()).length).toBeGreaterThan(0)
  })

  it('answers a timeout when its budget runs out before the sandbox has started', async () => {
    // The test portal's budget is 1 s (tests/setup/route-env.ts).
    // Held for good: without its budget the call would never end, and the test would time out.
    holdUpstreamUntil(new Promise(() => undefined))
    expect(unavailableReason(await rejection(callUpstream({ path: '/api/faqs/', schema: z.unknown() })))).toBe('timeout')
  })
})

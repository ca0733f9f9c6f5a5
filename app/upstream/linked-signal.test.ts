import { afterEach, describe, expect, it, vi } from 'vitest'
import { linkedSignal } from './linked-signal'

describe('linkedSignal', () => {
  afterEach(() => vi.useRealTimers())

  it('aborts with its parent, and says it was not the time limit', () => {
    const parent = new AbortController()
    const linked = linkedSignal(parent.signal, 1000)
    parent.abort()
    expect(linked.signal.aborted).toBe(true)
    expect(linked.timedOut()).toBe(false)
    linked.release()
  })

  it('aborts after its time limit and says so', () => {
    vi.useFakeTimers()
    const linked = linkedSignal(undefined, 1000)
    vi.advanceTimersByTime(999)
    expect(linked.signal.aborted).toBe(false)
    vi.advanceTimersByTime(1)
    expect(linked.signal.aborted).toBe(true)
    expect(linked.timedOut()).toBe(true)
  })

  it('once released, neither the parent nor the clock reach it, and nothing stays on the parent', () => {
    vi.useFakeTimers()
    const parent = new AbortController()
    const add = vi.spyOn(parent.signal, 'addEventListener')
    const remove = vi.spyOn(parent.signal, 'removeEventListener')
    const linked = linkedSignal(parent.signal, 1000)
    linked.release()
    expect(remove).toHaveBeenCalledWith('abort', add.mock.calls[0]![1])
    vi.advanceTimersByTime(5000)
    parent.abort()
    expect(linked.signal.aborted).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('starts aborted when its parent already is', () => {
    const parent = new AbortController()
    parent.abort()
    expect(linkedSignal(parent.signal).signal.aborted).toBe(true)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { derivedAnswers, sharedAnswers } from './shared-answers.server'

describe('sharedAnswers', () => {
  it('serves one answer per key while it lasts, to concurrent and later callers', async () => {
    const answers = sharedAnswers({ ttlMs: () => 1000, maxEntries: 4 })
    const load = vi.fn(async () => 'respuesta')
    expect(await Promise.all([answers.get('a', load), answers.get('a', load)])).toEqual(['respuesta', 'respuesta'])
    expect(await answers.get('a', load)).toBe('respuesta')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again once the time is over, after a failure, after forget, and always with a time of 0', async () => {
    vi.useFakeTimers()
    try {
      let ttl = 1000
      const answers = sharedAnswers({ ttlMs: () => ttl, maxEntries: 4 })
      const load = vi.fn(async () => 'respuesta')
      await answers.get('a', load)
      vi.advanceTimersByTime(1001)
      await answers.get('a', load)
      expect(load).toHaveBeenCalledTimes(2)
      const failing = vi.fn(async () => Promise.reject(new Error('caída')))
      await expect(answers.get('b', failing)).rejects.toThrow('caída')
      await expect(answers.get('b', failing)).rejects.toThrow('caída')
      expect(failing).toHaveBeenCalledTimes(2)
      answers.forget()
      await answers.get('a', load)
      expect(load).toHaveBeenCalledTimes(3)
      ttl = 0
      await answers.get('a', load)
      await answers.get('a', load)
      expect(load).toHaveBeenCalledTimes(5)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps at most maxEntries answers, the oldest going first', async () => {
    const answers = sharedAnswers({ ttlMs: () => 1000, maxEntries: 2 })
    const load = vi.fn(async () => 'respuesta')
    for (const key of ['a', 'b', 'c']) await answers.get(key, load)
    await answers.get('c', load)
    await answers.get('b', load)
    expect(load).toHaveBeenCalledTimes(3)
    await answers.get('a', load)
    expect(load).toHaveBeenCalledTimes(4)
  })
})

describe('derivedAnswers', () => {
  it('derives once per answer and key, and again for another answer (a renewed one)', () => {
    const derived = derivedAnswers({ maxEntries: 4 })
    const answer = { slots: [1, 2, 3] }
    const derive = vi.fn(() => answer.slots.filter((slot) => slot > 1))
    const first = derived.get(answer, 'más de 1', derive)
    expect(first).toEqual([2, 3])
    expect(derived.get(answer, 'más de 1', derive)).toBe(first)
    expect(derive).toHaveBeenCalledTimes(1)
    // Another key, another derivation; the same key on another answer is that answer's own.
    derived.get(answer, 'todos', () => answer.slots)
    const renewed = { slots: [1, 2, 3] }
    expect(derived.get(renewed, 'más de 1', derive)).not.toBe(first)
    expect(derive).toHaveBeenCalledTimes(2)
  })

  it('keeps at most maxEntries keys per answer, the oldest going first', () => {
    const derived = derivedAnswers({ maxEntries: 2 })
    const answer = {}
    const derive = vi.fn((key: string) => key)
    for (const key of ['a', 'b', 'c']) derived.get(answer, key, () => derive(key))
    derived.get(answer, 'c', () => derive('c'))
    derived.get(answer, 'b', () => derive('b'))
    expect(derive).toHaveBeenCalledTimes(3)
    derived.get(answer, 'a', () => derive('a'))
    expect(derive).toHaveBeenCalledTimes(4)
  })
})

import { describe, expect, it } from 'vitest'
import { parseEnv } from '~/config/env.server'
import { clockOffsetMs, fromApiClock, now, offsetFrom } from './clock.server'

describe('the portal clock', () => {
  it('is the real time moved by the offset of TEST_CLOCK_START, read when the process started', () => {
    const startedAt = Date.parse('2026-11-26T15:00:00.000Z')
    expect(offsetFrom(undefined, startedAt)).toBe(0)
    expect(offsetFrom('2026-11-23T09:00:00-03:00', startedAt)).toBe(-(3 * 24 + 3) * 3600_000)
    expect(offsetFrom('2026-12-31T12:00:00Z', startedAt)).toBe((35 * 24 - 3) * 3600_000)
  })

  it('reads the same offset each time, and gives the API’s instants back on the real clock', () => {
    const offset = clockOffsetMs()
    expect(clockOffsetMs()).toBe(offset)
    expect(Math.abs(now().getTime() - (Date.now() + offset))).toBeLessThan(1_000)
    expect(fromApiClock(Date.now() + offset + 60_000) - Date.now()).toBeGreaterThan(59_000)
  })
})

describe('TEST_CLOCK_START', () => {
  it('is an ISO 8601 instant with its zone', () => {
    expect(parseEnv({ TEST_CLOCK_START: '2026-11-25T09:00:00-03:00' }).TEST_CLOCK_START).toBe('2026-11-25T09:00:00-03:00')
    expect(parseEnv({ TEST_CLOCK_START: '' }).TEST_CLOCK_START).toBeUndefined()
    for (const value of ['2026-11-25', '2026-11-25T09:00:00', 'mañana'])
      expect(() => parseEnv({ TEST_CLOCK_START: value }), value).toThrow(/TEST_CLOCK_START: debe ser una fecha y hora ISO 8601/)
  })

  it('is refused with a real API, outside the tests', () => {
    const moved = { TEST_CLOCK_START: '2026-11-25T09:00:00-03:00', UPSTREAM_API_URL: 'https://api.example.org' }
    expect(() => parseEnv(moved)).toThrow(/TEST_CLOCK_START: solo con el sandbox embebido/)
    expect(() => parseEnv({ ...moved, NODE_ENV: 'development' })).toThrow(/TEST_CLOCK_START/)
    expect(parseEnv({ ...moved, NODE_ENV: 'test' }).TEST_CLOCK_START).toBe(moved.TEST_CLOCK_START)
  })
})

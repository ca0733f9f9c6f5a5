import { describe, expect, it } from 'vitest'
import { createClock, parseIsoInstant } from './clock'

describe('parseIsoInstant', () => {
  it.each([
    ['2026-11-20T09:00:00-03:00', '2026-11-20T12:00:00.000Z'],
    ['2026-11-20T12:00Z', '2026-11-20T12:00:00.000Z'],
    ['2028-02-29T23:59:59.999Z', '2028-02-29T23:59:59.999Z'],
  ])('accepts %s', (input, expected) => {
    expect(parseIsoInstant(input)?.toISOString()).toBe(expected)
  })

  it.each([
    '2026-11-20',
    '2026-11-20T12:00:00',
    '2026-02-30T10:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-11-20T24:00:00Z',
    '20/11/2026',
  ])('refuses %s', (input) => {
    expect(parseIsoInstant(input)).toBeNull()
  })
})

describe('createClock', () => {
  it('returns copies of the fixed time, so callers cannot move it', () => {
    const clock = createClock(new Date('2026-01-01T00:00:00Z'))
    clock.now().setUTCFullYear(1999)
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z')
    clock.release()
    expect(clock.isFixed()).toBe(false)
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000)
  })

  it('runs moved by an offset, and goes back to that running time when released', () => {
    const day = 24 * 60 * 60 * 1000
    const clock = createClock(undefined, -3 * day)
    expect(Math.abs(clock.now().getTime() - (Date.now() - 3 * day))).toBeLessThan(1_000)
    clock.fix(new Date('2026-01-01T00:00:00Z'))
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z')
    clock.release()
    expect(Math.abs(clock.now().getTime() - (Date.now() - 3 * day))).toBeLessThan(1_000)
  })
})

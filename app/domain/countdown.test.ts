import { describe, expect, it } from 'vitest'
import { formatCountdown } from './countdown'

describe('formatCountdown', () => {
  it('shows minutes and seconds (300 s → 05:00)', () => {
    expect(formatCountdown(300_000)).toBe('05:00')
    expect(formatCountdown(119_000)).toBe('01:59')
  })

  it('rounds up and never goes below 00:00', () => {
    expect(formatCountdown(500)).toBe('00:01')
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(-5_000)).toBe('00:00')
  })
})

import { describe, expect, it } from 'vitest'
import { formatMoney, roundToCents } from './money'

describe('formatMoney', () => {
  it.each([
    [225.5, '$225.50'],
    [700.456, '$700.46'],
    [215.3, '$215.30'],
    [120, '$120.00'],
    [0, '$0.00'],
    [1.005, '$1.01'],
    [0.1 + 0.2, '$0.30'],
    [1234567.891, '$1234567.89'],
    [-40, '-$40.00'],
    [-0.004, '$0.00'],
  ])('%s → %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected)
  })

  it('refuses what is not an amount rather than showing $NaN', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError)
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('roundToCents', () => {
  it('rounds the confirmation total of BR60 to cents', () => {
    expect(roundToCents(300 + 150 + 120.456 + 40 + 90)).toBe(700.46)
    expect(roundToCents(2.675)).toBe(2.68)
    expect(roundToCents(-2.675)).toBe(-2.68)
  })

  it('rounds amounts that JavaScript writes with an exponent (tiny, huge) instead of answering NaN', () => {
    expect(roundToCents(1e-7)).toBe(0)
    expect(roundToCents(-4e-9)).toBe(0)
    expect(roundToCents(0.000001)).toBe(0)
    expect(roundToCents(2e21)).toBe(2e21)
    expect(formatMoney(1e-7)).toBe('$0.00')
  })
})

import { describe, expect, it } from 'vitest'
import { canonicalCi, ciCheckDigit, isValidCi, normalizeCi } from './ci'

describe('isValidCi', () => {
  it.each([
    ['12345672', true],
    ['31245675', true],
    ['1.234.567-2', true],
    ['1234561', true],
    ['44444444', true],
    ['12345673', false],
    ['3124567', false],
    ['', false],
    ['abc', false],
    // The literal algorithm accepts "0"; A12 requires 7 or 8 digits.
    ['0', false],
    ['123456789', false],
  ])('%s → %s', (input, expected) => {
    expect(isValidCi(input)).toBe(expected)
  })

  it('computes the check digit with weights 2987634 on the body padded to 7 digits', () => {
    expect(ciCheckDigit('1234567')).toBe(2)
    expect(ciCheckDigit('123456')).toBe(1)
    expect(ciCheckDigit('312456')).toBe(8)
  })

  it('accepts every persona of the demo data', () => {
    for (const ci of ['12345672', '23456783', '34567894', '45678905', '56789016', '67890127', '78901238', '98765438']) {
      expect(isValidCi(ci), ci).toBe(true)
    }
  })
})

describe('normalizeCi', () => {
  it('strips dots, dashes and spaces', () => {
    expect(normalizeCi(' 1.234.567-2 ')).toBe('12345672')
  })
})

describe('canonicalCi', () => {
  it.each([
    ['07654323', '7654323'],
    ['765432-3', '7654323'],
    ['765.4323', '7654323'],
    ['0.765.432-3', '7654323'],
    ['1.234.567-2', '12345672'],
    [' 12345672 ', '12345672'],
    ['00000000', '0'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalCi(input)).toBe(expected)
  })
})

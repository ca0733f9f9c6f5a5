import { describe, expect, it } from 'vitest'
import { cedulaOf, checkDigit, isValidCedula } from './cedula'

describe('cédula check digit', () => {
  it("gives the demo personas' cédulas their own check digits", () => {
    for (const ci of ['12345672', '23456783', '34567894', '45678905', '56789016', '67890127', '78901238', '98765438']) {
      expect(checkDigit(ci.slice(0, 7)), ci).toBe(Number(ci[7]))
      expect(isValidCedula(ci), ci).toBe(true)
    }
  })

  it('pads short numbers to seven digits and refuses a wrong check digit', () => {
    expect(checkDigit('765432')).toBe(3)
    expect(isValidCedula('7654323')).toBe(true)
    expect(isValidCedula('12345671')).toBe(false)
    expect(isValidCedula('1234567a')).toBe(false)
    expect(cedulaOf(4100000)).toMatch(/^4100000\d$/)
    expect(isValidCedula(cedulaOf(4100000))).toBe(true)
  })
})

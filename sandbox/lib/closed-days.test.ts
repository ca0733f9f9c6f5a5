import { describe, expect, it } from 'vitest'
import { isClosedDay } from './closed-days'

describe('isClosedDay', () => {
  it("closes Uruguay's five non-working holidays, every year", () => {
    for (const year of ['2026', '2027', '2028']) {
      for (const day of ['01-01', '05-01', '07-18', '08-25', '12-25']) expect(isClosedDay(`${year}-${day}`)).toBe(true)
    }
  })

  it('leaves the days around them and the working holidays open', () => {
    for (const fecha of ['2026-12-24', '2026-12-26', '2026-12-31', '2027-01-02', '2027-04-30', '2027-08-24']) {
      expect(isClosedDay(fecha), fecha).toBe(false)
    }
    // Día de la Raza and Día de los Difuntos are working holidays.
    expect(isClosedDay('2027-10-12')).toBe(false)
    expect(isClosedDay('2027-11-02')).toBe(false)
  })
})

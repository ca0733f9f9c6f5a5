import { describe, expect, it } from 'vitest'
import { dayState, formatNumeroLlamado, slotStarts } from './store'

describe('slotStarts', () => {
  it('starts at desde and stops before hasta', () => {
    expect(slotStarts('09:00', '12:00', 30)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
    expect(slotStarts('08:00', '09:00', 20)).toEqual(['08:00', '08:20', '08:40'])
  })

  it('keeps a last slot that starts before hasta even if it ends after it', () => {
    expect(slotStarts('07:00', '08:00', 25)).toEqual(['07:00', '07:25', '07:50'])
  })
})

describe('dayState', () => {
  it('is 3 without slots, 2 when every slot is full and 1 when a place is left', () => {
    expect(dayState([])).toBe(3)
    expect(dayState([{ hora: '09:00:00', disponibles: 0 }])).toBe(2)
    expect(
      dayState([
        { hora: '09:00:00', disponibles: 0 },
        { hora: '09:30:00', disponibles: 1 },
      ]),
    ).toBe(1)
  })
})

describe('formatNumeroLlamado', () => {
  it("uses the sector's first letter without accent and three digits", () => {
    expect(formatNumeroLlamado('Farmacia', 13)).toBe('F-013')
    expect(formatNumeroLlamado('Óptica', 1)).toBe('O-001')
    expect(formatNumeroLlamado('atención al socio', 120)).toBe('A-120')
  })
})

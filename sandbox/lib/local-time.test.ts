import { describe, expect, it } from 'vitest'
import { addDays, daysInMonth, formatDate, fromMontevideo, isoWeekday, toMontevideo } from './local-time'

describe('Montevideo time', () => {
  it('is UTC-3 all year, across midnight', () => {
    expect(toMontevideo(new Date('2026-11-20T12:00:00Z'))).toEqual({ date: '2026-11-20', time: '09:00:00' })
    expect(toMontevideo(new Date('2026-01-01T02:59:59Z'))).toEqual({ date: '2025-12-31', time: '23:59:59' })
    expect(toMontevideo(new Date('2026-07-15T03:00:00Z'))).toEqual({ date: '2026-07-15', time: '00:00:00' })
  })

  it('turns a local date and time back into the instant', () => {
    expect(fromMontevideo('2026-11-22', '09:30').toISOString()).toBe('2026-11-22T12:30:00.000Z')
    expect(fromMontevideo('2026-12-31', '22:15:30').toISOString()).toBe('2027-01-01T01:15:30.000Z')
  })

  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-11-20', 12)).toBe('2026-12-02')
    expect(addDays('2026-11-20', -20)).toBe('2026-10-31')
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(['2026-11-16', '2026-11-20', '2026-11-21', '2026-11-22', '2028-02-29'].map(isoWeekday)).toEqual([
      1, 5, 6, 7, 2,
    ])
  })

  it('counts the days of a month, leap years included', () => {
    expect([daysInMonth(2026, 11), daysInMonth(2026, 12), daysInMonth(2026, 2), daysInMonth(2028, 2)]).toEqual([
      30, 31, 28, 29,
    ])
  })

  it('writes a date as YYYY-MM-DD', () => {
    expect(formatDate(2026, 3, 5)).toBe('2026-03-05')
  })
})

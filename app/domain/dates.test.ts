import { describe, expect, it } from 'vitest'
import { formatDate, formatReleaseDate, parseDate, toBusinessTime, type DateFormat } from './dates'

// 5 March 2025, 09:05 and 14:30 on the wall clock.
const morning = new Date(2025, 2, 5, 9, 5)
const afternoon = new Date(2025, 2, 5, 14, 30)

describe('formatDate (BR70 examples)', () => {
  it.each<[DateFormat, Date, string]>([
    ['appointment', afternoon, '05-03-2025 14:30'],
    ['availabilityDay', afternoon, '05-03-2025'],
    ['day', afternoon, '05/03/2025'],
    ['isoDay', afternoon, '2025-03-05'],
    ['dateTime', morning, '05/03/2025 09:05'],
    ['dateTimeAt', morning, '5/03/2025 a las 09:05'],
    ['releaseDate', morning, '5 de marzo de 2025'],
    ['requestTime', morning, '9:05 hs'],
    ['calendarDay', morning, '05/03/25'],
    ['hour', new Date(2025, 2, 5, 9, 30), '09:30 hs'],
  ])('%s shows %s as %s', (name, date, expected) => {
    expect(formatDate(date, name)).toBe(expected)
  })
})

describe('parseDate', () => {
  it('reads the formats the API sends', () => {
    expect(parseDate('05-03-2025 14:30', 'appointment')).toEqual(afternoon)
    expect(parseDate('2025-03-05T09:05:00', 'isoDateTime')).toEqual(morning)
    expect(parseDate('2025-03-05', 'isoDay')).toEqual(new Date(2025, 2, 5))
  })

  it('turns the administrative hour 09:30:00 into 09:30 hs', () => {
    const time = parseDate('09:30:00', 'time')
    expect(time && formatDate(time, 'hour')).toBe('09:30 hs')
  })

  it('accepts only the exact format', () => {
    expect(parseDate('5-3-2025 14:30', 'appointment')).toBeNull()
    expect(parseDate('31-02-2025 14:30', 'appointment')).toBeNull()
    expect(parseDate('2025-03-05', 'appointment')).toBeNull()
    expect(parseDate('', 'isoDay')).toBeNull()
  })
})

describe('formatReleaseDate', () => {
  it('writes the Spanish long form', () => {
    expect(formatReleaseDate('2025-03-05')).toBe('5 de marzo de 2025')
    expect(formatReleaseDate('2026-09-30')).toBe('30 de septiembre de 2026')
  })

  it('shows a value that is not a date as it came', () => {
    expect(formatReleaseDate('pronto')).toBe('pronto')
  })
})

describe('toBusinessTime', () => {
  it('gives the Montevideo wall clock (UTC-3 all year)', () => {
    expect(formatDate(toBusinessTime(new Date('2025-03-05T17:30:00Z')), 'appointment')).toBe('05-03-2025 14:30')
    // Before 03:00 UTC it is still the previous day in Montevideo, in winter and in summer alike.
    expect(formatDate(toBusinessTime(new Date('2025-07-01T02:00:00Z')), 'appointment')).toBe('30-06-2025 23:00')
    expect(formatDate(toBusinessTime(new Date('2025-01-01T02:59:00Z')), 'appointment')).toBe('31-12-2024 23:59')
  })
})

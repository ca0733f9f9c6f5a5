import { format } from 'date-fns/format'
import { isValid } from 'date-fns/isValid'
import { es } from 'date-fns/locale/es'
import { parse } from 'date-fns/parse'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDate, formatReleaseDate, parseDate, toBusinessTime, type DateFormat, type ReadableFormat } from './dates.server'

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

  it('writes an instant the same each time it is asked, in each format, past the kept texts\' limit', () => {
    const days = Array.from({ length: 6000 }, (_, index) => new Date(2025, 0, 1 + index, 9, 5))
    for (const round of [1, 2]) {
      for (const day of days) {
        expect(formatDate(day, 'isoDay'), `round ${round}`).toBe(format(day, 'yyyy-MM-dd'))
        expect(formatDate(day, 'dayName')).toBe(format(day, "EEEE d 'de' MMMM", { locale: es }))
      }
    }
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

describe('parseDate on the API formats read without date-fns', () => {
  // The generic reading, as parseDate did it before the fast path (the server no longer loads it).
  const generic = (value: string, pattern: string) => {
    const date = parse(value, pattern, new Date(2000, 0, 1), { locale: es })
    return isValid(date) && format(date, pattern, { locale: es }) === value ? date : null
  }
  const two = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'))
  const year = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'))
  const cases: [ReadableFormat, string, fc.Arbitrary<string>][] = [
    ['isoDay', 'yyyy-MM-dd', fc.tuple(year, two, two).map(([y, m, d]) => `${y}-${m}-${d}`)],
    ['availabilityDay', 'dd-MM-yyyy', fc.tuple(two, two, year).map(([d, m, y]) => `${d}-${m}-${y}`)],
    ['day', 'dd/MM/yyyy', fc.tuple(two, two, year).map(([d, m, y]) => `${d}/${m}/${y}`)],
    ['appointment', 'dd-MM-yyyy HH:mm', fc.tuple(two, two, year, two, two).map(([d, m, y, h, i]) => `${d}-${m}-${y} ${h}:${i}`)],
    ['isoDateTime', "yyyy-MM-dd'T'HH:mm:ss", fc.tuple(year, two, two, two, two, two).map(([y, m, d, h, i, s]) => `${y}-${m}-${d}T${h}:${i}:${s}`)],
    ['time', 'HH:mm:ss', fc.tuple(two, two, two).map(([h, i, s]) => `${h}:${i}:${s}`)],
    ['dateTime', 'dd/MM/yyyy HH:mm', fc.tuple(two, two, year, two, two).map(([d, m, y, h, i]) => `${d}/${m}/${y} ${h}:${i}`)],
  ]

  it.each(cases)('reads %s exactly as date-fns does, valid or not', (name, pattern, values) => {
    fc.assert(
      fc.property(fc.oneof(values, fc.string({ maxLength: 20 })), (value) => {
        expect(parseDate(value, name)?.getTime() ?? null).toBe(generic(value, pattern)?.getTime() ?? null)
      }),
      { numRuns: 500 },
    )
  })
})

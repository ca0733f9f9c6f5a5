import { describe, expect, it } from 'vitest'
import { availabilityCall } from './medical-booking'
import { availabilityWindow, calendarMonthsOf, confirmationDay, consultationDayTitle, dayWindow, offeredCalendar } from './medical-booking-days.server'

/** A business-time date, as `toBusinessTime(now())` gives one. */
const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y!, m! - 1, d!, 9, 0, 0)
}

describe('the availability call (BR28)', () => {
  it.each([
    ['2025-03-05', '05-03-2025', '05-03-2026'],
    ['2024-01-10', '10-01-2024', '09-01-2025'],
    ['2026-11-20', '20-11-2026', '20-11-2027'],
    ['2027-12-31', '31-12-2027', '30-12-2028'],
  ])('from %s runs %s to %s (365 days)', (today, inicio, fin) => {
    expect(availabilityWindow(day(today))).toEqual({ inicio, fin })
  })

  it('sends professional 0 and the branches comma-joined for a quick booking', () => {
    const window = availabilityWindow(day('2025-03-05'))
    expect(availabilityCall({ especialidad: 3, profesional: null, filiales: [3, 7] }, window)).toEqual({
      url: 'disponibilidad/0/3/05-03-2025/05-03-2026/',
      filial: '3,7',
      modalidad: 'ANY',
    })
  })

  it("sends the doctor's id, every branch and the mode asked for", () => {
    expect(availabilityCall({ especialidad: 1, profesional: 4, modalidad: 'REMOTE' }, dayWindow('2026-11-23'))).toEqual({
      url: 'disponibilidad/4/1/23-11-2026/23-11-2026/',
      filial: '',
      modalidad: 'REMOTE',
    })
  })
})

describe('words and dates of the steps', () => {
  it("titles the hour step with the day's weekday, day, month and year (C38)", () => {
    expect(consultationDayTitle('2026-11-23')).toBe('Lunes 23 de noviembre de 2026')
    expect(consultationDayTitle('2025-03-05')).toBe('Miércoles 5 de marzo de 2025')
  })

  it("gives the calendar every day of the months from the first day offered to the last (C37)", () => {
    const months = calendarMonthsOf(['2027-01-04', '2026-11-30', '2026-12-02'])
    expect(months.map(({ month, year, days }) => [month, year, days.length, days[0]?.fecha, days.at(-1)?.fecha])).toEqual([
      [11, 2026, 30, '2026-11-01', '2026-11-30'],
      [12, 2026, 31, '2026-12-01', '2026-12-31'],
      [1, 2027, 31, '2027-01-01', '2027-01-31'],
    ])
    expect(calendarMonthsOf(['2028-02-10']).map((m) => m.days.length)).toEqual([29])
    expect(calendarMonthsOf([])).toEqual([])
  })

  it('words those months with their offered days only, each named (C37)', () => {
    expect(offeredCalendar(['2027-01-04', '2026-11-30'])).toEqual([
      { month: 11, year: 2026, caption: 'Noviembre 2026', days: [{ fecha: '2026-11-30', label: 'lunes 30 de noviembre', offered: true }] },
      { month: 12, year: 2026, caption: 'Diciembre 2026', days: [] },
      { month: 1, year: 2027, caption: 'Enero 2027', days: [{ fecha: '2027-01-04', label: 'lunes 4 de enero', offered: true }] },
    ])
    expect(offeredCalendar([])).toEqual([])
  })
})

describe('confirmationDay (§9)', () => {
  it('writes the confirmation date row as DD/MM/YYYY', () => {
    expect(confirmationDay('2026-11-23')).toBe('23/11/2026')
    expect(confirmationDay('2025-03-05')).toBe('05/03/2025')
  })
})

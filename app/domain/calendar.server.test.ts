import { describe, expect, it } from 'vitest'
import { calendarMonths, dayName, displayDate, displayHour, hourStepTitle, labelMonth, monthCaption } from './calendar.server'

describe('the months a calendar shows (BR39)', () => {
  it('asks for the current and the next month, across a new year', () => {
    expect(calendarMonths(new Date(2025, 11, 15))).toEqual([
      { month: 12, year: 2025 },
      { month: 1, year: 2026 },
    ])
    expect(calendarMonths(new Date(2026, 10, 1))).toEqual([
      { month: 11, year: 2026 },
      { month: 12, year: 2026 },
    ])
  })
})

describe('the words of days and hours', () => {
  it('titles the hour step with the weekday and the month capitalised (BR42, A26)', () => {
    expect(hourStepTitle('2025-03-05')).toBe('Miércoles 5 de Marzo')
    expect(hourStepTitle('2025-11-01')).toBe('Sábado 1 de Noviembre')
  })

  it('names calendar days and months in Spanish', () => {
    expect(dayName('2026-11-23')).toBe('lunes 23 de noviembre')
    expect(monthCaption({ month: 11, year: 2026 })).toBe('Noviembre 2026')
  })

  it('shows the confirmation date and hour (BR43)', () => {
    expect(displayDate('2025-03-05')).toBe('05/03/2025')
    expect(displayHour('09:30:00')).toBe('09:30 hs')
  })

  it('labels a month and its days, offering those the rule of the journey offers', () => {
    const month = labelMonth({ month: 11, year: 2026, days: [{ fecha: '2026-11-23', state: 1 }, { fecha: '2026-11-24', state: 2 }] }, (day) => day.state === 1)
    expect(month).toEqual({
      month: 11,
      year: 2026,
      caption: 'Noviembre 2026',
      days: [
        { fecha: '2026-11-23', state: 1, label: 'lunes 23 de noviembre', offered: true },
        { fecha: '2026-11-24', state: 2, label: 'martes 24 de noviembre', offered: false },
      ],
    })
  })
})

import { describe, expect, it } from 'vitest'
import { calendarMonths, dayName, displayDate, displayHour, hourStepTitle, labelMonth, monthCaption, monthKey, monthPage } from './calendar.server'

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

describe('a calendar of many months, a few at a time (C37)', () => {
  // A year from November 2026: November … November 2027.
  const year = Array.from({ length: 13 }, (_, index) => ({ month: ((10 + index) % 12) + 1, year: 2026 + Math.floor((10 + index) / 12) }))
  const keysOf = (page: { shown: Array<{ month: number; year: number }> }) => page.shown.map(monthKey)

  it('names a month as the address does', () => {
    expect(monthKey({ month: 3, year: 2027 })).toBe('2027-03')
  })

  it.each([
    ['the first months, with nothing asked or chosen', {}, ['2026-11', '2026-12'], undefined, '2027-01'],
    ['the months from the chosen day', { focus: '2027-02-17' }, ['2027-02', '2027-03'], '2026-12', '2027-04'],
    ['the months the address asks for, over the chosen day', { asked: '2027-06', focus: '2027-02-17' }, ['2027-06', '2027-07'], '2027-04', '2027-08'],
    ['the last month alone, with no page after it', { asked: '2027-11' }, ['2027-11'], '2027-09', undefined],
    ['one month back from the second: the first page starts at the first month', { asked: '2026-12' }, ['2026-12', '2027-01'], '2026-11', '2027-02'],
    ['a month the calendar has not: the chosen day', { asked: '2031-01', focus: '2027-05-02' }, ['2027-05', '2027-06'], '2027-03', '2027-07'],
    ['not a month at all, and a day outside the calendar: the first', { asked: '../x', focus: '2020-01-01' }, ['2026-11', '2026-12'], undefined, '2027-01'],
  ])('shows %s', (_, options, shown, previous, next) => {
    const page = monthPage(year, { ...options, size: 2 })
    expect(keysOf(page)).toEqual(shown)
    expect(page.previous).toBe(previous)
    expect(page.next).toBe(next)
  })

  it('shows nothing of a calendar without months', () => {
    expect(monthPage([], { asked: '2026-11', size: 2 })).toEqual({ shown: [], previous: undefined, next: undefined })
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

/**
 * The medical booking's rules that read or write dates (spec 001 §2.1, §4; BR28, C37, C38): the availability
 * call's window, the hour step's title, the calendar's months. Server-only, like every user of date-fns
 * (docs/decisions/dates-put-into-words-by-loaders.md): loaders call these and the pages get the words.
 */
import { addDays } from 'date-fns/addDays'
import { getDaysInMonth } from 'date-fns/getDaysInMonth'
import { labelMonth, type CalendarMonth, type LabelledMonth } from './calendar.server'
import { formatDate, parseDate } from './dates.server'
import type { AvailabilityWindow } from './medical-booking'

/** BR28: the availability window, from today for 365 days. */
export const AVAILABILITY_DAYS = 365

/** BR28: today (a business-time date) to today + 365 days. */
export function availabilityWindow(today: Date): AvailabilityWindow {
  return { inicio: formatDate(today, 'availabilityDay'), fin: formatDate(addDays(today, AVAILABILITY_DAYS), 'availabilityDay') }
}

function isoDay(day: string): Date {
  const date = parseDate(day, 'isoDay')
  if (!date) throw new Error(`not a YYYY-MM-DD day: ${day}`)
  return date
}

/** One day's window ('YYYY-MM-DD'): the slots of a chosen day, or the chosen slot read again. */
export function dayWindow(day: string): AvailabilityWindow {
  const date = formatDate(isoDay(day), 'availabilityDay')
  return { inicio: date, fin: date }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** C38: the hour step's title, weekday, day, month and year: '2026-11-23' → 'Lunes 23 de noviembre de 2026'. */
export function consultationDayTitle(day: string): string {
  const date = isoDay(day)
  return `${capitalise(formatDate(date, 'weekday'))} ${formatDate(date, 'releaseDate')}`
}

/** §9: the confirmation's date row, 'DD/MM/YYYY': '2026-11-23' → '23/11/2026'. */
export function confirmationDay(day: string): string {
  return formatDate(isoDay(day), 'day')
}

/**
 * C37: the months the calendar shows, from the first day with availability to the last, each with all its days
 * (the calendar greys out those without). `offeredCalendar` words them for the page.
 */
export function calendarMonthsOf(days: readonly string[]): Array<CalendarMonth & { days: Array<{ fecha: string }> }> {
  const sorted = [...days].sort()
  if (sorted.length === 0) return []
  const first = isoDay(sorted[0]!)
  const last = isoDay(sorted[sorted.length - 1]!)
  const months: Array<CalendarMonth & { days: Array<{ fecha: string }> }> = []
  for (let at = new Date(first.getFullYear(), first.getMonth(), 1); at <= last; at = new Date(at.getFullYear(), at.getMonth() + 1, 1)) {
    const month = at.getMonth() + 1
    const year = at.getFullYear()
    const prefix = `${year}-${String(month).padStart(2, '0')}-`
    const count = getDaysInMonth(at)
    months.push({ month, year, days: Array.from({ length: count }, (_, index) => ({ fecha: `${prefix}${String(index + 1).padStart(2, '0')}` })) })
  }
  return months
}

/**
 * C37's calendar as the page gets it: `calendarMonthsOf`'s months in words, each with only its offered days named.
 * The calendar draws a month's other days from the month itself (plain text, no name), so they are neither worded
 * nor sent: most of a year's days have no slot, and they were most of what the page carried.
 */
export function offeredCalendar(days: readonly string[]): LabelledMonth[] {
  const offered = new Set(days)
  return calendarMonthsOf(days).map((month) => labelMonth({ ...month, days: month.days.filter((day) => offered.has(day.fecha)) }, () => true))
}

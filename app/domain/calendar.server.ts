/**
 * The booking calendars' rules and words, for every journey that offers days and hours (the
 * administrative booking today, the medical one next): which months a calendar shows (BR39), and
 * how days, months and hours read (BR42, BR43). The words are computed by the loaders, so that
 * date-fns and its Spanish locale stay on the server: the pages get the words.
 */
import { formatDate, parseDate } from './dates.server'

export interface CalendarMonth {
  /** 1–12 */
  month: number
  year: number
}

/** BR39: the calendar shows the month of `today` and the next one. */
export function calendarMonths(today: Date): [CalendarMonth, CalendarMonth] {
  const month = today.getMonth() + 1
  const year = today.getFullYear()
  return [{ month, year }, month === 12 ? { month: 1, year: year + 1 } : { month: month + 1, year }]
}

/** A month as the address names it, `YYYY-MM`: (11, 2026) → '2026-11'. */
export const monthKey = ({ month, year }: CalendarMonth): string => `${year}-${String(month).padStart(2, '0')}`

/** The months a calendar of many shows at once, and the first month of the pages before and after them. */
export interface MonthPage<Month extends CalendarMonth> {
  shown: Month[]
  previous?: string
  next?: string
}

/**
 * A calendar of many months (the medical booking's year, C37) shows `size` of them at a time, side by side on a wide
 * screen (D1 §9): from the month the address asks for (`YYYY-MM`) when the calendar has it, else from the month of
 * `focus` (the day chosen), else from the first. A year drawn at once was most of its page's markup and time.
 */
export function monthPage<Month extends CalendarMonth>(
  months: readonly Month[],
  { asked, focus, size }: { asked?: string | null; focus?: string; size: number },
): MonthPage<Month> {
  const keys = months.map(monthKey)
  const indexOf = (key: string | null | undefined) => (key ? keys.indexOf(key) : -1)
  const start = [indexOf(asked), indexOf(focus?.slice(0, 7)), 0].find((index) => index >= 0)!
  return {
    shown: months.slice(start, start + size),
    previous: start > 0 ? keys[Math.max(0, start - size)] : undefined,
    next: start + size < keys.length ? keys[start + size] : undefined,
  }
}

function isoDay(day: string): Date {
  const date = parseDate(day, 'isoDay')
  if (!date) throw new Error(`not a YYYY-MM-DD day: ${day}`)
  return date
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** BR42, A26: '2025-03-05' → 'Miércoles 5 de Marzo' (weekday and month capitalised, 'de' not). */
export function hourStepTitle(day: string): string {
  const date = isoDay(day)
  return `${capitalise(formatDate(date, 'weekday'))} ${date.getDate()} de ${capitalise(formatDate(date, 'month'))}`
}

/** A calendar day's accessible name: '2026-11-23' → 'lunes 23 de noviembre'. */
export function dayName(day: string): string {
  return formatDate(isoDay(day), 'dayName')
}

/** A month grid's caption: (11, 2026) → 'Noviembre 2026'. */
export function monthCaption({ month, year }: CalendarMonth): string {
  return capitalise(formatDate(new Date(year, month - 1, 1), 'monthYear'))
}

/** A day as a calendar shows it: its accessible name, and whether it can be chosen. */
export type LabelledDay<Day extends { fecha: string } = { fecha: string }> = Day & { label: string; offered: boolean }
export type LabelledMonth<Day extends { fecha: string } = { fecha: string }> = CalendarMonth & {
  caption: string
  days: Array<LabelledDay<Day>>
}

/** A month of a calendar with the words the page shows for it and its days; `offered` is the journey's rule. */
export function labelMonth<Day extends { fecha: string }>(
  month: CalendarMonth & { days: Day[] },
  offered: (day: Day) => boolean,
): LabelledMonth<Day> {
  return {
    ...month,
    caption: monthCaption(month),
    days: month.days.map((day) => ({ ...day, label: dayName(day.fecha), offered: offered(day) })),
  }
}

/** BR43: '2025-03-05' → '05/03/2025'. */
export function displayDate(day: string): string {
  return formatDate(isoDay(day), 'day')
}

/** BR43: '09:30:00' → '09:30 hs'. */
export function displayHour(hour: string): string {
  const time = parseDate(hour, 'time')
  if (!time) throw new Error(`not an HH:mm:ss hour: ${hour}`)
  return formatDate(time, 'hour')
}

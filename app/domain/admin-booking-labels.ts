/**
 * How the administrative booking shows its days and hours (BR42, BR43), computed by the loaders
 * so that date-fns and its Spanish locale stay on the server: the pages get the words.
 */
import type { CalendarDay, CalendarMonth } from './admin-booking'
import { formatDate, parseDate } from './dates'

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

export type LabelledDay = CalendarDay & { label: string }
export type LabelledMonth = CalendarMonth & { caption: string; days: LabelledDay[] }

/** A month of the calendar with the words the page shows for it and its days. */
export function labelMonth(month: CalendarMonth & { days: CalendarDay[] }): LabelledMonth {
  return { ...month, caption: monthCaption(month), days: month.days.map((day) => ({ ...day, label: dayName(day.fecha) })) }
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

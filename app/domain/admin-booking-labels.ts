/**
 * How the administrative booking shows its days and hours (BR42, BR43). Apart from the rules in
 * admin-booking.ts because it needs date-fns and its Spanish locale: only the steps that show
 * dates download them.
 */
import { format } from 'date-fns'
import { es } from 'date-fns/locale'
import type { CalendarMonth } from './admin-booking'
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
  const weekday = format(date, 'EEEE', { locale: es })
  const month = format(date, 'MMMM', { locale: es })
  return `${capitalise(weekday)} ${date.getDate()} de ${capitalise(month)}`
}

/** A calendar day's accessible name: '2026-11-23' → 'lunes 23 de noviembre'. */
export function dayName(day: string): string {
  return format(isoDay(day), "EEEE d 'de' MMMM", { locale: es })
}

/** A month grid's caption: (11, 2026) → 'Noviembre 2026'. */
export function monthCaption({ month, year }: CalendarMonth): string {
  return capitalise(format(new Date(year, month - 1, 1), 'MMMM yyyy', { locale: es }))
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


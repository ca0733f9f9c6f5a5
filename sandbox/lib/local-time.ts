/**
 * The mutual's business time zone. Appointments are stored as Montevideo wall-clock strings; Uruguay has had no
 * daylight saving time since 2015, so local time is always UTC-3 and a fixed offset is exact.
 */

const OFFSET_MS = -3 * 60 * 60 * 1000

interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string
  /** HH:mm:ss */
  time: string
}

/** The Montevideo date and time of an instant. */
export function toMontevideo(at: Date): LocalDateTime {
  const iso = new Date(at.getTime() + OFFSET_MS).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) }
}

/** The instant of a Montevideo date (YYYY-MM-DD) and time (HH:mm or HH:mm:ss). */
export function fromMontevideo(date: string, time: string): Date {
  return new Date(`${date}T${time.length === 5 ? `${time}:00` : time}-03:00`)
}

/** Calendar arithmetic on a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** 1 = Monday ... 7 = Sunday (ISO 8601) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1
}

/** Days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** YYYY-MM-DD of a year, month (1-12) and day. */
export function formatDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** 'YYYY-MM-DD' → ['DD', 'MM', 'YYYY'], for the API's day-first date formats. */
export function dayMonthYear(date: string): [string, string, string] {
  return [date.slice(8, 10), date.slice(5, 7), date.slice(0, 4)]
}

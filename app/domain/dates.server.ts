/**
 * The one place for dates (BR70): every format the spec names, parsed and shown with date-fns
 * and its Spanish locale.
 *
 * The mutual's API speaks in Montevideo wall-clock strings without a zone ('05-03-2025 14:30',
 * '2025-03-05T09:30:00'). They are read into Dates whose *local* fields hold that wall clock and
 * formatted back from the same fields, so a value round-trips unchanged on any server. Only a
 * real instant (now, an ISO timestamp) needs the business time zone: `toBusinessTime`.
 */
// Per-function entry points: the package's barrels cost the server ~300 ms of start-up. Its `parse` is not used: the
// formats read are of fixed width (FIXED_WIDTH), and its module alone took ~25 ms of the server's start.
import { format } from 'date-fns/format'
import { es } from 'date-fns/locale/es'

/**
 * America/Montevideo. Uruguay has had no daylight saving time since 2015, so the zone is UTC-3
 * all year and a fixed offset is exact. It is used instead of Intl's zone database so the result
 * never depends on the ICU data of the runtime, and it matches the sandbox's own clock.
 */
const BUSINESS_UTC_OFFSET_MS = -3 * 60 * 60 * 1000

/** BR70's formats, by the name of what they show (date-fns tokens). */
const FORMATS = {
  /** Upcoming medical appointments: 05-03-2025 14:30 */
  appointment: 'dd-MM-yyyy HH:mm',
  /** The availability call's day: 05-03-2025 */
  availabilityDay: 'dd-MM-yyyy',
  /** Days shown to people: 05/03/2025 */
  day: 'dd/MM/yyyy',
  /** The administrative agenda's day: 2025-03-05 */
  isoDay: 'yyyy-MM-dd',
  /** Administrative reservations: 2025-03-05T09:30:00 */
  isoDateTime: "yyyy-MM-dd'T'HH:mm:ss",
  /** The administrative agenda's hour: 09:30:00 */
  time: 'HH:mm:ss',
  /** An hour shown to people: 09:30 hs */
  hour: "HH:mm 'hs'",
  /** 05/03/2025 09:05 */
  dateTime: 'dd/MM/yyyy HH:mm',
  /** 5/03/2025 a las 09:05 */
  dateTimeAt: "d/MM/yyyy 'a las' HH:mm",
  /** Release notes: 5 de marzo de 2025 */
  releaseDate: "d 'de' MMMM 'de' yyyy",
  /** The hour of a request: 9:05 hs */
  requestTime: "H:mm 'hs'",
  /** Calendar: 05/03/25 */
  calendarDay: 'dd/MM/yy',
  /** A calendar day's accessible name: miércoles 5 de marzo */
  dayName: "EEEE d 'de' MMMM",
  /** A month grid's caption, before capitalising: marzo 2025 */
  monthYear: 'MMMM yyyy',
  /** Weekday and month alone, for titles that capitalise them: miércoles, marzo */
  weekday: 'EEEE',
  month: 'MMMM',
} as const

export type DateFormat = keyof typeof FORMATS

export function formatDate(date: Date, name: DateFormat): string {
  const key = `${name}${date.getTime()}`
  const known = formatted.get(key)
  if (known !== undefined) return known
  const text = format(date, FORMATS[name], { locale: es })
  if (formatted.size >= FORMATTED_MAX) formatted.clear()
  formatted.set(key, text)
  return text
}

/**
 * The texts already written, by format and instant: a calendar or an hour grid writes the same few hundred days and
 * hours on every view, and date-fns' `format` costs some 10 µs each. The same instant always reads the same (the
 * fields are local, the locale fixed), so the texts never go stale; the cache is emptied when it is full.
 */
const formatted = new Map<string, string>()
const FORMATTED_MAX = 5000

/**
 * Reads a value written in one of the formats; null unless it is exactly that format (a value
 * that does not print back identically, such as '5-3-2025' or '31-02-2025', is not accepted).
 */
export function parseDate(value: string, name: ReadableFormat): Date | null {
  return parseFixedWidth(value, FIXED_WIDTH[name])
}

/**
 * The formats values are read in: the API's own, numbers of fixed width. Read directly, as date-fns' generic parser
 * reads them (a property test compares the two), they cost a fraction of it (a calendar page reads sixty days). Same
 * rule: only a value that prints back identically is accepted (so '31-02-2025' is not).
 */
const FIXED_WIDTH = {
  appointment: { pattern: /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/, order: ['d', 'M', 'y', 'H', 'm'] },
  availabilityDay: { pattern: /^(\d{2})-(\d{2})-(\d{4})$/, order: ['d', 'M', 'y'] },
  day: { pattern: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: ['d', 'M', 'y'] },
  isoDay: { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, order: ['y', 'M', 'd'] },
  isoDateTime: { pattern: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/, order: ['y', 'M', 'd', 'H', 'm', 's'] },
  time: { pattern: /^(\d{2}):(\d{2}):(\d{2})$/, order: ['H', 'm', 's'] },
  dateTime: { pattern: /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/, order: ['d', 'M', 'y', 'H', 'm'] },
} satisfies Partial<Record<DateFormat, { pattern: RegExp; order: ('y' | 'M' | 'd' | 'H' | 'm' | 's')[] }>>

export type ReadableFormat = keyof typeof FIXED_WIDTH

function parseFixedWidth(value: string, { pattern, order }: (typeof FIXED_WIDTH)[ReadableFormat]): Date | null {
  const match = pattern.exec(value)
  if (!match) return null
  // Fields the format lacks come from date-fns' reference date, as the generic parser does.
  const field = { y: 2000, M: 1, d: 1, H: 0, m: 0, s: 0 }
  order.forEach((name, index) => (field[name] = Number(match[index + 1])))
  const date = new Date(field.y, field.M - 1, field.d, field.H, field.m, field.s)
  date.setFullYear(field.y) // years below 100 too
  // date-fns reads no year 0 either.
  const same =
    field.y > 0 &&
    date.getFullYear() === field.y &&
    date.getMonth() === field.M - 1 &&
    date.getDate() === field.d &&
    date.getHours() === field.H &&
    date.getMinutes() === field.m &&
    date.getSeconds() === field.s
  return same ? date : null
}

/** '2025-03-05' → '5 de marzo de 2025'; anything else is shown as it came. */
export function formatReleaseDate(isoDay: string): string {
  const date = parseDate(isoDay, 'isoDay')
  return date ? formatDate(date, 'releaseDate') : isoDay
}

/** The Montevideo wall clock of an instant, as a Date whose local fields hold it. */
export function toBusinessTime(instant: Date): Date {
  const shifted = new Date(instant.getTime() + BUSINESS_UTC_OFFSET_MS)
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
  )
}

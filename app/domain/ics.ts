/**
 * "Agregar a mi calendario": one appointment as an iCalendar file (RFC 5545), which every
 * calendar application on a phone or computer opens. Times are Montevideo wall-clock (UTC-3 all
 * year, see dates.ts), written in UTC so no time-zone table is needed.
 */
const MONTEVIDEO_OFFSET_HOURS = -3

export interface CalendarEvent {
  /** Stable and unique, so importing the file twice updates rather than duplicates. */
  uid: string
  /** 'YYYY-MM-DD' and 'HH:mm' or 'HH:mm:ss', Montevideo wall clock. */
  day: string
  time: string
  durationMinutes: number
  title: string
  location?: string
  description?: string
  /** When the file is made (the portal's clock.server `now()`); defaults to the real time. */
  stamp?: Date
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

function wallClockToUtc(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new Date(Date.UTC(year, month - 1, date, hours - MONTEVIDEO_OFFSET_HOURS, minutes))
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in text values. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
function fold(line: string): string {
  const chunks: string[] = []
  let rest = line
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--
    chunks.push(rest.slice(0, cut))
    rest = ` ${rest.slice(cut)}`
  }
  chunks.push(rest)
  return chunks.join('\r\n')
}

export function calendarFile(event: CalendarEvent): string {
  const start = wallClockToUtc(event.day, event.time)
  const end = new Date(start.getTime() + event.durationMinutes * 60_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mutual//Portal de socios//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** The response that makes a browser download the file. */
export function calendarResponse(event: CalendarEvent, fileName = 'cita.ics'): Response {
  return new Response(calendarFile(event), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

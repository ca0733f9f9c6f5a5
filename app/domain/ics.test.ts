import { describe, expect, it } from 'vitest'
import { calendarFile } from './ics'

const event = {
  uid: 'reserva-administrativa-7@mutual',
  day: '2026-12-03',
  time: '10:30:00',
  durationMinutes: 30,
  title: 'Farmacia - Sede Central',
  location: 'Sede Central, Montevideo',
  description: 'Número de llamado: F-012; traiga su cédula',
  stamp: new Date(Date.UTC(2026, 10, 22, 12, 0, 0)),
}

describe('calendarFile', () => {
  it('writes one event in UTC from Montevideo wall-clock time', () => {
    const ics = calendarFile(event)
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics).toContain('DTSTART:20261203T133000Z\r\n')
    expect(ics).toContain('DTEND:20261203T140000Z\r\n')
    expect(ics).toContain('DTSTAMP:20261122T120000Z\r\n')
    expect(ics).toContain('UID:reserva-administrativa-7@mutual\r\n')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('escapes text values', () => {
    expect(calendarFile(event)).toContain('DESCRIPTION:Número de llamado: F-012\\; traiga su cédula')
    expect(calendarFile({ ...event, title: 'A, B' })).toContain('SUMMARY:A\\, B')
  })

  it('crosses midnight correctly', () => {
    expect(calendarFile({ ...event, time: '22:15' })).toContain('DTSTART:20261204T011500Z')
  })

  it('folds long lines at 75 octets', () => {
    const ics = calendarFile({ ...event, description: 'á'.repeat(100) })
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  })
})

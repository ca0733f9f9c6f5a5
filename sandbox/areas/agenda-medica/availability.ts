/**
 * The slots of a calendar's day, from its weekly schedule: pure rules, no SQL. A slot is known by its calendar
 * number, its date and its order number (nro_orden, 1 for the day's first slot); its start says the same.
 */
import { isClosedDay } from '../../lib/closed-days'
import { isoWeekday } from '../../lib/local-time'
import { slotStarts } from '../agenda-admin/store'

/** One block of a weekly schedule (calendario_horarios). */
export interface Bloque {
  dia_semana: number
  desde: string
  hasta: string
  intervalo_minutos: number
}

export interface DaySlot {
  nroOrden: number
  /** HH:mm, Montevideo */
  hora: string
}

/** The slots of a day with these blocks (those of its weekday), numbered from 1 in time order. */
export function daySlots(bloques: readonly Bloque[]): DaySlot[] {
  return [...bloques]
    .sort((a, b) => a.desde.localeCompare(b.desde))
    .flatMap((b) => slotStarts(b.desde, b.hasta, b.intervalo_minutos))
    .map((hora, index) => ({ nroOrden: index + 1, hora }))
}

/**
 * The slots of a calendar on a date (YYYY-MM-DD), given all its blocks: those of the date's weekday, and none on a
 * closed day (lib/closed-days). Every reader of the agenda (E53, E57, taking a slot, the seed) goes through here.
 */
export function slotsOn(bloques: readonly Bloque[], fecha: string): DaySlot[] {
  if (isClosedDay(fecha)) return []
  const weekday = isoWeekday(fecha)
  return daySlots(bloques.filter((b) => b.dia_semana === weekday))
}

/** Modalities the availability call filters by (spec 001 §3: ANY, REMOTE, PRESENCIAL). */
export const MODALIDADES = ['ANY', 'REMOTE', 'PRESENCIAL'] as const
export type Modalidad = (typeof MODALIDADES)[number]

export function matchesModalidad(modalidad: Modalidad, esTelemedicina: boolean): boolean {
  if (modalidad === 'ANY') return true
  return esTelemedicina === (modalidad === 'REMOTE')
}

/**
 * 'YYYY-MM-DDTHH:mm', also read with a one-digit hour ('2025-03-05T9:05', A25) and with seconds; null when it is
 * not a real date and time.
 */
export function parseComienzo(value: string): { fecha: string; hora: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{1,2}):(\d{2})(?::00)?$/.exec(value.trim())
  if (!match) return null
  const [, year = '', month = '', day = '', hour = '', minute = ''] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  const sameDay = date.toISOString().slice(0, 10) === `${year}-${month}-${day}`
  if (!sameDay || Number(hour) > 23 || Number(minute) > 59) return null
  return { fecha: `${year}-${month}-${day}`, hora: `${hour.padStart(2, '0')}:${minute}` }
}

/** The slot start as the API writes it: Montevideo wall clock, 'YYYY-MM-DDTHH:mm:ss'. */
export const formatComienzo = (fecha: string, hora: string) => `${fecha}T${hora}:00`

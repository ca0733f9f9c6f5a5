/**
 * Demo medical appointments, dated relative to the sandbox clock when the agenda tables are created, so "upcoming"
 * stays upcoming in a demo started any day. Deterministic for a given now: only the Montevideo date of now is used.
 *
 * Each visit is a slot of a real calendar of the medical agenda (areas/agenda-medica/catalog.ts): the first day,
 * from `days` after today on, whose schedule has a slot starting at `hora`. The medical agenda's seed marks the
 * upcoming ones taken by the member (demoVisits), so E53 does not offer Ana's 09:30 with Laura Méndez to anyone.
 */
import type { Db } from '../../db/types'
import { addDays, toMontevideo } from '../../lib/local-time'
import type { AfiliadoRow } from '../afiliados/store'
import { slotsOn } from '../agenda-medica/availability'
import { calendarios, horarioRows } from '../agenda-medica/catalog'
import { copyConsultas } from './store'

const ANA_CI = '12345672'
const BRUNO_CI = '23456783'

interface ConsultaSeed {
  id: number
  ci: string
  /** The medical agenda's calendar (its professional, specialty and branch are the words below). */
  nroCalendario: number
  days: number
  hora: string
  medico: string
  filial: string
  especialidad: string
}

const consultas: ConsultaSeed[] = [
  // Calendar 1001: Laura Méndez, Medicina General, Edificio Central (Sede Central), weekdays 08:00-12:00.
  {
    id: 1,
    ci: ANA_CI,
    nroCalendario: 1001,
    days: 2,
    hora: '09:30',
    medico: 'Dra. Laura Méndez',
    filial: 'Sede Central',
    especialidad: 'Medicina General',
  },
  // Calendar 3001: Martín Silva, Cardiología, Policlínica Costa (Ciudad de la Costa), Tuesday and Thursday 14-18.
  {
    id: 2,
    ci: ANA_CI,
    nroCalendario: 3001,
    days: 9,
    hora: '16:00',
    medico: 'Dr. Martín Silva',
    filial: 'Filial Ciudad de la Costa',
    especialidad: 'Cardiología',
  },
  {
    id: 3,
    ci: ANA_CI,
    nroCalendario: 1001,
    days: -20,
    hora: '10:00',
    medico: 'Dra. Laura Méndez',
    filial: 'Sede Central',
    especialidad: 'Medicina General',
  },
  // Calendar 5001: Sofía Rodríguez, Dermatología, Edificio Central, Monday, Wednesday and Friday every 20 minutes.
  {
    id: 4,
    ci: BRUNO_CI,
    nroCalendario: 5001,
    days: 4,
    hora: '11:20',
    medico: 'Dra. Sofía Rodríguez',
    filial: 'Sede Central',
    especialidad: 'Dermatología',
  },
]

/** A demo visit as the medical agenda names its slot. */
export interface DemoVisit {
  id: number
  ci: string
  nroCalendario: number
  /** YYYY-MM-DD, Montevideo. */
  fecha: string
  nroOrden: number
  /** HH:mm, Montevideo. */
  hora: string
}

/**
 * The first day from `from` on (within two weeks) whose schedule of the calendar has a slot at `hora`: never a closed
 * day, whose slots the agenda does not offer.
 */
function slotOn(nroCalendario: number, from: string, hora: string): { fecha: string; nroOrden: number } {
  const calendario = calendarios().find((c) => c.nroCalendario === nroCalendario)
  const bloques = calendario
    ? horarioRows(calendario.horario).map((h) => ({ dia_semana: h.dia, desde: h.desde, hasta: h.hasta, intervalo_minutos: h.intervalo }))
    : []
  for (let offset = 0; offset < 14; offset++) {
    const fecha = addDays(from, offset)
    const slot = slotsOn(bloques, fecha).find((s) => s.hora === hora)
    if (slot) return { fecha, nroOrden: slot.nroOrden }
  }
  throw new Error(`calendar ${nroCalendario} has no slot at ${hora}`)
}

/** The demo visits for a given now (past ones included): the consultas rows' slots. */
export function demoVisits(now: Date): DemoVisit[] {
  const today = toMontevideo(now).date
  return consultas.map(({ id, ci, nroCalendario, days, hora }) => ({
    id,
    ci,
    nroCalendario,
    hora,
    ...slotOn(nroCalendario, addDays(today, days), hora),
  }))
}

export function seedConsultas(db: Db, now: Date): void {
  // By CI, so an older database whose personas were edited simply gets fewer rows instead of failing.
  const insertConsulta = db.prepare(`
    INSERT INTO consultas (id, afiliado_id, fecha_hora, medico, filial, especialidad, estado)
    SELECT @id, id, @fechaHora, @medico, @filial, @especialidad, 'reservada' FROM afiliados WHERE ci = @ci
  `)
  const visits = new Map(demoVisits(now).map((v) => [v.id, v]))
  for (const { id, ci, medico, filial, especialidad } of consultas) {
    const visit = visits.get(id)!
    insertConsulta.run({ id, ci, medico, filial, especialidad, fechaHora: `${visit.fecha}T${visit.hora}` })
  }
}

/**
 * A test persona made like another has the same appointments. They hold no slot of their own: the agenda holds
 * each slot for the original member, and a slot is taken once; a copy books its own through E58.
 */
export function copyPersonaConsultas(db: Db, from: AfiliadoRow, to: AfiliadoRow): void {
  copyConsultas(db, from.id, to.id)
}

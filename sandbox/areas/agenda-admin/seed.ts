/**
 * Demo administrative reservations, dated relative to the sandbox clock when the agenda tables are created, so
 * "upcoming" stays upcoming in a demo started any day. Deterministic for a given now: only the Montevideo date of
 * now is used.
 */
import type { Db } from '../../db/types'
import { isClosedDay } from '../../lib/closed-days'
import { addDays, fromMontevideo, isoWeekday, toMontevideo } from '../../lib/local-time'
import type { AfiliadoRow } from '../afiliados/store'
import { createAdminAgenda } from './store'

const ANA_CI = '12345672'
const CARLA_CI = '34567894'
const HUGO_CI = '98765438'

interface ReservaSeed {
  id: number
  ci: string
  days: number
  hora: string
  sucursalId: number
  sectorId: number
  filaId: number
  numeroLlamado: string
  idTramite: number
  estado: 'reserved' | 'confirmed' | 'cancelled'
}

const reservas: ReservaSeed[] = [
  {
    id: 1,
    ci: ANA_CI,
    days: 5,
    hora: '10:30:00',
    sucursalId: 1,
    sectorId: 11,
    filaId: 111,
    numeroLlamado: 'F-012',
    idTramite: 50231,
    estado: 'reserved',
  },
  {
    id: 2,
    ci: ANA_CI,
    days: 12,
    hora: '15:00:00',
    sucursalId: 1,
    sectorId: 12,
    filaId: 121,
    numeroLlamado: 'A-003',
    idTramite: 50232,
    estado: 'confirmed',
  },
  {
    id: 3,
    ci: ANA_CI,
    days: 7,
    hora: '09:00:00',
    sucursalId: 4,
    sectorId: 41,
    filaId: 411,
    numeroLlamado: 'F-031',
    idTramite: 50198,
    estado: 'cancelled',
  },
]

/**
 * The first day from `days` after today on (within two weeks) whose schedule offers `hora` for the reservation's
 * branch, sector and row: never a Sunday, a closed day (lib/closed-days) or a day without that hour, which the agenda
 * would not have booked. A combination the agenda refuses (the cancelled one, in a row no longer allowed) only skips
 * Sundays and closed days.
 */
function seededDay(db: Db, { days, hora, sucursalId, sectorId, filaId }: ReservaSeed, now: Date): string {
  const agenda = createAdminAgenda(db)
  const combinacion = agenda.findCombinacion(sucursalId, sectorId, filaId)
  const offers = (fecha: string) =>
    combinacion?.disponible && combinacion.permitida
      ? agenda.openSlots(combinacion, fecha, now).some((slot) => slot.hora === hora)
      : isoWeekday(fecha) !== 7 && !isClosedDay(fecha)
  let fecha = addDays(toMontevideo(now).date, days)
  for (let tries = 0; tries < 14 && !offers(fecha); tries++) fecha = addDays(fecha, 1)
  return fecha
}

export function seedReservasAdministrativas(db: Db, now: Date): void {
  const today = toMontevideo(now).date
  const creadaEn = fromMontevideo(addDays(today, -3), '10:00').toISOString()
  const insertReserva = db.prepare(`
    INSERT INTO reservas_administrativas (id, afiliado_ci, sucursal_id, sector_id, fila_id, fecha, hora,
      numero_llamado, id_tramite, estado, creada_en)
    VALUES (@id, @ci, @sucursalId, @sectorId, @filaId, @fecha, @hora, @numeroLlamado, @idTramite, @estado, @creadaEn)
  `)
  for (const { days, ...r } of reservas) {
    insertReserva.run({ ...r, fecha: seededDay(db, { days, ...r }, now), creadaEn })
  }
}

/**
 * The first Monday-to-Friday date at least three days after today (Montevideo) that is not a closed day: there the
 * row has no slot to fill.
 */
function fullyBookedDay(now: Date): string {
  let fecha = addDays(toMontevideo(now).date, 3)
  while (isoWeekday(fecha) > 5 || isClosedDay(fecha)) fecha = addDays(fecha, 1)
  return fecha
}

/**
 * Takes every place of Filial Ciudad de la Costa / Farmacia / Fila general on fullyBookedDay, alternating Hugo and
 * Carla slot by slot. Demo data: it ignores the one-reservation-per-day-and-sector rule the API enforces.
 */
export function seedFullyBookedDay(db: Db, now: Date): void {
  const agenda = createAdminAgenda(db)
  const combinacion = agenda.findCombinacion(2, 21, 211)
  if (!combinacion) return
  const fecha = fullyBookedDay(now)
  const creadaEn = fromMontevideo(addDays(toMontevideo(now).date, -1), '10:00')
  let turn = 0
  for (const slot of agenda.openSlots(combinacion, fecha, now)) {
    for (let place = 0; place < slot.disponibles; place++) {
      agenda.insertReserva(turn++ % 2 === 0 ? HUGO_CI : CARLA_CI, combinacion, fecha, slot.hora, creadaEn)
    }
  }
}

/** A test persona made like another has the same reservations (each taking a place, as the original does). */
export function copyPersonaReservas(db: Db, from: AfiliadoRow, to: AfiliadoRow): void {
  createAdminAgenda(db).copyReservas(from.ci, to.ci)
}

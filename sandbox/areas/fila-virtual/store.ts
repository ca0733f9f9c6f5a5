/**
 * The virtual queue's state (checklist C08, A38): for each branch's sectors, the number being called and the people
 * waiting. Nothing is stored: the state is computed from the sandbox clock and the administrative agenda's opening
 * hours (sucursales, sectores, agenda_horarios of migrations 005 and 006), so a test that fixes the clock always
 * sees the same numbers, and moving the clock moves the queue.
 *
 * A sector is open today from the earliest start to the latest end of its rows' hours on today's weekday, and only
 * when its branch is available. While open, its call number starts at 1 on opening and goes up by one every few
 * minutes (a pace of its own per sector); the people waiting follow the time of day (most around midday) and drop
 * to none at closing, since nobody who cannot be called before closing still waits.
 */
import type { Db } from '../../db/types'
import { isClosedDay } from '../../lib/closed-days'
import { isoWeekday, toMontevideo } from '../../lib/local-time'

export interface SectorEnFila {
  id: number
  descripcion: string
  abierto: boolean
  /** The number being called; null while closed. */
  numero_actual: number | null
  personas_esperando: number
  /** Today's opening hours (HH:mm), null when the sector does not open today. */
  horario: { desde: string; hasta: string } | null
}

export interface SucursalEnFila {
  id: number
  descripcion: string
  sectores: SectorEnFila[]
}

interface SectorRow {
  sucursal_id: number
  sucursal: string
  disponible: number
  sector_id: number
  sector: string
  desde: string | null
  hasta: string | null
}

/** The peak of people waiting, reached at PEAK_MINUTE (11:30). */
const PEAK_WAITING = 9
const PEAK_MINUTE = 11 * 60 + 30

/** Minutes between two calls of a sector: 2 to 5, fixed per sector so each moves at its own pace. */
export function minutosPorLlamado(sectorId: number): number {
  return 2 + (sectorId % 4)
}

const minuteOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

function estadoSector(row: SectorRow, minute: number): SectorEnFila {
  const horario = row.desde && row.hasta ? { desde: row.desde, hasta: row.hasta } : null
  const base = { id: row.sector_id, descripcion: row.sector, horario }
  const abierto = row.disponible === 1 && horario !== null && minute >= minuteOfDay(horario.desde) && minute < minuteOfDay(horario.hasta)
  if (!abierto || !horario) return { ...base, abierto: false, numero_actual: null, personas_esperando: 0 }

  const pace = minutosPorLlamado(row.sector_id)
  const llamados = Math.floor((minute - minuteOfDay(horario.desde)) / pace)
  const numero = llamados + 1
  // The time-of-day load, plus a small swing that changes with every call, so the count moves as the numbers do.
  const load = Math.max(0, Math.round(PEAK_WAITING - Math.abs(minute - PEAK_MINUTE) / 40))
  const swing = (numero * 7 + row.sector_id) % 4
  const callsLeft = Math.floor((minuteOfDay(horario.hasta) - minute) / pace)
  return { ...base, abierto: true, numero_actual: numero, personas_esperando: Math.min(load + swing, callsLeft) }
}

/** Every branch with its sectors, in id order, as the queue stands at `now`. */
export function estadoFila(db: Db, now: Date): SucursalEnFila[] {
  const { date, time } = toMontevideo(now)
  const rows = db
    .prepare(
      `SELECT su.id AS sucursal_id, su.descripcion AS sucursal, su.disponible, se.id AS sector_id, se.descripcion AS sector,
              MIN(h.desde) AS desde, MAX(h.hasta) AS hasta
       FROM sectores se
       JOIN sucursales su ON su.id = se.sucursal_id
       LEFT JOIN agenda_horarios h ON h.sector_id = se.id AND h.dia_semana = ?
       GROUP BY se.id
       ORDER BY su.id, se.id`,
    )
    .all(isoWeekday(date)) as SectorRow[]
  const minute = minuteOfDay(time)
  // A closed day (lib/closed-days) has no hours, whatever the weekday's schedule says: as the agendas book nothing.
  const closed = isClosedDay(date)
  const sucursales = new Map<number, SucursalEnFila>()
  for (const row of rows) {
    const sucursal = sucursales.get(row.sucursal_id) ?? { id: row.sucursal_id, descripcion: row.sucursal, sectores: [] }
    sucursal.sectores.push(estadoSector(closed ? { ...row, desde: null, hasta: null } : row, minute))
    sucursales.set(row.sucursal_id, sucursal)
  }
  return [...sucursales.values()]
}

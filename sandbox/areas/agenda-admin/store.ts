/**
 * SQL access and availability of administrative services (spec 001 §2.2, §5): the branches with their sectors and
 * rows, which triples may be booked, the slots of a day from the weekly schedule with the places still free, the
 * calendar state of a day, and the reservations (insert, list, cancel). Dates and times are Montevideo wall clock;
 * "today" is the sandbox clock's.
 */
import type { Db } from '../../db/types'
import { isClosedDay } from '../../lib/closed-days'
import { addDays, isoWeekday, toMontevideo } from '../../lib/local-time'

/** How far ahead a day can be booked, as for medical appointments (spec 001 §9). */
export const BOOKING_WINDOW_DAYS = 365

/** Calendar state of a day: 1 bookable, 2 every place taken, 3 not bookable. */
export type DayState = 1 | 2 | 3

/** A row of a sector of a branch, as the booking wizard chooses it. */
export interface Combinacion {
  sucursalId: number
  sucursal: string
  disponible: boolean
  sectorId: number
  sector: string
  filaId: number
  fila: string
  /** False when the triple is listed in combinaciones_no_permitidas. */
  permitida: boolean
}

export interface Slot {
  /** HH:mm:ss */
  hora: string
  /** Places left; 0 when full. */
  disponibles: number
}

export interface NewReserva {
  id: number
  numeroLlamado: string
  idTramite: number
}

export interface Described {
  id: number
  description: string
}

export interface CombinacionNoPermitida {
  id_sucursal: number
  id_sector: number
  id_fila: number
}

/** A reservation as the affiliate's list of upcoming ones shows it. */
export interface ReservaRow {
  id: number
  fecha: string
  hora: string
  id_tramite: number | null
  numero_llamado: string | null
  estado: 'reserved' | 'confirmed' | 'pendingPayment'
  sucursal_id: number
  sucursal: string
  sector: string
  fila: string | null
}

export interface OwnReservaRow {
  estado: string
  fecha: string
  hora: string
}

export interface AdminAgenda {
  sucursales(): Described[]
  sectores(): Array<Described & { sucursal_id: number }>
  filas(): Array<Described & { sector_id: number }>
  sectorsOf(sucursalId: number): Described[]
  noPermitidas(): CombinacionNoPermitida[]
  /** Undefined for an unknown branch. */
  sucursalDisponible(sucursalId: number): boolean | undefined
  findCombinacion(sucursalId: number, sectorId: number, filaId: number): Combinacion | undefined
  /**
   * The slots of a day that can still be chosen, with the places left. Empty when the day cannot be booked: the
   * branch is unavailable, the triple not allowed, the day past, beyond the window or closed (lib/closed-days), or
   * there is no schedule that weekday. Today only slots later than now count.
   */
  openSlots(combinacion: Combinacion, fecha: string, now: Date): Slot[]
  /** A reservation of that CI, not cancelled, on that day in that branch and sector. */
  hasReservation(ci: string, sucursalId: number, sectorId: number, fecha: string): boolean
  /** Inserts a 'reserved' reservation without checking any rule; the caller holds the write transaction. */
  insertReserva(ci: string, combinacion: Combinacion, fecha: string, hora: string, creadaEn: Date): NewReserva
  /** Not cancelled, later than `after` (local 'YYYY-MM-DDTHH:mm:ss'), earliest first. */
  upcomingReservas(ci: string, after: string): ReservaRow[]
  /** The reservation when it belongs to that CI: someone else's is answered like a missing one. */
  findOwnReserva(id: number, ci: string): OwnReservaRow | undefined
  cancelReserva(id: number): void
  /**
   * Gives `toCi` a copy of each reservation of `fromCi`, in the same state, with call numbers of its own. A copy
   * takes a place of its slot, as the original does.
   */
  copyReservas(fromCi: string, toCi: string): void
}

interface CombinacionRow {
  sucursal_id: number
  sucursal: string
  disponible: number
  sector_id: number
  sector: string
  fila_id: number
  fila: string
  permitida: number
}

interface HorarioRow {
  desde: string
  hasta: string
  intervalo_minutos: number
  cupos: number
}

function minutes(hhmm: string): number {
  const [hours = 0, mins = 0] = hhmm.split(':').map(Number)
  return hours * 60 + mins
}

function hhmm(totalMinutes: number): string {
  return `${String(Math.floor(totalMinutes / 60)).padStart(2, '0')}:${String(totalMinutes % 60).padStart(2, '0')}`
}

/** Start times (HH:mm) from desde, every intervalo minutes, while before hasta. */
export function slotStarts(desde: string, hasta: string, intervaloMinutos: number): string[] {
  const starts: string[] = []
  for (let at = minutes(desde); at < minutes(hasta); at += intervaloMinutos) starts.push(hhmm(at))
  return starts
}

export function dayState(slots: readonly Slot[]): DayState {
  if (slots.length === 0) return 3
  return slots.some((slot) => slot.disponibles > 0) ? 1 : 2
}

/** 'F-013': the sector's first letter, without accent, and the running number of the day. */
export function formatNumeroLlamado(sector: string, numero: number): string {
  const letter = sector.normalize('NFD').charAt(0).toUpperCase()
  return `${letter}-${String(numero).padStart(3, '0')}`
}

// The seeded reservations use 50198-50232; new procedures continue after the highest.
const FIRST_ID_TRAMITE = 50001

export function createAdminAgenda(db: Db): AdminAgenda {
  const listSucursales = db.prepare('SELECT id, descripcion AS description FROM sucursales ORDER BY id')
  const listSectores = db.prepare('SELECT id, sucursal_id, descripcion AS description FROM sectores ORDER BY id')
  const listFilas = db.prepare('SELECT id, sector_id, descripcion AS description FROM filas ORDER BY id')
  const sectorsOf = db.prepare('SELECT id, descripcion AS description FROM sectores WHERE sucursal_id = ? ORDER BY id')
  const listNoPermitidas = db.prepare(
    'SELECT id_sucursal, id_sector, id_fila FROM combinaciones_no_permitidas ORDER BY id_sucursal, id_sector, id_fila',
  )
  const sucursalDisponible = db.prepare('SELECT disponible FROM sucursales WHERE id = ?').pluck()
  const upcomingReservas = db.prepare(
    `SELECT r.id, r.fecha, r.hora, r.id_tramite, r.numero_llamado, r.estado, r.sucursal_id,
       s.descripcion AS sucursal, se.descripcion AS sector, f.descripcion AS fila
     FROM reservas_administrativas r
     JOIN sucursales s ON s.id = r.sucursal_id
     JOIN sectores se ON se.id = r.sector_id
     LEFT JOIN filas f ON f.id = r.fila_id
     WHERE r.afiliado_ci = ? AND r.estado <> 'cancelled' AND r.fecha || 'T' || r.hora > ?
     ORDER BY r.fecha, r.hora, r.id`,
  )
  const findOwnReserva = db.prepare(
    'SELECT estado, fecha, hora FROM reservas_administrativas WHERE id = ? AND afiliado_ci = ?',
  )
  const cancelReserva = db.prepare("UPDATE reservas_administrativas SET estado = 'cancelled' WHERE id = ?")
  const reservasOf = db.prepare(
    `SELECT r.*, se.descripcion AS sector FROM reservas_administrativas r JOIN sectores se ON se.id = r.sector_id
     WHERE r.afiliado_ci = ? ORDER BY r.id`,
  )
  const insertCopy = db.prepare(
    `INSERT INTO reservas_administrativas (afiliado_ci, sucursal_id, sector_id, fila_id, fecha, hora, numero_llamado,
       id_tramite, estado, creada_en)
     VALUES (@ci, @sucursal_id, @sector_id, @fila_id, @fecha, @hora, @numeroLlamado, @idTramite, @estado, @creada_en)`,
  )
  const combinacion = db.prepare(
    `SELECT s.id AS sucursal_id, s.descripcion AS sucursal, s.disponible, se.id AS sector_id, se.descripcion AS sector,
       f.id AS fila_id, f.descripcion AS fila,
       NOT EXISTS (SELECT 1 FROM combinaciones_no_permitidas c
         WHERE c.id_sucursal = s.id AND c.id_sector = se.id AND c.id_fila = f.id) AS permitida
     FROM filas f
     JOIN sectores se ON se.id = f.sector_id
     JOIN sucursales s ON s.id = se.sucursal_id
     WHERE s.id = ? AND se.id = ? AND f.id = ?`,
  )
  const horarios = db.prepare(
    `SELECT desde, hasta, intervalo_minutos, cupos FROM agenda_horarios
     WHERE sucursal_id = ? AND sector_id = ? AND fila_id = ? AND dia_semana = ?`,
  )
  const taken = db.prepare(
    `SELECT hora, COUNT(*) AS n FROM reservas_administrativas
     WHERE fila_id = ? AND fecha = ? AND estado <> 'cancelled' GROUP BY hora`,
  )
  const reservationThatDay = db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM reservas_administrativas
         WHERE afiliado_ci = ? AND sucursal_id = ? AND sector_id = ? AND fecha = ? AND estado <> 'cancelled')`,
    )
    .pluck()
  // Cancelled reservations keep their number, so a call number is never handed out twice on a day.
  const numbersThatDay = db
    .prepare('SELECT COUNT(*) FROM reservas_administrativas WHERE sucursal_id = ? AND sector_id = ? AND fecha = ?')
    .pluck()
  const lastIdTramite = db.prepare('SELECT MAX(id_tramite) FROM reservas_administrativas').pluck()
  const insert = db.prepare(
    `INSERT INTO reservas_administrativas (afiliado_ci, sucursal_id, sector_id, fila_id, fecha, hora, numero_llamado,
       id_tramite, estado, creada_en)
     VALUES (@ci, @sucursalId, @sectorId, @filaId, @fecha, @hora, @numeroLlamado, @idTramite, 'reserved', @creadaEn)`,
  )

  function nextNumbers(sucursalId: number, sectorId: number, sector: string, fecha: string) {
    const numero = (numbersThatDay.get(sucursalId, sectorId, fecha) as number) + 1
    const last = lastIdTramite.get() as number | null
    return {
      numeroLlamado: formatNumeroLlamado(sector, numero),
      idTramite: Math.max(last ?? 0, FIRST_ID_TRAMITE - 1) + 1,
    }
  }

  return {
    sucursales: () => listSucursales.all() as Described[],
    sectores: () => listSectores.all() as Array<Described & { sucursal_id: number }>,
    filas: () => listFilas.all() as Array<Described & { sector_id: number }>,
    sectorsOf: (sucursalId) => sectorsOf.all(sucursalId) as Described[],
    noPermitidas: () => listNoPermitidas.all() as CombinacionNoPermitida[],

    sucursalDisponible(sucursalId) {
      const disponible = sucursalDisponible.get(sucursalId) as number | undefined
      return disponible === undefined ? undefined : disponible === 1
    },

    findCombinacion(sucursalId, sectorId, filaId) {
      const row = combinacion.get(sucursalId, sectorId, filaId) as CombinacionRow | undefined
      if (!row) return undefined
      return {
        sucursalId: row.sucursal_id,
        sucursal: row.sucursal,
        disponible: row.disponible === 1,
        sectorId: row.sector_id,
        sector: row.sector,
        filaId: row.fila_id,
        fila: row.fila,
        permitida: row.permitida === 1,
      }
    },

    openSlots(c, fecha, now) {
      if (!c.disponible || !c.permitida || isClosedDay(fecha)) return []
      const local = toMontevideo(now)
      if (fecha < local.date || fecha > addDays(local.date, BOOKING_WINDOW_DAYS)) return []

      const cupos = new Map<string, number>()
      const rows = horarios.all(c.sucursalId, c.sectorId, c.filaId, isoWeekday(fecha)) as HorarioRow[]
      for (const h of rows) {
        for (const start of slotStarts(h.desde, h.hasta, h.intervalo_minutos)) {
          const hora = `${start}:00`
          cupos.set(hora, (cupos.get(hora) ?? 0) + h.cupos)
        }
      }
      const reservadas = new Map(
        (taken.all(c.filaId, fecha) as Array<{ hora: string; n: number }>).map((r) => [r.hora, r.n]),
      )
      return [...cupos]
        .filter(([hora]) => fecha > local.date || hora > local.time)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([hora, total]) => ({ hora, disponibles: Math.max(0, total - (reservadas.get(hora) ?? 0)) }))
    },

    hasReservation(ci, sucursalId, sectorId, fecha) {
      return reservationThatDay.get(ci, sucursalId, sectorId, fecha) === 1
    },

    insertReserva(ci, c, fecha, hora, creadaEn) {
      const reserva = nextNumbers(c.sucursalId, c.sectorId, c.sector, fecha)
      const { lastInsertRowid } = insert.run({
        ci,
        sucursalId: c.sucursalId,
        sectorId: c.sectorId,
        filaId: c.filaId,
        fecha,
        hora,
        ...reserva,
        creadaEn: creadaEn.toISOString(),
      })
      return { id: Number(lastInsertRowid), ...reserva }
    },

    upcomingReservas: (ci, after) => upcomingReservas.all(ci, after) as ReservaRow[],
    findOwnReserva: (id, ci) => findOwnReserva.get(id, ci) as OwnReservaRow | undefined,
    cancelReserva(id) {
      cancelReserva.run(id)
    },

    copyReservas(fromCi, toCi) {
      const originals = reservasOf.all(fromCi) as Array<
        Omit<ReservaRow, 'estado' | 'sucursal' | 'fila'> & {
          sector_id: number
          fila_id: number | null
          estado: string
          creada_en: string
        }
      >
      for (const r of originals) {
        insertCopy.run({ ...r, ci: toCi, ...nextNumbers(r.sucursal_id, r.sector_id, r.sector, r.fecha) })
      }
    },
  }
}

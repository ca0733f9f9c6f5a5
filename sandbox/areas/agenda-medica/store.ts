/**
 * SQL access of the medical agenda (spec 001 §2.1, §3, §5, §7: E51–E57): specialties and their order types,
 * professionals, branches and buildings, agreements, and the free slots of the calendars. Slots are not stored:
 * each calendar has a weekly schedule, and a slot is free while it is in the schedule, ahead of now (Montevideo, on
 * the sandbox clock), within the 365-day window, not on a closed day (lib/closed-days) and not in turnos_tomados.
 *
 * Taking and freeing a slot (takeSlot, freeSlot) is for the web reservation (E58–E63, areas/reservas-web), see the
 * contract on takeSlot.
 */
import type { Db } from '../../db/types'
import { addDays, toMontevideo } from '../../lib/local-time'
import { BOOKING_WINDOW_DAYS } from '../agenda-admin/store'
import { formatComienzo, matchesModalidad, parseComienzo, slotsOn, type Bloque, type Modalidad } from './availability'

export interface TipoOrden {
  id: number
  nombre: string
}

export interface Especialidad {
  id: number
  nombre: string
  tiposOrden: TipoOrden[]
}

export interface EspecialidadRow {
  id: number
  nombre: string
  permite_elegir_profesional: number
}

export interface Profesional {
  id: number
  nombre: string
  apellido: string
  es_referencia: boolean
}

export interface Described {
  id: number
  nombre: string
}

export interface Convenio {
  id: number
  nombre: string
  /** Pesos with two decimals, as text: '450.00', '0.00'. */
  costo: string
}

export interface Edificio {
  id: number
  nombre: string
  direccion: string
}

/** A free (or just taken) slot, with the API's field names (E53). */
export interface Turno {
  /** Montevideo wall clock, 'YYYY-MM-DDTHH:mm:ss'. */
  comienzo: string
  nro_orden: number
  nro_calendario: number
  /** The branch (sucursal) id. */
  filial: number
  /** The building id (E56). */
  edificio: number
  /** The professional's id. */
  profesional: number
  nombre: string
  apellido: string
  nombre_especialidad: string
  es_telemedicina: boolean
}

export interface CalendarioRow {
  nro_calendario: number
  profesional_id: number
  nombre: string
  apellido: string
  especialidad_id: number
  nombre_especialidad: string
  edificio_id: number
  sucursal_id: number
  nombre_sucursal: string
  es_telemedicina: number
}

export interface AvailabilityQuery {
  especialidadId: number
  /** null: any professional (the call's 0). */
  profesionalId: number | null
  /** null or empty: every branch. */
  filiales: readonly number[] | null
  modalidad: Modalidad
  /** First and last day, YYYY-MM-DD (Montevideo); clipped to today and the window. */
  desde: string
  hasta: string
}

/** A slot as the reservation names it (E58: numero_calendario, numero_orden, fecha). */
export interface SlotKey {
  nroCalendario: number
  nroOrden: number
  /** 'YYYY-MM-DDTHH:mm' (or 'YYYY-MM-DDTH:mm', A25, or with ':00' seconds), Montevideo. */
  comienzo: string
}

export type TakeSlotResult =
  | { ok: true; turno: Turno }
  /** no-existe: no such calendar, order number or start, or the slot is past or beyond the window. */
  | { ok: false; motivo: 'no-existe' | 'tomado' }

const byName = new Intl.Collator('es').compare

const CALENDARIO_SELECT = `
  SELECT c.nro_calendario, c.profesional_id, p.nombre, p.apellido, c.especialidad_id,
    e.nombre AS nombre_especialidad, c.edificio_id, ed.sucursal_id, s.descripcion AS nombre_sucursal, c.es_telemedicina
  FROM calendarios c
  JOIN profesionales p ON p.id = c.profesional_id
  JOIN especialidades e ON e.id = c.especialidad_id
  JOIN edificios ed ON ed.id = c.edificio_id
  JOIN sucursales s ON s.id = ed.sucursal_id`

export function listEspecialidades(db: Db): Especialidad[] {
  const especialidades = db.prepare('SELECT id, nombre FROM especialidades').all() as Described[]
  const tipos = db
    .prepare('SELECT id, especialidad_id, nombre FROM tipos_orden ORDER BY especialidad_id, posicion')
    .all() as Array<TipoOrden & { especialidad_id: number }>
  return especialidades
    .sort((a, b) => byName(a.nombre, b.nombre))
    .map(({ id, nombre }) => ({
      id,
      nombre,
      tiposOrden: tipos.filter((t) => t.especialidad_id === id).map((t) => ({ id: t.id, nombre: t.nombre })),
    }))
}

export function findEspecialidad(db: Db, id: number): EspecialidadRow | undefined {
  return db.prepare('SELECT id, nombre, permite_elegir_profesional FROM especialidades WHERE id = ?').get(id) as
    | EspecialidadRow
    | undefined
}

/** The professionals with a calendar in the specialty, by surname; es_referencia when one is the member's. */
export function profesionalesDe(db: Db, especialidadId: number, afiliadoId: number): Profesional[] {
  const rows = db
    .prepare(
      `SELECT DISTINCT p.id, p.nombre, p.apellido,
         EXISTS (SELECT 1 FROM medicos_referencia r
           WHERE r.afiliado_id = ? AND r.especialidad_id = c.especialidad_id AND r.profesional_id = p.id) AS ref
       FROM calendarios c JOIN profesionales p ON p.id = c.profesional_id
       WHERE c.especialidad_id = ?`,
    )
    .all(afiliadoId, especialidadId) as Array<{ id: number; nombre: string; apellido: string; ref: number }>
  return rows
    .sort((a, b) => byName(a.apellido, b.apellido) || byName(a.nombre, b.nombre))
    .map(({ id, nombre, apellido, ref }) => ({ id, nombre, apellido, es_referencia: ref === 1 }))
}

/** The branches where the specialty (and the professional, when given) has a calendar, by id. */
export function sucursalesDe(db: Db, especialidadId: number, profesionalId: number | null): Described[] {
  return db
    .prepare(
      `SELECT DISTINCT s.id, s.descripcion AS nombre
       FROM calendarios c JOIN edificios ed ON ed.id = c.edificio_id JOIN sucursales s ON s.id = ed.sucursal_id
       WHERE c.especialidad_id = @especialidadId AND (@profesionalId IS NULL OR c.profesional_id = @profesionalId)
       ORDER BY s.id`,
    )
    .all({ especialidadId, profesionalId }) as Described[]
}

/** The calendar with its professional, specialty, building and branch (E58 checks a booking against it). */
export function findCalendario(db: Db, nroCalendario: number): CalendarioRow | undefined {
  return db.prepare(`${CALENDARIO_SELECT} WHERE c.nro_calendario = ?`).get(nroCalendario) as CalendarioRow | undefined
}

/**
 * The agreements that cover an order type on that calendar, by agreement id (not by cost: the portal sorts them).
 * undefined when there is no such calendar, or the order type is not of its specialty.
 */
export function conveniosDe(db: Db, nroCalendario: number, tipoOrdenId: number): Convenio[] | undefined {
  const calendario = findCalendario(db, nroCalendario)
  if (!calendario) return undefined
  const tipo = db
    .prepare('SELECT 1 FROM tipos_orden WHERE id = ? AND especialidad_id = ?')
    .get(tipoOrdenId, calendario.especialidad_id)
  if (!tipo) return undefined
  return db
    .prepare(
      `SELECT cv.id, cv.nombre, a.costo FROM aranceles a JOIN convenios cv ON cv.id = a.convenio_id
       WHERE a.tipo_orden_id = ? ORDER BY cv.id`,
    )
    .all(tipoOrdenId) as Convenio[]
}

/** The order type when it is one of that specialty's. */
export function findTipoOrden(db: Db, especialidadId: number, tipoOrdenId: number): TipoOrden | undefined {
  return db.prepare('SELECT id, nombre FROM tipos_orden WHERE id = ? AND especialidad_id = ?').get(
    tipoOrdenId,
    especialidadId,
  ) as TipoOrden | undefined
}

/** The building when it belongs to that branch. */
export function findEdificio(db: Db, sucursalId: number, edificioId: number): Edificio | undefined {
  return db
    .prepare('SELECT id, nombre, direccion FROM edificios WHERE id = ? AND sucursal_id = ?')
    .get(edificioId, sucursalId) as Edificio | undefined
}

function bloquesOf(db: Db, nrosCalendario: readonly number[]): Map<number, Bloque[]> {
  const rows = db
    .prepare(
      `SELECT nro_calendario, dia_semana, desde, hasta, intervalo_minutos FROM calendario_horarios
       WHERE nro_calendario IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(nrosCalendario)) as Array<Bloque & { nro_calendario: number }>
  const byCalendario = new Map<number, Bloque[]>()
  for (const { nro_calendario, ...bloque } of rows) {
    byCalendario.set(nro_calendario, [...(byCalendario.get(nro_calendario) ?? []), bloque])
  }
  return byCalendario
}

const takenKey = (nroCalendario: number, fecha: string, nroOrden: number) => `${nroCalendario}/${fecha}/${nroOrden}`

function takenBetween(db: Db, nrosCalendario: readonly number[], desde: string, hasta: string): Set<string> {
  const rows = db
    .prepare(
      `SELECT nro_calendario, fecha, nro_orden FROM turnos_tomados
       WHERE fecha BETWEEN ? AND ? AND nro_calendario IN (SELECT value FROM json_each(?))`,
    )
    .all(desde, hasta, JSON.stringify(nrosCalendario)) as Array<{
    nro_calendario: number
    fecha: string
    nro_orden: number
  }>
  return new Set(rows.map((r) => takenKey(r.nro_calendario, r.fecha, r.nro_orden)))
}

function toTurno(c: CalendarioRow, fecha: string, slot: { nroOrden: number; hora: string }): Turno {
  return {
    comienzo: formatComienzo(fecha, slot.hora),
    nro_orden: slot.nroOrden,
    nro_calendario: c.nro_calendario,
    filial: c.sucursal_id,
    edificio: c.edificio_id,
    profesional: c.profesional_id,
    nombre: c.nombre,
    apellido: c.apellido,
    nombre_especialidad: c.nombre_especialidad,
    es_telemedicina: c.es_telemedicina === 1,
  }
}

/** Today (Montevideo), the window's last day and the time now, 'HH:mm'. */
function bookingWindow(now: Date) {
  const local = toMontevideo(now)
  return { today: local.date, last: addDays(local.date, BOOKING_WINDOW_DAYS), time: local.time.slice(0, 5) }
}

/** Free slots matching the query, earliest first (then by calendar), generated a day at a time. */
function* freeSlots(db: Db, query: AvailabilityQuery, now: Date): Generator<Turno> {
  const { today, last, time } = bookingWindow(now)
  const desde = query.desde < today ? today : query.desde
  const hasta = query.hasta > last ? last : query.hasta
  if (desde > hasta) return

  const filiales = query.filiales?.length ? new Set(query.filiales) : null
  const calendarios = (
    db
      .prepare(
        `${CALENDARIO_SELECT}
         WHERE c.especialidad_id = @especialidad AND (@profesional IS NULL OR c.profesional_id = @profesional)
         ORDER BY c.nro_calendario`,
      )
      .all({ especialidad: query.especialidadId, profesional: query.profesionalId }) as CalendarioRow[]
  ).filter(
    (c) => (!filiales || filiales.has(c.sucursal_id)) && matchesModalidad(query.modalidad, c.es_telemedicina === 1),
  )
  if (calendarios.length === 0) return

  const nros = calendarios.map((c) => c.nro_calendario)
  const bloques = bloquesOf(db, nros)
  const taken = takenBetween(db, nros, desde, hasta)
  for (let fecha = desde; fecha <= hasta; fecha = addDays(fecha, 1)) {
    const day: Turno[] = []
    for (const c of calendarios) {
      for (const slot of slotsOn(bloques.get(c.nro_calendario) ?? [], fecha)) {
        if (fecha === today && slot.hora <= time) continue
        if (taken.has(takenKey(c.nro_calendario, fecha, slot.nroOrden))) continue
        day.push(toTurno(c, fecha, slot))
      }
    }
    day.sort((a, b) => a.comienzo.localeCompare(b.comienzo) || a.nro_calendario - b.nro_calendario)
    yield* day
  }
}

export function availability(db: Db, query: AvailabilityQuery, now: Date): Turno[] {
  return [...freeSlots(db, query, now)]
}

/** The specialty's earliest free slot in the window, any professional, branch or modality. */
export function firstAvailable(db: Db, especialidadId: number, now: Date): Turno | undefined {
  const { today, last } = bookingWindow(now)
  const query: AvailabilityQuery = {
    especialidadId,
    profesionalId: null,
    filiales: null,
    modalidad: 'ANY',
    desde: today,
    hasta: last,
  }
  for (const turno of freeSlots(db, query, now)) return turno
  return undefined
}

/**
 * The slot of that key when the calendar's schedule has it, whether free or taken; it may be past. A closed day
 * has none.
 */
function scheduledSlot(db: Db, key: SlotKey): { calendario: CalendarioRow; fecha: string; hora: string } | undefined {
  const comienzo = parseComienzo(key.comienzo)
  const calendario = findCalendario(db, key.nroCalendario)
  if (!comienzo || !calendario) return undefined
  const bloques = bloquesOf(db, [key.nroCalendario]).get(key.nroCalendario) ?? []
  const slot = slotsOn(bloques, comienzo.fecha).find((s) => s.nroOrden === key.nroOrden)
  if (!slot || slot.hora !== comienzo.hora) return undefined
  return { calendario, fecha: comienzo.fecha, hora: slot.hora }
}

/**
 * Takes a free slot for a member (afiliadoId; null only for demo rows), for the web reservation (E58).
 *
 * Contract: the slot is named by calendar number, order number and start, exactly as E53 offered it (`comienzo`
 * with or without seconds, or with a one-digit hour). It is refused with `no-existe` when the calendar's schedule
 * has no such slot, or it has started (sandbox clock, Montevideo) or lies beyond the 365-day window, and with
 * `tomado` when someone holds it. The check and the insert run in one BEGIN IMMEDIATE transaction, so of many
 * concurrent takers (other connections or processes included) exactly one gets it. Called inside the caller's
 * transaction (runIdempotent's) it runs as a savepoint of it: a reservation that then fails and throws rolls the
 * slot back with it. On success the slot is the caller's until freeSlot gives it back.
 */
export function takeSlot(db: Db, key: SlotKey, afiliadoId: number | null, now: Date): TakeSlotResult {
  return db
    .transaction((): TakeSlotResult => {
      const found = scheduledSlot(db, key)
      const { today, last, time } = bookingWindow(now)
      if (!found || found.fecha < today || found.fecha > last || (found.fecha === today && found.hora <= time)) {
        return { ok: false, motivo: 'no-existe' }
      }
      const inserted = db
        .prepare(
          `INSERT INTO turnos_tomados (nro_calendario, fecha, nro_orden, hora, afiliado_id, tomado_en)
           VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        )
        .run(key.nroCalendario, found.fecha, key.nroOrden, found.hora, afiliadoId, now.toISOString())
      if (inserted.changes === 0) return { ok: false, motivo: 'tomado' }
      return { ok: true, turno: toTurno(found.calendario, found.fecha, { nroOrden: key.nroOrden, hora: found.hora }) }
    })
    .immediate()
}

/**
 * Gives a taken slot back (a cancelled or failed reservation, E61), so E53 offers it again if it is still ahead.
 * False when the key names no taken slot, or, when `holder` is given, a slot someone else holds: a reservation
 * gives back its own slot only.
 */
export function freeSlot(db: Db, key: SlotKey, holder?: number): boolean {
  const comienzo = parseComienzo(key.comienzo)
  if (!comienzo) return false
  const { changes } = db
    .prepare(
      `DELETE FROM turnos_tomados WHERE nro_calendario = @nroCalendario AND fecha = @fecha AND nro_orden = @nroOrden
         AND hora = @hora AND (@holder IS NULL OR afiliado_id = @holder)`,
    )
    .run({ nroCalendario: key.nroCalendario, nroOrden: key.nroOrden, ...comienzo, holder: holder ?? null })
  return changes > 0
}

/** Gives `toId` the reference doctors of `fromId`. */
export function copyMedicosReferencia(db: Db, fromId: number, toId: number): void {
  db.prepare(
    `INSERT INTO medicos_referencia (afiliado_id, especialidad_id, profesional_id)
     SELECT ?, especialidad_id, profesional_id FROM medicos_referencia WHERE afiliado_id = ?`,
  ).run(toId, fromId)
}

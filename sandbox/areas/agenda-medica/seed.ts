/**
 * The medical agenda's demo rows: the catalogue (catalog.ts), the members' reference doctors, and slots taken,
 * dated from the sandbox clock's Montevideo date when the tables are created. Deterministic for a given now: the
 * upcoming appointments of the personas (E48, areas/agenda/seed.ts) hold their slots; other people took about a
 * quarter of every calendar's slots of the next two weeks, and every Dermatología slot of the next three weeks, so
 * its first available date is three weeks ahead.
 */
import type { Db } from '../../db/types'
import { addDays, toMontevideo } from '../../lib/local-time'
import type { AfiliadoRow } from '../afiliados/store'
import { demoVisits } from '../agenda/seed'
import { slotsOn, type Bloque } from './availability'
import {
  aranceles,
  calendarios,
  CONVENIOS,
  DERMATOLOGIA,
  EDIFICIOS,
  ESPECIALIDADES,
  horarioRows,
  MEDICOS_REFERENCIA,
  PROFESIONALES,
  tipoOrdenId,
} from './catalog'
import { copyMedicosReferencia } from './store'

const PARTLY_BOOKED_DAYS = 14
const FULLY_BOOKED_DAYS = 21

function seedCatalogo(db: Db): void {
  const especialidad = db.prepare(
    'INSERT INTO especialidades (id, nombre, permite_elegir_profesional) VALUES (?, ?, ?)',
  )
  const tipo = db.prepare('INSERT INTO tipos_orden (id, especialidad_id, nombre, posicion) VALUES (?, ?, ?, ?)')
  const convenio = db.prepare('INSERT INTO convenios (id, nombre) VALUES (?, ?)')
  const arancel = db.prepare('INSERT INTO aranceles (tipo_orden_id, convenio_id, costo) VALUES (?, ?, ?)')
  for (const c of CONVENIOS) convenio.run(c.id, c.nombre)
  for (const e of ESPECIALIDADES) {
    especialidad.run(e.id, e.nombre, e.permiteElegirProfesional === false ? 0 : 1)
    e.tipos.forEach((t, index) => {
      const id = tipoOrdenId(e.id, index + 1)
      tipo.run(id, e.id, t.nombre, index + 1)
      for (const a of aranceles(e, t)) arancel.run(id, a.convenioId, a.costo)
    })
  }

  const profesional = db.prepare('INSERT INTO profesionales (id, nombre, apellido) VALUES (?, ?, ?)')
  for (const p of PROFESIONALES) profesional.run(p.id, p.nombre, p.apellido)
  const edificio = db.prepare('INSERT INTO edificios (id, sucursal_id, nombre, direccion) VALUES (?, ?, ?, ?)')
  for (const e of EDIFICIOS) edificio.run(e.id, e.sucursalId, e.nombre, e.direccion)

  const calendario = db.prepare(
    `INSERT INTO calendarios (nro_calendario, profesional_id, especialidad_id, edificio_id, es_telemedicina)
     VALUES (?, ?, ?, ?, ?)`,
  )
  const horario = db.prepare(
    `INSERT INTO calendario_horarios (nro_calendario, dia_semana, desde, hasta, intervalo_minutos)
     VALUES (?, ?, ?, ?, ?)`,
  )
  for (const c of calendarios()) {
    calendario.run(c.nroCalendario, c.profesionalId, c.especialidadId, c.edificioId, c.esTelemedicina ? 1 : 0)
    for (const h of horarioRows(c.horario)) horario.run(c.nroCalendario, h.dia, h.desde, h.hasta, h.intervalo)
  }
}

function seedMedicosReferencia(db: Db): void {
  // By CI, so a database whose personas were edited gets fewer rows instead of failing.
  const insert = db.prepare(
    `INSERT INTO medicos_referencia (afiliado_id, especialidad_id, profesional_id)
     SELECT id, ?, ? FROM afiliados WHERE ci = ?`,
  )
  for (const r of MEDICOS_REFERENCIA) insert.run(r.especialidadId, r.profesionalId, r.ci)
}

/**
 * Slots taken from today on (an earlier slot of today taken changes nothing): first the personas' upcoming
 * appointments, by CI, then people outside the portal's, around them.
 */
function seedTurnosTomados(db: Db, now: Date): void {
  const today = toMontevideo(now).date
  const tomadoEn = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString()
  const hold = db.prepare(
    `INSERT INTO turnos_tomados (nro_calendario, fecha, nro_orden, hora, afiliado_id, tomado_en)
     SELECT ?, ?, ?, ?, id, ? FROM afiliados WHERE ci = ?`,
  )
  for (const v of demoVisits(now).filter((visit) => visit.fecha >= today)) {
    hold.run(v.nroCalendario, v.fecha, v.nroOrden, v.hora, tomadoEn, v.ci)
  }
  const insert = db.prepare(
    `INSERT INTO turnos_tomados (nro_calendario, fecha, nro_orden, hora, afiliado_id, tomado_en)
     VALUES (?, ?, ?, ?, NULL, ?) ON CONFLICT DO NOTHING`,
  )
  const bloques = db
    .prepare(
      `SELECT h.nro_calendario, c.especialidad_id, h.dia_semana, h.desde, h.hasta, h.intervalo_minutos
       FROM calendario_horarios h JOIN calendarios c ON c.nro_calendario = h.nro_calendario
       ORDER BY h.nro_calendario`,
    )
    .all() as Array<Bloque & { nro_calendario: number; especialidad_id: number }>
  const byCalendario = new Map<number, typeof bloques>()
  for (const b of bloques) byCalendario.set(b.nro_calendario, [...(byCalendario.get(b.nro_calendario) ?? []), b])
  for (const [nroCalendario, ofCalendario] of byCalendario) {
    const fullyBooked = ofCalendario[0]?.especialidad_id === DERMATOLOGIA
    const days = fullyBooked ? FULLY_BOOKED_DAYS : PARTLY_BOOKED_DAYS
    for (let offset = 0; offset < days; offset++) {
      const fecha = addDays(today, offset)
      for (const slot of slotsOn(ofCalendario, fecha)) {
        if (fullyBooked || (slot.nroOrden + offset) % 4 === 0) {
          insert.run(nroCalendario, fecha, slot.nroOrden, slot.hora, tomadoEn)
        }
      }
    }
  }
}

export function seedAgendaMedica(db: Db, now: Date): void {
  seedCatalogo(db)
  seedMedicosReferencia(db)
  seedTurnosTomados(db, now)
}

/** A test persona made like another has the same reference doctors. */
export function copyPersonaAgendaMedica(db: Db, from: AfiliadoRow, to: AfiliadoRow): void {
  copyMedicosReferencia(db, from.id, to.id)
}

/**
 * SQL access of coordinated techniques and third-party referrals (spec 001 §2.3, §3; checklist C53, C54, E72–E74):
 * a member's coordinations with their studies, and her referrals. Someone else's referral is answered like a missing
 * one, so ids reveal nothing.
 */
import type { Db } from '../../db/types'

/** The coordination kinds, as the portal's :type segment names them (spec 001 §3). */
export type TipoCoordinacion = 'indicacion' | 'urgencia' | 'anotacion' | 'domicilio' | 'pase' | 'domicilio-urgente'

export interface Estudio {
  nombre: string
  requiereConsentimiento: boolean
  indicaciones: string[]
}

export interface Coordinacion {
  id: number
  tipo: TipoCoordinacion
  area: string
  /** The branch, by id and name; null for what is done at the member's home. */
  sucursalId: number | null
  filial: string | null
  direccion: string
  medicoInformante: string
  /** YYYY-MM-DD, Montevideo. */
  fecha: string
  /** HH:mm, Montevideo. */
  hora: string
  sector: string
  estudios: Estudio[]
}

export type NewCoordinacion = Omit<Coordinacion, 'id' | 'filial'>

export interface PaseRow {
  id: number
  especialidad: string
  prestador: string
  direccion_prestador: string
  medico_derivante: string
  motivo: string
  fecha_emision: string
  vigente_hasta: string
  tiene_archivo: number
}

export type NewPase = Omit<PaseRow, 'id'>

interface CoordinacionRow {
  id: number
  tipo: TipoCoordinacion
  area: string
  sucursal_id: number | null
  filial: string | null
  direccion: string
  medico_informante: string
  fecha: string
  hora: string
  sector: string
}

interface EstudioRow {
  coordinacion_id: number
  nombre: string
  requiere_consentimiento: number
  indicaciones: string
}

/** The member's coordinations, earliest first, each with its studies in order. */
export function coordinacionesDe(db: Db, afiliadoId: number): Coordinacion[] {
  const rows = db
    .prepare(
      `SELECT c.id, c.tipo, c.area, c.sucursal_id, s.descripcion AS filial, c.direccion, c.medico_informante, c.fecha,
         c.hora, c.sector
       FROM coordinaciones c LEFT JOIN sucursales s ON s.id = c.sucursal_id
       WHERE c.afiliado_id = ? ORDER BY c.fecha, c.hora, c.id`,
    )
    .all(afiliadoId) as CoordinacionRow[]
  const estudios = db
    .prepare(
      `SELECT e.coordinacion_id, e.nombre, e.requiere_consentimiento, e.indicaciones
       FROM coordinacion_estudios e JOIN coordinaciones c ON c.id = e.coordinacion_id
       WHERE c.afiliado_id = ? ORDER BY e.coordinacion_id, e.posicion`,
    )
    .all(afiliadoId) as EstudioRow[]
  return rows.map((r) => ({
    id: r.id,
    tipo: r.tipo,
    area: r.area,
    sucursalId: r.sucursal_id,
    filial: r.filial,
    direccion: r.direccion,
    medicoInformante: r.medico_informante,
    fecha: r.fecha,
    hora: r.hora,
    sector: r.sector,
    estudios: estudios
      .filter((e) => e.coordinacion_id === r.id)
      .map((e) => ({
        nombre: e.nombre,
        requiereConsentimiento: e.requiere_consentimiento === 1,
        indicaciones: JSON.parse(e.indicaciones) as string[],
      })),
  }))
}

export function insertCoordinacion(db: Db, afiliadoId: number, c: NewCoordinacion, id?: number): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO coordinaciones (id, afiliado_id, tipo, area, sucursal_id, direccion, medico_informante, fecha,
         hora, sector)
       VALUES (@id, @afiliadoId, @tipo, @area, @sucursalId, @direccion, @medicoInformante, @fecha, @hora, @sector)`,
    )
    .run({ ...c, id: id ?? null, afiliadoId })
  const coordinacionId = Number(lastInsertRowid)
  const insertEstudio = db.prepare(
    `INSERT INTO coordinacion_estudios (coordinacion_id, posicion, nombre, requiere_consentimiento, indicaciones)
     VALUES (?, ?, ?, ?, ?)`,
  )
  c.estudios.forEach((e, index) =>
    insertEstudio.run(
      coordinacionId,
      index + 1,
      e.nombre,
      e.requiereConsentimiento ? 1 : 0,
      JSON.stringify(e.indicaciones),
    ),
  )
  return coordinacionId
}

/** The member's referrals, newest first. */
export function pasesDe(db: Db, afiliadoId: number): PaseRow[] {
  return db
    .prepare(
      `SELECT id, especialidad, prestador, direccion_prestador, medico_derivante, motivo, fecha_emision, vigente_hasta,
         tiene_archivo
       FROM pases_terceros WHERE afiliado_id = ? ORDER BY fecha_emision DESC, id DESC`,
    )
    .all(afiliadoId) as PaseRow[]
}

/** The referral when it is that member's. */
export function findOwnPase(db: Db, id: number, afiliadoId: number): PaseRow | undefined {
  return db
    .prepare(
      `SELECT id, especialidad, prestador, direccion_prestador, medico_derivante, motivo, fecha_emision, vigente_hasta,
         tiene_archivo
       FROM pases_terceros WHERE id = ? AND afiliado_id = ?`,
    )
    .get(id, afiliadoId) as PaseRow | undefined
}

export function insertPase(db: Db, afiliadoId: number, pase: NewPase, id?: number): void {
  db.prepare(
    `INSERT INTO pases_terceros (id, afiliado_id, especialidad, prestador, direccion_prestador, medico_derivante,
       motivo, fecha_emision, vigente_hasta, tiene_archivo)
     VALUES (@id, @afiliadoId, @especialidad, @prestador, @direccion_prestador, @medico_derivante, @motivo,
       @fecha_emision, @vigente_hasta, @tiene_archivo)`,
  ).run({ ...pase, id: id ?? null, afiliadoId })
}

/** Gives `toId` a copy (new ids) of each coordination, with its studies, and each referral of `fromId`. */
export function copyTecnicas(db: Db, fromId: number, toId: number): void {
  for (const { id: _id, filial: _filial, ...c } of coordinacionesDe(db, fromId)) insertCoordinacion(db, toId, c)
  for (const { id: _id, ...pase } of pasesDe(db, fromId).reverse()) insertPase(db, toId, pase)
}

/**
 * SQL access to the content group: FAQs, release versions with their notes, and feature flags.
 */
import type { Db } from '../../db/types'

export interface Faq {
  pregunta: string
  respuesta: string
}

export interface Flag {
  nombre: string
  habilitado: boolean
  descripcion: string
}

export interface Version {
  nombre: string
  fecha: string
  notas: Array<{ tipo: string; descripcion: string }>
}

interface VersionRow {
  id: number
  nombre: string
  fecha: string
}

interface NoteRow {
  version_id: number
  tipo: string
  descripcion: string
}

export function listFaqs(db: Db): Faq[] {
  return db.prepare('SELECT pregunta, respuesta FROM faqs ORDER BY orden, id').all() as Faq[]
}

export function latestVersionName(db: Db): string | undefined {
  return db.prepare('SELECT nombre FROM versiones ORDER BY fecha DESC, id DESC LIMIT 1').pluck().get() as
    | string
    | undefined
}

/** Newest first, each with its notes in order. */
export function listVersions(db: Db): Version[] {
  const versions = db
    .prepare('SELECT id, nombre, fecha FROM versiones ORDER BY fecha DESC, id DESC')
    .all() as VersionRow[]
  const notes = db
    .prepare('SELECT version_id, tipo, descripcion FROM version_notas ORDER BY version_id, orden')
    .all() as NoteRow[]
  return versions.map((v) => ({
    nombre: v.nombre,
    fecha: v.fecha,
    notas: notes.filter((n) => n.version_id === v.id).map(({ tipo, descripcion }) => ({ tipo, descripcion })),
  }))
}

export function findFlag(db: Db, nombre: string): Flag | undefined {
  const flag = db.prepare('SELECT nombre, habilitado, descripcion FROM flags WHERE nombre = ?').get(nombre) as
    | { nombre: string; habilitado: number; descripcion: string }
    | undefined
  return flag && { ...flag, habilitado: flag.habilitado === 1 }
}

/** False when there is no flag of that name. */
export function setFlag(db: Db, nombre: string, habilitado: boolean): boolean {
  return db.prepare('UPDATE flags SET habilitado = ? WHERE nombre = ?').run(habilitado ? 1 : 0, nombre).changes > 0
}

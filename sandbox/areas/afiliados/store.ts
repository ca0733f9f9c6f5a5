/**
 * SQL access to affiliates and their permissions, shared by the login, the affiliate, the booking and the test
 * persona code.
 */
import type { Db } from '../../db/types'

export const SANCIONADO_DETAIL = 'El afiliado se encuentra sancionado'
export const AFILIADO_NO_EXISTE_DETAIL = 'No existe un afiliado con ese documento'

/** A row of `afiliados`; SQLite booleans stay 0/1 here and become booleans in the responses. */
export interface AfiliadoRow {
  id: number
  ci: string
  nombre: string
  apellido: string
  email: string | null
  email_validado: number
  telefono: string | null
  celular: string | null
  direccion: string | null
  pais: string | null
  departamento: string | null
  ciudad: string | null
  id_persona: number
  es_staff: number
  fecha_nacimiento: string
  notificaciones_email: number
  notificaciones_push: number
  sancionado: number
  inhabilitado_motivo: string | null
  representante_afiliado_id: number | null
}

export type NewAfiliado = Omit<AfiliadoRow, 'id'>

export function findAfiliadoByCi(db: Db, ci: string): AfiliadoRow | undefined {
  return db.prepare('SELECT * FROM afiliados WHERE ci = ?').get(ci) as AfiliadoRow | undefined
}

export function listPermisos(db: Db, afiliadoId: number): string[] {
  return db
    .prepare('SELECT nombre FROM permisos WHERE afiliado_id = ? ORDER BY nombre')
    .pluck()
    .all(afiliadoId) as string[]
}

export function grantPermisos(db: Db, afiliadoId: number, permisos: readonly string[]): void {
  const insert = db.prepare('INSERT OR IGNORE INTO permisos (afiliado_id, nombre) VALUES (?, ?)')
  for (const permiso of permisos) insert.run(afiliadoId, permiso)
}

export function insertAfiliado(db: Db, afiliado: NewAfiliado): AfiliadoRow {
  return db
    .prepare(
      `INSERT INTO afiliados (ci, nombre, apellido, email, email_validado, telefono, celular, direccion, pais,
         departamento, ciudad, id_persona, es_staff, fecha_nacimiento, notificaciones_email, notificaciones_push,
         sancionado, inhabilitado_motivo, representante_afiliado_id)
       VALUES (@ci, @nombre, @apellido, @email, @email_validado, @telefono, @celular, @direccion, @pais,
         @departamento, @ciudad, @id_persona, @es_staff, @fecha_nacimiento, @notificaciones_email,
         @notificaciones_push, @sancionado, @inhabilitado_motivo, @representante_afiliado_id)
       RETURNING *`,
    )
    .get(afiliado) as AfiliadoRow
}

/** The next free IdPersona of the mutual's person registry. */
export function nextIdPersona(db: Db): number {
  return ((db.prepare('SELECT MAX(id_persona) FROM afiliados').pluck().get() as number | null) ?? 700_000) + 1
}

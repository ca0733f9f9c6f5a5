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

export function findAfiliadoById(db: Db, id: number): AfiliadoRow | undefined {
  return db.prepare('SELECT * FROM afiliados WHERE id = ?').get(id) as AfiliadoRow | undefined
}

export function setNotificaciones(db: Db, afiliadoId: number, values: { push: boolean; email: boolean }): AfiliadoRow {
  return db
    .prepare('UPDATE afiliados SET notificaciones_push = ?, notificaciones_email = ? WHERE id = ? RETURNING *')
    .get(values.push ? 1 : 0, values.email ? 1 : 0, afiliadoId) as AfiliadoRow
}

/**
 * Whether an affiliate other than `afiliadoId` has that address, in any letter case. An address is one person's: the
 * login's reset link goes to it, and an account made later (/sandbox/cuentas) takes the affiliate's address, so an
 * affiliate without an account still owns hers.
 */
export function emailTakenByOther(db: Db, email: string, afiliadoId: number): boolean {
  const other = db.prepare('SELECT 1 FROM afiliados WHERE email = ? COLLATE NOCASE AND id <> ?').get(email, afiliadoId)
  return other !== undefined
}

/** A new address is not validated until a link sent to it is opened. */
export function setEmail(db: Db, afiliadoId: number, email: string): AfiliadoRow {
  return db
    .prepare('UPDATE afiliados SET email = ?, email_validado = 0 WHERE id = ? RETURNING *')
    .get(email, afiliadoId) as AfiliadoRow
}

// ---- e-mail validation links (migration 008) ----

export interface ValidacionEmailRow {
  id: number
  afiliado_id: number
  email: string
  token_hash: string
  creado_en: string
  vence_en: string
  usado_en: string | null
}

export function insertValidacionEmail(db: Db, row: Omit<ValidacionEmailRow, 'id' | 'usado_en'>): void {
  db.prepare(
    `INSERT INTO validaciones_email (afiliado_id, email, token_hash, creado_en, vence_en)
     VALUES (@afiliado_id, @email, @token_hash, @creado_en, @vence_en)`,
  ).run(row)
}

export function findValidacionEmail(db: Db, tokenHash: string): ValidacionEmailRow | undefined {
  return db.prepare('SELECT * FROM validaciones_email WHERE token_hash = ?').get(tokenHash) as
    | ValidacionEmailRow
    | undefined
}

/**
 * Uses the link once: marks it used and validates the address, only if the link is unused and the affiliate still
 * has the address it was sent to. Returns whether it did.
 */
export function useValidacionEmail(db: Db, validacion: ValidacionEmailRow, at: Date): boolean {
  return db.transaction(() => {
    const used = db
      .prepare('UPDATE validaciones_email SET usado_en = ? WHERE id = ? AND usado_en IS NULL')
      .run(at.toISOString(), validacion.id)
    if (used.changes === 0) return false
    const validated = db
      .prepare('UPDATE afiliados SET email_validado = 1 WHERE id = ? AND email = ?')
      .run(validacion.afiliado_id, validacion.email)
    return validated.changes === 1
  })()
}

// ---- profile photos (migration 008) ----

export interface FotoPerfil {
  contentType: 'image/png' | 'image/jpeg'
  datos: Buffer
}

export function hasFotoPerfil(db: Db, afiliadoId: number): boolean {
  return db.prepare('SELECT 1 FROM fotos_perfil WHERE afiliado_id = ?').get(afiliadoId) !== undefined
}

export function findFotoPerfil(db: Db, afiliadoId: number): FotoPerfil | undefined {
  const row = db.prepare('SELECT content_type, datos FROM fotos_perfil WHERE afiliado_id = ?').get(afiliadoId) as
    | { content_type: FotoPerfil['contentType']; datos: Buffer }
    | undefined
  return row ? { contentType: row.content_type, datos: row.datos } : undefined
}

export function saveFotoPerfil(db: Db, afiliadoId: number, foto: FotoPerfil, at: Date): void {
  db.prepare(
    `INSERT INTO fotos_perfil (afiliado_id, content_type, datos, actualizada_en) VALUES (?, ?, ?, ?)
     ON CONFLICT (afiliado_id) DO UPDATE SET content_type = excluded.content_type, datos = excluded.datos,
       actualizada_en = excluded.actualizada_en`,
  ).run(afiliadoId, foto.contentType, foto.datos, at.toISOString())
}

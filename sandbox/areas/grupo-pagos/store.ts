/**
 * SQL access to payment groups: who holds the group an affiliate belongs to, and new groups and members.
 */
import type { Db } from '../../db/types'
import type { AfiliadoRow } from '../afiliados/store'

/** The holder of the payment group the affiliate belongs to (as holder or member); undefined when in none. */
export function findPaymentGroupHolder(db: Db, afiliadoId: number): AfiliadoRow | undefined {
  return db
    .prepare(
      `SELECT a.* FROM grupos_pago g JOIN afiliados a ON a.id = g.titular_afiliado_id
       WHERE g.titular_afiliado_id = @id
          OR g.id IN (SELECT grupo_id FROM grupo_pago_miembros WHERE afiliado_id = @id)
       ORDER BY g.titular_afiliado_id = @id DESC, g.id
       LIMIT 1`,
    )
    .get({ id: afiliadoId }) as AfiliadoRow | undefined
}

/** A new group held by the affiliate; returns its id. */
export function createPaymentGroup(db: Db, titularId: number, id?: number): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO grupos_pago (id, titular_afiliado_id) VALUES (?, ?)')
    .run(id ?? null, titularId)
  return Number(lastInsertRowid)
}

export function addPaymentGroupMember(db: Db, grupoId: number, afiliadoId: number): void {
  db.prepare('INSERT INTO grupo_pago_miembros (grupo_id, afiliado_id) VALUES (?, ?)').run(grupoId, afiliadoId)
}

/** The group the affiliate belongs to as a member (not as holder); undefined when in none. */
export function findMembership(db: Db, afiliadoId: number): number | undefined {
  return db
    .prepare('SELECT grupo_id FROM grupo_pago_miembros WHERE afiliado_id = ? ORDER BY grupo_id LIMIT 1')
    .pluck()
    .get(afiliadoId) as number | undefined
}

export function holdsPaymentGroup(db: Db, afiliadoId: number): boolean {
  return (
    db.prepare('SELECT EXISTS (SELECT 1 FROM grupos_pago WHERE titular_afiliado_id = ?)').pluck().get(afiliadoId) === 1
  )
}

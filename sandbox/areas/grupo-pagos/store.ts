/**
 * SQL access to payment groups: who holds the group an affiliate belongs to, its people, new groups and members,
 * and the group's saved cards (what the mutual keeps of a card the provider captured).
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

/** The group the affiliate holds; undefined when he holds none. */
export function findHeldGroup(db: Db, titularId: number): number | undefined {
  return db.prepare('SELECT id FROM grupos_pago WHERE titular_afiliado_id = ?').pluck().get(titularId) as
    | number
    | undefined
}

/** The group the affiliate belongs to, as holder or member; undefined when in none. */
export function findGroupOf(db: Db, afiliadoId: number): number | undefined {
  return findHeldGroup(db, afiliadoId) ?? findMembership(db, afiliadoId)
}

/** A person of a group as E29 lists it. */
export interface GroupPerson {
  ci: string
  nombre: string
  apellido: string
  titular: boolean
}

/** The holder first, then the members by surname and name. */
export function listGroupPeople(db: Db, grupoId: number): GroupPerson[] {
  const rows = db
    .prepare(
      `SELECT a.ci, a.nombre, a.apellido, 1 AS titular FROM grupos_pago g JOIN afiliados a ON a.id = g.titular_afiliado_id
       WHERE g.id = @grupoId
       UNION ALL
       SELECT a.ci, a.nombre, a.apellido, 0 FROM grupo_pago_miembros m JOIN afiliados a ON a.id = m.afiliado_id
       WHERE m.grupo_id = @grupoId
       ORDER BY titular DESC, apellido, nombre, ci`,
    )
    .all({ grupoId }) as Array<Omit<GroupPerson, 'titular'> & { titular: number }>
  return rows.map((row) => ({ ...row, titular: row.titular === 1 }))
}

/** Whether the affiliate was a member of that group (and now is not). */
export function removePaymentGroupMember(db: Db, grupoId: number, afiliadoId: number): boolean {
  return (
    db.prepare('DELETE FROM grupo_pago_miembros WHERE grupo_id = ? AND afiliado_id = ?').run(grupoId, afiliadoId)
      .changes === 1
  )
}

// ---- saved cards (migration 010) ----

export type CardType = 'CreditCard' | 'DebitCard' | 'Prepaid'

export interface MedioPagoRow {
  id: number
  grupo_id: number
  token: string
  payment_media_id: number
  tipo: CardType
  last_4: string
  /** MM/YY */
  vencimiento: string
  titular: string
  creado_en: string
}

export type NewMedioPago = Omit<MedioPagoRow, 'id'>

/** The group's cards, oldest first. */
export function listMediosPago(db: Db, grupoId: number): MedioPagoRow[] {
  return db.prepare('SELECT * FROM medios_pago WHERE grupo_id = ? ORDER BY id').all(grupoId) as MedioPagoRow[]
}

/** The card when it is that group's: another group's is answered like a missing one. */
export function findMedioPago(db: Db, grupoId: number, id: number): MedioPagoRow | undefined {
  return db.prepare('SELECT * FROM medios_pago WHERE id = ? AND grupo_id = ?').get(id, grupoId) as
    | MedioPagoRow
    | undefined
}

export function findMedioPagoById(db: Db, id: number): MedioPagoRow | undefined {
  return db.prepare('SELECT * FROM medios_pago WHERE id = ?').get(id) as MedioPagoRow | undefined
}

export function insertMedioPago(db: Db, card: NewMedioPago, id?: number): MedioPagoRow {
  return db
    .prepare(
      `INSERT INTO medios_pago (id, grupo_id, token, payment_media_id, tipo, last_4, vencimiento, titular, creado_en)
       VALUES (@id, @grupo_id, @token, @payment_media_id, @tipo, @last_4, @vencimiento, @titular, @creado_en)
       RETURNING *`,
    )
    .get({ ...card, id: id ?? null }) as MedioPagoRow
}

/** Whether the group had that card (and now has not). Payments made with it keep their history. */
export function deleteMedioPago(db: Db, grupoId: number, id: number): boolean {
  return db.prepare('DELETE FROM medios_pago WHERE id = ? AND grupo_id = ?').run(id, grupoId).changes === 1
}

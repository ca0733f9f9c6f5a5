/**
 * SQL access of the card-capture provider: its vault of captured cards (token → whether the provider declines
 * payments with it) and its page sessions (adding a card, the security code of a payment).
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/types'

export type SessionKind = 'captura' | 'cvv'
export type SessionState = 'abierta' | 'aprobada' | 'rechazada' | 'cancelada' | 'vencida'

export interface SessionRow {
  id: string
  tipo: SessionKind
  grupo_id: number | null
  pago_id: number | null
  estado: SessionState
  creada_en: string
  vence_en: string
  cerrada_en: string | null
}

/** 128 random bits, base64url: a session id, and a token, nobody can guess. */
export function randomId(prefix = ''): string {
  return prefix + randomBytes(16).toString('base64url')
}

export function insertVaultCard(db: Db, token: string, rechazaPagos: boolean, now: Date): void {
  db.prepare('INSERT INTO pasarela_tarjetas (token, rechaza_pagos, creada_en) VALUES (?, ?, ?)').run(
    token,
    rechazaPagos ? 1 : 0,
    now.toISOString(),
  )
}

/** Whether the provider declines payments with the card behind the token (unknown tokens are declined too). */
export function declinesPayments(db: Db, token: string): boolean {
  return db.prepare('SELECT rechaza_pagos FROM pasarela_tarjetas WHERE token = ?').pluck().get(token) !== 0
}

/** A new open session; `ttlMs` after `now` it expires. */
export function openSession(
  db: Db,
  session: { tipo: 'captura'; grupoId: number } | { tipo: 'cvv'; pagoId: number },
  now: Date,
  ttlMs: number,
): SessionRow {
  return db
    .prepare(
      `INSERT INTO pasarela_sesiones (id, tipo, grupo_id, pago_id, creada_en, vence_en)
       VALUES (@id, @tipo, @grupoId, @pagoId, @creadaEn, @venceEn) RETURNING *`,
    )
    .get({
      id: randomId(),
      tipo: session.tipo,
      grupoId: session.tipo === 'captura' ? session.grupoId : null,
      pagoId: session.tipo === 'cvv' ? session.pagoId : null,
      creadaEn: now.toISOString(),
      venceEn: new Date(now.getTime() + ttlMs).toISOString(),
    }) as SessionRow
}

export function findSession(db: Db, id: string, tipo: SessionKind): SessionRow | undefined {
  return db.prepare('SELECT * FROM pasarela_sesiones WHERE id = ? AND tipo = ?').get(id, tipo) as SessionRow | undefined
}

/** The open CVV session of a payment, if any. */
export function findOpenCvvSession(db: Db, pagoId: number): SessionRow | undefined {
  return db
    .prepare("SELECT * FROM pasarela_sesiones WHERE tipo = 'cvv' AND pago_id = ? AND estado = 'abierta'")
    .get(pagoId) as SessionRow | undefined
}

/** Closes an open session; false when it was already closed (a second submit, another tab). */
export function closeSession(db: Db, id: string, estado: Exclude<SessionState, 'abierta'>, now: Date): boolean {
  return (
    db
      .prepare("UPDATE pasarela_sesiones SET estado = ?, cerrada_en = ? WHERE id = ? AND estado = 'abierta'")
      .run(estado, now.toISOString(), id).changes === 1
  )
}

/** Open and past its expiry on the sandbox clock. */
export function isExpired(session: SessionRow, now: Date): boolean {
  return session.estado === 'abierta' && now.toISOString() >= session.vence_en
}

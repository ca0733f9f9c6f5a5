/**
 * Outbox: every e-mail and SMS the sandbox "sends" is stored here instead, so people and tests can read it
 * (/sandbox/outbox and /sandbox/outbox.json).
 */
import type { Db } from '../db/types'

export interface OutboxMessage {
  id: number
  canal: 'email' | 'sms'
  destinatario: string
  asunto: string | null
  cuerpo: string
  creado_en: string
}

function insert(db: Db, canal: OutboxMessage['canal'], to: string, subject: string | null, body: string, sentAt: Date) {
  return db
    .prepare(
      `INSERT INTO outbox (canal, destinatario, asunto, cuerpo, creado_en) VALUES (?, ?, ?, ?, ?)
       RETURNING id, canal, destinatario, asunto, cuerpo, creado_en`,
    )
    .get(canal, to, subject, body, sentAt.toISOString()) as OutboxMessage
}

/** `sentAt` is the sandbox clock's now, so a fixed clock gives stable timestamps. */
export function sendEmail(db: Db, message: { to: string; subject: string; body: string }, sentAt: Date): OutboxMessage {
  return insert(db, 'email', message.to, message.subject, message.body, sentAt)
}

export function sendSms(db: Db, message: { to: string; body: string }, sentAt: Date): OutboxMessage {
  return insert(db, 'sms', message.to, null, message.body, sentAt)
}

/** Newest first; the id breaks ties when the clock is fixed. */
export function listOutbox(db: Db): OutboxMessage[] {
  return db
    .prepare('SELECT id, canal, destinatario, asunto, cuerpo, creado_en FROM outbox ORDER BY id DESC')
    .all() as OutboxMessage[]
}

export function clearOutbox(db: Db): void {
  db.prepare('DELETE FROM outbox').run()
}

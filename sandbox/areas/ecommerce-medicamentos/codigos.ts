/**
 * The SMS codes that let a member act for another person in flow B (spec 002 §4.2, §7.2, §9; checklist E90, E91,
 * BR54, BR55): six characters sent to the person's registered mobile (the outbox), valid 10 minutes, checked by the
 * server only. A code is redeemed once, by the member who asked for it; from then on it is her proof for that person
 * (E84, E91, E92 and the purchase, E94) until GRANT_MINUTES pass or a purchase uses it. Wrong tries are limited;
 * sends are limited to the first plus three resends, then a five-minute lock.
 *
 * Outcomes use E91's codes: 1 ok, 4 no such code (never sent, replaced, voided), 5 wrong, 6 expired.
 */
import { randomInt } from 'node:crypto'
import type { Db } from '../../db/types'
import { sendSms } from '../../lib/outbox'
import type { AfiliadoRow } from '../afiliados/store'

export const CODE_LENGTH = 6
const VALID_MINUTES = 10
const GRANT_MINUTES = 120
const MAX_WRONG_TRIES = 5
/** The first send and three resends (BR54), then the lock. */
const MAX_SENDS = 4
const LOCK_MINUTES = 5
// No 0/O, 1/I/L: the code is read from a phone and typed.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export const CODIGO_OK = 1
export const CODIGO_NO_EXISTE = 4
export const CODIGO_INCORRECTO = 5
export const CODIGO_VENCIDO = 6
export type CodeOutcome = typeof CODIGO_OK | typeof CODIGO_NO_EXISTE | typeof CODIGO_INCORRECTO | typeof CODIGO_VENCIDO

interface CodigoRow {
  codigo: string
  vence_en: string
  canjeado_en: string | null
  intentos_fallidos: number
  anulado: number
}

interface EnviosRow {
  enviados: number
  bloqueado_hasta: string | null
}

const plusMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000)

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}

export type SendOutcome = { sent: true; celularFinal: string } | { sent: false; status: number; text: string }

/**
 * E90: a new code for the person, replacing any earlier one, sent to her mobile. Refused (text, as the spec's error
 * body) when she has no mobile or while the resend lock lasts.
 */
export function sendCode(db: Db, solicitanteId: number, afiliado: AfiliadoRow, now: Date): SendOutcome {
  if (!afiliado.celular) {
    return { sent: false, status: 400, text: `El afiliado "${afiliado.nombre} ${afiliado.apellido}" no tiene un celular registrado.` }
  }
  const envios = db
    .prepare('SELECT enviados, bloqueado_hasta FROM envios_codigo_verificacion WHERE solicitante_afiliado_id = ? AND afiliado_id = ?')
    .get(solicitanteId, afiliado.id) as EnviosRow | undefined
  const lockedUntil = envios?.bloqueado_hasta ? new Date(envios.bloqueado_hasta) : null
  if (lockedUntil && lockedUntil > now) {
    const seconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)
    const mmss = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
    return { sent: false, status: 429, text: `Se alcanzó el máximo de reenvíos del código. Intente nuevamente en ${mmss}.` }
  }
  // A lock that ended starts the count again.
  const enviados = (lockedUntil ? 0 : envios?.enviados ?? 0) + 1
  db.prepare(
    `INSERT INTO envios_codigo_verificacion (solicitante_afiliado_id, afiliado_id, enviados, bloqueado_hasta) VALUES (?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET enviados = excluded.enviados, bloqueado_hasta = excluded.bloqueado_hasta`,
  ).run(solicitanteId, afiliado.id, enviados, enviados >= MAX_SENDS ? plusMinutes(now, LOCK_MINUTES).toISOString() : null)
  const codigo = newCode()
  db.prepare(
    `INSERT INTO codigos_verificacion (solicitante_afiliado_id, afiliado_id, codigo, creado_en, vence_en) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET codigo = excluded.codigo, creado_en = excluded.creado_en, vence_en = excluded.vence_en,
       canjeado_en = NULL, intentos_fallidos = 0, anulado = 0`,
  ).run(solicitanteId, afiliado.id, codigo, now.toISOString(), plusMinutes(now, VALID_MINUTES).toISOString())
  sendSms(
    db,
    { to: afiliado.celular, body: `Su código para la compra de medicamentos es ${codigo}. Vence en ${VALID_MINUTES} minutos.` },
    now,
  )
  return { sent: true, celularFinal: afiliado.celular.slice(-3) }
}

/**
 * Checks a code the member gives for the person: the first right one is redeemed (bound to her); a redeemed one
 * stays good for her until its grant ends. Wrong tries count; too many void the code.
 */
export function checkCode(db: Db, solicitanteId: number, afiliadoId: number, given: string | undefined, now: Date): CodeOutcome {
  const row = db
    .prepare(
      `SELECT codigo, vence_en, canjeado_en, intentos_fallidos, anulado FROM codigos_verificacion
       WHERE solicitante_afiliado_id = ? AND afiliado_id = ?`,
    )
    .get(solicitanteId, afiliadoId) as CodigoRow | undefined
  if (!row || row.anulado === 1 || given === undefined || given.trim() === '') return CODIGO_NO_EXISTE
  if (given.trim().toUpperCase() !== row.codigo) {
    db.prepare(
      `UPDATE codigos_verificacion SET intentos_fallidos = intentos_fallidos + 1,
         anulado = CASE WHEN intentos_fallidos + 1 >= ? THEN 1 ELSE 0 END
       WHERE solicitante_afiliado_id = ? AND afiliado_id = ?`,
    ).run(MAX_WRONG_TRIES, solicitanteId, afiliadoId)
    return CODIGO_INCORRECTO
  }
  if (row.canjeado_en) return plusMinutes(new Date(row.canjeado_en), GRANT_MINUTES) > now ? CODIGO_OK : CODIGO_VENCIDO
  if (new Date(row.vence_en) <= now) return CODIGO_VENCIDO
  db.prepare('UPDATE codigos_verificacion SET canjeado_en = ? WHERE solicitante_afiliado_id = ? AND afiliado_id = ?').run(
    now.toISOString(),
    solicitanteId,
    afiliadoId,
  )
  return CODIGO_OK
}

/** The people the member redeemed a code for whose grant still lasts (the purchase may include them). */
export function grantedAfiliadoIds(db: Db, solicitanteId: number, now: Date): Set<number> {
  const since = plusMinutes(now, -GRANT_MINUTES).toISOString()
  const ids = db
    .prepare(
      `SELECT afiliado_id FROM codigos_verificacion
       WHERE solicitante_afiliado_id = ? AND anulado = 0 AND canjeado_en IS NOT NULL AND canjeado_en > ?`,
    )
    .pluck()
    .all(solicitanteId, since) as number[]
  return new Set(ids)
}

/** A purchase used the member's codes: each works once. */
export function spendGrants(db: Db, solicitanteId: number, afiliadoIds: readonly number[]): void {
  const spend = db.prepare('UPDATE codigos_verificacion SET anulado = 1 WHERE solicitante_afiliado_id = ? AND afiliado_id = ?')
  for (const id of afiliadoIds) spend.run(solicitanteId, id)
}

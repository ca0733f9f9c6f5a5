/**
 * Idempotency-Key for the POSTs that book: the first answer given to a key is stored with a fingerprint of the
 * request and replayed for the same key, so a double click, a reload or a retried request never books twice.
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '../db/types'

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
export const IDEMPOTENCY_KEY_INVALID_DETAIL = 'La cabecera Idempotency-Key debe tener de 1 a 255 caracteres visibles'
const KEY_REUSED_DETAIL = 'La clave de idempotencia ya se usó con otros datos'

/** Visible ASCII, as a UUID or any token a client generates. */
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/)

export interface Answer {
  status: number
  body: unknown
}

interface StoredAnswer {
  huella: string
  status: number
  cuerpo: string
}

export interface IdempotentRequest {
  /** Keys are scoped per route. */
  route: string
  key: string | null
  /** The parsed request; a key reused with a different one is refused with 422. */
  request: unknown
  now: Date
}

/**
 * Runs `handle` inside one BEGIN IMMEDIATE transaction, or replays the stored answer of the key. Answers below 500
 * are stored, errors included; a thrown error stores nothing and rolls the whole attempt back.
 */
export function runIdempotent(db: Db, { route, key, request, now }: IdempotentRequest, handle: () => Answer): Answer {
  const huella = createHash('sha256').update(JSON.stringify(request)).digest('hex')
  return db
    .transaction((): Answer => {
      if (key !== null) {
        const stored = db
          .prepare('SELECT huella, status, cuerpo FROM idempotencia WHERE ruta = ? AND clave = ?')
          .get(route, key) as StoredAnswer | undefined
        if (stored?.huella === huella) return { status: stored.status, body: JSON.parse(stored.cuerpo) }
        if (stored) return { status: 422, body: { detail: KEY_REUSED_DETAIL } }
      }
      const answer = handle()
      if (key !== null && answer.status < 500) {
        db.prepare(
          'INSERT INTO idempotencia (ruta, clave, huella, status, cuerpo, creada_en) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(route, key, huella, answer.status, JSON.stringify(answer.body), now.toISOString())
      }
      return answer
    })
    .immediate()
}

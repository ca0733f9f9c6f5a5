/**
 * SQL access to passkeys (`credenciales`) and to the challenges of their WebAuthn ceremonies (`desafios_webauthn`).
 */
import type { Db } from '../../db/types'

export type Purpose = 'registro' | 'login'

/** How long a ceremony's challenge is accepted; the options' timeout says the same to the browser. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000
/** Open ceremonies kept per affiliate, device and purpose (two tabs, a retry); older challenges are dropped. */
const OPEN_CEREMONIES = 5

/** Whose ceremony a challenge belongs to. */
export interface Ceremony {
  purpose: Purpose
  afiliadoId: number
  deviceId: string
}

export interface CredentialRow {
  id: string
  afiliado_id: number
  device_id: string
  clave_publica: Buffer
  contador: number
  transports: string
  creada_en: string
  usada_en: string | null
}

/** A passkey as the API lists it (E22). */
export interface CredentialSummary {
  id: string
  deviceId: string
  createdAt: string
}

export interface NewCredential {
  id: string
  afiliadoId: number
  deviceId: string
  publicKey: Uint8Array
  counter: number
  transports: readonly string[]
}

export function summary(row: CredentialRow): CredentialSummary {
  return { id: row.id, deviceId: row.device_id, createdAt: row.creada_en }
}

export function transportsOf(row: CredentialRow): string[] {
  const parsed: unknown = JSON.parse(row.transports)
  return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : []
}

/** Records a challenge handed out for the ceremony; expired challenges of anyone are cleared on the way. */
export function saveChallenge(db: Db, challenge: string, ceremony: Ceremony, now: Date): void {
  const key = { proposito: ceremony.purpose, afiliado_id: ceremony.afiliadoId, device_id: ceremony.deviceId }
  db.transaction(() => {
    db.prepare('DELETE FROM desafios_webauthn WHERE expira_en <= ?').run(now.toISOString())
    db.prepare(
      `INSERT INTO desafios_webauthn (desafio, proposito, afiliado_id, device_id, creado_en, expira_en)
       VALUES (@desafio, @proposito, @afiliado_id, @device_id, @creado_en, @expira_en)`,
    ).run({
      ...key,
      desafio: challenge,
      creado_en: now.toISOString(),
      expira_en: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
    })
    db.prepare(
      `DELETE FROM desafios_webauthn
       WHERE proposito = @proposito AND afiliado_id = @afiliado_id AND device_id = @device_id
         AND rowid NOT IN (
           SELECT rowid FROM desafios_webauthn
           WHERE proposito = @proposito AND afiliado_id = @afiliado_id AND device_id = @device_id
           ORDER BY rowid DESC LIMIT @keep)`,
    ).run({ ...key, keep: OPEN_CEREMONIES })
  })()
}

/**
 * Takes the challenge out, so it can be used once: true only when it was handed out for this very ceremony
 * (purpose, affiliate and device) and has not expired. A challenge of another ceremony is left where it is.
 */
export function takeChallenge(db: Db, challenge: string, ceremony: Ceremony, now: Date): boolean {
  const expires = db
    .prepare(
      `DELETE FROM desafios_webauthn
       WHERE desafio = ? AND proposito = ? AND afiliado_id = ? AND device_id = ?
       RETURNING expira_en`,
    )
    .pluck()
    .get(challenge, ceremony.purpose, ceremony.afiliadoId, ceremony.deviceId) as string | undefined
  return expires !== undefined && now.getTime() < Date.parse(expires)
}

export function findCredential(db: Db, id: string): CredentialRow | undefined {
  return db.prepare('SELECT * FROM credenciales WHERE id = ?').get(id) as CredentialRow | undefined
}

export function credentialOnDevice(db: Db, afiliadoId: number, deviceId: string): CredentialRow | undefined {
  return db.prepare('SELECT * FROM credenciales WHERE afiliado_id = ? AND device_id = ?').get(afiliadoId, deviceId) as
    | CredentialRow
    | undefined
}

/** The affiliate's passkeys, oldest first. */
export function listCredentials(db: Db, afiliadoId: number): CredentialSummary[] {
  const rows = db
    .prepare('SELECT * FROM credenciales WHERE afiliado_id = ? ORDER BY creada_en, rowid')
    .all(afiliadoId) as CredentialRow[]
  return rows.map(summary)
}

/**
 * Stores a verified passkey; it replaces the affiliate's passkey on that device, if any (one per affiliate and
 * device). 'taken' (and nothing changes) when the credential id is already another passkey's.
 */
export function saveCredential(db: Db, credential: NewCredential, now: Date): CredentialRow | 'taken' {
  return db.transaction((): CredentialRow | 'taken' => {
    const existing = findCredential(db, credential.id)
    if (existing && (existing.afiliado_id !== credential.afiliadoId || existing.device_id !== credential.deviceId)) {
      return 'taken'
    }
    db.prepare('DELETE FROM credenciales WHERE afiliado_id = ? AND device_id = ?').run(
      credential.afiliadoId,
      credential.deviceId,
    )
    return db
      .prepare(
        `INSERT INTO credenciales (id, afiliado_id, device_id, clave_publica, contador, transports, creada_en)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         RETURNING *`,
      )
      .get(
        credential.id,
        credential.afiliadoId,
        credential.deviceId,
        Buffer.from(credential.publicKey),
        credential.counter,
        JSON.stringify(credential.transports),
        now.toISOString(),
      ) as CredentialRow
  })()
}

/** Deletes the affiliate's own passkey; false when the id is unknown or another affiliate's. */
export function deleteCredential(db: Db, afiliadoId: number, id: string): boolean {
  return db.prepare('DELETE FROM credenciales WHERE id = ? AND afiliado_id = ?').run(id, afiliadoId).changes > 0
}

/**
 * Records a login's signature counter, only if the stored one is still `from`: false when another login moved it
 * (or the passkey was deleted) meanwhile, so two logins checked against the same counter cannot both pass.
 */
export function advanceCounter(db: Db, id: string, from: number, to: number, now: Date): boolean {
  return (
    db
      .prepare('UPDATE credenciales SET contador = ?, usada_en = ? WHERE id = ? AND contador = ?')
      .run(to, now.toISOString(), id, from).changes > 0
  )
}

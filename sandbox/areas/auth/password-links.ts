/**
 * Links that set a password (a reset, or the first password of a new account) and the password changes themselves.
 *
 * A link is `uid` + `token`, as Django's password-reset URLs (checklist A15): `uid` is the account's id in
 * base64url, `token` 32 random bytes in base64url. Only the token's SHA-256 is stored. A link works once and for
 * LINK_LIFETIME_MINUTES; setting or changing the password ends every other link of the account.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../../db/types'
import { hashPassword } from '../../lib/passwords'

export const LINK_LIFETIME_MINUTES = 60

export type LinkPurpose = 'restablecer' | 'primera'

/** The hash of an account that has no password yet: never the output of hashPassword, so no password matches it. */
export const UNUSABLE_PASSWORD_HASH = '!'

export interface PasswordLink {
  uid: string
  token: string
  expiresAt: Date
}

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

export const uidOf = (accountId: number) => Buffer.from(String(accountId), 'utf8').toString('base64url')

/** The account id a uid names, or null when it names none (not base64url of a positive whole number). */
export function accountIdOf(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return null
  const decoded = Buffer.from(uid, 'base64url').toString('utf8')
  // Only the canonical spelling: "MQ" is account 1, "MQ==" or "MR" are not.
  if (!/^[1-9]\d{0,9}$/.test(decoded) || uidOf(Number(decoded)) !== uid) return null
  return Number(decoded)
}

/** A new link for the account; the token is returned here once and never stored. */
export function createLink(db: Db, accountId: number, purpose: LinkPurpose, now: Date): PasswordLink {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MINUTES * 60_000)
  db.prepare(
    `INSERT INTO enlaces_contrasena (afiliado_id, token_sha256, proposito, creado_en, vence_en)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(accountId, sha256(token), purpose, now.toISOString(), expiresAt.toISOString())
  return { uid: uidOf(accountId), token, expiresAt }
}

export type LinkCheck = { state: 'usable'; accountId: number } | { state: 'expired' } | { state: 'invalid' }

/**
 * What uid and token name: an unused, unexpired link of an existing account (`usable`, with the account), an
 * unused link whose time ran out (`expired`), or nothing that works (`invalid`: unknown, malformed or used).
 */
export function checkLink(db: Db, uid: string, token: string, now: Date): LinkCheck {
  const accountId = accountIdOf(uid)
  if (accountId === null || token === '' || token.length > 200) return { state: 'invalid' }
  const link = db
    .prepare(
      `SELECT e.vence_en FROM enlaces_contrasena e JOIN accounts c ON c.afiliado_id = e.afiliado_id
       WHERE e.afiliado_id = ? AND e.token_sha256 = ? AND e.usado_en IS NULL`,
    )
    .get(accountId, sha256(token)) as { vence_en: string } | undefined
  if (!link) return { state: 'invalid' }
  return link.vence_en > now.toISOString() ? { state: 'usable', accountId } : { state: 'expired' }
}

/**
 * Sets the account's password: a new hash, the run of failed logins and the block cleared (a blocked account is
 * unblocked by a new password), and every unused link of the account ended.
 */
export function setPassword(db: Db, accountId: number, password: string, now: Date): void {
  db.prepare('UPDATE accounts SET password_hash = ?, failed_attempts = 0, blocked = 0 WHERE afiliado_id = ?').run(
    hashPassword(password),
    accountId,
  )
  db.prepare('UPDATE enlaces_contrasena SET usado_en = ? WHERE afiliado_id = ? AND usado_en IS NULL').run(
    now.toISOString(),
    accountId,
  )
}


/**
 * SQL access to portal accounts (password hash, run of failed logins, block) and revoked tokens.
 */
import type { Db } from '../../db/types'
import type { AfiliadoRow } from '../afiliados/store'

export interface LoginRow extends AfiliadoRow {
  password_hash: string
  blocked: number
}

export interface NewAccount {
  passwordHash: string
  failedAttempts?: number
  blocked?: boolean
  createdAt: string
}

export function createAccount(db: Db, afiliadoId: number, account: NewAccount): void {
  db.prepare(
    'INSERT INTO accounts (afiliado_id, password_hash, failed_attempts, blocked, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(afiliadoId, account.passwordHash, account.failedAttempts ?? 0, account.blocked ? 1 : 0, account.createdAt)
}

/** The affiliate with that CI and an account, with the account's hash and block. */
export function findLogin(db: Db, ci: string): LoginRow | undefined {
  return db
    .prepare(
      `SELECT a.*, c.password_hash, c.blocked FROM afiliados a JOIN accounts c ON c.afiliado_id = a.id
       WHERE a.ci = ?`,
    )
    .get(ci) as LoginRow | undefined
}

/** The same as findLogin, by the account's id (the token's user_id, E11's userId). */
export function findLoginByAccountId(db: Db, accountId: number): LoginRow | undefined {
  return db
    .prepare(
      `SELECT a.*, c.password_hash, c.blocked FROM afiliados a JOIN accounts c ON c.afiliado_id = a.id
       WHERE c.afiliado_id = ?`,
    )
    .get(accountId) as LoginRow | undefined
}

/** The affiliate who owns the account; undefined when the account no longer exists. */
export function findAccountHolder(db: Db, accountId: number): AfiliadoRow | undefined {
  return db
    .prepare('SELECT a.* FROM afiliados a JOIN accounts c ON c.afiliado_id = a.id WHERE c.afiliado_id = ?')
    .get(accountId) as AfiliadoRow | undefined
}

/** 'active', 'blocked' or 'none' (an affiliate who never registered in the portal). */
export function accountState(db: Db, afiliadoId: number): 'active' | 'blocked' | 'none' {
  const blocked = db.prepare('SELECT blocked FROM accounts WHERE afiliado_id = ?').pluck().get(afiliadoId) as
    | number
    | undefined
  if (blocked === undefined) return 'none'
  return blocked === 1 ? 'blocked' : 'active'
}

/** Counts one more wrong password; returns the run's length. */
export function addFailedAttempt(db: Db, afiliadoId: number): number {
  return db
    .prepare(
      'UPDATE accounts SET failed_attempts = failed_attempts + 1 WHERE afiliado_id = ? RETURNING failed_attempts',
    )
    .pluck()
    .get(afiliadoId) as number
}

export function resetFailedAttempts(db: Db, afiliadoId: number): void {
  db.prepare('UPDATE accounts SET failed_attempts = 0 WHERE afiliado_id = ?').run(afiliadoId)
}

export function blockAccount(db: Db, afiliadoId: number): void {
  db.prepare('UPDATE accounts SET blocked = 1 WHERE afiliado_id = ?').run(afiliadoId)
}

export function isRevoked(db: Db, jti: string): boolean {
  return db.prepare('SELECT 1 FROM token_revocados WHERE jti = ?').get(jti) !== undefined
}

export function revoke(db: Db, jti: string, at: Date): void {
  db.prepare('INSERT OR IGNORE INTO token_revocados (jti, revocado_en) VALUES (?, ?)').run(jti, at.toISOString())
}

/**
 * Opens the sandbox's SQLite file, applies pending migrations (with their seeds) in one transaction, and puts a
 * database back to its seed: by recreating the file (CLI) or in place (a running sandbox).
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { migrate } from './migrate'
import { migrations } from './migrations/index'
import type { Db } from './types'

export type { Db }

const FILE_NAME = 'sandbox.sqlite'
const JWT_SECRET_KEY = 'jwt_secret'

export interface OpenOptions {
  /** The sandbox clock's now; dated demo rows are placed relative to it. Default: the real time. */
  now?: Date
}

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, FILE_NAME)
}

/** Opens (creating if needed) `${dataDir}/sandbox.sqlite`, migrated and, when new, seeded. */
export function openDatabase(dataDir: string, options: OpenOptions = {}): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(databaseFile(dataDir))
  try {
    db.pragma('journal_mode = WAL')
    // A test double: no fsync on every commit (WAL keeps the file consistent).
    db.pragma('synchronous = NORMAL')
    db.pragma('foreign_keys = ON')
    // The portal and a CLI reset may touch the same file; wait instead of failing with SQLITE_BUSY.
    db.pragma('busy_timeout = 5000')
    // IMMEDIATE takes the write lock first, so two processes starting together cannot both migrate.
    db.transaction(() => prepare(db, options.now ?? new Date())).immediate()
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

function prepare(db: Db, now: Date): void {
  migrate(db, migrations, now)
  // Random on purpose, unlike the seed: a token must not be forgeable from the source code.
  db.prepare('INSERT OR IGNORE INTO sandbox_settings (clave, valor) VALUES (?, ?)').run(
    JWT_SECRET_KEY,
    randomBytes(32).toString('base64url'),
  )
}

/** The key that signs this database's JWTs; a reset makes a new one and so ends every session. */
export function readJwtSecret(db: Db): string {
  const row = db.prepare('SELECT valor FROM sandbox_settings WHERE clave = ?').get(JWT_SECRET_KEY) as
    | { valor: string }
    | undefined
  if (!row) throw new Error('La base de datos del sandbox no tiene clave para firmar tokens')
  return row.valor
}

/** Deletes the database (and its WAL files) and recreates it from the migrations and the seed. */
export function resetSandbox(dataDir: string, options: OpenOptions = {}): string {
  const file = databaseFile(dataDir)
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  openDatabase(dataDir, options).close()
  return file
}

/**
 * Puts an open database back to a new one's state without closing it, for a running sandbox: every table is
 * dropped and the migrations and seeds run again, with a new JWT secret. One transaction: a failure changes nothing.
 */
export function reseedInPlace(db: Db, now: Date): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[]
  // Tables go in any order, so references are not checked while they are dropped (the pragma cannot change
  // inside a transaction).
  db.pragma('foreign_keys = OFF')
  try {
    db.transaction(() => {
      for (const table of tables) db.exec(`DROP TABLE "${table.replaceAll('"', '""')}"`)
      prepare(db, now)
    }).immediate()
  } finally {
    db.pragma('foreign_keys = ON')
  }
}

/**
 * Opens the sandbox's SQLite file, applies pending migrations and seeds a new database, all in one transaction.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { migrations } from './migrations'
import { seedDatabase } from './seed'

export type Db = Database.Database

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
    db.pragma('foreign_keys = ON')
    // The portal and a CLI reset may touch the same file; wait instead of failing with SQLITE_BUSY.
    db.pragma('busy_timeout = 5000')
    prepare(db, options.now ?? new Date())
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

function prepare(db: Db, now: Date): void {
  // IMMEDIATE takes the write lock first, so two processes starting together cannot both migrate.
  db.transaction(() => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`)
    const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as { version: number | null }
    const current = row.version ?? 0
    const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
    const applied = migrations.filter((migration) => migration.version > current)
    for (const migration of applied) {
      db.exec(migration.sql)
      record.run(migration.version, migration.name, new Date().toISOString())
    }
    // Seed only a brand-new database: an existing one keeps whatever the tests or the user did to it.
    if (current === 0) seedDatabase(db)
    for (const migration of applied) migration.seed?.(db, now)
    // Random on purpose, unlike the seed: a token must not be forgeable from the source code.
    db.prepare('INSERT OR IGNORE INTO sandbox_settings (clave, valor) VALUES (?, ?)').run(
      JWT_SECRET_KEY,
      randomBytes(32).toString('base64url'),
    )
  }).immediate()
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

/**
 * Opens the sandbox's SQLite file, applies pending migrations and seeds a new database, all in one transaction.
 */
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { migrations } from './migrations'
import { seedDatabase } from './seed'

export type Db = Database.Database

const FILE_NAME = 'sandbox.sqlite'

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, FILE_NAME)
}

/** Opens (creating if needed) `${dataDir}/sandbox.sqlite`, migrated and, when new, seeded. */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(databaseFile(dataDir))
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    // The portal and a CLI reset may touch the same file; wait instead of failing with SQLITE_BUSY.
    db.pragma('busy_timeout = 5000')
    prepare(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

function prepare(db: Db): void {
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
    for (const migration of migrations) {
      if (migration.version <= current) continue
      db.exec(migration.sql)
      record.run(migration.version, migration.name, new Date().toISOString())
    }
    // Seed only a brand-new database: an existing one keeps whatever the tests or the user did to it.
    if (current === 0) seedDatabase(db)
  }).immediate()
}

/** Deletes the database (and its WAL files) and recreates it from the migrations and the seed. */
export function resetSandbox(dataDir: string): string {
  const file = databaseFile(dataDir)
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  openDatabase(dataDir).close()
  return file
}

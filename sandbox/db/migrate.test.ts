import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { databaseFile, openDatabase, readJwtSecret } from './index'
import { migrate } from './migrate'
import { migrations } from './migrations/index'
import type { Db, Migration } from './types'

// A database written by the sandbox before its areas got a folder each: what is on disk where it already runs.
const dbDir = path.dirname(fileURLToPath(import.meta.url))
const FIXTURE = readFileSync(path.join(dbDir, 'fixtures', 'schema-6.sql'), 'utf8')
const NOW = new Date('2026-11-20T12:00:00Z')

const dirs: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-migrate-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A data folder holding the fixture, with a change its user made after the seed. */
function existingDatabase(): string {
  const dir = tempDir()
  const db = new Database(databaseFile(dir))
  db.exec(FIXTURE)
  db.prepare("UPDATE afiliados SET nombre = 'Ana María' WHERE ci = '12345672'").run()
  db.prepare("INSERT INTO outbox (canal, destinatario, cuerpo, creado_en) VALUES ('sms', '099123456', 'x', 'y')").run()
  db.close()
  return dir
}

function tables(db: Db): string[] {
  return db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[]
}

/** Every row of every table, in a stable order. */
function dump(db: Db): Record<string, unknown[]> {
  return Object.fromEntries(tables(db).map((t) => [t, db.prepare(`SELECT * FROM "${t}" ORDER BY 1, 2`).all()]))
}

/** The entries of `record` under `keys`. */
const pick = (record: Record<string, unknown[]>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, record[key]]))

const schema = (db: Db) =>
  db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name").all()

function withDb<T>(dir: string, fn: (db: Db) => T): T {
  const db = openDatabase(dir, { now: new Date('2027-03-01T12:00:00Z') })
  try {
    return fn(db)
  } finally {
    db.close()
  }
}

describe('a database created before the areas', () => {
  it('opens with every row, its migrations record and its signing key as they were', () => {
    const dir = existingDatabase()
    const raw = new Database(databaseFile(dir), { readonly: true })
    const before = { rows: dump(raw), secret: readJwtSecret(raw) }
    raw.close()

    withDb(dir, (db) => {
      // Migrations written after the fixture add their tables and their line in schema_migrations, nothing else.
      const { schema_migrations: recorded, ...rows } = dump(db)
      const { schema_migrations: recordedBefore, ...rowsBefore } = before.rows
      expect(pick(rows, Object.keys(rowsBefore))).toEqual(rowsBefore)
      expect(recorded?.slice(0, recordedBefore?.length)).toEqual(recordedBefore)
      expect(recorded?.map((row) => (row as { version: number }).version)).toEqual(migrations.map((m) => m.version))
      expect(readJwtSecret(db)).toBe(before.secret)
      expect(db.prepare('SELECT nombre FROM afiliados WHERE ci = ?').pluck().get('12345672')).toBe('Ana María')
    })
  })

  it('has the schema a new database gets, so the one-file-each migrations are the same migrations', () => {
    const dir = existingDatabase()
    const fresh = openDatabase(tempDir(), { now: NOW })
    try {
      withDb(dir, (db) => expect(schema(db)).toEqual(schema(fresh)))
    } finally {
      fresh.close()
    }
  })

  it('migrates forward: a later migration and its seed are applied, and no earlier row is lost or re-seeded', () => {
    const dir = existingDatabase()
    const seeded: Date[] = []
    const next: Migration = {
      version: migrations.length + 1,
      name: 'area_de_prueba',
      sql: 'CREATE TABLE area_de_prueba (afiliado_id INTEGER NOT NULL REFERENCES afiliados (id), valor TEXT NOT NULL);',
      seed: (db, now) => {
        seeded.push(now)
        db.prepare("INSERT INTO area_de_prueba SELECT id, 'x' FROM afiliados WHERE ci = '12345672'").run()
      },
    }
    const db = new Database(databaseFile(dir))
    try {
      // First up to date with the migrations written after the fixture, so `next` is the only one pending.
      db.transaction(() => migrate(db, migrations, NOW))()
      const before = dump(db)
      const applied = db.transaction(() => migrate(db, [...migrations, next], NOW))()
      expect(applied.map((m) => m.version)).toEqual([next.version])
      expect(seeded).toEqual([NOW])
      const { area_de_prueba: added, schema_migrations: recorded, ...rest } = dump(db)
      const { schema_migrations: recordedBefore, ...restBefore } = before
      expect(rest).toEqual(restBefore)
      expect(added).toEqual([{ afiliado_id: 1, valor: 'x' }])
      expect(recorded?.slice(0, -1)).toEqual(recordedBefore)
      expect(recorded?.at(-1)).toMatchObject({ version: next.version, name: 'area_de_prueba' })
      // Opened again with the same list, nothing is pending.
      expect(db.transaction(() => migrate(db, [...migrations, next], NOW))()).toEqual([])
    } finally {
      db.close()
    }
  })
})

describe('migrations', () => {
  it('are one file each, named after their version and name, listed in order', () => {
    const files = readdirSync(path.join(dbDir, 'migrations')).filter((file) => file !== 'index.ts')
    expect(files.sort()).toEqual(
      migrations.map((m) => `${String(m.version).padStart(3, '0')}-${m.name.replaceAll('_', '-')}.ts`),
    )
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, index) => index + 1))
  })
})

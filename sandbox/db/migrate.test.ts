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

function pick<T>(record: Record<string, T>, keys: string[]): Record<string, T | undefined> {
  return Object.fromEntries(keys.map((key) => [key, record[key]]))
}

/** Each table's rows with only the columns `before` had: a later migration may add a column or a row, never change one. */
function asBefore(rows: Record<string, unknown[]>, before: Record<string, unknown[]>): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.entries(before).map(([table, old]) => {
      const columns = Object.keys((old[0] ?? {}) as Record<string, unknown>)
      return [table, (rows[table] ?? []).map((row) => pick(row as Record<string, unknown>, columns))]
    }),
  )
}

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
      // The migrations written after the fixture add their tables, columns, rows and records; every earlier row is unchanged.
      const { schema_migrations: recorded, ...rows } = dump(db)
      const { schema_migrations: recordedBefore, ...rowsBefore } = before.rows
      // A later migration may add rows (a new flag) too: every earlier row is still there, as it was.
      const now = asBefore(rows, rowsBefore)
      for (const [table, old] of Object.entries(rowsBefore)) expect(now[table], table).toEqual(expect.arrayContaining(old))
      expect(recorded?.slice(0, recordedBefore?.length)).toEqual(recordedBefore)
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
      version: Math.max(...migrations.map((m) => m.version)) + 1,
      name: 'area_de_prueba',
      sql: 'CREATE TABLE area_de_prueba (afiliado_id INTEGER NOT NULL REFERENCES afiliados (id), valor TEXT NOT NULL);',
      seed: (db, now) => {
        seeded.push(now)
        db.prepare("INSERT INTO area_de_prueba SELECT id, 'x' FROM afiliados WHERE ci = '12345672'").run()
      },
    }
    const db = new Database(databaseFile(dir))
    try {
      // Up to date with today's list first, so `next` is the only migration pending.
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

describe('a migration numbered below one the database already has', () => {
  it('is applied with its seed: branches reserve numbers, and a later number may land first', () => {
    const last = Math.max(...migrations.map((m) => m.version))
    const table = (version: number, name: string): Migration => ({
      version,
      name,
      sql: `CREATE TABLE ${name} (valor TEXT NOT NULL);`,
      seed: (db) => db.prepare(`INSERT INTO ${name} VALUES ('x')`).run(),
    })
    const reserved = table(last + 1, 'rama_a')
    const landedFirst = table(last + 2, 'rama_b')
    const db = new Database(databaseFile(tempDir()))
    try {
      db.transaction(() => migrate(db, [...migrations, landedFirst], NOW))()
      const applied = db.transaction(() => migrate(db, [...migrations, reserved, landedFirst], NOW))()
      expect(applied.map((m) => m.name)).toEqual(['rama_a'])
      expect(db.prepare('SELECT valor FROM rama_a').pluck().all()).toEqual(['x'])
      expect(db.prepare('SELECT valor FROM rama_b').pluck().all()).toEqual(['x'])
      expect(db.transaction(() => migrate(db, [...migrations, reserved, landedFirst], NOW))()).toEqual([])
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
    // Strictly increasing; numbers reserved by areas built on other branches may be missing in between.
    const versions = migrations.map((m) => m.version)
    expect(versions.every((version, index) => Number.isInteger(version) && version > (versions[index - 1] ?? 0))).toBe(
      true,
    )
  })
})

/**
 * The migration runner: applies the migrations a database does not have yet, in version order, then the seeds of
 * those migrations. A new database therefore gets every area's demo rows, and an existing one keeps its rows and
 * gets only the demo rows of the areas added since it was created.
 */
import type { Db, Migration } from './types'

/** Runs inside the caller's transaction, so a failing migration leaves the database as it was. */
export function migrate(db: Db, migrations: readonly Migration[], now: Date): Migration[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`)
  // Every migration not recorded yet, not only those above the highest recorded: two branches may add migrations
  // in parallel (007 and 008), and a database that got 008 first must still get 007 once both are merged.
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[])
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  const pending = [...migrations]
    .filter((migration) => !applied.has(migration.version))
    .sort((a, b) => a.version - b.version)
  for (const migration of pending) {
    db.exec(migration.sql)
    record.run(migration.version, migration.name, new Date().toISOString())
  }
  // After every table exists: a seed may fill rows that point into a later migration's tables.
  for (const migration of pending) migration.seed?.(db, now)
  return pending
}

import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../db/index'

const TABLES = [
  'especialidades',
  'tipos_orden',
  'convenios',
  'aranceles',
  'profesionales',
  'edificios',
  'calendarios',
  'calendario_horarios',
  'medicos_referencia',
  'turnos_tomados',
]

const dirs: string[] = []
function seeded(now: string): Db {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agenda-medica-seed-'))
  dirs.push(dir)
  return openDatabase(dir, { now: new Date(now) })
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const dump = (db: Db) =>
  Object.fromEntries(TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()]))

describe('the medical agenda seed', () => {
  it('is deterministic for a given now, and dates the taken slots from it', () => {
    const [a, b, later] = [
      seeded('2026-11-20T12:00:00Z'),
      seeded('2026-11-20T12:00:00Z'),
      seeded('2026-12-01T12:00:00Z'),
    ]
    try {
      const first = dump(a)
      expect(first).toEqual(dump(b))
      expect(Object.values(first).every((rows) => rows.length > 0)).toBe(true)
      const range = (db: Db) => db.prepare('SELECT MIN(fecha), MAX(fecha) FROM turnos_tomados').raw().get()
      // Two weeks of partly taken slots, three of Dermatología's fully taken ones, from the Montevideo date of now.
      expect(range(a)).toEqual(['2026-11-20', '2026-12-10'])
      expect(range(later)).toEqual(['2026-12-01', '2026-12-21'])
      expect(dump(later).calendarios).toEqual(first.calendarios)
    } finally {
      for (const db of [a, b, later]) db.close()
    }
  })
})

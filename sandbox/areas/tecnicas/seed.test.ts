import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../db/index'

const TABLES = ['coordinaciones', 'coordinacion_estudios', 'pases_terceros']

const dirs: string[] = []
function seeded(now: string): Db {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tecnicas-seed-'))
  dirs.push(dir)
  return openDatabase(dir, { now: new Date(now) })
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const dump = (db: Db) =>
  Object.fromEntries(TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()]))

describe('the techniques seed', () => {
  it('is deterministic for a given now, and dates every row from it', () => {
    const [a, b, later] = [
      seeded('2026-11-20T12:00:00Z'),
      seeded('2026-11-20T12:00:00Z'),
      seeded('2026-11-30T12:00:00Z'),
    ]
    try {
      expect(dump(a)).toEqual(dump(b))
      const dates = (db: Db) => [
        db.prepare('SELECT fecha FROM coordinaciones ORDER BY id').pluck().all(),
        db.prepare('SELECT fecha_emision FROM pases_terceros ORDER BY id').pluck().all(),
      ]
      expect(dates(a)).toEqual([
        [
          '2026-11-23',
          '2026-11-26',
          '2026-12-05',
          '2026-11-19',
          '2026-11-29',
          '2026-11-24',
          '2026-11-27',
          '2026-11-20',
          '2026-11-25',
        ],
        ['2026-11-10', '2026-11-17', '2026-10-11', '2026-11-15'],
      ])
      expect(dates(later)[1]).toEqual(['2026-11-20', '2026-11-27', '2026-10-21', '2026-11-25'])
    } finally {
      for (const db of [a, b, later]) db.close()
    }
  })
})

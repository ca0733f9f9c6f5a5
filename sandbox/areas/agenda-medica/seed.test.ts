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

  it("holds the slots of the personas' upcoming appointments (E48) for them, on their calendars' days", () => {
    const db = seeded('2026-11-20T12:00:00Z')
    try {
      const held = db
        .prepare(
          `SELECT a.ci, t.nro_calendario, t.fecha, t.nro_orden, t.hora FROM turnos_tomados t
           JOIN afiliados a ON a.id = t.afiliado_id ORDER BY t.fecha`,
        )
        .all()
      // Ana's Monday 09:30 with Laura Méndez, her Tuesday 16:00 with Martín Silva, Bruno's Wednesday 11:20 with
      // Sofía Rodríguez; her past visit holds nothing.
      expect(held).toEqual([
        { ci: '12345672', nro_calendario: 1001, fecha: '2026-11-23', nro_orden: 7, hora: '09:30' },
        { ci: '23456783', nro_calendario: 5001, fecha: '2026-11-25', nro_orden: 11, hora: '11:20' },
        { ci: '12345672', nro_calendario: 3001, fecha: '2026-12-01', nro_orden: 7, hora: '16:00' },
      ])
      const consultas = db.prepare('SELECT id, fecha_hora FROM consultas ORDER BY id').all()
      expect(consultas).toEqual([
        { id: 1, fecha_hora: '2026-11-23T09:30' },
        { id: 2, fecha_hora: '2026-12-01T16:00' },
        { id: 3, fecha_hora: '2026-11-02T10:00' },
        { id: 4, fecha_hora: '2026-11-25T11:20' },
      ])
    } finally {
      db.close()
    }
  })

  it('moves an appointment that would fall on a closed day to the next day of its calendar', () => {
    // Wednesday 23 December 2026: Ana's visit with Laura Méndez, two days ahead, would be on Christmas.
    const db = seeded('2026-12-23T12:00:00Z')
    try {
      expect(db.prepare('SELECT fecha_hora FROM consultas WHERE id = 1').pluck().get()).toBe('2026-12-28T09:30')
      const held = db.prepare('SELECT fecha FROM turnos_tomados WHERE afiliado_id IS NOT NULL ORDER BY fecha').pluck()
      expect(held.all()).not.toContain('2026-12-25')
    } finally {
      db.close()
    }
  })
})

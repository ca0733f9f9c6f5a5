import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { databaseFile, openDatabase, type Db } from '../../db/index'
import { TEST_NOW } from '../../test-support'
import { daySlots, matchesModalidad, parseComienzo } from './availability'
import {
  availability,
  firstAvailable,
  freeSlot,
  takeSlot,
  type AvailabilityQuery,
  type SlotKey,
  type TakeSlotResult,
} from './store'

// Friday 2026-11-20 09:00 in Montevideo. Calendar 3001 is Martín Silva's cardiology at Ciudad de la Costa on
// Tuesday and Thursday, 14:00-18:00 every 20 minutes; the seed took its slots 4, 8 and 12 on Tuesday 2026-11-24.
// Calendar 2003 is María José Varela's pediatrics on Wednesday, 09:00-12:00 every 30 minutes (six slots); the seed
// takes nothing beyond two weeks ahead.
const NOW = new Date(TEST_NOW)
const SILVA = 3001
const VARELA = 2003
const ANA_ID = 1
// A worker thread runs plain JavaScript: tsx's API loads the TypeScript taker in it.
const TAKER = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(
  new URL('./take-slot.worker.ts', import.meta.url).href,
)}, ${JSON.stringify(import.meta.url)}))`

let dir: string
let db: Db

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'agenda-medica-'))
  db = openDatabase(dir, { now: NOW })
})
// The seed's holds (the personas' appointments among them) were taken the day before TEST_NOW: they stay.
afterEach(() => {
  db.prepare('DELETE FROM turnos_tomados WHERE tomado_en >= ?').run(TEST_NOW)
})
afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const query = (over: Partial<AvailabilityQuery>): AvailabilityQuery => ({
  especialidadId: 3,
  profesionalId: null,
  filiales: null,
  modalidad: 'ANY',
  desde: '2026-11-20',
  hasta: '2026-11-20',
  ...over,
})

/** The free slots of a calendar on a day, as order number → start time. */
function freeOn(nroCalendario: number, especialidadId: number, fecha: string) {
  return availability(db, query({ especialidadId, desde: fecha, hasta: fecha }), NOW)
    .filter((t) => t.nro_calendario === nroCalendario)
    .map((t) => [t.nro_orden, t.comienzo.slice(11, 16)])
}

describe('daySlots', () => {
  it("numbers a day's slots from 1 in time order, across its blocks", () => {
    const slots = daySlots([
      { dia_semana: 2, desde: '15:00', hasta: '16:00', intervalo_minutos: 30 },
      { dia_semana: 2, desde: '08:00', hasta: '09:00', intervalo_minutos: 30 },
    ])
    expect(slots).toEqual([
      { nroOrden: 1, hora: '08:00' },
      { nroOrden: 2, hora: '08:30' },
      { nroOrden: 3, hora: '15:00' },
      { nroOrden: 4, hora: '15:30' },
    ])
    expect(daySlots([])).toEqual([])
  })
})

describe('parseComienzo', () => {
  it('reads HH:mm, a one-digit hour (A25) and seconds', () => {
    expect(parseComienzo('2025-03-05T09:05')).toEqual({ fecha: '2025-03-05', hora: '09:05' })
    expect(parseComienzo('2025-03-05T9:05')).toEqual({ fecha: '2025-03-05', hora: '09:05' })
    expect(parseComienzo('2025-03-05T14:30:00')).toEqual({ fecha: '2025-03-05', hora: '14:30' })
  })

  it('refuses what is not a real date and time', () => {
    for (const value of ['2026-02-30T10:00', '2026-11-24T24:00', '2026-11-24 10:00', '24-11-2026T10:00', '']) {
      expect(parseComienzo(value), value).toBeNull()
    }
  })
})

describe('matchesModalidad', () => {
  it('keeps every slot for ANY, telephone ones for REMOTE and in-person ones for PRESENCIAL', () => {
    expect([matchesModalidad('ANY', true), matchesModalidad('ANY', false)]).toEqual([true, true])
    expect([matchesModalidad('REMOTE', true), matchesModalidad('REMOTE', false)]).toEqual([true, false])
    expect([matchesModalidad('PRESENCIAL', true), matchesModalidad('PRESENCIAL', false)]).toEqual([false, true])
  })
})

describe("Uruguay's non-working holidays (lib/closed-days)", () => {
  const MEDICINA_GENERAL = 1
  // Laura Méndez's Medicina General, weekdays 08:00-12:00 every 15 minutes: 09:30 is slot 7.
  const MENDEZ = 1001

  it('have no slot of any calendar, telephone ones included, while the days around them have', () => {
    const window = query({ especialidadId: MEDICINA_GENERAL, desde: '2026-11-20', hasta: '2027-11-20' })
    const year = availability(db, window, NOW)
    expect(year.some((t) => t.es_telemedicina)).toBe(true)
    const days = new Set(year.map((t) => t.comienzo.slice(0, 10)))
    for (const fecha of ['2026-12-25', '2027-01-01', '2027-05-01', '2027-07-18', '2027-08-25']) {
      expect(days.has(fecha), fecha).toBe(false)
    }
    for (const fecha of ['2026-12-24', '2026-12-28', '2026-12-31', '2027-08-24', '2027-08-26']) {
      expect(days.has(fecha), fecha).toBe(true)
    }
  })

  it('are skipped by the first available date (E57)', () => {
    // Thursday 24 December 2026 at 20:00, after that day's last slot: Friday is closed, Saturday has slots.
    const first = firstAvailable(db, MEDICINA_GENERAL, new Date('2026-12-24T20:00:00-03:00'))
    expect(first?.comienzo).toBe('2026-12-26T08:00:00')
  })

  it('cannot be taken', () => {
    const at = (comienzo: string): SlotKey => ({ nroCalendario: MENDEZ, nroOrden: 7, comienzo })
    expect(takeSlot(db, at('2026-12-25T09:30'), ANA_ID, NOW)).toEqual({ ok: false, motivo: 'no-existe' })
    expect(takeSlot(db, at('2026-12-24T09:30'), ANA_ID, NOW).ok).toBe(true)
  })
})

describe('takeSlot and freeSlot', () => {
  const key = (nroOrden: number, comienzo: string, nroCalendario = SILVA): SlotKey => ({
    nroCalendario,
    nroOrden,
    comienzo,
  })

  it('takes a free slot, which then is no longer offered, and frees it again', () => {
    expect(freeOn(SILVA, 3, '2026-11-24').slice(0, 4)).toEqual([
      [1, '14:00'],
      [2, '14:20'],
      [3, '14:40'],
      [5, '15:20'],
    ])
    const taken = takeSlot(db, key(2, '2026-11-24T14:20'), ANA_ID, NOW)
    expect(taken).toEqual({
      ok: true,
      turno: {
        comienzo: '2026-11-24T14:20:00',
        nro_orden: 2,
        nro_calendario: SILVA,
        filial: 2,
        edificio: 3,
        profesional: 2,
        nombre: 'Martín',
        apellido: 'Silva',
        nombre_especialidad: 'Cardiología',
        es_telemedicina: false,
      },
    })
    expect(freeOn(SILVA, 3, '2026-11-24').slice(0, 3)).toEqual([
      [1, '14:00'],
      [3, '14:40'],
      [5, '15:20'],
    ])
    expect(
      db
        .prepare('SELECT afiliado_id FROM turnos_tomados WHERE nro_calendario = ? AND fecha = ? AND nro_orden = 2')
        .pluck()
        .get(SILVA, '2026-11-24'),
    ).toBe(ANA_ID)

    // Given its holder, only that member's hold is given back.
    expect(freeSlot(db, key(2, '2026-11-24T14:20:00'), 2)).toBe(false)
    expect(freeSlot(db, key(2, '2026-11-24T14:20:00'), ANA_ID)).toBe(true)
    expect(freeOn(SILVA, 3, '2026-11-24')[1]).toEqual([2, '14:20'])
    expect(freeSlot(db, key(2, '2026-11-24T14:20'))).toBe(false)
  })

  it("refuses a taken slot, the seed's or a member's", () => {
    expect(takeSlot(db, key(4, '2026-11-24T15:00'), ANA_ID, NOW)).toEqual({ ok: false, motivo: 'tomado' })
    expect(takeSlot(db, key(1, '2026-11-24T14:00'), ANA_ID, NOW).ok).toBe(true)
    expect(takeSlot(db, key(1, '2026-11-24T14:00:00'), 2, NOW)).toEqual({ ok: false, motivo: 'tomado' })
  })

  it('refuses a slot the calendar does not have, a past one and one beyond the 365 days', () => {
    const refused = { ok: false, motivo: 'no-existe' }
    // The start does not match the order number; Monday is not a day of this calendar; no such calendar.
    expect(takeSlot(db, key(2, '2026-11-24T14:00'), ANA_ID, NOW)).toEqual(refused)
    expect(takeSlot(db, key(1, '2026-11-23T14:00'), ANA_ID, NOW)).toEqual(refused)
    expect(takeSlot(db, key(1, '2026-11-24T14:00', 999999), ANA_ID, NOW)).toEqual(refused)
    expect(takeSlot(db, key(1, 'mañana'), ANA_ID, NOW)).toEqual(refused)
    // Thursday 2026-11-19 is past; on Tuesday 2026-11-24 at 14:00 its 14:00 slot has started.
    expect(takeSlot(db, key(1, '2026-11-19T14:00'), ANA_ID, NOW)).toEqual(refused)
    expect(takeSlot(db, key(1, '2026-11-24T14:00'), ANA_ID, new Date('2026-11-24T14:00:00-03:00'))).toEqual(refused)
    // 2027-11-18 (Thursday) is day 363 of the window, 2027-11-23 (Tuesday) day 368.
    expect(takeSlot(db, key(1, '2027-11-18T14:00'), ANA_ID, NOW).ok).toBe(true)
    expect(takeSlot(db, key(1, '2027-11-23T14:00'), ANA_ID, NOW)).toEqual(refused)
    const takenNow = 'SELECT COUNT(*) FROM turnos_tomados WHERE afiliado_id = ? AND tomado_en >= ?'
    expect(db.prepare(takenNow).pluck().get(ANA_ID, TEST_NOW)).toBe(1)
  })

  it("runs inside the caller's transaction: a reservation that fails gives the slot back", () => {
    expect(() =>
      db
        .transaction(() => {
          expect(takeSlot(db, key(3, '2026-11-24T14:40'), ANA_ID, NOW).ok).toBe(true)
          throw new Error('the reservation could not be saved')
        })
        .immediate(),
    ).toThrow('could not be saved')
    expect(freeOn(SILVA, 3, '2026-11-24')).toContainEqual([3, '14:40'])
  })

  it('gives the last slot of a day to exactly one of 20 concurrent takers, each on its own connection', async () => {
    const fecha = '2026-12-16'
    for (const [nroOrden, hora] of [
      [1, '09:00'],
      [2, '09:30'],
      [3, '10:00'],
      [4, '10:30'],
      [5, '11:00'],
    ] as const) {
      expect(takeSlot(db, key(nroOrden, `${fecha}T${hora}`, VARELA), ANA_ID, NOW).ok).toBe(true)
    }
    expect(freeOn(VARELA, 2, fecha)).toEqual([[6, '11:30']])

    const gate = new SharedArrayBuffer(4)
    const takers = Array.from({ length: 20 }, (_, i) => {
      const worker = new Worker(TAKER, {
        eval: true,
        workerData: {
          file: databaseFile(dir),
          key: key(6, `${fecha}T11:30`, VARELA),
          afiliadoId: i < 10 ? 1 : 2,
          now: TEST_NOW,
          gate,
        },
      })
      let onReady = () => {}
      const ready = new Promise<void>((resolve) => (onReady = resolve))
      const result = new Promise<TakeSlotResult>((resolve, reject) => {
        worker.on('message', (message: { ready?: true; result?: TakeSlotResult }) => {
          if (message.ready) onReady()
          if (message.result) resolve(message.result)
        })
        worker.on('error', reject)
      })
      return { ready, result }
    })
    await Promise.all(takers.map((t) => t.ready))
    Atomics.store(new Int32Array(gate), 0, 1)
    Atomics.notify(new Int32Array(gate), 0)
    const results = await Promise.all(takers.map((t) => t.result))

    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok)).toEqual(Array(19).fill({ ok: false, motivo: 'tomado' }))
    expect(freeOn(VARELA, 2, fecha)).toEqual([])
    expect(
      db
        .prepare('SELECT COUNT(*) FROM turnos_tomados WHERE nro_calendario = ? AND fecha = ?')
        .pluck()
        .get(VARELA, fecha),
    ).toBe(6)
  }, 60_000)
})

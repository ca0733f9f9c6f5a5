import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox, TEST_NOW, type TestSandbox } from '../../test-support'
import { minutosPorLlamado, type SucursalEnFila } from './store'

const ESTADO = '/api/fila-virtual/estado/'

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(async () => {
  await sandbox.close()
})
afterEach(async () => {
  await sandbox.sendJson('/sandbox/clock', 'PUT', { now: TEST_NOW })
})

/** The queue at a Montevideo time ('YYYY-MM-DDTHH:mm'). */
async function estadoAt(local: string): Promise<{ actualizado: string; sucursales: SucursalEnFila[] }> {
  expect((await sandbox.sendJson('/sandbox/clock', 'PUT', { now: `${local}:00-03:00` })).status).toBe(200)
  const res = await sandbox.api(ESTADO)
  expect(res.status).toBe(200)
  return (await res.json()) as { actualizado: string; sucursales: SucursalEnFila[] }
}

const sector = (sucursales: SucursalEnFila[], id: number) => sucursales.flatMap((s) => s.sectores).find((s) => s.id === id)

describe('GET /api/fila-virtual/estado/', () => {
  it('answers without a token every branch with its sectors, as the clock stands (Friday 09:00)', async () => {
    const { actualizado, sucursales } = await estadoAt('2026-11-20T09:00')
    expect(actualizado).toBe(TEST_NOW)
    expect(sucursales.map((s) => [s.id, s.descripcion, s.sectores.map((x) => x.id)])).toEqual([
      [1, 'Sede Central', [11, 12, 13]],
      [2, 'Filial Ciudad de la Costa', [21, 22]],
      [3, 'Filial Las Piedras', [31, 32]],
      [4, 'Filial Maldonado', [41, 42, 43]],
    ])
    // Farmacia opened at 07:00 and calls every 5 minutes: 24 calls done, the 25th called.
    expect(sector(sucursales, 11)).toEqual({
      id: 11,
      descripcion: 'Farmacia',
      abierto: true,
      numero_actual: 25,
      personas_esperando: 7,
      horario: { desde: '07:00', hasta: '21:00' },
    })
    // Ciudad de la Costa's pharmacy opens right now; its desk opens at 10:00.
    expect(sector(sucursales, 21)).toMatchObject({ abierto: true, numero_actual: 1 })
    expect(sector(sucursales, 22)).toEqual({
      id: 22,
      descripcion: 'Atención al socio',
      abierto: false,
      numero_actual: null,
      personas_esperando: 0,
      horario: { desde: '10:00', hasta: '19:00' },
    })
    // Las Piedras is not available: its sectors are closed within their hours.
    for (const id of [31, 32]) expect(sector(sucursales, id)).toMatchObject({ abierto: false, numero_actual: null, personas_esperando: 0 })
  })

  it('opens no sector on a closed day (Friday 25 December, 10:00), which the agendas do not book either', async () => {
    const { sucursales } = await estadoAt('2026-12-25T10:00')
    for (const s of sucursales.flatMap((branch) => branch.sectores)) {
      expect(s).toMatchObject({ abierto: false, numero_actual: null, personas_esperando: 0, horario: null })
    }
    // The day after, a Saturday, keeps its schedule: the pharmacy is open.
    expect(sector((await estadoAt('2026-12-26T10:00')).sucursales, 11)).toMatchObject({ abierto: true })
  })

  it('is the same for the same time, and calls one more number every sector pace as the clock moves', async () => {
    const first = await estadoAt('2026-11-20T10:00')
    expect(await estadoAt('2026-11-20T10:00')).toEqual(first)
    const later = await estadoAt('2026-11-20T10:30')
    // Opening hour of each sector on a weekday (migration 006), and the number called: 1 + whole paces since then.
    const opens: Record<number, number> = { 11: 7, 12: 8, 13: 7, 41: 8, 42: 8, 43: 8 }
    for (const [id, hour] of Object.entries(opens)) {
      const called = (minutes: number) => 1 + Math.floor(minutes / minutosPorLlamado(Number(id)))
      expect(sector(first.sucursales, Number(id))?.numero_actual, `sector ${id}`).toBe(called((10 - hour) * 60))
      expect(sector(later.sucursales, Number(id))?.numero_actual, `sector ${id}`).toBe(called((10 - hour) * 60 + 30))
    }
  })

  it('has more people waiting around midday than early, and none left to call at closing', async () => {
    const early = sector((await estadoAt('2026-11-20T07:10')).sucursales, 11)
    const midday = sector((await estadoAt('2026-11-20T11:30')).sucursales, 11)
    expect(midday?.personas_esperando).toBeGreaterThan(early?.personas_esperando ?? Infinity)
    // One minute before the 11:00 close of the lab: too little time for another call, so nobody waits.
    expect(sector((await estadoAt('2026-11-20T10:59')).sucursales, 13)).toMatchObject({ abierto: true, personas_esperando: 0 })
    expect(sector((await estadoAt('2026-11-20T11:00')).sucursales, 13)).toMatchObject({ abierto: false, numero_actual: null })
  })

  it('keeps the weekday hours: short on Saturday, every sector closed with no hours on Sunday', async () => {
    const saturday = await estadoAt('2026-11-21T10:30')
    expect(sector(saturday.sucursales, 11)).toMatchObject({ abierto: true, horario: { desde: '08:00', hasta: '12:00' } })
    expect(sector(saturday.sucursales, 12)).toMatchObject({ abierto: false, horario: null })
    const sunday = await estadoAt('2026-11-22T10:30')
    for (const s of sunday.sucursales.flatMap((x) => x.sectores)) {
      expect(s).toMatchObject({ abierto: false, numero_actual: null, personas_esperando: 0, horario: null })
    }
  })
})

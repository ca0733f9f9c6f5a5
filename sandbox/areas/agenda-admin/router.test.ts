import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox, TEST_NOW, type TestSandbox } from '../../test-support'

// The clock stands at TEST_NOW, Friday 2026-11-20 09:00 in Montevideo. The seed then books every place of
// Ciudad de la Costa / Farmacia / Fila general (2/21/211, one place per slot, 09:00-11:30) on Monday 2026-11-23
// for Hugo and Carla, and Ana holds 1/11/111 on 2026-11-25 10:30, 1/12/121 on 2026-12-02 15:00 and a cancelled
// 4/41/411 on 2026-11-27 09:00.
const ANA = '12345672'
const BRUNO = '23456783'
const CARLA = '34567894'
const DIEGO = '45678905'
const HUGO = '98765438'
const FULL_DAY = '2026-11-23'
const FREE_DAY = '2026-11-24'
const COSTA_FARMACIA = { sucursal: 2, sector: 21, fila: 211 }
const BOOKING_PATH = '/api/reservas/reserva-farmacia/'
const CANCEL_PATH = '/api/agenda/cancel-administrative-reservation/'

const SLOT_FULL = { data: { error: 'No quedan lugares disponibles en el horario seleccionado. Elija otro horario.' } }
const HAS_APPOINTMENT = { data: { error: 'Usted ya tiene agenda para el día seleccionado. Seleccione otro.' } }
const DAY_UNAVAILABLE = { data: { error: 'El día seleccionado no tiene horas disponibles. Seleccione otro.' } }
const NO_SUCH_HOUR = { data: { error: 'El horario seleccionado no existe o ya pasó. Elija otro horario.' } }
const NO_SUCH_COMBINATION = { detail: 'No existe esa combinación de sucursal, sector y fila' }

let sandbox: TestSandbox
let seededReservas: Array<Record<string, unknown>>

beforeAll(async () => {
  sandbox = await startTestSandbox()
  seededReservas = sandbox.db.prepare('SELECT * FROM reservas_administrativas ORDER BY id').all() as Array<
    Record<string, unknown>
  >
})

afterEach(async () => {
  await setClock(TEST_NOW)
  // Back to the seeded reservations, so new ones get the same ids in every test.
  sandbox.db.transaction(() => {
    sandbox.db.prepare('DELETE FROM reservas_administrativas').run()
    sandbox.db.prepare('DELETE FROM idempotencia').run()
    sandbox.db.prepare('DELETE FROM afiliados WHERE id > 100').run()
    const insert = sandbox.db.prepare(
      `INSERT INTO reservas_administrativas VALUES (@id, @afiliado_ci, @sucursal_id, @sector_id, @fila_id, @fecha,
         @hora, @numero_llamado, @id_tramite, @estado, @creada_en)`,
    )
    for (const row of seededReservas) insert.run(row)
  })()
})

afterAll(async () => {
  await sandbox.close()
})

function setClock(now: string) {
  return sandbox.sendJson('/sandbox/clock', 'PUT', { now })
}

/** Arranges a reservation of a Ciudad de la Costa / Farmacia place straight in the database, without the API's rules. */
function takeCostaFarmaciaPlace(ci: string, fecha: string, hora: string) {
  sandbox.db
    .prepare(
      `INSERT INTO reservas_administrativas (afiliado_ci, sucursal_id, sector_id, fila_id, fecha, hora, estado, creada_en)
       VALUES (?, 2, 21, 211, ?, ?, 'reserved', '2026-11-20T12:00:00.000Z')`,
    )
    .run(ci, fecha, hora)
}

async function get(pathname: string): Promise<{ status: number; body: unknown }> {
  const res = await sandbox.api(pathname)
  return { status: res.status, body: await res.json() }
}

async function body<T>(pathname: string): Promise<T> {
  const { status, body } = await get(pathname)
  expect(status, pathname).toBe(200)
  return body as T
}

interface Dia {
  fecha: string
  idEstado: number
}
interface Hora {
  hora: string
  disponibles: number
  horaInicio: string
}

function calendar(c: { sucursal: number; sector: number; fila: number }, month: number, year: number) {
  return body<{ dias: Dia[] }>(
    `/api/agenda/get-calendar?idSucursal=${c.sucursal}&idSector=${c.sector}&idFila=${c.fila}&month=${month}&year=${year}`,
  )
}

async function states(c: { sucursal: number; sector: number; fila: number }, month: number, year: number) {
  const { dias } = await calendar(c, month, year)
  return Object.fromEntries(dias.map((d) => [d.fecha, d.idEstado]))
}

async function hours(c: { sucursal: number; sector: number; fila: number }, fecha: string): Promise<Hora[]> {
  const [year, month, day] = fecha.split('-').map(Number)
  const query = `idSucursal=${c.sucursal}&idSector=${c.sector}&idFila=${c.fila}&month=${month}&year=${year}&day=${day}`
  return (await body<{ horas: Hora[] }>(`/api/agenda/get-calendar-day?${query}`)).horas
}

async function placesLeft(c: { sucursal: number; sector: number; fila: number }, fecha: string) {
  return Object.fromEntries((await hours(c, fecha)).map((h) => [h.horaInicio, h.disponibles]))
}

function book(reserva: Record<string, unknown>, headers: Record<string, string> = {}) {
  return sandbox.sendJson(BOOKING_PATH, 'POST', reserva, headers)
}

async function bookAnswer(reserva: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await book(reserva, headers)
  return { status: res.status, body: await res.json() }
}

const reservaOf = (afiliado: string, dia: string, hora: string, c = COSTA_FARMACIA) => ({ afiliado, dia, hora, ...c })

/** The affiliate's upcoming reservations, from GET /api/agenda/fetch-admin-appointments. */
async function adminAppointments(ci: string): Promise<Array<Record<string, unknown>>> {
  const token = await sandbox.login(ci)
  const res = await sandbox.getWithToken('/api/agenda/fetch-admin-appointments', token)
  return (await res.json()) as Array<Record<string, unknown>>
}

async function cancel(ci: string, reservationId: unknown): Promise<{ status: number; body: unknown }> {
  const token = await sandbox.login(ci)
  const res = await sandbox.sendJson(CANCEL_PATH, 'POST', { reservationId }, { authorization: `Bearer ${token}` })
  return { status: res.status, body: await res.json() }
}

function estado(id: number) {
  return sandbox.db.prepare('SELECT estado FROM reservas_administrativas WHERE id = ?').pluck().get(id)
}

function countAt(fecha: string, hora: string, filaId = 211) {
  return sandbox.db
    .prepare(
      "SELECT COUNT(*) FROM reservas_administrativas WHERE fila_id = ? AND fecha = ? AND hora = ? AND estado <> 'cancelled'",
    )
    .pluck()
    .get(filaId, fecha, hora)
}

describe('GET /api/agenda/get-branches', () => {
  const ids = (branches: Array<{ id: number; sectors: Array<{ id: number; rows: Array<{ id: number }> }> }>) =>
    branches.map((b) => [b.id, b.sectors.map((s) => [s.id, s.rows.map((r) => r.id)])])

  it('lists every branch, the unavailable one too, with its sectors and rows', async () => {
    const branches = await body<Parameters<typeof ids>[0]>('/api/agenda/get-branches')
    expect(branches[1]).toEqual({
      id: 2,
      description: 'Filial Ciudad de la Costa',
      sectors: [
        { id: 21, description: 'Farmacia', rows: [{ id: 211, description: 'Fila general' }] },
        {
          id: 22,
          description: 'Atención al socio',
          rows: [
            { id: 221, description: 'Fila general' },
            { id: 222, description: 'Fila preferencial' },
          ],
        },
      ],
    })
    expect(ids(branches)).toEqual([
      [
        1,
        [
          [11, [111, 112]],
          [12, [121, 122]],
          [13, [131]],
        ],
      ],
      [
        2,
        [
          [21, [211]],
          [22, [221, 222]],
        ],
      ],
      [
        3,
        [
          [31, [311]],
          [32, [321]],
        ],
      ],
      [
        4,
        [
          [41, [411, 412]],
          [42, [421]],
          [43, [431]],
        ],
      ],
    ])
    expect(await body('/api/agenda/get-branches?excluirNoPermitidas=false')).toEqual(branches)
  })

  it('removes the not-allowed rows on request, and the sectors and branches they leave empty', async () => {
    const branches = await body<Parameters<typeof ids>[0]>('/api/agenda/get-branches?excluirNoPermitidas=true')
    expect(ids(branches)).toEqual([
      [
        1,
        [
          [11, [111]],
          [12, [121, 122]],
          [13, [131]],
        ],
      ],
      [
        2,
        [
          [21, [211]],
          [22, [221, 222]],
        ],
      ],
      [
        3,
        [
          [31, [311]],
          [32, [321]],
        ],
      ],
    ])
  })

  it('refuses a flag that is not true or false', async () => {
    expect(await get('/api/agenda/get-branches?excluirNoPermitidas=si')).toEqual({
      status: 400,
      body: { detail: 'excluirNoPermitidas: debe ser true o false' },
    })
  })
})

describe('GET /api/reservas/combinaciones-no-permitidas', () => {
  it('lists the triples that cannot be booked', async () => {
    expect(await body('/api/reservas/combinaciones-no-permitidas')).toEqual([
      { id_sucursal: 1, id_sector: 11, id_fila: 112 },
      { id_sucursal: 4, id_sector: 41, id_fila: 411 },
      { id_sucursal: 4, id_sector: 41, id_fila: 412 },
      { id_sucursal: 4, id_sector: 42, id_fila: 421 },
      { id_sucursal: 4, id_sector: 43, id_fila: 431 },
    ])
  })
})

describe('GET /api/agenda/branch-status', () => {
  it('says whether the branch takes bookings', async () => {
    expect(await body('/api/agenda/branch-status?branchId=1')).toEqual({ branchId: 1, disponible: true })
    expect(await body('/api/agenda/branch-status?branchId=3')).toEqual({ branchId: 3, disponible: false })
  })

  it('answers 404 for an unknown branch and 400 without a numeric id', async () => {
    expect(await get('/api/agenda/branch-status?branchId=99')).toEqual({
      status: 404,
      body: { detail: 'No existe la sucursal' },
    })
    expect(await get('/api/agenda/branch-status')).toEqual({
      status: 400,
      body: { detail: 'branchId: es obligatorio' },
    })
    expect((await get('/api/agenda/branch-status?branchId=uno')).status).toBe(400)
    expect((await get('/api/agenda/branch-status?branchId=1&branchId=2')).status).toBe(400)
  })
})

describe('GET /api/agenda/get-calendar', () => {
  it('gives every day of the month a state: past 3, today 1, weekend 3, the full day 2, free days 1', async () => {
    const { dias } = await calendar(COSTA_FARMACIA, 11, 2026)
    expect(dias).toHaveLength(30)
    expect(dias[0]).toEqual({ fecha: '2026-11-01', idEstado: 3 })
    const byDate = Object.fromEntries(dias.map((d) => [d.fecha, d.idEstado]))
    for (let day = 1; day <= 19; day++) expect(byDate[`2026-11-${String(day).padStart(2, '0')}`]).toBe(3)
    expect(dias.slice(19).map((d) => d.idEstado)).toEqual([1, 3, 3, 2, 1, 1, 1, 1, 3, 3, 1])
  })

  it('opens Saturdays where there is a schedule and stops 365 days after today', async () => {
    // 2027-11-20, a Saturday, is the last bookable day; Sede Central's pharmacy opens on Saturday mornings.
    const sede = await states({ sucursal: 1, sector: 11, fila: 111 }, 11, 2027)
    expect([sede['2027-11-19'], sede['2027-11-20'], sede['2027-11-21'], sede['2027-11-22']]).toEqual([1, 1, 3, 3])
    const costa = await states(COSTA_FARMACIA, 11, 2027)
    expect([costa['2027-11-19'], costa['2027-11-20'], costa['2027-11-22']]).toEqual([1, 3, 3])
  })

  it("marks Uruguay's non-working holidays 3, without hours, on weekdays the row opens", async () => {
    // Sede Central's pharmacy opens Monday to Saturday; 18 July 2027 is a Sunday.
    const sede = { sucursal: 1, sector: 11, fila: 111 }
    const expected: Record<string, number> = {
      '2026-12-24': 1,
      '2026-12-25': 3,
      '2026-12-26': 1,
      '2026-12-31': 1,
      '2027-01-01': 3,
      '2027-01-02': 1,
      '2027-04-24': 1,
      '2027-05-01': 3,
      '2027-07-17': 1,
      '2027-07-18': 3,
      '2027-08-24': 1,
      '2027-08-25': 3,
      '2027-08-26': 1,
    }
    const byDate: Record<string, number> = {}
    for (const [month, year] of [[12, 2026], [1, 2027], [4, 2027], [5, 2027], [7, 2027], [8, 2027]] as const) {
      Object.assign(byDate, await states(sede, month, year))
    }
    expect(Object.fromEntries(Object.keys(expected).map((fecha) => [fecha, byDate[fecha]]))).toEqual(expected)
    for (const fecha of ['2026-12-25', '2027-01-01', '2027-05-01', '2027-08-25']) {
      expect(await hours(sede, fecha), fecha).toEqual([])
    }
  })

  it('turns today to 2 when the places left are taken, and to 3 once the last slot has started', async () => {
    takeCostaFarmaciaPlace(BRUNO, FREE_DAY, '11:30:00')
    await setClock(`${FREE_DAY}T11:00:00-03:00`)
    expect((await states(COSTA_FARMACIA, 11, 2026))[FREE_DAY]).toBe(2)
    await setClock(`${FREE_DAY}T10:59:59-03:00`)
    expect((await states(COSTA_FARMACIA, 11, 2026))[FREE_DAY]).toBe(1)
    await setClock(`${FREE_DAY}T11:30:00-03:00`)
    expect((await states(COSTA_FARMACIA, 11, 2026))[FREE_DAY]).toBe(3)
  })

  it('marks every day 3 in an unavailable branch and for a not-allowed row', async () => {
    for (const c of [
      { sucursal: 3, sector: 31, fila: 311 },
      { sucursal: 1, sector: 11, fila: 112 },
      { sucursal: 4, sector: 41, fila: 411 },
    ]) {
      const { dias } = await calendar(c, 12, 2026)
      expect(dias).toHaveLength(31)
      expect(new Set(dias.map((d) => d.idEstado)), JSON.stringify(c)).toEqual(new Set([3]))
    }
    expect((await states({ sucursal: 1, sector: 11, fila: 111 }, 12, 2026))['2026-12-01']).toBe(1)
  })

  it('answers 404 for a row outside that sector or a sector outside that branch', async () => {
    for (const query of [
      'idSucursal=1&idSector=21&idFila=211',
      'idSucursal=1&idSector=11&idFila=211',
      'idSucursal=9&idSector=91&idFila=911',
    ]) {
      expect(await get(`/api/agenda/get-calendar?${query}&month=11&year=2026`)).toEqual({
        status: 404,
        body: NO_SUCH_COMBINATION,
      })
    }
  })

  it('answers 400 for a bad month or year or a missing id', async () => {
    const base = '/api/agenda/get-calendar?idSucursal=2&idSector=21'
    expect(await get(`${base}&idFila=211&month=13&year=2026`)).toEqual({
      status: 400,
      body: { detail: 'month: debe ser un mes del 1 al 12' },
    })
    expect((await get(`${base}&idFila=211&month=0&year=2026`)).status).toBe(400)
    expect((await get(`${base}&idFila=211&month=11&year=26`)).status).toBe(400)
    expect(await get(`${base}&month=11&year=2026`)).toEqual({ status: 400, body: { detail: 'idFila: es obligatorio' } })
  })
})

describe('GET /api/agenda/get-calendar-day', () => {
  it('lists every slot of the day with the places left', async () => {
    expect(await hours(COSTA_FARMACIA, FREE_DAY)).toEqual(
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((start) => ({
        hora: `${start}:00`,
        disponibles: 1,
        horaInicio: start,
      })),
    )
    const atencion = await hours({ sucursal: 1, sector: 12, fila: 121 }, '2026-12-02')
    expect(atencion).toHaveLength(27)
    expect([atencion[0]?.hora, atencion[26]?.hora]).toEqual(['08:00:00', '16:40:00'])
    // Ana's confirmed reservation takes one of the two places at 15:00.
    expect(atencion.filter((h) => h.disponibles !== 2)).toEqual([
      { hora: '15:00:00', disponibles: 1, horaInicio: '15:00' },
    ])
  })

  it('accepts the wizard parameter names diaListar, mesListar and anioListar', async () => {
    const query = 'idSucursal=2&idSector=21&idFila=211&diaListar=24&mesListar=11&anioListar=2026'
    expect((await body<{ horas: Hora[] }>(`/api/agenda/get-calendar-day?${query}`)).horas).toEqual(
      await hours(COSTA_FARMACIA, FREE_DAY),
    )
  })

  it('shows 0 for every slot of the full day and leaves out the slots of today that already started', async () => {
    expect(Object.values(await placesLeft(COSTA_FARMACIA, FULL_DAY))).toEqual([0, 0, 0, 0, 0, 0])
    expect(Object.keys(await placesLeft(COSTA_FARMACIA, '2026-11-20'))).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ])
  })

  it('follows the weekday schedule: Saturday mornings at Sede Central, nothing on Sunday', async () => {
    expect(Object.keys(await placesLeft({ sucursal: 1, sector: 11, fila: 111 }, '2026-11-21'))).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ])
    expect(await hours(COSTA_FARMACIA, '2026-11-21')).toEqual([])
    expect(await hours({ sucursal: 1, sector: 11, fila: 111 }, '2026-11-22')).toEqual([])
  })

  it('has no hours in an unavailable branch or a not-allowed row', async () => {
    expect(await hours({ sucursal: 3, sector: 31, fila: 311 }, FREE_DAY)).toEqual([])
    expect(await hours({ sucursal: 1, sector: 11, fila: 112 }, FREE_DAY)).toEqual([])
  })

  it('answers 404 for an unknown combination and 400 for a day that does not exist', async () => {
    expect(
      await get('/api/agenda/get-calendar-day?idSucursal=2&idSector=22&idFila=211&month=11&year=2026&day=24'),
    ).toEqual({ status: 404, body: NO_SUCH_COMBINATION })
    expect(
      await get('/api/agenda/get-calendar-day?idSucursal=2&idSector=21&idFila=211&month=2&year=2027&day=29'),
    ).toEqual({ status: 400, body: { detail: 'day: no existe en ese mes' } })
    expect(
      (await get('/api/agenda/get-calendar-day?idSucursal=2&idSector=21&idFila=211&month=2&year=2027')).status,
    ).toBe(400)
  })
})

describe('GET /api/agenda/have-day-agenda', () => {
  const has = async (ci: string, sucursal: number, sector: number, fecha: string) => {
    const [anio, mes, dia] = fecha.split('-').map(Number)
    const query = `idCliente=${ci}&idSucursal=${sucursal}&idSector=${sector}&anio=${anio}&mes=${mes}&dia=${dia}`
    return (await body<{ TieneAgendaParaElDiaResult: boolean }>(`/api/agenda/have-day-agenda?${query}`))
      .TieneAgendaParaElDiaResult
  }

  it('is true only for a reservation of that cédula that day in that branch and sector, not cancelled', async () => {
    expect(await has(HUGO, 2, 21, FULL_DAY)).toBe(true)
    expect(await has(CARLA, 2, 21, FULL_DAY)).toBe(true)
    expect(await has(HUGO, 2, 22, FULL_DAY)).toBe(false)
    expect(await has(HUGO, 2, 21, FREE_DAY)).toBe(false)
    expect(await has(BRUNO, 2, 21, FULL_DAY)).toBe(false)
    expect(await has(ANA, 1, 12, '2026-12-02')).toBe(true)
    // Her reservation of 27 November in Maldonado was cancelled.
    expect(await has(ANA, 4, 41, '2026-11-27')).toBe(false)
  })

  it('answers 400 without the cédula or with an impossible date', async () => {
    expect(await get('/api/agenda/have-day-agenda?idSucursal=2&idSector=21&anio=2026&mes=11&dia=23')).toEqual({
      status: 400,
      body: { detail: 'idCliente: es obligatorio' },
    })
    expect(
      (await get(`/api/agenda/have-day-agenda?idCliente=${HUGO}&idSucursal=2&idSector=21&anio=2026&mes=11&dia=31`))
        .status,
    ).toBe(400)
  })
})

describe('POST /api/reservas/reserva-farmacia/', () => {
  it('books the slot: 201 with the call number and procedure, one place fewer, and in the list of the affiliate', async () => {
    expect(await bookAnswer(reservaOf(ANA, FREE_DAY, '10:00:00'))).toEqual({
      status: 201,
      body: {
        data: {
          id: 10,
          numeroLlamado: 'F-001',
          idTramite: 50239,
          fecha: FREE_DAY,
          hora: '10:00:00',
          sucursal: { id: 2, descripcion: 'Filial Ciudad de la Costa' },
          sector: { id: 21, descripcion: 'Farmacia' },
        },
      },
    })
    expect(estado(10)).toBe('reserved')
    expect((await placesLeft(COSTA_FARMACIA, FREE_DAY))['10:00']).toBe(0)

    const list = await adminAppointments(ANA)
    expect(list.map((r) => r.id)).toEqual([10, 1, 2])
    expect(list[0]).toMatchObject({
      description: 'Farmacia - Fila general',
      fechaReserva: `${FREE_DAY}T10:00:00`,
      fechaReservaFormatString: '24/11/2026 10:00',
      idTramite: 50239,
      numeroLlamado: 'F-001',
      status: 'reserved',
    })
  })

  it('numbers calls per branch, sector and day with the first letter of the sector', async () => {
    const numero = async (reserva: Record<string, unknown>) => {
      const { status, body } = await bookAnswer(reserva)
      expect(status, JSON.stringify(body)).toBe(201)
      const { numeroLlamado, idTramite } = (body as { data: { numeroLlamado: string; idTramite: number } }).data
      return { numeroLlamado, idTramite }
    }
    expect(await numero(reservaOf(ANA, FREE_DAY, '09:00:00'))).toEqual({ numeroLlamado: 'F-001', idTramite: 50239 })
    expect(await numero(reservaOf(BRUNO, FREE_DAY, '09:30:00'))).toEqual({ numeroLlamado: 'F-002', idTramite: 50240 })
    expect(await numero(reservaOf(ANA, FREE_DAY, '10:00:00', { sucursal: 2, sector: 22, fila: 222 }))).toMatchObject({
      numeroLlamado: 'A-001',
    })
    expect(await numero(reservaOf(BRUNO, FULL_DAY, '10:00:00', { sucursal: 1, sector: 13, fila: 131 }))).toMatchObject({
      numeroLlamado: 'L-001',
    })
    // The seeded full day already handed out F-001 to F-006 there.
    sandbox.db.prepare("UPDATE reservas_administrativas SET estado = 'cancelled' WHERE id = 4").run()
    expect(await numero(reservaOf(BRUNO, FULL_DAY, '09:00:00'))).toMatchObject({ numeroLlamado: 'F-007' })
  })

  it("takes 'HH:mm', a numeric cédula and string ids, and ignores a token", async () => {
    const res = await book(
      { afiliado: Number(BRUNO), dia: FREE_DAY, hora: '11:00', sucursal: '2', sector: '21', fila: '211' },
      { authorization: 'Bearer no-es-un-token' },
    )
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ data: { hora: '11:00:00', fecha: FREE_DAY } })
    expect(countAt(FREE_DAY, '11:00:00')).toBe(1)
  })

  it('refuses an unknown cédula with 400 and a penalised affiliate with 401', async () => {
    expect(await bookAnswer(reservaOf('11111111', FREE_DAY, '09:00:00'))).toEqual({
      status: 400,
      body: { data: { error: 'Datos inválidos. Por favor verifique los datos del afiliado.' } },
    })
    expect(await bookAnswer(reservaOf(DIEGO, FREE_DAY, '09:00:00'))).toEqual({
      status: 401,
      body: { detail: 'El afiliado se encuentra sancionado' },
    })
    expect(countAt(FREE_DAY, '09:00:00')).toBe(0)
  })

  it('refuses an unavailable branch, a not-allowed row and an unknown combination', async () => {
    expect(await bookAnswer(reservaOf(ANA, FREE_DAY, '09:00:00', { sucursal: 3, sector: 31, fila: 311 }))).toEqual({
      status: 409,
      body: { data: { error: 'La sucursal seleccionada no se encuentra disponible. Seleccione otra.' } },
    })
    expect(await bookAnswer(reservaOf(ANA, FREE_DAY, '09:00:00', { sucursal: 1, sector: 11, fila: 112 }))).toEqual({
      status: 409,
      body: { data: { error: 'La sucursal no da reservas para el sector y la fila seleccionados. Seleccione otros.' } },
    })
    expect(await bookAnswer(reservaOf(ANA, FREE_DAY, '09:00:00', { sucursal: 1, sector: 21, fila: 211 }))).toEqual({
      status: 400,
      body: { data: { error: 'La sucursal, el sector o la fila seleccionados no existen.' } },
    })
  })

  it('refuses a day that cannot be booked: Sunday, past, beyond 365 days, a holiday', async () => {
    for (const dia of ['2026-11-22', '2026-11-19', '2027-11-22', '2026-12-25']) {
      expect(await bookAnswer(reservaOf(ANA, dia, '09:00:00')), dia).toEqual({ status: 409, body: DAY_UNAVAILABLE })
    }
    expect((await bookAnswer(reservaOf(ANA, '2027-11-19', '09:00:00'))).status).toBe(201)
  })

  it('refuses an hour outside the schedule and a slot of today that already started', async () => {
    expect(await bookAnswer(reservaOf(ANA, FREE_DAY, '09:15:00'))).toEqual({ status: 409, body: NO_SUCH_HOUR })
    expect(await bookAnswer(reservaOf(ANA, FREE_DAY, '12:00:00'))).toEqual({ status: 409, body: NO_SUCH_HOUR })
    expect(await bookAnswer(reservaOf(ANA, '2026-11-20', '09:00:00'))).toEqual({ status: 409, body: NO_SUCH_HOUR })
    expect((await bookAnswer(reservaOf(ANA, '2026-11-20', '09:30:00'))).status).toBe(201)
  })

  it('refuses a second reservation the same day in the same sector, until the first is cancelled', async () => {
    expect((await bookAnswer(reservaOf(ANA, FREE_DAY, '09:00:00'))).status).toBe(201)
    expect(await bookAnswer(reservaOf(ANA, FREE_DAY, '10:00:00'))).toEqual({ status: 409, body: HAS_APPOINTMENT })
    // Another sector the same day is fine.
    expect(
      (await bookAnswer(reservaOf(ANA, FREE_DAY, '10:00:00', { sucursal: 2, sector: 22, fila: 221 }))).status,
    ).toBe(201)
    expect(await cancel(ANA, 10)).toEqual({ status: 200, body: { detail: 'Reserva cancelada' } })
    expect((await bookAnswer(reservaOf(ANA, FREE_DAY, '10:00:00'))).status).toBe(201)
  })

  it('refuses a full slot', async () => {
    expect(await bookAnswer(reservaOf(BRUNO, FULL_DAY, '09:00:00'))).toEqual({ status: 409, body: SLOT_FULL })
    expect(countAt(FULL_DAY, '09:00:00')).toBe(1)
  })

  it('answers 400 with data.error for a missing or malformed field', async () => {
    const { hora: _hora, ...withoutHora } = reservaOf(ANA, FREE_DAY, '09:00:00')
    expect(await bookAnswer(withoutHora)).toEqual({
      status: 400,
      body: { data: { error: 'Los datos de la reserva no son válidos (hora: es obligatorio).' } },
    })
    expect(await bookAnswer(reservaOf(ANA, '2027-02-29', '09:00:00'))).toEqual({
      status: 400,
      body: { data: { error: 'Los datos de la reserva no son válidos (dia: no es una fecha válida).' } },
    })
    expect((await bookAnswer({ ...reservaOf(ANA, FREE_DAY, '09:00:00'), fila: 0 })).status).toBe(400)
    expect((await bookAnswer(reservaOf(ANA, FREE_DAY, '9:00'))).status).toBe(400)
  })

  describe('with an Idempotency-Key', () => {
    it('answers a repeated request like the first, without booking twice', async () => {
      const headers = { 'Idempotency-Key': 'c6f1a1b2-0d55-4a1e-9a4e-2f7e5b0c1d01' }
      const first = await bookAnswer(reservaOf(ANA, FREE_DAY, '09:00:00'), headers)
      expect(first.status).toBe(201)
      expect(await bookAnswer(reservaOf(ANA, FREE_DAY, '09:00'), headers)).toEqual(first)
      expect(countAt(FREE_DAY, '09:00:00')).toBe(1)
      // Without the key the same request is a new attempt, refused by the one-per-day rule.
      expect(await bookAnswer(reservaOf(ANA, FREE_DAY, '09:00:00'))).toEqual({ status: 409, body: HAS_APPOINTMENT })
    })

    it('replays a refusal even after the place has been freed', async () => {
      const headers = { 'Idempotency-Key': 'intento-lleno-1' }
      expect(await bookAnswer(reservaOf(BRUNO, FULL_DAY, '09:00:00'), headers)).toEqual({
        status: 409,
        body: SLOT_FULL,
      })
      expect(await cancel(HUGO, 4)).toEqual({ status: 200, body: { detail: 'Reserva cancelada' } })
      expect(await bookAnswer(reservaOf(BRUNO, FULL_DAY, '09:00:00'), headers)).toEqual({
        status: 409,
        body: SLOT_FULL,
      })
      expect(
        (await bookAnswer(reservaOf(BRUNO, FULL_DAY, '09:00:00'), { 'Idempotency-Key': 'intento-2' })).status,
      ).toBe(201)
    })

    it('refuses a key reused for a different reservation, and a malformed key', async () => {
      const headers = { 'Idempotency-Key': 'clave-repetida' }
      expect((await bookAnswer(reservaOf(ANA, FREE_DAY, '09:00:00'), headers)).status).toBe(201)
      expect(await bookAnswer(reservaOf(BRUNO, FREE_DAY, '09:30:00'), headers)).toEqual({
        status: 422,
        body: { detail: 'La clave de idempotencia ya se usó con otros datos' },
      })
      expect(countAt(FREE_DAY, '09:30:00')).toBe(0)
      expect(await bookAnswer(reservaOf(BRUNO, FREE_DAY, '09:30:00'), { 'Idempotency-Key': 'x'.repeat(256) })).toEqual({
        status: 400,
        body: { detail: 'La cabecera Idempotency-Key debe tener de 1 a 255 caracteres visibles' },
      })
    })
  })

  it('gives the last place of a slot to exactly one of ten people booking at once', async () => {
    const insertAfiliado = sandbox.db.prepare(
      `INSERT INTO afiliados (id, ci, nombre, apellido, id_persona, fecha_nacimiento)
       VALUES (?, ?, 'Socio', ?, ?, '1990-01-01')`,
    )
    const cis = Array.from({ length: 10 }, (_, i) => String(40000001 + i))
    cis.forEach((ci, i) => insertAfiliado.run(101 + i, ci, `Prueba ${i + 1}`, 800101 + i))
    // Every other slot of the day is taken, so 11:00 is the last place of the day.
    for (const hora of ['09:00:00', '09:30:00', '10:00:00', '10:30:00', '11:30:00']) {
      takeCostaFarmaciaPlace(ANA, '2026-11-26', hora)
    }
    expect((await states(COSTA_FARMACIA, 11, 2026))['2026-11-26']).toBe(1)

    const answers = await Promise.all(cis.map((ci) => bookAnswer(reservaOf(ci, '2026-11-26', '11:00:00'))))

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409])
    expect(answers.filter((a) => a.status === 409).map((a) => a.body)).toEqual(Array(9).fill(SLOT_FULL))
    expect(countAt('2026-11-26', '11:00:00')).toBe(1)
    expect((await placesLeft(COSTA_FARMACIA, '2026-11-26'))['11:00']).toBe(0)
    expect((await states(COSTA_FARMACIA, 11, 2026))['2026-11-26']).toBe(2)
  })
})

describe('POST /api/agenda/cancel-administrative-reservation/', () => {
  it('cancels an own reservation and gives its place back', async () => {
    expect((await states(COSTA_FARMACIA, 11, 2026))[FULL_DAY]).toBe(2)
    expect(await cancel(HUGO, '6')).toEqual({ status: 200, body: { detail: 'Reserva cancelada' } })
    expect(estado(6)).toBe('cancelled')
    expect(await placesLeft(COSTA_FARMACIA, FULL_DAY)).toEqual({
      '09:00': 0,
      '09:30': 0,
      '10:00': 1,
      '10:30': 0,
      '11:00': 0,
      '11:30': 0,
    })
    expect((await states(COSTA_FARMACIA, 11, 2026))[FULL_DAY]).toBe(1)

    expect((await adminAppointments(HUGO)).map((r) => r.id)).toEqual([4, 8])
  })

  it('says so when the reservation was already cancelled', async () => {
    expect(await cancel(ANA, 3)).toEqual({ status: 409, body: { detail: 'La reserva ya estaba cancelada' } })
  })

  it("answers another affiliate's reservation like an unknown one", async () => {
    expect(await cancel(BRUNO, 1)).toEqual({ status: 404, body: { detail: 'No existe la reserva' } })
    expect(await cancel(ANA, 9999)).toEqual({ status: 404, body: { detail: 'No existe la reserva' } })
    expect(estado(1)).toBe('reserved')
  })

  it('refuses a reservation whose time has come', async () => {
    await setClock('2026-11-25T10:30:00-03:00')
    expect(await cancel(ANA, 1)).toEqual({ status: 409, body: { detail: 'La reserva ya pasó y no se puede cancelar' } })
    expect(estado(1)).toBe('reserved')
  })

  it('needs a token and a reservation id', async () => {
    const res = await sandbox.sendJson(CANCEL_PATH, 'POST', { reservationId: 1 })
    expect(res.status).toBe(401)
    expect(await cancel(ANA, undefined)).toEqual({
      status: 400,
      body: { detail: 'reservationId: debe ser un número entero positivo' },
    })
    expect((await cancel(ANA, 'uno')).status).toBe(400)
  })
})

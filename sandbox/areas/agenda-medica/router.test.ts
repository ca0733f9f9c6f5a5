import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox, TEST_NOW, type TestSandbox } from '../../test-support'

// The clock stands at TEST_NOW, Friday 2026-11-20 09:00 in Montevideo. Branches: 1 Sede Central, 2 Filial Ciudad de
// la Costa, 3 Filial Las Piedras, 4 Filial Maldonado. Cardiología (3) has Martín Silva at Ciudad de la Costa
// (calendar 3001, Tuesday and Thursday 14:00-18:00 every 20 minutes) and Fernando Olivera at Sede Central (3002 in
// person, Monday, Wednesday and Friday 08:00-12:00; 3003 by telephone, weekdays 12:00-13:00 every 10 minutes).
const ANA = '12345672'
const BRUNO = '23456783'
const AVAILABILITY = '/api/agenda/fetch-availability/'
const CARDIOLOGIA = 3

let sandbox: TestSandbox
const tokens: Record<string, string> = {}

beforeAll(async () => {
  sandbox = await startTestSandbox()
  for (const ci of [ANA, BRUNO]) tokens[ci] = await sandbox.login(ci)
})
afterEach(async () => {
  // What a test took (at TEST_NOW); the seed's holds, the personas' appointments among them, are a day older.
  sandbox.db.prepare('DELETE FROM turnos_tomados WHERE tomado_en >= ?').run(TEST_NOW)
  await sandbox.api('/sandbox/faults', { method: 'DELETE' })
})
afterAll(async () => {
  await sandbox.close()
})

async function get(pathname: string, ci = ANA): Promise<{ status: number; body: unknown }> {
  const res = await sandbox.getWithToken(pathname, tokens[ci] ?? '')
  return { status: res.status, body: await res.json() }
}

async function ok<T>(pathname: string, ci = ANA): Promise<T> {
  const { status, body } = await get(pathname, ci)
  expect(status, pathname).toBe(200)
  return body as T
}

interface Turno {
  comienzo: string
  nro_orden: number
  nro_calendario: number
  filial: number
  edificio: number
  profesional: number
  nombre: string
  apellido: string
  nombre_especialidad: string
  es_telemedicina: boolean
}

async function fetchAvailability(body: unknown, pathname = AVAILABILITY) {
  const res = await sandbox.sendJson(pathname, 'POST', body, { authorization: `Bearer ${tokens[ANA]}` })
  return { status: res.status, body: (await res.json()) as unknown }
}

async function slots(body: Record<string, unknown>): Promise<Turno[]> {
  const { status, body: answer } = await fetchAvailability(body)
  expect(status, JSON.stringify(answer)).toBe(200)
  return answer as Turno[]
}

const url = (profesional: number, especialidad: number, inicio: string, fin: string) =>
  `disponibilidad/${profesional}/${especialidad}/${inicio}/${fin}/`

describe('GET /api/agenda/specialities', () => {
  it('lists the specialties by name with their order types', async () => {
    const especialidades = await ok<Array<{ id: number; nombre: string; tiposOrden: unknown[] }>>(
      '/api/agenda/specialities',
    )
    expect(especialidades.length).toBeGreaterThanOrEqual(30)
    const nombres = especialidades.map((e) => e.nombre)
    expect(nombres).toEqual([...nombres].sort(new Intl.Collator('es').compare))
    expect(nombres).toEqual(expect.arrayContaining(['Cardiología', 'Pediatría', 'Medicina General', 'Ginecología']))
    expect(especialidades.every((e) => e.tiposOrden.length > 0)).toBe(true)
    expect(especialidades.find((e) => e.id === CARDIOLOGIA)).toEqual({
      id: CARDIOLOGIA,
      nombre: 'Cardiología',
      tiposOrden: [
        { id: 31, nombre: 'Consulta' },
        { id: 32, nombre: 'Control' },
        { id: 33, nombre: 'Resultados de estudios' },
      ],
    })
  })

  it('needs a token, as every call of the medical agenda does', async () => {
    for (const pathname of [
      '/api/agenda/specialities',
      '/api/agenda/professional-by-speciality?especialidad=1',
      '/api/agenda/subsidiaries-by-speciality-and-professional?especialidad=1',
      '/api/agenda/fetch-agreements/?calendarNumber=3001&orderNumber=1&orderType=31',
      '/api/agenda/building-by-id-and-subsidiary?subsidiaryId=2&buildingId=3',
      '/api/agenda/first_available-date-by-speciality?specialityId=3',
    ]) {
      expect((await sandbox.api(pathname)).status, pathname).toBe(401)
      expect((await sandbox.getWithToken(pathname, 'no.es.un-token')).status, pathname).toBe(401)
    }
  })
})

describe('GET /api/agenda/professional-by-speciality', () => {
  it("lists the specialty's professionals by surname, flagging the member's reference doctor", async () => {
    expect(await ok('/api/agenda/professional-by-speciality?especialidad=1')).toEqual([
      { id: 39, nombre: 'Tomás', apellido: 'Bermúdez', es_referencia: false },
      { id: 4, nombre: 'Gonzalo', apellido: 'Fernández', es_referencia: false },
      { id: 1, nombre: 'Laura', apellido: 'Méndez', es_referencia: true },
      { id: 5, nombre: 'Valeria', apellido: 'Pereira', es_referencia: false },
    ])
    const bruno = await ok<Array<{ id: number; es_referencia: boolean }>>(
      '/api/agenda/professional-by-speciality?especialidad=1',
      BRUNO,
    )
    expect(bruno.filter((p) => p.es_referencia).map((p) => p.id)).toEqual([4])
  })

  it("answers code '02' for the specialty whose doctors cannot be chosen", async () => {
    expect(await get('/api/agenda/professional-by-speciality?especialidad=33')).toEqual({
      status: 422,
      body: { codigo: '02', detail: 'La especialidad no permite elegir médico: reserve con Reserva rápida.' },
    })
  })

  it('answers [] without professionals, 404 for an unknown specialty, 400 without one', async () => {
    expect(await get('/api/agenda/professional-by-speciality?especialidad=34')).toEqual({ status: 200, body: [] })
    expect(await get('/api/agenda/professional-by-speciality?especialidad=999')).toEqual({
      status: 404,
      body: { detail: 'No existe la especialidad' },
    })
    expect(await get('/api/agenda/professional-by-speciality')).toEqual({
      status: 400,
      body: { detail: 'especialidad: es obligatorio' },
    })
    expect((await get('/api/agenda/professional-by-speciality?especialidad=uno')).status).toBe(400)
    expect((await get('/api/agenda/professional-by-speciality?especialidad=1&especialidad=2')).status).toBe(400)
  })

  it('gives a persona made like Ana her reference doctors', async () => {
    const res = await sandbox.sendJson('/sandbox/personas', 'POST', { like: ANA })
    const persona = (await res.json()) as { ci: string }
    tokens[persona.ci] = await sandbox.login(persona.ci)
    const profesionales = await ok<Array<{ id: number; es_referencia: boolean }>>(
      '/api/agenda/professional-by-speciality?especialidad=3',
      persona.ci,
    )
    expect(profesionales).toEqual([
      { id: 8, nombre: 'Fernando', apellido: 'Olivera', es_referencia: false },
      { id: 2, nombre: 'Martín', apellido: 'Silva', es_referencia: true },
    ])
  })
})

describe('GET /api/agenda/subsidiaries-by-speciality-and-professional', () => {
  const path = '/api/agenda/subsidiaries-by-speciality-and-professional'

  it("lists the branches of the specialty's calendars, or of one professional's", async () => {
    const both = [
      { id: 1, nombre: 'Sede Central' },
      { id: 2, nombre: 'Filial Ciudad de la Costa' },
    ]
    expect(await ok(`${path}?especialidad=3`)).toEqual(both)
    expect(await ok(`${path}?especialidad=3&profesional=0`)).toEqual(both)
    expect(await ok(`${path}?especialidad=3&profesional=2`)).toEqual([{ id: 2, nombre: 'Filial Ciudad de la Costa' }])
    expect(await ok(`${path}?especialidad=3&profesional=1`)).toEqual([])
    expect((await get(`${path}?especialidad=999`)).status).toBe(404)
    expect((await get(`${path}?especialidad=3&profesional=x`)).status).toBe(400)
  })
})

describe('POST /api/agenda/fetch-availability/', () => {
  it('answers the free slots with their fields, earliest first, none of them past or taken', async () => {
    const friday = await slots({ url: url(0, CARDIOLOGIA, '20-11-2026', '20-11-2026'), filial: '' })
    // Olivera's 08:00-09:00 slots have started; the seed took every fourth slot.
    expect(friday.slice(0, 2)).toEqual([
      {
        comienzo: '2026-11-20T09:20:00',
        nro_orden: 5,
        nro_calendario: 3002,
        filial: 1,
        edificio: 1,
        profesional: 8,
        nombre: 'Fernando',
        apellido: 'Olivera',
        nombre_especialidad: 'Cardiología',
        es_telemedicina: false,
      },
      expect.objectContaining({ comienzo: '2026-11-20T09:40:00', nro_orden: 6 }),
    ])
    const comienzos = friday.map((t) => t.comienzo)
    expect(comienzos).toEqual([...comienzos].sort())
    expect(comienzos.every((c) => c > '2026-11-20T09:00:00' && c < '2026-11-21')).toBe(true)
    expect(friday.some((t) => t.nro_orden === 8 && t.nro_calendario === 3002)).toBe(false)
    expect(friday.filter((t) => t.es_telemedicina).map((t) => t.comienzo.slice(11, 16))).toEqual([
      '12:00',
      '12:10',
      '12:20',
      '12:40',
      '12:50',
    ])
  })

  it('filters by professional, branch, date range and modality', async () => {
    const range = ['23-11-2026', '29-11-2026'] as const
    const all = await slots({ url: url(0, CARDIOLOGIA, ...range) })
    expect(new Set(all.map((t) => t.profesional))).toEqual(new Set([2, 8]))

    const silva = await slots({ url: url(2, CARDIOLOGIA, ...range) })
    expect(silva.length).toBeGreaterThan(0)
    expect(silva.every((t) => t.profesional === 2 && t.filial === 2)).toBe(true)
    expect(new Set(silva.map((t) => t.comienzo.slice(0, 10)))).toEqual(new Set(['2026-11-24', '2026-11-26']))

    const costa = await slots({ url: url(0, CARDIOLOGIA, ...range), filial: '2' })
    expect(costa).toEqual(silva)
    expect(await slots({ url: url(0, CARDIOLOGIA, ...range), filial: '3,4' })).toEqual([])
    expect(await slots({ url: url(0, CARDIOLOGIA, ...range), filial: '1, 2' })).toEqual(all)

    const remote = await slots({ url: url(0, CARDIOLOGIA, ...range), modalidad: 'REMOTE' })
    const presencial = await slots({ url: url(0, CARDIOLOGIA, ...range), modalidad: 'presencial' })
    expect(remote.length).toBeGreaterThan(0)
    expect(remote.every((t) => t.es_telemedicina && t.nro_calendario === 3003)).toBe(true)
    expect(presencial.every((t) => !t.es_telemedicina)).toBe(true)
    expect(remote.length + presencial.length).toBe(all.length)
    expect(await slots({ url: url(0, CARDIOLOGIA, ...range), modalidad: 'ANY' })).toEqual(all)

    const tuesday = await slots({ url: url(0, CARDIOLOGIA, '24-11-2026', '24-11-2026') })
    expect(tuesday.every((t) => t.comienzo.startsWith('2026-11-24'))).toBe(true)
    expect(tuesday).toEqual(all.filter((t) => t.comienzo.startsWith('2026-11-24')))
  })

  it('offers hundreds of slots of the busy specialty in two weeks, and 365 days of them', async () => {
    const twoWeeks = await slots({ url: url(0, 1, '23-11-2026', '06-12-2026') })
    expect(twoWeeks.length).toBeGreaterThan(300)
    const year = await slots({ url: url(2, CARDIOLOGIA, '20-11-2026', '20-11-2027') })
    expect(year.at(-1)?.comienzo.slice(0, 10)).toBe('2027-11-18')
    // Asked beyond the window or before today, the answer is clipped to it.
    expect(await slots({ url: url(2, CARDIOLOGIA, '01-01-2026', '31-12-2028') })).toEqual(year)
  })

  it('no longer offers a slot once taken, and offers it again once freed', async () => {
    const [first] = await slots({ url: url(2, CARDIOLOGIA, '24-11-2026', '24-11-2026') })
    expect(first).toMatchObject({ comienzo: '2026-11-24T14:00:00', nro_orden: 1 })
    sandbox.db
      .prepare(
        `INSERT INTO turnos_tomados (nro_calendario, fecha, nro_orden, hora, afiliado_id, tomado_en)
         VALUES (3001, '2026-11-24', 1, '14:00', 1, ?)`,
      )
      .run(TEST_NOW)
    const after = await slots({ url: url(2, CARDIOLOGIA, '24-11-2026', '24-11-2026') })
    expect(after[0]).toMatchObject({ comienzo: '2026-11-24T14:20:00', nro_orden: 2 })
  })

  it('takes the url after the path too, and a urlencoded body', async () => {
    const expected = await slots({ url: url(2, CARDIOLOGIA, '24-11-2026', '26-11-2026'), modalidad: 'PRESENCIAL' })
    const inPath = await fetchAvailability(
      { modalidad: 'PRESENCIAL' },
      `${AVAILABILITY}${url(2, CARDIOLOGIA, '24-11-2026', '26-11-2026')}`,
    )
    expect(inPath).toEqual({ status: 200, body: expected })
    const form = await sandbox.api(AVAILABILITY, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[ANA]}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ url: url(2, CARDIOLOGIA, '24-11-2026', '26-11-2026'), filial: '2' }),
    })
    expect(await form.json()).toEqual(expected)
  })

  it('refuses a malformed request with 400 and an unknown specialty with 404', async () => {
    const refusals: Array<[unknown, string]> = [
      [{}, 'url: es obligatoria'],
      [
        { url: 'disponibilidad/0/3/20-11-2026/' },
        'url: debe ser disponibilidad/{profesional}/{especialidad}/{inicio}/{fin}/',
      ],
      [{ url: url(0, 3, '2026-11-20', '21-11-2026') }, 'inicio: debe tener el formato DD-MM-AAAA'],
      [{ url: url(0, 3, '31-11-2026', '01-12-2026') }, 'inicio: no es una fecha válida'],
      [{ url: url(0, 3, '21-11-2026', '20-11-2026') }, 'fin: es anterior al inicio'],
      [{ url: 'disponibilidad/0/0/20-11-2026/21-11-2026/' }, 'especialidad: debe ser un número entero positivo'],
      [
        { url: url(0, 3, '20-11-2026', '21-11-2026'), filial: 'Sede' },
        'filial: debe ser una lista de ids separada por comas',
      ],
      [
        { url: url(0, 3, '20-11-2026', '21-11-2026'), modalidad: 'VIDEO' },
        'modalidad: debe ser ANY, REMOTE o PRESENCIAL',
      ],
      [{ url: 42 }, 'url: debe ser texto'],
      [[], 'body: debe ser un objeto'],
      [{ url: url(0, 3, '20-11-2026', '21-11-2026'), modalidad: 1 }, 'modalidad: debe ser ANY, REMOTE o PRESENCIAL'],
      [{ url: 'x'.repeat(201) }, 'url: es demasiado larga'],
    ]
    for (const [body, detail] of refusals) {
      expect(await fetchAvailability(body), JSON.stringify(body)).toEqual({ status: 400, body: { detail } })
    }
    expect(await fetchAvailability({ url: url(0, 999, '20-11-2026', '21-11-2026') })).toEqual({
      status: 404,
      body: { detail: 'No existe la especialidad' },
    })
    const broken = await sandbox.api(AVAILABILITY, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[ANA]}`, 'content-type': 'application/json' },
      body: '{"url":',
    })
    expect(broken.status).toBe(400)
  })

  it('needs a token', async () => {
    expect((await sandbox.sendJson(AVAILABILITY, 'POST', { url: url(0, 3, '20-11-2026', '21-11-2026') })).status).toBe(
      401,
    )
  })
})

describe('GET /api/agenda/fetch-agreements/', () => {
  const path = '/api/agenda/fetch-agreements/'

  it("lists the order type's agreements with their cost, zero or more", async () => {
    expect(await ok(`${path}?calendarNumber=3001&orderNumber=1&orderType=31`)).toEqual([
      { id: 1, nombre: 'Particular', costo: '1350.00' },
      { id: 2, nombre: 'FONASA', costo: '450.00' },
    ])
    expect(await ok(`${path}?calendarNumber=3001&orderNumber=1&orderType=33`)).toEqual([
      { id: 1, nombre: 'Particular', costo: '1350.00' },
      { id: 2, nombre: 'FONASA', costo: '0.00' },
    ])
    expect(await ok(`${path}?calendarNumber=1001&orderNumber=3&orderType=11`)).toEqual([
      { id: 1, nombre: 'Particular', costo: '540.00' },
      { id: 2, nombre: 'FONASA', costo: '180.00' },
    ])
  })

  it('refuses an order type of another specialty, an unknown calendar and missing numbers', async () => {
    const notThere = { status: 404, body: { detail: 'No existe ese tipo de orden en ese calendario' } }
    expect(await get(`${path}?calendarNumber=3001&orderNumber=1&orderType=11`)).toEqual(notThere)
    expect(await get(`${path}?calendarNumber=42&orderNumber=1&orderType=31`)).toEqual(notThere)
    expect(await get(`${path}?calendarNumber=3001&orderType=31`)).toEqual({
      status: 400,
      body: { detail: 'orderNumber: es obligatorio' },
    })
  })
})

describe('GET /api/agenda/building-by-id-and-subsidiary', () => {
  const path = '/api/agenda/building-by-id-and-subsidiary'

  it("answers the building's address when it is in that branch", async () => {
    expect(await ok(`${path}?subsidiaryId=2&buildingId=3`)).toEqual({
      id: 3,
      nombre: 'Policlínica Costa',
      direccion: 'Av. Giannattasio km 21.500, Ciudad de la Costa',
    })
    expect(await get(`${path}?subsidiaryId=1&buildingId=3`)).toEqual({
      status: 404,
      body: { detail: 'No existe ese edificio en esa filial' },
    })
    expect((await get(`${path}?subsidiaryId=1`)).status).toBe(400)
  })
})

describe('GET /api/agenda/first_available-date-by-speciality', () => {
  const path = '/api/agenda/first_available-date-by-speciality'

  it("answers the specialty's earliest free slot, null when it has none", async () => {
    expect(await ok(`${path}?specialityId=3`)).toEqual({ Fecha: '2026-11-20T09:20:00' })
    // Dermatología is fully booked for three weeks.
    expect(await ok(`${path}?specialityId=5`)).toEqual({ Fecha: '2026-12-11T08:00:00' })
    expect(await ok(`${path}?specialityId=34`)).toEqual({ Fecha: null })
    expect((await get(`${path}?specialityId=999`)).status).toBe(404)
    expect((await get(path)).status).toBe(400)
  })

  it('moves with the clock and with the slots taken', async () => {
    sandbox.db
      .prepare(
        `INSERT INTO turnos_tomados (nro_calendario, fecha, nro_orden, hora, afiliado_id, tomado_en)
         VALUES (3002, '2026-11-20', 5, '09:20', 1, ?)`,
      )
      .run(TEST_NOW)
    expect(await ok(`${path}?specialityId=3`)).toEqual({ Fecha: '2026-11-20T09:40:00' })
    try {
      await sandbox.sendJson('/sandbox/clock', 'PUT', { now: '2026-11-20T11:55:00-03:00' })
      tokens[ANA] = await sandbox.login(ANA)
      expect(await ok(`${path}?specialityId=3`)).toEqual({ Fecha: '2026-11-20T12:00:00' })
    } finally {
      await sandbox.sendJson('/sandbox/clock', 'PUT', { now: TEST_NOW })
      tokens[ANA] = await sandbox.login(ANA)
    }
  })
})

describe('faults', () => {
  it('can make any of these calls fail or answer garbage', async () => {
    await sandbox.sendJson('/sandbox/faults', 'POST', { path: '/api/agenda/specialities', status: 503, times: 1 })
    expect((await sandbox.getWithToken('/api/agenda/specialities', tokens[ANA] ?? '')).status).toBe(503)
    expect((await get('/api/agenda/specialities')).status).toBe(200)
    await sandbox.sendJson('/sandbox/faults', 'POST', { path: AVAILABILITY, body: 'no es JSON', times: 1 })
    const garbage = await sandbox.api(AVAILABILITY, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[ANA]}` },
    })
    expect(await garbage.text()).toBe('no es JSON')
  })
})

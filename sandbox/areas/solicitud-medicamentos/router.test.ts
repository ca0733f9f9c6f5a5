import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox, TEST_NOW, type TestSandbox } from '../../test-support'
import { catalogNames, matches, searchKey } from './catalog'

// The clock stands at TEST_NOW, Friday 2026-11-20 09:00 in Montevideo: urgent requests are allowed.
const ANA = '12345672'
const BRUNO = '23456783'
const CARLA = '34567894' // call centre, staff
const ELENA = '56789016' // active package, cancellable
const FEDERICO = '67890127' // active package, not cancellable
const BASE = '/api/solicitud-medicamentos'

let sandbox: TestSandbox
const tokens: Record<string, string> = {}

beforeAll(async () => {
  sandbox = await startTestSandbox()
  for (const ci of [ANA, BRUNO, CARLA]) tokens[ci] = await sandbox.login(ci)
})
afterAll(async () => {
  await sandbox.close()
})

const get = (ci: string, path: string) => sandbox.getWithToken(path, tokens[ci] ?? '')
const post = (ci: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  sandbox.sendJson(path, 'POST', body, { authorization: `Bearer ${tokens[ci]}`, ...headers })
const buscar = (ci: string, documento: string) => get(ci, `${BASE}/buscar_afiliado/?tipo_documento=1&documento=${documento}`)

describe('E75 buscar_afiliado', () => {
  it('answers the call centre an affiliate with an active cancellable package', async () => {
    const res = await buscar(CARLA, ELENA)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ envio_activo: true, puede_cancelar: true, PrimerNombre: 'Elena', esStaff: false })
  })
  it('tells a package that cannot be cancelled, staff, and no package', async () => {
    expect(await (await buscar(CARLA, FEDERICO)).json()).toMatchObject({ envio_activo: true, puede_cancelar: false })
    expect(await (await buscar(CARLA, CARLA)).json()).toMatchObject({ esStaff: true, envio_activo: false })
    expect(await (await buscar(CARLA, ANA)).json()).toMatchObject({ envio_activo: false, id_paquete: null, PrimerNombre: 'Ana' })
  })
  it('lets a member look up only herself', async () => {
    expect((await buscar(ANA, ANA)).status).toBe(200)
    expect((await buscar(ANA, BRUNO)).status).toBe(403)
  })
  it('answers an unknown affiliate with the invalid-data text, a bad query with 400', async () => {
    const res = await buscar(CARLA, '11111111')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ detail: 'Datos inválidos. Por favor verifique los datos del afiliado.' })
    expect((await get(CARLA, `${BASE}/buscar_afiliado/?tipo_documento=9&documento=1`)).status).toBe(400)
  })
  it('finds nobody by another document (type 2): the affiliates have a cédula only', async () => {
    const res = await get(CARLA, `${BASE}/buscar_afiliado/?tipo_documento=2&documento=${BRUNO}`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ detail: 'Datos inválidos. Por favor verifique los datos del afiliado.' })
  })
})

describe('E76 cancelar_paquete', () => {
  it('cancels a cancellable package once, refuses the other', async () => {
    const elena = (await (await buscar(CARLA, ELENA)).json()) as { id_paquete: number }
    const federico = (await (await buscar(CARLA, FEDERICO)).json()) as { id_paquete: number }
    expect((await post(ANA, `${BASE}/cancelar_paquete/`, { id_paquete: elena.id_paquete })).status).toBe(404)
    const res = await post(CARLA, `${BASE}/cancelar_paquete/`, { id_paquete: elena.id_paquete })
    expect(await res.json()).toEqual({ StatusOk: true })
    expect(await (await buscar(CARLA, ELENA)).json()).toMatchObject({ envio_activo: false })
    expect((await post(CARLA, `${BASE}/cancelar_paquete/`, { id_paquete: elena.id_paquete })).status).toBe(409)
    expect((await post(CARLA, `${BASE}/cancelar_paquete/`, { id_paquete: federico.id_paquete })).status).toBe(409)
    expect((await post(CARLA, `${BASE}/cancelar_paquete/`, { id_paquete: 'x' })).status).toBe(400)
  })
})

describe('lists', () => {
  it('E77 localities with DOMICILIO and PRESENCIAL; E78 shipping types; E82 payment per method', async () => {
    const localidades = (await (await get(ANA, `${BASE}/localidad_entrega/`)).json()) as Array<{ Nombre: string; FormasDeEnvio: unknown }>
    expect(localidades.find((l) => l.Nombre === 'Montevideo')?.FormasDeEnvio).toEqual([
      { Id: 1, Nombre: 'PRESENCIAL' },
      { Id: 2, Nombre: 'DOMICILIO' },
    ])
    expect(await (await get(ANA, `${BASE}/tipo_de_envio/`)).json()).toHaveLength(2)
    expect(await (await get(ANA, `${BASE}/forma_cobro/?forma_envio_id=2`)).json()).toEqual([
      { Id: 1, Nombre: 'Abitab' },
      { Id: 2, Nombre: 'RedPagos' },
      { Id: 4, Nombre: 'Pago en domicilio' },
    ])
    expect((await get(ANA, `${BASE}/forma_cobro/?forma_envio_id=99`)).status).toBe(404)
    expect((await get(ANA, `${BASE}/forma_cobro/`)).status).toBe(400)
  })
  it('E79 searches by prefix and by word, ignoring case and accents, capped', async () => {
    const names = async (q: string) =>
      ((await (await get(ANA, `${BASE}/medicamentos/?medicamento=${encodeURIComponent(q)}`)).json()) as Array<{ Nombre: string }>).map((m) => m.Nombre)
    expect(await names('enalapril 10')).toEqual(['Enalapril 10 mg comprimidos'])
    expect(await names('LOSARTAN')).toContain('Losartán 50 mg comprimidos')
    expect(await names('clavul')).toHaveLength(2)
    expect((await names('comp')).length).toBe(20)
    expect((await get(ANA, `${BASE}/medicamentos/?medicamento=a`)).status).toBe(400)
  })
  it('E81 allows urgent requests on a weekday morning', async () => {
    expect(await (await get(ANA, `${BASE}/permite_urgente/`)).json()).toMatchObject({ PermiteUrgente: true, Horarios: expect.any(String) })
  })
  it('matches words, not the middle of one', () => {
    expect(matches(searchKey('Ácido fólico 5 mg comprimidos'), 'folico')).toBe(true)
    expect(matches(searchKey('Enalapril 10 mg comprimidos'), 'lapril')).toBe(false)
  })
  it('splits the query at the marks it splits the name at: "/", "," and "+" too', () => {
    expect(matches(searchKey('Ibuprofeno 100 mg/5 ml suspensión oral'), 'Ibuprofeno 100 mg/5 ml suspensión oral')).toBe(true)
    expect(matches(searchKey('Alprazolam 0,5 mg comprimidos'), 'alprazolam 0,5')).toBe(true)
    expect(matches(searchKey('Alprazolam 0,25 mg comprimidos'), 'alprazolam 0,5')).toBe(false)
    expect(matches(searchKey('Amoxicilina + ácido clavulánico 875/125 mg comprimidos'), 'amoxicilina + acido 875/125')).toBe(true)
    expect(matches(searchKey('Enalapril 10 mg comprimidos'), '//')).toBe(false)
  })
  it('E79 gives back every name of the catalogue when asked for that very name (the portal checks the chosen one so)', async () => {
    const missing: string[] = []
    for (const name of catalogNames()) {
      const found = (await (await get(ANA, `${BASE}/medicamentos/?medicamento=${encodeURIComponent(name)}`)).json()) as Array<{ Nombre: string }>
      if (!found.some((medicine) => medicine.Nombre === name)) missing.push(name)
    }
    expect(missing).toEqual([])
  })
})

describe('E80 historial_medicamentos', () => {
  it("answers the signed-in member's requests in the range, newest first", async () => {
    const res = await post(ANA, `${BASE}/historial_medicamentos/`, { fechaDesde: '2025-11-20', fechaHasta: '2026-11-20' })
    const list = (await res.json()) as Array<{ Estado: string; FechaSolicitud: string; MedicamentosSolicitados: unknown[] }>
    expect(list.map((p) => p.Estado)).toEqual(['pendingPayment', 'confirmed', 'delivered', 'cancelled'])
    expect(list[0]).toMatchObject({
      FechaSolicitud: '2026-11-15T10:15:00',
      MedicamentosSolicitados: [
        { FarmacoSolicitado: 'Enalapril 10 mg comprimidos - Unidades: 2' },
        { FarmacoSolicitado: 'Atorvastatina 20 mg comprimidos - Unidades: 1' },
      ],
    })
    const bruno = (await (await post(BRUNO, `${BASE}/historial_medicamentos/`, { fechaDesde: '2025-11-20', fechaHasta: '2026-11-20' })).json()) as unknown[]
    expect(bruno).toHaveLength(1)
    expect((await post(ANA, `${BASE}/historial_medicamentos/`, { fechaDesde: 'ayer' })).status).toBe(400)
  })
})

describe('E83 finalizar', () => {
  const form = (holder: number, others: number[] = []) => ({
    formulario: {
      personas: [holder, ...others].map((affiliatedId) => ({ affiliatedId, medicines: ['Enalapril 10 mg comprimidos - Unidades: 2'] })),
      titular: {
        shippingAddress: 'Bulevar Artigas 2050',
        streetsBetween: 'Rivera y Canelones',
        telephoneNumber: '',
        mobilePhoneNumber: '098234567',
        deliveryType: 'DOMICILIO',
        urgentRequest: false,
        affiliatedId: holder,
        affiliatedName: 'Bruno Pérez',
        locationId: 1,
        shippingMethodId: 2,
        paymentMethodId: 4,
        shippingTypeId: 0,
      },
    },
  })
  const idPersona = async (ci: string) => ((await (await buscar(CARLA, ci)).json()) as { IdPersona: number }).IdPersona

  it('records one request per confirmation, replays the same key, and activates the package', async () => {
    const bruno = await idPersona(BRUNO)
    const ana = await idPersona(ANA)
    const key = { 'Idempotency-Key': 'finalizar-test-1' }
    const first = await post(CARLA, `${BASE}/finalizar/`, form(bruno, [ana]), key)
    expect(first.status).toBe(200)
    const answer = (await first.json()) as { Mensaje: string; StatusOk: boolean }
    expect(answer.StatusOk).toBe(true)
    expect(answer.Mensaje).toMatch(/Código de seguimiento: [A-Z]{2}\d{4}\.$/)
    const again = await post(CARLA, `${BASE}/finalizar/`, form(bruno, [ana]), key)
    expect(await again.json()).toEqual(answer)
    expect(await (await buscar(CARLA, BRUNO)).json()).toMatchObject({ envio_activo: true, puede_cancelar: true })
    const history = (await (await post(BRUNO, `${BASE}/historial_medicamentos/`, { fechaDesde: '2026-11-20', fechaHasta: '2026-11-20' })).json()) as unknown[]
    expect(history).toHaveLength(1)
    // A second package while one is active is refused.
    expect((await post(CARLA, `${BASE}/finalizar/`, form(bruno), { 'Idempotency-Key': 'finalizar-test-2' })).status).toBe(409)
  })
  it('refuses an urgent request outside E81\'s hours with StatusOk false and a Mensaje, filing nothing', async () => {
    const urgent = form(await idPersona(ANA))
    urgent.formulario.titular = { ...urgent.formulario.titular, urgentRequest: true }
    const moveClock = async (now: string) => {
      expect((await sandbox.sendJson('/sandbox/clock', 'PUT', { now })).ok).toBe(true)
      tokens[CARLA] = await sandbox.login(CARLA)
    }
    // Friday 25 December 10:00 in Montevideo, a closed day: no urgent requests.
    await moveClock('2026-12-25T13:00:00.000Z')
    try {
      expect(await (await get(CARLA, `${BASE}/permite_urgente/`)).json()).toMatchObject({ PermiteUrgente: false })
    } finally {
      await moveClock(TEST_NOW)
    }
    // Saturday 10:00 in Montevideo: no urgent requests.
    await moveClock('2026-11-21T13:00:00.000Z')
    try {
      expect(await (await get(CARLA, `${BASE}/permite_urgente/`)).json()).toMatchObject({ PermiteUrgente: false })
      const refused = await post(CARLA, `${BASE}/finalizar/`, urgent, { 'Idempotency-Key': 'finalizar-urgente-fuera' })
      expect(refused.status).toBe(200)
      expect(await refused.json()).toEqual({ StatusOk: false, Mensaje: expect.stringContaining('urgentes') })
    } finally {
      await moveClock(TEST_NOW)
    }
    expect(await (await buscar(CARLA, ANA)).json()).toMatchObject({ envio_activo: false })
  })

  it('refuses a member sending for someone else, and bad bodies', async () => {
    const bruno = await idPersona(BRUNO)
    expect((await post(ANA, `${BASE}/finalizar/`, form(bruno))).status).toBe(403)
    expect((await post(CARLA, `${BASE}/finalizar/`, { formulario: { personas: [] } })).status).toBe(400)
    expect((await post(CARLA, `${BASE}/finalizar/`, form(bruno, [bruno]))).status).toBe(400)
    expect((await post(CARLA, `${BASE}/finalizar/`, 'no es json')).status).toBe(400)
    const pickUpUrgent = form(bruno)
    pickUpUrgent.formulario.titular = { ...pickUpUrgent.formulario.titular, deliveryType: 'PRESENCIAL', shippingMethodId: 1, urgentRequest: true }
    expect((await post(CARLA, `${BASE}/finalizar/`, pickUpUrgent)).status).toBe(400)
    expect((await post(CARLA, `${BASE}/finalizar/`, form(bruno), { 'Idempotency-Key': ' ' })).status).toBe(400)
  })
})

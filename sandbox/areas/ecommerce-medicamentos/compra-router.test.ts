import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW, usePaymentsSandbox, type JsonAnswer, type TestSandbox } from '../../test-support'

/**
 * Flow B's calls around the recipes (E84–E86, E88–E93) and E94's own pricing, against one sandbox. Personas made
 * like Ana buy; personas made like Bruno (his recipes, a mobile of their own) are the "other person".
 */
const payments = usePaymentsSandbox('compra-b')
const API = '/api/ecommerce-medicamentos'
let sandbox: TestSandbox
let ana: string
let carla: string

beforeAll(async () => {
  sandbox = payments.sandbox
  ana = await sandbox.login('12345672')
  carla = await sandbox.login('34567894')
})

const get = (token: string, path: string) => payments.get(token, path)
const post = (token: string, path: string, body: unknown) => payments.post(token, path, body)

async function sendCode(token: string, documento: string): Promise<{ status: number; text: string }> {
  const res = await sandbox.sendJson(`${API}/enviar-codigo-verificacion/`, 'POST', { documento, tipo_documento: 1 }, { authorization: `Bearer ${token}` })
  return { status: res.status, text: await res.text() }
}

/** The code of the last SMS sent to that mobile. */
function lastCode(celular: string): string {
  const body = sandbox.db
    .prepare(`SELECT cuerpo FROM outbox WHERE canal = 'sms' AND destinatario = ? ORDER BY id DESC LIMIT 1`)
    .pluck()
    .get(celular) as string
  return /es ([A-Z0-9]{6})\./.exec(body)![1]!
}

const recetas = (token: string, documento: string, codigo?: string) =>
  get(token, `${API}/recetas-afiliado?tipo_documento=1&documento=${documento}&id_localidad=10${codigo ? `&codigo_verificacion=${codigo}` : ''}`)

const codigoOf = (answer: JsonAnswer) => (answer.body.status as { Codigo: number }).Codigo

async function setClock(iso: string) {
  await sandbox.sendJson('/sandbox/clock', 'PUT', { now: iso })
}
const minutesAfterStart = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString()

describe('catalogue calls', () => {
  it('E86 lists the branches with their shipping methods; E88 the document types; E89 the methods by branch and shipping', async () => {
    const sucursales = (await get(ana, `${API}/sucursales/`)).body as unknown as Array<Record<string, unknown>>
    expect(sucursales).toContainEqual({
      Id: 10,
      Nombre: 'Montevideo Centro',
      FormasDeEnvio: [
        { Id: 1, Nombre: 'PRESENCIAL' },
        { Id: 2, Nombre: 'DOMICILIO' },
      ],
    })
    expect(sucursales).toContainEqual({ Id: 20, Nombre: 'Las Piedras', FormasDeEnvio: [{ Id: 1, Nombre: 'PRESENCIAL' }] })
    expect((await get(ana, `${API}/tipos-documentos/`)).body).toEqual([
      { id: 1, descripcion: 'Cédula de identidad' },
      { id: 2, descripcion: 'Pasaporte' },
    ])
    const ids = async (query: string) => ((await get(ana, `${API}/metodos-pago/?${query}`)).body as unknown as Array<{ Id: number }>).map((m) => m.Id)
    expect(await ids('idLocalidad=10&idEnvio=1')).toEqual([0, 1, 2, 3])
    expect(await ids('idLocalidad=10&idEnvio=2')).toEqual([1, 2, 3, 4])
    expect(await ids('idLocalidad=20&idEnvio=2')).toEqual([])
    expect((await get(ana, `${API}/metodos-pago/?idLocalidad=99&idEnvio=1`)).status).toBe(404)
    expect((await get(ana, `${API}/metodos-pago/?idLocalidad=x`)).status).toBe(400)
  })

  it('E93 prices one home delivery for everyone; unknown people are refused', async () => {
    expect((await post(ana, `${API}/costo-envio/`, { id_personas: [700001] })).body).toEqual({ costo: 120 })
    expect((await post(ana, `${API}/costo-envio/`, { id_personas: [700001, 700002] })).body).toEqual({ costo: 160 })
    expect((await post(ana, `${API}/costo-envio/`, { id_personas: [999999] })).status).toBe(400)
    expect((await post(ana, `${API}/costo-envio/`, { id_personas: 'x' })).status).toBe(400)
  })
})

describe('who may buy', () => {
  it('E85: Diego is sanctioned, Ana is not, an unknown document is 404', async () => {
    expect((await get(ana, `${API}/sancionado_medicamentos?documento=45678905`)).body).toEqual({ Status: true, Mensaje: expect.any(String) })
    expect((await get(ana, `${API}/sancionado_medicamentos?documento=12345672`)).body).toEqual({ Status: false, Mensaje: '' })
    expect((await get(ana, `${API}/sancionado_medicamentos?documento=11111111`)).status).toBe(404)
  })

  it('E84: Ana herself in full; Hugo inhabilitado told before any code; the call centre sees Federico\'s pending orders', async () => {
    expect((await get(ana, `${API}/afiliado-habilitado/?tipo_documento=1&documento=12345672`)).body).toEqual({
      id: 700001,
      nombre: 'Ana Pérez',
      inhabilitado: null,
      ordenes_pendientes: [],
      tiene_contacto: true,
    })
    const hugo = (await get(ana, `${API}/afiliado-habilitado/?tipo_documento=1&documento=98765438`)).body
    expect(hugo).toEqual({ id: null, nombre: null, inhabilitado: expect.stringMatching(/pendientes de pago/), ordenes_pendientes: [], tiene_contacto: true })
    expect((await get(carla, `${API}/afiliado-habilitado/?tipo_documento=1&documento=67890127`)).body).toMatchObject({
      id: 700006,
      nombre: 'Federico Díaz',
      ordenes_pendientes: [{ Valor: 150 }, { Valor: 75.5 }],
    })
    expect((await get(ana, `${API}/afiliado-habilitado/?tipo_documento=2&documento=AB-99`)).status).toBe(404)
    expect((await get(ana, `${API}/afiliado-habilitado/?tipo_documento=3&documento=1`)).status).toBe(400)
  })
})

describe('the SMS code (E90) and the recipes (E91)', () => {
  it('another person\'s recipes need her code: 4 without, 5 wrong, 1 right; the code works for the member who asked only', async () => {
    const buyer = await payments.newPersona('12345672')
    const other = await payments.newPersona('12345672')
    const person = await payments.newPersona('23456783')
    const celular = sandbox.db.prepare('SELECT celular FROM afiliados WHERE ci = ?').pluck().get(person.ci) as string

    expect(codigoOf(await recetas(buyer.token, person.ci))).toBe(4)
    const sent = await sendCode(buyer.token, person.ci)
    expect(sent.status).toBe(200)
    expect(JSON.parse(sent.text)).toEqual({ Status: true, Mensaje: expect.stringContaining(celular.slice(-3)) })
    const code = lastCode(celular)
    expect(code).toMatch(/^[A-Z0-9]{6}$/)

    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'
    expect(await recetas(buyer.token, person.ci, wrong)).toMatchObject({ status: 200, body: { status: { Codigo: 5 }, recetas: [], datos_pago: null } })
    expect((await get(buyer.token, `${API}/afiliado-habilitado/?tipo_documento=1&documento=${person.ci}&codigo_verificacion=${wrong}`))).toMatchObject({ status: 400, body: { Codigo: 5 } })
    const right = await recetas(buyer.token, person.ci, code)
    expect(codigoOf(right)).toBe(1)
    expect((right.body.recetas as Array<{ Id_Receta: number }>).length).toBe(2)
    expect((await get(buyer.token, `${API}/afiliado-habilitado/?tipo_documento=1&documento=${person.ci}&codigo_verificacion=${code}`)).body).toMatchObject({
      nombre: 'Bruno Pérez',
    })
    // Redeemed: the same code read again by the buyer still works; someone else holding it has no code of his own.
    expect(codigoOf(await recetas(buyer.token, person.ci, code))).toBe(1)
    expect(codigoOf(await recetas(other.token, person.ci, code))).toBe(4)
    // The member reads her own, and the call centre anyone's, without a code.
    expect(codigoOf(await recetas(buyer.token, buyer.ci))).toBe(1)
    expect(codigoOf(await recetas(carla, person.ci))).toBe(1)
  })

  it('a code not used within 10 minutes is expired (6)', async () => {
    const buyer = await payments.newPersona('12345672')
    const person = await payments.newPersona('23456783')
    const celular = sandbox.db.prepare('SELECT celular FROM afiliados WHERE ci = ?').pluck().get(person.ci) as string
    await sendCode(buyer.token, person.ci)
    try {
      await setClock(minutesAfterStart(11))
      expect(codigoOf(await recetas(buyer.token, person.ci, lastCode(celular)))).toBe(6)
    } finally {
      await setClock(TEST_NOW)
    }
  })

  it('the first send and three resends, then a five-minute lock (text body); a person without a mobile is refused', async () => {
    const buyer = await payments.newPersona('12345672')
    const person = await payments.newPersona('23456783')
    for (let i = 0; i < 4; i++) expect((await sendCode(buyer.token, person.ci)).status).toBe(200)
    expect(await sendCode(buyer.token, person.ci)).toEqual({ status: 429, text: expect.stringContaining('05:00') })
    try {
      await setClock(minutesAfterStart(2))
      expect((await sendCode(buyer.token, person.ci)).text).toContain('03:00')
      await setClock(minutesAfterStart(5))
      expect((await sendCode(buyer.token, person.ci)).status).toBe(200)
    } finally {
      await setClock(TEST_NOW)
    }
    // Gabriela has no mobile.
    expect(await sendCode(buyer.token, '78901238')).toEqual({ status: 400, text: expect.stringContaining('celular') })
    expect((await sendCode(buyer.token, '11111111')).status).toBe(404)
    expect(await sendCode(buyer.token, '')).toEqual({ status: 400, text: expect.stringMatching(/^documento: /) })
  })
})

describe('E92 reload', () => {
  it('the call centre\'s second reload of a recipe in error finds it OK; a member\'s reload changes nothing', async () => {
    const persona = await payments.newPersona('12345672')
    const list = (await get(persona.token, `${API}/mis-recetas?tipo_documento=1&documento=${persona.ci}`)).body.recetas as Array<{ Id_Receta: number; StatusReceta: string }>
    const enError = list.find((r) => r.StatusReceta === 'ERROR')!.Id_Receta
    const reload = (token: string) => get(token, `${API}/actualizar-receta-afiliado?tipo_documento=1&documento=${persona.ci}&id_localidad=10&id_receta=${enError}`)
    expect((await reload(persona.token)).body).toMatchObject({ Id_Receta: enError, StatusReceta: 'ERROR' })
    expect((await reload(persona.token)).body).toMatchObject({ StatusReceta: 'ERROR' })
    expect((await reload(carla)).body).toMatchObject({ StatusReceta: 'ERROR' })
    expect((await reload(carla)).body).toMatchObject({ StatusReceta: 'OK', StatusMensaje: null })
    expect((await reload(ana)).status).toBe(404)
  })
})

describe('E94 prices the purchase itself', () => {
  async function idPersona(ci: string) {
    return sandbox.db.prepare('SELECT id_persona FROM afiliados WHERE ci = ?').pluck().get(ci) as number
  }
  async function recetasOf(ci: string) {
    const id = sandbox.db.prepare('SELECT id FROM afiliados WHERE ci = ?').pluck().get(ci) as number
    return sandbox.db.prepare('SELECT id, status FROM recetas WHERE afiliado_id = ? ORDER BY id').all(id) as Array<{ id: number; status: string }>
  }

  it('buys for another person with her code, home delivery with its cost; a wrong total is refused with the computed one', async () => {
    const buyer = await payments.newPersona('12345672')
    const person = await payments.newPersona('23456783')
    const celular = sandbox.db.prepare('SELECT celular FROM afiliados WHERE ci = ?').pluck().get(person.ci) as string
    const [losartan, metformina] = await recetasOf(person.ci)
    const buyerId = await idPersona(buyer.ci)
    const personId = await idPersona(person.ci)
    const body = (costo: string) => ({
      id_persona: buyerId,
      metodo_pago: 1,
      costo,
      envio: '2',
      localidad: '10',
      direccion_envio: 'Av. Brasil 2500',
      direccion_envio_datos_extra: 'Entre Ellauri y Chucarro',
      telefono_contacto: null,
      celular_contacto: '099123456',
      perfil_pago: null,
      transacciones: [
        {
          id_persona: personId,
          entradas: [
            { id_receta: String(losartan!.id), id_geo_salud: '10930', cantidad: 2, precio_ticket: 175 },
            { id_receta: String(metformina!.id), id_geo_salud: '10640', cantidad: 4, precio_ticket: 130 },
          ],
          pendientes: [],
        },
      ],
      creada_por: 'USUARIO_MUTUAL',
    })
    // Losartán 2 × 175 = 350; Metformina 4 boxes at 2 a ticket = 2 tickets × 130 = 260; bag 12; delivery 120.
    expect((await post(buyer.token, `${API}/transacciones/`, body('742'))).status).toBe(403)
    await sendCode(buyer.token, person.ci)
    expect(codigoOf(await recetas(buyer.token, person.ci, lastCode(celular)))).toBe(1)
    expect(await post(buyer.token, `${API}/transacciones/`, body('730'))).toMatchObject({ status: 409, body: { costo_calculado: '742.00' } })
    expect((await post(buyer.token, `${API}/transacciones/`, body('742.00'))).status).toBe(201)
    // The code worked once: a second purchase for her needs a new one.
    expect((await post(buyer.token, `${API}/transacciones/`, body('742.00'))).status).toBe(403)
  })

  it('refuses quantities, prices, recipes and methods the sandbox does not offer', async () => {
    const buyer = await payments.newPersona('12345672')
    const id = await idPersona(buyer.ci)
    const list = await recetasOf(buyer.ci)
    const ok = list.find((r) => r.status === 'OK')!.id
    const sinStock = list.find((r) => r.status === 'SINSTOCK')!.id
    const alerta = list.find((r) => r.status === 'ALERT')!.id
    const body = (entradas: unknown[], fields: Record<string, unknown> = {}, pendientes: unknown[] = []) => ({
      id_persona: id,
      metodo_pago: 1,
      costo: '132',
      envio: '1',
      localidad: '10',
      celular_contacto: '099123456',
      transacciones: [{ id_persona: id, entradas, pendientes }],
      ...fields,
    })
    const enalapril = (cantidad: number, precio = 60) => ({ id_receta: String(ok), id_geo_salud: '10452', cantidad, precio_ticket: precio })
    const bisoprolol = { id_receta: String(sinStock), id_geo_salud: '11203', cantidad: 2, precio_ticket: 210 }
    // Her special recipe: 2 units at 60 + bag 12 = 132; the no-stock medicine is pending and costs nothing (A43).
    expect((await post(buyer.token, `${API}/transacciones/`, body([enalapril(2)], {}, [bisoprolol]))).status).toBe(201)
    const refused = async (payload: unknown) => (await post(buyer.token, `${API}/transacciones/`, payload)).body.detail
    expect(await refused(body([enalapril(4)]))).toMatch(/^cantidad: /)
    expect(await refused(body([enalapril(2, 186.5)]))).toMatch(/^precio_ticket: /)
    expect(await refused(body([{ ...bisoprolol }]))).toMatch(/no se puede entregar/)
    expect(await refused(body([{ id_receta: String(alerta), id_geo_salud: '10310', cantidad: 1, precio_ticket: 150 }]))).toMatch(/no se puede entregar/)
    expect(await refused(body([{ ...enalapril(1), id_receta: '7101' }]))).toMatch(/^transacciones: /)
    expect(await refused(body([enalapril(2)], { envio: '2', localidad: '20' }))).toMatch(/^envio: /)
    expect(await refused(body([enalapril(2)], { metodo_pago: 4 }))).toMatch(/^metodo_pago: /)
  })
})

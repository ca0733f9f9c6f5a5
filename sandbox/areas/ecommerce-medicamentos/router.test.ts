import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW, usePaymentsSandbox, type TestSandbox } from '../../test-support'

const payments = usePaymentsSandbox('compra')
const { newKey } = payments
let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = payments.sandbox
})

interface Member {
  ci: string
  token: string
  idPersona: number
  cards: Array<{ payment_profile_id: number }>
  /** Her current recipe with Enalapril (10452) and Atorvastatina (10877). */
  recetaOk: number
}

const post = (who: Member, path: string, body: unknown, key?: string | null) => payments.post(who.token, path, body, key)

const get = (who: Member, path: string) => payments.get(who.token, path)

async function member(ci: string): Promise<Member> {
  const token = await sandbox.login(ci)
  const who = { ci, token, idPersona: 0, cards: [], recetaOk: 0 }
  const cards = (await get(who, '/api/grupo_pagos/payment_methods/')).body as unknown as Member['cards']
  const datos = (await get(who, '/api/afiliados/datos/')).body as { afiliadoInfo: { IdPersona: number } }
  const { recetas } = (await get(who, `/api/ecommerce-medicamentos/mis-recetas?tipo_documento=1&documento=${ci}`)).body as {
    recetas: Array<{ Id_Receta: number; Farmacos: Array<{ Id_Farmaco_Geosalud: number }> }>
  }
  const recetaOk = recetas.find((r) => r.Farmacos.some((f) => f.Id_Farmaco_Geosalud === 10452))?.Id_Receta ?? 0
  return { ci, token, idPersona: datos.afiliadoInfo.IdPersona, cards, recetaOk }
}

/** A persona made like Ana: her group's cards, her own purchases. */
async function newMember(): Promise<Member> {
  const res = await sandbox.sendJson('/sandbox/personas', 'POST', { like: '12345672' })
  return member(((await res.json()) as { ci: string }).ci)
}

const ONLINE = 3
const ABITAB = 1

/**
 * E94's body: two medicines for the member (like Ana: her special recipe prices 4 units at 60, BR59), picked up at
 * Montevideo Centro, paid online with her first card unless told otherwise. Enalapril's 2 units are 2 tickets at 60,
 * Atorvastatina's 2 units 1 ticket at 60 (2 boxes a ticket, BR58's tickets of the discounted units), bag 12: 192.
 */
const COSTO = '192.00'

function purchase(who: Member, fields: Record<string, unknown> = {}) {
  return {
    id_persona: who.idPersona,
    metodo_pago: ONLINE,
    costo: COSTO,
    envio: '1',
    localidad: '10',
    direccion_envio: null,
    direccion_envio_datos_extra: null,
    telefono_contacto: null,
    celular_contacto: '099123456',
    perfil_pago: who.cards[0]?.payment_profile_id,
    transacciones: [
      {
        id_persona: who.idPersona,
        entradas: [
          { id_receta: String(who.recetaOk), id_geo_salud: '10452', cantidad: 2, precio_ticket: '60.00' },
          { id_receta: String(who.recetaOk), id_geo_salud: '10877', cantidad: 2, precio_ticket: '60.00' },
        ],
        pendientes: [],
      },
    ],
    creada_por: null,
    ...fields,
  }
}

const API = '/api/ecommerce-medicamentos'

async function submitCvv(url: string, cvv: string) {
  const sesion = new URL(url).searchParams.get('sesion') ?? ''
  return sandbox.api('/pasarela/cvv', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sesion, cvv, accion: 'confirmar' }),
  })
}

async function pendingMedicines(who: Member): Promise<Array<{ id_transaccion: number; importe: string; data: Array<{ name: string; description: string }> }>> {
  const { body } = await get(who, '/api/cobranzas/deudas_pendientes')
  return body.medicamentos as never
}

const CFE_FIELDS = ['TipoDocumentoCFE', 'SerieCFE', 'NroDocumentoCFE', 'CodSeguridad', 'URLConsultaCFE']

describe('E94 online', () => {
  it('registers the purchase as a medicine debt and opens the security-code page; E96 charges it with its invoice (A23)', async () => {
    const ana = await newMember()
    const started = await post(ana, `${API}/transacciones/`, purchase(ana))
    expect(started).toMatchObject({ status: 201, body: { Status: true, Mensaje: expect.any(String), Id_EnvFarDom: expect.any(Number) } })
    const deudaId = started.body.deuda_id as number
    expect(started.body.pasarela).toEqual({ id: deudaId, url: expect.stringMatching(/\/pasarela\/cvv\?sesion=/) })
    const owed = (await pendingMedicines(ana)).find((debt) => debt.id_transaccion === deudaId)
    expect(owed).toMatchObject({ importe: COSTO })
    expect(owed!.data).toContainEqual({ name: 'numero_paquete', description: String(started.body.Id_EnvFarDom) })

    await submitCvv((started.body.pasarela as { url: string }).url, '123')
    const done = await post(ana, `${API}/transacciones/finalizar_pago/`, { deuda_id: deudaId, id_persona: ana.idPersona, metodo_pago: ONLINE })
    expect(done.body).toMatchObject({ Status: true, ok: true, deuda_id: deudaId, TipoDocumentoCFE: 'e-Ticket', SerieCFE: 'A' })
    for (const field of CFE_FIELDS) expect(done.body[field]).not.toBeNull()
    const record = await get(ana, `${API}/transacciones/${deudaId}/`)
    expect(record.body).toMatchObject({ estado: 'registrada', estado_pago: 'confirmado', importe: COSTO, NroDocumentoCFE: done.body.NroDocumentoCFE })
    expect((await pendingMedicines(ana)).map((debt) => debt.id_transaccion)).not.toContain(deudaId)
  })

  it('without a security code (forced sin_url) it is charged at once: pasarela url null, the invoice in Confirmacion_Result', async () => {
    const ana = await newMember()
    await sandbox.sendJson('/sandbox/pagos/resultados', 'POST', { operacion: 'iniciar', resultado: 'sin_url', tipo: 'solicitud-medicamento' })
    const started = await post(ana, `${API}/transacciones/`, purchase(ana))
    expect(started.body.pasarela).toEqual({ id: started.body.deuda_id, url: null })
    expect(started.body.Confirmacion_Result).toMatchObject({ TipoDocumentoCFE: 'e-Ticket', CodSeguridad: expect.any(String) })
    expect((await get(ana, `${API}/transacciones/${started.body.deuda_id}/`)).body.estado_pago).toBe('confirmado')
  })

  it('one key registers and starts once, however many times it is sent', async () => {
    const ana = await newMember()
    const key = newKey()
    const before = (await pendingMedicines(ana)).length
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(ana, `${API}/transacciones/`, purchase(ana), key)))
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toHaveProperty('size', 1)
    expect((await pendingMedicines(ana)).length).toBe(before + 1)
    expect((await post(ana, `${API}/transacciones/`, purchase(ana), null)).status).toBe(400)
  })
})

describe('after a failed payment (BR63)', () => {
  /** A member's purchase whose security code the provider rejected: E96 answers `errores_pagos`. */
  async function rejectedPurchase() {
    const ana = await newMember()
    const started = await post(ana, `${API}/transacciones/`, purchase(ana))
    const deudaId = started.body.deuda_id as number
    await submitCvv((started.body.pasarela as { url: string }).url, '000')
    const rejected = await post(ana, `${API}/transacciones/finalizar_pago/`, { deuda_id: deudaId, id_persona: ana.idPersona, metodo_pago: ONLINE })
    expect(rejected.body).toMatchObject({ Status: false, error: true, errores_pagos: [expect.any(String)] })
    return { ana, deudaId, rejected }
  }

  it('a rejected code: E96 says errores_pagos; E95 then annuls it, a success (BR63: cancelled), and E97 no longer pays it', async () => {
    const { ana, deudaId } = await rejectedPurchase()

    const annulled = await post(ana, `${API}/transacciones/anular/`, { deuda_id: deudaId, id_persona: ana.idPersona })
    expect(annulled).toMatchObject({ status: 200, body: { Status: true, ok: true, deuda_id: deudaId } })
    // BR63 reads errores_pagos in E95's answer as the annulment's failure: the card declined before is not one.
    expect(annulled.body.errores_pagos).toBeUndefined()
    expect(annulled.body.error).toBeUndefined()
    expect((await get(ana, `${API}/transacciones/${deudaId}/`)).body.estado).toBe('anulada')
    expect((await pendingMedicines(ana)).map((debt) => debt.id_transaccion)).not.toContain(deudaId)

    const change = { deuda_id: deudaId, id_persona: ana.idPersona, nuevo_agente_externo: ONLINE, perfil_pago: ana.cards[1]!.payment_profile_id }
    const refused = await post(ana, `${API}/actualizar-agente-externo/`, change)
    expect(refused).toMatchObject({ status: 409, body: { detail: 'La compra fue anulada' } })
  })

  it('a rejected code, not annulled: E97 pays the same purchase with another card', async () => {
    const { ana, deudaId } = await rejectedPurchase()

    const retried = await post(ana, `${API}/actualizar-agente-externo/`, {
      deuda_id: deudaId,
      id_persona: ana.idPersona,
      nuevo_agente_externo: ONLINE,
      perfil_pago: ana.cards[1]!.payment_profile_id,
    })
    expect(retried.body).toMatchObject({ Status: true, deuda_id: deudaId, pasarela: { id: deudaId, url: expect.any(String) } })
    await submitCvv((retried.body.pasarela as { url: string }).url, '123')
    const paid = await post(ana, `${API}/transacciones/finalizar_pago/`, { deuda_id: deudaId, id_persona: ana.idPersona, metodo_pago: ONLINE })
    expect(paid.body).toMatchObject({ Status: true, ok: true })
    // Paid: not annulled (refused, without errores_pagos, which BR63 reads as a rejected payment), nor paid again.
    const annulment = await post(ana, `${API}/transacciones/anular/`, { deuda_id: deudaId, id_persona: ana.idPersona })
    expect(annulment).toMatchObject({ status: 409, body: { detail: 'La compra ya fue pagada' } })
    expect(annulment.body.errores_pagos).toBeUndefined()
    expect((await get(ana, `${API}/transacciones/${deudaId}/`)).body).toMatchObject({ estado: 'registrada', estado_pago: 'confirmado' })
  })

  it('E95 on an open payment cancels it (its page closed): the purchase is annulled without errores_pagos', async () => {
    const ana = await newMember()
    const started = await post(ana, `${API}/transacciones/`, purchase(ana))
    const which = { deuda_id: started.body.deuda_id, id_persona: ana.idPersona }
    const annulled = await post(ana, `${API}/transacciones/anular/`, which)
    expect(annulled.body).toMatchObject({ Status: true, ok: true })
    expect(annulled.body.errores_pagos).toBeUndefined()
    await submitCvv((started.body.pasarela as { url: string }).url, '123')
    expect((await get(ana, `${API}/transacciones/${started.body.deuda_id}/`)).body.estado_pago).toBe('cancelado')
  })

  it('an initial rejection answers the error flag with errores_pagos and the purchase to annul or retry', async () => {
    const ana = await newMember()
    await sandbox.sendJson('/sandbox/pagos/resultados', 'POST', { operacion: 'iniciar', resultado: 'errores_pagos', mensaje: ['Fondos insuficientes'], tipo: 'solicitud-medicamento' })
    const started = await post(ana, `${API}/transacciones/`, purchase(ana))
    expect(started.body).toMatchObject({ Status: false, error: true, errores_pagos: ['Fondos insuficientes'], deuda_id: expect.any(Number) })
    expect(started.body.pasarela).toBeUndefined()
  })
})

describe('E94 not online, and who may buy', () => {
  it('an agency purchase is registered and owed in the pending payments', async () => {
    const ana = await newMember()
    const started = await post(ana, `${API}/transacciones/`, purchase(ana, { metodo_pago: ABITAB, perfil_pago: null }))
    expect(started.body).toMatchObject({ Status: true, pasarela: null, Confirmacion_Result: { deuda_id: started.body.deuda_id, TipoDocumentoCFE: null } })
    expect((await pendingMedicines(ana)).map((debt) => debt.id_transaccion)).toContain(started.body.deuda_id)
    // Nothing to finalize: no online payment.
    expect((await post(ana, `${API}/transacciones/finalizar_pago/`, { deuda_id: started.body.deuda_id, id_persona: ana.idPersona, metodo_pago: ONLINE })).status).toBe(409)
  })

  it('the debt lists what it charges, adding up to it: each medicine by name at its price, the bag, the shipping', async () => {
    const ana = await newMember()
    // Home delivery for one person: 120 more (192 + 120).
    const started = await post(ana, `${API}/transacciones/`, purchase(ana, { metodo_pago: ABITAB, perfil_pago: null, envio: '2', costo: '312.00' }))
    const owed = (await pendingMedicines(ana)).find((debt) => debt.id_transaccion === started.body.deuda_id)!
    const detalles = JSON.parse(owed.data.find((field) => field.name === 'detalles')!.description) as Array<{ Nombre: string; Cantidad: number; Importe: string }>
    expect(detalles).toEqual([
      { Nombre: 'Enalapril 10 mg comprimidos', Cantidad: 2, Importe: '120.00' },
      { Nombre: 'Atorvastatina 20 mg comprimidos', Cantidad: 2, Importe: '60.00' },
      { Nombre: 'Bolsa', Cantidad: 1, Importe: '12.00' },
      { Nombre: 'Envío a domicilio', Cantidad: 1, Importe: '120.00' },
    ])
    expect(owed.importe).toBe('312.00')
  })

  it('the debt lists the unpaid orders accepted with the purchase: what the total leaves (the request does not name them)', async () => {
    // The call centre buys Ana's two medicines (192) and pays Federico's two orders (150 + 75.50).
    const carla = await member('34567894')
    const ana = await member('12345672')
    const [forAna] = purchase(ana).transacciones
    const transacciones = [forAna, { id_persona: 700006, entradas: [], pendientes: [] }]
    const started = await post(carla, `${API}/transacciones/`, purchase(carla, { metodo_pago: ABITAB, perfil_pago: null, costo: '417.50', transacciones }))
    expect(started.status).toBe(201)
    const owed = (await pendingMedicines(carla)).find((debt) => debt.id_transaccion === started.body.deuda_id)!
    const detalles = JSON.parse(owed.data.find((field) => field.name === 'detalles')!.description) as Array<{ Nombre: string; Importe: string }>
    expect(detalles.map((line) => [line.Nombre, line.Importe])).toEqual([
      ['Enalapril 10 mg comprimidos', '120.00'],
      ['Atorvastatina 20 mg comprimidos', '60.00'],
      ['Bolsa', '12.00'],
      ['Órdenes pendientes de pago', '225.50'],
    ])
  })

  it('buys for her family (a represented minor, her payment group), never for anyone else', async () => {
    const ana = await member('12345672')
    const losartan = { id_receta: '7101', id_geo_salud: '10930', cantidad: 1, precio_ticket: '175' }
    const people = (ids: number[]) => ids.map((id) => ({ id_persona: id, entradas: id === 700007 ? [] : [losartan], pendientes: [] }))
    // Gabriela (700007) is the minor Ana represents; Bruno (700002) is in Ana's payment group; Carla (700003) neither.
    // Bruno's Losartán 175 + bag 12.
    const forFamily = purchase(ana, { metodo_pago: ABITAB, costo: '187', transacciones: people([700007, 700002]) })
    expect((await post(ana, `${API}/transacciones/`, forFamily)).status).toBe(201)
    expect((await post(ana, `${API}/transacciones/`, purchase(ana, { metodo_pago: ABITAB, transacciones: people([700003]) }))).status).toBe(403)
    expect((await post(ana, `${API}/transacciones/`, purchase(ana, { id_persona: 700002 }))).status).toBe(403)
  })

  it('A43: only no-stock medicines is registered with costo 0 and AUTOGESTION; a charge or no medicine at all is not', async () => {
    const { ci } = (await (await sandbox.sendJson('/sandbox/personas', 'POST', { like: '12345672' })).json()) as { ci: string }
    const ana = await member(ci)
    const { recetas } = (await get(ana, `${API}/mis-recetas?tipo_documento=1&documento=${ci}`)).body as {
      recetas: Array<{ Id_Receta: number; StatusReceta: string; Farmacos: Array<{ Id_Farmaco_Geosalud: number; PrecioTicket: number; CantidadCajasPorTicket: number }> }>
    }
    const sinStock = recetas.find((r) => r.StatusReceta === 'SINSTOCK')!
    const farmaco = sinStock.Farmacos[0]!
    const pending = {
      id_receta: String(sinStock.Id_Receta),
      id_geo_salud: String(farmaco.Id_Farmaco_Geosalud),
      cantidad: Math.max(1, farmaco.CantidadCajasPorTicket),
      precio_ticket: farmaco.PrecioTicket.toFixed(2),
    }
    const onlyPending = (fields: Record<string, unknown>) =>
      purchase(ana, { perfil_pago: null, transacciones: [{ id_persona: ana.idPersona, entradas: [], pendientes: [pending] }], ...fields })
    // Las Piedras (20) offers no AUTOGESTION: nothing to charge is taken anyway.
    const registered = await post(ana, `${API}/transacciones/`, onlyPending({ metodo_pago: 0, costo: '0', localidad: '20' }))
    expect(registered.status).toBe(201)
    expect(registered.body).toMatchObject({ Status: true, pasarela: null })
    // 0 is for AUTOGESTION only; home delivery costs something, so 0 is not its total.
    expect((await post(ana, `${API}/transacciones/`, onlyPending({ metodo_pago: ABITAB, costo: '0' }))).body.detail).toMatch(/^costo: /)
    const home = await post(ana, `${API}/transacciones/`, onlyPending({ metodo_pago: 0, costo: '0', envio: '2' }))
    expect(home.status).toBe(409)
    // A charged medicine with costo 0 is priced otherwise, and a purchase of nothing is refused.
    expect((await post(ana, `${API}/transacciones/`, purchase(ana, { metodo_pago: 0, costo: '0', perfil_pago: null }))).status).toBe(409)
    const nothing = purchase(ana, { metodo_pago: 0, costo: '0', perfil_pago: null, transacciones: [{ id_persona: ana.idPersona, entradas: [], pendientes: [] }] })
    expect((await post(ana, `${API}/transacciones/`, nothing)).body.detail).toMatch(/^transacciones: /)
  })

  it('refuses malformed bodies with 400 and another member\'s purchase like a missing one', async () => {
    const ana = await newMember()
    expect((await post(ana, `${API}/transacciones/`, purchase(ana, { metodo_pago: 7 }))).body.detail).toMatch(/^metodo_pago: /)
    expect((await post(ana, `${API}/transacciones/`, purchase(ana, { perfil_pago: null }))).body.detail).toMatch(/^perfil_pago: /)
    expect((await post(ana, `${API}/transacciones/`, purchase(ana, { transacciones: [] }))).status).toBe(400)
    expect((await post(ana, `${API}/transacciones/`, purchase(ana, { costo: '0' }))).status).toBe(400)
    expect((await post(ana, `${API}/transacciones/`, 'texto')).status).toBe(400)
    const started = await post(ana, `${API}/transacciones/`, purchase(ana))
    const other = await newMember()
    expect((await get(other, `${API}/transacciones/${started.body.deuda_id}/`)).status).toBe(404)
    expect((await post(other, `${API}/transacciones/anular/`, { deuda_id: started.body.deuda_id, id_persona: other.idPersona })).status).toBe(404)
    expect((await post(other, `${API}/transacciones/finalizar_pago/`, { deuda_id: started.body.deuda_id, id_persona: other.idPersona, metodo_pago: ONLINE })).status).toBe(404)
  })
})

describe('E80 lists the purchase as a request of each person it bought for (C56, C78)', () => {
  const TODAY = { fechaDesde: '2026-11-20', fechaHasta: '2026-11-20' }
  const HISTORY = '/api/solicitud-medicamentos/historial_medicamentos/'
  const history = async (who: Member, range = TODAY) =>
    (await post(who, HISTORY, range, null)).body as unknown as Array<Record<string, unknown>>
  const numbers = async (who: Member) => (await history(who)).map((item) => item.NroPedido)

  it('a purchase for herself: its package number, flow A\'s date and lines, pending payment, confirmed once paid', async () => {
    const ana = await newMember()
    const started = await post(ana, `${API}/transacciones/`, purchase(ana, { metodo_pago: ABITAB, perfil_pago: null }))
    const item = {
      NroPedido: started.body.Id_EnvFarDom,
      FechaSolicitud: '2026-11-20T09:00:00',
      Estado: 'pendingPayment',
      MedicamentosSolicitados: [
        { FarmacoSolicitado: 'Enalapril 10 mg comprimidos - Unidades: 2' },
        { FarmacoSolicitado: 'Atorvastatina 20 mg comprimidos - Unidades: 2' },
      ],
    }
    // Newest first, before the requests of flow A her persona copied from Ana, with the same four fields.
    const year = await history(ana, { fechaDesde: '2025-11-20', fechaHasta: '2026-11-20' })
    expect(year[0]).toStrictEqual(item)
    expect(year.slice(1).map((pedido) => pedido.Estado)).toEqual(['pendingPayment', 'confirmed', 'delivered', 'cancelled'])
    for (const pedido of year) expect(Object.keys(pedido)).toEqual(Object.keys(item))
    expect(await history(ana, { fechaDesde: '2026-11-01', fechaHasta: '2026-11-19' })).not.toContainEqual(item)

    expect((await sandbox.api(`/sandbox/deudas/${started.body.deuda_id}/pagada-en-agencia`, { method: 'POST' })).status).toBe(204)
    expect(await history(ana)).toStrictEqual([{ ...item, Estado: 'confirmed' }])
  })

  it('an online purchase is listed while its payment is open, and left out once annulled (E95)', async () => {
    const ana = await newMember()
    const started = await post(ana, `${API}/transacciones/`, purchase(ana))
    expect(await history(ana)).toMatchObject([{ NroPedido: started.body.Id_EnvFarDom, Estado: 'pendingPayment' }])
    const which = { deuda_id: started.body.deuda_id, id_persona: ana.idPersona }
    const annulled = await post(ana, `${API}/transacciones/anular/`, which)
    expect(annulled.body.ok).toBe(true)
    expect(await history(ana)).toEqual([])
  })

  it('the call centre\'s purchase for two: each one\'s list has it with her own lines, the operator\'s has not', async () => {
    const carla = await member('34567894')
    const [first, second] = [await newMember(), await newMember()]
    const enalapril = (who: Member) => ({
      id_receta: String(who.recetaOk),
      id_geo_salud: '10452',
      cantidad: 2,
      precio_ticket: '60.00',
    })
    const forBoth = purchase(carla, {
      metodo_pago: ABITAB,
      perfil_pago: null,
      // BR59: the first one's 4 units at 60 (3 tickets: 180), the second one's 2 (120); one bag (A44).
      costo: '312.00',
      transacciones: [
        ...purchase(first).transacciones,
        { id_persona: second.idPersona, entradas: [enalapril(second)], pendientes: [] },
      ],
    })
    const started = await post(carla, `${API}/transacciones/`, forBoth)
    expect(started.status).toBe(201)
    expect(await history(first)).toMatchObject([
      {
        NroPedido: started.body.Id_EnvFarDom,
        MedicamentosSolicitados: [
          { FarmacoSolicitado: 'Enalapril 10 mg comprimidos - Unidades: 2' },
          { FarmacoSolicitado: 'Atorvastatina 20 mg comprimidos - Unidades: 2' },
        ],
      },
    ])
    expect(await history(second)).toMatchObject([
      {
        NroPedido: started.body.Id_EnvFarDom,
        MedicamentosSolicitados: [{ FarmacoSolicitado: 'Enalapril 10 mg comprimidos - Unidades: 2' }],
      },
    ])
    expect(await numbers(carla)).not.toContain(started.body.Id_EnvFarDom)
  })

  it('a medicine sent as two items (BR59\'s split) is one line', async () => {
    const ana = await newMember()
    const split = purchase(ana, {
      metodo_pago: ABITAB,
      perfil_pago: null,
      transacciones: [
        {
          id_persona: ana.idPersona,
          entradas: [
            { id_receta: String(ana.recetaOk), id_geo_salud: '10452', cantidad: 1, precio_ticket: '60.00' },
            { id_receta: String(ana.recetaOk), id_geo_salud: '10877', cantidad: 2, precio_ticket: '60.00' },
            { id_receta: String(ana.recetaOk), id_geo_salud: '10452', cantidad: 1, precio_ticket: '60.00' },
          ],
          pendientes: [],
        },
      ],
    })
    const bought = await post(ana, `${API}/transacciones/`, split)
    expect(bought.status).toBe(201)
    const [listed] = await history(ana)
    expect(listed).toMatchObject({
      NroPedido: bought.body.Id_EnvFarDom,
      MedicamentosSolicitados: [
        { FarmacoSolicitado: 'Enalapril 10 mg comprimidos - Unidades: 2' },
        { FarmacoSolicitado: 'Atorvastatina 20 mg comprimidos - Unidades: 2' },
      ],
    })
  })

  it('only no-stock medicines (A43): nothing is owed, so it is confirmed, its lines those left pending', async () => {
    const ana = await newMember()
    const sinStock = sandbox.db
      .prepare(
        `SELECT r.id FROM recetas r JOIN afiliados a ON a.id = r.afiliado_id
         WHERE a.id_persona = ? AND r.status = 'SINSTOCK'`,
      )
      .pluck()
      .get(ana.idPersona) as number
    const pending = { id_receta: String(sinStock), id_geo_salud: '11203', cantidad: 1, precio_ticket: '210.00' }
    const onlyPending = purchase(ana, {
      metodo_pago: 0,
      costo: '0',
      perfil_pago: null,
      transacciones: [{ id_persona: ana.idPersona, entradas: [], pendientes: [pending] }],
    })
    const registered = await post(ana, `${API}/transacciones/`, onlyPending)
    expect(registered.body).toMatchObject({ Status: true, deuda_id: null })
    expect(await history(ana)).toMatchObject([
      {
        NroPedido: registered.body.Id_EnvFarDom,
        Estado: 'confirmed',
        MedicamentosSolicitados: [{ FarmacoSolicitado: 'Bisoprolol 5 mg comprimidos - Unidades: 1' }],
      },
    ])
  })
})

describe("the special recipe's monthly count (BR59: EntregadosAlGrupoEnElMes)", () => {
  /** What E87 says the member's group was delivered this month (the sandbox clock's). */
  const entregados = async (who: Member, documento = who.ci) => {
    const { body } = await get(who, `${API}/mis-recetas?tipo_documento=1&documento=${documento}`)
    return (body.datos_pago as { EntregadosAlGrupoEnElMes: number }).EntregadosAlGrupoEnElMes
  }
  const agency = (who: Member, fields: Record<string, unknown> = {}) => purchase(who, { metodo_pago: ABITAB, perfil_pago: null, ...fields })
  // Enalapril 2 × 186 and Atorvastatina's 2 units, one ticket of 240, at full price; bag 12.
  const FULL_PRICE = '624.00'

  async function setClock(iso: string) {
    expect((await sandbox.sendJson('/sandbox/clock', 'PUT', { now: iso })).status).toBe(200)
  }

  it('a purchase adds its units to the group: the next read answers the new count and the discount is what is left', async () => {
    const ana = await newMember()
    expect(await entregados(ana)).toBe(2)
    expect((await post(ana, `${API}/transacciones/`, agency(ana))).status).toBe(201)
    expect(await entregados(ana)).toBe(6)
    const recetas = await get(ana, `${API}/recetas-afiliado?tipo_documento=1&documento=${ana.ci}&id_localidad=10`)
    expect(recetas.body.datos_pago).toMatchObject({ TopeEntregasAlGrupoPrecioBasico: 6, EntregadosAlGrupoEnElMes: 6 })

    // The 4 discounted tickets are spent: the same purchase at 60 a ticket is priced again at full price.
    expect(await post(ana, `${API}/transacciones/`, agency(ana))).toMatchObject({ status: 409, body: { costo_calculado: FULL_PRICE } })
    expect((await post(ana, `${API}/transacciones/`, agency(ana, { costo: FULL_PRICE, transacciones: fullPrice(ana) }))).status).toBe(201)
    // Past the cap it keeps counting; what is left stays at none.
    expect(await entregados(ana)).toBe(10)
  })

  it('is the group\'s: a member of her payment group and the minor she represents read it; another family does not', async () => {
    const ana = await newMember()
    // New members of no group, signed in with the default password.
    const plain = async () => member(((await (await sandbox.sendJson('/sandbox/personas', 'POST', {})).json()) as { ci: string }).ci)
    const partner = await plain()
    expect((await post(ana, '/api/grupo_pagos/agregar_usuario_grupo_pagos/', { ci: partner.ci }, null)).status).toBe(201)
    const minor = await plain()
    sandbox.db.prepare('UPDATE afiliados SET representante_afiliado_id = (SELECT id FROM afiliados WHERE ci = ?) WHERE ci = ?').run(ana.ci, minor.ci)
    const other = await newMember()

    expect((await post(ana, `${API}/transacciones/`, agency(ana))).status).toBe(201)
    expect(await entregados(partner)).toBe(6)
    expect(await entregados(ana, minor.ci)).toBe(6)
    expect(await entregados(partner, ana.ci)).toBe(6)
    expect(await entregados(other)).toBe(2)
  })

  it('an annulled purchase (E95) gives its units back; an unpaid one counts until then', async () => {
    const ana = await newMember()
    const started = await post(ana, `${API}/transacciones/`, purchase(ana))
    expect(started.body.pasarela).toMatchObject({ url: expect.any(String) })
    expect(await entregados(ana)).toBe(6)
    const annulled = await post(ana, `${API}/transacciones/anular/`, { deuda_id: started.body.deuda_id, id_persona: ana.idPersona })
    expect(annulled.body.ok).toBe(true)
    expect(await entregados(ana)).toBe(2)
    expect((await post(ana, `${API}/transacciones/`, agency(ana))).status).toBe(201)
  })

  it('no-stock medicines left pending are not dispensed and do not count (A43)', async () => {
    const ana = await newMember()
    const sinStock = sandbox.db
      .prepare(`SELECT r.id FROM recetas r JOIN afiliados a ON a.id = r.afiliado_id WHERE a.id_persona = ? AND r.status = 'SINSTOCK'`)
      .pluck()
      .get(ana.idPersona) as number
    const pending = { id_receta: String(sinStock), id_geo_salud: '11203', cantidad: 2, precio_ticket: '210.00' }
    const onlyPending = agency(ana, { metodo_pago: 0, costo: '0', transacciones: [{ id_persona: ana.idPersona, entradas: [], pendientes: [pending] }] })
    expect((await post(ana, `${API}/transacciones/`, onlyPending)).status).toBe(201)
    expect(await entregados(ana)).toBe(2)
  })

  it('a new month on the sandbox clock starts from 0; the month before keeps its count', async () => {
    const ana = await newMember()
    expect((await post(ana, `${API}/transacciones/`, agency(ana))).status).toBe(201)
    // Signed in again at each move: her token's lifetime runs on the same clock.
    const at = async (iso: string) => {
      await setClock(iso)
      return { ...ana, token: await sandbox.login(ana.ci) }
    }
    try {
      const december = await at('2026-12-01T00:00:00-03:00')
      expect(await entregados(december)).toBe(0)
      // All 6 tickets again: the discounted purchase is accepted, and counted in December.
      expect((await post(december, `${API}/transacciones/`, agency(december))).status).toBe(201)
      expect(await entregados(december)).toBe(4)
      expect(await entregados(await at('2026-11-30T23:59:59-03:00'))).toBe(6)
    } finally {
      await setClock(TEST_NOW)
    }
  })
})

/** The member's two medicines at their full ticket prices (no discounted ticket left). */
function fullPrice(who: Member) {
  return [
    {
      id_persona: who.idPersona,
      entradas: [
        { id_receta: String(who.recetaOk), id_geo_salud: '10452', cantidad: 2, precio_ticket: '186.00' },
        { id_receta: String(who.recetaOk), id_geo_salud: '10877', cantidad: 2, precio_ticket: '240.00' },
      ],
      pendientes: [],
    },
  ]
}

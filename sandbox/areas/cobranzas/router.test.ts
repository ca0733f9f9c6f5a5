import { beforeAll, describe, expect, it } from 'vitest'
import { usePaymentsSandbox, type TestSandbox } from '../../test-support'
import { MONTO_INVALIDO } from './payments'

const ANA = '12345672'
const BRUNO = '23456783'

const payments = usePaymentsSandbox('clave')
const { newKey, post, get } = payments
let sandbox: TestSandbox
const tokens: Record<string, string> = {}

beforeAll(async () => {
  sandbox = payments.sandbox
  for (const ci of [ANA, BRUNO]) tokens[ci] = await sandbox.login(ci)
})

interface DebtItem {
  id_transaccion: number
  importe: string
  data: Array<{ name: string; description: string }>
}
type Debts = Record<'cuotas' | 'ordenes' | 'medicamentos', DebtItem[]>

/** A persona made like Ana: her cards and debts, for a test that pays. */
async function newPayer(like = ANA) {
  const res = await sandbox.sendJson('/sandbox/personas', 'POST', { like })
  const { ci } = (await res.json()) as { ci: string }
  const token = await sandbox.login(ci)
  const debts = (await get(token, '/api/cobranzas/deudas_pendientes')).body as unknown as Debts
  const cards = (await get(token, '/api/grupo_pagos/payment_methods/')).body as unknown as Array<{
    payment_profile_id: number
    payment_media_id: number
  }>
  const datos = (await get(token, '/api/afiliados/datos/')).body as { id: number }
  return { ci, token, debts, cards, id: datos.id }
}

function initBody(debt: DebtItem, card: { payment_profile_id: number; payment_media_id: number }) {
  return {
    id_transaccion: debt.id_transaccion,
    importe: debt.importe,
    perfil_pago: card.payment_profile_id,
    medio_pago: card.payment_media_id,
  }
}

/** Types the security code on the provider's page, as the iframe's form would post it. */
async function submitCvv(url: string, cvv: string) {
  const sesion = new URL(url).searchParams.get('sesion') ?? ''
  return sandbox.api('/pasarela/cvv', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sesion, cvv, accion: 'confirmar' }),
  })
}

const MONTHLY = '/api/cobranzas/servicios-mensuales-web'
const ORDER = '/api/cobranzas/orden-web'
const MEDICINE = '/api/cobranzas/medicamentos-web'

describe('GET /api/cobranzas/deudas_pendientes (E35)', () => {
  it("lists Ana's fee, order and medicine package with every display field, amounts in pesos", async () => {
    const { status, body } = await get(tokens[ANA] ?? '', '/api/cobranzas/deudas_pendientes')
    expect(status).toBe(200)
    const debts = body as unknown as Debts
    expect(debts.cuotas).toEqual([
      {
        id_transaccion: 70001,
        importe: '2155.00',
        data: [
          { name: 'convenio', description: 'Plan Integral' },
          { name: 'categoria', description: 'Titular adulto' },
          // TEST_NOW is in November 2026: last month's fee.
          { name: 'mes', description: '202610' },
          { name: 'autogenerado', description: 'CS-202610-70001' },
          { name: 'cuota_social', description: '1850.00' },
          { name: 'fnr', description: '120.00' },
          { name: 'iva', description: '185.00' },
          { name: 'total', description: '2155.00' },
        ],
      },
    ])
    expect(debts.ordenes).toHaveLength(1)
    expect(debts.ordenes[0]?.data.map((d) => d.name)).toEqual([
      'convenio',
      'especialidad_solicitada',
      'medico_especialista',
      'fecha_consulta',
      'hora_aproximada',
      'hora_inicio_policlinica',
      'autogenerado',
      'medico_referente',
      'numero_orden',
      'tipo_orden',
      'edificio',
      'tipo_cita',
      'primera_fecha_disponible',
      'motivo_postergacion',
      'fecha_emision',
      'usuario_emisor',
      'canal_anotacion',
    ])
    expect(debts.ordenes[0]).toMatchObject({ id_transaccion: 70002, importe: '450.00' })
    expect(debts.ordenes[0]?.data).toContainEqual({ name: 'fecha_consulta', description: '2026-12-01' })
    expect(debts.medicamentos).toEqual([
      {
        id_transaccion: 70003,
        importe: '550.50',
        data: [
          { name: 'cantidad', description: '3' },
          {
            name: 'detalles',
            description: JSON.stringify([
              { Nombre: 'Omeprazol 20 mg', Cantidad: 2, Importe: '240.00' },
              { Nombre: 'Losartán 50 mg', Cantidad: 1, Importe: '310.50' },
            ]),
          },
          { name: 'numero_paquete', description: 'PQ-310754' },
          { name: 'fecha_transaccion', description: '2026-11-18' },
        ],
      },
    ])
  })

  it("lists Bruno's own fee only", async () => {
    const { body } = await get(tokens[BRUNO] ?? '', '/api/cobranzas/deudas_pendientes')
    expect(body).toMatchObject({
      cuotas: [{ id_transaccion: 70004, importe: '1902.00' }],
      ordenes: [],
      medicamentos: [],
    })
  })

  it('needs a session', async () => {
    expect((await sandbox.api('/api/cobranzas/deudas_pendientes')).status).toBe(401)
  })
})

describe('test personas', () => {
  it('a persona made like Ana owes what she owes, under new ids, and has her own copies of the cards', async () => {
    const payer = await newPayer()
    const ana = (await get(tokens[ANA] ?? '', '/api/cobranzas/deudas_pendientes')).body as unknown as Debts
    const strip = (debts: Debts) =>
      Object.fromEntries(Object.entries(debts).map(([k, v]) => [k, v.map(({ id_transaccion: _id, ...rest }) => rest)]))
    expect(strip(payer.debts)).toEqual(strip(ana))
    expect(payer.debts.cuotas[0]?.id_transaccion).not.toBe(70001)
    expect(payer.cards.map((c) => c.payment_media_id)).toEqual([2, 4, 7])
    expect(payer.cards.map((c) => c.payment_profile_id)).not.toContain(1)
  })
})

describe('online payment with the security code (E36–E47)', () => {
  it('init answers an id and the provider url; the code, finalizar, the invoice, and the debt is gone', async () => {
    const payer = await newPayer()
    const fee = payer.debts.cuotas[0]
    const card = payer.cards[0]
    if (!fee || !card) throw new Error('the copy of Ana has a fee and cards')

    const init = await post(payer.token, `${MONTHLY}/`, {
      ...initBody(fee, card),
      afiliado_datos: {
        id: payer.id,
        nombre_afiliado: 'Ana',
        apellido_afiliado: 'Pérez',
        telefono_afiliado: '24012345',
      },
    })
    expect(init.status).toBe(201)
    expect(init.body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/\/pasarela\/cvv\?sesion=[\w-]{22}$/),
    })
    const id = init.body.id as number
    expect((await get(payer.token, `${MONTHLY}/${id}/`)).body).toMatchObject({ estado: 'pendiente', info_cfe: null })

    // Before the code, nothing can be confirmed.
    expect(await post(payer.token, `${MONTHLY}/finalizar/`, { id_serv_mens: id })).toEqual({
      status: 409,
      body: { detail: 'El pago espera el código de seguridad de la tarjeta' },
    })

    expect((await submitCvv(init.body.url as string, '123')).status).toBe(200)
    expect((await get(payer.token, `${MONTHLY}/${id}/`)).body).toMatchObject({ estado: 'autorizado' })

    const done = await post(payer.token, `${MONTHLY}/finalizar/`, { id_serv_mens: id })
    expect(done.status).toBe(200)
    expect(done.body).toEqual({
      ok: true,
      id,
      estado: 'confirmado',
      info_cfe: {
        url_consulta_cfe: expect.stringMatching(/\/efactura\/consulta\?serie=A&nro=\d{7}&codigo=\w{6}$/),
        tipo_documento_cfe: 'e-Ticket',
        serie_cfe: 'A',
        nro_doc_cfe: expect.any(Number),
        codigo_seguridad: expect.stringMatching(/^\w{6}$/),
        importe: '2155.00',
        fecha_emision: '2026-11-20T12:00:00.000Z',
        anulada: false,
      },
    })
    const record = await get(payer.token, `${MONTHLY}/${id}/`)
    expect(record.body).toMatchObject({ id, estado: 'confirmado', importe: '2155.00', info_cfe: done.body.info_cfe })

    const debts = (await get(payer.token, '/api/cobranzas/deudas_pendientes')).body as unknown as Debts
    expect(debts.cuotas).toEqual([])
    expect(debts.ordenes).toHaveLength(1)

    // The invoice link opens the e-invoice site's page.
    const page = await fetch((done.body.info_cfe as { url_consulta_cfe: string }).url_consulta_cfe)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Vigente')

    // A second finalizar (a reload) answers the same invoice; a new init finds the debt paid.
    expect(await post(payer.token, `${MONTHLY}/finalizar/`, { id_serv_mens: id })).toEqual(done)
    expect(await post(payer.token, `${MONTHLY}/`, initBody(fee, card))).toEqual({
      status: 409,
      body: { detail: 'La deuda ya fue pagada', id_transaccion: fee.id_transaccion },
    })
  })

  it('security code 000: the provider rejects, finalizar answers errores_pagos, cancelar leaves the debt payable', async () => {
    const payer = await newPayer()
    const order = payer.debts.ordenes[0]
    const card = payer.cards[1]
    if (!order || !card) throw new Error('the copy of Ana has an order and cards')
    const init = await post(payer.token, `${ORDER}/`, initBody(order, card))
    const id = init.body.id as number
    await submitCvv(init.body.url as string, '000')
    expect((await get(payer.token, `${ORDER}/${id}/`)).body).toMatchObject({
      estado: 'rechazado',
      motivo: 'Código de seguridad incorrecto',
    })
    expect(await post(payer.token, `${ORDER}/finalizar/`, { id_orden: id })).toEqual({
      status: 200,
      body: { id, errores_pagos: ['Código de seguridad incorrecto'] },
    })
    expect(await post(payer.token, `${ORDER}/cancelar/`, { id_orden: id })).toEqual({
      status: 200,
      body: { ok: true, id, estado: 'cancelado' },
    })
    const debts = (await get(payer.token, '/api/cobranzas/deudas_pendientes')).body as unknown as Debts
    expect(debts.ordenes.map((d) => d.id_transaccion)).toEqual([order.id_transaccion])
    // A cancelled payment cannot be confirmed any more; cancelling again changes nothing.
    expect((await post(payer.token, `${ORDER}/finalizar/`, { id_orden: id })).status).toBe(409)
    expect((await post(payer.token, `${ORDER}/cancelar/`, { id_orden: id })).status).toBe(200)
    // And it is payable again.
    const again = await post(payer.token, `${ORDER}/`, initBody(order, card))
    expect(again.status).toBe(201)
  })

  it('a new init replaces a payment left waiting, whose page then closes', async () => {
    const payer = await newPayer()
    const medicine = payer.debts.medicamentos[0]
    const card = payer.cards[0]
    if (!medicine || !card) throw new Error('the copy of Ana has a medicine package and cards')
    const first = await post(payer.token, `${MEDICINE}/`, initBody(medicine, card))
    const second = await post(payer.token, `${MEDICINE}/`, initBody(medicine, card))
    expect(second.status).toBe(201)
    expect((await get(payer.token, `${MEDICINE}/${first.body.id as number}/`)).body).toMatchObject({
      estado: 'cancelado',
    })
    const stale = await submitCvv(first.body.url as string, '123')
    expect(await stale.text()).toContain('"evento":"close"')
    await submitCvv(second.body.url as string, '4321')
    const done = await post(payer.token, `${MEDICINE}/finalizar/`, { id_medicamento: second.body.id })
    expect(done.body).toMatchObject({ ok: true, estado: 'confirmado' })
  })

  it('a card added as 4000 0000 0000 0002 is declined at payment', async () => {
    const payer = await newPayer()
    const fee = payer.debts.cuotas[0]
    if (!fee) throw new Error('the copy of Ana has a fee')
    const capture = (await get(payer.token, '/api/grupo_pagos/capture_information')).body as { unique_id: string }
    await sandbox.api('/pasarela/captura', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sesion: capture.unique_id,
        numero: '4000 0000 0000 0002',
        vencimiento: '12/29',
        titular: 'Ana Perez',
        accion: 'confirmar',
      }),
    })
    const cards = (await get(payer.token, '/api/grupo_pagos/payment_methods/')).body as unknown as Array<{
      payment_profile_id: number
      payment_media_id: number
      last_4: string
    }>
    const declining = cards.find((c) => c.last_4 === '0002')
    if (!declining) throw new Error('the card was added')
    const init = await post(payer.token, `${MONTHLY}/`, initBody(fee, declining))
    const page = await submitCvv(init.body.url as string, '123')
    expect(await page.text()).toContain('La tarjeta fue rechazada por el emisor')
    expect((await post(payer.token, `${MONTHLY}/finalizar/`, { id_serv_mens: init.body.id })).body).toEqual({
      id: init.body.id,
      errores_pagos: ['La tarjeta fue rechazada por el emisor'],
    })
  })

  it('annulling the invoice refunds the charge and the debt is payable again (invented call)', async () => {
    const payer = await newPayer()
    const fee = payer.debts.cuotas[0]
    const card = payer.cards[0]
    if (!fee || !card) throw new Error('the copy of Ana has a fee and cards')
    await sandbox.sendJson('/sandbox/pagos/resultados', 'POST', { operacion: 'iniciar', resultado: 'sin_url' })
    const init = await post(payer.token, `${MONTHLY}/`, initBody(fee, card))
    const done = await post(payer.token, `${MONTHLY}/finalizar/`, { id_serv_mens: init.body.id })
    expect(await post(payer.token, `${MONTHLY}/cancelar/`, { id_serv_mens: init.body.id })).toEqual({
      status: 409,
      body: { detail: 'El pago ya se cobró: para devolverlo se anula su factura' },
    })
    const annulled = await post(payer.token, `${MONTHLY}/anular_factura/`, { id_serv_mens: init.body.id })
    expect(annulled).toEqual({
      status: 200,
      body: {
        ok: true,
        id: init.body.id,
        estado: 'anulado',
        detail: 'Factura anulada. La devolución a la tarjeta puede demorar hasta 48 horas hábiles.',
      },
    })
    const record = (await get(payer.token, `${MONTHLY}/${init.body.id as number}/`)).body
    expect(record).toMatchObject({ estado: 'anulado', info_cfe: { anulada: true } })
    const page = await fetch((done.body.info_cfe as { url_consulta_cfe: string }).url_consulta_cfe)
    expect(await page.text()).toContain('Anulado')
    const debts = (await get(payer.token, '/api/cobranzas/deudas_pendientes')).body as unknown as Debts
    expect(debts.cuotas.map((d) => d.id_transaccion)).toEqual([fee.id_transaccion])
  })
})

describe("a member of Ana's group", () => {
  it("pays his own fee with the group's card", async () => {
    const member = await newPayer(BRUNO)
    const fee = member.debts.cuotas[0]
    const card = member.cards[0]
    if (!fee || !card) throw new Error("the copy of Bruno has a fee and sees the group's cards")
    expect(card.payment_profile_id).toBe(1)
    const init = await post(member.token, `${MONTHLY}/`, initBody(fee, card))
    await submitCvv(init.body.url as string, '321')
    expect((await post(member.token, `${MONTHLY}/finalizar/`, { id_serv_mens: init.body.id })).body).toMatchObject({
      ok: true,
      info_cfe: { importe: '1902.00' },
    })
  })
})

describe('an expired card', () => {
  it('is rejected at init with errores_pagos, the payment created so the portal can cancel it', async () => {
    const payer = await newPayer()
    const fee = payer.debts.cuotas[0]
    const card = payer.cards[1]
    if (!fee || !card) throw new Error('the copy of Ana has a fee and cards')
    // Ana's OCA card expires 03/28: in April 2028 it cannot pay.
    await sandbox.sendJson('/sandbox/clock', 'PUT', { now: '2028-04-01T12:00:00-03:00' })
    try {
      const token = await sandbox.login(payer.ci)
      const init = await post(token, `${MONTHLY}/`, initBody(fee, card))
      expect(init).toEqual({ status: 200, body: { id: expect.any(Number), errores_pagos: ['Tarjeta vencida'] } })
      expect((await post(token, `${MONTHLY}/cancelar/`, { id_serv_mens: init.body.id })).body).toMatchObject({
        estado: 'cancelado',
      })
    } finally {
      await sandbox.sendJson('/sandbox/clock', 'PUT', { now: '2026-11-20T12:00:00.000Z' })
    }
  })
})

describe('money is charged once', () => {
  it('20 concurrent identical inits with one key make one payment; 20 concurrent finalizar one charge', async () => {
    const payer = await newPayer()
    const fee = payer.debts.cuotas[0]
    const card = payer.cards[0]
    if (!fee || !card) throw new Error('the copy of Ana has a fee and cards')
    const key = newKey()
    const inits = await Promise.all(
      Array.from({ length: 20 }, () => post(payer.token, `${MONTHLY}/`, initBody(fee, card), key)),
    )
    expect(new Set(inits.map((i) => JSON.stringify(i))).size).toBe(1)
    expect(inits[0]?.status).toBe(201)
    const id = inits[0]?.body.id as number
    const pagos = () =>
      sandbox.db
        .prepare('SELECT estado FROM pagos WHERE id_transaccion = ?')
        .pluck()
        .all(fee.id_transaccion) as string[]
    expect(pagos()).toEqual(['pendiente'])

    await submitCvv(inits[0]?.body.url as string, '123')
    // Without a key (other tabs) and with one (a double click): every answer is the one charge.
    const finals = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(payer.token, `${MONTHLY}/finalizar/`, { id_serv_mens: id }, i % 2 ? key : null),
      ),
    )
    expect(new Set(finals.map((f) => JSON.stringify(f))).size).toBe(1)
    expect(finals[0]?.body).toMatchObject({ ok: true, estado: 'confirmado' })
    expect(pagos()).toEqual(['confirmado'])
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM facturas WHERE pago_id = ?').pluck().get(id)).toBe(1)
  })

  it('refuses init without an Idempotency-Key, and a key reused with other data', async () => {
    const payer = await newPayer()
    const fee = payer.debts.cuotas[0]
    const [first, second] = payer.cards
    if (!fee || !first || !second) throw new Error('the copy of Ana has a fee and cards')
    const missing = await post(payer.token, `${MONTHLY}/`, initBody(fee, first), null)
    expect(missing.status).toBe(400)
    expect(missing.body.detail).toMatch(/Idempotency-Key/)
    const bad = await post(payer.token, `${MONTHLY}/`, initBody(fee, first), 'clave con espacios')
    expect(bad.status).toBe(400)
    const key = newKey()
    expect((await post(payer.token, `${MONTHLY}/`, initBody(fee, first), key)).status).toBe(201)
    expect((await post(payer.token, `${MONTHLY}/`, initBody(fee, second), key)).status).toBe(422)
  })
})

describe('another member cannot pay, confirm, cancel or read', () => {
  it("answers 404 for Ana's debt paid by Bruno, and for Ana's payment asked by Bruno", async () => {
    const ana = await newPayer()
    const fee = ana.debts.cuotas[0]
    const card = ana.cards[0]
    if (!fee || !card) throw new Error('the copy of Ana has a fee and cards')
    const bruno = tokens[BRUNO] ?? ''
    const brunoCards = (await get(bruno, '/api/grupo_pagos/payment_methods/')).body as unknown as Array<{
      payment_profile_id: number
      payment_media_id: number
    }>
    expect(await post(bruno, `${MONTHLY}/`, initBody(fee, brunoCards[0] ?? card))).toEqual({
      status: 404,
      body: { detail: 'No existe la deuda' },
    })
    const init = await post(ana.token, `${MONTHLY}/`, initBody(fee, card))
    const id = init.body.id as number
    for (const [path, field] of [
      [`${MONTHLY}/finalizar/`, 'id_serv_mens'],
      [`${MONTHLY}/cancelar/`, 'id_serv_mens'],
      [`${MONTHLY}/anular_factura/`, 'id_serv_mens'],
    ] as const) {
      expect(await post(bruno, path, { [field]: id }), path).toEqual({
        status: 404,
        body: { detail: 'No existe el pago' },
      })
    }
    expect((await get(bruno, `${MONTHLY}/${id}/`)).status).toBe(404)
    // On another kind's path the payment does not exist either.
    expect((await get(ana.token, `${ORDER}/${id}/`)).status).toBe(404)
    expect((await post(ana.token, `${ORDER}/finalizar/`, { id_orden: id })).status).toBe(404)
    expect((await get(ana.token, `${MONTHLY}/${id}/`)).status).toBe(200)
  })

  it("refuses another group's card and afiliado_datos of someone else", async () => {
    const ana = await newPayer()
    const other = await newPayer()
    const fee = ana.debts.cuotas[0]
    const foreignCard = other.cards[0]
    const card = ana.cards[0]
    if (!fee || !foreignCard || !card) throw new Error('both copies have cards')
    expect(await post(ana.token, `${MONTHLY}/`, initBody(fee, foreignCard))).toEqual({
      status: 404,
      body: { detail: 'No existe el medio de pago' },
    })
    const impostor = await post(ana.token, `${MONTHLY}/`, { ...initBody(fee, card), afiliado_datos: { id: other.id } })
    expect(impostor.status).toBe(403)
  })
})

describe('refusals are 4xx, never 5xx', () => {
  it('answers 400 for malformed bodies and the spec\'s "Monto inválido" for another amount', async () => {
    const payer = await newPayer()
    const fee = payer.debts.cuotas[0]
    const card = payer.cards[0]
    if (!fee || !card) throw new Error('the copy of Ana has a fee and cards')
    for (const body of [
      {},
      { ...initBody(fee, card), id_transaccion: 'x' },
      { ...initBody(fee, card), importe: '12,50' },
      { ...initBody(fee, card), importe: '0' },
      { ...initBody(fee, card), perfil_pago: -1 },
      { ...initBody(fee, card), medio_pago: card.payment_media_id + 1 },
      [],
    ]) {
      const { status, body: answered } = await post(payer.token, `${MONTHLY}/`, body)
      expect(status, JSON.stringify(body)).toBe(400)
      expect(answered).toEqual({ detail: expect.any(String) })
    }
    expect(await post(payer.token, `${MONTHLY}/`, { ...initBody(fee, card), importe: '1.00' })).toEqual({
      status: 200,
      body: { error: MONTO_INVALIDO },
    })
    const raw = await sandbox.api(`${MONTHLY}/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${payer.token}`,
        'content-type': 'application/json',
        'Idempotency-Key': newKey(),
      },
      body: '{"id_transaccion":',
    })
    expect(raw.status).toBe(400)
    for (const path of [`${MONTHLY}/finalizar/`, `${ORDER}/cancelar/`, `${MEDICINE}/anular_factura/`]) {
      expect((await post(payer.token, path, { otro: 1 })).status, path).toBe(400)
    }
    expect((await get(payer.token, `${MONTHLY}/abc/`)).status).toBe(404)
  })

  it('takes urlencoded forms too', async () => {
    const payer = await newPayer()
    const fee = payer.debts.cuotas[0]
    const card = payer.cards[0]
    if (!fee || !card) throw new Error('the copy of Ana has a fee and cards')
    const res = await sandbox.api(`${MONTHLY}/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${payer.token}`, 'Idempotency-Key': newKey() },
      body: new URLSearchParams({
        id_transaccion: String(fee.id_transaccion),
        importe: fee.importe,
        perfil_pago: String(card.payment_profile_id),
      }),
    })
    expect(res.status).toBe(201)
  })
})

describe('forced gateway outcomes (POST /sandbox/pagos/resultados)', () => {
  async function forced(spec: Record<string, unknown>) {
    const res = await sandbox.sendJson('/sandbox/pagos/resultados', 'POST', spec)
    expect(res.status).toBe(201)
  }

  it('init: error, error_107, errores_pagos (string or list), 409 and no url, each once', async () => {
    const payer = await newPayer()
    const fee = payer.debts.cuotas[0]
    const card = payer.cards[0]
    if (!fee || !card) throw new Error('the copy of Ana has a fee and cards')
    const init = () => post(payer.token, `${MONTHLY}/`, initBody(fee, card))

    await forced({ operacion: 'iniciar', resultado: 'error', mensaje: 'Servicio no disponible' })
    expect(await init()).toEqual({ status: 200, body: { error: 'Servicio no disponible' } })
    await forced({ operacion: 'iniciar', resultado: 'error_107' })
    expect(await init()).toEqual({ status: 200, body: { error_107: expect.stringContaining('107') } })
    await forced({
      operacion: 'iniciar',
      resultado: 'errores_pagos',
      mensaje: ['Tarjeta rechazada', 'Fondos insuficientes'],
    })
    const rejected = await init()
    expect(rejected).toEqual({
      status: 200,
      body: { id: expect.any(Number), errores_pagos: ['Tarjeta rechazada', 'Fondos insuficientes'] },
    })
    expect((await post(payer.token, `${MONTHLY}/cancelar/`, { id_serv_mens: rejected.body.id })).status).toBe(200)
    await forced({ operacion: 'iniciar', resultado: 'errores_pagos', mensaje: 'Tarjeta vencida' })
    expect((await init()).body).toMatchObject({ errores_pagos: 'Tarjeta vencida' })
    await forced({ operacion: 'iniciar', resultado: 'conflicto' })
    expect(await init()).toEqual({
      status: 409,
      body: { detail: 'Hay otro pago en curso para esta deuda', id_transaccion: fee.id_transaccion },
    })
    // Only for the kind asked: an order's init is not affected.
    await forced({ operacion: 'iniciar', resultado: 'sin_url', tipo: 'orden' })
    expect((await init()).body).toHaveProperty('url')
    const order = payer.debts.ordenes[0]
    if (!order) throw new Error('the copy of Ana has an order')
    const withoutUrl = await post(payer.token, `${ORDER}/`, initBody(order, card))
    expect(withoutUrl).toEqual({ status: 201, body: { id: expect.any(Number) } })
    expect((await post(payer.token, `${ORDER}/finalizar/`, { id_orden: withoutUrl.body.id })).body).toMatchObject({
      ok: true,
      estado: 'confirmado',
    })
  })

  it('a forced outcome never opens a way past the checks: a foreign debt is still 404', async () => {
    await forced({ operacion: 'iniciar', resultado: 'sin_url' })
    const ana = await newPayer()
    const card = ana.cards[0]
    if (!card) throw new Error('the copy of Ana has cards')
    const bruno = { id_transaccion: 70004, importe: '1902.00', data: [] }
    expect((await post(ana.token, `${MONTHLY}/`, initBody(bruno, card))).status).toBe(404)
    // ...and the outcome is still there for the next valid call.
    expect(((await (await sandbox.api('/sandbox/pagos/resultados')).json()) as unknown[]).length).toBe(1)
  })

  it('finalizar: error keeps the payment open, errores_pagos rejects it', async () => {
    const payer = await newPayer()
    const fee = payer.debts.cuotas[0]
    const card = payer.cards[0]
    if (!fee || !card) throw new Error('the copy of Ana has a fee and cards')
    await forced({ operacion: 'iniciar', resultado: 'sin_url', veces: 2 })
    const init = await post(payer.token, `${MONTHLY}/`, initBody(fee, card))
    await forced({ operacion: 'finalizar', resultado: 'error' })
    expect(await post(payer.token, `${MONTHLY}/finalizar/`, { id_serv_mens: init.body.id })).toEqual({
      status: 200,
      body: { error: 'No se pudo confirmar el pago. Inténtelo de nuevo más tarde.' },
    })
    expect((await get(payer.token, `${MONTHLY}/${init.body.id as number}/`)).body).toMatchObject({
      estado: 'pendiente',
    })
    await forced({ operacion: 'finalizar', resultado: 'errores_pagos' })
    expect((await post(payer.token, `${MONTHLY}/finalizar/`, { id_serv_mens: init.body.id })).body).toEqual({
      id: init.body.id,
      errores_pagos: ['Tarjeta rechazada'],
    })
  })

  it('refuses an unknown operation or outcome, and a list where one message is read', async () => {
    for (const spec of [
      {},
      { operacion: 'iniciar', resultado: 'warning_pagos' },
      { operacion: 'iniciar', resultado: 'error', mensaje: ['a', 'b'] },
      { operacion: 'medios', resultado: 'sin_url' },
      { operacion: 'cvv', resultado: 'notification', tipo: 'couta' },
      { operacion: 'iniciar', resultado: 'error', veces: 0 },
    ]) {
      const res = await sandbox.sendJson('/sandbox/pagos/resultados', 'POST', spec)
      expect(res.status, JSON.stringify(spec)).toBe(400)
    }
  })
})

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox, type TestSandbox } from '../../test-support'
import { RESERVA_VIGENTE, DETAILS } from './bookings'

// The clock is fixed at TEST_NOW (2026-11-20 09:00 in Montevideo): slots are booked in the following days.
let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox()
})

afterEach(async () => {
  await sandbox.api('/sandbox/pagos/resultados', { method: 'DELETE' })
})

afterAll(async () => {
  await sandbox.close()
})

interface Answer {
  status: number
  body: Record<string, unknown>
}

async function answer(res: Response | Promise<Response>): Promise<Answer> {
  const response = await res
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

let keys = 0
const newKey = () => `reserva-${++keys}-${Date.now()}`

interface Member {
  token: string
  id: number
  cards: Array<{ payment_profile_id: number; payment_media_id: number }>
}

function post(who: Member, path: string, body: unknown, key: string | null = newKey()) {
  return answer(
    sandbox.sendJson(path, 'POST', body, {
      authorization: `Bearer ${who.token}`,
      ...(key === null ? {} : { 'Idempotency-Key': key }),
    }),
  )
}

const get = (who: Member, path: string) => answer(sandbox.getWithToken(path, who.token))

/** A persona made like Ana: her group's cards, her own reservations. */
async function newMember(): Promise<Member> {
  const res = await sandbox.sendJson('/sandbox/personas', 'POST', { like: '12345672' })
  const { ci } = (await res.json()) as { ci: string }
  const token = await sandbox.login(ci)
  const who = { token, id: 0, cards: [] }
  const cards = (await get(who, '/api/grupo_pagos/payment_methods/')).body as unknown as Member['cards']
  const datos = (await get(who, '/api/afiliados/datos/')).body as { id: number }
  return { token, id: datos.id, cards }
}

let slots = 0
/** E58's body for a slot nobody else books (its own calendar), with the member's first card when online. */
function booking(who: Member, fields: Record<string, unknown> = {}) {
  slots += 1
  return {
    afiliado: who.id,
    afiliado_datos: { id: who.id, nombre_afiliado: 'Ana', apellido_afiliado: 'Pérez', telefono_afiliado: '099123456' },
    numero_orden: `${800000 + slots}`,
    numero_calendario: `${4000 + slots}`,
    especialidad: `${slots}`,
    tipo_de_orden: '1',
    filial: '3',
    edificio: '2',
    fecha: '2026-11-25T10:30',
    profesional: '77',
    convenio: '5',
    costo: '450.00',
    metodo_pago: 'online',
    perfil_pago: who.cards[0]!.payment_profile_id,
    backend_mutual_datos_reserva: {
      nro_calendario: `${4000 + slots}`,
      nro_orden: `${800000 + slots}`,
      convenio: '5',
      motivo_fecha: 1,
      tipo_orden: '1',
    },
    ...fields,
  }
}

const RESERVA = '/api/reservas/reserva-web'

async function submitCvv(url: string, cvv: string) {
  const sesion = new URL(url).searchParams.get('sesion') ?? ''
  return sandbox.api('/pasarela/cvv', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sesion, cvv, accion: 'confirmar' }),
  })
}

async function pendingOrders(who: Member): Promise<number[]> {
  const { body } = await get(who, '/api/cobranzas/deudas_pendientes')
  return (body.ordenes as Array<{ id_transaccion: number }>).map((debt) => debt.id_transaccion)
}

describe('E58 booking', () => {
  it('books a free consultation without a payment, and only its owner reads it (E62)', async () => {
    const ana = await newMember()
    const booked = await post(ana, `${RESERVA}/`, booking(ana, { costo: '0', metodo_pago: undefined, perfil_pago: undefined }))
    expect(booked).toMatchObject({ status: 201, body: { url: null, id_transaccion: null, info_cfe: null } })
    const record = await get(ana, `${RESERVA}/${booked.body.id}/`)
    expect(record.body).toMatchObject({ estado: 'reservada', metodo_pago: 'sin_costo', estado_pago: null, costo: '0.00' })
    const other = await newMember()
    expect((await get(other, `${RESERVA}/${booked.body.id}/`)).status).toBe(404)
    expect((await post(other, `${RESERVA}/finalizar/`, { id_reserva: booked.body.id })).status).toBe(404)
  })

  it('online: books, owes the order and opens the security-code page; the code and E59 charge it with its invoice', async () => {
    const ana = await newMember()
    const booked = await post(ana, `${RESERVA}/`, booking(ana))
    expect(booked.status).toBe(201)
    expect(booked.body.url).toMatch(/\/pasarela\/cvv\?sesion=/)
    expect(await pendingOrders(ana)).toContain(booked.body.id_transaccion)

    expect((await submitCvv(booked.body.url as string, '123')).status).toBe(200)
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body.estado_pago).toBe('autorizado')
    const done = await post(ana, `${RESERVA}/finalizar/`, { id_reserva: booked.body.id })
    expect(done.body).toMatchObject({ ok: true, id: booked.body.id, estado_pago: 'confirmado' })
    expect(done.body.info_cfe).toMatchObject({ tipo_documento_cfe: 'e-Ticket', importe: '450.00' })
    // Finalizing again charges nothing more: the same answer.
    expect((await post(ana, `${RESERVA}/finalizar/`, { id_reserva: booked.body.id })).body).toEqual(done.body)
    const record = await get(ana, `${RESERVA}/${booked.body.id}/`)
    expect(record.body).toMatchObject({ estado_pago: 'confirmado', info_cfe: done.body.info_cfe })
    expect(await pendingOrders(ana)).not.toContain(booked.body.id_transaccion)
  })

  it('reads the spec\'s `H` (A25) and keeps the slot: nobody books it twice', async () => {
    const ana = await newMember()
    const body = booking(ana, { fecha: '2026-11-26T9:05' })
    const booked = await post(ana, `${RESERVA}/`, body)
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body.fecha).toBe('2026-11-26T09:05')
    const other = await newMember()
    const again = await post(other, `${RESERVA}/`, { ...booking(other), numero_calendario: body.numero_calendario, fecha: '2026-11-26T09:05', backend_mutual_datos_reserva: undefined })
    expect(again).toEqual({ status: 409, body: { detail: DETAILS.slotTaken } })
  })

  it('refuses a second standing reservation of the same specialty with the spec\'s words', async () => {
    const ana = await newMember()
    const first = booking(ana, { costo: '0' })
    await post(ana, `${RESERVA}/`, first)
    const second = await post(ana, `${RESERVA}/`, { ...booking(ana, { costo: '0' }), especialidad: first.especialidad })
    expect(second).toMatchObject({ status: 409, body: { detail: RESERVA_VIGENTE } })
  })

  it('one key books and charges once, however many times it is sent; the key with other data is 422', async () => {
    const ana = await newMember()
    const body = booking(ana)
    const key = newKey()
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(ana, `${RESERVA}/`, body, key)))
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toHaveProperty('size', 1)
    expect((await pendingOrders(ana)).filter((id) => id === answers[0]!.body.id_transaccion)).toHaveLength(1)
    expect((await post(ana, `${RESERVA}/`, { ...body, costo: '1.00' }, key)).status).toBe(422)
    expect((await post(ana, `${RESERVA}/`, booking(ana), null)).status).toBe(400)
  })

  it('answers the forced `error_inicial` and books nothing', async () => {
    const ana = await newMember()
    await sandbox.sendJson('/sandbox/pagos/resultados', 'POST', { operacion: 'reservar', resultado: 'error_inicial' })
    const body = booking(ana)
    const failed = await post(ana, `${RESERVA}/`, body)
    expect(failed.status).toBe(200)
    expect(Object.keys(failed.body)).toEqual(['error_inicial'])
    expect((await post(ana, `${RESERVA}/`, body)).status).toBe(201)
  })

  it('refuses malformed bodies with 400, someone else as afiliado with 403, an unknown card with 404: nothing booked', async () => {
    const ana = await newMember()
    const body = booking(ana)
    expect((await post(ana, `${RESERVA}/`, { ...body, fecha: '25/11/2026 10:30' })).body.detail).toMatch(/^fecha: /)
    expect((await post(ana, `${RESERVA}/`, { ...body, costo: 'mucho' })).status).toBe(400)
    expect((await post(ana, `${RESERVA}/`, { ...body, perfil_pago: undefined })).body.detail).toMatch(/^perfil_pago: /)
    expect((await post(ana, `${RESERVA}/`, { ...body, fecha: '2026-11-19T10:00' })).body.detail).toBe(DETAILS.past)
    expect((await post(ana, `${RESERVA}/`, { ...body, backend_mutual_datos_reserva: { nro_calendario: '1', nro_orden: '2' } })).status).toBe(400)
    expect((await post(ana, `${RESERVA}/`, { ...body, afiliado: ana.id + 1 })).status).toBe(403)
    expect((await post(ana, `${RESERVA}/`, { ...body, perfil_pago: 999999 })).status).toBe(404)
    expect((await post(ana, `${RESERVA}/`, body)).status).toBe(201)
  })
})

describe('after a rejection (BR31, BR32, A29)', () => {
  it('keeps the reservation; E60 cancels the payment and the order is paid from the pending payments with another card', async () => {
    const ana = await newMember()
    const booked = await post(ana, `${RESERVA}/`, booking(ana))
    await submitCvv(booked.body.url as string, '000')
    const rejected = await post(ana, `${RESERVA}/finalizar/`, { id_reserva: booked.body.id })
    expect(rejected.body).toMatchObject({ id: booked.body.id, errores_pagos: [expect.any(String)] })
    const annulled = await post(ana, `${RESERVA}/anular_factura_reserva/`, { id_reserva: booked.body.id })
    expect(annulled.body).toMatchObject({ ok: true, id: booked.body.id, estado_pago: 'cancelado' })
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body).toMatchObject({ estado: 'reservada', estado_pago: 'cancelado' })

    const order = booked.body.id_transaccion as number
    expect(await pendingOrders(ana)).toContain(order)
    const card = ana.cards[1]!
    const paid = await post(ana, '/api/cobranzas/orden-web/', { id_transaccion: order, importe: '450.00', perfil_pago: card.payment_profile_id })
    await submitCvv(paid.body.url as string, '321')
    await post(ana, '/api/cobranzas/orden-web/finalizar/', { id_orden: paid.body.id })
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body).toMatchObject({ estado_pago: 'confirmado', info_cfe: { anulada: false } })
  })

  it('an initial rejection (forced errores_pagos on the order) still books and names the reservation', async () => {
    const ana = await newMember()
    await sandbox.sendJson('/sandbox/pagos/resultados', 'POST', { operacion: 'iniciar', resultado: 'errores_pagos', mensaje: ['Fondos insuficientes'], tipo: 'orden' })
    const booked = await post(ana, `${RESERVA}/`, booking(ana))
    expect(booked).toMatchObject({ status: 200, body: { errores_pagos: ['Fondos insuficientes'], id: expect.any(Number) } })
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body).toMatchObject({ estado: 'reservada', estado_pago: 'rechazado', motivo: 'Fondos insuficientes' })
  })

  it('E63 moves it to an agency: the open payment is cancelled, its page closed', async () => {
    const ana = await newMember()
    const booked = await post(ana, `${RESERVA}/`, booking(ana))
    const changed = await post(ana, `${RESERVA}/cambiar_forma_pago/`, { id_reserva: booked.body.id, metodo_pago: 'ABITAB', isOnline: false })
    expect(changed.body).toMatchObject({ ok: true, metodo_pago: 'abitab' })
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body.estado_pago).toBe('cancelado')
    // The provider's page of the cancelled payment authorizes nothing any more.
    await submitCvv(booked.body.url as string, '123')
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body.estado_pago).toBe('cancelado')
  })
})

describe('E61 cancelling a reservation (A63)', () => {
  it('refunds a charged online payment (ONLINE) and frees the slot', async () => {
    const ana = await newMember()
    const body = booking(ana)
    const booked = await post(ana, `${RESERVA}/`, body)
    await submitCvv(booked.body.url as string, '123')
    await post(ana, `${RESERVA}/finalizar/`, { id_reserva: booked.body.id })
    const cancelled = await post(ana, `${RESERVA}/cancelar/?numero_orden=${body.numero_orden}`, { es_cancelacion: true })
    expect(cancelled.body).toEqual({ ok: true, id: booked.body.id, tipo: 'ONLINE' })
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body).toMatchObject({ estado: 'cancelada', estado_pago: 'anulado', info_cfe: { anulada: true } })
    const other = await newMember()
    const rebooked = await post(other, `${RESERVA}/`, { ...booking(other, { costo: '0' }), numero_calendario: body.numero_calendario, backend_mutual_datos_reserva: undefined })
    expect(rebooked.status).toBe(201)
  })

  it('calls an unpaid agency booking off (AGENCIA_NO_PAGA): its order leaves the pending payments', async () => {
    const ana = await newMember()
    const booked = await post(ana, `${RESERVA}/`, booking(ana, { metodo_pago: 'redpagos', perfil_pago: undefined }))
    expect(booked.body).toMatchObject({ url: null, id_transaccion: expect.any(Number) })
    expect(await pendingOrders(ana)).toContain(booked.body.id_transaccion)
    const cancelled = await post(ana, `${RESERVA}/cancelar/`, { es_cancelacion: 'true', id_reserva: booked.body.id })
    expect(cancelled.body.tipo).toBe('AGENCIA_NO_PAGA')
    expect(await pendingOrders(ana)).not.toContain(booked.body.id_transaccion)
    expect((await post(ana, `${RESERVA}/cancelar/`, { es_cancelacion: false })).status).toBe(400)
    expect((await post(await newMember(), `${RESERVA}/cancelar/`, { es_cancelacion: true, id_reserva: booked.body.id })).status).toBe(404)
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import { jsonAnswer as answer, usePaymentsSandbox, type TestSandbox } from '../../test-support'
import { RESERVA_VIGENTE, DETAILS } from './bookings'
import { TERMS_DETAILS } from './booking-terms'

// The clock is fixed at TEST_NOW (2026-11-20 09:00 in Montevideo): slots are booked in the following days.
const payments = usePaymentsSandbox('reserva')
const { newKey } = payments
let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = payments.sandbox
})

interface Member {
  token: string
  id: number
  cards: Array<{ payment_profile_id: number; payment_media_id: number }>
}

const post = (who: Member, path: string, body: unknown, key?: string | null) => payments.post(who.token, path, body, key)

const get = (who: Member, path: string) => payments.get(who.token, path)

/** A persona made like Ana (her group's cards, her own reservations), or a new affiliate with nothing (`undefined`). */
async function newMember(like: string | undefined = '12345672'): Promise<Member> {
  const res = await sandbox.sendJson('/sandbox/personas', 'POST', like === undefined ? {} : { like })
  const { ci } = (await res.json()) as { ci: string }
  const token = await sandbox.login(ci)
  const who = { token, id: 0, cards: [] }
  const cards = (await get(who, '/api/grupo_pagos/payment_methods/')).body as unknown as Member['cards']
  const datos = (await get(who, '/api/afiliados/datos/')).body as { id: number }
  return { token, id: datos.id, cards }
}

// The slots are the medical agenda's. Cardiología (3): Martín Silva at Ciudad de la Costa (calendar 3001, branch 2,
// building 3) and Fernando Olivera at Sede Central (3002 in person, 3003 by telephone). Its Consulta (31) costs
// 450.00 under FONASA (2) and 1350.00 Particular (1); its Resultados de estudios (33) 0.00 under FONASA.
const CARDIOLOGIA = 3
const CONSULTA = 31
const RESULTADOS = 33
const FONASA = 2
const PARTICULAR = 1

interface Slot {
  comienzo: string
  nro_orden: number
  nro_calendario: number
  filial: number
  edificio: number
  profesional: number
}

const AVAILABILITY = '/api/agenda/fetch-availability/'
const FIRST_DATE = '/api/agenda/first_available-date-by-speciality'

async function offered(who: Member, especialidad: number, desde: string, hasta: string): Promise<Slot[]> {
  const url = `disponibilidad/0/${especialidad}/${desde}/${hasta}/`
  return (await answer(sandbox.sendJson(AVAILABILITY, 'POST', { url }, { authorization: `Bearer ${who.token}` })))
    .body as unknown as Slot[]
}

const firstDate = async (who: Member, especialidad: number) =>
  (await get(who, `${FIRST_DATE}?specialityId=${especialidad}`)).body.Fecha

let pool: Slot[] | undefined
/** A free Cardiología slot that no other test of this file books (the first that `pick` accepts). */
async function cardiologySlot(who: Member, pick: (slot: Slot) => boolean = () => true): Promise<Slot> {
  pool ??= await offered(who, CARDIOLOGIA, '23-11-2026', '20-02-2027')
  const index = pool.findIndex(pick)
  expect(index).toBeGreaterThanOrEqual(0)
  return pool.splice(index, 1)[0]!
}

/** E58's body for a slot as E53 offered it, on the agenda's terms: a FONASA consultation paid with the first card. */
function bookingOf(who: Member, slot: Slot, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    afiliado: who.id,
    afiliado_datos: { id: who.id, nombre_afiliado: 'Ana', apellido_afiliado: 'Pérez', telefono_afiliado: '099123456' },
    numero_orden: String(slot.nro_orden),
    numero_calendario: String(slot.nro_calendario),
    especialidad: String(CARDIOLOGIA),
    tipo_de_orden: String(CONSULTA),
    filial: String(slot.filial),
    edificio: String(slot.edificio),
    fecha: slot.comienzo.slice(0, 16),
    profesional: String(slot.profesional),
    convenio: String(FONASA),
    costo: '450.00',
    metodo_pago: 3,
    perfil_pago: who.cards[0]!.payment_profile_id,
    ...fields,
  }
  return {
    backend_mutual_datos_reserva: {
      nro_calendario: body.numero_calendario,
      nro_orden: body.numero_orden,
      convenio: body.convenio,
      motivo_fecha: 1,
      tipo_orden: body.tipo_de_orden,
    },
    ...body,
  }
}

/** E58's body for a Cardiología slot nobody else books. */
const booking = async (who: Member, fields: Record<string, unknown> = {}) =>
  bookingOf(who, await cardiologySlot(who), fields)

/** The terms of a consultation without cost (Resultados de estudios under FONASA). */
const NO_COST = { tipo_de_orden: String(RESULTADOS), costo: '0.00', metodo_pago: undefined, perfil_pago: undefined }

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
    const booked = await post(ana, `${RESERVA}/`, await booking(ana, NO_COST))
    expect(booked).toMatchObject({ status: 201, body: { url: null, id_transaccion: null, info_cfe: null } })
    const record = await get(ana, `${RESERVA}/${booked.body.id}/`)
    expect(record.body).toMatchObject({ estado: 'reservada', metodo_pago: null, estado_pago: null, costo: '0.00' })
    const other = await newMember()
    expect((await get(other, `${RESERVA}/${booked.body.id}/`)).status).toBe(404)
    expect((await post(other, `${RESERVA}/finalizar/`, { id_reserva: booked.body.id })).status).toBe(404)
  })

  it('online: books, owes the order and opens the security-code page; the code and E59 charge it with its invoice', async () => {
    const ana = await newMember()
    const booked = await post(ana, `${RESERVA}/`, await booking(ana))
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

  it("reads the spec's `H` (A25) and takes the slot from the agenda: nobody books it twice, E53 no longer offers it", async () => {
    const ana = await newMember()
    const slot = await cardiologySlot(ana, (s) => s.comienzo.slice(11, 13) === '09')
    const day = slot.comienzo.slice(0, 10)
    const body = bookingOf(ana, slot, { fecha: `${day}T9:${slot.comienzo.slice(14, 16)}` })
    const booked = await post(ana, `${RESERVA}/`, body)
    expect(booked.status).toBe(201)
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body.fecha).toBe(slot.comienzo.slice(0, 16))
    const [dd, mm, yyyy] = [day.slice(8), day.slice(5, 7), day.slice(0, 4)]
    const left = await offered(ana, CARDIOLOGIA, `${dd}-${mm}-${yyyy}`, `${dd}-${mm}-${yyyy}`)
    expect(left.length).toBeGreaterThan(0)
    expect(left.some((s) => s.nro_calendario === slot.nro_calendario && s.nro_orden === slot.nro_orden)).toBe(false)
    const other = await newMember()
    expect(await post(other, `${RESERVA}/`, bookingOf(other, slot))).toEqual({ status: 409, body: { detail: DETAILS.slotTaken } })
  })

  it("refuses a second standing reservation of the same specialty with the spec's words", async () => {
    const ana = await newMember()
    expect((await post(ana, `${RESERVA}/`, await booking(ana, NO_COST))).status).toBe(201)
    const second = await post(ana, `${RESERVA}/`, await booking(ana, NO_COST))
    expect(second).toMatchObject({ status: 409, body: { detail: RESERVA_VIGENTE } })
  })

  it('one key books, takes the slot and charges once, however many times it is sent; the key with other data is 422', async () => {
    const ana = await newMember()
    const body = await booking(ana)
    const key = newKey()
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(ana, `${RESERVA}/`, body, key)))
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toHaveProperty('size', 1)
    expect(answers[0]!.status).toBe(201)
    expect((await pendingOrders(ana)).filter((id) => id === answers[0]!.body.id_transaccion)).toHaveLength(1)
    const held = sandbox.db.prepare('SELECT COUNT(*) FROM turnos_tomados WHERE afiliado_id = ?').pluck().get(ana.id)
    expect(held).toBe(1)
    expect((await post(ana, `${RESERVA}/`, { ...body, metodo_pago: 1, perfil_pago: undefined }, key)).status).toBe(422)
    expect((await post(ana, `${RESERVA}/`, await booking(ana), null)).status).toBe(400)
  })

  it('answers the forced `error_inicial` and books nothing: the slot stays free', async () => {
    const ana = await newMember()
    await sandbox.sendJson('/sandbox/pagos/resultados', 'POST', { operacion: 'reservar', resultado: 'error_inicial' })
    const body = await booking(ana)
    const failed = await post(ana, `${RESERVA}/`, body)
    expect(failed.status).toBe(200)
    expect(Object.keys(failed.body)).toEqual(['error_inicial'])
    expect((await post(ana, `${RESERVA}/`, body)).status).toBe(201)
  })

  it('refuses malformed bodies with 400, someone else as afiliado with 403, an unknown card with 404: nothing booked', async () => {
    const ana = await newMember()
    const body = await booking(ana)
    expect((await post(ana, `${RESERVA}/`, { ...body, fecha: '25/11/2026 10:30' })).body.detail).toMatch(/^fecha: /)
    expect((await post(ana, `${RESERVA}/`, { ...body, costo: 'mucho' })).status).toBe(400)
    expect((await post(ana, `${RESERVA}/`, { ...body, numero_calendario: 'C-3001' })).body.detail).toMatch(/^numero_calendario: /)
    expect((await post(ana, `${RESERVA}/`, { ...body, perfil_pago: undefined })).body.detail).toMatch(/^perfil_pago: /)
    expect((await post(ana, `${RESERVA}/`, { ...body, fecha: '2026-11-19T10:00' })).body.detail).toBe(DETAILS.past)
    expect((await post(ana, `${RESERVA}/`, { ...body, backend_mutual_datos_reserva: { nro_calendario: '1', nro_orden: '2' } })).status).toBe(400)
    const otherAgreement = { ...(body.backend_mutual_datos_reserva as object), convenio: String(PARTICULAR) }
    expect((await post(ana, `${RESERVA}/`, { ...body, backend_mutual_datos_reserva: otherAgreement })).status).toBe(400)
    expect((await post(ana, `${RESERVA}/`, { ...body, afiliado: ana.id + 1 })).status).toBe(403)
    expect((await post(ana, `${RESERVA}/`, { ...body, perfil_pago: 999999 })).status).toBe(404)
    expect((await post(ana, `${RESERVA}/`, body)).status).toBe(201)
  })
})

describe('E58 reads the slot and its terms again from the agenda', () => {
  it('refuses with 422 a slot, specialty, doctor, branch, building, order type, agreement or cost the agenda does not have', async () => {
    const ana = await newMember()
    const slot = await cardiologySlot(ana)
    const otherDoctor = slot.profesional === 2 ? 8 : 2
    const owed = await pendingOrders(ana)
    const forged: Array<[Record<string, unknown>, string]> = [
      [{ numero_calendario: '4242' }, TERMS_DETAILS.slotUnknown],
      [{ numero_orden: '99' }, TERMS_DETAILS.slotUnknown],
      // No calendar of Cardiología starts a slot at :05.
      [{ fecha: `${slot.comienzo.slice(0, 14)}05` }, TERMS_DETAILS.slotUnknown],
      // Beyond the 365-day window.
      [{ fecha: '2028-01-04T14:00' }, TERMS_DETAILS.slotUnknown],
      [{ especialidad: '5' }, TERMS_DETAILS.especialidad],
      [{ profesional: String(otherDoctor) }, TERMS_DETAILS.profesional],
      [{ filial: slot.filial === 1 ? '2' : '1' }, TERMS_DETAILS.filial],
      [{ edificio: slot.edificio === 1 ? '2' : '1' }, TERMS_DETAILS.edificio],
      [{ tipo_de_orden: '11' }, TERMS_DETAILS.tipoDeOrden],
      [{ convenio: '9' }, TERMS_DETAILS.convenio],
      [{ costo: '1.00' }, TERMS_DETAILS.costo('450.00')],
      [{ convenio: String(PARTICULAR) }, TERMS_DETAILS.costo('1350.00')],
      [{ costo: '0.00', metodo_pago: undefined, perfil_pago: undefined }, TERMS_DETAILS.costo('450.00')],
    ]
    for (const [fields, detail] of forged) {
      expect(await post(ana, `${RESERVA}/`, bookingOf(ana, slot, fields)), JSON.stringify(fields)).toEqual({
        status: 422,
        body: { detail },
      })
    }
    // Nothing was booked or owed, and the slot is still free: the agenda's terms book it.
    expect(await pendingOrders(ana)).toEqual(owed)
    const booked = await post(ana, `${RESERVA}/`, bookingOf(ana, slot, { convenio: String(PARTICULAR), costo: '1350' }))
    expect(booked.status).toBe(201)
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body).toMatchObject({ costo: '1350.00', especialidad: '3' })
  })

  it("owes the order in the agenda's words: its specialty, doctor, agreement, order type and building", async () => {
    const ana = await newMember()
    const slot = await cardiologySlot(ana, (s) => s.nro_calendario === 3001)
    const booked = await post(ana, `${RESERVA}/`, bookingOf(ana, slot, { metodo_pago: 1, perfil_pago: undefined }))
    const { body } = await get(ana, '/api/cobranzas/deudas_pendientes')
    const order = (body.ordenes as Array<{ id_transaccion: number; importe: string; data: Array<{ name: string; description: string }> }>).find(
      (debt) => debt.id_transaccion === booked.body.id_transaccion,
    )
    const fields = Object.fromEntries(order!.data.map((item) => [item.name, item.description]))
    expect(order!.importe).toBe('450.00')
    expect(fields).toMatchObject({
      convenio: 'FONASA',
      especialidad_solicitada: 'Cardiología',
      medico_especialista: 'Martín Silva',
      fecha_consulta: slot.comienzo.slice(0, 10),
      hora_aproximada: slot.comienzo.slice(11, 16),
      numero_orden: String(slot.nro_orden),
      tipo_orden: 'Consulta',
      edificio: 'Policlínica Costa',
      tipo_cita: 'Presencial',
    })
  })

  it('20 members racing for the last free slot: exactly one books it, it leaves E53 and E57, and comes back when cancelled', async () => {
    // Cirugía Vascular (36) has one calendar: every slot of the window is taken here but its first.
    // New affiliates with nothing of Ana's: a free booking needs no card.
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember(undefined)))
    const [first] = members
    const all = await offered(first!, 36, '20-11-2026', '20-11-2027')
    const [last, ...others] = all
    expect(others.length).toBeGreaterThan(100)
    const hold = sandbox.db.prepare(
      `INSERT INTO turnos_tomados (nro_calendario, fecha, nro_orden, hora, afiliado_id, tomado_en)
       VALUES (?, ?, ?, ?, NULL, '2026-11-19T12:00:00.000Z')`,
    )
    sandbox.db.transaction(() => {
      for (const s of others) hold.run(s.nro_calendario, s.comienzo.slice(0, 10), s.nro_orden, s.comienzo.slice(11, 16))
    })()
    try {
      expect(await firstDate(first!, 36)).toBe(last!.comienzo)
      // Its Resultados de estudios (363) costs nothing under FONASA.
      const terms = { ...NO_COST, especialidad: '36', tipo_de_orden: '363' }
      const race = await Promise.all(members.map((who) => post(who, `${RESERVA}/`, bookingOf(who, last!, terms))))
      const won = race.filter((a) => a.status === 201)
      expect(won).toHaveLength(1)
      expect(race.filter((a) => a.status === 409 && a.body.detail === DETAILS.slotTaken)).toHaveLength(19)
      expect(sandbox.db.prepare('SELECT COUNT(*) FROM reservas_web WHERE numero_calendario = ?').pluck().get(String(last!.nro_calendario))).toBe(1)
      expect(await offered(first!, 36, '20-11-2026', '20-11-2027')).toEqual([])
      expect(await firstDate(first!, 36)).toBeNull()

      const winner = members[race.indexOf(won[0]!)]!
      const cancelled = await post(winner, `${RESERVA}/cancelar/`, { es_cancelacion: true, id_reserva: won[0]!.body.id })
      expect(cancelled.body).toMatchObject({ ok: true, tipo: 'AGENCIA_NO_PAGA' })
      expect(await firstDate(first!, 36)).toBe(last!.comienzo)
      expect(await offered(first!, 36, '20-11-2026', '20-11-2027')).toEqual([last])
    } finally {
      sandbox.db.prepare('DELETE FROM turnos_tomados WHERE nro_calendario = ?').run(last!.nro_calendario)
    }
  }, 30_000) // Twenty sign-ins hash twenty passwords (scrypt, slow on purpose): room for a loaded machine.
})

describe('after a rejection (BR31, BR32, A29)', () => {
  it('keeps the reservation; E60 cancels the payment and the order is paid from the pending payments with another card', async () => {
    const ana = await newMember()
    const booked = await post(ana, `${RESERVA}/`, await booking(ana))
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
    const booked = await post(ana, `${RESERVA}/`, await booking(ana))
    expect(booked).toMatchObject({ status: 200, body: { errores_pagos: ['Fondos insuficientes'], id: expect.any(Number) } })
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body).toMatchObject({ estado: 'reservada', estado_pago: 'rechazado', motivo: 'Fondos insuficientes' })
  })

  it("takes and answers A46's codes for metodo_pago: 1 Abitab, 2 Red pagos, 3 online; the names are no codes", async () => {
    const ana = await newMember()
    expect((await post(ana, `${RESERVA}/`, await booking(ana, { metodo_pago: 'abitab', perfil_pago: undefined }))).body.detail).toMatch(/^metodo_pago: /)
    expect((await post(ana, `${RESERVA}/`, await booking(ana, { metodo_pago: 4, perfil_pago: undefined }))).body.detail).toMatch(/^metodo_pago: /)
    const booked = await post(ana, `${RESERVA}/`, await booking(ana, { metodo_pago: 2, perfil_pago: undefined }))
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body.metodo_pago).toBe(2)
    const changed = await post(ana, `${RESERVA}/cambiar_forma_pago/`, { id_reserva: booked.body.id, metodo_pago: 'online', isOnline: true })
    expect(changed.status).toBe(400)
  })

  it('E63 moves it to an agency: the open payment is cancelled, its page closed', async () => {
    const ana = await newMember()
    const booked = await post(ana, `${RESERVA}/`, await booking(ana))
    const changed = await post(ana, `${RESERVA}/cambiar_forma_pago/`, { id_reserva: booked.body.id, metodo_pago: '1', isOnline: false })
    expect(changed.body).toMatchObject({ ok: true, metodo_pago: 1 })
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body.estado_pago).toBe('cancelado')
    // The provider's page of the cancelled payment authorizes nothing any more.
    await submitCvv(booked.body.url as string, '123')
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body.estado_pago).toBe('cancelado')
  })
})

describe('E61 cancelling a reservation (A63)', () => {
  it('refunds a charged online payment (ONLINE) and gives the slot back to the agenda', async () => {
    const ana = await newMember()
    const slot = await cardiologySlot(ana)
    const body = bookingOf(ana, slot)
    const booked = await post(ana, `${RESERVA}/`, body)
    await submitCvv(booked.body.url as string, '123')
    await post(ana, `${RESERVA}/finalizar/`, { id_reserva: booked.body.id })
    const cancelled = await post(ana, `${RESERVA}/cancelar/?numero_orden=${slot.nro_orden}`, { es_cancelacion: true })
    expect(cancelled.body).toEqual({ ok: true, id: booked.body.id, tipo: 'ONLINE' })
    expect((await get(ana, `${RESERVA}/${booked.body.id}/`)).body).toMatchObject({ estado: 'cancelada', estado_pago: 'anulado', info_cfe: { anulada: true } })
    const other = await newMember()
    const rebooked = await post(other, `${RESERVA}/`, bookingOf(other, slot, NO_COST))
    expect(rebooked.status).toBe(201)
    // Cancelling again gives nothing back: the slot is the other member's now.
    expect((await post(ana, `${RESERVA}/cancelar/`, { es_cancelacion: true, id_reserva: booked.body.id })).body.tipo).toBe('ONLINE')
    const third = await newMember()
    expect(await post(third, `${RESERVA}/`, bookingOf(third, slot))).toEqual({ status: 409, body: { detail: DETAILS.slotTaken } })
  })

  it('sends a booking paid at the agency to the order desk (AGENCIA_PAGA): its order stays paid', async () => {
    const ana = await newMember()
    const booked = await post(ana, `${RESERVA}/`, await booking(ana, { metodo_pago: 1, perfil_pago: undefined }))
    const paid = await sandbox.api(`/sandbox/deudas/${booked.body.id_transaccion}/pagada-en-agencia`, { method: 'POST' })
    expect(paid.status).toBe(204)
    expect(await pendingOrders(ana)).not.toContain(booked.body.id_transaccion)
    // Paid once: the agency cannot pay it again.
    expect((await sandbox.api(`/sandbox/deudas/${booked.body.id_transaccion}/pagada-en-agencia`, { method: 'POST' })).status).toBe(404)
    const cancelled = await post(ana, `${RESERVA}/cancelar/`, { es_cancelacion: true, id_reserva: booked.body.id })
    expect(cancelled.body).toEqual({ ok: true, id: booked.body.id, tipo: 'AGENCIA_PAGA' })
  })

  it("is one of the member's upcoming consultations (E48) until it is cancelled, and nobody else's", async () => {
    const ana = await newMember()
    const slot = await cardiologySlot(ana)
    const booked = await post(ana, `${RESERVA}/`, bookingOf(ana, slot, NO_COST))
    expect(booked.status).toBe(201)
    const upcoming = async (who: Member) =>
      (await get(who, '/api/agenda/fetch-medical-appointments')).body.consultas as Array<Record<string, string>>
    const [date, time] = slot.comienzo.split('T') as [string, string]
    const [year, month, day] = date.split('-')
    const listed = (await upcoming(ana)).filter((consulta) => consulta.fechahora === `${day}-${month}-${year} ${time.slice(0, 5)}`)
    expect(listed).toEqual([expect.objectContaining({ especialidad: 'Cardiología', medico: expect.stringMatching(/\S+ \S+/), filial: expect.any(String) })])
    const other = await newMember()
    expect((await upcoming(other)).map((consulta) => consulta.id)).not.toContain(listed[0]!.id)

    await post(ana, `${RESERVA}/cancelar/?numero_orden=${slot.nro_orden}`, { es_cancelacion: true, id_reserva: booked.body.id })
    expect((await upcoming(ana)).map((consulta) => consulta.id)).not.toContain(listed[0]!.id)
  })

  it('calls an unpaid agency booking off (AGENCIA_NO_PAGA): its order leaves the pending payments', async () => {
    const ana = await newMember()
    const booked = await post(ana, `${RESERVA}/`, await booking(ana, { metodo_pago: 2, perfil_pago: undefined }))
    expect(booked.body).toMatchObject({ url: null, id_transaccion: expect.any(Number) })
    expect(await pendingOrders(ana)).toContain(booked.body.id_transaccion)
    const cancelled = await post(ana, `${RESERVA}/cancelar/`, { es_cancelacion: 'true', id_reserva: booked.body.id })
    expect(cancelled.body.tipo).toBe('AGENCIA_NO_PAGA')
    expect(await pendingOrders(ana)).not.toContain(booked.body.id_transaccion)
    expect((await post(ana, `${RESERVA}/cancelar/`, { es_cancelacion: false })).status).toBe(400)
    expect((await post(await newMember(), `${RESERVA}/cancelar/`, { es_cancelacion: true, id_reserva: booked.body.id })).status).toBe(404)
  })
})

import { afterEach, describe, expect, inject, it } from 'vitest'
import { z } from 'zod'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { callUpstream } from '~/upstream/client.server'
import { fetchPendingDebts } from '~/upstream/cobranzas.server'
import { fetchSavedCards } from '~/upstream/grupo-pagos.server'
import { fetchReservation, type ReservationBooking } from '~/upstream/reserva-web.server'
import { afterSecurityCode, startChannel } from '../../../tests/channel-run'
import { getRequest, signIn } from '../../../tests/route-helpers'
import { clearGatewayOutcomes, createPersona, forceGatewayOutcome, sandboxNow, submitSecurityCode } from '../../../tests/sandbox-control'
import { reservaChannel } from './reserva-web.server'

/**
 * The medical booking's channel against the sandbox (C41, BR31, BR32): E58 books and starts the payment, the code is
 * typed on the provider's page, E59 charges, E60 ends a payment that failed, E62 reads the real state.
 */
const sandboxUrl = inject('sandboxUrl')

afterEach(() => clearGatewayOutcomes(sandboxUrl))

/** A member like Ana (her group's cards), signed in, as the channel calls the API. */
async function member(): Promise<{ api: SignedInApi; cards: string[] }> {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  const api = await upstreamAs(getRequest('/agenda/consulta-medica/pago-online', cookie))
  return { api, cards: (await fetchSavedCards(api)).map((card) => card.payment_profile_id) }
}

const Slot = z.object({
  comienzo: z.string(),
  nro_orden: z.number(),
  nro_calendario: z.number(),
  filial: z.number(),
  edificio: z.number(),
  profesional: z.number(),
})
let pool: Array<z.infer<typeof Slot>> | undefined

/** A free Cardiología slot of the sandbox's agenda (E53) from tomorrow on, booked by this test only. */
async function freeSlot(api: SignedInApi): Promise<z.infer<typeof Slot>> {
  if (!pool) {
    const now = (await sandboxNow(sandboxUrl)).getTime()
    const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('-')
    const url = `disponibilidad/0/3/${day(1)}/${day(60)}/`
    pool = await callUpstream({ method: 'POST', path: '/api/agenda/fetch-availability/', json: { url }, schema: z.array(Slot), as: api })
  }
  const slot = pool.shift()
  if (!slot) throw new Error('no free slot left')
  return slot
}

/** A booking of a free slot on the agenda's terms: Cardiología's Consulta (31) under FONASA (2), 450, paid with the card. */
async function booking(api: SignedInApi, card: string): Promise<ReservationBooking> {
  const slot = await freeSlot(api)
  const calendar = String(slot.nro_calendario)
  const order = String(slot.nro_orden)
  return {
    afiliado: api.user.id,
    afiliadoDatos: { id: api.user.id, nombre_afiliado: api.user.nombre, apellido_afiliado: api.user.apellido, telefono_afiliado: '' },
    numeroOrden: order,
    numeroCalendario: calendar,
    especialidad: '3',
    tipoDeOrden: '31',
    filial: String(slot.filial),
    edificio: String(slot.edificio),
    fecha: slot.comienzo.slice(0, 16),
    profesional: String(slot.profesional),
    convenio: '2',
    costo: 450,
    metodoPago: 'online',
    perfilPago: card,
    datosReserva: { key: 'backend_mutual_datos_reserva', value: { nro_calendario: calendar, nro_orden: order, convenio: '2', motivo_fecha: 1, tipo_orden: '31' } },
  }
}

const key = () => crypto.randomUUID()

describe('reservaChannel', () => {
  it('start → security code → finalize: charged, and E62 shows the invoice', async () => {
    const { api, cards } = await member()
    const channel = reservaChannel(await booking(api, cards[0]!))
    expect(channel.name).toBe('reserva')
    const { state, details } = await startChannel(channel, api, key())
    expect(state.status).toBe('waiting-security-code')
    if (state.status !== 'waiting-security-code') return
    expect(details).toMatchObject({ reservationId: state.id, notSaved: false, debtId: expect.any(String), infoCfe: null })

    expect((await channel.read(api, state.id))?.estado).toBe('pendiente')
    await submitSecurityCode(state.url, '123')
    const done = await afterSecurityCode(channel, api, state, 'process-status-1')
    expect(done).toEqual({ status: 'success', id: state.id })
    expect(await channel.read(api, state.id)).toEqual({ id: state.id, estado: 'confirmado', motivo: null })
    expect((await fetchReservation(api, state.id))?.info_cfe).toMatchObject({ tipo_documento_cfe: 'e-Ticket', serie_cfe: 'A' })
    // Finalizing again charges nothing more: the same confirmation.
    expect(channel.readFinalize(await channel.finalize(api, state.id))).toEqual({ kind: 'ok' })
  })

  it('a rejected code: finalize says rejected, E60 cancels the payment, the reservation and its order stay (A29)', async () => {
    const { api, cards } = await member()
    const channel = reservaChannel(await booking(api, cards[0]!))
    const { state, details } = await startChannel(channel, api, key())
    if (state.status !== 'waiting-security-code') throw new Error(state.status)
    await submitSecurityCode(state.url, '000')
    const ended = await afterSecurityCode(channel, api, state, 'rejected')
    expect(ended).toMatchObject({ status: 'rejected', id: state.id, messages: [expect.any(String)] })
    expect((await channel.read(api, state.id))?.estado).toBe('cancelado')
    expect((await fetchReservation(api, state.id))?.estado).toBe('reservada')
    const orders = (await fetchPendingDebts(api)).ordenes.map((debt) => debt.id_transaccion)
    expect(orders).toContain(details.debtId)
  })

  it('the member gives up on the code: the machine cancels through E60, again as often as asked', async () => {
    const { api, cards } = await member()
    const channel = reservaChannel(await booking(api, cards[0]!))
    const { state } = await startChannel(channel, api, key())
    const ended = await afterSecurityCode(channel, api, state, 'close')
    expect(ended.status).toBe('cancelled')
    if (state.status !== 'waiting-security-code') return
    expect(await channel.cancel(api, state.id)).toBe(true)
    expect((await channel.read(api, state.id))?.estado).toBe('cancelado')
  })

  it('a double start with one key books and charges once', async () => {
    const { api, cards } = await member()
    const channel = reservaChannel(await booking(api, cards[0]!))
    const sameKey = key()
    const ordersBefore = (await fetchPendingDebts(api)).ordenes.length
    const [first, second] = await Promise.all([channel.start(api, sameKey), channel.start(api, sameKey)])
    expect(second).toEqual(first)
    expect((await fetchPendingDebts(api)).ordenes.length).toBe(ordersBefore + 1)
    const { outcome } = channel.readStart(first)
    if (outcome.kind !== 'ask-security-code') throw new Error(outcome.kind)
    await submitSecurityCode(outcome.url, '123')
    expect(channel.readFinalize(await channel.finalize(api, outcome.id))).toEqual({ kind: 'ok' })
    expect(channel.readFinalize(await channel.finalize(api, outcome.id))).toEqual({ kind: 'ok' })
    expect((await fetchPendingDebts(api)).ordenes.length).toBe(ordersBefore)
  })

  it('error_inicial: not saved, nothing to pay', async () => {
    const { api, cards } = await member()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'reservar', resultado: 'error_inicial' })
    const { state, details } = await startChannel(reservaChannel(await booking(api, cards[0]!)), api, key())
    expect(state).toMatchObject({ status: 'error-before-confirm' })
    expect(details).toMatchObject({ notSaved: true, reservationId: null })
  })

  it('another member\'s reservation is unknown to the channel: nothing read, nothing cancelled', async () => {
    const owner = await member()
    const channel = reservaChannel(await booking(owner.api, owner.cards[0]!))
    const { state } = await startChannel(channel, owner.api, key())
    if (state.status !== 'waiting-security-code') throw new Error(state.status)
    const other = await member()
    expect(await channel.read(other.api, state.id)).toBeNull()
    expect(await channel.cancel(other.api, state.id)).toBe(false)
    await expect(channel.finalize(other.api, state.id)).rejects.toMatchObject({ status: 404 })
    expect((await channel.read(owner.api, state.id))?.estado).toBe('pendiente')
  })
})

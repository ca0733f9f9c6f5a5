import { afterEach, describe, expect, inject, it } from 'vitest'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { fetchPendingDebts } from '~/upstream/cobranzas.server'
import { fetchPurchase, PURCHASE_METHOD, type PurchaseRequest } from '~/upstream/ecommerce-medicamentos.server'
import { fetchSavedCards } from '~/upstream/grupo-pagos.server'
import { fetchPrescriptions } from '~/upstream/recetas.server'
import { afterSecurityCode, startChannel } from '../../../tests/channel-run'
import { getRequest, signIn } from '../../../tests/route-helpers'
import { clearGatewayOutcomes, createPersona, forceGatewayOutcome, submitSecurityCode } from '../../../tests/sandbox-control'
import { compraChannel } from './compra-medicamentos.server'

/**
 * The medicine purchase's channel against the sandbox (flow B; C76, C77, BR63): E94 registers and starts the payment,
 * the code is typed on the provider's page, E96 charges with the invoice (A23), E95 annuls, E97 pays the same
 * purchase with another card after a failure, and the read call gives the real state.
 */
const sandboxUrl = inject('sandboxUrl')

afterEach(() => clearGatewayOutcomes(sandboxUrl))

/** Each member's current recipe with Enalapril (10452), by IdPersona: the sandbox prices purchases from recipes. */
const enalaprilRecipe = new Map<number, number>()

async function member(): Promise<{ api: SignedInApi; cards: string[]; idPersona: number }> {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  const api = await upstreamAs(getRequest('/medicamentos/compra/pago', cookie))
  const recetas = (await fetchPrescriptions(api, { tipoDocumento: 1, documento: persona.ci }))?.recetas ?? []
  const receta = recetas.find((r) => r.Farmacos.some((f) => f.Id_Farmaco_Geosalud === 10452))
  enalaprilRecipe.set(api.user.idPersona!, receta?.Id_Receta ?? 0)
  return { api, cards: (await fetchSavedCards(api)).map((card) => card.payment_profile_id), idPersona: api.user.idPersona! }
}

// One Enalapril for a member like Ana: her special recipe's price 60 (BR59) plus the bag 12.

function purchase(idPersona: number, card: string): PurchaseRequest {
  return {
    id_persona: idPersona,
    metodo_pago: PURCHASE_METHOD.ONLINE,
    costo: 72,
    envio: '1',
    localidad: '10',
    direccion_envio: null,
    direccion_envio_datos_extra: null,
    telefono_contacto: null,
    celular_contacto: '099123456',
    perfil_pago: card,
    transacciones: [
      { id_persona: idPersona, entradas: [{ id_receta: String(enalaprilRecipe.get(idPersona)), id_geo_salud: '10452', cantidad: 1, precio_ticket: 60 }], pendientes: [] },
    ],
    creada_por: null,
  }
}

const key = () => crypto.randomUUID()

describe('compraChannel', () => {
  it('start → security code → finalize: charged with its invoice; the read call says so', async () => {
    const { api, cards, idPersona } = await member()
    const channel = compraChannel({ call: 'transaccion', request: purchase(idPersona, cards[0]!) })
    expect(channel.name).toBe('compra-medicamentos')
    const { state, details } = await startChannel(channel, api, key())
    if (state.status !== 'waiting-security-code') throw new Error(state.status)
    expect(details).toMatchObject({ deudaId: state.id, idEnvFarDom: expect.any(String), mensaje: expect.any(String), cfe: null })
    expect((await fetchPendingDebts(api)).medicamentos.map((debt) => debt.id_transaccion)).toContain(state.id)

    await submitSecurityCode(state.url, '123')
    expect(await afterSecurityCode(channel, api, state, 'process-status-1')).toEqual({ status: 'success', id: state.id })
    expect(await channel.read(api, state.id)).toEqual({ id: state.id, estado: 'confirmado', motivo: null })
    expect(await fetchPurchase(api, state.id)).toMatchObject({ TipoDocumentoCFE: 'e-Ticket', SerieCFE: 'A', CodSeguridad: expect.stringMatching(/^\w{6}$/) })
    expect((await fetchPendingDebts(api)).medicamentos.map((debt) => debt.id_transaccion)).not.toContain(state.id)
  })

  it('pasarela url null (BR63 "without URL → success"): paid already, the machine ends in success', async () => {
    const { api, cards, idPersona } = await member()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url', tipo: 'solicitud-medicamento' })
    const channel = compraChannel({ call: 'transaccion', request: purchase(idPersona, cards[0]!) })
    const { state, details } = await startChannel(channel, api, key())
    expect(state).toEqual({ status: 'success', id: details.deudaId })
    expect(details.cfe).toMatchObject({ TipoDocumentoCFE: 'e-Ticket' })
    expect((await channel.read(api, details.deudaId!))?.estado).toBe('confirmado')
  })

  it('a rejected code waits for the member, nothing annulled (BR63); "Intentar nuevamente" pays the same purchase with another card (E97)', async () => {
    const { api, cards, idPersona } = await member()
    const channel = compraChannel({ call: 'transaccion', request: purchase(idPersona, cards[0]!) })
    const { state } = await startChannel(channel, api, key())
    if (state.status !== 'waiting-security-code') throw new Error(state.status)
    await submitSecurityCode(state.url, '000')
    const ended = await afterSecurityCode(channel, api, state, 'rejected')
    // E95 is `Cancelar compra`'s alone: the purchase stays registered while the member decides.
    expect(ended).toMatchObject({ status: 'cancelling', id: state.id, rejected: true })
    expect((await fetchPurchase(api, state.id))?.estado).not.toBe('anulada')

    const retry = compraChannel({
      call: 'cambio-agente',
      change: { deuda_id: state.id, id_persona: idPersona, nuevo_agente_externo: PURCHASE_METHOD.ONLINE, perfil_pago: cards[1]! },
    })
    const again = await startChannel(retry, api, key())
    if (again.state.status !== 'waiting-security-code') throw new Error(again.state.status)
    expect(again.state.id).toBe(state.id)
    await submitSecurityCode(again.state.url, '123')
    expect(await afterSecurityCode(retry, api, again.state, 'process-status-1')).toEqual({ status: 'success', id: state.id })
  })

  it('a finalize that fails waits for the member; the same purchase paid again (E97) is finalized anew, not answered as the first', async () => {
    const { api, cards, idPersona } = await member()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'finalizar', resultado: 'error', mensaje: 'Servicio no disponible', tipo: 'solicitud-medicamento' })
    const channel = compraChannel({ call: 'transaccion', request: purchase(idPersona, cards[0]!) })
    const { state } = await startChannel(channel, api, key())
    if (state.status !== 'waiting-security-code') throw new Error(state.status)
    await submitSecurityCode(state.url, '123')
    expect(await afterSecurityCode(channel, api, state, 'process-status-1')).toMatchObject({
      status: 'cancelling',
      rejected: false,
      messages: ['Servicio no disponible'],
      failed: true,
    })
    expect((await fetchPurchase(api, state.id))?.estado).not.toBe('anulada')

    const retry = compraChannel({
      call: 'cambio-agente',
      change: { deuda_id: state.id, id_persona: idPersona, nuevo_agente_externo: PURCHASE_METHOD.ONLINE, perfil_pago: cards[0]! },
    })
    const again = await startChannel(retry, api, key())
    if (again.state.status !== 'waiting-security-code') throw new Error(again.state.status)
    await submitSecurityCode(again.state.url, '123')
    expect(await afterSecurityCode(retry, api, again.state, 'process-status-1')).toEqual({ status: 'success', id: state.id })
    // Annulling now is refused (paid), not answered as the first annulment was.
    expect(await retry.cancel(api, state.id)).toBe(false)
  })

  it('the member gives up on the code: nothing is annulled until "Cancelar compra" (E95), which cancels it', async () => {
    const { api, cards, idPersona } = await member()
    const channel = compraChannel({ call: 'transaccion', request: purchase(idPersona, cards[0]!) })
    const { state } = await startChannel(channel, api, key())
    if (state.status !== 'waiting-security-code') throw new Error(state.status)
    expect(await afterSecurityCode(channel, api, state, 'timeout')).toMatchObject({ status: 'cancelling', rejected: false })
    expect((await channel.read(api, state.id))?.estado).toBe('pendiente')
    expect(await channel.cancel(api, state.id)).toBe(true)
    expect((await channel.read(api, state.id))?.estado).toBe('cancelado')
    expect((await fetchPurchase(api, state.id))?.estado).toBe('anulada')
  })

  it('a double start with one key registers and charges once', async () => {
    const { api, cards, idPersona } = await member()
    const channel = compraChannel({ call: 'transaccion', request: purchase(idPersona, cards[0]!) })
    const sameKey = key()
    const before = (await fetchPendingDebts(api)).medicamentos.length
    const [first, second] = await Promise.all([channel.start(api, sameKey), channel.start(api, sameKey)])
    expect(second).toEqual(first)
    expect((await fetchPendingDebts(api)).medicamentos.length).toBe(before + 1)
    const { outcome } = channel.readStart(first)
    if (outcome.kind !== 'ask-security-code') throw new Error(outcome.kind)
    await submitSecurityCode(outcome.url, '123')
    expect(channel.readFinalize(await channel.finalize(api, outcome.id))).toEqual({ kind: 'ok' })
    expect(channel.readFinalize(await channel.finalize(api, outcome.id))).toEqual({ kind: 'ok' })
    expect((await fetchPendingDebts(api)).medicamentos.length).toBe(before)
  })

  it('another member\'s purchase is unknown to the channel: nothing read, nothing annulled', async () => {
    const owner = await member()
    const channel = compraChannel({ call: 'transaccion', request: purchase(owner.idPersona, owner.cards[0]!) })
    const { state } = await startChannel(channel, owner.api, key())
    if (state.status !== 'waiting-security-code') throw new Error(state.status)
    const other = await member()
    const theirs = compraChannel({ call: 'transaccion', request: purchase(other.idPersona, other.cards[0]!) })
    expect(await theirs.read(other.api, state.id)).toBeNull()
    expect(await theirs.cancel(other.api, state.id)).toBe(false)
    expect((await channel.read(owner.api, state.id))?.estado).toBe('pendiente')
  })
})

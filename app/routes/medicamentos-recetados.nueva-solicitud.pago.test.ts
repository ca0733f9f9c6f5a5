/**
 * Flow B's `pago` and `solicitud-finalizada` (C77, C78, BR63, BR64, A30), with real Requests against the test
 * sandbox: each member is a fresh persona like Ana (her group's cards, her recipes), whose draft is put at `pago`
 * (`tests/purchase-draft.ts`); the step then pays as a browser without JavaScript would, the provider's hosted page
 * answered by `submitSecurityCode` (any code approves, `000` is rejected) and its return followed through
 * `/pagos/retorno`. The sandbox files run one at a time, so its call counts are this file's.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { medicinePurchase } from '~/copy/medicine-purchase'
import type { PurchaseResult } from '~/domain/purchase-result'
import { createPurchase, fetchPurchase, PURCHASE_METHOD } from '~/upstream/ecommerce-medicamentos.server'
import { purchaseRequestOf } from '~/wizards/compra-medicamentos/purchase.server'
import type { Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { HOME_DELIVERY, PICK_UP } from '~/wizards/compra-medicamentos/selection'
import { flowBWizard } from '~/wizards/compra-medicamentos/wizard.server'
import { updateDraft } from '~/wizards/wizard.server'
import { renderRoutePage } from '../../tests/component-helpers'
import { choosing, firstLocation, keyed, loadedAffiliate, seedPurchaseDraft } from '../../tests/purchase-draft'
import { call, getRequest, loadContext, ORIGIN, redirectLocation, replyOf, signIn, wizardDriver, type FormResult } from '../../tests/route-helpers'
import { apiCalls, clearGatewayOutcomes, createPersona, forceGatewayOutcome, injectFault, submitSecurityCode } from '../../tests/sandbox-control'
import * as confirmacion from './medicamentos-recetados.nueva-solicitud.confirmacion'
import * as formaPago from './medicamentos-recetados.nueva-solicitud.forma-pago'
import * as localidad from './medicamentos-recetados.nueva-solicitud.localidad'
import * as pago from './medicamentos-recetados.nueva-solicitud.pago'
import * as finalizada from './medicamentos-recetados.nueva-solicitud.solicitud-finalizada'
import { loader as pendingPayments } from './mi-producto.pagos-pendientes'
import * as retorno from './pagos.retorno'

const sandboxUrl = inject('sandboxUrl')
const BASE = '/medicamentos-recetados/nueva-solicitud'
const E94 = 'POST /api/ecommerce-medicamentos/transacciones/'
const E95 = 'POST /api/ecommerce-medicamentos/transacciones/anular/'
const E97 = 'POST /api/ecommerce-medicamentos/actualizar-agente-externo/'
const copy = medicinePurchase

const { get, post, draftOf } = wizardDriver(flowBWizard)

afterEach(() => clearGatewayOutcomes(sandboxUrl))

interface Member {
  cookie: string
  api: SignedInApi
  draft: Draft
}

/** A new member like Ana, signed in, whose purchase (her first OK medicine, picked up) is at `pago`, online. */
async function atPayment(shipping: string = PICK_UP, paymentMethod: { id: number; nombre: string } = { id: PURCHASE_METHOD.ONLINE, nombre: 'Pago en línea' }): Promise<Member> {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  const location = await firstLocation(cookie)
  const affiliate = choosing(await loadedAffiliate(cookie, { documento: persona.ci, own: true }, location))
  const shippingMethod = location.formasDeEnvio.find((method) => method.nombre === shipping)!
  const draft: Draft = {
    location,
    affiliates: keyed(affiliate),
    current: Object.keys(keyed(affiliate))[0],
    shippingMethod,
    shippingCost: { personas: [affiliate.id], costo: 0 },
    delivery: { celular: '099123456', telefono: '', direccion: shipping === HOME_DELIVERY ? 'Av. Italia 1234' : '', entreCalles: shipping === HOME_DELIVERY ? 'Propios y Comercio' : '' },
    paymentMethod,
  }
  await seedPurchaseDraft(cookie, draft)
  return { cookie, draft, api: await upstreamAs(getRequest(`${ORIGIN}${BASE}/pago`, cookie)) }
}

type PagoPage = Awaited<ReturnType<typeof pago.loader>>
const pagoPage = async (cookie: string) => (await get(pago.loader, 'pago', cookie)) as PagoPage
const resultOf = async (cookie: string) => ((await get(finalizada.loader, 'solicitud-finalizada', cookie)) as { result: PurchaseResult }).result

async function cards(cookie: string): Promise<string[]> {
  const page = await pagoPage(cookie)
  if (page.cards?.status !== 'ok') throw new Error('no cards')
  return page.cards.options.map((option) => option.value)
}

const calls = async (name: string) => (await apiCalls(sandboxUrl))[name] ?? 0

/** The hosted page's return for the payment `ref` with `resultado`, followed to `pago`: where its loader sends. */
async function returned(who: Member, ref: string, resultado: string): Promise<string | null> {
  const back = (await call(retorno.loader, new Request(`${ORIGIN}/pagos/retorno?ref=${encodeURIComponent(ref)}&resultado=${resultado}`))) as { next: string }
  expect(back.next).toBe(`${BASE}/pago?ref=${encodeURIComponent(ref)}&resultado=${resultado}`)
  return redirectLocation(await call(pago.loader, getRequest(`${ORIGIN}${back.next}`, who.cookie)).catch((error: unknown) => error))
}

/** Pays with `card` without JavaScript: the provider's hosted page, `cvv` typed there, and its return followed. */
async function payWith(who: Member, card: string, cvv: string): Promise<string | null> {
  const hosted = new URL(redirectLocation(await post(pago.action, 'pago', { perfil_pago: card }, who.cookie))!)
  const ref = new URL(hosted.searchParams.get('return_url')!).searchParams.get('ref')!
  const typed = await submitSecurityCode(`${hosted.origin}${hosted.pathname}?sesion=${hosted.searchParams.get('sesion')}`, cvv)
  expect(typed.ok).toBe(true)
  return returned(who, ref, cvv === '000' ? 'rechazado' : 'aprobado')
}

/** `pago` loaded until it shows itself (a payment moved on the way redirects to it first), as a browser follows. */
async function shownPago(cookie: string): Promise<PagoPage> {
  for (let hops = 0; hops < 3; hops++) {
    const answer = await get(pago.loader, 'pago', cookie).catch((error: unknown) => error)
    if (!(answer instanceof Response)) return answer as PagoPage
    expect(redirectLocation(answer)).toBe(`${BASE}/pago`)
  }
  throw new Error('pago kept redirecting')
}

/** Starts paying with `card` with JavaScript: the security code's dialog, as the action answers it. */
async function startInDialog(who: Member, card: string) {
  const started = replyOf<{ securityCode: { ref: string; url: string } }>(await post(pago.action, 'pago', { perfil_pago: card, conScripts: '1' }, who.cookie))
  return started.data.securityCode
}

/** What the dialog relays (`securityCodeReport`): the provider's event for the payment `ref`. */
const report = (who: Member, ref: string, evento: string) => post(pago.action, 'pago', { intent: 'evento', ref, evento, conScripts: '1' }, who.cookie)

/** A payment rejected by the provider (code 000): the step shows BR63's modal. */
async function rejected(): Promise<Member & { failedCard: string; others: string[] }> {
  const who = await atPayment()
  const [failedCard, ...others] = await cards(who.cookie)
  const annulments = await calls(E95)
  expect(await payWith(who, failedCard!, '000')).toBe(`${BASE}/pago`)
  // BR63: E95 is `Cancelar compra`'s; the failure itself annuls nothing while the member decides.
  expect(await calls(E95)).toBe(annulments)
  return { ...who, failedCard: failedCard!, others }
}

/** Whether `pago`'s loader sends the member elsewhere (a redirect away from the step) instead of showing it. */
async function turnedAway(cookie: string): Promise<boolean> {
  const location = redirectLocation(await get(pago.loader, 'pago', cookie).catch((error: unknown) => error))
  return location !== null && !location.startsWith(`${BASE}/pago`)
}

const fieldError = (answer: unknown, field: string) => replyOf<{ result: FormResult }>(answer).data.result.error?.[field]?.[0]

describe('pago (C77)', () => {
  it('lists the group\'s cards with the amount to pay', async () => {
    const who = await atPayment()
    const page = await pagoPage(who.cookie)
    expect(page.failed).toBe(false)
    expect(page.cards).toMatchObject({ status: 'ok' })
    expect(page.cards?.status === 'ok' && page.cards.options.length).toBeGreaterThan(0)
    expect(page.amount).toMatch(/\d/)
    expect(page.waiting).toBeNull()
  })

  it('pays a card through the provider\'s page: the result is paid online, with the invoice (A23)', async () => {
    const who = await atPayment()
    const [card] = await cards(who.cookie)
    expect(await payWith(who, card!, '123')).toBe(`${BASE}/solicitud-finalizada`)
    const { state, details, card: charged } = (await draftOf(who.cookie)).attempts!.pago!.outcome!
    expect(state.status).toBe('success')
    expect(charged).toBe(card)
    expect(await fetchPurchase(who.api, details.deudaId!)).toMatchObject({ estado_pago: expect.any(String) })
    const result = await resultOf(who.cookie)
    expect(result).toMatchObject({ kind: 'success', paidOnline: true, payWithin24h: false, nroBulto: details.idEnvFarDom })
    expect(result.kind === 'success' && result.cfe?.NroDocumentoCFE).toBeTruthy()
    // Back on the step once paid: the result is the page to see.
    expect(redirectLocation(await get(pago.loader, 'pago', who.cookie).catch((error: unknown) => error))).toBe(`${BASE}/solicitud-finalizada`)
  })

  it('starts no payment when E94 prices the purchase otherwise (409): she reviews her medicines at today\'s prices', async () => {
    const who = await atPayment()
    const [card] = await cards(who.cookie)
    const [key, me] = Object.entries(who.draft.affiliates!)[0]!
    // She saw an older bag price than the API's now.
    const older = { ...me, datosPago: { ...me.datosPago!, PrecioBolsa: me.datosPago!.PrecioBolsa + 1 } }
    await seedPurchaseDraft(who.cookie, { ...who.draft, affiliates: { [key]: older } })
    const annulled = await calls(E95)
    expect(redirectLocation(await post(pago.action, 'pago', { perfil_pago: card! }, who.cookie))).toBe(`${BASE}/agregar-medicamentos`)
    const saved = await draftOf(who.cookie)
    expect(saved.affiliates![key]!.datosPago).toEqual(me.datosPago)
    // The shipping cost is asked again too (it was known for her at `envio`).
    expect([who.draft.shippingCost, saved.shippingCost]).toEqual([{ personas: [me.id], costo: 0 }, undefined])
    expect(saved.attempts?.pago?.outcome).toBeUndefined()
    expect((await calls(E95)) - annulled).toBe(0)
  })

  it('opens the provider\'s dialog with JavaScript instead of the hosted page', async () => {
    const who = await atPayment()
    const [card] = await cards(who.cookie)
    const answer = replyOf<{ securityCode: { url: string; hostedUrl: string } }>(await post(pago.action, 'pago', { perfil_pago: card!, conScripts: '1' }, who.cookie))
    expect(answer.data.securityCode.url).toMatch(/^http/)
    // A reload while the code is awaited opens it again.
    expect((await pagoPage(who.cookie)).waiting?.hostedUrl).toBe(answer.data.securityCode.hostedUrl)
  })

  it('charges once for a double submit: one E94, the same purchase', async () => {
    const who = await atPayment()
    const [card] = await cards(who.cookie)
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url', tipo: 'solicitud-medicamento' })
    const before = await calls(E94)
    const first = await post(pago.action, 'pago', { perfil_pago: card! }, who.cookie)
    const second = await post(pago.action, 'pago', { perfil_pago: card! }, who.cookie)
    expect(redirectLocation(first)).toBe(`${BASE}/solicitud-finalizada`)
    expect(redirectLocation(second)).toBe(`${BASE}/solicitud-finalizada`)
    expect((await calls(E94)) - before).toBe(1)
    expect((await draftOf(who.cookie)).attempts!.pago!.outcome!.state.status).toBe('success')
  })

  it('refuses a card that is not the group\'s, and nothing is sent', async () => {
    const who = await atPayment()
    const before = await calls(E94)
    const answer = await post(pago.action, 'pago', { perfil_pago: '999999' }, who.cookie)
    expect(replyOf(answer).init.status).toBe(400)
    expect(fieldError(answer, 'perfil_pago')).toBeTruthy()
    expect(await calls(E94)).toBe(before)
  })

  it('is not reached in call-centre mode or with another method (A01)', async () => {
    const abitab = await atPayment(PICK_UP, { id: PURCHASE_METHOD.ABITAB, nombre: 'Abitab' })
    expect(await turnedAway(abitab.cookie)).toBe(true)
    const before = await calls(E94)
    await post(pago.action, 'pago', { perfil_pago: '1' }, abitab.cookie).catch((error: unknown) => error)
    expect(await calls(E94)).toBe(before)

    const callCentre = await atPayment()
    await seedPurchaseDraft(callCentre.cookie, { ...callCentre.draft, callCenter: true })
    expect(await turnedAway(callCentre.cookie)).toBe(true)
    await post(pago.action, 'pago', { perfil_pago: '1' }, callCentre.cookie).catch((error: unknown) => error)
    expect(await calls(E94)).toBe(before)
  })
})

describe('a failed payment (BR63, A30)', () => {
  it('shows the error modal after a rejection; Intentar nuevamente goes back to forma-pago keeping the purchase', async () => {
    const who = await rejected()
    const page = await pagoPage(who.cookie)
    expect(page.failed).toBe(true)
    expect(page.cards).toBeNull()
    // The result is not shown while the modal waits for the member.
    expect(redirectLocation(await get(finalizada.loader, 'solicitud-finalizada', who.cookie).catch((error: unknown) => error))).toBe(`${BASE}/pago`)
    const { deudaId } = (await draftOf(who.cookie)).attempts!.pago!.outcome!.details
    expect(redirectLocation(await post(pago.action, 'pago', { intent: 'intentar-nuevamente' }, who.cookie))).toBe(`${BASE}/forma-pago`)
    const draft = await draftOf(who.cookie)
    expect(draft.changePayment).toEqual({ deudaId, failedCard: who.failedCard })
    expect(draft.attempts?.pago?.outcome).toBeUndefined()

    // A30: the same card again → the message, nothing sent.
    const [e94, e97] = [await calls(E94), await calls(E97)]
    const same = await post(pago.action, 'pago', { perfil_pago: who.failedCard }, who.cookie)
    expect(replyOf(same).init.status).toBe(400)
    expect(fieldError(same, 'perfil_pago')).toBe(copy.pago.sameCard)
    expect([await calls(E94), await calls(E97)]).toEqual([e94, e97])

    // Another card: E97 for the same purchase with that card, no new E94, and the purchase was never annulled.
    const other = who.others[0]
    if (!other) throw new Error('Ana\'s group has one card only')
    const e95 = await calls(E95)
    await post(pago.action, 'pago', { perfil_pago: other }, who.cookie)
    expect([await calls(E94), await calls(E97), await calls(E95)]).toEqual([e94, e97 + 1, e95])
    const outcome = (await draftOf(who.cookie)).attempts!.pago!.outcome!
    expect(outcome.card).toBe(other)
    expect(outcome.details.deudaId).toBe(deudaId)
  })

  it('refuses the same card after a failed start that registered nothing, and registers the purchase anew with another (A30)', async () => {
    const who = await atPayment()
    const [card, other] = await cards(who.cookie)
    if (!other) throw new Error("Ana's group has one card only")
    // E94 refused outright: nothing registered, no debt to pay another way.
    await injectFault(sandboxUrl, { path: '/api/ecommerce-medicamentos/transacciones/', status: 400, body: '{"error":true,"Mensaje":"Falla del proveedor"}', contentType: 'application/json', times: 1 })
    expect(redirectLocation(await post(pago.action, 'pago', { perfil_pago: card! }, who.cookie))).toBe(`${BASE}/pago`)
    expect((await draftOf(who.cookie)).attempts!.pago!.outcome!.details.deudaId).toBeNull()
    expect(redirectLocation(await post(pago.action, 'pago', { intent: 'intentar-nuevamente' }, who.cookie))).toBe(`${BASE}/forma-pago`)
    expect((await draftOf(who.cookie)).changePayment).toEqual({ deudaId: null, failedCard: card })

    const [e94, e97] = [await calls(E94), await calls(E97)]
    expect(fieldError(await post(pago.action, 'pago', { perfil_pago: card! }, who.cookie), 'perfil_pago')).toBe(copy.pago.sameCard)
    expect([await calls(E94), await calls(E97)]).toEqual([e94, e97])
    await post(pago.action, 'pago', { perfil_pago: other }, who.cookie)
    expect([await calls(E94), await calls(E97)]).toEqual([e94 + 1, e97])
  })

  it('keeps the member on the modal while it waits: the earlier steps lead back to it, so no second purchase (BR63)', async () => {
    const who = await rejected()
    const turnedBack = async (step: string, loader: (args: LoaderFunctionArgs) => Promise<unknown>) =>
      redirectLocation(await get(loader, step, who.cookie).catch((error: unknown) => error))
    expect(await turnedBack('forma-pago', formaPago.loader)).toBe(`${BASE}/pago`)
    expect(await turnedBack('solicitud-finalizada', finalizada.loader)).toBe(`${BASE}/pago`)
  })

  it('ends the purchase once cancelled: its confirmation and steps lead to the result, and a new one starts afresh', async () => {
    const who = await rejected()
    await post(pago.action, 'pago', { intent: 'cancelar-compra' }, who.cookie)
    const turnedBack = async (step: string, loader: (args: LoaderFunctionArgs) => Promise<unknown>) =>
      redirectLocation(await get(loader, step, who.cookie).catch((error: unknown) => error))
    // Not `Pagar` again on a purchase that is over: every `Pagar` only led back to the same result.
    expect(await turnedBack('confirmacion', confirmacion.loader)).toBe(`${BASE}/solicitud-finalizada`)
    expect(await turnedBack('forma-pago', formaPago.loader)).toBe(`${BASE}/solicitud-finalizada`)
    expect(await turnedBack('pago', pago.loader)).toBe(`${BASE}/solicitud-finalizada`)
    const e94 = await calls(E94)
    expect(redirectLocation(await post(confirmacion.action, 'confirmacion', {}, who.cookie).catch((error: unknown) => error))).toBe(
      `${BASE}/solicitud-finalizada`,
    )
    expect(await calls(E94)).toBe(e94)
    expect(await resultOf(who.cookie)).toEqual({ kind: 'cancelled' })
    // The journey's start, opened from outside (the hub's link), is a new purchase with nothing of the old one.
    await call(localidad.loader, getRequest(`${ORIGIN}${BASE}/localidad`, who.cookie)).catch((error: unknown) => error)
    expect(await draftOf(who.cookie)).toEqual({})
  })

  it('Cancelar compra after a rejection (the hosted page, no JavaScript): E95 annuls it → El pago fue cancelado con éxito', async () => {
    const who = await rejected()
    const before = await calls(E95)
    expect(redirectLocation(await post(pago.action, 'pago', { intent: 'cancelar-compra' }, who.cookie))).toBe(`${BASE}/solicitud-finalizada`)
    expect(await calls(E95)).toBe(before + 1)
    const draft = await draftOf(who.cookie)
    expect(draft.attempts!.pago!.outcome!.cancellation).toBe('cancelled')
    expect(await resultOf(who.cookie)).toEqual({ kind: 'cancelled' })
    expect(await fetchPurchase(who.api, draft.attempts!.pago!.outcome!.details.deudaId!)).toMatchObject({ estado: 'anulada' })
    // Decided: the step, opened again, shows the result, not the cards.
    expect(redirectLocation(await get(pago.loader, 'pago', who.cookie).catch((error: unknown) => error))).toBe(`${BASE}/solicitud-finalizada`)
    // Pressed again (a double submit): nothing more is sent.
    expect(redirectLocation(await post(pago.action, 'pago', { intent: 'cancelar-compra' }, who.cookie))).toBe(`${BASE}/solicitud-finalizada`)
    expect(await calls(E95)).toBe(before + 1)
  })

  it('Cancelar compra after a rejection in the dialog (JavaScript): E95 annuls it → cancelled, not the card\'s reason', async () => {
    const who = await atPayment()
    const [card] = await cards(who.cookie)
    const started = replyOf<{ securityCode: { ref: string; url: string } }>(await post(pago.action, 'pago', { perfil_pago: card!, conScripts: '1' }, who.cookie))
    const { ref, url } = started.data.securityCode
    expect((await submitSecurityCode(url, '000')).ok).toBe(true)
    // The dialog relays the provider's rejection; the API's state confirms it, and the modal shows.
    const reported = await post(pago.action, 'pago', { intent: 'evento', ref, evento: 'rejected', mensaje: 'Código de seguridad incorrecto', conScripts: '1' }, who.cookie)
    expect(redirectLocation(reported)).toBe(`${BASE}/pago`)
    expect((await pagoPage(who.cookie)).failed).toBe(true)
    expect(redirectLocation(await post(pago.action, 'pago', { intent: 'cancelar-compra' }, who.cookie))).toBe(`${BASE}/solicitud-finalizada`)
    expect(await resultOf(who.cookie)).toEqual({ kind: 'cancelled' })
  })

  it('Cancelar compra after an error before the confirmation: E95 annuls → cancelled', async () => {
    const who = await atPayment()
    const [card] = await cards(who.cookie)
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'error', mensaje: 'Falla del proveedor', tipo: 'solicitud-medicamento' })
    expect(redirectLocation(await post(pago.action, 'pago', { perfil_pago: card! }, who.cookie))).toBe(`${BASE}/pago`)
    expect((await pagoPage(who.cookie)).failed).toBe(true)
    expect(redirectLocation(await post(pago.action, 'pago', { intent: 'cancelar-compra' }, who.cookie))).toBe(`${BASE}/solicitud-finalizada`)
    const draft = await draftOf(who.cookie)
    expect(draft.changePayment).toBeUndefined()
    expect(draft.attempts!.pago!.outcome!.cancellation).toBe('cancelled')
    expect(await resultOf(who.cookie)).toEqual({ kind: 'cancelled' })
  })

  it('answers a decision without a failed payment by showing the step, and an unknown one with 400', async () => {
    const who = await atPayment()
    expect(redirectLocation(await post(pago.action, 'pago', { intent: 'cancelar-compra' }, who.cookie).catch((error: unknown) => error))).toBe(`${BASE}/pago`)
    expect(replyOf(await post(pago.action, 'pago', { intent: 'otra-cosa' }, who.cookie)).init.status).toBe(400)
  })
})

describe('a security code given up is no failure (C33, BR63, A30)', () => {
  it('closing the dialog (JavaScript) shows the cards again, annuls nothing, and the same card pays the purchase', async () => {
    const who = await atPayment()
    const [card] = await cards(who.cookie)
    const first = await startInDialog(who, card!)
    const { deudaId } = (await draftOf(who.cookie)).attempts!.pago!.outcome!.details
    const [e94, e95, e97] = [await calls(E94), await calls(E95), await calls(E97)]
    // Escape or Cerrar: the dialog reports `close`; the API's state says the code is still awaited.
    expect(redirectLocation(await report(who, first.ref, 'close'))).toBe(`${BASE}/pago`)
    const page = await shownPago(who.cookie)
    expect(page.failed).toBe(false)
    expect(page.waiting).toBeNull()
    expect(page.cards).toMatchObject({ status: 'ok' })
    const draft = await draftOf(who.cookie)
    // The purchase stays, to be paid another way; no card failed.
    expect(draft.changePayment).toEqual({ deudaId, failedCard: null })
    expect(draft.attempts?.pago?.outcome).toBeUndefined()
    expect(await calls(E95)).toBe(e95)

    // The same card is taken: E97 pays the same purchase (no second E94), and its code charges it.
    const again = await startInDialog(who, card!)
    expect([await calls(E94), await calls(E97)]).toEqual([e94, e97 + 1])
    expect((await submitSecurityCode(again.url, '123')).ok).toBe(true)
    expect(redirectLocation(await report(who, again.ref, 'process-status-1'))).toBe(`${BASE}/solicitud-finalizada`)
    const paid = (await draftOf(who.cookie)).attempts!.pago!.outcome!
    expect([paid.state.status, paid.card, paid.details.deudaId]).toEqual(['success', card, deudaId])
    expect(await resultOf(who.cookie)).toMatchObject({ kind: 'success', paidOnline: true })
    expect(await calls(E95)).toBe(e95)
  })

  it('a click outside or the code\'s time running out is given up too, not a failure', async () => {
    for (const evento of ['click-outside', 'timeout']) {
      const who = await atPayment()
      const [card] = await cards(who.cookie)
      const { ref } = await startInDialog(who, card!)
      await report(who, ref, evento)
      expect((await shownPago(who.cookie)).failed).toBe(false)
      expect((await draftOf(who.cookie)).changePayment?.failedCard).toBeNull()
    }
  })

  it('the hosted page\'s Cancelar (no JavaScript) shows the cards again, and the same card pays', async () => {
    const who = await atPayment()
    const [card] = await cards(who.cookie)
    const hosted = new URL(redirectLocation(await post(pago.action, 'pago', { perfil_pago: card! }, who.cookie))!)
    const ref = new URL(hosted.searchParams.get('return_url')!).searchParams.get('ref')!
    expect(await returned(who, ref, 'cancelado')).toBe(`${BASE}/pago`)
    expect((await shownPago(who.cookie)).failed).toBe(false)
    expect(await payWith(who, card!, '123')).toBe(`${BASE}/solicitud-finalizada`)
    expect(await resultOf(who.cookie)).toMatchObject({ kind: 'success', paidOnline: true })
  })

  it('keeps refusing the card that did fail before: a code given up on another card changes nothing of it', async () => {
    const who = await rejected()
    const other = who.others[0]
    if (!other) throw new Error("Ana's group has one card only")
    await post(pago.action, 'pago', { intent: 'intentar-nuevamente' }, who.cookie)
    const { deudaId } = (await draftOf(who.cookie)).changePayment!
    const { ref } = await startInDialog(who, other)
    await report(who, ref, 'close')
    expect((await shownPago(who.cookie)).failed).toBe(false)
    expect((await draftOf(who.cookie)).changePayment).toEqual({ deudaId, failedCard: who.failedCard })
    expect(fieldError(await post(pago.action, 'pago', { perfil_pago: who.failedCard }, who.cookie), 'perfil_pago')).toBe(copy.pago.sameCard)
    const e97 = await calls(E97)
    await startInDialog(who, other)
    expect(await calls(E97)).toBe(e97 + 1)
  })
})

describe('solicitud-finalizada (C78, BR64)', () => {
  const cfe = { TipoDocumentoCFE: 'e-Ticket', SerieCFE: 'A', NroDocumentoCFE: '1001', CodSeguridad: 'Xy12', URLConsultaCFE: 'https://cfe.example/1001' }
  const details = { deudaId: '77', mensaje: 'Solicitud registrada', idEnvFarDom: '5566', cfe, registered: true }

  /** Stores an outcome of the purchase in the member's draft, as the confirmation or the payment would. */
  async function seeded(who: Member, attempts: Draft['attempts']) {
    await updateDraft(getRequest(`${ORIGIN}${BASE}/pago`, who.cookie), flowBWizard, (draft) => ({ ...draft, attempts }))
    return resultOf(who.cookie)
  }

  it('(success, Abitab, PRESENCIAL) → received, the 24 hs note, the tracking code, no CFE', async () => {
    const who = await atPayment(PICK_UP, { id: PURCHASE_METHOD.ABITAB, nombre: 'Abitab' })
    const result = await seeded(who, { compra: { key: crypto.randomUUID(), outcome: { registered: true, details } } })
    expect(result).toMatchObject({ kind: 'success', paidOnline: false, payWithin24h: true, nroBulto: '5566', cfe: null })
  })

  it('(success, Abitab, DOMICILIO, data) → received with the CFE, no 24 hs note', async () => {
    const who = await atPayment(HOME_DELIVERY, { id: PURCHASE_METHOD.ABITAB, nombre: 'Abitab' })
    const result = await seeded(who, { compra: { key: crypto.randomUUID(), outcome: { registered: true, details } } })
    expect(result).toMatchObject({ kind: 'success', paidOnline: false, payWithin24h: false, cfe })
  })

  it('(success, ONLINE) → paid with the CFE', async () => {
    const who = await atPayment()
    const result = await seeded(who, { pago: { key: crypto.randomUUID(), outcome: { state: { status: 'success', id: '77' }, details, card: '1' } } })
    expect(result).toMatchObject({ kind: 'success', paidOnline: true, payWithin24h: false, flag: 'ok_online', cfe })
  })

  it('(no data) → Algo salió mal, with the API\'s words', async () => {
    const who = await atPayment(PICK_UP, { id: PURCHASE_METHOD.ABITAB, nombre: 'Abitab' })
    const result = await seeded(who, { compra: { key: crypto.randomUUID(), outcome: { registered: false, details: { ...details, registered: false, mensaje: 'No hay stock' } } } })
    expect(result).toEqual({ kind: 'failed', messages: ['No hay stock'] })
  })

  it('shows the tracking code with the link to her requests; in call-centre mode the code only (the operator has no such list)', async () => {
    const page = async (who: Member) => {
      await updateDraft(getRequest(`${ORIGIN}${BASE}/pago`, who.cookie), flowBWizard, (draft) => ({
        ...draft,
        attempts: { compra: { key: crypto.randomUUID(), outcome: { registered: true, details } } },
      }))
      const data = await get(finalizada.loader, 'solicitud-finalizada', who.cookie)
      return renderRoutePage(finalizada.default, data, `${BASE}/solicitud-finalizada`)
    }
    const member = await atPayment(PICK_UP, { id: PURCHASE_METHOD.ABITAB, nombre: 'Abitab' })
    const forMember = await page(member)
    expect(forMember).toContain('<strong>5566</strong>')
    expect(forMember).toContain(copy['solicitud-finalizada'].toRequests)

    const operator = await atPayment(PICK_UP, { id: PURCHASE_METHOD.ABITAB, nombre: 'Abitab' })
    await seedPurchaseDraft(operator.cookie, { ...operator.draft, callCenter: true })
    const forOperator = await page(operator)
    expect(forOperator).toContain('<strong>5566</strong>')
    expect(forOperator).not.toContain(copy['solicitud-finalizada'].toRequests)
    expect(forOperator).not.toContain('/solicitudes"')
  })

  it('cancelled, and a failed cancellation', async () => {
    const who = await atPayment()
    const state = { status: 'rejected' as const, id: '77', messages: ['Tarjeta rechazada'] }
    expect(await seeded(who, { pago: { key: crypto.randomUUID(), outcome: { state, details, cancellation: 'cancelled' } } })).toEqual({ kind: 'cancelled' })
    expect(await seeded(who, { pago: { key: crypto.randomUUID(), outcome: { state, details, cancellation: 'failed' } } })).toEqual({
      kind: 'failed',
      messages: ['Tarjeta rechazada'],
    })
  })
})

describe('an unpaid purchase at an agency is a medicine debt in the pending payments (E35)', () => {
  it.each([
    ['Abitab', PURCHASE_METHOD.ABITAB],
    ['Red Pagos', PURCHASE_METHOD.RED_PAGOS],
  ] as const)('%s', async (nombre, id) => {
    const who = await atPayment(PICK_UP, { id, nombre })
    const answer = (await createPurchase(who.api, purchaseRequestOf(who.api.user, who.draft, { metodoPago: id, perfilPago: null }), crypto.randomUUID())) as {
      Status: boolean
      deuda_id: string | number
    }
    expect(answer.Status).toBe(true)
    const { sections } = await pendingPayments({ request: getRequest('/mi-mutual/pagos-pendientes', who.cookie), params: {}, context: loadContext })
    const medicines = sections?.find((section) => section.list === 'medicamentos')
    expect(medicines?.debts).toContainEqual(expect.objectContaining({ slug: 'solicitud-medicamento', id: String(answer.deuda_id) }))
  })
})

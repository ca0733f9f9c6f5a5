/**
 * The medical booking's confirmation, payment method, online payment and result (C39–C42, C55), with real Requests
 * against the test sandbox: each draft is set up to the confirmation with a slot the sandbox offers now, then the
 * step routes book, pay and cancel as a browser without JavaScript would (and with it, for the provider's dialog).
 */
import { afterEach, describe, expect, inject, it } from 'vitest'
import { consumeFlash } from '~/auth/flash.server'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { commonErrors } from '~/copy/errors/common'
import { medicalBooking } from '~/copy/medical-booking'
import { medicalBookingOtherTabs } from '~/copy/medical-booking-other-tabs'
import { paymentChannel } from '~/copy/payment-channel'
import { toBusinessTime } from '~/domain/dates.server'
import { availabilityCall, cancelledMessage } from '~/domain/medical-booking'
import { availabilityWindow } from '~/domain/medical-booking-days.server'
import { slotRef, type Slot } from '~/domain/medical-slots'
import { fetchAvailability } from '~/upstream/agenda-medica.server'
import { fetchMedicalAppointments } from '~/upstream/appointments.server'
import { fetchPendingDebts } from '~/upstream/cobranzas.server'
import { fetchSavedCards } from '~/upstream/grupo-pagos.server'
import { fetchReservation } from '~/upstream/reserva-web.server'
import type { Draft } from '~/wizards/consulta-medica/schemas.server'
import { shownBooking } from '~/wizards/consulta-medica/shown-booking.server'
import { medicalBookingWizard } from '~/wizards/consulta-medica/wizard.server'
import { changePath } from '~/wizards/wizard'
import { updateDraft } from '~/wizards/wizard.server'
import {
  call,
  formRequest,
  getRequest,
  loadContext,
  ORIGIN,
  redirectLocation,
  replyOf,
  signIn,
  thrownResponse,
  type FormResult,
} from '../../tests/route-helpers'
import { medicalDriver } from '../../tests/medical-booking-driver'
import { apiCalls, clearFaults, clearGatewayOutcomes, createPersona, forceGatewayOutcome, injectFault, sandboxNow, submitSecurityCode } from '../../tests/sandbox-control'
import * as confirmacion from './agenda_.consulta-medica.confirmacion'
import * as medioPago from './agenda_.consulta-medica.medio-pago'
import * as pagoOnline from './agenda_.consulta-medica.pago-online'
import * as calendario from './agenda_.consulta-medica.reserva-finalizada.calendario'
import * as reservaFinalizada from './agenda_.consulta-medica.reserva-finalizada'
import * as reservaWeb from './agenda_.consulta-medica.reserva-web'
import * as consultaCancelada from './mi-producto.consulta-cancelada'
import * as pagoPendiente from './mi-producto.pagos-pendientes.pago.$type.$id'
import * as retorno from './pagos.retorno'
import { renderRoutePage } from '../../tests/component-helpers'

const sandboxUrl = inject('sandboxUrl')
/** Cardiología: `Consulta` costs 450 with FONASA (its cheapest agreement), `Resultados` nothing. */
const CARDIOLOGIA = 3
const CONSULTA = 31
const RESULTADOS = 33
const BASE = '/agenda/consulta-medica'
const E58 = 'POST /api/reservas/reserva-web/'
const E60 = 'POST /api/reservas/reserva-web/anular_factura_reserva/'
const E61 = 'POST /api/reservas/reserva-web/cancelar/'

const { get, post, postShown, confirm, draftOf } = medicalDriver


afterEach(() => Promise.all([clearGatewayOutcomes(sandboxUrl), clearFaults(sandboxUrl)]))

interface Member {
  cookie: string
  /** The card the member last paid with. */
  card?: string
  api: SignedInApi
}

/** A new member like Ana (her group's cards, one standing reservation per specialty), signed in. */
async function member(): Promise<Member> {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  return { cookie, api: await upstreamAs(getRequest(`${BASE}/confirmacion`, cookie)) }
}

/** Cardiología's free slots of the window, of any doctor; each test takes its own (members share the agenda). */
async function freeSlots(api: SignedInApi): Promise<Slot[]> {
  const today = toBusinessTime(await sandboxNow(sandboxUrl))
  return fetchAvailability(api, availabilityCall({ especialidad: CARDIOLOGIA, profesional: null }, availabilityWindow(today)))
}

let taken = 0
/** A member whose draft reached the confirmation with a quick booking of a slot no other test books. */
async function atConfirmation(tipoOrden: number, inPerson = false): Promise<Member & { slot: Slot }> {
  const who = await member()
  const slots = (await freeSlots(who.api)).filter((slot) => !inPerson || slot.es_telemedicina !== true)
  taken += 1
  const slot = slots.at(-taken * 3)!
  const draft: Draft = { especialidad: CARDIOLOGIA, tipoOrden, reservaRapida: true, turno: slotRef(slot)! }
  await updateDraft(getRequest(`${ORIGIN}${BASE}/confirmacion`, who.cookie), medicalBookingWizard, () => draft)
  return { ...who, slot }
}

/** The member's draft moved to another slot of the same specialty (`Resultados`, free), no other test books. */
async function chooseAnotherSlot(who: Member) {
  const other = (await freeSlots(who.api)).at(-(taken += 1) * 3)!
  const draft: Draft = { especialidad: CARDIOLOGIA, tipoOrden: RESULTADOS, reservaRapida: true, turno: slotRef(other)! }
  await updateDraft(getRequest(`${ORIGIN}${BASE}/confirmacion`, who.cookie), medicalBookingWizard, () => draft)
}

/** Confirms a costed booking: on to the payment method, with the agreement E55 gave. */
async function atPaymentMethod(inPerson = false): Promise<Member & { slot: Slot }> {
  const who = await atConfirmation(CONSULTA, inPerson)
  expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/medio-pago`)
  return who
}

type ResultData = Awaited<ReturnType<typeof reservaFinalizada.loader>>
const resultOf = async (cookie: string) => (await get(reservaFinalizada.loader, 'reserva-finalizada', cookie)) as ResultData

/** The first of the group's cards (Visa 4021). */
async function firstCard(cookie: string): Promise<string> {
  const page = (await get(pagoOnline.loader, 'pago-online', cookie)) as Awaited<ReturnType<typeof pagoOnline.loader>>
  if (page.cards.status !== 'ok') throw new Error('no cards')
  return page.cards.options[0]!.value
}

/** Chooses `Pago en línea` and pays with the first card; the action's answer. */
async function payByCard(who: Member, js = false) {
  expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'online' }, who.cookie))).toBe(`${BASE}/pago-online`)
  const fields: Record<string, string> = { perfil_pago: await firstCard(who.cookie) }
  who.card = fields.perfil_pago
  if (js) fields.conScripts = '1'
  return postShown(pagoOnline.action, 'pago-online', fields, who.cookie)
}

/** The cancelled consultation's page (its data, or the redirect it answers with). */
async function cancelledPage(cookie: string, query = '') {
  const answer = await call(consultaCancelada.loader, getRequest(`${ORIGIN}/mi-mutual/consulta-cancelada${query}`, cookie)).catch((error: unknown) => error)
  return answer instanceof Response ? answer : replyOf<{ message: string }>(answer).data
}

async function calls(name: string) {
  return (await apiCalls(sandboxUrl))[name] ?? 0
}

/** The member's upcoming consultations (E48), by when they are. */
async function upcoming(who: Member) {
  return (await fetchMedicalAppointments(who.api)).consultas.map((consulta) => consulta.fechahora)
}

/** The order debts the member owes (the pending payments' `ordenes`), by id. */
async function owedOrders(who: Member) {
  return (await fetchPendingDebts(who.api)).ordenes.map((debt) => debt.id_transaccion)
}

/** Polls `done` (the sandbox answering a call made meanwhile) for at most 5 s. */
async function waitUntil(done: () => Promise<boolean>) {
  for (let tries = 0; tries < 100 && !(await done()); tries++) await new Promise((resolve) => setTimeout(resolve, 50))
}

describe('the confirmation (C39)', () => {
  it('warns of a telephone slot (BR27), which a quick booking reaches without the hour step, and not of one in person', async () => {
    const who = await member()
    const slots = await freeSlots(who.api)
    const pick = (telephone: boolean) => slots.findLast((slot) => slot.es_telemedicina === telephone)!
    const confirmation = async (slot: Slot) => {
      const draft: Draft = { especialidad: CARDIOLOGIA, tipoOrden: RESULTADOS, reservaRapida: true, turno: slotRef(slot)! }
      await updateDraft(getRequest(`${ORIGIN}${BASE}/confirmacion`, who.cookie), medicalBookingWizard, () => draft)
      return (await get(confirmacion.loader, 'confirmacion', who.cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    }
    const byPhone = await confirmation(pick(true))
    expect(byPhone.telephone).toBe(true)
    expect(Object.fromEntries(byPhone.rows.map((row) => [row.key, row.value]))[medicalBooking.confirmacion.rows.mode]).toBe('Telefónica')
    expect((await confirmation(pick(false))).telephone).toBe(false)
  })

  it('shows every row read from the API with Cambiar, and a free booking is confirmed at once, once', async () => {
    const who = await atConfirmation(RESULTADOS)
    const page = (await get(confirmacion.loader, 'confirmacion', who.cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    const rows = Object.fromEntries(page.rows.map((row) => [row.key, row.value]))
    const { rows: names } = medicalBooking.confirmacion
    expect(rows[names.agreement]).toBe('FONASA: $0.00')
    expect(rows[names.specialty]).toBe('Cardiología')
    // §9: the date row is DD/MM/YYYY.
    const [year, month, day] = who.slot.comienzo.slice(0, 10).split('-')
    expect(rows[names.date]).toBe(`${day}/${month}/${year}`)
    expect(rows[names.doctor]).toBe(`${who.slot.nombre} ${who.slot.apellido}`)
    expect(rows[names.address]).toEqual(expect.any(String))
    expect(rows[names.address]).not.toBe('')
    expect(page.rows.every((row) => row.action.label === 'Cambiar' && row.action.to.includes('cambiar'))).toBe(true)
    expect(page.button).toBe('Confirmar reserva')
    expect(page.modify).toBe(changePath(medicalBookingWizard, 'reserva-web'))

    // Two submits at once, then a third: one booking, the same reservation. (The sandbox's call counts are shared
    // with the other test files, so the outcome is checked, not the counts.)
    const answers = await Promise.all([0, 1].map(() => confirm(who.cookie)))
    for (const answer of answers) expect(redirectLocation(answer)).toBe(`${BASE}/reserva-finalizada`)
    const { reservationId } = (await draftOf(who.cookie)).attempts!.reserva!.outcome!
    expect(reservationId).toEqual(expect.any(String))
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    expect((await draftOf(who.cookie)).attempts!.reserva!.outcome!.reservationId).toBe(reservationId)
    expect(await fetchReservation(who.api, reservationId!)).toMatchObject({ estado: 'reservada' })

    const result = await resultOf(who.cookie)
    expect(result.result).toEqual({ kind: 'booked', paidOnline: false, agency: null })
    // The booked hour as people read it, without seconds.
    expect(result.when.endsWith(`, ${who.slot.comienzo.slice(11, 16)}`)).toBe(true)
    // Back on the confirmation: the result is the page to see.
    expect(redirectLocation(await get(confirmacion.loader, 'confirmacion', who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    // The calendar file of the booking.
    const ics = (await get(calendario.loader, 'reserva-finalizada/calendario', who.cookie)) as Response
    expect(ics.headers.get('content-type')).toContain('text/calendar')
    expect(await ics.text()).toContain('SUMMARY:Consulta médica: Cardiología')
  })

  it('says so on the confirmation when the member has a standing reservation for the specialty', async () => {
    const who = await atConfirmation(RESULTADOS)
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    // Another slot, the same specialty: E58 answers the standing reservation.
    await chooseAnotherSlot(who)
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/confirmacion`)
    const page = (await get(confirmacion.loader, 'confirmacion', who.cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    expect(page.notice).toBe('Tiene una reserva vigente para esta especialidad.')
    expect(page.button).toBeNull()
  })

  it('stores the cheapest agreement from E55 for a costed booking, whatever the form says, and asks for the method', async () => {
    const who = await atConfirmation(CONSULTA)
    const page = (await get(confirmacion.loader, 'confirmacion', who.cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    expect(page.button).toBe('Pagar')
    const answer = await post(confirmacion.action, 'confirmacion', { convenio: '1', costo: '1', turno: page.shown.turno! }, who.cookie)
    expect(redirectLocation(answer)).toBe(`${BASE}/medio-pago`)
    expect((await draftOf(who.cookie)).convenio).toEqual({ id: 2, costo: 450 })
  })

  it('books what the page showed: a slot changed in another tab since is shown again, booking nothing', async () => {
    const who = await atConfirmation(RESULTADOS)
    const page = (await get(confirmacion.loader, 'confirmacion', who.cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    const html = renderRoutePage(confirmacion.default, page)
    expect(html).toContain(`name="turno" value="${page.shown.turno}"`)
    // Another tab: Cambiar, another slot.
    await chooseAnotherSlot(who)
    const before = await upcoming(who)
    const stale = replyOf<{ message: string }>(await post(confirmacion.action, 'confirmacion', { turno: page.shown.turno! }, who.cookie))
    expect(stale).toMatchObject({ init: { status: 409 }, data: { message: medicalBookingOtherTabs.changedElsewhere } })
    expect(await upcoming(who)).toEqual(before)
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    expect(await upcoming(who)).toHaveLength(before.length + 1)
  })

  it.each(['medio-pago', 'pago-online'] as const)(
    '%s pays only for the booking its page showed: one changed in another tab since goes to the confirmation of now, nothing booked',
    async (step) => {
      const who = await atPaymentMethod()
      if (step === 'pago-online') {
        expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'online' }, who.cookie))).toBe(`${BASE}/pago-online`)
      }
      const loader = step === 'medio-pago' ? medioPago.loader : pagoOnline.loader
      const page = (await get(loader, step, who.cookie)) as { shown: Record<string, string> }
      expect(Object.keys(page.shown)).toEqual(['turno', 'convenio'])
      const html = renderRoutePage(step === 'medio-pago' ? medioPago.default : pagoOnline.default, page as never)
      expect(html).toContain(`name="convenio" value="${page.shown.convenio}"`)
      const fields: Record<string, string> = step === 'medio-pago' ? { medioPago: 'abitab' } : { perfil_pago: await firstCard(who.cookie) }
      const action = step === 'medio-pago' ? medioPago.action : pagoOnline.action
      const booked = await calls(E58)
      // Another tab: a new booking of another slot at the same step; then one a step behind, which has no method yet.
      const other = (await freeSlots(who.api)).at(-(taken += 1) * 3)!
      const elsewhere = [
        (draft: Draft): Draft => ({ ...draft, turno: slotRef(other)! }),
        (draft: Draft): Draft => ({ ...draft, turno: slotRef(other)!, medioPago: undefined, convenio: undefined }),
      ]
      for (const change of elsewhere) {
        await updateDraft(getRequest(`${ORIGIN}${BASE}/${step}`, who.cookie), medicalBookingWizard, change)
        const stale = (await post(action, step, { ...page.shown, ...fields }, who.cookie)) as Response
        // The confirmation shows the whole booking of now with its price, and why the member is there.
        expect(redirectLocation(stale)).toBe(`${BASE}/confirmacion`)
        const next = getRequest(`${ORIGIN}${BASE}/confirmacion`, stale.headers.get('set-cookie')!.split(';')[0]!)
        expect((await consumeFlash(next)).flash).toEqual({ tone: 'warning', message: medicalBookingOtherTabs.changedElsewhere })
      }
      expect(await calls(E58)).toBe(booked)
    },
  )

  it('shows the error screen when a row cannot be named (E56 failing beside E55)', async () => {
    const who = await atConfirmation(CONSULTA)
    await injectFault(sandboxUrl, { path: '/api/agenda/building-by-id-and-subsidiary', status: 404, body: '{}', contentType: 'application/json' })
    expect(redirectLocation(await get(confirmacion.loader, 'confirmacion', who.cookie))).toBe(`${BASE}/confirmacion?error=GENERIC_ERROR`)
  })

  it('refuses a body that is not a form, and sends a visitor to log in', async () => {
    const who = await atConfirmation(CONSULTA)
    const json = new Request(`${ORIGIN}${BASE}/medio-pago`, {
      method: 'POST',
      headers: { cookie: who.cookie, 'content-type': 'application/json' },
      body: '{"medioPago":"abitab"}',
    })
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/medio-pago`)
    const refused = await call(medioPago.action, json).catch((error: unknown) => error)
    expect((refused as Response).status).toBeGreaterThanOrEqual(400)
    expect((refused as Response).status).toBeLessThan(500)
    expect(redirectLocation(await get(confirmacion.loader, 'confirmacion').catch((error: unknown) => error))).toMatch(/^\/login/)
  })
})

describe('the payment method (C40)', () => {
  it('books at an agency with its code and says what to do there', async () => {
    const who = await atPaymentMethod()
    const invalid = replyOf<{ result: FormResult }>(await postShown(medioPago.action, 'medio-pago', { medioPago: 'bitcoin' }, who.cookie))
    expect(invalid.init.status).toBe(400)
    expect(invalid.data.result.error?.medioPago).toEqual([medicalBooking['medio-pago'].required])

    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    const { reservationId } = (await draftOf(who.cookie)).attempts!.reserva!.outcome!
    expect(await fetchReservation(who.api, reservationId!)).toMatchObject({ metodo_pago: 'abitab' })
    const result = await resultOf(who.cookie)
    expect(result.result).toEqual({ kind: 'booked', paidOnline: false, agency: 'abitab' })
  })
})

describe('a booking without a card that E58 answers with an error and a reservation', () => {
  it('gives that reservation back once (E61): the error screen books nothing', async () => {
    // A reservation the member holds (a free booking), which E58 then names in an error answer to the next booking.
    const who = await atConfirmation(RESULTADOS)
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    const held = (await draftOf(who.cookie)).attempts!.reserva!.outcome!.reservationId!
    await chooseAnotherSlot(who)
    const cancels = await calls(E61)
    const answer = JSON.stringify({ id: Number(held), error: 'Agenda no disponible' })
    await injectFault(sandboxUrl, { path: '/api/reservas/reserva-web/', status: 200, body: answer, contentType: 'application/json', times: 1 })
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    for (const _reload of [1, 2]) expect((await resultOf(who.cookie)).result).toEqual({ kind: 'error', messages: ['Agenda no disponible'] })
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    expect(await calls(E61)).toBe(cancels + 1)
    expect(await fetchReservation(who.api, held)).toMatchObject({ estado: 'cancelada' })
  })
})

describe('the agency chosen again after its booking (Back to the payment method)', () => {
  it('shows the result, changing nothing (no E63, no flash of a change)', async () => {
    const who = await atPaymentMethod()
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    const changes = await calls('POST /api/reservas/reserva-web/cambiar_forma_pago/')
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    expect(await calls('POST /api/reservas/reserva-web/cambiar_forma_pago/')).toBe(changes)
    expect((await resultOf(who.cookie)).result).toEqual({ kind: 'booked', paidOnline: false, agency: 'abitab' })
  })
})

describe('a double submit of the agency choice', () => {
  it('books once when Abitab is sent twice at once: both send the attempt’s one key, which the API replays', async () => {
    const who = await atPaymentMethod()
    const upcoming = async () => (await fetchMedicalAppointments(who.api)).consultas.length
    const before = await upcoming()
    const answers = await Promise.all([0, 1].map(() => postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, who.cookie)))
    for (const answer of answers) expect(redirectLocation(answer)).toBe(`${BASE}/reserva-finalizada`)
    expect(await upcoming()).toBe(before + 1)
  })
})

describe('a booking whose first E58 went unanswered (past the payment budget, registered later)', () => {
  /** E58's next call registered only after the portal gave up on it: the slot is the member's, E53 no longer lists it. */
  async function leftUnanswered(who: Member, send: () => Promise<unknown>) {
    const before = await upcoming(who)
    await injectFault(sandboxUrl, { path: '/api/reservas/reserva-web/', delayMs: 2000, times: 1 })
    const unanswered = replyOf<{ result: FormResult }>(await send())
    expect(unanswered.init.status).toBe(503)
    expect(unanswered.data.result.error?.['']).toEqual([medicalBookingWizard.serviceProblem])
    await waitUntil(async () => (await upcoming(who)).length > before.length)
    expect(await upcoming(who)).toHaveLength(before.length + 1)
    return before
  }

  it('sends the same call again with a card: its payment, not the pay step again, and one booking', async () => {
    const who = await atPaymentMethod()
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'online' }, who.cookie))).toBe(`${BASE}/pago-online`)
    const card = await firstCard(who.cookie)
    const pay = () => postShown(pagoOnline.action, 'pago-online', { perfil_pago: card }, who.cookie)
    const before = await leftUnanswered(who, pay)
    // The page offers the card of the call kept, the only one it will send again, and says so.
    const page = (await get(pagoOnline.loader, 'pago-online', who.cookie)) as Awaited<ReturnType<typeof pagoOnline.loader>>
    expect(page.retrying).toBe(true)
    expect(page.cards.status === 'ok' && page.cards.options.map((option) => option.value)).toEqual([card])
    expect(renderRoutePage(pagoOnline.default, page)).toContain(medicalBooking['pago-online'].retrySameCard)
    const booked = await calls(E58)
    expect(redirectLocation(await pay())).toMatch(/^http.*sesion=/)
    // The API answered the call it had registered (the same key and body): nothing booked again.
    expect(await calls(E58)).toBe(booked + 1)
    expect(await upcoming(who)).toHaveLength(before.length + 1)
    expect((await draftOf(who.cookie)).attempts!.pago!.outcome!.state.status).toBe('waiting-security-code')
  })

  it('settles an unanswered card booking before another method: its method changes (E63), one booking', async () => {
    const who = await atPaymentMethod()
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'online' }, who.cookie))).toBe(`${BASE}/pago-online`)
    const card = await firstCard(who.cookie)
    const before = await leftUnanswered(who, () => postShown(pagoOnline.action, 'pago-online', { perfil_pago: card }, who.cookie))
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'redpagos' }, who.cookie))).toBe('/mi-mutual')
    expect(await upcoming(who)).toHaveLength(before.length + 1)
    expect(await draftOf(who.cookie)).toEqual({})
  })

  it.each([
    ['Pago en línea', 'online', '/mi-mutual/pagos-pendientes/pago/orden/'],
    ['RedPagos', 'redpagos', '/mi-mutual'],
  ] as const)('settles an unanswered Abitab booking before %s: its method changes (E63), one booking', async (_name, method, to) => {
    const who = await atPaymentMethod()
    const before = await leftUnanswered(who, () => postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, who.cookie))
    const changes = await calls('POST /api/reservas/reserva-web/cambiar_forma_pago/')
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: method }, who.cookie))).toMatch(new RegExp(`^${to}`))
    expect(await calls('POST /api/reservas/reserva-web/cambiar_forma_pago/')).toBe(changes + 1)
    expect(await upcoming(who)).toHaveLength(before.length + 1)
    // The journey is over: its result no longer says the agency it was booked for.
    expect(await draftOf(who.cookie)).toEqual({})
  })

  it.each(['drawn again', 'pressed again'] as const)(
    'asks a free booking kept from the confirmation again when its page is %s: its result, not the slot-gone screen, one booking',
    async (how) => {
      const who = await atConfirmation(RESULTADOS)
      const before = await upcoming(who)
      await injectFault(sandboxUrl, { path: '/api/reservas/reserva-web/', delayMs: 2000, times: 1 })
      const unanswered = replyOf<{ message: string }>(await confirm(who.cookie))
      expect(unanswered).toMatchObject({ init: { status: 503 }, data: { message: medicalBookingWizard.serviceProblem } })
      // The call booked after the portal gave up on it: E53 no longer lists its slot.
      await waitUntil(async () => (await upcoming(who)).length > before.length)
      const again = how === 'drawn again' ? get(confirmacion.loader, 'confirmacion', who.cookie) : confirm(who.cookie)
      expect(redirectLocation(await again.catch((error: unknown) => error))).toBe(`${BASE}/reserva-finalizada`)
      expect((await resultOf(who.cookie)).result).toMatchObject({ kind: 'booked', paidOnline: false })
      expect(await upcoming(who)).toHaveLength(before.length + 1)
    },
  )

  it('sends the same call again at an agency: its result, not the slot-gone screen, and one booking', async () => {
    const who = await atPaymentMethod()
    const abitab = () => postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, who.cookie)
    const before = await leftUnanswered(who, abitab)
    expect(redirectLocation(await abitab())).toBe(`${BASE}/reserva-finalizada`)
    expect((await resultOf(who.cookie)).result).toEqual({ kind: 'booked', paidOnline: false, agency: 'abitab' })
    expect(await upcoming(who)).toHaveLength(before.length + 1)
  })
})

describe('the price shown is the price charged', () => {
  /** The confirmation showed another cost than E55 answers now (`Pagar` saved 400; the agreement costs 450). */
  async function shownAnotherPrice(): Promise<Member & { slot: Slot }> {
    const who = await atPaymentMethod()
    await updateDraft(getRequest(`${ORIGIN}${BASE}/medio-pago`, who.cookie), medicalBookingWizard, (draft) => ({
      ...draft,
      convenio: { ...draft.convenio!, costo: 400 },
    }))
    return who
  }

  it('sends an agency booking back to the confirmation when the cost changed since it, booking nothing', async () => {
    const who = await shownAnotherPrice()
    const before = await calls(E58)
    const answer = await postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, who.cookie)
    expect(redirectLocation(answer)).toBe(`${BASE}/confirmacion?error=PRICE_CHANGED`)
    expect(await calls(E58)).toBe(before)
    expect((await draftOf(who.cookie)).attempts?.reserva?.outcome).toBeUndefined()
  })

  it('sends a card payment back to the confirmation when the cost changed since it, charging nothing', async () => {
    const who = await shownAnotherPrice()
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'online' }, who.cookie))).toBe(`${BASE}/pago-online`)
    const before = await calls(E58)
    const answer = await postShown(pagoOnline.action, 'pago-online', { perfil_pago: await firstCard(who.cookie) }, who.cookie)
    expect(redirectLocation(answer)).toBe(`${BASE}/confirmacion?error=PRICE_CHANGED`)
    expect(await calls(E58)).toBe(before)
    // The confirmation says so; its Reintentar shows the price of now, and Pagar saves it.
    const screen = (await get(confirmacion.loader, 'confirmacion?error=PRICE_CHANGED', who.cookie)) as { error: string }
    expect(screen.error).toBe('PRICE_CHANGED')
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/medio-pago`)
    expect((await draftOf(who.cookie)).convenio?.costo).toBe(450)
  })

  it('shows the price-change screen only on the confirmation, which raises it: typed on another step, that step shows itself', async () => {
    const who = await atPaymentMethod()
    for (const [loader, step] of [
      [medioPago.loader, 'medio-pago'],
      [pagoOnline.loader, 'pago-online'],
    ] as const) {
      if (step === 'pago-online') {
        expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'online' }, who.cookie))).toBe(`${BASE}/pago-online`)
      }
      const typed = (await get(loader, `${step}?error=PRICE_CHANGED`, who.cookie)) as { error: string | null }
      expect(typed.error, step).toBeNull()
      const html = renderRoutePage(step === 'medio-pago' ? medioPago.default : pagoOnline.default, typed, `${BASE}/${step}`)
      expect(html, step).not.toContain(medicalBooking.priceChanged)
    }
    const raised = (await get(confirmacion.loader, 'confirmacion?error=PRICE_CHANGED', who.cookie)) as { error: string | null }
    expect(raised.error).toBe('PRICE_CHANGED')
  })

  it('books a consultation whose price fell to 0 since an earlier Pagar: the confirmation shows 0, and 0 is booked', async () => {
    const who = await atConfirmation(RESULTADOS)
    // `Pagar` saved a cost when the agreement still had one; E55 answers FONASA at $0 now.
    await updateDraft(getRequest(`${ORIGIN}${BASE}/confirmacion`, who.cookie), medicalBookingWizard, (draft) => ({
      ...draft,
      convenio: { id: 99, costo: 450 },
    }))
    const page = (await get(confirmacion.loader, 'confirmacion', who.cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    expect(page.button).toBe('Confirmar reserva')
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    expect((await resultOf(who.cookie)).result).toEqual({ kind: 'booked', paidOnline: false, agency: null })
  })
})

describe('the online payment (C41) and its result (C42)', () => {
  it('pays by card without a code at once, charges once, and shows the invoice', async () => {
    const who = await atPaymentMethod(true)
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url', tipo: 'orden' })
    expect(redirectLocation(await payByCard(who))).toBe(`${BASE}/reserva-finalizada`)
    const paid = (await draftOf(who.cookie)).attempts!.pago!
    // A second submit of the pay form only finds the payment.
    expect(redirectLocation(await postShown(pagoOnline.action, 'pago-online', { perfil_pago: who.card! }, who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    expect((await draftOf(who.cookie)).attempts!.pago).toEqual(paid)
    const result = await resultOf(who.cookie)
    expect(result.result).toEqual({ kind: 'booked', paidOnline: true, agency: null })
    expect(result.invoice).toMatchObject({ nro_doc_cfe: expect.any(String), codigo_seguridad: expect.any(String) })
    // The card's booking keeps what it booked in words: the calendar file is at the branch, with the doctor.
    expect(paid.outcome!.details.booked).toMatchObject({ doctor: expect.any(String), branch: expect.any(String), telephone: false })
    const ics = await ((await get(calendario.loader, 'reserva-finalizada/calendario', who.cookie)) as Response).text()
    expect(ics).toContain(`LOCATION:${paid.outcome!.details.booked!.branch}`)
    // Back on the confirmation (its slot is taken now): the result again, not the slot-gone screen.
    expect(redirectLocation(await get(confirmacion.loader, 'confirmacion', who.cookie).catch((error: unknown) => error))).toBe(`${BASE}/reserva-finalizada`)
  })

  it('books and charges once when the pay form is sent twice at once', async () => {
    const who = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url', tipo: 'orden', veces: 2 })
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'online' }, who.cookie))).toBe(`${BASE}/pago-online`)
    const card = await firstCard(who.cookie)
    const answers = await Promise.all([0, 1].map(() => postShown(pagoOnline.action, 'pago-online', { perfil_pago: card }, who.cookie)))
    for (const answer of answers) expect(redirectLocation(answer)).toBe(`${BASE}/reserva-finalizada`)
    // A second booking of its own would have met the first (the slot taken, the standing reservation): one payment, charged.
    const { state, details } = (await draftOf(who.cookie)).attempts!.pago!.outcome!
    expect(state.status).toBe('success')
    expect(await fetchReservation(who.api, details.reservationId!)).toMatchObject({ estado: 'reservada', metodo_pago: 'online' })
  })

  it('leads both answers of a pay form sent twice at once to the payment waiting for its code, without JavaScript', async () => {
    const who = await atPaymentMethod()
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'online' }, who.cookie))).toBe(`${BASE}/pago-online`)
    const card = await firstCard(who.cookie)
    // The first submit is still under way after its E58 took the slot (its read of the payment, E62, is slow) when
    // the second one is sent.
    await injectFault(sandboxUrl, { path: '/api/reservas/reserva-web/', delayMs: 0, times: 1 })
    await injectFault(sandboxUrl, { path: '/api/reservas/reserva-web/*', delayMs: 400, times: 1 })
    const [booked, before] = [await calls(E58), await upcoming(who)]
    const first = postShown(pagoOnline.action, 'pago-online', { perfil_pago: card }, who.cookie).catch((error: unknown) => error)
    await waitUntil(async () => (await calls(E58)) > booked)
    const second = await postShown(pagoOnline.action, 'pago-online', { perfil_pago: card }, who.cookie).catch((error: unknown) => error)
    const hosted = redirectLocation(await first)!
    expect(hosted).toMatch(/^http.*sesion=/)
    // The second is not told the slot is gone (it is the member's): it goes to the pay step, which shows the payment
    // waiting for its code on the first answer's page (or, had the first kept its payment already, to that page).
    expect([`${BASE}/pago-online`, hosted]).toContain(redirectLocation(second))
    const page = (await get(pagoOnline.loader, 'pago-online', who.cookie)) as Awaited<ReturnType<typeof pagoOnline.loader>>
    expect(page.waiting?.hostedUrl).toBe(hosted)
    // One booking, its payment open (the second sent the first's call again, which the API answered as the first).
    expect(await upcoming(who)).toHaveLength(before.length + 1)
    expect((await draftOf(who.cookie)).attempts!.pago!.outcome!.state.status).toBe('waiting-security-code')
  })

  it('opens the provider dialog with JavaScript; without it the hosted page, whose return continues here', async () => {
    const withJs = await atPaymentMethod()
    const answer = replyOf<{ securityCode: { ref: string; url: string; hostedUrl: string } }>(await payByCard(withJs, true))
    expect(answer.data.securityCode.url).toMatch(/^http/)

    const who = await atPaymentMethod()
    const hosted = new URL(redirectLocation(await payByCard(who))!)
    const ref = new URL(hosted.searchParams.get('return_url')!).searchParams.get('ref')!
    // Back on the step before the code is typed (a reload, the back button): the page leads to the same hosted page.
    const reloaded = (await get(pagoOnline.loader, 'pago-online', who.cookie)) as Awaited<ReturnType<typeof pagoOnline.loader>>
    expect(reloaded.waiting?.hostedUrl).toBe(hosted.toString())
    const typed = await submitSecurityCode(`${hosted.origin}${hosted.pathname}?sesion=${hosted.searchParams.get('sesion')}`, '123')
    expect(typed.ok).toBe(true)
    const back = (await call(retorno.loader, new Request(`${ORIGIN}/pagos/retorno?ref=${encodeURIComponent(ref)}&resultado=aprobado`))) as { next: string }
    expect(back.next).toBe(`${BASE}/pago-online?ref=${encodeURIComponent(ref)}&resultado=aprobado`)
    expect(redirectLocation(await call(pagoOnline.loader, getRequest(`${ORIGIN}${back.next}`, who.cookie)).catch((error: unknown) => error))).toBe(
      `${BASE}/reserva-finalizada`,
    )
    expect((await resultOf(who.cookie)).result).toEqual({ kind: 'booked', paidOnline: true, agency: null })
  })

  it('finishes a payment whose code was typed but whose return was lost, on the pay step’s next load', async () => {
    const who = await atPaymentMethod()
    const hosted = new URL(redirectLocation(await payByCard(who))!)
    // Still waiting: the page leads to the provider's page again, changing nothing.
    expect(((await get(pagoOnline.loader, 'pago-online', who.cookie)) as Awaited<ReturnType<typeof pagoOnline.loader>>).waiting).not.toBeNull()
    expect((await draftOf(who.cookie)).attempts!.pago!.outcome!.state.status).toBe('waiting-security-code')
    // The code typed on the provider's page, and the browser closed before its return to the portal.
    expect((await submitSecurityCode(`${hosted.origin}${hosted.pathname}?sesion=${hosted.searchParams.get('sesion')}`, '123')).ok).toBe(true)
    expect(redirectLocation(await get(pagoOnline.loader, 'pago-online', who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    expect((await resultOf(who.cookie)).result).toEqual({ kind: 'booked', paidOnline: true, agency: null })
  })

  it('keeps the reservation after a rejected card; RedPagos then only changes its method (E63)', async () => {
    const who = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'errores_pagos', mensaje: ['Tarjeta rechazada'], tipo: 'orden' })
    expect(redirectLocation(await payByCard(who))).toBe(`${BASE}/reserva-finalizada`)
    const { details } = (await draftOf(who.cookie)).attempts!.pago!.outcome!
    const e62 = `GET /api/reservas/reserva-web/${details.reservationId}/`
    const read = await calls(e62)
    const result = await resultOf(who.cookie)
    expect(result.result).toEqual({ kind: 'rejected', messages: ['Tarjeta rechazada'], gaveUp: false })
    expect(renderRoutePage(reservaFinalizada.default, result)).toContain(medicalBooking['reserva-finalizada'].rejectedLead)
    // BR32: a rejected online booking reads its invoice (E62). A rejected payment has none: nothing to say, and not
    // C42's CFE error, which is for a read that failed.
    expect(await calls(e62)).toBeGreaterThan(read)
    expect(result).toMatchObject({ showInvoice: false, invoice: null })
    // A read that fails is C42's CFE error.
    await injectFault(sandboxUrl, { path: `/api/reservas/reserva-web/${details.reservationId}/`, status: 500, body: '{}', contentType: 'application/json', times: 1 })
    expect(await resultOf(who.cookie)).toMatchObject({ showInvoice: true, invoice: null })
    expect(result.anotherCard).toBe(`/mi-mutual/pagos-pendientes/pago/orden/${details.debtId}`)

    const changed = (await postShown(medioPago.action, 'medio-pago', { medioPago: 'redpagos' }, who.cookie)) as Response
    expect(redirectLocation(changed)).toBe('/mi-mutual')
    // Nothing booked again: the journey's one reservation.
    expect((await draftOf(who.cookie)).attempts?.reserva?.outcome).toBeUndefined()
    expect(await fetchReservation(who.api, details.reservationId!)).toMatchObject({ estado: 'reservada', metodo_pago: 'redpagos' })
    // The journey is over: its result, opened again, offers no other method nor a cancellation.
    expect(redirectLocation(await get(reservaFinalizada.loader, 'reserva-finalizada', who.cookie).catch((error: unknown) => error))).toBe(`${BASE}/reserva-web?continuar`)
    expect(await draftOf(who.cookie)).toEqual({})
  })

  it.each([
    ['closes the provider’s dialog', true],
    ['comes back from the provider’s hosted page without it', false],
  ] as const)('keeps the reservation when the member gives up the security code (%s), and says nothing failed', async (_how, js) => {
    const who = await atPaymentMethod()
    if (js) {
      const { ref } = replyOf<{ securityCode: { ref: string } }>(await payByCard(who, true)).data.securityCode
      const closed = await postShown(pagoOnline.action, 'pago-online', { intent: 'evento', ref, evento: 'close' }, who.cookie)
      expect(redirectLocation(closed)).toBe(`${BASE}/reserva-finalizada`)
    } else {
      const hosted = new URL(redirectLocation(await payByCard(who))!)
      const ref = new URL(hosted.searchParams.get('return_url')!).searchParams.get('ref')!
      const back = getRequest(`${ORIGIN}${BASE}/pago-online?ref=${encodeURIComponent(ref)}&resultado=cancelado`, who.cookie)
      expect(redirectLocation(await call(pagoOnline.loader, back).catch((error: unknown) => error))).toBe(`${BASE}/reserva-finalizada`)
    }
    const { state, details } = (await draftOf(who.cookie)).attempts!.pago!.outcome!
    expect(state).toEqual({ status: 'cancelled', id: expect.any(String), messages: [] })
    // Its payment cancelled (E60), nothing charged; the reservation stands.
    expect(await fetchReservation(who.api, details.reservationId!)).toMatchObject({ estado: 'reservada', estado_pago: 'cancelado' })
    const result = await resultOf(who.cookie)
    expect(result.result).toEqual({ kind: 'rejected', messages: [], gaveUp: true })
    const html = renderRoutePage(reservaFinalizada.default, result)
    const copy = medicalBooking['reserva-finalizada']
    expect(html).toMatch(/<h1[^>]*>No se pudo procesar el pago<\/h1>/)
    expect(html).toContain(copy.gaveUpLead)
    expect(html).not.toContain(copy.rejectedLead)
    // The same ways on: an agency, another card, or cancel.
    for (const way of [copy.payAt('Abitab'), copy.payAt('RedPagos'), copy.anotherCard, copy.cancel]) expect(html).toContain(way)
    // The agencies' buttons are `medio-pago`'s form: they say the booking this page showed, once each.
    expect(result.shown).toEqual(shownBooking(await draftOf(who.cookie), 'slot-and-agreement'))
    expect(html.split(`name="convenio" value="${result.shown.convenio}"`)).toHaveLength(3)
  })

  it('still says the rejection of a charge refused at its confirmation, and of a payment cancelled elsewhere', async () => {
    const who = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url', tipo: 'orden' })
    await forceGatewayOutcome(sandboxUrl, { operacion: 'finalizar', resultado: 'error', mensaje: 'Fondos insuficientes', tipo: 'orden' })
    expect(redirectLocation(await payByCard(who))).toBe(`${BASE}/reserva-finalizada`)
    const { state, details } = (await draftOf(who.cookie)).attempts!.pago!.outcome!
    expect(state).toEqual({ status: 'cancelled', id: details.reservationId, messages: ['Fondos insuficientes'], failed: true })
    const refused = await resultOf(who.cookie)
    expect(refused.result).toEqual({ kind: 'rejected', messages: ['Fondos insuficientes'], gaveUp: false })
    expect(renderRoutePage(reservaFinalizada.default, refused)).toContain(medicalBooking['reserva-finalizada'].rejectedLead)
    // A payment the API says was cancelled, not by the member here (another tab's start replaced it): said in its words.
    await updateDraft(getRequest(`${ORIGIN}${BASE}/reserva-finalizada`, who.cookie), medicalBookingWizard, (draft) => {
      const pago = draft.attempts!.pago!
      const cancelled = { status: 'cancelled' as const, id: details.reservationId, messages: [paymentChannel.pay.cancelled] }
      return { ...draft, attempts: { ...draft.attempts, pago: { ...pago, outcome: { ...pago.outcome!, state: cancelled } } } }
    })
    expect((await resultOf(who.cookie)).result).toEqual({ kind: 'rejected', messages: [paymentChannel.pay.cancelled], gaveUp: false })
  })

  it('shows the API’s refusal of a change of method (E63), and changes nothing', async () => {
    const who = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'errores_pagos', mensaje: ['Tarjeta rechazada'], tipo: 'orden' })
    expect(redirectLocation(await payByCard(who))).toBe(`${BASE}/reserva-finalizada`)
    const { details } = (await draftOf(who.cookie)).attempts!.pago!.outcome!
    const E63 = '/api/reservas/reserva-web/cambiar_forma_pago/'
    await injectFault(sandboxUrl, { path: E63, status: 409, body: '{"detail":"La reserva ya fue pagada."}', contentType: 'application/json', times: 1 })
    const refused = replyOf<{ result: FormResult }>(await postShown(medioPago.action, 'medio-pago', { medioPago: 'redpagos' }, who.cookie))
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error?.['']).toEqual(['La reserva ya fue pagada.'])
    // An answer that is not `ok` is no change either.
    await injectFault(sandboxUrl, { path: E63, status: 200, body: '{"ok":false}', contentType: 'application/json', times: 1 })
    const notOk = replyOf<{ result: FormResult }>(await postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, who.cookie))
    expect(notOk.init.status).toBe(400)
    expect(notOk.data.result.error?.['']).toEqual([commonErrors.generic])
    expect(await fetchReservation(who.api, details.reservationId!)).toMatchObject({ estado: 'reservada', metodo_pago: 'online' })
  })

  it('shows the card payment’s result after an agency booking that was not saved, not the stale failure', async () => {
    const who = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'reservar', resultado: 'error_inicial', mensaje: 'Sin conexión con la agenda' })
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    expect((await resultOf(who.cookie)).result).toEqual({ kind: 'not-saved' })
    // A payment that needs no security code (`sin_url`): charged at once.
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url', tipo: 'orden' })
    expect(redirectLocation(await payByCard(who))).toBe(`${BASE}/reserva-finalizada`)
    expect((await resultOf(who.cookie)).result).toEqual({ kind: 'booked', paidOnline: true, agency: null })
  })

  it('says the booking was not saved after error_inicial, with the support address', async () => {
    const who = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'reservar', resultado: 'error_inicial', mensaje: 'Sin conexión con la agenda' })
    expect(redirectLocation(await payByCard(who))).toBe(`${BASE}/reserva-finalizada`)
    const result = await resultOf(who.cookie)
    expect(result.result).toEqual({ kind: 'not-saved' })
    expect(result.support).toContain('@')
  })

  it('books anew after a booking E58 did not save: the agency again, or a free confirmation again, is a new call', async () => {
    const NOT_SAVED = { operacion: 'reservar', resultado: 'error_inicial', mensaje: 'Sin conexión con la agenda' } as const
    // At an agency: Back to the payment method, the same agency again.
    const agency = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, NOT_SAVED)
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, agency.cookie))).toBe(`${BASE}/reserva-finalizada`)
    expect((await resultOf(agency.cookie)).result).toEqual({ kind: 'not-saved' })
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, agency.cookie))).toBe(`${BASE}/reserva-finalizada`)
    expect((await resultOf(agency.cookie)).result).toEqual({ kind: 'booked', paidOnline: false, agency: 'abitab' })
    const { reservationId } = (await draftOf(agency.cookie)).attempts!.reserva!.outcome!
    expect(await fetchReservation(agency.api, reservationId!)).toMatchObject({ estado: 'reservada', metodo_pago: 'abitab' })

    // Free: Back to the confirmation shows it again (not the failure), and its button books.
    const free = await atConfirmation(RESULTADOS)
    await forceGatewayOutcome(sandboxUrl, NOT_SAVED)
    expect(redirectLocation(await confirm(free.cookie))).toBe(`${BASE}/reserva-finalizada`)
    expect((await resultOf(free.cookie)).result).toEqual({ kind: 'not-saved' })
    const page = (await get(confirmacion.loader, 'confirmacion', free.cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    expect(page.button).toBe('Confirmar reserva')
    expect(redirectLocation(await confirm(free.cookie))).toBe(`${BASE}/reserva-finalizada`)
    expect((await resultOf(free.cookie)).result).toEqual({ kind: 'booked', paidOnline: false, agency: null })
  })

  it('shows the API’s messages after an error, and annuls the invoice once (E60)', async () => {
    const who = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'error', mensaje: 'Pasarela no disponible', tipo: 'orden' })
    const before = await calls(E60)
    expect(redirectLocation(await payByCard(who))).toBe(`${BASE}/reserva-finalizada`)
    const result = await resultOf(who.cookie)
    expect(result.result).toEqual({ kind: 'error', messages: ['Pasarela no disponible'] })
    // No invoice was issued for a booking that failed: nothing to show, and no CFE error.
    expect(result.showInvoice).toBe(false)
    expect(await calls(E60)).toBeGreaterThan(before)
  })

  it.each(['error', 'error_107'] as const)(
    'gives back the reservation of a card payment that ended in %s before its confirmation, once: nothing booked, nothing owed',
    async (resultado) => {
      const who = await atPaymentMethod()
      const [before, cancels] = [await upcoming(who), await calls(E61)]
      await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado, mensaje: 'Pasarela no disponible', tipo: 'orden' })
      expect(redirectLocation(await payByCard(who))).toBe(`${BASE}/reserva-finalizada`)
      const { state, details } = (await draftOf(who.cookie)).attempts!.pago!.outcome!
      expect(state.status).toBe('error-before-confirm')
      // The spec's error screen, read and read again; the pay form sent again only finds the payment.
      for (const _reload of [1, 2]) {
        expect((await resultOf(who.cookie)).result).toEqual({ kind: 'error', messages: ['Pasarela no disponible'] })
      }
      expect(redirectLocation(await postShown(pagoOnline.action, 'pago-online', { perfil_pago: who.card! }, who.cookie))).toBe(`${BASE}/reserva-finalizada`)
      // E61 once, with the attempt: the consultation is no longer held, and its order no longer owed.
      expect(await calls(E61)).toBe(cancels + 1)
      expect(await fetchReservation(who.api, details.reservationId!)).toMatchObject({ estado: 'cancelada' })
      expect(await upcoming(who)).toEqual(before)
      expect(await owedOrders(who)).not.toContain(details.debtId)
    },
  )

  it('still shows the error when the reservation cannot be given back (E61 refused)', async () => {
    const who = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'error', mensaje: 'Pasarela no disponible', tipo: 'orden' })
    await injectFault(sandboxUrl, { path: '/api/reservas/reserva-web/cancelar/', status: 500, body: '{}', contentType: 'application/json', times: 1 })
    expect(redirectLocation(await payByCard(who))).toBe(`${BASE}/reserva-finalizada`)
    expect((await resultOf(who.cookie)).result).toEqual({ kind: 'error', messages: ['Pasarela no disponible'] })
  })

  it('shows a rejected booking paid since with another card (A29) as booked and paid, with its invoice, reading E62 once', async () => {
    const who = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'errores_pagos', mensaje: ['Tarjeta rechazada'], tipo: 'orden' })
    expect(redirectLocation(await payByCard(who))).toBe(`${BASE}/reserva-finalizada`)
    const { details } = (await draftOf(who.cookie)).attempts!.pago!.outcome!
    const rejected = await resultOf(who.cookie)
    expect(rejected.result.kind).toBe('rejected')

    // `Pagar con otra tarjeta`: the order's pay page in the pending payments, with the group's other card.
    const params = { type: 'orden', id: details.debtId! }
    expect(rejected.anotherCard).toBe(`/mi-mutual/pagos-pendientes/pago/orden/${details.debtId}`)
    const payPage = await pagoPendiente.loader({ request: getRequest(rejected.anotherCard, who.cookie), params, context: loadContext })
    if (payPage.cards.status !== 'ok') throw new Error('no cards')
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url', tipo: 'orden' })
    const fields = { perfil_pago: payPage.cards.options.at(-1)!.value, clave: payPage.key }
    const paying = formRequest(`${ORIGIN}${rejected.anotherCard}`, fields, { cookie: who.cookie })
    expect((await thrownResponse(pagoPendiente.action({ request: paying, params, context: loadContext }))).status).toBe(302)
    expect(await fetchReservation(who.api, details.reservationId!)).toMatchObject({ estado_pago: 'confirmado' })

    // Back on the result: booked and paid, with the invoice, from the one read of E62.
    const e62 = `GET /api/reservas/reserva-web/${details.reservationId}/`
    const reads = await calls(e62)
    const paid = await resultOf(who.cookie)
    expect(paid.result).toEqual({ kind: 'booked', paidOnline: true, agency: null })
    expect(paid.invoice).toMatchObject({ nro_doc_cfe: expect.any(String), codigo_seguridad: expect.any(String) })
    expect(await calls(e62)).toBe(reads + 1)
    // Kept: every step reads it now, and the payment method is no longer chosen.
    expect((await draftOf(who.cookie)).attempts!.pago!.outcome!.state).toEqual({ status: 'success', id: details.reservationId })
    expect(redirectLocation(await get(medioPago.loader, 'medio-pago', who.cookie).catch((error: unknown) => error))).toBe(`${BASE}/reserva-finalizada`)
  })

  it('sends the payment method and the pay step to the result of a booking paid online, changing nothing', async () => {
    const who = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url', tipo: 'orden' })
    expect(redirectLocation(await payByCard(who))).toBe(`${BASE}/reserva-finalizada`)
    const paid = await draftOf(who.cookie)
    const E63 = 'POST /api/reservas/reserva-web/cambiar_forma_pago/'
    const changes = await calls(E63)
    for (const [loader, step] of [
      [medioPago.loader, 'medio-pago'],
      [pagoOnline.loader, 'pago-online'],
    ] as const) {
      expect(redirectLocation(await get(loader, step, who.cookie).catch((error: unknown) => error)), step).toBe(`${BASE}/reserva-finalizada`)
    }
    // A page drawn before the payment (another tab): Abitab is not asked of a paid booking.
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, who.cookie).catch((error: unknown) => error))).toBe(
      `${BASE}/reserva-finalizada`,
    )
    expect(await calls(E63)).toBe(changes)
    expect(await draftOf(who.cookie)).toEqual(paid)
  })

  it('says the generic message after an error the API gave no words for (C42)', async () => {
    const who = await atConfirmation(RESULTADOS)
    // A free booking E58 answered with a bare `error: true`: the result has no words of the API's.
    await updateDraft(getRequest(`${ORIGIN}${BASE}/reserva-finalizada`, who.cookie), medicalBookingWizard, (draft) => ({
      ...draft,
      attempts: { reserva: { key: crypto.randomUUID(), outcome: { kind: 'error' as const, reservationId: null, debtId: null, message: null } } },
    }))
    expect((await resultOf(who.cookie)).result).toEqual({ kind: 'error', messages: [commonErrors.generic] })
  })

  it('takes another card after E58 did not know the first (404): a new call, not the first one’s key reused', async () => {
    const who = await atPaymentMethod()
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'online' }, who.cookie))).toBe(`${BASE}/pago-online`)
    const card = await firstCard(who.cookie)
    // E32 lists a card E58 no longer knows (removed meanwhile, elsewhere): the sandbox's own 404 answers it.
    const cards = await fetchSavedCards(who.api)
    const gone = { ...cards[0]!, payment_profile_id: '999999' }
    await injectFault(sandboxUrl, { path: '/api/grupo_pagos/payment_methods/', body: JSON.stringify([...cards, gone]), contentType: 'application/json', times: 1 })
    const refused = replyOf<{ result: FormResult }>(await postShown(pagoOnline.action, 'pago-online', { perfil_pago: '999999' }, who.cookie))
    expect(refused.init.status).toBe(400)
    expect((await draftOf(who.cookie)).attempts?.pago?.outcome).toBeUndefined()
    expect(redirectLocation(await postShown(pagoOnline.action, 'pago-online', { perfil_pago: card }, who.cookie))).toMatch(/^http.*sesion=/)
    expect((await draftOf(who.cookie)).attempts!.pago!.outcome!.state.status).toBe('waiting-security-code')
  })

  it.each(['abitab', 'online'] as const)(
    'books anew with %s after a card payment that failed before its confirmation was given back (not E63 on a cancelled one)',
    async (medioPagoAfter) => {
      const who = await atPaymentMethod()
      await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'error', mensaje: 'Pasarela no disponible', tipo: 'orden' })
      expect(redirectLocation(await payByCard(who))).toBe(`${BASE}/reserva-finalizada`)
      expect((await resultOf(who.cookie)).result).toEqual({ kind: 'error', messages: ['Pasarela no disponible'] })
      const before = await upcoming(who)
      const chosen = redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: medioPagoAfter }, who.cookie))
      if (medioPagoAfter === 'abitab') {
        expect(chosen).toBe(`${BASE}/reserva-finalizada`)
        expect((await resultOf(who.cookie)).result).toEqual({ kind: 'booked', paidOnline: false, agency: 'abitab' })
      } else {
        expect(chosen).toBe(`${BASE}/pago-online`)
        expect(redirectLocation(await postShown(pagoOnline.action, 'pago-online', { perfil_pago: who.card! }, who.cookie))).toMatch(/^http.*sesion=/)
      }
      expect(await upcoming(who)).toHaveLength(before.length + 1)
    },
  )

  it('refuses a card that is not the group’s and a forged report, changing nothing', async () => {
    const who = await atPaymentMethod()
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'online' }, who.cookie))).toBe(`${BASE}/pago-online`)
    const foreign = replyOf<{ result: FormResult }>(await postShown(pagoOnline.action, 'pago-online', { perfil_pago: '999999' }, who.cookie))
    expect(foreign.init.status).toBe(400)
    expect((await draftOf(who.cookie)).attempts?.pago?.outcome).toBeUndefined()
    const forged = await postShown(pagoOnline.action, 'pago-online', { intent: 'evento', ref: 'pago.reserva.MQ.forged', evento: 'process-status-1' }, who.cookie).catch(
      (error: unknown) => error,
    )
    expect(redirectLocation(forged)).toBe(`${BASE}/pago-online`)
    expect((await draftOf(who.cookie)).attempts?.pago?.outcome).toBeUndefined()
  })
})

describe('the card payment’s return after another tab started a new booking (the draft no longer holds it)', () => {
  const E59 = 'POST /api/reservas/reserva-web/finalizar/'
  const copy = medicalBookingOtherTabs.paidElsewhere

  /** Pays by card without JavaScript: the provider's hosted page, its reference, and the reservation it booked. */
  async function atHostedPage(who: Member) {
    const hosted = new URL(redirectLocation(await payByCard(who))!)
    const ref = new URL(hosted.searchParams.get('return_url')!).searchParams.get('ref')!
    const { details } = (await draftOf(who.cookie)).attempts!.pago!.outcome!
    const typeCode = async (cvv: string) =>
      expect((await submitSecurityCode(`${hosted.origin}${hosted.pathname}?sesion=${hosted.searchParams.get('sesion')}`, cvv)).ok).toBe(true)
    return { ref, reservationId: details.reservationId!, debtId: details.debtId!, typeCode }
  }

  /** Another tab of the session: `reserva-web` anew, a new booking's first answer. */
  async function newBookingElsewhere(who: Member) {
    expect(redirectLocation(await get(reservaWeb.loader, 'reserva-web', who.cookie))).toBe(`${BASE}/reserva-web?continuar`)
    const quick = { especialidad: String(CARDIOLOGIA), tipoOrden: String(RESULTADOS), tipoReserva: 'rapida', intent: 'continuar' }
    expect(redirectLocation(await post(reservaWeb.action, 'reserva-web', quick, who.cookie))).toBe(`${BASE}/fecha-hora-rapida`)
  }

  /** The hosted page's return, through `/pagos/retorno`, as the browser follows it; where it lands and what it says. */
  async function returnFrom(who: Member, ref: string, resultado: string) {
    const back = (await call(retorno.loader, new Request(`${ORIGIN}/pagos/retorno?ref=${encodeURIComponent(ref)}&resultado=${resultado}`))) as {
      next: string
    }
    const answer = await call(pagoOnline.loader, getRequest(`${ORIGIN}${back.next}`, who.cookie)).catch((error: unknown) => error)
    const to = redirectLocation(answer)!
    return { to, flash: (await consumeFlash(getRequest(`${ORIGIN}${to}`, who.cookie))).flash }
  }

  it('charges the code typed and says the consultation is booked, on the upcoming consultations; a second return charges nothing', async () => {
    const who = await atPaymentMethod()
    const { ref, reservationId, typeCode } = await atHostedPage(who)
    await newBookingElsewhere(who)
    const elsewhere = await draftOf(who.cookie)
    // Back before the code is typed (the provider has not decided): as before, nothing said, the payment still open.
    const early = await returnFrom(who, ref, 'aprobado')
    expect(early.to.startsWith(BASE)).toBe(true)
    expect(early.flash).toBeNull()
    expect(await fetchReservation(who.api, reservationId)).toMatchObject({ estado_pago: 'pendiente' })

    await typeCode('123')
    const booked = { to: '/mi-mutual/proximas-consultas', flash: { tone: 'success', message: copy.booked } }
    expect(await returnFrom(who, ref, 'aprobado')).toEqual(booked)
    const paid = await fetchReservation(who.api, reservationId)
    expect(paid).toMatchObject({ estado: 'reservada', metodo_pago: 'online', estado_pago: 'confirmado' })
    expect(paid!.info_cfe).toMatchObject({ nro_doc_cfe: expect.any(String) })
    // The other tab's booking is left as it is.
    expect(await draftOf(who.cookie)).toEqual(elsewhere)

    // The same return again (the back button): the same word, no finalize, the one invoice.
    const finalized = await calls(E59)
    expect(await returnFrom(who, ref, 'aprobado')).toEqual(booked)
    expect(await calls(E59)).toBe(finalized)
    expect((await fetchReservation(who.api, reservationId))!.info_cfe).toEqual(paid!.info_cfe)
  })

  it('says a rejected code did not go through, on the pending payments, where the reservation’s order is owed', async () => {
    const who = await atPaymentMethod()
    const { ref, reservationId, debtId, typeCode } = await atHostedPage(who)
    // Another tab: another slot, carried to this very step (a new booking, no payment of its own yet).
    const other = (await freeSlots(who.api)).at(-(taken += 1) * 3)!
    await updateDraft(getRequest(`${ORIGIN}${BASE}/pago-online`, who.cookie), medicalBookingWizard, (draft): Draft => ({
      especialidad: CARDIOLOGIA,
      tipoOrden: CONSULTA,
      reservaRapida: true,
      turno: slotRef(other)!,
      convenio: draft.convenio,
      medioPago: 'online',
    }))
    const elsewhere = await draftOf(who.cookie)
    await typeCode('000')
    expect(await returnFrom(who, ref, 'rechazado')).toEqual({
      to: '/mi-mutual/pagos-pendientes',
      flash: { tone: 'warning', message: copy.notPaid },
    })
    // Nothing charged, its payment ended (E60); the reservation stands, its order a pending debt to pay another way.
    expect(await fetchReservation(who.api, reservationId)).toMatchObject({ estado: 'reservada', estado_pago: 'cancelado' })
    expect(await owedOrders(who)).toContain(debtId)
    expect(await draftOf(who.cookie)).toEqual(elsewhere)
  })

  it('with JavaScript, finishes the dialog’s report as the hosted page’s return: the code typed is charged, and said so', async () => {
    const who = await atPaymentMethod()
    const { ref, reservationId, typeCode } = await atHostedPage(who)
    await newBookingElsewhere(who)
    const elsewhere = await draftOf(who.cookie)
    await typeCode('123')
    // The provider's dialog reports its status to this step's action, as the page's script relays it.
    const reported = await postShown(pagoOnline.action, 'pago-online', { intent: 'evento', ref, evento: 'process-status-1' }, who.cookie).catch(
      (error: unknown) => error
    )
    const to = redirectLocation(reported)!
    expect(to).toBe('/mi-mutual/proximas-consultas')
    expect((await consumeFlash(getRequest(`${ORIGIN}${to}`, who.cookie))).flash).toEqual({ tone: 'success', message: copy.booked })
    expect(await fetchReservation(who.api, reservationId)).toMatchObject({ estado: 'reservada', estado_pago: 'confirmado' })
    expect(await draftOf(who.cookie)).toEqual(elsewhere)
  })

  it('says nothing of another member’s payment, nor moves it; the member’s own return is still finished', async () => {
    const someone = await atPaymentMethod()
    const theirs = await atHostedPage(someone)
    await theirs.typeCode('123')
    const who = await atPaymentMethod()
    const mine = await atHostedPage(who)
    await newBookingElsewhere(who)
    const other = await returnFrom(who, theirs.ref, 'aprobado')
    expect(other.to.startsWith(BASE)).toBe(true)
    expect(other.flash).toBeNull()
    // Authorized, not charged: only its own member's return finalizes it.
    expect(await fetchReservation(someone.api, theirs.reservationId)).toMatchObject({ estado_pago: 'autorizado' })
    await mine.typeCode('123')
    expect(await returnFrom(who, mine.ref, 'aprobado')).toEqual({
      to: '/mi-mutual/proximas-consultas',
      flash: { tone: 'success', message: copy.booked },
    })
  })

  it('says a charge the API has not answered yet is being confirmed, and what it became on the next return', async () => {
    const who = await atPaymentMethod()
    const { ref, reservationId, typeCode } = await atHostedPage(who)
    await newBookingElsewhere(who)
    await typeCode('123')
    // Both finalizes (the return's, and the one more it asks) answer after the payment budget; the first charges then.
    await injectFault(sandboxUrl, { path: '/api/reservas/reserva-web/finalizar/', delayMs: 6000, times: 2 })
    expect(await returnFrom(who, ref, 'aprobado')).toEqual({
      to: '/mi-mutual/proximas-consultas',
      flash: { tone: 'info', message: copy.confirming },
    })
    await waitUntil(async () => (await fetchReservation(who.api, reservationId))?.estado_pago === 'confirmado')
    expect(await returnFrom(who, ref, 'aprobado')).toEqual({
      to: '/mi-mutual/proximas-consultas',
      flash: { tone: 'success', message: copy.booked },
    })
  })
})

describe('cancelling from the result (E61) and the cancelled consultation (C55)', () => {
  it('asks first without JavaScript, then cancels the rejected booking and shows its kind', async () => {
    const who = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'errores_pagos', tipo: 'orden' })
    await payByCard(who)
    const asking = (await get(reservaFinalizada.loader, 'reserva-finalizada?cancelar', who.cookie)) as ResultData
    expect(asking.confirming).toBe(true)
    const { reservationId } = (await draftOf(who.cookie)).attempts!.pago!.outcome!.details
    // A form that is not the confirmation's cancels nothing.
    expect(redirectLocation(await post(reservaFinalizada.action, 'reserva-finalizada', {}, who.cookie).catch((error: unknown) => error))).toBe(
      `${BASE}/reserva-finalizada`,
    )
    expect(await fetchReservation(who.api, reservationId!)).toMatchObject({ estado: 'reservada' })
    // The id is the journey's: a posted one is ignored.
    const cancelled = await post(reservaFinalizada.action, 'reserva-finalizada', { intent: 'cancelar', id_reserva: '1' }, who.cookie)
    expect(redirectLocation(cancelled)).toBe('/mi-mutual/consulta-cancelada')
    expect(await fetchReservation(who.api, reservationId!)).toMatchObject({ estado: 'cancelada' })
    // The cancelled page says the kind once; again, it shows nothing of a cancellation.
    expect(await cancelledPage(who.cookie)).toMatchObject({ message: cancelledMessage('AGENCIA_NO_PAGA') })
    expect(redirectLocation(await cancelledPage(who.cookie))).toBe('/mi-mutual')
    // The journey is over.
    expect(await draftOf(who.cookie)).toEqual({})
  })

  it('cancels a booking paid online as ONLINE', async () => {
    const who = await atPaymentMethod()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url', tipo: 'orden' })
    await payByCard(who)
    const cancelled = await post(reservaFinalizada.action, 'reserva-finalizada', { intent: 'cancelar' }, who.cookie)
    expect(redirectLocation(cancelled)).toBe('/mi-mutual/consulta-cancelada')
    expect(await cancelledPage(who.cookie)).toMatchObject({ message: cancelledMessage('ONLINE') })
  })

  it('words each kind (A63), and believes no address: ?tipo= shows nothing of a cancellation (C55)', async () => {
    const { cookie } = await member()
    for (const kind of ['ONLINE', 'AGENCIA_PAGA', 'AGENCIA_NO_PAGA'] as const) {
      const forged = await cancelledPage(cookie, `?tipo=${kind}`)
      expect(redirectLocation(forged)).toBe('/mi-mutual')
    }
    expect(cancelledMessage('AGENCIA_PAGA')).toBe(medicalBooking.cancelled.AGENCIA_PAGA)
  })
})

describe('reserva-finalizada, the page (C42)', () => {
  it('says a standing reservation for the specialty as a reservation error: `Error al reservar cita` and its message', () => {
    const page = { result: { kind: 'active-reservation' }, here: `${BASE}/reserva-finalizada`, showInvoice: false, invoice: null, confirming: false }
    const html = renderRoutePage(reservaFinalizada.default, page)
    expect(html).toMatch(/<h1[^>]*>Error al reservar cita<\/h1>/)
    expect(html).toContain(medicalBooking.confirmacion.activeReservation)
    expect(html).toContain('Volver al menú principal')
  })
})

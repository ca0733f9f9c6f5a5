/**
 * What the confirmation, `medio-pago` and `pago-online` share (C39–C41): the booking as the API offers it now (the
 * slot again, its cheapest agreement, the kind) and the booking without a card (free, or at an agency) as the
 * draft's `reserva` attempt, sent once per key. Nothing the API says comes from a form.
 */
import { redirect } from '@remix-run/node'
import type { SignedInApi } from '~/auth/upstream-as.server'
import { getEnv } from '~/config/env.server'
import { medicalBooking } from '~/copy/medical-booking'
import { medicalList } from '~/domain/appointments.server'
import { bookingOutcome, resultEffects, type Agreement, type BookingOutcome, type PaymentMethod } from '~/domain/medical-booking'
import { readReservationStart } from '~/domain/reservation-answers'
import { formatDate, parseDate } from '~/domain/dates.server'
import { slotStart, slotTime, type Slot, type SlotRef } from '~/domain/medical-slots'
import { fetchMedicalAppointments } from '~/upstream/appointments.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { reservaChannel } from '~/payments/channels/reserva-web.server'
import { beginChannelPayment } from '~/payments/payment-step.server'
import { annulReservationInvoice, bookReservation, cancelReservation, type ReservationBooking } from '~/upstream/reserva-web.server'
import { logger } from '~/utils/logger.server'
import { memberPaths } from '~/utils/paths'
import { answered, outcomeOf } from '../graph'
import { stepPath, type OutcomeOf } from '../wizard'
import { apiRefusalMessage, forgetRefusedAttempt, runAttempt, sentOnce, showError } from '../wizard.server'
import {
  bookedConsultation,
  bookingNames,
  type BookingCall,
  chosenSlot,
  kindOf,
  reservationBooking,
  slotAgreement,
  type BookedConsultation,
  type BookingChoice,
  type BookingNames,
  type BookingPayment,
} from './booking.server'
import type { Draft } from './schemas.server'
import { medicalBookingWizard } from './wizard.server'

/** The slot, its agreement (null: E55 listed none) and the choice they were read for. */
export interface CurrentOffer {
  choice: BookingChoice
  slot: Slot
  agreement: { agreement: Agreement; cost: number } | null
}

/** What the draft chose, as `canAccess('confirmacion')` guarantees it. */
export function bookingChoiceOf(draft: Draft): BookingChoice {
  const { especialidad, tipoOrden, reservaRapida, turno } = answered(draft, 'especialidad', 'tipoOrden', 'reservaRapida', 'turno')
  return { especialidad, tipoOrden, reservaRapida, profesional: draft.profesional, turno }
}

/** The step that chose the slot: a gone slot is chosen again there. */
export const slotStepOf = (draft: Draft) => (draft.reservaRapida ? 'fecha-hora-rapida' : 'hora')

/**
 * The chosen slot and its agreement as E53 and E55 answer now. A slot someone else booked meanwhile throws the
 * redirect to its step's "slot gone" screen; an error answer the generic screen.
 *
 * `heldGoesTo`, for a start about to be sent: a slot gone that the member holds was taken by this journey's own start
 * under the same key, a submit of the same form still under way (a double submit: its E58 took the slot before this
 * one asked E53). Telling the member it is gone would send them to book another one while the first is held; the
 * redirect goes to `heldGoesTo` instead, the page that shows that start as it stands once it is kept.
 */
export const currentOffer = (api: SignedInApi, draft: Draft, heldGoesTo?: string): Promise<CurrentOffer> =>
  offerAlong(api, draft, async () => ({}), { heldGoesTo })

/**
 * The current offer and the names of its rows (E51, E54, E56), asked alongside the agreement rather than after it.
 * `whenGone` is asked first when the slot is no longer offered (it may throw the page to show instead); after it, the
 * slot-gone screen.
 */
export const offerWithNames = (
  api: SignedInApi,
  draft: Draft,
  whenGone?: () => Promise<void>,
): Promise<CurrentOffer & { names: BookingNames }> =>
  offerAlong(api, draft, async (choice, slot) => ({ names: await bookingNames(api, choice, slot) }), { whenGone })

async function offerAlong<More extends object>(
  api: SignedInApi,
  draft: Draft,
  more: (choice: BookingChoice, slot: Slot) => Promise<More>,
  gone: { heldGoesTo?: string; whenGone?: () => Promise<void> },
): Promise<CurrentOffer & More> {
  const choice = bookingChoiceOf(draft)
  try {
    const slot = await chosenSlot(api, choice)
    if (!slot) {
      await gone.whenGone?.()
      if (gone.heldGoesTo !== undefined && (await holdsSlot(api, choice.turno))) throw redirect(gone.heldGoesTo)
      showError(medicalBookingWizard, 'SLOT_UNAVAILABLE', slotStepOf(draft))
    }
    const [agreement, extra] = await Promise.all([slotAgreement(api, slot, choice.tipoOrden), more(choice, slot)])
    return { choice, slot, agreement, ...extra }
  } catch (error) {
    if (error instanceof UpstreamError) showError(medicalBookingWizard, 'GENERIC_ERROR', 'confirmacion')
    throw error
  }
}

/** E48's `fechahora` of a consultation at the slot's start, in BR70's `appointment` format. */
function appointmentTime(turno: SlotRef): string | null {
  const start = slotStart(turno.comienzo)
  const at = start ? parseDate(`${start.day}T${slotTime(turno)}:00`, 'isoDateTime') : null
  return at ? formatDate(at, 'appointment') : null
}

/**
 * Whether the member's agenda (E48) lists a consultation at the slot's hour: the slot gone from E53 is theirs. Asked
 * only once the slot is gone; an agenda that cannot say is read as no (the slot-gone screen, as before).
 */
async function holdsSlot(api: SignedInApi, turno: SlotRef): Promise<boolean> {
  const at = appointmentTime(turno)
  try {
    const agenda = medicalList({ status: 'fulfilled', value: await fetchMedicalAppointments(api) })
    return at !== null && agenda.status === 'ok' && agenda.items.some((consulta) => consulta.fechahora.trim() === at)
  } catch (error) {
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return false
    throw error
  }
}

type AgreedOffer = CurrentOffer & { agreement: NonNullable<CurrentOffer['agreement']> }

/**
 * E58's body for the offer and the payment (the booking kind, A47, and the confirmation's names read again), and what
 * it books in words, for the outcome to keep (`booked`): the slot is no longer offered once taken.
 */
export async function bookingOf(
  api: SignedInApi,
  offer: AgreedOffer,
  payment: BookingPayment,
): Promise<BookingCall> {
  const [kind, names] = await Promise.all([kindOf(api, offer.choice, offer.slot), bookingNames(api, offer.choice, offer.slot)])
  const { choice, slot, agreement } = offer
  return {
    body: reservationBooking({ user: api.user, product: getEnv().PORTAL_PRODUCT, choice, slot, agreement, kind, payment, names }),
    booked: bookedConsultation(slot, names),
  }
}

/**
 * Books (E58) as attempt `name` (`runAttempt`, once per key). The call is built by `build` from the offer of now the
 * first time, and kept (`sentOnce`): a retry after an unanswered booking, or a second submit racing the first, sends
 * that very call under the same key, and the API answers it as the first, where an offer read again would no longer
 * list the slot the first call took (the member sent back to a slot-gone screen, or to this step again). A refusal
 * that booked nothing (E58 throws below 500: a card or a slot the API does not know) forgets the attempt, so the next
 * try (another card) is a new call under a new key: a replay would be refused the same way, and another call under
 * the same key refused as a reused key.
 */
export async function runBooking<Name extends 'reserva' | 'pago'>(
  request: Request,
  draft: Draft,
  name: Name,
  build: () => Promise<BookingCall>,
  book: (call: BookingCall, key: string) => Promise<OutcomeOf<Draft, Name>>,
): Promise<{ draft: Draft; setCookie: string | null }> {
  let sentKey: string | null = null
  try {
    return await runAttempt(request, medicalBookingWizard, draft, name, async (key) => {
      sentKey = key
      return book(await sentOnce(request, medicalBookingWizard, name, key, build), key)
    })
  } catch (error) {
    if (sentKey !== null && error instanceof UpstreamError && error.status < 500) {
      await forgetRefusedAttempt(request, medicalBookingWizard, name, sentKey)
    }
    throw error
  }
}

/** E58 without a card (free, or at an agency): an error's reservation given back, once; a booking kept in words. */
const bookingWithoutCard =
  (api: SignedInApi) =>
  async ({ body, booked }: BookingCall, key: string): Promise<BookingOutcome & { booked?: BookedConsultation }> => {
    const outcome = bookingOutcome(readReservationStart(await bookReservation(api, body, key)))
    if (outcome.kind === 'error') await undoFailedBooking(api, outcome.reservationId)
    return outcome.kind === 'booked' ? { ...outcome, booked } : outcome
  }

/** E58 with the card (`reservaChannel`: the booking and its payment's start in one call). */
export const bookingByCard =
  (request: Request, api: SignedInApi) =>
  async ({ body, booked }: BookingCall, key: string): Promise<OutcomeOf<Draft, 'pago'>> => {
    const payment = await beginChannelPayment(request, api, reservaChannel(body), key)
    // Booked but nothing charged (`error`, `error_107`): its invoice annulled and the reservation given back, once.
    if (payment.state.status === 'error-before-confirm') await undoFailedBooking(api, payment.details.reservationId)
    // What it books in words, for the calendar file: the slot is no longer offered once taken.
    return { ...payment, details: { ...payment.details, booked } }
  }

/**
 * A booking without a card sent and never answered (kept, no outcome): the call may have booked, and then its slot
 * is no longer offered (E53), so it is sent again as it was (`bookWithoutCard`), never built again from the offer.
 */
export function unansweredBooking(draft: Draft): boolean {
  const attempt = draft.attempts?.reserva
  return attempt?.sent !== undefined && attempt.outcome === undefined
}

/** A kept call is sent again as it is (`sentOnce`): nothing is built for it. */
const KEPT_ONLY = () => Promise.reject(new Error('a booking kept is sent again, never built anew'))

/**
 * The bookings whose call went unanswered (kept, no outcome) with another way to pay than `method`, sent again under
 * their key before `method` is taken: the API answers as it did the first time (or books now, if the first never
 * reached it), so the journey knows the reservation it made, whose method then only changes (E63). Booked anew
 * instead, `method` would find the slot gone (the first call took it), or leave the first reservation held and paid
 * another way than the screens say. Errors propagate as the booking's own.
 */
export async function settleUnansweredBookings(request: Request, api: SignedInApi, draft: Draft, method: PaymentMethod): Promise<Draft> {
  let settled = draft
  const card = draft.attempts?.pago
  if (method !== 'online' && card?.sent && !card.outcome) {
    settled = (await runBooking(request, settled, 'pago', KEPT_ONLY, bookingByCard(request, api))).draft
  }
  const agency = settled.attempts?.reserva
  if (agency?.sent && !agency.outcome && agency.sent.body.metodoPago !== method) {
    settled = (await runBooking(request, settled, 'reserva', KEPT_ONLY, bookingWithoutCard(api))).draft
  }
  return settled
}

/** Where a booking without a card leads (with the session's cookie), or why it was refused (400, 503). */
export type BookedAnswer = { to: string; setCookie: string | null } | { message: string; status: 400 | 503 }

/**
 * The booking without a card (`reserva`): once per key, so a double submit books once. A refusal (a slot taken at
 * the last moment, an agreement the API no longer offers) answers 400 with its words, an unreachable API 503; a
 * standing reservation for the specialty goes back to the confirmation, which says so (C39); anything else to
 * the result.
 */
export async function bookWithoutCard(request: Request, api: SignedInApi, draft: Draft, payment: BookingPayment): Promise<BookedAnswer> {
  let done: { draft: Draft; setCookie: string | null }
  // A slot the member holds is this booking's own, made by a submit of the same form still under way: its result.
  const heldGoesTo = stepPath(medicalBookingWizard, 'reserva-finalizada')
  const build = async () => {
    const offer = await currentOffer(api, draft, heldGoesTo)
    const agreement = payment.method === null ? agreementAsFree(offer) : agreementAsConfirmed(draft, offer)
    return bookingOf(api, { ...offer, agreement }, payment)
  }
  try {
    done = await runBooking(request, draft, 'reserva', build, bookingWithoutCard(api))
  } catch (error) {
    if (error instanceof NoAgreement) return { message: medicalBooking.confirmacion.noAgreement, status: 400 }
    if (error instanceof UpstreamError) return { message: apiRefusalMessage(error), status: 400 }
    if (isUpstreamUnavailable(error)) return { message: medicalBookingWizard.serviceProblem, status: 503 }
    throw error
  }
  const active = done.draft.attempts?.reserva?.outcome?.kind === 'active-reservation'
  return { to: stepPath(medicalBookingWizard, active ? 'confirmacion' : 'reserva-finalizada'), setCookie: done.setCookie }
}

class NoAgreement extends Error {}

/**
 * The agreement to book with, as the confirmation showed it: E55 asked again answering another agreement or cost
 * (`convenio` is what `Pagar` saved) sends the member back to the confirmation, which shows the price of now, so
 * the price shown is the price charged.
 */
export function agreementAsConfirmed(draft: Draft, offer: CurrentOffer): NonNullable<CurrentOffer['agreement']> {
  const confirmed = draft.convenio
  const now = offer.agreement
  if (confirmed && (!now || confirmed.id !== now.agreement.id || confirmed.costo !== now.cost)) {
    showError(medicalBookingWizard, 'PRICE_CHANGED', 'confirmacion')
  }
  if (!now) throw new NoAgreement()
  return now
}

/**
 * The agreement of a free booking (A56), confirmed on the confirmation itself, which showed a cost of 0: it is booked
 * only while it still costs nothing. A `convenio` an earlier `Pagar` saved is not compared (the price may have fallen
 * to 0 since), or the member could never book it.
 */
export function agreementAsFree(offer: CurrentOffer): NonNullable<CurrentOffer['agreement']> {
  const now = offer.agreement
  if (!now) throw new NoAgreement()
  if (now.cost !== 0) showError(medicalBookingWizard, 'PRICE_CHANGED', 'confirmacion')
  return now
}

/** The order debt of the reservation made (A29): "another card" pays it from the pending payments. */
export function madeReservationDebt(draft: Draft): string | null {
  return outcomeOf(draft, 'pago')?.details.debtId ?? outcomeOf(draft, 'reserva')?.debtId ?? null
}

/**
 * What the reservation made booked, in words (the card's, or the one without a card): null before it, and in a draft
 * from before the outcome kept it.
 */
export function madeBooking(draft: Draft): BookedConsultation | null {
  return outcomeOf(draft, 'pago')?.details.booked ?? outcomeOf(draft, 'reserva')?.booked ?? null
}

/** The pending payments' pay page of the reservation's order debt (A29); the pending payments without one. */
export function orderPayPath(debtId: string | null): string {
  const pending = memberPaths(getEnv().PORTAL_PRODUCT).pendingPayments
  return debtId ? `${pending}/pago/orden/${encodeURIComponent(debtId)}` : pending
}

/**
 * The channel of a payment started already: finalize (E59), cancel (E60) and read (E62) name the reservation, so
 * only the start reads the booking, and a payment past its start never starts again.
 */
export const startedReservaChannel = () => reservaChannel(STARTED)
const STARTED = new Proxy({} as ReservationBooking, {
  get() {
    throw new Error('a started payment does not book again')
  },
})

/** BR32: a failed booking has its invoice annulled (E60), once, with the attempt that failed; a refusal of E60 changes nothing. */
async function annulAfterError(api: SignedInApi, reservationId: string): Promise<void> {
  if (!resultEffects('error', null).annulInvoice) return
  await annulReservationInvoice(api, reservationId).catch((error: unknown) => {
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return false
    throw error
  })
}

/**
 * A booking that failed before anything was charged (a card's `error`, `error_107` or a capture page never followed;
 * E58's error without a card), for which E58 still registered a reservation: its invoice is annulled (E60, BR32) and
 * the reservation cancelled (E61, the rejected screen's `Cancelar`), once, with the attempt that failed, so the error
 * screen (`Error al reservar cita`, with no way to pay or cancel) tells the truth: nothing booked, nothing owed
 * (docs/medical-booking.md, "Decisions taken here"). A refusal changes nothing: the screen still shows the error.
 */
export async function undoFailedBooking(api: SignedInApi, reservationId: string | null): Promise<void> {
  if (reservationId === null) return
  await annulAfterError(api, reservationId)
  await cancelReservation(api, { reservationId }).catch((error: unknown) => {
    if (!(error instanceof UpstreamError) && !isUpstreamUnavailable(error)) throw error
    // The reservation stays held: someone has to release it.
    logger.warn('failed medical booking not cancelled', { reservationId, status: error instanceof UpstreamError ? error.status : null })
  })
}

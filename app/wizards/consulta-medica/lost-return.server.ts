/**
 * The card payment's return from the provider's hosted page (`pago-online?ref=…&resultado=…`) when the session's
 * draft no longer holds that payment: while the member typed her card's code there, another tab of the same session
 * started a new booking (`reserva-web` again, another slot). E58 had booked the consultation and started its payment;
 * left unheard, the reservation stays held and the code she typed is never charged (E59). The signed reference names
 * the payment alone, and the channel reads (E62) and finalizes (E59) it by its id, so the return is finished without
 * the draft, as the pending payments finish a return their session lost (`attemptForReturn`), and the member is told
 * where that booking stands. The draft is left alone: it is the other tab's booking now.
 */
import { redirectWithFlash } from '~/auth/flash.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { getEnv } from '~/config/env.server'
import { medicalBookingOtherTabs } from '~/copy/medical-booking-other-tabs'
import { isFinal, type SecurityCodeEvent } from '~/payments/machine'
import { continuePayment, settlePayment } from '~/payments/online-payment.server'
import { namesPayment } from '~/payments/payment-step.server'
import { readReturnReference } from '~/payments/return-reference.server'
import { memberPaths } from '~/utils/paths'
import { readDraft } from '~/wizards/drafts.server'
import { outcomeOf } from '../graph'
import { startedReservaChannel } from './reserve.server'
import { medicalBookingWizard } from './wizard.server'

/**
 * The payment's states a return can move on or report. One annulled since (its consultation cancelled and refunded)
 * has nothing of this return's to finish: the driver would read it as given up, annul it again, and the landing
 * would say something untrue.
 */
const RETURNABLE = new Set(['pendiente', 'autorizado', 'confirmado', 'rechazado', 'cancelado'])

/**
 * Where the return of `ref` lands, with a flash that says how its payment ended, when the draft does not hold that
 * payment or cannot open the step at all. Null (the step answers as it always has) when the draft's own payment is
 * the one named; when the reference is no booking's payment or the API does not know it as this member's (nothing is
 * said about another's); and while the provider has not decided (the code still awaited: only the draft knew its
 * page). Asked before the step's guard and the penalty check of a session left without a draft, which would send
 * the member to a new booking with the code she typed unheard.
 */
export async function lostReturnLanding(request: Request, ref: string, claimed: SecurityCodeEvent): Promise<Response | null> {
  const named = readReturnReference(ref)
  const channel = startedReservaChannel()
  if (named?.purpose !== 'pago' || named.name !== channel.name) return null
  const api = await upstreamAs(request)
  const draft = await readDraft(request, medicalBookingWizard)
  const held = outcomeOf(draft, 'pago')
  if (held && namesPayment(ref, channel, held) && medicalBookingWizard.canAccess(draft, 'pago-online')) return null
  const record = await channel.read(api, named.paymentId)
  if (!record || !RETURNABLE.has(record.estado)) return null
  // The draft kept the provider's page: without it, a payment still waiting stays as it was.
  const reported = await continuePayment(api, channel, { paymentId: named.paymentId, url: '' }, claimed)
  // A charge left unanswered is asked once more, as the step's next load would (keyed by the payment: one charge).
  const state = await settlePayment(api, channel, reported)
  const member = memberPaths(getEnv().PORTAL_PRODUCT)
  const copy = medicalBookingOtherTabs.paidElsewhere
  if (state.status === 'success') {
    return redirectWithFlash(request, member.upcomingConsultations, { tone: 'success', message: copy.booked })
  }
  if (state.status === 'confirming') {
    return redirectWithFlash(request, member.upcomingConsultations, { tone: 'info', message: copy.confirming })
  }
  // Not charged: the reservation stands, and its order is a pending debt (A29) the member can pay another way.
  if (isFinal(state)) return redirectWithFlash(request, member.pendingPayments, { tone: 'warning', message: copy.notPaid })
  return null
}

/**
 * Runs the online-payment machine (machine.ts) against the mutual's API, for every payment of the portal: the
 * machine decides; this module makes the call each state asks for (finalize or cancel) through the payment's channel
 * (channel.ts: the debts' calls, the medical booking's, the medicine purchase's). It keeps nothing: the journey keeps
 * the state it gets back where its payment lives (the pending payments in the session, pending-payments.server.ts;
 * a wizard in its payment attempt, payment-step.server.ts).
 *
 * Nothing the browser says is trusted about money: what the provider's page posted to the portal (with
 * JavaScript) or where its hosted page sent the browser back to (without) only says that something happened; the
 * payment's real state comes from the channel's read call before the machine moves.
 */
import crypto from 'node:crypto'
import type { SignedInApi } from '~/auth/upstream-as.server'
import { paymentChannel } from '~/copy/payment-channel'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { paths } from '~/utils/paths'
import type { ChannelRecord, PaymentChannel } from './channel'
import { commandOf, INITIAL_PAYMENT, step, type PaymentState, type SecurityCodeEvent } from './machine'
import type { SecurityCodeStep } from './provider-events'
import { hostedPage, providerPage } from './provider.server'
import { paymentReference } from './return-reference.server'

export type { SecurityCodeStep }

/** Any channel, whatever its start keeps besides the outcome. */
export type AnyPaymentChannel = PaymentChannel<unknown>

/** An idempotency key for one pay form: the same form submitted twice starts one payment (BR20, issue "money"). */
export const newPaymentKey = () => crypto.randomUUID()

/** What the hosted page's `resultado` claims, as the event it stands for. */
export function claimedByHostedPage(resultado: string | null): SecurityCodeEvent {
  if (resultado === 'aprobado') return 'process-status-1'
  if (resultado === 'rechazado') return 'rejected'
  if (resultado === 'vencido') return 'timeout'
  return 'close'
}

/** The member (or the provider's clock) gave up on the code: what the portal cancels. */
const givesUp = (claimed: SecurityCodeEvent) => claimed === 'close' || claimed === 'click-outside' || claimed === 'timeout'

/**
 * The event the payment's real state stands for; null while the provider has not decided (the code is still
 * awaited), unless the browser reports the member gave up.
 */
export function eventFromRecord(
  record: ChannelRecord | null,
  claimed: SecurityCodeEvent
): { event: SecurityCodeEvent; message?: string } | null {
  switch (record?.estado) {
    case 'confirmado':
      return { event: 'notification' }
    case 'autorizado':
      return { event: 'process-status-1' }
    case 'rechazado':
      return { event: 'rejected', message: record.motivo || undefined }
    case 'pendiente':
      return givesUp(claimed) ? { event: claimed } : null
    default:
      // Cancelled, annulled, or unknown to the API: nothing to charge.
      return { event: 'close' }
  }
}

/**
 * Where a charge whose answer never came stands, by the payment's real state: `confirming` while the API has not
 * decided (authorized, or not yet charged), for a later read to finish.
 */
export function afterUnansweredCharge(id: string, record: ChannelRecord | null): PaymentState {
  switch (record?.estado) {
    case 'confirmado':
      return { status: 'success', id }
    case 'autorizado':
    case 'pendiente':
      return { status: 'confirming', id }
    case 'rechazado':
      return { status: 'cancelling', id, rejected: true, messages: record.motivo ? [record.motivo] : [] }
    case 'cancelado':
      return { status: 'cancelled', id, messages: [paymentChannel.pay.cancelled] }
    default:
      return { status: 'error-cancelling', id, messages: [] }
  }
}

const finalizeTimedOut = (error: unknown) => isUpstreamUnavailable(error) && error.data.reason === 'timeout'

/**
 * Makes the calls the state asks for until it waits for someone or ends (a channel whose member decides the cancel
 * stops at `cancelling`: `cancelWaitsForMember`). A finalize whose time budget ran out is no
 * failure: the charge may still go through, so the payment's real state decides, and while the API has not decided
 * the state stays `confirming` (the journey's page reads it again on each load).
 */
async function drive(api: SignedInApi, channel: AnyPaymentChannel, start: PaymentState): Promise<PaymentState> {
  let state = start
  for (let command = commandOf(state); command !== 'none'; command = commandOf(state)) {
    if (state.status === 'confirming') {
      const answer = await channel.finalize(api, state.id).then(
        (body) => ({ ok: true as const, body }),
        (error: unknown) => {
          if (finalizeTimedOut(error)) return { ok: false as const, timedOut: true }
          if (isUpstreamUnavailable(error) || error instanceof UpstreamError) return { ok: false as const }
          throw error
        }
      )
      if (!answer.ok && 'timedOut' in answer) {
        const record = await readPayment(api, channel, state.id)
        const next = record === undefined ? state : afterUnansweredCharge(state.id, record)
        if (next.status === 'confirming') return next
        state = next
        continue
      }
      state = step(
        state,
        answer.ok ? { type: 'confirm-answered', outcome: channel.readFinalize(answer.body) } : { type: 'confirm-threw' }
      )
    } else if (state.status === 'cancelling') {
      if (channel.cancelWaitsForMember) return state
      const id = state.id
      // A payment refused before the API created one has nothing to cancel.
      const ok =
        id === null
          ? true
          : await channel.cancel(api, id).catch((error: unknown) =>
              isUpstreamUnavailable(error) ? false : Promise.reject(error)
            )
      state = step(state, { type: 'cancel-answered', ok })
    }
  }
  // A cancel refused because the charge went through after all (a finalize that timed out): the API's word wins.
  if (state.status === 'error-cancelling' && state.id !== null) {
    const record = await channel.read(api, state.id).catch(() => null)
    if (record?.estado === 'confirmado') return { status: 'success', id: state.id }
  }
  return state
}

/** The payment's record, or undefined when the API cannot say now (down, slow, a 5xx). */
async function readPayment(api: SignedInApi, channel: AnyPaymentChannel, id: string) {
  return channel.read(api, id).catch((error: unknown) => {
    if (isUpstreamUnavailable(error) || error instanceof UpstreamError) return undefined
    throw error
  })
}

/**
 * Starts the channel's payment with the idempotency key (init, BR19) and runs the machine as far as it goes without
 * the member; `details` is what the channel read from the start's answer besides (the booking's reservation, ...).
 * A 404 (the debt, the card or the reservation went away) is thrown for the journey to handle.
 */
export async function beginPayment<Details>(
  api: SignedInApi,
  channel: PaymentChannel<Details>,
  key: string
): Promise<{ state: PaymentState; details: Details }> {
  let body: unknown
  try {
    body = await channel.start(api, key)
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) throw error
    if (!isUpstreamUnavailable(error) && !(error instanceof UpstreamError)) throw error
    body = undefined
  }
  const { outcome, details } = channel.readStart(body)
  const state = await drive(api, channel, step(INITIAL_PAYMENT, { type: 'init-answered', outcome }))
  if (state.status !== 'waiting-security-code') return { state, details }
  // The same form submitted again replays the first start: the payment may be over already.
  const record = await channel.read(api, state.id)
  const now = record && record.estado !== 'pendiente' ? await continueWith(api, channel, state, record, 'close') : state
  return { state: now, details }
}

async function continueWith(
  api: SignedInApi,
  channel: AnyPaymentChannel,
  state: PaymentState,
  record: ChannelRecord | null,
  claimed: SecurityCodeEvent
): Promise<PaymentState> {
  // Cancelled before this answer moved it: not the member's cancel (the portal cancels a payment the member gives up
  // on itself), most often another start for the same debt (a second tab) that replaced it. Said on the result
  // page; nothing to call.
  if (record?.estado === 'cancelado' && state.status === 'waiting-security-code') {
    return { status: 'cancelled', id: state.id, messages: [paymentChannel.pay.cancelled] }
  }
  const event = eventFromRecord(record, claimed)
  if (!event) return state
  return drive(api, channel, step(state, { type: 'security-code', ...event }))
}

/**
 * What the provider's page reported for the payment waiting for its code (`paymentId`, on the provider's page
 * `url`: '' when the journey no longer knows it), checked against the payment's real state.
 */
export async function continuePayment(
  api: SignedInApi,
  channel: AnyPaymentChannel,
  waiting: { paymentId: string; url: string },
  claimed: SecurityCodeEvent
): Promise<PaymentState> {
  const state: PaymentState = { status: 'waiting-security-code', id: waiting.paymentId, url: waiting.url }
  return continueWith(api, channel, state, await channel.read(api, waiting.paymentId), claimed)
}

/**
 * A payment waiting for its code whose report never came (the code typed, then the browser closed or the network
 * dropped before the dialog's report or the hosted page's return), moved on once the provider has decided: each load
 * of the journey's pay step reads it. Still undecided, unknown, or unreadable now, it waits as it was: a load never
 * gives it up nor fails for it.
 */
export async function settleWaitingPayment(
  api: SignedInApi,
  channel: AnyPaymentChannel,
  waiting: { paymentId: string; url: string }
): Promise<PaymentState> {
  const state: PaymentState = { status: 'waiting-security-code', id: waiting.paymentId, url: waiting.url }
  const record = await channel.read(api, waiting.paymentId).catch((error: unknown) => {
    if (isUpstreamUnavailable(error) || error instanceof UpstreamError) return null
    throw error
  })
  if (!record || record.estado === 'pendiente') return state
  // Decided: the record says how, whatever the claim (only a pending record would read it).
  return continueWith(api, channel, state, record, 'process-status-1')
}

/**
 * A state whose charge went unanswered (`confirming`), finished when the API has decided: each load of the journey's
 * result page reads the payment again and finalizes it (keyed by the payment: never a second charge). Any other
 * state is returned as it is.
 */
export async function settlePayment(api: SignedInApi, channel: AnyPaymentChannel, state: PaymentState): Promise<PaymentState> {
  if (state.status !== 'confirming') return state
  return drive(api, channel, afterUnansweredCharge(state.id, await channel.read(api, state.id)))
}

/**
 * The security-code step of a payment waiting for its code, on channel `name`; null when the page the API gave is
 * not the provider's (never followed) or the id cannot travel in a reference: the payment then ends unpaid
 * (`unfollowable`).
 */
export function securityCodeStep(request: Request, name: string, state: PaymentState): SecurityCodeStep | null {
  if (state.status !== 'waiting-security-code') return null
  const url = providerPage(state.url)
  const ref = paymentReference(name, state.id)
  if (!url || !ref) return null
  const returnUrl = `${new URL(request.url).origin}${paths.paymentReturn}?ref=${encodeURIComponent(ref)}`
  return { ref, url, hostedUrl: hostedPage(url, returnUrl) }
}

/** How a payment waiting on a page that is not the provider's ends: an error before confirming, nothing charged. */
export const unfollowable: PaymentState = { status: 'error-before-confirm', message: null, error107: false }

/** The API's id of the payment a state is about, when it has one. */
export const paymentIdOf = (state: PaymentState) => ('id' in state ? state.id : null)

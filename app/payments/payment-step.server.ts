/**
 * What a wizard's pay step (the medical booking's `pago-online`, flow B's `pago`) needs to pay on any channel
 * (channel.ts) with the one driver (online-payment.server.ts), without the pending payments' session keys: the
 * payment's state lives in the step's payment attempt (`runAttempt` to begin, `updateAttempt` as it moves on;
 * docs/wizards.md), so it is kept with the rest of the journey and cleared with it.
 *
 * ```ts
 * const channel = bookingChannel(draft)                        // the journey's channel
 * // begin (the pay form's POST): the attempt's key is the idempotency key; a second submit only finds the outcome
 * const { draft: paid, setCookie } = await runAttempt(request, wizard, draft, 'pago', (key) => beginChannelPayment(request, api, channel, key))
 * const payment = attempted(paid, 'pago')
 * const code = securityCodeOf(request, channel, payment)       // with JavaScript: for <SecurityCodeDialog>; without: redirect to code.hostedUrl
 * // continue (the dialog's report, `securityCodeReportOf`, or the return's `?ref=&resultado=`, `claimedByHostedPage`)
 * const key = paymentAttemptKey(draft, 'pago')!
 * const next = await continueChannelPayment(api, channel, payment, ref, claimed)   // null: not this payment's reference
 * if (next) await updateAttempt(request, wizard, 'pago', key, () => next)
 * // settle (each load of the step: a charge left unanswered, or a code typed whose report or return was lost)
 * const settled = await settleChannelPayment(api, channel, payment)
 * ```
 *
 * What the member may do after a failure (another card, Abitab or Red Pagos, change the agent, cancel the purchase)
 * is each journey's own: the machine only says how the payment ended.
 */
import { z } from 'zod'
import type { SignedInApi } from '~/auth/upstream-as.server'
import type { AttemptName, DraftBase } from '~/wizards/wizard'
import type { PaymentChannel } from './channel'
import type { PaymentState, SecurityCodeEvent } from './machine'
import {
  beginPayment,
  continuePayment,
  securityCodeStep,
  settlePayment,
  settleWaitingPayment,
  unfollowable,
  type AnyPaymentChannel,
  type SecurityCodeStep,
} from './online-payment.server'
import { isUpstreamUnavailable } from '~/upstream/errors'
import { readReturnReference } from './return-reference.server'

/** A wizard's payment, as its attempt's outcome keeps it: the machine's state and what the start answered besides. */
export interface ChannelPayment<Details = unknown> {
  state: PaymentState
  details: Details
}

const id = z.string().min(1)
const nullableId = id.nullable()
const messages = z.array(z.string())

/** The machine's states (machine.ts), for a wizard's draft schema. */
export const PaymentStateSchema: z.ZodType<PaymentState> = z.discriminatedUnion('status', [
  z.object({ status: z.literal('init') }),
  z.object({ status: z.literal('waiting-security-code'), id, url: z.string() }),
  z.object({ status: z.literal('confirming'), id }),
  z.object({ status: z.literal('success'), id }),
  z.object({ status: z.literal('cancelling'), id: nullableId, rejected: z.boolean(), messages, failed: z.literal(true).optional() }),
  z.object({ status: z.literal('cancelled'), id: nullableId, messages, failed: z.literal(true).optional() }),
  z.object({ status: z.literal('rejected'), id: nullableId, messages }),
  z.object({ status: z.literal('error-before-confirm'), message: z.string().nullable(), error107: z.boolean() }),
  z.object({ status: z.literal('error-cancelling'), id: nullableId, messages }),
])

/** The outcome schema of a wizard's payment attempt: `attemptSchema(channelPaymentSchema(Details))`. */
export function channelPaymentSchema<Details extends z.ZodTypeAny>(details: Details) {
  return z.object({ state: PaymentStateSchema, details })
}

/**
 * The idempotency key of a wizard's payment: its payment attempt's (minted and stored by `runAttempt` before the
 * start is sent, kept until an answer the attempt depends on changes). Null before the attempt exists.
 */
export function paymentAttemptKey<Draft extends DraftBase>(draft: Draft, name: AttemptName<Draft>): string | null {
  return draft.attempts?.[name]?.key ?? null
}

/** A start the API left unanswered, carried past the driver (which reads a failed start as an error, BR19). */
class UnansweredStart extends Error {
  constructor(readonly problem: unknown) {
    super('the start went unanswered')
  }
}

/** The API was not reached, or did not answer within the budget: whether the start was made is unknown. */
const unanswered = (error: unknown) => isUpstreamUnavailable(error) && error.data.reason !== 'invalid-response'

/**
 * Starts the channel's payment with the attempt's key and runs it as far as it goes without the member. A payment
 * that waits on a page that is not the card provider's ends there, unpaid (never followed).
 *
 * A wizard's start also registers something (the booking, E58; the purchase, E94). One the API left unanswered may
 * have registered it, so it is thrown as the service problem it is, not read as a failed start: `runAttempt` keeps
 * the attempt's key, and the member's retry replays that start instead of registering another.
 */
export async function beginChannelPayment<Details>(
  request: Request,
  api: SignedInApi,
  channel: PaymentChannel<Details>,
  key: string
): Promise<ChannelPayment<Details>> {
  const answeredOnly: PaymentChannel<Details> = {
    ...channel,
    start: (as, startKey) =>
      channel.start(as, startKey).catch((error: unknown) => Promise.reject(unanswered(error) ? new UnansweredStart(error) : error)),
  }
  const { state, details } = await beginPayment(api, answeredOnly, key).catch((error: unknown) =>
    Promise.reject(error instanceof UnansweredStart ? error.problem : error)
  )
  const followable = state.status !== 'waiting-security-code' || securityCodeStep(request, channel.name, state) !== null
  return { state: followable ? state : unfollowable, details }
}

/** The security-code step while the payment waits for the code (the dialog's page, the hosted page); else null. */
export function securityCodeOf(request: Request, channel: AnyPaymentChannel, payment: ChannelPayment): SecurityCodeStep | null {
  return securityCodeStep(request, channel.name, payment.state)
}

/** Whether `ref` is the signed reference of this payment, on this channel. */
export function namesPayment(ref: unknown, channel: AnyPaymentChannel, payment: ChannelPayment): boolean {
  const named = readReturnReference(ref)
  const id = 'id' in payment.state ? payment.state.id : null
  return named?.purpose === 'pago' && named.name === channel.name && id !== null && named.paymentId === id
}

/**
 * What the provider reported (the dialog's event, or the hosted page's `resultado` read by `claimedByHostedPage`)
 * for the payment waiting for its code, checked against its real state. Null when `ref` is not this payment's
 * reference: nothing changes. A payment no longer waiting is returned as it is (a replayed return changes nothing).
 */
export async function continueChannelPayment<Details>(
  api: SignedInApi,
  channel: AnyPaymentChannel,
  payment: ChannelPayment<Details>,
  ref: unknown,
  claimed: SecurityCodeEvent
): Promise<ChannelPayment<Details> | null> {
  if (!namesPayment(ref, channel, payment)) return null
  if (payment.state.status !== 'waiting-security-code') return payment
  const { id: paymentId, url } = payment.state
  return { ...payment, state: await continuePayment(api, channel, { paymentId, url }, claimed) }
}

/**
 * A payment whose charge went unanswered (`confirming`), finished once the API has decided; one waiting for its code
 * whose report was lost, moved on once the provider decided it (`settleWaitingPayment`); any other as it is.
 */
export async function settleChannelPayment<Details>(
  api: SignedInApi,
  channel: AnyPaymentChannel,
  payment: ChannelPayment<Details>
): Promise<ChannelPayment<Details>> {
  if (payment.state.status === 'waiting-security-code') {
    const { id: paymentId, url } = payment.state
    const state = await settleWaitingPayment(api, channel, { paymentId, url })
    return state.status === 'waiting-security-code' ? payment : { ...payment, state }
  }
  if (payment.state.status !== 'confirming') return payment
  return { ...payment, state: await settlePayment(api, channel, payment.state) }
}

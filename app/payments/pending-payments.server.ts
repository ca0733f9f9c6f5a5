/**
 * The pending payments' journey (`/mi-{product}/pagos-pendientes/…`) on the one driver (online-payment.server.ts):
 * its payments live in the server-side session (attempts.server.ts), each under its own signed reference, and the
 * confirmation page shows the result its query names (`…/confirmacion?ref=…`), so two tabs paying two debts each
 * come back to their own. A wizard keeps its payment in its attempt instead (payment-step.server.ts).
 */
import { redirect } from '@remix-run/node'
import type { SignedInApi } from '~/auth/upstream-as.server'
import { commitSession, getSession } from '~/auth/session.server'
import { redirectWithFlash } from '~/auth/flash.server'
import { paymentChannel } from '~/copy/payment-channel'
import { paymentKindFromSlug, type PaymentKindInfo } from '~/domain/payment-kinds'
import { fetchPayment, fetchPendingDebt } from '~/upstream/cobranzas.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import {
  attemptOf,
  dropAttempt,
  keepAttempt,
  keepResult,
  resultOf,
  type PaymentAttempt,
  type PaymentResult,
} from './attempts.server'
import { debtChannel } from './channels/deudas.server'
import { debtView } from './debt-view.server'
import type { PaymentState, SecurityCodeEvent } from './machine'
import {
  continuePayment,
  newPaymentKey,
  paymentIdOf,
  securityCodeStep,
  settlePayment,
  unfollowable,
  type SecurityCodeStep,
} from './online-payment.server'
import { paymentResultView } from './result-view'
import { paymentReference, readReturnReference } from './return-reference.server'

export type { PaymentAttempt, PaymentResult, SecurityCodeStep }

/** The confirmation page of the payment `ref` names. */
export const confirmationOf = (confirmationPath: string, ref: string) =>
  `${confirmationPath}?ref=${encodeURIComponent(ref)}`

/**
 * The payment a reference brought back: the one waiting in this session, or, when the session no longer holds it
 * (another answer's commit, a second sign-in), the one the reference names, if the API knows it as this member's.
 * The API answers another member's payment as unknown: back to the list, nothing said. Null for a reference that
 * names no debt's payment, or a payment still waiting for its code (only the session knew the provider's page).
 * A return this session already answered (the back button to the provider's return) is its kept result, thrown as a
 * redirect: the API's later word (a rejected payment is cancelled once rejected) never rewrites what was shown.
 */
export async function attemptForReturn(
  request: Request,
  api: SignedInApi,
  ref: unknown,
  listPath: string
): Promise<PaymentAttempt | null> {
  const session = await getSession(request)
  const kept = attemptOf(session, ref)
  if (kept) return kept
  if (typeof ref === 'string' && resultOf(session, ref)) throw redirect(confirmationOf(`${listPath}/confirmacion`, ref))
  const named = readReturnReference(ref)
  const kind = named?.purpose === 'pago' ? paymentKindFromSlug(named.name) : null
  if (!named || named.purpose !== 'pago' || !kind) return null
  const record = await fetchPayment(api, kind, named.paymentId)
  if (!record) throw redirect(listPath)
  if (record.estado === 'pendiente') return null
  const debtId = record.id_transaccion
  const debt = await fetchPendingDebt(api, kind, debtId).catch((error: unknown) => {
    if (isUpstreamUnavailable(error) || error instanceof UpstreamError) return null
    throw error
  })
  return {
    ref: ref as string,
    slug: kind.slug,
    debtId,
    // Paid already (by another session), the debt is gone from the API: the kind's own name.
    concept: debtView(kind, debt ?? { id_transaccion: debtId, importe: 0, data: [] }).title,
    paymentId: named.paymentId,
    url: '',
    payPath: `${listPath}/pago/${kind.slug}/${encodeURIComponent(debtId)}`,
    at: Date.now(),
  }
}

/** What the provider's page reported for `attempt`, checked against the payment's real state. */
export function continueAttempt(api: SignedInApi, attempt: PaymentAttempt, claimed: SecurityCodeEvent) {
  return continuePayment(api, debtChannel(kindOf(attempt.slug)), attempt, claimed)
}

const kindOf = (slug: string): PaymentKindInfo => paymentKindFromSlug(slug)!

/**
 * The result the confirmation page's `ref` names (without one, the session's newest), its charge finished first when
 * it was left unanswered (`confirming`): each load reads the payment again and finalizes it (keyed by the payment:
 * never a second charge).
 */
export async function settleResult(request: Request, api: SignedInApi, ref: string | null): Promise<PaymentResult | null> {
  const session = await getSession(request)
  const result = resultOf(session, ref)
  if (result?.state.status !== 'confirming') return result
  const state = await settlePayment(api, debtChannel(kindOf(result.slug)), result.state)
  if (state.status === 'confirming') return result
  const settled: PaymentResult = { ...result, state }
  keepResult(session, settled)
  dropAttempt(session, result.ref)
  await commitSession(session)
  return settled
}

/** This session's result of payment `paymentId` of kind `slug`, if it holds one (the receipt names its debt by it). */
export async function resultOfPayment(request: Request, slug: string, paymentId: string): Promise<PaymentResult | null> {
  const ref = paymentReference(slug, paymentId)
  return ref ? resultOf(await getSession(request), ref) : null
}

/**
 * The answer to a payment that moved, thrown as a redirect: its confirmation page once it ended (its result kept in
 * the session under its reference) or while its charge is unanswered, the pay page again when the member
 * cancelled, or the provider's hosted page for the security code without JavaScript. With JavaScript, the
 * security-code step is returned for the page's dialog, with the cookie that keeps it in the session.
 *
 * Every answer about one payment keeps it under the same reference (the payment's own), and only the end of that
 * payment drops it: other payments of the session, the same debt's included, are left alone. A start the API
 * refused before it made a payment is named by the form's idempotency key (`key`) instead of a payment id.
 */
export async function answerPayment(
  request: Request,
  state: PaymentState,
  context: {
    slug: PaymentKindInfo['slug']
    debtId: string
    concept: string
    payPath: string
    confirmationPath: string
    withScripts: boolean
    key?: string
  }
): Promise<{ securityCode: SecurityCodeStep; setCookie: string }> {
  const session = await getSession(request)
  const { slug, debtId, concept, payPath } = context
  const securityCode = securityCodeStep(request, slug, state)
  if (securityCode && state.status === 'waiting-security-code') {
    const { ref, url } = securityCode
    keepAttempt(session, { ref, slug, debtId, concept, paymentId: state.id, url, payPath, at: Date.now() })
    const cookie = await commitSession(session)
    if (!context.withScripts) throw redirect(securityCode.hostedUrl, { headers: { 'Set-Cookie': cookie } })
    return { securityCode, setCookie: cookie }
  }
  const paymentId = paymentIdOf(state)
  const ref =
    (paymentId !== null && paymentReference(slug, paymentId)) || paymentReference(slug, context.key ?? newPaymentKey())!
  const confirmation = confirmationOf(context.confirmationPath, ref)
  if (state.status === 'confirming') {
    // The charge went unanswered: the confirmation page finishes it; the payment stays in the session meanwhile.
    keepResult(session, { ref, slug, debtId, concept, state, at: Date.now() })
    throw redirect(confirmation, { headers: { 'Set-Cookie': await commitSession(session) } })
  }
  // A security-code page elsewhere than the provider's is never followed: the payment ends there, unpaid.
  const final = state.status === 'waiting-security-code' ? unfollowable : state
  dropAttempt(session, ref)
  if (paymentResultView(final).kind === 'cancelled-by-person') {
    throw await redirectWithFlash(request, payPath, { tone: 'info', message: paymentChannel.pay.cancelled })
  }
  keepResult(session, { ref, slug, debtId, concept, state: final, at: Date.now() })
  throw redirect(confirmation, { headers: { 'Set-Cookie': await commitSession(session) } })
}

/**
 * Runs the online-payment machine (machine.ts) against the mutual's API, for every page that takes a payment. The
 * machine decides; this module makes the call each state asks for (finalize or cancel), and keeps the payment in
 * progress and its result in the server-side session.
 *
 * Nothing the browser says is trusted about money: what the provider's page posted to the portal (with
 * JavaScript) or where its hosted page sent the browser back to (without) only says that something happened; the
 * payment's real state comes from the API (`GET …/{id}/`) before the machine moves.
 */
import crypto from 'node:crypto'
import { redirect } from '@remix-run/node'
import type { SignedInApi } from '~/auth/upstream-as.server'
import { commitSession, getSession } from '~/auth/session.server'
import { redirectWithFlash } from '~/auth/flash.server'
import { classifyConfirm, classifyInit } from '~/domain/payment-answers'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import {
  cancelPayment,
  fetchPayment,
  fetchPendingDebt,
  finalizePayment,
  startPayment,
  type PaymentRecord,
  type PaymentStart,
} from '~/upstream/cobranzas.server'
import { payments } from '~/copy/payments'
import { paths } from '~/utils/paths'
import {
  attemptOf,
  dropAttempt,
  keepAttempt,
  keepResult,
  resultOf,
  type PaymentAttempt,
  type PaymentResult,
} from './attempts.server'
import { debtView } from './debt-view'
import { commandOf, INITIAL_PAYMENT, step, type PaymentState, type SecurityCodeEvent } from './machine'
import { paymentKindFromSlug, type PaymentKindInfo } from '~/domain/payment-kinds'
import { hostedPage, providerPage } from './provider.server'
import { paymentResultView } from './result-view'
import { paymentReference, readReturnReference } from './return-reference.server'

export type { PaymentAttempt, PaymentResult }

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
  record: PaymentRecord | null,
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
export function afterUnansweredCharge(id: string, record: PaymentRecord | null): PaymentState {
  switch (record?.estado) {
    case 'confirmado':
      return { status: 'success', id }
    case 'autorizado':
    case 'pendiente':
      return { status: 'confirming', id }
    case 'rechazado':
      return { status: 'cancelling', id, rejected: true, messages: record.motivo ? [record.motivo] : [] }
    case 'cancelado':
      return { status: 'cancelled', id, messages: [payments.pay.cancelled] }
    default:
      return { status: 'error-cancelling', id, messages: [] }
  }
}

const finalizeTimedOut = (error: unknown) => isUpstreamUnavailable(error) && error.data.reason === 'timeout'

/**
 * Makes the calls the state asks for until it waits for someone or ends. A finalize whose time budget ran out is no
 * failure: the charge may still go through, so the payment's real state decides, and while the API has not decided
 * the state stays `confirming` (the confirmation page reads it again on each load).
 */
async function drive(api: SignedInApi, kind: PaymentKindInfo, start: PaymentState): Promise<PaymentState> {
  let state = start
  for (let command = commandOf(state); command !== 'none'; command = commandOf(state)) {
    if (state.status === 'confirming') {
      const answer = await finalizePayment(api, kind, state.id).then(
        (body) => ({ ok: true as const, body }),
        (error: unknown) => {
          if (finalizeTimedOut(error)) return { ok: false as const, timedOut: true }
          if (isUpstreamUnavailable(error) || error instanceof UpstreamError) return { ok: false as const }
          throw error
        }
      )
      if (!answer.ok && 'timedOut' in answer) {
        const record = await readPayment(api, kind, state.id)
        const next = record === undefined ? state : afterUnansweredCharge(state.id, record)
        if (next.status === 'confirming') return next
        state = next
        continue
      }
      state = step(
        state,
        answer.ok ? { type: 'confirm-answered', outcome: classifyConfirm(answer.body) } : { type: 'confirm-threw' }
      )
    } else if (state.status === 'cancelling') {
      const id = state.id
      // A payment refused before the API created one has nothing to cancel.
      const ok =
        id === null
          ? true
          : await cancelPayment(api, kind, id).catch((error: unknown) =>
              isUpstreamUnavailable(error) ? false : Promise.reject(error)
            )
      state = step(state, { type: 'cancel-answered', ok })
    }
  }
  // A cancel refused because the charge went through after all (a finalize that timed out): the API's word wins.
  if (state.status === 'error-cancelling' && state.id !== null) {
    const record = await fetchPayment(api, kind, state.id).catch(() => null)
    if (record?.estado === 'confirmado') return { status: 'success', id: state.id }
  }
  return state
}

/** The payment's record, or undefined when the API cannot say now (down, slow, a 5xx). */
async function readPayment(api: SignedInApi, kind: PaymentKindInfo, id: string) {
  return fetchPayment(api, kind, id).catch((error: unknown) => {
    if (isUpstreamUnavailable(error) || error instanceof UpstreamError) return undefined
    throw error
  })
}

/** Starts paying `start.debtId` (init, BR19) and runs the machine as far as it goes without the member. */
export async function beginPayment(
  api: SignedInApi,
  kind: PaymentKindInfo,
  start: PaymentStart,
  key: string
): Promise<PaymentState> {
  let body: unknown
  try {
    body = await startPayment(api, kind, start, key)
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) throw error
    if (!isUpstreamUnavailable(error) && !(error instanceof UpstreamError)) throw error
    body = undefined
  }
  const state = await drive(api, kind, step(INITIAL_PAYMENT, { type: 'init-answered', outcome: classifyInit(body) }))
  if (state.status !== 'waiting-security-code') return state
  // The same form submitted again replays the first start: the payment may be over already.
  const record = await fetchPayment(api, kind, state.id)
  return record && record.estado !== 'pendiente' ? continueWith(api, kind, state, record, 'close') : state
}

async function continueWith(
  api: SignedInApi,
  kind: PaymentKindInfo,
  state: PaymentState,
  record: PaymentRecord | null,
  claimed: SecurityCodeEvent
): Promise<PaymentState> {
  // Cancelled before this answer moved it: not the member's cancel (the portal cancels a payment the member gives up
  // on itself), most often another start for the same debt (a second tab) that replaced it. Said on the
  // confirmation page; nothing to call.
  if (record?.estado === 'cancelado' && state.status === 'waiting-security-code') {
    return { status: 'cancelled', id: state.id, messages: [payments.pay.cancelled] }
  }
  const event = eventFromRecord(record, claimed)
  if (!event) return state
  return drive(api, kind, step(state, { type: 'security-code', ...event }))
}

/** What the provider's page reported for `attempt`, checked against the payment's real state. */
export async function continuePayment(
  api: SignedInApi,
  attempt: PaymentAttempt,
  claimed: SecurityCodeEvent
): Promise<PaymentState> {
  const kind = paymentKindFromSlug(attempt.slug)!
  const waiting: PaymentState = { status: 'waiting-security-code', id: attempt.paymentId, url: attempt.url }
  const record = await fetchPayment(api, kind, attempt.paymentId)
  return continueWith(api, kind, waiting, record, claimed)
}

/**
 * The payment a reference brought back: the one waiting in this session, or, when the session no longer holds it
 * (another answer's commit, a second sign-in), the one the reference names, if the API knows it as this member's.
 * The API answers another member's payment as unknown: back to the list, nothing said. Null for a reference that
 * names no payment, or a payment still waiting for its code (only the session knew the provider's page).
 */
export async function attemptForReturn(
  request: Request,
  api: SignedInApi,
  ref: unknown,
  listPath: string
): Promise<PaymentAttempt | null> {
  const kept = attemptOf(await getSession(request), ref)
  if (kept) return kept
  const named = readReturnReference(ref)
  if (named?.purpose !== 'pago') return null
  const kind = paymentKindFromSlug(named.slug)!
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
    // Paid already, the debt is gone from the API: the kind's own name.
    concept: debtView(kind, debt ?? { id_transaccion: debtId, importe: 0, data: [] }).title,
    paymentId: named.paymentId,
    url: '',
    payPath: `${listPath}/pago/${kind.slug}/${encodeURIComponent(debtId)}`,
    at: Date.now(),
  }
}

export async function readResult(request: Request): Promise<PaymentResult | null> {
  return resultOf(await getSession(request))
}

/**
 * The session's result, its charge finished first when it was left unanswered (`confirming`): each load of the
 * confirmation page reads the payment again and finalizes it (keyed by the payment: never a second charge).
 */
export async function settleResult(request: Request, api: SignedInApi): Promise<PaymentResult | null> {
  const session = await getSession(request)
  const result = resultOf(session)
  if (result?.state.status !== 'confirming') return result
  const kind = paymentKindFromSlug(result.slug)!
  const id = result.state.id
  const state = await drive(api, kind, afterUnansweredCharge(id, await fetchPayment(api, kind, id)))
  if (state.status === 'confirming') return result
  const settled: PaymentResult = { ...result, state }
  keepResult(session, settled)
  dropAttempt(session, result.slug, id)
  await commitSession(session)
  return settled
}

/** What the browser gets when the payment waits for the security code. */
export interface SecurityCodeStep {
  ref: string
  /** The provider's page for the dialog's frame. */
  url: string
  /** The same page, hosted, for the dialog's fallback link. */
  hostedUrl: string
}

const paymentIdOf = (state: PaymentState) => ('id' in state ? state.id : null)

/**
 * The answer to a payment that moved, thrown as a redirect: the confirmation page once it ended (its result kept in
 * the session) or while its charge is unanswered, the pay page again when the member cancelled, or the provider's
 * hosted page for the security code without JavaScript. With JavaScript, the security-code step is returned for the
 * page's dialog, with the cookie that keeps it in the session.
 *
 * Every answer about one payment keeps it under the same reference (the payment's own), and only the end of that
 * payment drops it: other payments of the session, the same debt's included, are left alone.
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
  }
) {
  const session = await getSession(request)
  const { slug, debtId, concept, payPath } = context
  if (state.status === 'waiting-security-code') {
    const url = providerPage(state.url)
    const ref = paymentReference(slug, state.id)
    if (url && ref) {
      keepAttempt(session, { ref, slug, debtId, concept, paymentId: state.id, url, payPath, at: Date.now() })
      const cookie = await commitSession(session)
      const returnUrl = `${new URL(request.url).origin}${paths.paymentReturn}?ref=${encodeURIComponent(ref)}`
      const hostedUrl = hostedPage(url, returnUrl)
      if (!context.withScripts) throw redirect(hostedUrl, { headers: { 'Set-Cookie': cookie } })
      const securityCode: SecurityCodeStep = { ref, url, hostedUrl }
      return { securityCode, setCookie: cookie }
    }
  }
  if (state.status === 'confirming') {
    // The charge went unanswered: the confirmation page finishes it; the payment stays in the session meanwhile.
    keepResult(session, { slug, debtId, concept, state })
    throw redirect(context.confirmationPath, { headers: { 'Set-Cookie': await commitSession(session) } })
  }
  // A security-code page elsewhere than the provider's is never followed: the payment ends there, unpaid.
  const final: PaymentState =
    state.status === 'waiting-security-code'
      ? { status: 'error-before-confirm', message: null, error107: false }
      : state
  const paymentId = paymentIdOf(state)
  if (paymentId !== null) dropAttempt(session, slug, paymentId)
  if (paymentResultView(final).kind === 'cancelled-by-person') {
    throw await redirectWithFlash(request, payPath, { tone: 'info', message: payments.pay.cancelled })
  }
  keepResult(session, { slug, debtId, concept, state: final })
  throw redirect(context.confirmationPath, { headers: { 'Set-Cookie': await commitSession(session) } })
}

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
  finalizePayment,
  startPayment,
  type PaymentRecord,
  type PaymentStart,
} from '~/upstream/cobranzas.server'
import { payments } from '~/copy/payments'
import { paths } from '~/utils/paths'
import { commandOf, INITIAL_PAYMENT, step, type PaymentState, type SecurityCodeEvent } from './machine'
import { paymentKindFromSlug, type PaymentKindInfo } from './payment-kinds'
import { hostedPage, providerPage } from './provider.server'
import { paymentResultView } from './result-view'
import { newReturnReference } from './return-reference.server'

/** A payment waiting for the member's security code on the provider's page. */
export interface PaymentAttempt {
  /** The signed reference the provider's hosted page brings back (return-reference.server.ts). */
  ref: string
  slug: PaymentKindInfo['slug']
  debtId: string
  /** What is paid, as the pages name it (the debt is gone from the API's list once paid). */
  concept: string
  paymentId: string
  /** The provider's security-code page. */
  url: string
  /** The pay page, where a cancelled payment goes back to. */
  payPath: string
}

/** A finished payment, for the confirmation page (and its reloads). */
export interface PaymentResult {
  slug: PaymentKindInfo['slug']
  debtId: string
  concept: string
  state: PaymentState
}

/** The payments waiting for their code, by reference: one per tab paying a debt, the newest few kept. */
const ATTEMPTS_KEY = 'pagos.intentos'
const MAX_ATTEMPTS = 5
const RESULT_KEY = 'pagos.resultado'

/** An idempotency key for one pay form: the same form submitted twice starts one payment (BR20, issue "money"). */
export const newPaymentKey = () => crypto.randomUUID()

/** What the hosted page's `resultado` claims, as the event it stands for. */
export function claimedByHostedPage(resultado: string | null): SecurityCodeEvent {
  if (resultado === 'aprobado') return 'process-status-1'
  if (resultado === 'rechazado') return 'rejected'
  if (resultado === 'vencido') return 'timeout'
  return 'close'
}

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
      return claimed === 'close' || claimed === 'click-outside' || claimed === 'timeout' ? { event: claimed } : null
    default:
      // Cancelled, annulled, or unknown to the API: nothing to charge.
      return { event: 'close' }
  }
}

/** Makes the calls the state asks for until it waits for someone or ends. */
async function drive(api: SignedInApi, kind: PaymentKindInfo, start: PaymentState): Promise<PaymentState> {
  let state = start
  for (let command = commandOf(state); command !== 'none'; command = commandOf(state)) {
    if (state.status === 'confirming') {
      const answer = await finalizePayment(api, kind, state.id).then(
        (body) => ({ ok: true as const, body }),
        (error: unknown) => {
          if (isUpstreamUnavailable(error) || error instanceof UpstreamError) return { ok: false as const }
          throw error
        }
      )
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
) {
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

const attemptsOf = (session: Awaited<ReturnType<typeof getSession>>) =>
  (session.get(ATTEMPTS_KEY) as PaymentAttempt[] | undefined) ?? []

export async function readAttempt(request: Request, ref: unknown): Promise<PaymentAttempt | null> {
  if (typeof ref !== 'string') return null
  return attemptsOf(await getSession(request)).find((attempt) => attempt.ref === ref) ?? null
}

export async function readResult(request: Request): Promise<PaymentResult | null> {
  return ((await getSession(request)).get(RESULT_KEY) as PaymentResult | undefined) ?? null
}

/** What the browser gets when the payment waits for the security code. */
export interface SecurityCodeStep {
  ref: string
  /** The provider's page for the dialog's frame. */
  url: string
  /** The same page, hosted, for the dialog's fallback link. */
  hostedUrl: string
}

/**
 * The answer to a payment that moved, thrown as a redirect: the confirmation page once it ended (its result kept in
 * the session), the pay page again when the member cancelled, or the provider's hosted page for the security code
 * without JavaScript. With JavaScript, the security-code step is returned for the page's dialog, with the cookie
 * that keeps it in the session.
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
    ref?: string
    withScripts: boolean
  }
) {
  const session = await getSession(request)
  // The others stay: another tab may be paying another debt.
  const others = attemptsOf(session).filter(
    (attempt) => attempt.ref !== context.ref && attempt.debtId !== context.debtId
  )
  if (state.status === 'waiting-security-code') {
    const url = providerPage(state.url)
    if (url) {
      const ref = context.ref ?? newReturnReference('pago')
      const { slug, debtId, concept, payPath } = context
      const attempt: PaymentAttempt = { ref, slug, debtId, concept, paymentId: state.id, url, payPath }
      session.set(ATTEMPTS_KEY, [...others.slice(1 - MAX_ATTEMPTS), attempt])
      const cookie = await commitSession(session)
      const returnUrl = `${new URL(request.url).origin}${paths.paymentReturn}?ref=${encodeURIComponent(ref)}`
      const hostedUrl = hostedPage(url, returnUrl)
      if (!context.withScripts) throw redirect(hostedUrl, { headers: { 'Set-Cookie': cookie } })
      const securityCode: SecurityCodeStep = { ref, url, hostedUrl }
      return { securityCode, setCookie: cookie }
    }
  }
  // A security-code page elsewhere than the provider's is never followed: the payment ends there, unpaid.
  const final: PaymentState =
    state.status === 'waiting-security-code'
      ? { status: 'error-before-confirm', message: null, error107: false }
      : state
  session.set(ATTEMPTS_KEY, others)
  if (paymentResultView(final).kind === 'cancelled-by-person') {
    throw await redirectWithFlash(request, context.payPath, { tone: 'info', message: payments.pay.cancelled })
  }
  const result: PaymentResult = {
    slug: context.slug,
    debtId: context.debtId,
    concept: context.concept,
    state: final,
  }
  session.set(RESULT_KEY, result)
  throw redirect(context.confirmationPath, { headers: { 'Set-Cookie': await commitSession(session) } })
}

/**
 * The pending payments' payments in the session (a wizard keeps its own in its payment attempt instead,
 * payment-step.server.ts): those that wait for the member (the security code on the provider's page), and the
 * finished ones for the confirmation page.
 *
 * Each payment has session keys of its own (`pagos.intento.<name>.<id>` while it waits, `pagos.resultado.<name>.<id>`
 * once it ended), named as its signed reference names it: a session is committed as the keys a request changed, so
 * answers racing for one session (twenty submits, two tabs paying two debts) each add or drop their own payment and
 * never overwrite another's, and each tab's confirmation page finds its own result by the reference in its query.
 * An attempt is dropped only when its own payment ends; the newest few attempts and results are kept, so a session
 * never grows without bound.
 */
import type { Session } from '@remix-run/node'
import type { PaymentState } from './machine'
import type { PaymentKindInfo } from '~/domain/payment-kinds'
import { readReturnReference } from './return-reference.server'

/** A payment waiting for the member's security code on the provider's page. */
export interface PaymentAttempt {
  /** The payment's signed reference (return-reference.server.ts), which the provider's hosted page brings back. */
  ref: string
  slug: PaymentKindInfo['slug']
  debtId: string
  /** What is paid, as the pages name it (the debt is gone from the API's list once paid). */
  concept: string
  paymentId: string
  /** The provider's security-code page ('' when the session lost it: the payment cannot go back there). */
  url: string
  /** The pay page, where a payment the member cancelled goes back to. */
  payPath: string
  /** When it was kept (ms): the oldest go first past MAX_KEPT. */
  at: number
}

/** A finished payment, for the confirmation page (and its reloads); `confirming` while the charge is unanswered. */
export interface PaymentResult {
  /** The signed reference the confirmation page's query names it by. */
  ref: string
  slug: PaymentKindInfo['slug']
  debtId: string
  concept: string
  state: PaymentState
  /** When it was kept (ms): the oldest go first past MAX_KEPT, and a bare confirmation address shows the newest. */
  at: number
}

const ATTEMPT_PREFIX = 'pagos.intento.'
const RESULT_PREFIX = 'pagos.resultado.'
const MAX_KEPT = 5

/** The session key of the payment `ref` names under `prefix`; null for anything the portal did not sign. */
function keyOf(prefix: string, ref: unknown): string | null {
  const named = readReturnReference(ref)
  return named?.purpose === 'pago' ? `${prefix}${named.name}.${named.paymentId}` : null
}

/** Sets `key` and forgets the oldest entries under `prefix` past MAX_KEPT. */
function keepBounded(session: Session, prefix: string, key: string, value: { at: number }) {
  session.set(key, value)
  const older = Object.entries(session.data)
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, kept]) => ({ name, at: (kept as { at?: number }).at ?? 0 }))
    .sort((a, b) => b.at - a.at)
    .slice(MAX_KEPT)
  for (const { name } of older) session.unset(name)
}

/** The attempt `ref` names, when this session holds it. */
export function attemptOf(session: Session, ref: unknown): PaymentAttempt | null {
  const key = keyOf(ATTEMPT_PREFIX, ref)
  const attempt = key ? (session.get(key) as PaymentAttempt | undefined) : undefined
  return attempt && attempt.ref === ref ? attempt : null
}

export function keepAttempt(session: Session, attempt: PaymentAttempt) {
  keepBounded(session, ATTEMPT_PREFIX, keyOf(ATTEMPT_PREFIX, attempt.ref)!, attempt)
}

/** Forgets a payment that ended. */
export function dropAttempt(session: Session, ref: string) {
  const key = keyOf(ATTEMPT_PREFIX, ref)
  if (key) session.unset(key)
}

/** The result `ref` names, when this session holds it; without a reference, the newest one. */
export function resultOf(session: Session, ref: string | null): PaymentResult | null {
  if (ref !== null) {
    const key = keyOf(RESULT_PREFIX, ref)
    const result = key ? (session.get(key) as PaymentResult | undefined) : undefined
    return result && result.ref === ref ? result : null
  }
  const results = Object.entries(session.data)
    .filter(([name]) => name.startsWith(RESULT_PREFIX))
    .map(([, kept]) => kept as PaymentResult)
  return results.sort((a, b) => b.at - a.at)[0] ?? null
}

export function keepResult(session: Session, result: PaymentResult) {
  keepBounded(session, RESULT_PREFIX, keyOf(RESULT_PREFIX, result.ref)!, result)
}

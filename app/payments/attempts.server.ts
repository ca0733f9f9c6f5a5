/**
 * The payments of a session that wait for the member (the security code on the provider's page), and the last
 * finished one for the confirmation page.
 *
 * Each waiting payment has a session key of its own (`pagos.intento.<slug>.<id>`): a session is committed as the
 * keys a request changed, so answers racing for one session (twenty submits, two tabs paying one debt) each add or
 * drop their own payment and never overwrite another's. An attempt is dropped only when its own payment ends; the
 * newest few are kept, so a session never grows without bound.
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
  /** When it was kept (ms): the oldest go first past MAX_ATTEMPTS. */
  at: number
}

/** A finished payment, for the confirmation page (and its reloads); `confirming` while the charge is unanswered. */
export interface PaymentResult {
  slug: PaymentKindInfo['slug']
  debtId: string
  concept: string
  state: PaymentState
}

const ATTEMPT_PREFIX = 'pagos.intento.'
const MAX_ATTEMPTS = 5
const RESULT_KEY = 'pagos.resultado'

const attemptKey = (slug: string, paymentId: string) => `${ATTEMPT_PREFIX}${slug}.${paymentId}`

/** The attempt `ref` names, when this session holds it. */
export function attemptOf(session: Session, ref: unknown): PaymentAttempt | null {
  const named = readReturnReference(ref)
  if (named?.purpose !== 'pago') return null
  const attempt = session.get(attemptKey(named.slug, named.paymentId)) as PaymentAttempt | undefined
  return attempt && attempt.ref === ref ? attempt : null
}

export function keepAttempt(session: Session, attempt: PaymentAttempt) {
  session.set(attemptKey(attempt.slug, attempt.paymentId), attempt)
  const older = Object.entries(session.data)
    .filter(([key]) => key.startsWith(ATTEMPT_PREFIX))
    .map(([key, value]) => ({ key, at: (value as PaymentAttempt).at ?? 0 }))
    .sort((a, b) => b.at - a.at)
    .slice(MAX_ATTEMPTS)
  for (const { key } of older) session.unset(key)
}

/** Forgets a payment that ended. */
export function dropAttempt(session: Session, slug: string, paymentId: string) {
  session.unset(attemptKey(slug, paymentId))
}

export const resultOf = (session: Session) => (session.get(RESULT_KEY) as PaymentResult | undefined) ?? null

export function keepResult(session: Session, result: PaymentResult) {
  session.set(RESULT_KEY, result)
}

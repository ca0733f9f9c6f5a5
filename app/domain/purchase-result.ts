/**
 * How the prescribed-medicine purchase ended (flow B; checklist C77, C78, BR63, BR64, A30, A53). Pure.
 *
 * BR63, the online payment's failure: which payment states are a failure the member decides on (the error modal's
 * `Intentar nuevamente` / `Cancelar compra`), the same card chosen again after a failure (A30), how the payment
 * starts (a new purchase, E94, or the purchase a failed payment left, paid another way, E97), and what
 * `Cancelar compra`'s annulment (E95) answered.
 *
 * BR64, the result: the variant (success, cancelled, failed) and its parts from the outcome, the payment method and
 * the shipping method.
 */
import { messageList } from './payment-answers'
import { isRecord } from './answer-fields'
import type { PurchaseCfe } from './purchase-answers'

/**
 * BR63: a payment that ended without charging (rejected, an error before the confirmation) waits for the member's
 * decision in the error modal. The purchase's channel leaves such a payment `cancelling` (nothing is annulled before
 * `Cancelar compra`); the other failed states are kept for drafts saved before that. Success and an unfinished payment
 * do not wait, nor a security code given up: the pay step turns it into the card choice on its next load (`backOut`).
 */
export function awaitsDecision(state: { status: string }): boolean {
  return FAILED_STATUSES.has(state.status)
}

/** The payment machine's final states without a charge (app/payments/machine.ts; the domain does not import it). */
const FAILED_STATUSES: ReadonlySet<string> = new Set(['cancelling', 'rejected', 'error-before-confirm', 'cancelled', 'error-cancelling'])

/** A30: after a failed payment, the card that failed may not pay the same purchase again. */
export const sameCardAgain = (changePayment: { failedCard: string | null } | undefined, card: string) =>
  changePayment?.failedCard !== undefined && changePayment.failedCard !== null && changePayment.failedCard === card

/** BR63: a new purchase (E94), or, after `Intentar nuevamente`, the failed one's agent changed (E97). */
export type StartCall = { call: 'transaccion' } | { call: 'cambio-agente'; deudaId: string }

export const startCallOf = (changePayment: { deudaId: string | null } | undefined): StartCall =>
  changePayment?.deudaId ? { call: 'cambio-agente', deudaId: changePayment.deudaId } : { call: 'transaccion' }

/**
 * BR63, `Cancelar compra`: E95 annulled the purchase (`Status` / `ok` true) → cancelled; its error data carries
 * `errores_pagos` (the payment had been rejected) → rejected; anything else → the cancellation failed.
 */
export type Cancellation = 'cancelled' | 'rejected' | 'failed'

export function cancellationOf(answer: unknown): Cancellation {
  if (!isRecord(answer)) return 'failed'
  if (messageList(answer.errores_pagos).length > 0) return 'rejected'
  const failed = answer.error === true || answer.Status === false || messageList(answer.error).length > 0
  return !failed && (answer.Status === true || answer.ok === true) ? 'cancelled' : 'failed'
}

/** A53's result flags: `ok` (not online), `ok_online`, `ok_paryially` (some medicines left pending). */
export type ResultFlag = 'ok' | 'ok_online' | 'ok_paryially'

/** What the purchase came to, as the result step reads it from the draft's attempts. */
export type PurchaseEnding =
  | { kind: 'success'; nroBulto: string | null; mensaje: string | null; cfe: PurchaseCfe | null }
  | { kind: 'cancelled' }
  | { kind: 'failed'; messages: string[] }

/** BR64's result: each part present only when the rule shows it. */
export type PurchaseResult =
  | {
      kind: 'success'
      paidOnline: boolean
      flag: ResultFlag
      mensaje: string | null
      nroBulto: string | null
      /** ¬online ∧ ¬home delivery, with something to pay: `Recordar que tiene 24hs para realizar el pago.` */
      payWithin24h: boolean
      /** (online ∨ home delivery) ∧ the invoice's data. */
      cfe: PurchaseCfe | null
    }
  | { kind: 'cancelled' }
  | { kind: 'failed'; messages: string[] }

/** BR64 from the ending, whether it was paid online, whether it is delivered home and whether items were left pending. */
export function purchaseResult(
  ending: PurchaseEnding,
  how: { online: boolean; homeDelivery: boolean; somePending: boolean; nothingToPay?: boolean },
): PurchaseResult {
  if (ending.kind !== 'success') return ending
  const flag: ResultFlag = how.online ? 'ok_online' : how.somePending ? 'ok_paryially' : 'ok'
  return {
    kind: 'success',
    paidOnline: how.online,
    flag,
    mensaje: ending.mensaje,
    nroBulto: ending.nroBulto,
    // A43: a purchase with nothing to charge is not paid at all, so there is no payment to remind of.
    payWithin24h: !how.online && !how.homeDelivery && !how.nothingToPay,
    cfe: how.online || how.homeDelivery ? ending.cfe : null,
  }
}

/**
 * The one online-payment machine (checklist C33, BR20), shared by every payment of the portal: pending payments, the
 * medical booking and the medicine purchase. Pure: `step(state, event)` gives the next state and the one call to make
 * (`confirm` = the kind's `finalizar`, `cancel` = its `cancelar`); the server drives it for a browser without
 * JavaScript (the provider's hosted page and the return route), the page's script for the security-code modal.
 *
 * init ─┬─ error / error_107 / anything unreadable ─────────────────────────────▶ error before confirm
 *       ├─ errores_pagos ──────────────────────────────▶ cancelling (rejected) ─┬▶ rejected
 *       ├─ id ─────────────────────────────▶ confirming ─┬─ ok ─▶ success        └▶ error cancelling
 *       └─ id + url ─▶ waiting for the code ─┬─ status 1 ─┘  ├─ error ─▶ cancelling ─┬▶ cancelled
 *                                            ├─ notification ─▶ success      ├─ rejected ─▶ cancelling (rejected)
 *                                            ├─ rejected (status 2) ─▶ cancelling (rejected)
 *                                            └─ close / click outside / timeout ─▶ cancelling
 *                                                                            └─ throws ─▶ cancelling (rejected)
 *
 * A channel whose member decides the cancel (flow B's purchase, BR63: `cancelWaitsForMember`) stays `cancelling`
 * until she does: the driver makes no call, and the journey asks her. A code given up (`gaveUp`) is no failure for
 * such a journey to ask about: the member backed out, and the card did not fail.
 *
 * The spec names the provider's rejection of the code ("reject → cancelled", C33) and finalize's `errores_pagos`
 * without a state of their own: both cancel, as rejected, so the member reads `No se pudo procesar el pago`.
 */
import type { ConfirmOutcome, InitOutcome } from '~/domain/payment-answers'

export type PaymentState =
  | { status: 'init' }
  | { status: 'waiting-security-code'; id: string; url: string }
  | { status: 'confirming'; id: string }
  | { status: 'success'; id: string }
  // The API's payment id, when it gave one (a rejection at the start gives none; finalize and cancel name the debt).
  /** `failed`: the charge was refused (finalize answered an error), not given up by the person (BR20, C33). */
  | { status: 'cancelling'; id: string | null; rejected: boolean; messages: string[]; failed?: true }
  | { status: 'cancelled'; id: string | null; messages: string[]; failed?: true }
  | { status: 'rejected'; id: string | null; messages: string[] }
  | { status: 'error-before-confirm'; message: string | null; error107: boolean }
  | { status: 'error-cancelling'; id: string | null; messages: string[] }

/** What the provider's security-code page reports (its events, C33); `rejected` is its process status 2. */
export type SecurityCodeEvent = 'process-status-1' | 'notification' | 'rejected' | 'close' | 'click-outside' | 'timeout'

export type PaymentEvent =
  | { type: 'init-answered'; outcome: InitOutcome }
  // `message`: the provider's reason for a rejection.
  | { type: 'security-code'; event: SecurityCodeEvent; message?: string }
  | { type: 'confirm-answered'; outcome: ConfirmOutcome }
  | { type: 'confirm-threw' }
  | { type: 'cancel-answered'; ok: boolean }

/** The call the state asks for next; `none` when it is waiting for someone or has ended. */
export type PaymentCommand = 'none' | 'confirm' | 'cancel'

export const INITIAL_PAYMENT: PaymentState = { status: 'init' }

const FINAL: ReadonlySet<PaymentState['status']> = new Set(['success', 'cancelled', 'rejected', 'error-before-confirm', 'error-cancelling'])

export function isFinal(state: PaymentState): boolean {
  return FINAL.has(state.status)
}

/**
 * The person gave up on the security code (closed its window, clicked outside, or let its time run out): the card
 * was neither refused nor charged. Most channels cancel such a payment at once (`cancelled` without `failed`).
 */
export function gaveUp(state: PaymentState): boolean {
  return state.status === 'cancelling' && !state.rejected && !state.failed
}

/** The call `state` needs made (the effect of having entered it). */
export function commandOf(state: PaymentState): PaymentCommand {
  if (state.status === 'confirming') return 'confirm'
  if (state.status === 'cancelling') return 'cancel'
  return 'none'
}

function afterInit(outcome: InitOutcome): PaymentState {
  switch (outcome.kind) {
    case 'error':
      return { status: 'error-before-confirm', message: outcome.message, error107: false }
    case 'error-107':
      return { status: 'error-before-confirm', message: outcome.message, error107: true }
    case 'rejected':
      // The spec cancels it, and names the outcome rejected (BR19).
      return { status: 'cancelling', id: outcome.id, rejected: true, messages: outcome.messages }
    case 'confirm-now':
      return { status: 'confirming', id: outcome.id }
    case 'ask-security-code':
      return { status: 'waiting-security-code', id: outcome.id, url: outcome.url }
    case 'generic-error':
      return { status: 'error-before-confirm', message: null, error107: false }
  }
}

/**
 * The next state. An event a state does not expect (a second click, a late event from the modal, a replayed
 * return) leaves it as it is: a payment moves forward once.
 */
export function step(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (state.status) {
    case 'init':
      return event.type === 'init-answered' ? afterInit(event.outcome) : state
    case 'waiting-security-code':
      if (event.type !== 'security-code') return state
      if (event.event === 'process-status-1') return { status: 'confirming', id: state.id }
      if (event.event === 'notification') return { status: 'success', id: state.id }
      if (event.event === 'rejected') return { status: 'cancelling', id: state.id, rejected: true, messages: event.message ? [event.message] : [] }
      return { status: 'cancelling', id: state.id, rejected: false, messages: [] }
    case 'confirming':
      if (event.type === 'confirm-answered') {
        const { outcome } = event
        if (outcome.kind === 'ok') return { status: 'success', id: state.id }
        if (outcome.kind === 'rejected') return { status: 'cancelling', id: state.id, rejected: true, messages: outcome.messages }
        return { status: 'cancelling', id: state.id, rejected: false, messages: outcome.message ? [outcome.message] : [], failed: true }
      }
      if (event.type === 'confirm-threw') return { status: 'cancelling', id: state.id, rejected: true, messages: [] }
      return state
    case 'cancelling':
      if (event.type !== 'cancel-answered') return state
      if (!event.ok) return { status: 'error-cancelling', id: state.id, messages: state.messages }
      if (state.rejected) return { status: 'rejected', id: state.id, messages: state.messages }
      return { status: 'cancelled', id: state.id, messages: state.messages, ...(state.failed ? { failed: true as const } : {}) }
    default:
      return state
  }
}

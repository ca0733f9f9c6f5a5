/**
 * Which completed screen a finished payment shows (checklist BR22, C32). Every failure offers Reintentar to the
 * pending payments.
 *
 * - success → `¡Pagaste con éxito!` with the invoice (CFE), or the CFE error if it cannot be read;
 * - rejected → `No se pudo procesar el pago`;
 * - one message from the API → `Algo salió mal ...` and the message; several → the list;
 * - otherwise → the generic text.
 * A payment the person cancelled (closed the security-code window) is not a failure screen: back to paying.
 * A charge left unanswered (its time budget ran out) is not a failure either: the payment is being processed, and the
 * page's next load finishes it.
 */
import type { PaymentState } from './machine'

export type PaymentResultView =
  | { kind: 'success' }
  | { kind: 'rejected'; messages: string[] }
  | { kind: 'message'; message: string }
  | { kind: 'messages'; messages: string[] }
  | { kind: 'generic' }
  | { kind: 'cancelled-by-person' }
  | { kind: 'processing' }
  | { kind: 'unfinished' }

function fromMessages(messages: readonly string[]): PaymentResultView {
  if (messages.length === 1) return { kind: 'message', message: messages[0]! }
  if (messages.length > 1) return { kind: 'messages', messages: [...messages] }
  return { kind: 'generic' }
}

export function paymentResultView(state: PaymentState): PaymentResultView {
  switch (state.status) {
    case 'success':
      return { kind: 'success' }
    case 'rejected':
      return { kind: 'rejected', messages: state.messages }
    case 'error-before-confirm':
      return state.message ? { kind: 'message', message: state.message } : { kind: 'generic' }
    case 'cancelled':
      // A charge the API refused without words is the completed screen's failure, not the person's own cancel.
      if (state.messages.length > 0 || state.failed) return fromMessages(state.messages)
      return { kind: 'cancelled-by-person' }
    case 'error-cancelling':
      return fromMessages(state.messages)
    case 'confirming':
      return { kind: 'processing' }
    default:
      return { kind: 'unfinished' }
  }
}

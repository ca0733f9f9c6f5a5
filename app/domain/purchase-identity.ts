/**
 * Who a prescribed-medicine purchase is for (flow B's `documento` and `verificacion`; spec 002 §2.2, §4.2, §8;
 * checklist C69, C70, BR52–BR55). Pure: the routes ask the API and keep the answers, these rules say what the
 * answers mean. The SMS code itself never passes through here.
 */
import { medicinePurchase } from '~/copy/medicine-purchase'
import { canonicalCi, isValidCi } from './ci'
import { formatCountdown } from './countdown'

const documento = medicinePurchase.documento
const verificacion = medicinePurchase.verificacion

/** E88's cédula type: its number is checked as every cédula is (BR01). */
export const ID_CARD_TYPE = 1

// ---- BR52: the document form ----

export interface DocumentForm {
  callCentre: boolean
  /** The signed-in member's own cédula (null when her session has none). */
  ownCi: string | null
  /** The last SMS send was refused (BR55). */
  sendFailed: boolean
  tipoDocumento: number
  documento: string
}

/** Whether `documento` of `tipoDocumento` names the signed-in member herself (her own cédula, however typed). */
export function isOwnDocument(ownCi: string | null, tipoDocumento: number, documento: string): boolean {
  if (!ownCi || tipoDocumento !== ID_CARD_TYPE || !isValidCi(documento)) return false
  return canonicalCi(documento) === canonicalCi(ownCi)
}

/** The number as the purchase keys it: a cédula by its digits (`1.234.567-2` is `12345672`), another as typed. */
export const documentNumber = (tipoDocumento: number, raw: string) =>
  tipoDocumento === ID_CARD_TYPE ? canonicalCi(raw) : raw.trim()

/** BR52: the submit is enabled for a document typed that, for a cédula, passes BR01. */
export const documentEnabled = (tipoDocumento: number, raw: string) =>
  raw.trim() !== '' && (tipoDocumento !== ID_CARD_TYPE || isValidCi(raw))

/**
 * BR52: the submit's label (no SMS for the member herself or the call centre, `Reintentar envio` after a refused
 * send), the hint, and whether the submit is enabled.
 */
export function documentForm(form: DocumentForm): { label: string; hint: string; enabled: boolean } {
  const own = isOwnDocument(form.ownCi, form.tipoDocumento, form.documento)
  const label = form.callCentre || own ? documento.continue : form.sendFailed ? documento.retrySend : documento.sendSms
  return {
    label,
    hint: form.callCentre ? documento.callCentreHint : documento.smsHint,
    enabled: documentEnabled(form.tipoDocumento, form.documento),
  }
}

// ---- BR53: where a document leads ----

/** What the checks answered about the person, in the order the route asks them (each may stop the rest). */
export interface DocumentAnswers {
  /** She is already one of the purchase's people (C79): her request is shown again, nothing is asked. */
  alreadyAdded: boolean
  own: boolean
  callCentre: boolean
  /** E85 (another person only): Status true. */
  sanctioned?: boolean
  /** E84's `inhabilitado`, or null. */
  inhabilitado?: string | null
  /** E84's unpaid orders (known for the member herself, the call centre, or after the code). */
  ordenesPendientes?: readonly number[]
  /**
   * Her SMS code was redeemed in this purchase: just now (`verificacion`), or before her request was removed and still
   * taken by the API (BR53's "code already verified").
   */
  verified?: boolean
}

export type DocumentRoute =
  | 'agregar-medicamentos'
  | 'sancionado'
  | 'inhabilitado'
  | 'ordenes-pendientes'
  /** Send the SMS, then `verificacion`. */
  | 'sms'

/** BR53, the routing as a function of the answers. */
export function documentRoute(answers: DocumentAnswers): DocumentRoute {
  if (answers.alreadyAdded) return 'agregar-medicamentos'
  // The member herself was checked at `localidad` (A62); another person is checked first (A22).
  if (!answers.own && answers.sanctioned) return 'sancionado'
  if (answers.inhabilitado) return 'inhabilitado'
  // Another person in member mode proves the member may act for her by the SMS code first.
  if (!answers.own && !answers.callCentre && !answers.verified) return 'sms'
  return (answers.ordenesPendientes ?? []).length > 0 ? 'ordenes-pendientes' : 'agregar-medicamentos'
}

// ---- BR54: the code and its resends ----

export const CODE_LENGTH = 6
export const RESENDS = 3
export const RESEND_LOCK_MS = 5 * 60 * 1000

/** A code is taken (and `Continuar` enabled) at exactly six characters. */
export const codeComplete = (code: string) => code.trim().length === CODE_LENGTH

export interface ResendState {
  resendsLeft: number
  /** The end of the lock after the last resend (epoch ms). */
  lockedUntil?: number
}

/** The resends as they stand at `now`: a lock that is over gives the three resends back. */
export function resendsAt(state: ResendState, now: number): { left: number; lockedFor: number } {
  if (state.lockedUntil === undefined) return { left: state.resendsLeft, lockedFor: 0 }
  if (state.lockedUntil <= now) return { left: RESENDS, lockedFor: 0 }
  return { left: 0, lockedFor: state.lockedUntil - now }
}

/** What a resend came to: sent, or refused; refused by the API's own lock (E90's 429), for `lockedFor` ms. */
export interface ResendOutcome {
  sent: boolean
  lockedFor?: number
}

/**
 * After a resend answered at `now`: a successful one costs one, and the last one starts the five-minute lock. The API
 * counts a person's sends across purchases, so its lock may come first: it is adopted as this one, for as long as the
 * API says, and the page shows it the same way.
 */
export function afterResend(state: ResendState, outcome: ResendOutcome, now: number): ResendState {
  if (outcome.lockedFor !== undefined) return { resendsLeft: 0, lockedUntil: now + outcome.lockedFor }
  if (!outcome.sent) return state
  const { left } = resendsAt(state, now)
  const resendsLeft = Math.max(0, left - 1)
  return resendsLeft === 0 ? { resendsLeft, lockedUntil: now + RESEND_LOCK_MS } : { resendsLeft }
}

/** E90's 429 says how long its lock lasts (`Intente nuevamente en 04:59.`); words without a `mm:ss` mean BR54's five minutes. */
export function apiLockMs(text: string): number {
  const mmss = /\b(\d{1,3}):([0-5]\d)\b/.exec(text)
  return mmss ? (Number(mmss[1]) * 60 + Number(mmss[2])) * 1000 : RESEND_LOCK_MS
}

/** The resend button's words: `Reenviar código (Reintentos N)`, or the lock's `mm:ss`. */
export function resendLabel(state: ResendState, now: number): { label: string; locked: boolean } {
  const { left, lockedFor } = resendsAt(state, now)
  if (lockedFor > 0) return { label: verificacion.locked(formatCountdown(lockedFor)), locked: true }
  return { label: verificacion.resend(left), locked: false }
}

// ---- BR55: the SMS send's refusals ----

/** Longer than this, an error body is not words for people (an HTML page, a trace): the generic message. */
export const SMS_ERROR_MAX = 500

/**
 * A quoted name said twice in a row is said once: `"PÉREZ" "PÉREZ"` → `"PÉREZ"` (the API joins the name parts it
 * has, and repeats one that is missing). ⚠ BR55 gives no algorithm: only an immediate repetition collapses.
 */
export function dedupeQuoted(text: string): string {
  return text.replace(/("[^"]*")(?:\s+\1)+/g, '$1')
}

/** BR55: what a refused SMS send says. */
export function smsError(body: string | null | undefined): string {
  const text = (body ?? '').trim()
  if (text === '') return documento.smsFailed
  if (text.length > SMS_ERROR_MAX) return medicinePurchase.generic
  return dedupeQuoted(text)
}

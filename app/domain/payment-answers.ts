/**
 * What the payment gateway's calls answered, read from a 2xx body or an error body alike: the mutual's API reports
 * payment outcomes inside successful answers too (`error`, `error_107`, `errores_pagos`, an `id` with or without
 * `url`). Pure; the online-payment machine (app/payments/machine.ts) takes these outcomes as its events.
 *
 * Start (checklist BR19, in the spec's order): `error` → an error before confirming; `error_107` → that specific
 * error; `errores_pagos` → cancel, as rejected; `id` without `url` → confirm now; `id` with `url` → ask for the
 * security code; a refusal's `detail` (a 409 "already paid") → an error with its words; anything else → the generic
 * error.
 */
import { idText } from './answer-fields'

export type InitOutcome =
  | { kind: 'error'; message: string }
  | { kind: 'error-107'; message: string }
  // The API's payment id when it created one: the cancel call names it.
  | { kind: 'rejected'; messages: string[]; id: string | null }
  | { kind: 'confirm-now'; id: string }
  | { kind: 'ask-security-code'; id: string; url: string }
  | { kind: 'generic-error' }

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/** A string or a list of strings (`errores_pagos` comes both ways, BR21), as a list of the non-empty ones. */
export function messageList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value]
  return items.map(text).filter((item): item is string => item !== null)
}

/** Only a web address can be the provider's page: anything else is not followed. */
function captureUrl(value: unknown): string | null {
  const candidate = text(value)
  if (!candidate) return null
  try {
    const url = new URL(candidate)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

export function classifyInit(body: unknown): InitOutcome {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { kind: 'generic-error' }
  const answer = body as Record<string, unknown>
  const error = text(answer.error)
  if (error) return { kind: 'error', message: error }
  const error107 = text(answer.error_107)
  if (error107) return { kind: 'error-107', message: error107 }
  const rejected = messageList(answer.errores_pagos)
  const id = idText(answer.id)
  if (rejected.length > 0) return { kind: 'rejected', messages: rejected, id }
  if (id) {
    if (answer.url === undefined || answer.url === null || answer.url === '') return { kind: 'confirm-now', id }
    const url = captureUrl(answer.url)
    return url ? { kind: 'ask-security-code', id, url } : { kind: 'generic-error' }
  }
  const detail = text(answer.detail)
  return detail ? { kind: 'error', message: detail } : { kind: 'generic-error' }
}

/**
 * What finalizing (`…/finalizar/`) answered: `ok: true` → charged; `errores_pagos` → the provider rejected it (the
 * security code `000`, a declining card); `error` or a refusal's `detail` → an error; anything else → an error
 * without words. The machine cancels after any but the first (BR20).
 */
export type ConfirmOutcome = { kind: 'ok' } | { kind: 'rejected'; messages: string[] } | { kind: 'error'; message: string | null }

export function classifyConfirm(body: unknown): ConfirmOutcome {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { kind: 'error', message: null }
  const answer = body as Record<string, unknown>
  const rejected = messageList(answer.errores_pagos)
  if (rejected.length > 0) return { kind: 'rejected', messages: rejected }
  const error = text(answer.error) ?? text(answer.detail)
  if (error) return { kind: 'error', message: error }
  return answer.ok === true ? { kind: 'ok' } : { kind: 'error', message: null }
}

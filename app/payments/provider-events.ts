/**
 * The card provider's messages (its checkout script and pages post them to the portal, C33) as the portal's events.
 * Pure, for the dialogs. A message from anyone else, of another kind or for another session is nothing: the
 * provider's origin is checked by its script, the session here.
 *
 * `{proveedor: 'sandbox-pagos', version: 1, tipo: 'captura' | 'cvv', sesion, evento, status?, mensaje?}`:
 * `process` with status 1 = card saved / code accepted, status 2 = code rejected (with the reason),
 * `notification` = code accepted, told as a notification, `close` = Cancelar, `timeout` = the page's time ran out.
 */
import type { SecurityCodeEvent } from './machine'

export type ProviderPage = 'captura' | 'cvv'

/**
 * A form field present only when the page runs with JavaScript: the action then answers with the provider's page
 * for the portal's dialog instead of redirecting to its hosted page.
 */
export const WITH_SCRIPTS_FIELD = 'conScripts'

/** The `intent` of the submit that relays what the security-code dialog saw to the page's action. */
export const SECURITY_CODE_INTENT = 'evento'

/** What the browser gets when the payment waits for the security code (online-payment.server.ts makes it). */
export interface SecurityCodeStep {
  /** The payment's signed reference, which the dialog reports with and the hosted page brings back. */
  ref: string
  /** The provider's page for the dialog's frame. */
  url: string
  /** The same page, hosted, for a browser without JavaScript and for the dialog's fallback link. */
  hostedUrl: string
}

export interface ProviderEvent {
  event: SecurityCodeEvent
  message?: string
}

/** The session a provider page serves, from its address (`?sesion=`). */
export function providerSession(url: string): string | null {
  try {
    return new URL(url).searchParams.get('sesion')
  } catch {
    return null
  }
}

/** The fields the dialog's relay submits for `event` of the payment `ref` (read by `securityCodeReportOf`). */
export function securityCodeReport(ref: string, event: ProviderEvent): Record<string, string> {
  return {
    intent: SECURITY_CODE_INTENT,
    ref,
    evento: event.event,
    ...(event.message ? { mensaje: event.message } : {}),
    [WITH_SCRIPTS_FIELD]: '1',
  }
}

export function providerEvent(message: unknown, page: ProviderPage, session: string | null): ProviderEvent | null {
  if (typeof message !== 'object' || message === null) return null
  const { proveedor, tipo, sesion, evento, status, mensaje } = message as Record<string, unknown>
  if (proveedor !== 'sandbox-pagos' || tipo !== page || session === null || sesion !== session) return null
  const reason = typeof mensaje === 'string' && mensaje.trim() !== '' ? mensaje.trim().slice(0, 300) : undefined
  if (evento === 'process' && status === 1) return { event: 'process-status-1' }
  if (evento === 'process' && status === 2) return { event: 'rejected', message: reason }
  if (evento === 'notification') return { event: 'notification' }
  if (evento === 'close') return { event: 'close' }
  if (evento === 'timeout') return { event: 'timeout' }
  return null
}

/**
 * One-shot messages shown on the next page (GOV.UK "notification banner" after a redirect),
 * e.g. 'Se cambio el medio de pago para la reserva'. Stored in the server-side session.
 */
import { redirect } from '@remix-run/node'
import { commitSession, getSession } from './session.server'

export type FlashTone = 'info' | 'success' | 'warning' | 'error'
export interface Flash {
  tone: FlashTone
  message: string
}

const FLASH_KEY = 'flash'

export async function redirectWithFlash(request: Request, to: string, flash: Flash, init?: ResponseInit) {
  const session = await getSession(request)
  session.flash(FLASH_KEY, flash)
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await commitSession(session))
  return redirect(to, { ...init, headers })
}

/**
 * Reads and consumes the pending flash. Returns the Set-Cookie header to send so the message is
 * shown once; `null` when there was none (no cookie churn on ordinary pages).
 */
export async function consumeFlash(request: Request): Promise<{ flash: Flash | null; setCookie: string | null }> {
  const session = await getSession(request)
  const flash = (session.get(FLASH_KEY) as Flash | undefined) ?? null
  if (!flash) return { flash: null, setCookie: null }
  return { flash, setCookie: await commitSession(session) }
}

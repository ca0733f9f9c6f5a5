/**
 * Why the login page is shown: a short-lived cookie set when the API ended the session in
 * mid-journey, so the page can say so (the session itself is gone, and the login URL stays the
 * plain `/login?redirectTo=…`). It holds a fixed marker, nothing personal; forging it only shows
 * oneself a sentence.
 */
import { createCookie } from '@remix-run/node'
import { getEnv } from '~/config/env.server'
import { PARKED_DRAFTS_TTL_MS } from './auth-session.server'

const MARKER = 'sesion-cerrada-por-el-servicio'

function noticeCookie() {
  return createCookie('aviso-ingreso', {
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().NODE_ENV !== 'development',
    path: '/login',
    maxAge: PARKED_DRAFTS_TTL_MS / 1000,
  })
}

/** The Set-Cookie header that leaves the notice for the login page. */
export function leaveSignedOutNotice(): Promise<string> {
  return noticeCookie().serialize(MARKER)
}

/** Whether the login page should say the session was ended by the service. */
export async function hasSignedOutNotice(request: Request): Promise<boolean> {
  return (await noticeCookie().parse(request.headers.get('cookie'))) === MARKER
}

/** The Set-Cookie header that removes the notice (after a successful sign-in). */
export function clearSignedOutNotice(): Promise<string> {
  return noticeCookie().serialize('', { maxAge: 0 })
}

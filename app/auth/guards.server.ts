/**
 * Who is asking, and may they? Every loader and action calls one of these itself (nested loaders
 * run in parallel: a parent's guard protects nothing).
 *
 * - `getOptionalUser`: the signed-in user or null; enforces the idle timeout and the absolute
 *   lifetime, and keeps the upstream token fresh.
 * - `requireUser`: a visitor is sent to /login carrying the page asked for; a member whose session
 *   just ran out (idle, lifetime) with the login page's notice that it was closed for her security.
 * - `requirePermission` / `requireAdmin`: a signed-in user without the right goes home.
 *
 * Calls to the API as the user go through `upstreamAs` (upstream-as.server.ts), which also
 * applies the 401/403 policy.
 */
import { redirect } from '@remix-run/node'
import { paths } from '~/utils/paths'
import { readAuth, sessionTimedOut } from './auth-session.server'
import { loginPath } from './redirect'
import { leaveSignedOutNotice } from './signed-out-notice.server'
import type { Permiso, SessionUser } from './user'

export interface AuthContext {
  user: SessionUser
  /** The upstream token, valid for at least the refresh margin. Never send it to the browser. */
  token: string
  /** When the session ends if nothing else happens (epoch ms), for the idle warning. */
  idleDeadline: number
}

/** Whether reading this request's session just ended it by its clocks: the login page says why. */
export { sessionTimedOut } from './auth-session.server'

export function getOptionalUser(request: Request): Promise<AuthContext | null> {
  return readAuth(request)
}

export async function requireUser(request: Request): Promise<AuthContext> {
  const auth = await readAuth(request)
  if (!auth) {
    const notice = sessionTimedOut(request) ? { headers: { 'Set-Cookie': await leaveSignedOutNotice() } } : undefined
    throw redirect(loginPath(request), notice)
  }
  return auth
}

export async function requirePermission(request: Request, permiso: Permiso): Promise<AuthContext> {
  const auth = await requireUser(request)
  if (!auth.user.permisos.includes(permiso)) throw redirect(paths.home)
  return auth
}

export async function requireAdmin(request: Request): Promise<AuthContext> {
  const auth = await requireUser(request)
  if (!auth.user.isAdmin) throw redirect(paths.home)
  return auth
}

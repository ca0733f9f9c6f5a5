/**
 * Who is asking, and may they? Every loader and action calls one of these itself (nested loaders
 * run in parallel: a parent's guard protects nothing).
 *
 * - `getOptionalUser`: the signed-in user or null; enforces the idle timeout and the absolute
 *   lifetime, and keeps the upstream token fresh.
 * - `requireUser`: a visitor is sent to /login carrying the page asked for.
 * - `requirePermission` / `requireAdmin`: a signed-in user without the right goes home.
 *
 * Calls to the API as the user go through `upstreamAs` (upstream-as.server.ts), which also
 * applies the 401/403 policy.
 */
import { redirect } from '@remix-run/node'
import { paths } from '~/utils/paths'
import { readAuth } from './auth-session.server'
import { loginPath } from './redirect'
import type { Permiso, SessionUser } from './user'

export interface AuthContext {
  user: SessionUser
  /** The upstream token, valid for at least the refresh margin. Never send it to the browser. */
  token: string
  /** When the session ends if nothing else happens (epoch ms), for the idle warning. */
  idleDeadline: number
}

export function getOptionalUser(request: Request): Promise<AuthContext | null> {
  return readAuth(request)
}

export async function requireUser(request: Request): Promise<AuthContext> {
  const auth = await readAuth(request)
  if (!auth) throw redirect(loginPath(request))
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

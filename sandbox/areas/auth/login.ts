/**
 * What every way of signing in shares (the password login, E01, and the passkey login, E19/E20): which accounts
 * are refused and with which answer, and the session token a successful login gets. A login route proves who the
 * person is its own way, between refusedBeforeProof and admit.
 */
import type { Response } from 'express'
import type { SandboxContext } from '../../context'
import { SANCIONADO_DETAIL } from '../afiliados/store'
import { resetFailedAttempts, type LoginRow } from './store'
import { issueToken } from './tokens'

export const INVALID_CREDENTIALS_DETAIL = 'Credenciales inválidas'
export const BLOCKED = { detail: 'Usuario bloqueado por intentos fallidos', isBlocked: true, signCount: 0 }

export interface LoginRefusal {
  status: number
  body: Record<string, unknown>
}

type LoginContext = Pick<SandboxContext, 'db' | 'clock' | 'settings' | 'jwtSecret'>

export function sendRefusal(res: Response, refusal: LoginRefusal): void {
  res.status(refusal.status).json(refusal.body)
}

/** A blocked account is refused before its proof is even looked at: 403 with `isBlocked`. */
export function refusedBeforeProof(login: LoginRow): LoginRefusal | null {
  return login.blocked === 1 ? { status: 403, body: BLOCKED } : null
}

/**
 * After a successful proof: the run of failed passwords ends, and the affiliate gets a session token unless
 * penalised (401 with the spec's detail). The penalty is checked only here, after the proof, so it is never
 * revealed to someone who could not sign in as the affiliate.
 */
export function admit(ctx: LoginContext, login: LoginRow): { token: string } | { refusal: LoginRefusal } {
  // Reset even when the login is then refused for a penalty: the person did prove who they are.
  resetFailedAttempts(ctx.db, login.id)
  if (login.sancionado === 1) return { refusal: { status: 401, body: { detail: SANCIONADO_DETAIL } } }
  return { token: issueToken(ctx, { userId: login.id, username: login.ci }) }
}

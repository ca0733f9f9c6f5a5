/**
 * Access tokens of the sandbox API: issuing, checking (signature, expiry on the sandbox clock, revocation) and the
 * `Authorization: Bearer` guard of the protected endpoints.
 */
import { randomUUID } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { sendDetail } from '../../lib/http'
import { signJwt, verifyJwt } from '../../lib/jwt'
import type { AfiliadoRow } from '../afiliados/store'
import { findAccountHolder, isRevoked, revoke } from './store'

export const TOKEN_INVALID_DETAIL = 'Token inválido o expirado'
const CREDENTIALS_MISSING_DETAIL = 'Las credenciales de autenticación no se proveyeron.'

const TokenPayloadSchema = z.object({
  /** The account's id. */
  user_id: z.number().int(),
  /** The affiliate's CI. */
  username: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
  /** iat of the login that started this chain of refreshes. */
  orig_iat: z.number().int(),
  jti: z.string().min(1),
})
type TokenPayload = z.infer<typeof TokenPayloadSchema>

type TokenContext = Pick<SandboxContext, 'db' | 'clock' | 'settings' | 'jwtSecret'>

export function epochSeconds(at: Date): number {
  return Math.floor(at.getTime() / 1000)
}

/** A new token for the account; a refresh passes the orig_iat of the token it replaces. */
export function issueToken(ctx: TokenContext, account: { userId: number; username: string }, origIat?: number): string {
  const iat = epochSeconds(ctx.clock.now())
  const payload: TokenPayload = {
    user_id: account.userId,
    username: account.username,
    iat,
    exp: iat + ctx.settings.get().tokenLifetimeSeconds,
    orig_iat: origIat ?? iat,
    jti: randomUUID(),
  }
  return signJwt(payload, ctx.jwtSecret)
}

/** The payload of a token signed by this sandbox, unexpired on its clock and not revoked; otherwise null. */
export function readToken(ctx: TokenContext, token: string): TokenPayload | null {
  const parsed = TokenPayloadSchema.safeParse(verifyJwt(token, ctx.jwtSecret))
  if (!parsed.success) return null
  // RFC 7519: a token must not be accepted on or after its exp.
  if (epochSeconds(ctx.clock.now()) >= parsed.data.exp) return null
  return isRevoked(ctx.db, parsed.data.jti) ? null : parsed.data
}

export function revokeToken(ctx: TokenContext, jti: string): void {
  revoke(ctx.db, jti, ctx.clock.now())
}

interface AuthenticatedUser {
  afiliado: AfiliadoRow
  token: TokenPayload
}

// Keyed by the request object itself, so nothing is added to Express's global Request type.
const authenticated = new WeakMap<Request, AuthenticatedUser>()

function unauthorized(res: Response, detail: string): void {
  res.set('WWW-Authenticate', 'Bearer')
  sendDetail(res, 401, detail)
}

/** Lets the request through only with a valid `Authorization: Bearer <jwt>`; see currentUser. */
export function requireAuth(ctx: TokenContext): RequestHandler {
  return (req, res, next) => {
    const [scheme, token, ...rest] = (req.get('authorization') ?? '').trim().split(/\s+/)
    if (scheme?.toLowerCase() !== 'bearer') return unauthorized(res, CREDENTIALS_MISSING_DETAIL)
    const payload = token && rest.length === 0 ? readToken(ctx, token) : null
    const afiliado = payload ? findAccountHolder(ctx.db, payload.user_id) : undefined
    if (!payload || !afiliado) return unauthorized(res, TOKEN_INVALID_DETAIL)
    authenticated.set(req, { afiliado, token: payload })
    next()
  }
}

/** The affiliate and token that requireAuth accepted for this request. */
export function currentUser(req: Request): AuthenticatedUser {
  const user = authenticated.get(req)
  if (!user) throw new Error(`${req.method} ${req.path} no pasa por requireAuth`)
  return user
}

/**
 * Login, token refresh and logout (spec 000 §7). Five wrong passwords in a row block the account and e-mail the
 * affiliate a link to set a new password.
 */
import { Router } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { sendDetail } from '../../lib/http'
import { sendEmail } from '../../lib/outbox'
import { verifyPassword } from '../../lib/passwords'
import type { AfiliadoRow } from '../afiliados/store'
import { admit, BLOCKED, INVALID_CREDENTIALS_DETAIL, refusedBeforeProof, sendRefusal } from './login'
import { addFailedAttempt, blockAccount, findLogin } from './store'
import {
  currentUser,
  epochSeconds,
  issueToken,
  readToken,
  requireAuth,
  revokeToken,
  TOKEN_INVALID_DETAIL,
} from './tokens'

const MAX_FAILED_ATTEMPTS = 5
/** A chain of refreshes ends 12 hours after the login that started it. */
const REFRESH_WINDOW_SECONDS = 12 * 60 * 60

const LoginSchema = z.object({ username: z.string().trim().min(1), password: z.string().min(1) })
const RefreshSchema = z.object({ token: z.string().min(1) })

function blockedEmailBody(nombre: string, portalUrl: string): string {
  return [
    `Hola ${nombre}:`,
    `Bloqueamos tu usuario del portal de socios porque se ingresó una contraseña incorrecta ${MAX_FAILED_ATTEMPTS} veces seguidas.`,
    `Para desbloquearlo, crea una contraseña nueva en ${portalUrl}/nueva-contraseña`,
    'Si no fuiste tú quien intentó ingresar, comunícate con nuestro call center.',
  ].join('\n\n')
}

export function authRouter(ctx: SandboxContext): Router {
  const { db, clock } = ctx
  const router = Router()


  /** Counts a wrong password; at the limit blocks the account and sends the e-mail. Returns attempts left. */
  const recordFailure = db.transaction((afiliado: AfiliadoRow): number => {
    const remaining = MAX_FAILED_ATTEMPTS - addFailedAttempt(db, afiliado.id)
    if (remaining > 0) return remaining
    blockAccount(db, afiliado.id)
    if (afiliado.email) {
      sendEmail(
        db,
        { to: afiliado.email, subject: 'Usuario bloqueado', body: blockedEmailBody(afiliado.nombre, ctx.portalUrl) },
        clock.now(),
      )
    }
    return 0
  })

  router.post('/api-token-auth/', (req, res) => {
    const parsed = LoginSchema.safeParse(req.body)
    if (!parsed.success) return sendDetail(res, 400, 'Indique username (cédula) y password')
    const { username, password } = parsed.data

    // An unknown CI and an affiliate without an account get the same answer as a wrong password.
    const login = findLogin(db, username)
    if (!login) return sendDetail(res, 400, INVALID_CREDENTIALS_DETAIL)
    const blocked = refusedBeforeProof(login)
    if (blocked) return sendRefusal(res, blocked)

    if (!verifyPassword(password, login.password_hash)) {
      const remaining = recordFailure(login)
      if (remaining === 0) return res.status(403).json(BLOCKED)
      return res.status(400).json({ detail: INVALID_CREDENTIALS_DETAIL, signCount: remaining })
    }
    const admitted = admit(ctx, login)
    if ('refusal' in admitted) return sendRefusal(res, admitted.refusal)
    res.json({ token: admitted.token })
  })

  router.post('/api-token-refresh/', (req, res) => {
    const parsed = RefreshSchema.safeParse(req.body)
    const payload = parsed.success ? readToken(ctx, parsed.data.token) : null
    if (!payload || epochSeconds(clock.now()) >= payload.orig_iat + REFRESH_WINDOW_SECONDS) {
      return sendDetail(res, 400, TOKEN_INVALID_DETAIL)
    }
    // Each token is refreshed once: the replaced one stops working.
    revokeToken(ctx, payload.jti)
    res.json({ token: issueToken(ctx, { userId: payload.user_id, username: payload.username }, payload.orig_iat) })
  })

  router.post('/api/token/logout/', requireAuth(ctx), (req, res) => {
    revokeToken(ctx, currentUser(req).token.jti)
    res.json({ detail: 'Sesión cerrada' })
  })

  return router
}

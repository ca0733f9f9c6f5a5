/**
 * Passwords (spec 000 §7, checklist E03, E04, E05, E08): a reset link asked for by cédula and e-mail, its check,
 * setting a password with it, and the signed-in member's change of password.
 *
 * The error bodies are the shapes the portal reads (BR12: a string body, `error`, `details[]`; E05: `detail`), each
 * used where such an API would: a plain-text answer for an expired link, `error` for a link that does not work,
 * `details` for the password rules (Django's validators answer a list).
 */
import { Router } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { sendDetail } from '../../lib/http'
import { sendEmail } from '../../lib/outbox'
import { verifyPassword } from '../../lib/passwords'
import { SANCIONADO_DETAIL, type AfiliadoRow } from '../afiliados/store'
import { findLogin } from './store'
import { checkLink, createLink, LINK_LIFETIME_MINUTES, setPassword, type PasswordLink } from './password-links'
import { currentUser, requireAuth } from './tokens'

export const MIN_PASSWORD_LENGTH = 8

export const NO_MATCH_DETAIL = 'Los datos ingresados no corresponden a un usuario del portal'
export const LINK_INVALID_ERROR = 'El enlace para elegir la contraseña no es válido o ya fue usado.'
export const LINK_EXPIRED_TEXT = 'El enlace para elegir la contraseña venció. Pida uno nuevo.'
export const WRONG_PASSWORD_DETAIL = 'La contraseña actual no es correcta.'
export const SAME_PASSWORD_DETAIL = 'La nueva contraseña debe ser distinta de la actual.'
export const TOO_SHORT = `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`
export const ONLY_DIGITS = 'La contraseña no puede tener solo números.'

const ResetRequestSchema = z.object({ ci: z.string().trim().min(1).max(20), email: z.string().trim().min(1).max(254) })
const CheckSchema = z.object({ token: z.string().max(1000), uid: z.string().max(1000) })
const NewPasswordSchema = z.object({ new_password: z.string().min(1).max(128) })
const ChangeSchema = z.object({ oldPass: z.string().min(1).max(128), newPass: z.string().min(1).max(128) })

/** The mutual's password rules (000 §9): at least eight characters, not only digits. Every rule broken, in order. */
function passwordProblems(password: string): string[] {
  const problems: string[] = []
  if ([...password].length < MIN_PASSWORD_LENGTH) problems.push(TOO_SHORT)
  if (/^\d+$/.test(password)) problems.push(ONLY_DIGITS)
  return problems
}

function setPasswordUrl(portalUrl: string, link: PasswordLink): string {
  const query = new URLSearchParams({ uid: link.uid, token: link.token })
  return `${portalUrl}/set-password?${query.toString()}`
}

function resetEmail(afiliado: AfiliadoRow, url: string) {
  return {
    to: afiliado.email ?? '',
    subject: 'Restablecer tu contraseña',
    body: [
      `Hola ${afiliado.nombre}:`,
      'Recibimos un pedido para restablecer la contraseña de tu usuario del portal de socios.',
      `Para elegir una contraseña nueva, abre este enlace: ${url}`,
      `El enlace vence en ${LINK_LIFETIME_MINUTES} minutos y sirve una sola vez.`,
      'Si no pediste este cambio, ignora este correo: tu contraseña sigue siendo la misma.',
    ].join('\n\n'),
  }
}

function firstPasswordEmail(afiliado: AfiliadoRow, url: string, portalUrl: string) {
  return {
    to: afiliado.email ?? '',
    subject: 'Tu usuario del portal de socios',
    body: [
      `Hola ${afiliado.nombre}:`,
      `Creamos tu usuario del portal de socios. Para elegir tu contraseña, abre este enlace: ${url}`,
      `El enlace vence en ${LINK_LIFETIME_MINUTES} minutos y sirve una sola vez. Si vence, pide otro en ${portalUrl}/nueva-contraseña`,
    ].join('\n\n'),
  }
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function passwordsRouter(ctx: SandboxContext): Router {
  const { db, clock } = ctx
  const router = Router()

  /** E03: a reset link by e-mail when cédula and e-mail are those of an account. */
  router.post('/reset-pass-auth/', (req, res) => {
    const parsed = ResetRequestSchema.safeParse(req.body)
    if (!parsed.success) return sendDetail(res, 400, 'Indique ci y email')
    const { ci, email } = parsed.data

    const login = findLogin(db, ci)
    // An unknown cédula, an affiliate without an account and a wrong e-mail get the same answer.
    if (!login?.email || !sameEmail(login.email, email)) return sendDetail(res, 400, NO_MATCH_DETAIL)
    // Only someone who knows both learns of the penalty (DOCUMENT_PENALIZED; 401 as at login and E13).
    if (login.sancionado === 1) return sendDetail(res, 401, SANCIONADO_DETAIL)

    const now = clock.now()
    db.transaction(() => {
      const link = createLink(db, login.id, 'restablecer', now)
      sendEmail(db, resetEmail(login, setPasswordUrl(ctx.portalUrl, link)), now)
    })()
    res.json({ detail: 'Se envió un correo con las instrucciones para restablecer la contraseña' })
  })

  /** E08: is this link still good? */
  router.post('/api/userAuth/check-reset-pass-params/', (req, res) => {
    const parsed = CheckSchema.safeParse(req.body)
    if (!parsed.success) return sendDetail(res, 400, 'Indique token y uid')
    const { uid, token } = parsed.data
    res.json({ isValid: checkLink(db, uid, token, clock.now()).state === 'usable' })
  })

  /** E04 (A15: uid, then token): sets the password through a link, once. */
  router.post('/reset-pass-auth/:uid/:token/', (req, res) => {
    const parsed = NewPasswordSchema.safeParse(req.body)
    if (!parsed.success) return res.status(400).json({ error: 'Indique new_password' })
    const now = clock.now()
    const link = checkLink(db, req.params.uid ?? '', req.params.token ?? '', now)
    if (link.state === 'expired') return res.status(400).type('text/plain').send(LINK_EXPIRED_TEXT)
    if (link.state === 'invalid') return res.status(400).json({ error: LINK_INVALID_ERROR })

    const problems = passwordProblems(parsed.data.new_password)
    if (problems.length > 0) return res.status(400).json({ details: problems })
    db.transaction(() => setPassword(db, link.accountId, parsed.data.new_password, now))()
    res.json({ detail: 'Contraseña restablecida' })
  })

  /** E05: the signed-in member changes the password, knowing the current one. */
  router.post('/change-pass-auth/', requireAuth(ctx), (req, res) => {
    const parsed = ChangeSchema.safeParse(req.body)
    if (!parsed.success) return sendDetail(res, 400, 'Indique oldPass y newPass')
    const { oldPass, newPass } = parsed.data
    const { afiliado } = currentUser(req)
    const login = findLogin(db, afiliado.ci)
    if (!login || !verifyPassword(oldPass, login.password_hash)) return sendDetail(res, 400, WRONG_PASSWORD_DETAIL)
    const problem = passwordProblems(newPass)[0]
    if (problem) return sendDetail(res, 400, problem)
    if (newPass === oldPass) return sendDetail(res, 400, SAME_PASSWORD_DETAIL)
    db.transaction(() => setPassword(db, login.id, newPass, clock.now()))()
    res.json({ detail: 'Contraseña actualizada' })
  })

  return router
}

/** For the test control that gives an affiliate an account (POST /sandbox/cuentas). */
export function sendFirstPasswordLink(ctx: SandboxContext, afiliado: AfiliadoRow, now: Date): void {
  const link = createLink(ctx.db, afiliado.id, 'primera', now)
  sendEmail(ctx.db, firstPasswordEmail(afiliado, setPasswordUrl(ctx.portalUrl, link), ctx.portalUrl), now)
}

/**
 * E-mail validation (spec 000 §7 E06, E07; checklist Part 6 "validation-email sending/validation"): a mail with a
 * link to GET /validar-email/?uid=&token= on this API's own host. The link works once, for 24 hours, and only for
 * the address it was sent to; the database keeps a hash of the token, never the token.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { SandboxContext } from '../../context'
import { sendEmail } from '../../lib/outbox'
import {
  findValidacionEmail,
  insertValidacionEmail,
  useValidacionEmail,
  type AfiliadoRow,
} from './store'

export const VALIDATION_PATH = '/validar-email/'
export const VALIDATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000

export const VALIDATION_SUBJECT = 'Valida tu e-mail'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

function emailBody(nombre: string, link: string): string {
  return [
    `Hola ${nombre}:`,
    'Para que podamos avisarte de tus reservas, cancelaciones y otras novedades, valida tu e-mail abriendo este enlace:',
    link,
    'El enlace vence en 24 horas y sirve una sola vez. Si no pediste este mail, ignóralo.',
  ].join('\n\n')
}

/**
 * Sends the affiliate's current address a new validation link. `apiBaseUrl` is where this API was reached, so the
 * link leads back to it. Returns the link (tests read it from the outbox, as a person would).
 */
export function sendValidationEmail(
  ctx: Pick<SandboxContext, 'db' | 'clock'>,
  afiliado: AfiliadoRow & { email: string },
  apiBaseUrl: string,
): string {
  const now = ctx.clock.now()
  const token = randomBytes(32).toString('base64url')
  insertValidacionEmail(ctx.db, {
    afiliado_id: afiliado.id,
    email: afiliado.email,
    token_hash: hashToken(token),
    creado_en: now.toISOString(),
    vence_en: new Date(now.getTime() + VALIDATION_LINK_LIFETIME_MS).toISOString(),
  })
  const link = `${apiBaseUrl}${VALIDATION_PATH}?${new URLSearchParams({ uid: String(afiliado.id), token })}`
  sendEmail(ctx.db, { to: afiliado.email, subject: VALIDATION_SUBJECT, body: emailBody(afiliado.nombre, link) }, now)
  return link
}

export type ValidationOutcome = 'validado' | 'invalido'

/** Opens a link: validates the address it was sent to when the link is genuine, unused, unexpired and current. */
export function validateEmail(ctx: Pick<SandboxContext, 'db' | 'clock'>, uid: string, token: string): ValidationOutcome {
  const validacion = findValidacionEmail(ctx.db, hashToken(token))
  // One answer for every failure: the page does not tell a guessed token from an expired one.
  if (!validacion || String(validacion.afiliado_id) !== uid) return 'invalido'
  const now = ctx.clock.now()
  if (now.getTime() >= Date.parse(validacion.vence_en)) return 'invalido'
  return useValidacionEmail(ctx.db, validacion, now) ? 'validado' : 'invalido'
}

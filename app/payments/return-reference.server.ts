/**
 * The reference a provider's hosted page carries back to the portal (A33, A54). The session cookie is
 * SameSite=Strict, so the browser comes back from the provider's site without it: the public return route
 * (`/pagos/retorno`) can only check that the reference is the portal's own before it continues, with a same-site
 * navigation, to the guarded page that matches it against the session and asks the API for the payment's real
 * state. Signed (HMAC with the session secret) so that the public page never echoes someone's made-up address.
 *
 * A payment's reference names the payment (its kind's slug and the API's id) and nothing else, so it is the same for
 * every answer about that payment: twenty submits of one form, or two answers racing to the session, hand the
 * browser one reference, and a return whose session lost the payment can still say which payment it was (the API
 * then decides whether it is this member's). A card capture's reference is random: it names a capture the session
 * that started it keeps (payments/card-capture.server.ts).
 */
import crypto from 'node:crypto'
import { cookieSecret } from '~/auth/session.server'
import type { PaymentKindInfo } from '~/domain/payment-kinds'

export type ReturnReference =
  | { purpose: 'pago'; slug: PaymentKindInfo['slug']; paymentId: string }
  | { purpose: 'tarjeta' }

/** A reference is short; anything longer is refused unread. */
const MAX_LENGTH = 200
/** A payment id in a reference: base64url of at most 64 bytes (86 characters). */
const MAX_ENCODED_ID = 86
const PAYMENT = /^pago\.(couta|orden|solicitud-medicamento)\.([A-Za-z0-9_-]{1,86})\.([A-Za-z0-9_-]{43})$/
const CAPTURE = /^tarjeta\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

const sign = (payload: string) =>
  crypto.createHmac('sha256', cookieSecret()).update(`retorno:${payload}`).digest('base64url')

const signed = (payload: string) => `${payload}.${sign(payload)}`

function signatureHolds(payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(payload))
  const given = Buffer.from(signature)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/**
 * The one reference of a payment: `pago.<slug>.<id in base64url>.<signature>`. Null for an id the portal would not
 * carry in an address (empty or overlong): such a payment cannot go to the provider's hosted page.
 */
export function paymentReference(slug: PaymentKindInfo['slug'], paymentId: string): string | null {
  const id = Buffer.from(paymentId, 'utf8').toString('base64url')
  return id === '' || id.length > MAX_ENCODED_ID ? null : signed(`pago.${slug}.${id}`)
}

/** A new card-capture reference: `tarjeta.<random>.<signature>`. */
export function newCaptureReference(): string {
  return signed(`tarjeta.${crypto.randomBytes(16).toString('base64url')}`)
}

/** What a reference the portal signed names; null for anything else. */
export function readReturnReference(value: unknown): ReturnReference | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null
  const payment = PAYMENT.exec(value)
  if (payment) {
    const [, slug, id, signature] = payment as unknown as [string, PaymentKindInfo['slug'], string, string]
    if (!signatureHolds(`pago.${slug}.${id}`, signature)) return null
    const paymentId = Buffer.from(id, 'base64url').toString('utf8')
    // Only the canonical spelling of an id is the portal's (base64url has one per byte string).
    if (Buffer.from(paymentId, 'utf8').toString('base64url') !== id) return null
    return { purpose: 'pago', slug, paymentId }
  }
  const capture = CAPTURE.exec(value)
  if (capture && signatureHolds(`tarjeta.${capture[1]}`, capture[2]!)) return { purpose: 'tarjeta' }
  return null
}

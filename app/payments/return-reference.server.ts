/**
 * The reference a provider's hosted page carries back to the portal (A33, A54). The session cookie is
 * SameSite=Strict, so the browser comes back from the provider's site without it: the public return route
 * (`/pagos/retorno`) can only check that the reference is the portal's own before it continues, with a same-site
 * navigation, to the guarded page that matches it against the session and asks the API for the payment's real
 * state. Signed (HMAC with the session secret) so that the public page never echoes someone's made-up address.
 *
 * A payment's reference names the payment (its channel's name, channel.ts, and the API's id) and nothing else, so it
 * is the same for every answer about that payment: twenty submits of one form, or two answers racing to the session,
 * hand the browser one reference, and a return whose session lost the payment can still say which payment it was (the API
 * then decides whether it is this member's). A card capture's reference is random: it names a capture the session
 * that started it keeps (payments/card-capture.server.ts).
 */
import crypto from 'node:crypto'
import { cookieSecret } from '~/auth/session.server'
import { PAYMENT_CHANNEL_NAMES } from './return-destinations.server'

export type ReturnReference =
  // `name`: the payment channel's (a debt kind's slug, `reserva`, `compra-medicamentos`).
  | { purpose: 'pago'; name: string; paymentId: string }
  | { purpose: 'tarjeta' }

/** A reference is short; anything longer is refused unread. */
const MAX_LENGTH = 200
/** A payment id in a reference: base64url of at most 64 bytes (86 characters). */
const MAX_ENCODED_ID = 86
/** Only the names of return-destinations.server.ts: a reference always has somewhere to go back to. */
const PAYMENT = new RegExp(`^pago\\.(${PAYMENT_CHANNEL_NAMES.join('|')})\\.([A-Za-z0-9_-]{1,86})\\.([A-Za-z0-9_-]{43})$`)
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
 * The one reference of a payment: `pago.<channel name>.<id in base64url>.<signature>`. Null for an id the portal
 * would not carry in an address (empty or overlong): such a payment cannot go to the provider's hosted page. A name
 * without a destination is a programming error.
 */
export function paymentReference(name: string, paymentId: string): string | null {
  if (!PAYMENT_CHANNEL_NAMES.includes(name)) throw new Error(`No return destination for payment channel "${name}"`)
  const id = Buffer.from(paymentId, 'utf8').toString('base64url')
  return id === '' || id.length > MAX_ENCODED_ID ? null : signed(`pago.${name}.${id}`)
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
    const [, name, id, signature] = payment as unknown as [string, string, string, string]
    if (!signatureHolds(`pago.${name}.${id}`, signature)) return null
    const paymentId = Buffer.from(id, 'base64url').toString('utf8')
    // Only the canonical spelling of an id is the portal's (base64url has one per byte string).
    if (Buffer.from(paymentId, 'utf8').toString('base64url') !== id) return null
    return { purpose: 'pago', name, paymentId }
  }
  const capture = CAPTURE.exec(value)
  if (capture && signatureHolds(`tarjeta.${capture[1]}`, capture[2]!)) return { purpose: 'tarjeta' }
  return null
}

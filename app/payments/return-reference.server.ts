/**
 * The reference a provider's hosted page carries back to the portal (A33, A54). The session cookie is
 * SameSite=Strict, so the browser comes back from the provider's site without it: the public return route
 * (`/pagos/retorno`) can only check that the reference is the portal's own before it continues, with a same-site
 * navigation, to the guarded page that matches it against the session (single use) and asks the API for the
 * payment's real state. Signed so that the public page never echoes someone's made-up address.
 */
import crypto from 'node:crypto'
import { cookieSecret } from '~/auth/session.server'

export type ReturnPurpose = 'pago' | 'tarjeta'

const sign = (payload: string) =>
  crypto.createHmac('sha256', cookieSecret()).update(`retorno:${payload}`).digest('base64url')

/** A new reference for `purpose`: `<purpose>.<random>.<signature>`. */
export function newReturnReference(purpose: ReturnPurpose): string {
  const payload = `${purpose}.${crypto.randomBytes(16).toString('base64url')}`
  return `${payload}.${sign(payload)}`
}

/** The purpose of a reference the portal signed; null for anything else. */
export function readReturnReference(value: unknown): ReturnPurpose | null {
  if (typeof value !== 'string' || value.length > 200) return null
  const match = /^(pago|tarjeta)\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value)
  if (!match) return null
  const expected = Buffer.from(sign(`${match[1]}.${match[2]}`))
  const given = Buffer.from(match[3]!)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
    ? (match[1] as ReturnPurpose)
    : null
}

/**
 * How an address names a person of a medicine journey: flow B's `?eliminar=` and `ver-indicaciones?afiliado=`, flow
 * A's `?persona=` (and its person select, which a search without JavaScript puts in the address). Her key in the
 * draft (flow B's `affiliateKey`, flow A's group key) holds her document number, and personal data must not be put in
 * URLs: the browser keeps them in its history and address bar. The token is a short HMAC of the key with the server's
 * cookie secret: it names the same person on every page of the journey, a page finds her by comparing it with the
 * tokens of the draft's keys, and without the secret nobody can work a document number back from it (a plain hash of
 * the few million cédulas would be undone by trying them all). The same person has the same token in every session
 * while the secret stays: a shared computer's history can tell that two addresses name one person, not who she is.
 */
import crypto from 'node:crypto'
import { cookieSecret } from '~/auth/session.server'

/** 96 bits of the HMAC: enough that a made-up token names nobody, short enough for an address. */
const LENGTH = 16

/** The token that names the person of `key` in an address. */
export function personToken(key: string): string {
  return crypto.createHmac('sha256', cookieSecret()).update(`persona:${key}`).digest('base64url').slice(0, LENGTH)
}

/** The key among `keys` that `token` names; undefined for a token that names none of them (or no token). */
export function keyNamedBy(token: string | null, keys: readonly string[]): string | undefined {
  if (token === null || token.length !== LENGTH) return undefined
  return keys.find((key) => personToken(key) === token)
}

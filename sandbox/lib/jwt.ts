/**
 * JSON Web Tokens signed with HS256 (RFC 7519 / 7515, compact form), on node:crypto alone. Only the signature and
 * the header are checked here; expiry and revocation depend on the clock and the database (see auth.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url')
}

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest()
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const input = `${HEADER}.${base64url(JSON.stringify(payload))}`
  return `${input}.${sign(input, secret).toString('base64url')}`
}

/** The payload when the token is well formed, declares HS256 and carries a valid signature; otherwise null. */
export function verifyJwt(token: string, secret: string): unknown {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header = '', payload = '', signature = ''] = parts
  // Only HS256: accepting the header's word for the algorithm is how "alg: none" forgeries get in.
  const decodedHeader = decodeJson(header)
  if (typeof decodedHeader !== 'object' || decodedHeader === null || !('alg' in decodedHeader)) return null
  if (decodedHeader.alg !== 'HS256') return null

  const expected = sign(`${header}.${payload}`, secret)
  const actual = Buffer.from(signature, 'base64url')
  // Buffer.from drops characters outside the alphabet; a re-encoding mismatch means the signature was not canonical.
  if (actual.toString('base64url') !== signature) return null
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return decodeJson(payload) ?? null
}

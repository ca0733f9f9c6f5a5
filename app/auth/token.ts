/**
 * The upstream token's life (spec 000 §4, §9; checklist BR06): a token is expired once the clock
 * passes its `exp`; it is attached to calls only while unexpired and refreshed when fewer than
 * two minutes remain.
 */
export const REFRESH_MARGIN_MS = 2 * 60 * 1000

export type TokenState = 'valid' | 'refresh' | 'expired'

export function tokenState(expiresAt: number, now: number): TokenState {
  if (now > expiresAt) return 'expired'
  return expiresAt - now < REFRESH_MARGIN_MS ? 'refresh' : 'valid'
}

/** The `exp` claim of a JWT in epoch milliseconds, or null when the token is not a readable JWT. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null
  } catch {
    return null
  }
}

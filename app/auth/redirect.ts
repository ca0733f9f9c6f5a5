/**
 * Where to send a user after login (checklist A07) or after "Recargar": only a path of this
 * portal. The target is resolved the way a browser would resolve it (dot segments, encoded dots,
 * backslashes, stripped tabs and newlines), and only then judged: `/.//evil.example` resolves to
 * `//evil.example`, which a browser reads as another origin, so judging the raw text is not
 * enough. Anything that is not a same-origin path falls back to home.
 */

// Two unrelated origins: a path is ours only if it stays on whichever origin it is resolved against.
const PORTAL = 'http://portal.invalid'
const ELSEWHERE = 'https://elsewhere.invalid'

/** Longer than any page of the portal with its query; a longer value is not a page the user was on. */
export const MAX_REDIRECT_LENGTH = 2048

function sameOriginPath(value: string): string | undefined {
  let resolved: URL
  try {
    resolved = new URL(value, PORTAL)
  } catch {
    return undefined
  }
  if (resolved.origin !== PORTAL) return undefined
  const path = resolved.pathname + resolved.search + resolved.hash
  // What goes into Location is read again by the browser, relative to the portal it is on.
  if (path.startsWith('//') || new URL(path, ELSEWHERE).origin !== ELSEWHERE) return undefined
  return path
}

export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_REDIRECT_LENGTH) return fallback
  // Only an absolute path is a page of ours; a browser would strip control characters and read
  // backslashes as slashes, so a value holding either was not written by the portal.
  if (!value.startsWith('/')) return fallback
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === '\\')) return fallback
  return sameOriginPath(value) ?? fallback
}

/** Where to go once signed in: `safeRedirectPath`, except the sign-in page itself, which would only ask again. */
export function afterSignInPath(value: unknown): string {
  const path = safeRedirectPath(value)
  return new URL(path, PORTAL).pathname === '/login' ? '/' : path
}

/** `/login?redirectTo=<the page the visitor asked for>`. */
export function loginPath(request: Request): string {
  const url = new URL(request.url)
  const origin = url.pathname + url.search
  if (url.pathname === '/' || url.pathname === '/login') return '/login'
  return `/login?${new URLSearchParams({ redirectTo: origin })}`
}

/**
 * Where to send a user after login (checklist A07): only a path of this portal. Anything that a
 * browser could read as another origin (`//evil.example`, `/\evil.example`, `https://…`) or that
 * carries control characters falls back to home.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value === '') return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return fallback
  const url = new URL(value, 'http://portal.invalid')
  if (url.origin !== 'http://portal.invalid') return fallback
  return url.pathname + url.search + url.hash
}

/** `/login?redirectTo=<the page the visitor asked for>`. */
export function loginPath(request: Request): string {
  const url = new URL(request.url)
  const origin = url.pathname + url.search
  if (url.pathname === '/' || url.pathname === '/login') return '/login'
  return `/login?${new URLSearchParams({ redirectTo: origin })}`
}

/**
 * Where the provider's pages live and where they may send the browser back to. The provider is served from the
 * sandbox's own origin, another site than the portal's, as a real provider would be.
 */
import type { Request } from 'express'

export const CHECKOUT_SCRIPT_PATH = '/pasarela/checkout.js'
export const CAPTURE_PAGE_PATH = '/pasarela/captura'
export const CVV_PAGE_PATH = '/pasarela/cvv'

const MAX_RETURN_URL_LENGTH = 2048

/**
 * The sandbox's address as the browser reaches it: SANDBOX_PUBLIC_URL when set (behind a proxy or a domain), else
 * the host the API call came to (the portal calls the sandbox at the address the browser uses too).
 */
export function publicBaseUrl(req: Request): string {
  const configured = process.env.SANDBOX_PUBLIC_URL?.trim()
  if (configured) return configured.replace(/\/+$/, '')
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`
}

/** A page's address with its session in the query string, which the request log leaves out. */
export function pageUrl(req: Request, pagePath: string, sesion: string): string {
  const url = new URL(pagePath, publicBaseUrl(req))
  url.searchParams.set('sesion', sesion)
  return url.href
}

/**
 * The return URL the portal gave, when it is an absolute http(s) address on one of the portal's origins (the
 * passkeys' origins: the portal's pages) without credentials; null otherwise, and the provider then refuses to
 * redirect anywhere.
 */
export function allowedReturnUrl(value: unknown, portalOrigins: readonly string[]): URL | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_RETURN_URL_LENGTH) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username !== '' || url.password !== '') return null
  return portalOrigins.includes(url.origin) ? url : null
}

/** The return URL with the outcome added to its query (the portal's own parameters are kept). */
export function returnWith(url: URL, params: Record<string, string>): string {
  const back = new URL(url.href)
  for (const [name, value] of Object.entries(params)) back.searchParams.set(name, value)
  back.hash = ''
  return back.href
}

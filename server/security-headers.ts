/**
 * Security headers for every response, with a fresh CSP nonce per response.
 *
 * Every script the portal sends, inline or external, carries the nonce; 'strict-dynamic' lets
 * those scripts load the route modules they import, and nothing else runs. Styles come only
 * from our own stylesheet, as a file or, on a first visit, inside the page with the nonce (no
 * inline style attributes anywhere).
 *
 * The card provider's origin is named only on the pages that use it, each of which says so with its route handle
 * (`{ paysOnline: true }`, app/payments/pays-online.server.ts; entry.server.tsx marks such a document's response):
 * its security-code and card pages in a frame, and the redirect to its hosted pages after the pay form's POST,
 * which Chromium checks against `form-action`. Its checkout script needs no entry: the page's own (nonced) code adds
 * it, which 'strict-dynamic' admits.
 */
import crypto from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { PAYS_ONLINE_HEADER } from '~/payments/pays-online.server'
import { providerOrigin } from '~/payments/provider.server'

export function contentSecurityPolicy(nonce: string, provider?: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // The nonce admits the stylesheet a first visit gets inline (app/styles/first-visit.server.ts).
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    ...(provider ? [`frame-src ${provider}`] : []),
    provider ? `form-action 'self' ${provider}` : "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ')
}

export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
].join(', ')

export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = crypto.randomBytes(16).toString('base64')
  res.locals.cspNonce = nonce
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce))
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
  // HSTS only means something over TLS; behind a proxy `req.secure` follows TRUST_PROXY.
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  allowProviderOnPayingPages(res, nonce)
  next()
}

/**
 * A page that pays online (its document's response carries the mark entry.server.tsx sets) gets the policy that
 * names the card provider; the mark itself never leaves. Decided when the headers are written, after Remix has
 * rendered the page.
 */
function allowProviderOnPayingPages(res: Response, nonce: string) {
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (res.hasHeader(PAYS_ONLINE_HEADER)) {
      res.removeHeader(PAYS_ONLINE_HEADER)
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, providerOrigin()))
    }
    return writeHead.apply(this, args)
  } as Response['writeHead']
}

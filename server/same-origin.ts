/**
 * Refuses state-changing requests that another site's page started (CSRF). Browsers say where a
 * form post comes from in `Origin` and `Sec-Fetch-Site`; a request with neither (curl, an old
 * browser) passes, and the session cookie is SameSite=Strict anyway.
 */
import type { NextFunction, Request, Response } from 'express'
import { servicePage } from '~/copy/shell'
import { sendRefusal } from './refusal-page'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface RequestFacts {
  method: string
  /** The portal's own origin as this request reached it, e.g. `https://portal.example`. */
  ownOrigin: string
  origin?: string
  secFetchSite?: string
}

export function isCrossSite({ method, ownOrigin, origin, secFetchSite }: RequestFacts): boolean {
  if (SAFE_METHODS.has(method)) return false
  if (origin) return origin !== ownOrigin
  return secFetchSite !== undefined && secFetchSite !== 'same-origin' && secFetchSite !== 'none'
}

export function sameOrigin(req: Request, res: Response, next: NextFunction) {
  const facts = {
    method: req.method,
    ownOrigin: `${req.protocol}://${req.get('host')}`,
    origin: req.get('origin'),
    secFetchSite: req.get('sec-fetch-site'),
  }
  if (!isCrossSite(facts)) return next()
  sendRefusal(res, 403, servicePage.crossSiteTitle, servicePage.crossSite)
}

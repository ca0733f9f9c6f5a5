/**
 * Refuses state-changing requests that another site's page started (CSRF). Browsers say where a
 * form post comes from in `Origin` and `Sec-Fetch-Site`; an old browser that sends neither may
 * still send the page's address (`Referer`), which then decides. A request with none of them
 * (curl) passes, and the session cookie is SameSite=Strict anyway.
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
  referer?: string
}

/** The origin of a `Referer`; null for one that is no address. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin
  } catch {
    return null
  }
}

export function isCrossSite({ method, ownOrigin, origin, secFetchSite, referer }: RequestFacts): boolean {
  if (SAFE_METHODS.has(method)) return false
  if (origin) return origin !== ownOrigin
  if (secFetchSite !== undefined) return secFetchSite !== 'same-origin' && secFetchSite !== 'none'
  return referer !== undefined && originOf(referer) !== ownOrigin
}

export function sameOrigin(req: Request, res: Response, next: NextFunction) {
  const facts = {
    method: req.method,
    ownOrigin: `${req.protocol}://${req.get('host')}`,
    origin: req.get('origin'),
    secFetchSite: req.get('sec-fetch-site'),
    referer: req.get('referer'),
  }
  if (!isCrossSite(facts)) return next()
  sendRefusal(res, 403, servicePage.crossSiteTitle, servicePage.crossSite)
}

/**
 * `Cache-Control: no-store` for every response that depends on a session: the request carries
 * the session cookie, or the response sets a cookie (other than the few that are the same for
 * everyone). A shared computer must not show a member's
 * home, lists, details, wizard steps or release notes after sign-out, from the browser's cache
 * or from any cache between. Everything else keeps its own caching (docs/decisions/no-store-for-sessions.md).
 *
 * The rule is applied when the headers are written, so it sees the cookies a route set and wins
 * over whatever caching the route asked for: documents, single-fetch `.data` answers, resource
 * routes and redirects alike.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeader } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import { SESSION_COOKIE } from '~/auth/session.server'

export const NO_STORE = 'private, no-store'

/**
 * Cookies that are the same for everyone and say nothing about a person: setting one does not
 * make a page personal. `estilos` says the browser has the stylesheet (app/styles/first-visit.server.ts).
 */
const PUBLIC_COOKIES = new Set(['estilos'])

const cookieName = (setCookie: string) => setCookie.split('=')[0]!.trim()

/** The names of the cookies a Cookie header carries. */
function cookieNames(header: string | undefined): string[] {
  return (header ?? '').split(';').map((pair) => pair.split('=')[0]!.trim())
}

export function dependsOnSession(requestHeaders: IncomingHttpHeaders, setCookie: OutgoingHttpHeader | undefined): boolean {
  const setCookies = (Array.isArray(setCookie) ? setCookie : setCookie === undefined || setCookie === '' ? [] : [String(setCookie)]).map(String)
  const setsPersonalCookie = setCookies.some((line) => !PUBLIC_COOKIES.has(cookieName(line)))
  return setsPersonalCookie || cookieNames(requestHeaders.cookie).includes(SESSION_COOKIE)
}

export function noStoreForSessions(req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (dependsOnSession(req.headers, res.getHeader('set-cookie'))) {
      res.setHeader('Cache-Control', NO_STORE)
      res.removeHeader('Expires')
      res.removeHeader('ETag')
    }
    return writeHead.apply(this, args)
  } as Response['writeHead']
  next()
}

/**
 * What a request must look like before Remix reads it. Three kinds of request, none a browser of this portal sends,
 * used to go wrong inside Remix:
 * - TRACE, which the platform's `Request` refuses to carry: Express's English 500 page and an unlogged stack. It is
 *   refused here with 405, as Remix refuses any other method no page answers.
 * - An address whose path does not decode (`/pases/12345672%ff`, a link cut short): the router printed it whole to
 *   the log, with whatever cédula or e-mail it held, outside the logger that redacts. Its `%` are taken literally
 *   instead, so the route sees the text as typed and answers it (a page not found) without a word to the log.
 * - `?_data=`, the data requests of Remix before single fetch: Remix logged each one as an error and, for a loader
 *   whose data has a `status` key, answered 500. The portal has no such requests, so the parameter is dropped and
 *   the page is answered as it is without it.
 */
import type { NextFunction, Request, Response } from 'express'
import { servicePage } from '~/copy/shell'
import { sendRefusal } from './refusal-page'

/**
 * Methods the platform's `Request` cannot carry. Node's parser answers TRACK itself (400), and CONNECT never reaches a
 * request handler.
 */
const UNCARRIED_METHODS = new Set(['TRACE'])

/** Remix's parameter for the data requests of before single fetch. */
const LEGACY_DATA_PARAM = '_data'

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** The address to hand Remix for a request's `path?query`: the same one, unless it is one of the kinds above. */
export function legibleAddress(address: string): string {
  // Nearly every request has neither a `%` nor `_data`: it is passed on without being parsed.
  if (!address.includes('%') && !address.includes(LEGACY_DATA_PARAM)) return address
  const queryAt = address.indexOf('?')
  const path = queryAt === -1 ? address : address.slice(0, queryAt)
  let query = queryAt === -1 ? '' : address.slice(queryAt + 1)
  if (query.includes(LEGACY_DATA_PARAM)) {
    const params = new URLSearchParams(query)
    params.delete(LEGACY_DATA_PARAM)
    query = params.toString()
  }
  const legiblePath = decodes(path) ? path : path.replaceAll('%', '%25')
  return query ? `${legiblePath}?${query}` : legiblePath
}

export function requestShape(req: Request, res: Response, next: NextFunction) {
  if (UNCARRIED_METHODS.has(req.method)) {
    res.set('Allow', 'GET, HEAD, POST')
    return sendRefusal(res, 405, servicePage.unsupportedMethodTitle, servicePage.unsupportedMethod)
  }
  const address = legibleAddress(req.originalUrl)
  if (address !== req.originalUrl) req.url = req.originalUrl = address
  next()
}

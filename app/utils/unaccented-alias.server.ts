/**
 * Paths the spec writes with `ñ` or accents are also reached typed without them (decisions.md): the unaccented
 * spelling answers a permanent redirect to the spec's path, percent-encoded (a Location header is ASCII), with
 * the query kept.
 */
import { redirect } from '@remix-run/node'

export function unaccentedAlias(request: Request, canonicalPath: string): Response {
  return redirect(encodeURI(canonicalPath) + new URL(request.url).search, 301)
}

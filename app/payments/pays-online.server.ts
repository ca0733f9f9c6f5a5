/**
 * A page that pays online says so itself, once, with its route handle: `export const handle = { paysOnline: true }`
 * (the pay pages, the saved cards' Agregar tarjeta). Such a page frames the card provider's pages and posts to its
 * hosted page, so its Content-Security-Policy names the provider (server/security-headers.ts); every other page's
 * does not. entry.server.tsx, where a document's headers are made, reads the matched routes' handles and marks the
 * response; the security headers replace the mark with the policy before the response leaves.
 */
import type { EntryContext } from '@remix-run/node'

export interface PaysOnlineHandle {
  paysOnline: true
}

/** The response's mark (never sent: server/security-headers.ts removes it). */
export const PAYS_ONLINE_HEADER = 'X-Portal-Pays-Online'

/** Whether a route of the document being rendered declares `handle.paysOnline`. */
export function paysOnline(context: Pick<EntryContext, 'routeModules' | 'staticHandlerContext'>): boolean {
  return context.staticHandlerContext.matches.some(
    (match) => (context.routeModules[match.route.id]?.handle as Partial<PaysOnlineHandle> | undefined)?.paysOnline === true
  )
}

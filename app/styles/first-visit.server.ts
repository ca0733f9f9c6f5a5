/**
 * The stylesheet on a first visit (issue: the first paint waited for a blocking stylesheet round
 * trip). A browser that has not been here yet gets the stylesheet inside the page, and a hint to
 * fetch the file meanwhile; from then on a cookie says it has it, and pages link the cached file.
 * The cookie holds the fingerprinted file name, so a new stylesheet counts as a first visit again.
 * Works the same without JavaScript: it is all in the server's HTML.
 */
import fs from 'node:fs'
import path from 'node:path'
import { logger } from '~/utils/logger.server'
import { markerCookie } from '~/utils/marker-cookie.server'

/** About a month: long enough for a returning member, short enough to forget old stylesheets. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

const stylesheetCookie = markerCookie('estilos', COOKIE_MAX_AGE_SECONDS)

const texts = new Map<string, string | null>()

/** The built stylesheet's text (read once), or null where it cannot be read (tests, say). */
export function stylesheetText(href: string): string | null {
  if (!texts.has(href)) {
    let text: string | null = null
    try {
      if (href.startsWith('/build/')) text = fs.readFileSync(path.join('public', href), 'utf8')
    } catch (error) {
      logger.warn('stylesheet not readable for inlining', { error })
    }
    texts.set(href, text)
  }
  return texts.get(href) ?? null
}

export type StylesheetDelivery = 'inline' | 'linked'

/** How this page carries the stylesheet, and the cookie to set when it is carried inline. */
export async function stylesheetDelivery(request: Request, href: string): Promise<{ delivery: StylesheetDelivery; setCookie: string | null }> {
  const seen: unknown = await stylesheetCookie().parse(request.headers.get('Cookie'))
  if (seen === href || stylesheetText(href) === null) return { delivery: 'linked', setCookie: null }
  return { delivery: 'inline', setCookie: await stylesheetCookie().serialize(href) }
}

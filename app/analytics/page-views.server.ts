/**
 * Page-view analytics (spec 000 §2: "an event on every route change"). Recorded on the server by
 * the root loader, which runs on the first load and on every navigation, so it works without
 * JavaScript too. Events carry no personal data: the path with numeric segments masked and
 * whether someone is signed in.
 */
import { logger } from '~/utils/logger.server'

export interface PageView {
  type: 'page_view'
  path: string
  signedIn: boolean
  at: string
}

export type PageViewSink = (event: PageView) => void

const logSink: PageViewSink = (event) => logger.info('page_view', { ...event })

let sink: PageViewSink = logSink

/** Another destination (an analytics provider, a queue); tests capture events with it. */
export function setPageViewSink(next: PageViewSink | null) {
  sink = next ?? logSink
}

/** `/mi-mutual/proximos-servicios/123` → `/mi-mutual/proximos-servicios/:id` */
export function anonymousPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/')
}

export function recordPageView(request: Request, signedIn: boolean) {
  try {
    sink({ type: 'page_view', path: anonymousPath(new URL(request.url).pathname), signedIn, at: new Date().toISOString() })
  } catch (error) {
    // Analytics must never break a page.
    logger.warn('page view sink failed', { error })
  }
}

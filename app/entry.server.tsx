/**
 * Server rendering: every visitor, person or bot, gets the whole document at once (onAllReady).
 * Nothing suspends on the server, so the shell is the whole page anyway. Keep it so: content
 * behind a suspending boundary would stream in after the shell and be put in place by a script,
 * which a browser without JavaScript never runs.
 */
import { Writable } from 'node:stream'
import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { PAYS_ONLINE_HEADER, paysOnline } from '~/payments/pays-online.server'
import { logger } from '~/utils/logger.server'
import { NonceProvider } from '~/utils/nonce'
import stylesheet from '~/styles/app.css'
import { stylesheetText, type StylesheetDelivery } from '~/styles/first-visit.server'
import { InlineStylesheetProvider } from '~/styles/inline-stylesheet'

/**
 * How long Remix waits for promises in loader data before it gives up on them. Nothing here is
 * deferred (see above), so everything is encoded at once; Remix keeps each response's encoder
 * alive until this timer fires, so a short one keeps memory low under load.
 */
export const streamTimeout = 1_000

/** The stylesheet's text when the root data says this page carries it inline (root.tsx). */
function inlineStylesheet(remixContext: EntryContext): string {
  const root = remixContext.staticHandlerContext.loaderData?.root as { stylesheet?: StylesheetDelivery } | undefined
  return root?.stylesheet === 'inline' ? (stylesheetText(stylesheet) ?? '') : ''
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  // A page that pays online gets the card provider in its Content-Security-Policy (server/security-headers.ts).
  if (paysOnline(remixContext)) responseHeaders.set(PAYS_ONLINE_HEADER, '1')

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // The guard against a render that never ends; cleared as soon as it has ended, so a finished
    // page is not kept in memory (with its data) for the rest of the delay.
    const guard = setTimeout(() => abort(), streamTimeout + 1_000)
    // Nothing suspends, so the whole document is ready with the shell: it leaves in one piece
    // rather than React's many small writes, each of which the compression and the adapters
    // between here and the socket would otherwise handle on its own.
    const respond = () => {
      shellRendered = true
      const chunks: Buffer[] = []
      const body = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk)
          done()
        },
        final(done) {
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }))
          done()
        },
      })
      pipe(body)
    }
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesheetProvider value={inlineStylesheet(remixContext)}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} abortDelay={streamTimeout} />
        </InlineStylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(guard)
          respond()
        },
        onShellError(error: unknown) {
          clearTimeout(guard)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors inside the shell are logged by handleError; these are streaming errors after it.
          if (shellRendered) logger.error('render error', { error })
        },
      },
    )
  })
}

/**
 * Unexpected loader/action errors: logged without personal data, never shown to the user. A
 * request the router itself refuses (a POST to a page without a form: 405; no such route: 404) is
 * the sender's mistake, not the portal's: it is noted at `info`, so an error line always means a
 * bug to look at.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  const path = new URL(request.url).pathname
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info('request refused by the router', { status: error.status, method: request.method, path })
    return
  }
  logger.error('unexpected error', { error, path })
}

/** Called by the server while the embedded sandbox starts: the build's calls wait for it (upstream/ready.server.ts). */
export { holdUpstreamUntil } from '~/upstream/ready.server'

/** Called by the server on shutdown, so the SQLite file or the Redis connection closes cleanly. */
export { closeSessionStore as closeStores } from '~/auth/session.server'

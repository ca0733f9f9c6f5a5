/**
 * Server rendering. Bots get the whole document at once (onAllReady); everyone else gets the
 * shell as soon as it is ready (onShellReady). Nothing suspends on the server, so both are the
 * whole page. Keep it so: content behind a suspending boundary streams in after the shell and is
 * put in place by a script, which a browser without JavaScript never runs.
 */
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
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
  const forBot = isbot(request.headers.get('user-agent') ?? '')

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // The guard against a render that never ends; cleared as soon as it has ended, so a finished
    // page is not kept in memory (with its data) for the rest of the delay.
    const guard = setTimeout(() => abort(), streamTimeout + 1_000)
    const respond = () => {
      shellRendered = true
      const body = new PassThrough()
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
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
        onShellReady() {
          if (!forBot) respond()
        },
        onAllReady() {
          clearTimeout(guard)
          if (forBot) respond()
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

/** Unexpected loader/action errors: logged without personal data, never shown to the user. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  logger.error('unexpected error', { error, path: new URL(request.url).pathname })
}

/** Called by the server on shutdown, so the SQLite file or the Redis connection closes cleanly. */
export { closeSessionStore as closeStores } from '~/auth/session.server'

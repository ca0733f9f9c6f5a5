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

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} abortDelay={streamTimeout} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors inside the shell are logged by handleError; these are streaming errors after it.
          if (shellRendered) logger.error('render error', { error })
        },
      },
    )
    setTimeout(abort, streamTimeout + 1_000)
  })
}

/** Unexpected loader/action errors: logged without personal data, never shown to the user. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  logger.error('unexpected error', { error, path: new URL(request.url).pathname })
}

/**
 * The portal's HTTP stack around a Remix build: compression, request log, security headers,
 * requests put in a shape Remix can read (request-shape.ts), same-origin check for unsafe methods,
 * immutable /build (sent as the build compressed it), short caching of public files, no-store for whatever depends on a session, /healthz, and the
 * Remix handler run inside a request scope (app/utils/request-scope.server.ts).
 *
 * server.ts serves the portal's build with it; the benchmark serves its minimal reference build
 * with the same stack, so the two are compared on equal terms.
 */
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import path from 'node:path'
import compression from 'compression'
import express, { type Express } from 'express'
import { inRequestScope } from '~/utils/request-scope.server'
import { healthz } from './healthz'
import { noStoreForSessions } from './no-store'
import { precompressed } from './precompressed'
import { requestLog } from './request-log'
import { requestShape } from './request-shape'
import { sameOrigin } from './same-origin'
import { securityHeaders } from './security-headers'

export function createPortalApp(options: {
  /**
   * The build itself in production: given a function, Remix derives the route tree and its
   * handler again on every request (a tenth of a page's server time), which only development,
   * whose build changes, needs.
   */
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: 'development' | 'production'
  trustProxy: boolean | number | string
  /** The folder of the public files, whose `build` folder holds the fingerprinted assets. */
  publicDir?: string
}): Express {
  const publicDir = options.publicDir ?? 'public'
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', options.trustProxy)
  app.use(compression())
  app.use(requestLog)
  app.use(securityHeaders)
  app.use(requestShape)
  app.use(sameOrigin)
  // Fingerprinted by the compiler: cache for a year. A production build's scripts and stylesheets are sent as the
  // build compressed them (a development build has no compressed copies, and rebuilds).
  const buildDir = `${publicDir}/build`
  if (options.mode === 'production') app.use('/build', precompressed(buildDir))
  app.use('/build', express.static(buildDir, { immutable: true, maxAge: '1y', index: false }))
  app.use('/build', (_req, res) => void res.status(404).end())
  // Public files all have an extension; a page's path (/, /ayuda, /mis-datos) skips the file
  // system lookup it could never win.
  const publicFiles = express.static(publicDir, { maxAge: '1h', index: false })
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()))
  // After the static files, which are the same for everyone and keep their caching.
  app.use(noStoreForSessions)
  app.get('/healthz', healthz)

  const remix = createRequestHandler({
    build: options.build,
    mode: options.mode,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      requestId: res.locals.requestId as string,
      clientAddress: req.ip ?? 'desconocida',
    }),
  })
  // A middleware, not a route: a route's `*` parameter is decoded by Express, and an address that does not decode
  // (`/pases/%ff`, a link cut short) was Express's own English 400 page. Remix reads the path as it is, and answers
  // it with the portal's own page.
  app.use((req, res, next) => inRequestScope(() => remix(req, res, next), req.method))
  return app
}

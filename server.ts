/**
 * The single process entry of the portal.
 *
 * Parses the configuration, starts the embedded sandbox of the mutual's API when no
 * UPSTREAM_API_URL is given, and serves the Remix app through Express with compression,
 * immutable caching of /build, no-store for whatever depends on a session, security headers,
 * /healthz and structured logs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import { broadcastDevReady, type ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import { EnvError, getEnv, upstreamBaseUrl } from '~/config/env.server'
import { closeSessionStore } from '~/auth/session.server'
import { configureLogger, logger } from '~/utils/logger.server'
import { healthz } from './server/healthz'
import { noStoreForSessions } from './server/no-store'
import { requestLog } from './server/request-log'
import { sameOrigin } from './server/same-origin'
import { securityHeaders } from './server/security-headers'

const BUILD_PATH = path.resolve('build/index.js')
const SHUTDOWN_GRACE_MS = 10_000

function loadConfig() {
  try {
    return getEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/** Development reloads the Remix build when it changes on disk; production imports it once. */
function buildLoader(development: boolean) {
  let loaded: { build: ServerBuild; mtime: number } | undefined
  return async () => {
    const mtime = development ? fs.statSync(BUILD_PATH).mtimeMs : 0
    if (!loaded || loaded.mtime !== mtime) {
      const url = pathToFileURL(BUILD_PATH).href + (development ? `?t=${mtime}` : '')
      loaded = { build: (await import(url)) as ServerBuild, mtime }
      if (development) await broadcastDevReady(loaded.build)
    }
    return loaded.build
  }
}

/** Member-area paths are fixed at build time (remix.config.js); the running config must agree. */
function checkProductMatchesBuild(build: ServerBuild, product: string) {
  const memberHome = build.routes['routes/mi-producto']
  if (memberHome && memberHome.path?.replace(/^\//, '') !== `mi-${product}`) {
    console.error(
      `Configuración inválida:\n  - PORTAL_PRODUCT: la compilación usa "${memberHome.path}" y la configuración "mi-${product}"; compile de nuevo con el mismo PORTAL_PRODUCT`,
    )
    process.exit(1)
  }
}

function trustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true'
  return /^\d+$/.test(value) ? Number(value) : value
}

async function main() {
  const env = loadConfig()
  configureLogger({ level: env.LOG_LEVEL })
  const development = env.NODE_ENV === 'development'

  let sandbox: { url: string; close(): Promise<void> } | undefined
  if (!env.UPSTREAM_API_URL) {
    const { startSandbox } = await import('./sandbox/server')
    sandbox = await startSandbox({
      dataDir: env.DATA_DIR,
      port: env.SANDBOX_PORT,
      // Links in the sandbox's e-mails point back at this portal.
      portalUrl: `http://localhost:${env.PORT}`,
      log: (entry) => logger.debug('sandbox', entry),
    })
    logger.info('sandbox started', { url: sandbox.url })
  }

  const getBuild = buildLoader(development)
  checkProductMatchesBuild(await getBuild(), env.PORTAL_PRODUCT)

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxy(env.TRUST_PROXY))
  app.use(compression())
  app.use(requestLog)
  app.use(securityHeaders)
  app.use(sameOrigin)
  // Fingerprinted by the compiler: cache for a year.
  app.use('/build', express.static('public/build', { immutable: true, maxAge: '1y', index: false }))
  app.use('/build', (_req, res) => void res.status(404).end())
  app.use(express.static('public', { maxAge: '1h', index: false }))
  // After the static files, which are the same for everyone and keep their caching.
  app.use(noStoreForSessions)
  app.get('/healthz', healthz)
  app.all(
    '*',
    createRequestHandler({
      build: getBuild,
      mode: development ? 'development' : 'production',
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        requestId: res.locals.requestId as string,
        clientAddress: req.ip ?? 'desconocida',
        method: req.method,
      }),
    }),
  )

  const server = app.listen(env.PORT, () => {
    logger.info('portal listening', { url: `http://localhost:${env.PORT}`, upstream: upstreamBaseUrl(env) })
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down', { signal })
    setTimeout(() => {
      logger.warn('forced exit after grace period')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    server.close(async () => {
      await closeSessionStore()
      await sandbox?.close()
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  logger.error('portal failed to start', { error })
  process.exit(1)
})

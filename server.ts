/**
 * The single process entry of the portal.
 *
 * Parses the configuration, starts the embedded sandbox of the mutual's API in a child process
 * when no UPSTREAM_API_URL is given, and serves the Remix build with the portal's HTTP stack
 * (server/portal-app.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { broadcastDevReady, type ServerBuild } from '@remix-run/node'
import { EnvError, getEnv, upstreamBaseUrl } from '~/config/env.server'
import { clockOffsetMs } from '~/utils/clock.server'
import { configureLogger, logger } from '~/utils/logger.server'
import { startEmbeddedSandbox } from './server/embedded-sandbox'
import { createPortalApp } from './server/portal-app'

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

/** The build's own copy of the upstream client waits for the sandbox (this file is bundled apart from it). */
function holdUpstream(build: ServerBuild, starting: Promise<unknown>) {
  const entry = build.entry.module as { holdUpstreamUntil?: (started: Promise<unknown>) => void }
  entry.holdUpstreamUntil?.(starting)
}

/**
 * The session store is opened by the Remix build's own copy of the session module (this file is
 * bundled apart from it), so it is closed through what entry.server exports.
 */
async function closeStores(build: ServerBuild) {
  const entry = build.entry.module as { closeStores?: () => Promise<void> }
  await entry.closeStores?.()
}

function trustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true'
  return /^\d+$/.test(value) ? Number(value) : value
}

async function main() {
  const env = loadConfig()
  configureLogger({ level: env.LOG_LEVEL })
  const development = env.NODE_ENV === 'development'

  // The sandbox starts in its own process while this one loads the build.
  const sandboxStarting = env.UPSTREAM_API_URL
    ? undefined
    : startEmbeddedSandbox({
        dataDir: env.DATA_DIR,
        port: env.SANDBOX_PORT,
        // Links in the sandbox's e-mails point back at this portal.
        portalUrl: `http://localhost:${env.PORT}`,
        // The same "now" as the portal's (TEST_CLOCK_START; 0 otherwise).
        clockOffsetMs: clockOffsetMs(),
        log: env.LOG_LEVEL === 'debug' ? (entry) => logger.debug('sandbox', entry as Record<string, unknown>) : undefined,
      })

  const getBuild = buildLoader(development)
  const build = await getBuild()
  checkProductMatchesBuild(build, env.PORTAL_PRODUCT)
  if (sandboxStarting) {
    // The portal listens without waiting for the sandbox: what asks the API nothing is served at once, and the
    // build's calls wait for it (app/upstream/ready.server.ts). A sandbox that cannot start stops the portal.
    holdUpstream(build, sandboxStarting)
    sandboxStarting.then(
      (sandbox) => logger.info('sandbox started', { url: sandbox.url }),
      (error: unknown) => {
        logger.error('portal failed to start', { error })
        process.exit(1)
      },
    )
  }
  if (env.TEST_CLOCK_START) logger.warn('clock moved for tests', { clockStart: env.TEST_CLOCK_START })

  const app = createPortalApp({
    build: development ? getBuild : build,
    mode: development ? 'development' : 'production',
    trustProxy: trustProxy(env.TRUST_PROXY),
  })

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
      await closeStores(await getBuild())
      // A sandbox still starting is stopped once it has (one that failed has stopped the portal already).
      await (await sandboxStarting)?.close()
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

/**
 * Serves the benchmark's reference build (scripts/bench/reference, one route without data or
 * session) with the portal's own HTTP stack (server/portal-app.ts), on PORT.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { configureLogger } from '~/utils/logger.server'
import { createPortalApp } from '../../server/portal-app'

const root = path.resolve('scripts/bench/reference')
const build = (await import(pathToFileURL(path.join(root, 'build/index.js')).href)) as ServerBuild
configureLogger({ level: 'warn' })
const app = createPortalApp({
  build,
  mode: 'production',
  trustProxy: 'loopback',
  publicDir: path.join(root, 'public'),
})
const server = app.listen(Number(process.env.PORT ?? 3300))
process.on('SIGTERM', () => server.close(() => process.exit(0)))

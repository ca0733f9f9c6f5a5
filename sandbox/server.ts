/**
 * The sandbox: a working implementation of the mutual's API on its own port, with SQLite, a clock, an outbox and
 * fault injection for tests.
 */
import type { AddressInfo } from 'node:net'
import express, { type Express } from 'express'
import type { SandboxContext } from './context'
import { openDatabase } from './db/index'
import { createClock, parseIsoInstant } from './lib/clock'
import { createFaultRegistry, faultMiddleware } from './lib/faults'
import { errorHandler, notFound, requestLogger, type LogFn } from './lib/http'
import { contentRouter } from './routes/content'
import { controlRouter } from './routes/control'

export interface SandboxOptions {
  dataDir: string
  /** Default 3001; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** ISO timestamp the clock starts fixed at. */
  fixedNow?: string
  log?: LogFn
}

export interface RunningSandbox {
  url: string
  port: number
  close(): Promise<void>
}

export function createSandboxApp(ctx: SandboxContext): Express {
  const app = express()
  app.disable('x-powered-by')
  // Query values are plain strings (or arrays when repeated), never nested objects.
  app.set('query parser', 'simple')

  if (ctx.log) app.use(requestLogger(ctx.log))
  app.use(express.json())
  app.use(express.urlencoded({ extended: false }))

  app.use(controlRouter(ctx))
  app.use(faultMiddleware(ctx.faults))
  app.use(contentRouter(ctx))

  app.use(notFound)
  app.use(errorHandler(ctx.log))
  return app
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1'
  let fixedAt: Date | undefined
  if (options.fixedNow !== undefined) {
    fixedAt = parseIsoInstant(options.fixedNow) ?? undefined
    if (!fixedAt) throw new Error(`fixedNow is not an ISO 8601 timestamp: ${options.fixedNow}`)
  }

  const db = openDatabase(options.dataDir)
  const app = createSandboxApp({ db, clock: createClock(fixedAt), faults: createFaultRegistry(), log: options.log })

  const server = app.listen(options.port ?? 3001, host)
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
  } catch (error) {
    db.close()
    throw error
  }

  const { port } = server.address() as AddressInfo
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${urlHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          db.close()
          if (error) reject(error)
          else resolve()
        })
        // fetch keeps connections alive; without this close() would wait for them to time out.
        server.closeAllConnections()
      }),
  }
}

/**
 * The sandbox: a working implementation of the mutual's API on its own port, with SQLite, a clock, an outbox and
 * fault injection for tests.
 */
import type { AddressInfo } from 'node:net'
import express, { type Express } from 'express'
import type { SandboxContext } from './context'
import { openDatabase, readJwtSecret } from './db/index'
import { createCallCounter } from './lib/calls'
import { createClock, parseIsoInstant } from './lib/clock'
import { createFaultRegistry, faultMiddleware } from './lib/faults'
import { createGatewayOutcomes } from './lib/gateway-outcomes'
import { errorHandler, notFound, requestLogger, type LogFn } from './lib/http'
import { createSettingsStore, SettingsSchema } from './lib/settings'
import { webauthnConfig, type WebAuthnOptions } from './lib/webauthn-config'
import { areas } from './areas/index'
import { photoJsonBody, PHOTO_PATH } from './areas/afiliados/photo'
import { HISTORIA_CLINICA_PATH, historiaClinicaJsonBody } from './areas/historia-clinica/router'
import { controlRouter } from './control/router'

// Longer than the portal's 30-minute idle timeout, so an idle session is not cut short by its token.
const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600
const DEFAULT_PORTAL_URL = 'http://localhost:3000'
// A card-capture provider's page usually gives the member a few minutes to type.
const DEFAULT_PASARELA_TIMEOUT_SECONDS = 300

export interface SandboxOptions {
  dataDir: string
  /** Default 3001; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** ISO timestamp the clock starts fixed at. */
  fixedNow?: string
  /**
   * Milliseconds the running clock is ahead of the real time (behind when negative); default 0. The portal passes
   * its own clock's offset (TEST_CLOCK_START) to its embedded sandbox, so both say the same "now".
   */
  clockOffsetMs?: number
  /** Access-token lifetime. Default: SANDBOX_TOKEN_LIFETIME_SECONDS, else 900. */
  tokenLifetimeSeconds?: number
  /** Portal base URL used in e-mail links. Default: SANDBOX_PORTAL_URL, else http://localhost:3000. */
  portalUrl?: string
  /**
   * The passkeys' relying party: `origins` the ceremonies come from and the `rpId`. Default:
   * SANDBOX_WEBAUTHN_ORIGINS and SANDBOX_WEBAUTHN_RP_ID, else the portal URL's origin and host name.
   */
  webauthn?: WebAuthnOptions
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
  // A profile photo travels as base64 in JSON, more than the default 100 kB (areas/afiliados/photo.ts).
  app.use(PHOTO_PATH, photoJsonBody)
  // So does a clinical-history request's attached file, as a data URL (areas/historia-clinica/router.ts).
  app.use(HISTORIA_CLINICA_PATH, historiaClinicaJsonBody)
  app.use(express.json())
  app.use(express.urlencoded({ extended: false }))

  app.use(controlRouter(ctx))
  app.use(faultMiddleware(ctx.faults))
  for (const area of areas) app.use(area.router(ctx))

  app.use(notFound)
  app.use(errorHandler(ctx.log))
  return app
}

function envValue(name: string): string | undefined {
  const value = process.env[name]
  return value === undefined || value === '' ? undefined : value
}

function tokenLifetime(options: SandboxOptions): number {
  const value =
    options.tokenLifetimeSeconds ?? envValue('SANDBOX_TOKEN_LIFETIME_SECONDS') ?? DEFAULT_TOKEN_LIFETIME_SECONDS
  const parsed = SettingsSchema.shape.tokenLifetimeSeconds.safeParse(Number(value))
  if (!parsed.success) throw new Error(`The token lifetime must be a whole number of seconds, 1 to 86400: ${value}`)
  return parsed.data
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1'
  let fixedAt: Date | undefined
  if (options.fixedNow !== undefined) {
    fixedAt = parseIsoInstant(options.fixedNow) ?? undefined
    if (!fixedAt) throw new Error(`fixedNow is not an ISO 8601 timestamp: ${options.fixedNow}`)
  }
  const settings = createSettingsStore({
    tokenLifetimeSeconds: tokenLifetime(options),
    pasarelaTimeoutSeconds: DEFAULT_PASARELA_TIMEOUT_SECONDS,
  })
  const portalUrl = (options.portalUrl ?? envValue('SANDBOX_PORTAL_URL') ?? DEFAULT_PORTAL_URL).replace(/\/+$/, '')
  const webauthn = webauthnConfig(portalUrl, options.webauthn)

  const offsetMs = options.clockOffsetMs ?? 0
  if (!Number.isSafeInteger(offsetMs)) throw new Error(`clockOffsetMs is not a whole number of milliseconds: ${offsetMs}`)
  const clock = createClock(fixedAt, offsetMs)
  const db = openDatabase(options.dataDir, { now: clock.now() })
  const app = createSandboxApp({
    db,
    clock,
    faults: createFaultRegistry(),
    gateway: createGatewayOutcomes(),
    calls: createCallCounter(),
    settings,
    jwtSecret: readJwtSecret(db),
    portalUrl,
    webauthn,
    log: options.log,
  })

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

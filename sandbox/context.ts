/**
 * What every sandbox router receives: the database, the clock, the test-control registries and the configuration.
 */
import type { Db } from './db/types'
import type { CallCounter } from './lib/calls'
import type { Clock } from './lib/clock'
import type { FaultRegistry } from './lib/faults'
import type { GatewayOutcomes } from './lib/gateway-outcomes'
import type { LogFn } from './lib/http'
import type { SettingsStore } from './lib/settings'
import type { WebAuthnConfig } from './lib/webauthn-config'

export interface SandboxContext {
  db: Db
  clock: Clock
  faults: FaultRegistry
  /** Payment-gateway outcomes forced by tests (POST /sandbox/pagos/resultados). */
  gateway: GatewayOutcomes
  calls: CallCounter
  settings: SettingsStore
  /**
   * Signs and checks the JWTs; kept in the database so tokens survive a restart. POST /sandbox/reset replaces it
   * (every session ends), so it is read at each use, never copied.
   */
  jwtSecret: string
  /** Base URL of the portal, for the links in the e-mails the sandbox sends. */
  portalUrl: string
  /** The relying party of the passkeys: RP id and the portal origins a ceremony may come from. */
  webauthn: WebAuthnConfig
  log?: LogFn
}

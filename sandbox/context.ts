/**
 * What every sandbox router receives: the database, the clock and the test-control registries.
 */
import type { Db } from './db/index'
import type { Clock } from './lib/clock'
import type { FaultRegistry } from './lib/faults'
import type { LogFn } from './lib/http'

export interface SandboxContext {
  db: Db
  clock: Clock
  faults: FaultRegistry
  log?: LogFn
}

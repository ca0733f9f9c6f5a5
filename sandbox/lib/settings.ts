/**
 * Run-time settings tests can change (PUT /sandbox/settings) and restore (DELETE). They live in memory, one store
 * per running sandbox, like the clock.
 */
import { z } from 'zod'

export const SettingsSchema = z
  .object({
    /** Lifetime of an access token (its exp minus its iat). */
    tokenLifetimeSeconds: z.number().int().min(1).max(86_400),
    /** How long the card-capture provider's pages (add a card, security code) wait before they time out. */
    pasarelaTimeoutSeconds: z.number().int().min(1).max(3600),
  })
  .strict()
type Settings = z.infer<typeof SettingsSchema>

export interface SettingsStore {
  get(): Settings
  update(changes: Partial<Settings>): Settings
  /** Back to the values the sandbox started with. */
  reset(): Settings
}

export function createSettingsStore(initial: Settings): SettingsStore {
  let current = { ...initial }
  return {
    get: () => ({ ...current }),
    update: (changes) => {
      current = { ...current, ...changes }
      return { ...current }
    },
    reset: () => {
      current = { ...initial }
      return { ...current }
    },
  }
}

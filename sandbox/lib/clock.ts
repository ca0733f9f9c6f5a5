/**
 * The sandbox's notion of "now". Tests fix it (PUT /sandbox/clock) to get stable availability, expiries and dates;
 * it lives in memory, one per running sandbox, so two sandboxes in one process do not share it.
 *
 * Unfixed, it runs: the real time, or the real time moved by `offsetMs` (a test suite or a demo set on another
 * day, the portal's clock moved by the same amount). A release goes back to that running time.
 */

export interface Clock {
  /** The fixed time when set, else the running time. */
  now(): Date
  fix(at: Date): void
  release(): void
  isFixed(): boolean
}

export function createClock(fixedAt?: Date, offsetMs = 0): Clock {
  let fixed: Date | null = fixedAt ? new Date(fixedAt) : null
  return {
    now: () => (fixed ? new Date(fixed) : new Date(Date.now() + offsetMs)),
    fix: (at) => {
      fixed = new Date(at)
    },
    release: () => {
      fixed = null
    },
    isFixed: () => fixed !== null,
  }
}

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/

/** Parses a full ISO 8601 timestamp with an offset; null when it is not one (Date alone accepts 30 February). */
export function parseIsoInstant(value: string): Date | null {
  const parts = ISO_INSTANT.exec(value)
    ?.slice(1)
    .map((part) => Number(part ?? 0))
  if (!parts) return null
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = parts
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return null
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return null
  return new Date(value)
}

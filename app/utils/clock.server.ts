/**
 * What "now" is for the portal: the one place it reads the time of the mutual's business (today's
 * date for the calendars, the date on a document, the expiry of the API's tokens).
 *
 * In production it is the real time. With TEST_CLOCK_START (tests and demos, against the embedded
 * sandbox or the tests' sandbox only: env.server.ts refuses it with a real API) the clock reads
 * that instant when the process starts and runs from there; the embedded sandbox gets the same
 * offset (server.ts), so the portal and its API agree on the day and on when a token runs out.
 *
 * Durations the portal keeps for itself (idle and absolute session time, caches, rate limits)
 * stay on the real clock, which is also the browser's: they never meet the API's instants except
 * through `fromApiClock`.
 */
import { getEnv } from '~/config/env.server'

let offset: number | undefined

/**
 * Milliseconds this clock is ahead of the real time (behind when negative): 0 unless
 * TEST_CLOCK_START is set. Measured from the process's start (`performance.timeOrigin`), so
 * every copy of this module in the process, and each reading, gives the same value.
 */
export function clockOffsetMs(): number {
  offset ??= offsetFrom(getEnv().TEST_CLOCK_START, performance.timeOrigin)
  return offset
}

/** The offset of a clock that reads `start` (ISO 8601) at the real instant `startedAt` (ms); 0 without a start. */
export function offsetFrom(start: string | undefined, startedAt: number): number {
  return start ? Math.round(Date.parse(start) - startedAt) : 0
}

/** Now, on the mutual's clock. */
export function now(): Date {
  return new Date(Date.now() + clockOffsetMs())
}

/** An instant the API gave on its clock (a token's `exp`, in ms), on the portal's real clock. */
export function fromApiClock(instantMs: number): number {
  return instantMs - clockOffsetMs()
}

/**
 * The day the tests live on. Every sandbox the tests start (the route tests' one, each Playwright
 * worker's embedded one) and every portal they run read this day from their clocks, so a test that
 * involves dates passes or fails the same way whatever the real date is.
 *
 * The day is TEST_TODAY (YYYY-MM-DD), by default Friday 20 November 2026: the sandbox's own tests'
 * TEST_NOW (sandbox/test-support.ts), so the seed's dates documented there hold in every test, and
 * a Friday, so the days after it run into the weekend (Saturday's short hours, closed Sunday) in
 * every ordinary run. The clock starts at 09:00 Montevideo time that day and runs from there.
 * scripts/test-dates.sh runs the date-dependent tests on other days.
 */
export const DEFAULT_TEST_TODAY = '2026-11-20'
const START_TIME = '09:00:00-03:00'

/** TEST_TODAY, or the default day; refuses anything that is not a real YYYY-MM-DD date. */
export function testToday(env: Record<string, string | undefined> = process.env): string {
  const value = env.TEST_TODAY || DEFAULT_TEST_TODAY
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null
  if (!date || date.toISOString().slice(0, 10) !== value) throw new Error(`TEST_TODAY must be a date YYYY-MM-DD: ${value}`)
  return value
}

/** The instant the tests' clocks start at: 09:00 in Montevideo on the test day (the portal's TEST_CLOCK_START). */
export function testClockStart(env: Record<string, string | undefined> = process.env): string {
  return `${testToday(env)}T${START_TIME}`
}

/** The Montevideo (UTC-3 all year) day of an instant, YYYY-MM-DD. */
export function montevideoDay(instant: Date): string {
  return new Date(instant.getTime() - 3 * 3600_000).toISOString().slice(0, 10)
}

/** The day `days` after a YYYY-MM-DD day (before it when negative). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** 1 for Monday … 7 for Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7
}

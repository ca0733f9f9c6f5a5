/**
 * How long the mutual's API has to answer, by what a call is for (the README's reliability section):
 *
 * - `page` (every read, and writes that move no money): all the calls of one browser request share
 *   one budget, UPSTREAM_TIMEOUT_MS from the first of them. A page that makes three calls one after
 *   another answers within the budget too, with the service-problem page when the API is slow,
 *   instead of waiting for each call in turn.
 * - `money` (a payment's start, finalize and cancel): UPSTREAM_PAYMENT_TIMEOUT_MS, longer, because
 *   giving up on a charge that may still go through is worse than waiting. The calls after it get
 *   a budget of their own again. When even this runs out, the page reads the payment's real state
 *   instead of saying it failed (app/payments/).
 *
 * The request's budget lives in its request scope (one per HTTP request, shared by its action and
 * loaders); outside one (unit tests, scripts) each call has the whole budget.
 */
import { getEnv } from '~/config/env.server'
import { requestScope } from '~/utils/request-scope.server'

export type UpstreamBudget = 'page' | 'money'

const PAGE_DEADLINE = 'upstream.page-deadline'

/** The milliseconds a call for `budget` may take, counted from now. */
export function timeLeft(budget: UpstreamBudget): number {
  const env = getEnv()
  if (budget === 'money') return env.UPSTREAM_PAYMENT_TIMEOUT_MS
  const scope = requestScope()
  if (!scope) return env.UPSTREAM_TIMEOUT_MS
  let deadline = scope.get(PAGE_DEADLINE) as number | undefined
  if (deadline === undefined) {
    deadline = performance.now() + env.UPSTREAM_TIMEOUT_MS
    scope.set(PAGE_DEADLINE, deadline)
  }
  // Spent: the call is still made, and times out at once as a late one would.
  return Math.max(1, Math.round(deadline - performance.now()))
}

/** After a call that moved money, what the request still reads gets a whole budget of its own. */
export function restartPageBudget(): void {
  requestScope()?.delete(PAGE_DEADLINE)
}

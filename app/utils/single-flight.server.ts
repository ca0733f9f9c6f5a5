/**
 * One call for the requests that ask for it at once, for an API call that takes no idempotency key, so that `runAttempt`
 * (which replays a key) cannot make it once. A double tap without JavaScript posts a form twice at once, and the
 * browser follows the second answer: both requests must lead to the one call's result, and only one may call.
 *
 * The first request to claim `key` in the session store (its atomic counter, shared by every process) makes the call;
 * the others wait for it. A call that succeeded is marked for them, and they answer as it did (`forOthers`); one that
 * failed did nothing and releases the claim, so a request still waiting makes the call itself and the next try is a
 * new call, not that failure replayed. A wait longer than the API may take is the service problem.
 */
import { countInWindow, countSoFar, forgetCount } from '~/auth/session.server'
import { getEnv } from '~/config/env.server'
import { serviceProblem } from '~/upstream/client.server'

/** How long a claim is remembered: far longer than any request that shares it can take to arrive. */
const CLAIM_MS = 10 * 60 * 1000
const POLL_MS = 50

const doneMark = (key: string) => `${key}:hecho`

export async function singleFlight<T>(key: string, call: () => Promise<T>, outcome: { succeeded(answer: T): boolean; forOthers: T }): Promise<T> {
  const deadline = Date.now() + getEnv().UPSTREAM_TIMEOUT_MS + POLL_MS
  for (;;) {
    if ((await countInWindow(key, CLAIM_MS)) === 1) return callClaimed(key, call, outcome.succeeded)
    if (await doneByAnother(key, deadline)) return outcome.forOthers
  }
}

/** The claimed call: marked done for the requests waiting, or released when it did nothing. */
async function callClaimed<T>(key: string, call: () => Promise<T>, succeeded: (answer: T) => boolean): Promise<T> {
  let answer: T
  try {
    answer = await call()
  } catch (error) {
    await forgetCount(key)
    throw error
  }
  if (succeeded(answer)) await countInWindow(doneMark(key), CLAIM_MS)
  else await forgetCount(key)
  return answer
}

/** Waits for the request that claimed `key`: true once its call succeeded, false once it released the claim. */
async function doneByAnother(key: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    if ((await countSoFar(doneMark(key))) > 0) return true
    if ((await countSoFar(key)) === 0) return false
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw serviceProblem('timeout')
}

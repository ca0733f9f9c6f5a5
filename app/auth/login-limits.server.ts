/**
 * Failed logins are limited per identity and per client address, in the session store (so the
 * limit holds across portal instances with Redis), on top of the upstream's own lockout after five
 * failures. Only failures count: the limits stop guessing at scale, not people who sign in often.
 *
 * The per-address limit counts the distinct cédulas that failed from the address, not the
 * failures: spraying one password over many cédulas is what it stops, while a call centre behind
 * one NAT whose operators mistype their own passwords adds one per operator (docs/decisions/
 * login-limit-per-address.md). Each identity is written in its one spelling (`canonicalCi`).
 *
 * Changing the password checks the current one too, and has a limit of its own (below).
 */
import { countInWindow, countSoFar, forgetCount } from './session.server'

const WINDOW_MS = 15 * 60 * 1000
export const MAX_FAILURES_PER_IDENTITY = 10
/** Distinct cédulas that may fail from one address in the window. */
export const MAX_IDENTITIES_PER_ADDRESS = 50

const identityKey = (ci: string) => `login-fallido:ci:${ci}`
const addressKey = (address: string) => `login-fallido:ip:${address}`
const identityAtAddressKey = (address: string, ci: string) => `login-fallido:ip-ci:${address}:${ci}`

/** The failed logins of a cédula in the window. */
export const failedLoginsOf = (ci: string): Promise<number> => countSoFar(identityKey(ci))

/** False once either limit is reached: the attempt is refused without asking the API. */
export async function mayAttemptLogin(ci: string, clientAddress: string): Promise<boolean> {
  const [perIdentity, perAddress] = await Promise.all([failedLoginsOf(ci), countSoFar(addressKey(clientAddress))])
  return perIdentity < MAX_FAILURES_PER_IDENTITY && perAddress < MAX_IDENTITIES_PER_ADDRESS
}

export async function recordFailedLogin(ci: string, clientAddress: string): Promise<void> {
  const [, failuresOfThisIdentityHere] = await Promise.all([
    countInWindow(identityKey(ci), WINDOW_MS),
    countInWindow(identityAtAddressKey(clientAddress, ci), WINDOW_MS),
  ])
  // The counter's first hit is a cédula this address had not failed with yet in the window.
  if (failuresOfThisIdentityHere === 1) await countInWindow(addressKey(clientAddress), WINDOW_MS)
}

/**
 * C10: a sign-in that succeeded clears its identity's failures, as the API's own counter is cleared; the address keeps
 * the cédulas it failed with (what the per-address limit counts is spraying, not one person's typos).
 */
export async function clearFailedLogins(ci: string): Promise<void> {
  await forgetCount(identityKey(ci))
}

/** Password changes one member may try in the window: a typo or two, never a guessing run. */
export const MAX_PASSWORD_CHANGES_PER_MEMBER = 5

/**
 * Counts a change of password that is about to reach the API and says whether it may. The change
 * checks the current password: without a limit, a session left open on a shared computer could
 * guess it as fast as the API answers (the outside probe: 20 wrong in a row, then the right one
 * worked), and the API has no lockout there. Every try counts, before the API is asked, so a
 * burst of parallel guesses cannot slip under the limit before any of them is counted.
 */
export async function mayTryPasswordChange(memberId: number): Promise<boolean> {
  return (await countInWindow(`cambio-clave:id:${memberId}`, WINDOW_MS)) <= MAX_PASSWORD_CHANGES_PER_MEMBER
}

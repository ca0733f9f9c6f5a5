/**
 * Failed logins are limited per identity and per client address, in the session store (so the
 * limit holds across portal instances with Redis), on top of the upstream's own lockout after five
 * failures. Only failures count: the limits stop guessing at scale, not people who sign in often.
 *
 * The per-address limit counts the distinct cédulas that failed from the address, not the
 * failures: spraying one password over many cédulas is what it stops, while a call centre behind
 * one NAT whose operators mistype their own passwords adds one per operator (docs/decisions/
 * login-limit-per-address.md). Each identity is written in its one spelling (`canonicalCi`).
 */
import { countInWindow, countSoFar } from './session.server'

const WINDOW_MS = 15 * 60 * 1000
export const MAX_FAILURES_PER_IDENTITY = 10
/** Distinct cédulas that may fail from one address in the window. */
export const MAX_IDENTITIES_PER_ADDRESS = 50

const identityKey = (ci: string) => `login-fallido:ci:${ci}`
const addressKey = (address: string) => `login-fallido:ip:${address}`
const identityAtAddressKey = (address: string, ci: string) => `login-fallido:ip-ci:${address}:${ci}`

/** False once either limit is reached: the attempt is refused without asking the API. */
export async function mayAttemptLogin(ci: string, clientAddress: string): Promise<boolean> {
  const [perIdentity, perAddress] = await Promise.all([countSoFar(identityKey(ci)), countSoFar(addressKey(clientAddress))])
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

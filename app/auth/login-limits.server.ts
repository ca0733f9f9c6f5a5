/**
 * Failed logins are limited per identity and per client address, in the session store (so the
 * limit holds across portal instances with Redis), on top of the upstream's own lockout after five
 * failures. Only failures count: the limits stop guessing at scale, not people who sign in often
 * (a call centre behind one address signs in many operators every morning).
 */
import { countInWindow, countSoFar } from './session.server'

const WINDOW_MS = 15 * 60 * 1000
export const MAX_FAILURES_PER_IDENTITY = 10
export const MAX_FAILURES_PER_ADDRESS = 50

const identityKey = (ci: string) => `login-fallido:ci:${ci}`
const addressKey = (address: string) => `login-fallido:ip:${address}`

/** False once either limit is reached: the attempt is refused without asking the API. */
export async function mayAttemptLogin(ci: string, clientAddress: string): Promise<boolean> {
  const [perIdentity, perAddress] = await Promise.all([countSoFar(identityKey(ci)), countSoFar(addressKey(clientAddress))])
  return perIdentity < MAX_FAILURES_PER_IDENTITY && perAddress < MAX_FAILURES_PER_ADDRESS
}

export async function recordFailedLogin(ci: string, clientAddress: string): Promise<void> {
  await Promise.all([countInWindow(identityKey(ci), WINDOW_MS), countInWindow(addressKey(clientAddress), WINDOW_MS)])
}

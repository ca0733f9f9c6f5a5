/**
 * The signed-in part of the session: the upstream token (server-side only), the user summary and
 * the two clocks of decisions.md: idle timeout 30 minutes, absolute lifetime 12 hours.
 */
import type { Session } from '@remix-run/node'
import { logger } from '~/utils/logger.server'
import { fromApiClock } from '~/utils/clock.server'
import { refreshToken } from '~/upstream/auth.server'
import { discardSessionFiles } from '~/wizards/step-files.server'
import { commitSession, destroySession, getSession, newSession, setAside, takeBack } from './session.server'
import { jwtExpiry, tokenState } from './token'
import type { SessionUser } from './user'

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000
/**
 * Activity is recorded at most this often: a 30-minute timeout needs no finer clock, and most
 * page views then write nothing.
 */
const TOUCH_INTERVAL_MS = 15 * 1000

/** Versioned: a record saved before the session user gained its profile fields is not read as one. */
const AUTH_KEY = 'auth.v2'
/** Drafts are the session keys under this prefix (`drafts.<wizard>`). */
const DRAFT_PREFIX = 'drafts.'
/** How long the drafts of a session ended by the API wait for the same person to sign in again. */
export const PARKED_DRAFTS_TTL_MS = 30 * 60 * 1000

interface AuthRecord {
  token: string
  tokenExpiresAt: number
  user: SessionUser
  signedInAt: number
  lastSeenAt: number
}

export interface AuthState {
  user: SessionUser
  token: string
  /**
   * When the session ends without further activity: the idle timeout, or sooner when the token
   * expires first (an expired token cannot be refreshed).
   */
  idleDeadline: number
}

/** Destroys a session whose drafts are forgotten with it, and the files attached on their steps. */
async function forgetSession(session: Session): Promise<string> {
  await discardSessionFiles(session.data)
  return destroySession(session)
}

/**
 * Requests whose reading ended their session by its clocks (idle, lifetime, token): the login page says why, and
 * the drafts wait for the person's next sign-in, as when the API ends a session.
 */
const endedByClock = new WeakSet<Request>()

/** Whether reading `request`'s session just ended it by its clocks (its drafts parked for the next sign-in). */
export const sessionTimedOut = (request: Request): boolean => endedByClock.has(request)

/** Loaders of one request share one reading (and at most one refresh) of the session. */
const perRequest = new WeakMap<Request, Promise<AuthState | null>>()
/** Parallel requests of one session share one refresh of its token. */
const refreshing = new Map<string, Promise<{ token: string; tokenExpiresAt: number } | null>>()

function expiryOf(token: string, now: number): number {
  // A token without a readable exp is treated as short-lived: refreshed on the next request.
  const expiry = jwtExpiry(token)
  // exp is on the API's clock; sessions are timed on the real one (the same unless TEST_CLOCK_START).
  return expiry === null ? now : fromApiClock(expiry)
}

function refreshOnce(session: Session, record: AuthRecord) {
  let pending = refreshing.get(session.id)
  if (!pending) {
    pending = refreshToken(record.token)
      .then((token) => ({ token, tokenExpiresAt: expiryOf(token, Date.now()) }))
      .catch((error: unknown) => {
        logger.warn('token refresh failed', { error })
        return null
      })
      .finally(() => refreshing.delete(session.id))
    refreshing.set(session.id, pending)
  }
  return pending
}

async function read(request: Request, options: { keepAlive?: boolean } = {}): Promise<AuthState | null> {
  const session = await getSession(request)
  const record = session.get(AUTH_KEY) as AuthRecord | undefined
  if (!record) return null

  const now = Date.now()
  const idle = now - record.lastSeenAt > IDLE_TIMEOUT_MS
  const tooOld = now - record.signedInAt > ABSOLUTE_LIFETIME_MS
  const state = tokenState(record.tokenExpiresAt, now)
  if (idle || tooOld || state === 'expired') {
    await endParkingDrafts(session)
    endedByClock.add(request)
    return null
  }

  let { token, tokenExpiresAt, lastSeenAt } = record
  // "Seguir conectado" also renews a token that would run out before the new idle deadline.
  const renew = options.keepAlive && tokenExpiresAt - now < IDLE_TIMEOUT_MS
  if (state === 'refresh' || renew) {
    const fresh = await refreshOnce(session, record)
    // Spec 000 §4: a failed refresh clears the session.
    if (!fresh) {
      await endParkingDrafts(session)
      endedByClock.add(request)
      return null
    }
    ;({ token, tokenExpiresAt } = fresh)
  }

  if (token !== record.token || options.keepAlive || now - lastSeenAt > TOUCH_INTERVAL_MS) {
    lastSeenAt = now
    session.set(AUTH_KEY, { ...record, token, tokenExpiresAt, lastSeenAt } satisfies AuthRecord)
    // The cookie only carries the id, which does not change: storing the data is enough.
    await commitSession(session)
  }
  return { user: record.user, token, idleDeadline: Math.min(lastSeenAt + IDLE_TIMEOUT_MS, tokenExpiresAt) }
}

export function readAuth(request: Request): Promise<AuthState | null> {
  let pending = perRequest.get(request)
  if (!pending) {
    pending = read(request)
    perRequest.set(request, pending)
  }
  return pending
}

/** Records activity now and renews the token if needed: the idle warning's "Seguir conectado". */
export function keepAlive(request: Request): Promise<AuthState | null> {
  return read(request, { keepAlive: true })
}

/** A person's drafts waiting after the API ended her session; the store forgets them too, later. */
interface ParkedDrafts {
  until: number
  drafts: Record<string, unknown>
}

/** Where a person's drafts wait after the API ended her session. */
const parkedDraftsKey = (user: SessionUser) => `borradores:${user.id}`

/**
 * Signs the user in on a NEW session id (the old one is destroyed: no session fixation) and
 * returns the Set-Cookie header to send with the redirect. Drafts parked when the API ended this
 * person's last session come back; nobody else's can (they are kept under the person).
 */
export async function startSession(request: Request, token: string, user: SessionUser): Promise<string> {
  const previous = await getSession(request)
  await forgetSession(previous)
  const session = await newSession()
  const now = Date.now()
  session.set(AUTH_KEY, { token, tokenExpiresAt: expiryOf(token, now), user, signedInAt: now, lastSeenAt: now } satisfies AuthRecord)
  const parked = (await takeBack(parkedDraftsKey(user))) as ParkedDrafts | null
  if (parked && parked.until > now) {
    for (const [key, draft] of Object.entries(parked.drafts)) session.set(key, draft)
  }
  return commitSession(session)
}

/** The token of the current session without touching its clocks (logout needs it to revoke it). */
export async function currentToken(request: Request): Promise<string | null> {
  const session = await getSession(request)
  return (session.get(AUTH_KEY) as AuthRecord | undefined)?.token ?? null
}

/** Ends the session; returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  return forgetSession(await getSession(request))
}

/**
 * Ends a session the API no longer accepts (a 401/403 in mid-journey). Its drafts are parked in
 * the session store under the person for `PARKED_DRAFTS_TTL_MS`, for her next sign-in
 * (`startSession`). Returns the Set-Cookie header that clears the cookie.
 */
export async function endSessionParkingDrafts(request: Request): Promise<string> {
  return endParkingDrafts(await getSession(request))
}

async function endParkingDrafts(session: Session): Promise<string> {
  const record = session.get(AUTH_KEY) as AuthRecord | undefined
  const drafts = Object.fromEntries(Object.entries(session.data).filter(([key]) => key.startsWith(DRAFT_PREFIX)))
  if (record && Object.keys(drafts).length > 0) {
    const parked: ParkedDrafts = { until: Date.now() + PARKED_DRAFTS_TTL_MS, drafts }
    await setAside(parkedDraftsKey(record.user), { ...parked }, PARKED_DRAFTS_TTL_MS)
  }
  return destroySession(session)
}

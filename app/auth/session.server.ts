/**
 * The portal session: an opaque, signed, httpOnly cookie that carries only a random id; the
 * data (later: upstream token, user summary, wizard drafts, flash messages) stays on the server.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import {
  createCookie,
  createSession,
  type CookieSerializeOptions,
  type Session,
  type SessionStorage,
} from '@remix-run/node'
import { getEnv, type Env } from '~/config/env.server'
import {
  createRedisBackend,
  createSqliteBackend,
  type SessionBackend,
  type SessionChange,
  type SessionData,
} from './session-backends.server'
import { requestScope } from '~/utils/request-scope.server'

export const SESSION_COOKIE = '__session'
/** decisions.md: absolute lifetime 12 hours (the idle timeout is enforced on top of it). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60

/** What a request did to the data it read: the keys it set or changed, and those it removed. */
export function sessionChange(before: SessionData, after: SessionData): SessionChange {
  const set: SessionData = {}
  for (const [key, value] of Object.entries(after)) {
    if (!(key in before) || JSON.stringify(before[key]) !== JSON.stringify(value)) set[key] = value
  }
  return { set, unset: Object.keys(before).filter((key) => !(key in after)) }
}

export interface PortalSessionStorage extends SessionStorage {
  /**
   * Compare-and-set: commits the session only while each key of `expected` still stores that
   * value (`undefined`: absent). Returns the Set-Cookie header, or null when another request
   * changed one of them first; the session then holds what is stored now (what this request
   * had changed in it is dropped), so the caller can apply its change again to fresh data.
   */
  commitSessionIf(session: Session, expected: SessionData): Promise<string | null>
}

/**
 * Remix's session storage contract over a backend, committing each session as the change its
 * request made (see session-backends.server.ts for why) rather than as a whole record.
 */
export function createPortalSessionStorage(options: {
  backend: SessionBackend
  secrets: string[]
  secure: boolean
}): PortalSessionStorage {
  const { backend } = options
  const cookie = createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    path: '/',
    secrets: options.secrets,
    maxAge: SESSION_MAX_AGE_SECONDS,
  })
  /** The data each session held when it was read or last committed: what a commit compares with. */
  const stored = new WeakMap<Session, SessionData>()
  /** The id given to a new session by its first commit (a Session's own id cannot change). */
  const newIds = new WeakMap<Session, string>()

  /**
   * The stored data of a session id, read once per HTTP request (see request-scope.server.ts):
   * the root loader and the page's loader of one navigation share the read. Each caller gets its
   * own copy; any write through this storage forgets the shared read, so what runs after an
   * action or a commit reads what is stored now.
   */
  async function readStored(id: string): Promise<SessionData | null> {
    const scope = requestScope()
    if (!scope) return backend.read(id)
    const key = `session:${id}`
    let pending = scope.get(key) as Promise<SessionData | null> | undefined
    if (!pending) {
      pending = backend.read(id)
      scope.set(key, pending)
    }
    const data = await pending
    return data && structuredClone(data)
  }

  function forgetStored(id: string) {
    requestScope()?.delete(`session:${id}`)
  }

  function expiryOf(commitOptions?: CookieSerializeOptions): number {
    if (commitOptions?.maxAge !== undefined) return Date.now() + commitOptions.maxAge * 1000
    return commitOptions?.expires?.getTime() ?? Date.now() + SESSION_MAX_AGE_SECONDS * 1000
  }

  /** Writes the session's change; false when the store does not hold what `expect` says. */
  async function write(session: Session, expect: SessionData | undefined, commitOptions?: CookieSerializeOptions) {
    const id = session.id || newIds.get(session) || crypto.randomBytes(32).toString('base64url')
    newIds.set(session, id)
    forgetStored(id)
    const data = session.data
    const applied = await backend.update(id, { ...sessionChange(stored.get(session) ?? {}, data), expect }, expiryOf(commitOptions))
    if (applied) stored.set(session, structuredClone(data))
    return { id, applied }
  }

  /** Puts what the store holds now into the session, as a fresh read would. */
  async function reload(session: Session, id: string) {
    const fresh = (await backend.read(id)) ?? {}
    for (const key of Object.keys(session.data)) session.unset(key)
    for (const [key, value] of Object.entries(fresh)) session.set(key, value)
    stored.set(session, structuredClone(fresh))
  }

  return {
    async getSession(cookieHeader) {
      const id: unknown = cookieHeader ? await cookie.parse(cookieHeader) : null
      const data = typeof id === 'string' && id !== '' ? await readStored(id) : null
      // No stored data, no id: an unknown or expired id is never written to again.
      const session = data && typeof id === 'string' ? createSession(data, id) : createSession({}, '')
      // A deep copy: a value changed in place and set again must still count as a change.
      stored.set(session, structuredClone(data ?? {}))
      return session
    },
    async commitSession(session, commitOptions) {
      const { id } = await write(session, undefined, commitOptions)
      return cookie.serialize(id, commitOptions)
    },
    async commitSessionIf(session, expected) {
      const { id, applied } = await write(session, expected)
      if (applied) return cookie.serialize(id)
      await reload(session, id)
      return null
    },
    async destroySession(session, destroyOptions) {
      destroyed.add(session)
      if (session.id) {
        forgetStored(session.id)
        await backend.remove(session.id)
      }
      return cookie.serialize('', { ...destroyOptions, maxAge: undefined, expires: new Date(0) })
    },
  }
}

/**
 * The signing secret: SESSION_SECRET, or one generated once and kept in DATA_DIR so sessions
 * survive restarts of the embedded setup. Production deployments set SESSION_SECRET.
 */
let secret: string | undefined

/** The secret that signs the session cookie, and the portal's other signed cookies (the passkey ones). */
export function cookieSecret(): string {
  return (secret ??= sessionSecret(getEnv()))
}

function sessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET
  const file = path.join(env.DATA_DIR, 'session-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(env.DATA_DIR, { recursive: true })
  const secret = crypto.randomBytes(32).toString('base64url')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** Sessions destroyed in this process: a later read in the same request must not reuse them. */
const destroyed = new WeakSet<Session>()

/**
 * One Session per Request object: the guards, the draft helpers and the flash of one loader or
 * action all get the same Session. Commits stay changes (each commit writes what changed since
 * the last one), and a session destroyed meanwhile is read again (as no session). Remix hands
 * each loader of a page its own copy of the Request: each gets its own Session (they merge
 * through their changes), built from the one store read of the HTTP request (`readStored`).
 */
export function readOncePerRequest(storage: SessionStorage): (request: Request) => Promise<Session> {
  const perRequest = new WeakMap<Request, Promise<Session>>()
  return async (request) => {
    const memo = perRequest.get(request)
    if (memo) {
      const session = await memo
      if (!destroyed.has(session)) return session
    }
    const pending = storage.getSession(request.headers.get('cookie'))
    perRequest.set(request, pending)
    return pending
  }
}

let backend: SessionBackend | undefined
let storage: PortalSessionStorage | undefined
let readSession: ((request: Request) => Promise<Session>) | undefined

function getStorage(): PortalSessionStorage {
  if (storage) return storage
  const env = getEnv()
  backend = env.REDIS_URL
    ? createRedisBackend(env.REDIS_URL)
    : createSqliteBackend(path.join(env.DATA_DIR, 'sessions.sqlite'))
  // Secure outside development (A54): browsers accept Secure cookies on http://localhost too.
  storage = createPortalSessionStorage({ backend, secrets: [cookieSecret()], secure: env.NODE_ENV !== 'development' })
  readSession = readOncePerRequest(storage)
  return storage
}

/** The request's session, read from the store once per Request object (`readOncePerRequest`). */
export function getSession(request: Request): Promise<Session> {
  getStorage()
  return readSession!(request)
}

/**
 * The request's session as the store holds it now, read again: a request racing this one may have saved it since this
 * one first read it (`getSession` keeps that first read for the whole request).
 */
export function readSessionAgain(request: Request): Promise<Session> {
  return getStorage().getSession(request.headers.get('cookie'))
}

/** A new, empty session with a new id (login rotates the id this way). */
export function newSession(): Promise<Session> {
  return getStorage().getSession()
}

export function commitSession(session: Session): Promise<string> {
  return getStorage().commitSession(session)
}

/** See `PortalSessionStorage.commitSessionIf`. */
export function commitSessionIf(session: Session, expected: SessionData): Promise<string | null> {
  return getStorage().commitSessionIf(session, expected)
}

export function destroySession(session: Session): Promise<string> {
  return getStorage().destroySession(session)
}

function getBackend(): SessionBackend {
  getStorage()
  return backend!
}

/** Counts an event in the session store (failed logins); see `SessionBackend.hit`. */
export function countInWindow(key: string, windowMs: number): Promise<number> {
  return getBackend().hit(key, windowMs)
}

/** The current count of an event in its window. */
export function countSoFar(key: string): Promise<number> {
  return getBackend().count(key)
}

/** Drops the count of an event (a sign-in that succeeded clears its identity's failures). */
export function forgetCount(key: string): Promise<void> {
  return getBackend().forget(key)
}

/**
 * Data kept aside in the session store under a key of its own for `ttlMs`, replacing what was
 * there: the drafts of a session the API ended wait there for the same person's next sign-in. No
 * cookie can name such a record (session ids are random and the cookie is signed).
 */
export async function setAside(key: string, data: SessionData, ttlMs: number): Promise<void> {
  const id = `aparte:${key}`
  await getBackend().remove(id)
  await getBackend().update(id, { set: data, unset: [] }, Date.now() + ttlMs)
}

/** Takes back (and forgets) what was set aside under `key`; null when nothing is or its time ran out. */
export async function takeBack(key: string): Promise<SessionData | null> {
  const id = `aparte:${key}`
  const data = await getBackend().read(id)
  if (data) await getBackend().remove(id)
  return data
}

/** Called on shutdown so the SQLite file or Redis connection closes cleanly. */
export async function closeSessionStore(): Promise<void> {
  await backend?.close()
  backend = undefined
  storage = undefined
  readSession = undefined
}

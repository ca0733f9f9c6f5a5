/**
 * The portal session: an opaque, signed, httpOnly cookie that carries only a random id; the
 * data (later: upstream token, user summary, wizard drafts, flash messages) stays on the server.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createCookie, createSession, type Session, type SessionStorage } from '@remix-run/node'
import { getEnv, type Env } from '~/config/env.server'
import {
  createRedisBackend,
  createSqliteBackend,
  type SessionBackend,
  type SessionChange,
  type SessionData,
} from './session-backends.server'

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

/**
 * Remix's session storage contract over a backend, committing each session as the change its
 * request made (see session-backends.server.ts for why) rather than as a whole record.
 */
export function createPortalSessionStorage(options: {
  backend: SessionBackend
  secrets: string[]
  secure: boolean
}): SessionStorage {
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

  return {
    async getSession(cookieHeader) {
      const id: unknown = cookieHeader ? await cookie.parse(cookieHeader) : null
      const data = typeof id === 'string' && id !== '' ? await backend.read(id) : null
      // No stored data, no id: an unknown or expired id is never written to again.
      const session = data && typeof id === 'string' ? createSession(data, id) : createSession({}, '')
      // A deep copy: a value changed in place and set again must still count as a change.
      stored.set(session, structuredClone(data ?? {}))
      return session
    },
    async commitSession(session, commitOptions) {
      const id = session.id || newIds.get(session) || crypto.randomBytes(32).toString('base64url')
      newIds.set(session, id)
      const expires =
        commitOptions?.maxAge !== undefined
          ? Date.now() + commitOptions.maxAge * 1000
          : (commitOptions?.expires?.getTime() ?? Date.now() + SESSION_MAX_AGE_SECONDS * 1000)
      const data = session.data
      await backend.update(id, sessionChange(stored.get(session) ?? {}, data), expires)
      stored.set(session, structuredClone(data))
      return cookie.serialize(id, commitOptions)
    },
    async destroySession(session, destroyOptions) {
      if (session.id) await backend.remove(session.id)
      return cookie.serialize('', { ...destroyOptions, maxAge: undefined, expires: new Date(0) })
    },
  }
}

/**
 * The signing secret: SESSION_SECRET, or one generated once and kept in DATA_DIR so sessions
 * survive restarts of the embedded setup. Production deployments set SESSION_SECRET.
 */
function sessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET
  const file = path.join(env.DATA_DIR, 'session-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(env.DATA_DIR, { recursive: true })
  const secret = crypto.randomBytes(32).toString('base64url')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

let backend: SessionBackend | undefined
let storage: SessionStorage | undefined

function getStorage(): SessionStorage {
  if (storage) return storage
  const env = getEnv()
  backend = env.REDIS_URL
    ? createRedisBackend(env.REDIS_URL)
    : createSqliteBackend(path.join(env.DATA_DIR, 'sessions.sqlite'))
  // Secure outside development (A54): browsers accept Secure cookies on http://localhost too.
  storage = createPortalSessionStorage({ backend, secrets: [sessionSecret(env)], secure: env.NODE_ENV !== 'development' })
  return storage
}

export function getSession(request: Request): Promise<Session> {
  return getStorage().getSession(request.headers.get('cookie'))
}

/** A new, empty session with a new id (login rotates the id this way). */
export function newSession(): Promise<Session> {
  return getStorage().getSession()
}

export function commitSession(session: Session): Promise<string> {
  return getStorage().commitSession(session)
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
}

/**
 * The portal session: an opaque, signed, httpOnly cookie that carries only a random id; the
 * data (later: upstream token, user summary, wizard drafts, flash messages) stays on the server.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createCookie, createSessionStorage, type Session, type SessionStorage } from '@remix-run/node'
import { getEnv, type Env } from '~/config/env.server'
import { createRedisBackend, createSqliteBackend, type SessionBackend } from './session-backends.server'

export const SESSION_COOKIE = '__session'
/** decisions.md: absolute lifetime 12 hours (the idle timeout is enforced on top of it). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60

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
  const expiry = (expires?: Date) => expires?.getTime() ?? Date.now() + SESSION_MAX_AGE_SECONDS * 1000

  return createSessionStorage({
    cookie,
    async createData(data, expires) {
      const id = crypto.randomBytes(32).toString('base64url')
      await backend.write(id, { data, expiresAt: expiry(expires) })
      return id
    },
    async readData(id) {
      return (await backend.read(id))?.data ?? null
    },
    async updateData(id, data, expires) {
      await backend.write(id, { data, expiresAt: expiry(expires) })
    },
    async deleteData(id) {
      await backend.remove(id)
    },
  })
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

/** Called on shutdown so the SQLite file or Redis connection closes cleanly. */
export async function closeSessionStore(): Promise<void> {
  await backend?.close()
  backend = undefined
  storage = undefined
}

/**
 * Where session data lives: a SQLite file by default (one machine, nothing else to run) or Redis
 * when REDIS_URL is set (several portal instances behind a load balancer). Both keep the same
 * records with the same expiry, and the same test suite runs against both.
 *
 * A session is written as a change (keys set, keys removed), applied atomically to what is
 * stored, never as a whole record: the loaders of one page run in parallel and each may write the
 * session (the root records activity while a wizard step clears its draft), so a whole-record
 * write would let the last one silently undo the other's change.
 *
 * The same store keeps short-lived counters (login attempts per identity and per address), so
 * limits hold across instances exactly like sessions do.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Redis } from 'ioredis'

export type SessionData = Record<string, unknown>

/** What one request changed in a session: the keys it set (with their values) and removed. */
export interface SessionChange {
  set: SessionData
  unset: string[]
}

export interface SessionBackend {
  /** The session's data, or null when there is none or it has expired. */
  read(id: string): Promise<SessionData | null>
  /** Applies a change to the stored data (an absent session starts empty) and sets its expiry. */
  update(id: string, change: SessionChange, expiresAt: number): Promise<void>
  remove(id: string): Promise<void>
  /** Counts one more event under `key` in a fixed window; returns the count in the window. */
  hit(key: string, windowMs: number): Promise<number>
  /** The count of `key` in its current window (0 when none). */
  count(key: string): Promise<number>
  close(): Promise<void>
}

export function createSqliteBackend(file: string, now: () => number = Date.now): SessionBackend {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.exec(`CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    data TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  )`)
  const select = db.prepare<[string], { data: string; expires_at: number }>(
    'SELECT data, expires_at FROM sessions WHERE id = ?',
  )
  const upsert = db.prepare(
    `INSERT INTO sessions (id, data, expires_at) VALUES (?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at`,
  )
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?')
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?')
  db.exec(`CREATE TABLE IF NOT EXISTS counters (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    resets_at INTEGER NOT NULL
  )`)
  const countHit = db.prepare<{ key: string; now: number; window: number }, { count: number }>(
    `INSERT INTO counters (key, count, resets_at) VALUES (@key, 1, @now + @window)
     ON CONFLICT(key) DO UPDATE SET
       count = CASE WHEN resets_at <= @now THEN 1 ELSE count + 1 END,
       resets_at = CASE WHEN resets_at <= @now THEN @now + @window ELSE resets_at END
     RETURNING count`,
  )
  const readCount = db.prepare<{ key: string; now: number }, { count: number }>(
    'SELECT count FROM counters WHERE key = @key AND resets_at > @now',
  )
  let writes = 0
  // Read and write in one IMMEDIATE transaction: other processes on the same file wait their turn.
  const applyChange = db.transaction((id: string, change: SessionChange, expiresAt: number) => {
    const row = select.get(id)
    const data = row && row.expires_at > now() ? (JSON.parse(row.data) as SessionData) : {}
    Object.assign(data, change.set)
    for (const key of change.unset) delete data[key]
    upsert.run(id, JSON.stringify(data), expiresAt)
  })

  return {
    async read(id) {
      const row = select.get(id)
      if (!row) return null
      if (row.expires_at <= now()) {
        remove.run(id)
        return null
      }
      return JSON.parse(row.data) as SessionData
    },
    async update(id, change, expiresAt) {
      applyChange.immediate(id, change, expiresAt)
      // Expired rows are swept now and then rather than on a timer: nothing to stop on shutdown.
      if (++writes % 100 === 0) purge.run(now())
    },
    async remove(id) {
      remove.run(id)
    },
    async hit(key, windowMs) {
      return countHit.get({ key, now: now(), window: windowMs })!.count
    },
    async count(key) {
      return readCount.get({ key, now: now() })?.count ?? 0
    },
    async close() {
      db.close()
    },
  }
}

/** In Redis a session is a hash, one field per key (its JSON), so a change is HSET + HDEL. */
export function createRedisBackend(url: string, prefix = 'portal:sesion:'): SessionBackend {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })
  return {
    async read(id) {
      const fields = await redis.hgetall(prefix + id)
      const entries = Object.entries(fields)
      if (entries.length === 0) return null
      return Object.fromEntries(entries.map(([key, json]) => [key, JSON.parse(json) as unknown]))
    },
    async update(id, change, expiresAt) {
      const key = prefix + id
      const ttl = expiresAt - Date.now()
      if (ttl <= 0) {
        await redis.del(key)
        return
      }
      const transaction = redis.multi()
      const values = Object.entries(change.set).map(([field, value]) => [field, JSON.stringify(value)] as const)
      if (values.length > 0) transaction.hset(key, Object.fromEntries(values))
      if (change.unset.length > 0) transaction.hdel(key, ...change.unset)
      // A session left without keys has no hash: it reads as no session, which is what it holds.
      transaction.pexpire(key, ttl)
      await transaction.exec()
    },
    async remove(id) {
      await redis.del(prefix + id)
    },
    async hit(key, windowMs) {
      const counter = `${prefix}contador:${key}`
      // The window starts with the first hit: NX leaves a running expiry alone.
      const [[, count]] = (await redis.multi().incr(counter).pexpire(counter, windowMs, 'NX').exec()) as [[null, number]]
      return count
    },
    async count(key) {
      return Number((await redis.get(`${prefix}contador:${key}`)) ?? 0)
    },
    async close() {
      await redis.quit()
    },
  }
}

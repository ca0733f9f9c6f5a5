/**
 * Where session data lives: a SQLite file by default (one machine, nothing else to run) or Redis
 * when REDIS_URL is set (several portal instances behind a load balancer). Both keep the same
 * records with the same expiry, and the same test suite runs against both.
 *
 * The same store keeps short-lived counters (login attempts per identity and per address), so
 * limits hold across instances exactly like sessions do.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Redis } from 'ioredis'

export interface SessionRecord {
  data: Record<string, unknown>
  expiresAt: number
}

export interface SessionBackend {
  read(id: string): Promise<SessionRecord | null>
  write(id: string, record: SessionRecord): Promise<void>
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

  return {
    async read(id) {
      const row = select.get(id)
      if (!row) return null
      if (row.expires_at <= now()) {
        remove.run(id)
        return null
      }
      return { data: JSON.parse(row.data) as Record<string, unknown>, expiresAt: row.expires_at }
    },
    async write(id, record) {
      upsert.run(id, JSON.stringify(record.data), record.expiresAt)
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

export function createRedisBackend(url: string, prefix = 'portal:sesion:'): SessionBackend {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })
  return {
    async read(id) {
      const raw = await redis.get(prefix + id)
      if (!raw) return null
      return JSON.parse(raw) as SessionRecord
    },
    async write(id, record) {
      const ttl = record.expiresAt - Date.now()
      if (ttl <= 0) {
        await redis.del(prefix + id)
        return
      }
      await redis.set(prefix + id, JSON.stringify(record), 'PX', ttl)
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

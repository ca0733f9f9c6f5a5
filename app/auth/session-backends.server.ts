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
 * A change may also carry expectations (compare-and-set): keys whose stored value must still be
 * what the request read, or nothing is written. A wizard draft uses it for its revision, so two
 * requests saving the same draft at the same moment cannot silently overwrite each other.
 *
 * The same store keeps short-lived counters (login attempts per identity and per address), so
 * limits hold across instances exactly like sessions do.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { createRequire } from 'node:module'
import type { Redis as RedisClient } from 'ioredis'

export type SessionData = Record<string, unknown>

/** What one request changed in a session: the keys it set (with their values) and removed. */
export interface SessionChange {
  set: SessionData
  unset: string[]
  /**
   * Compare-and-set: the change applies only while each of these keys still stores this value,
   * compared as JSON (`undefined`: the key must be absent).
   */
  expect?: SessionData
}

/** Whether the stored data still holds what a change expects. */
function meetsExpectation(data: SessionData, expect: SessionData = {}): boolean {
  return Object.entries(expect).every(([key, value]) => JSON.stringify(data[key]) === JSON.stringify(value))
}

export interface SessionBackend {
  /** The session's data, or null when there is none or it has expired. */
  read(id: string): Promise<SessionData | null>
  /**
   * Applies a change to the stored data (an absent session starts empty) and sets its expiry;
   * false, and nothing written, when the stored data does not meet the change's `expect`.
   */
  update(id: string, change: SessionChange, expiresAt: number): Promise<boolean>
  remove(id: string): Promise<void>
  /** Counts one more event under `key` in a fixed window; returns the count in the window. */
  hit(key: string, windowMs: number): Promise<number>
  /** The count of `key` in its current window (0 when none). */
  count(key: string): Promise<number>
  /** Drops the count of `key` (a sign-in that succeeded clears its identity's failures, C10). */
  forget(key: string): Promise<void>
  close(): Promise<void>
}

export function createSqliteBackend(file: string, now: () => number = Date.now): SessionBackend {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  // With WAL, NORMAL syncs at checkpoints instead of on every commit: a session write no longer
  // waits for the disk on each page. A power cut may lose the last writes (a sign-in or a step
  // to redo), never corrupt the file.
  db.pragma('synchronous = NORMAL')
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
  const forgetCount = db.prepare('DELETE FROM counters WHERE key = ?')
  let writes = 0
  // Read and write in one IMMEDIATE transaction: other processes on the same file wait their turn.
  const applyChange = db.transaction((id: string, change: SessionChange, expiresAt: number) => {
    const row = select.get(id)
    const data = row && row.expires_at > now() ? (JSON.parse(row.data) as SessionData) : {}
    if (!meetsExpectation(data, change.expect)) return false
    Object.assign(data, change.set)
    for (const key of change.unset) delete data[key]
    upsert.run(id, JSON.stringify(data), expiresAt)
    return true
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
      const applied = applyChange.immediate(id, change, expiresAt)
      // Expired rows are swept now and then rather than on a timer: nothing to stop on shutdown.
      if (++writes % 100 === 0) purge.run(now())
      return applied
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
    async forget(key) {
      forgetCount.run(key)
    },
    async close() {
      db.close()
    },
  }
}

/**
 * A change with expectations, as one Lua script (atomic in Redis). KEYS[1] is the hash; ARGV:
 * time to live in ms, the number of expectations, then field and JSON of each ('' for absent),
 * the number of fields to set, then field and JSON of each, then the fields to remove.
 */
const CHECKED_UPDATE = `
local i = 3
for _ = 1, tonumber(ARGV[2]) do
  local stored = redis.call('HGET', KEYS[1], ARGV[i])
  if (ARGV[i + 1] == '' and stored ~= false) or (ARGV[i + 1] ~= '' and stored ~= ARGV[i + 1]) then return 0 end
  i = i + 2
end
local sets = tonumber(ARGV[i])
i = i + 1
for _ = 1, sets do
  redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  i = i + 2
end
while i <= #ARGV do
  redis.call('HDEL', KEYS[1], ARGV[i])
  i = i + 1
end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
`

/** In Redis a session is a hash, one field per key (its JSON), so a change is HSET + HDEL. */
export function createRedisBackend(url: string, prefix = 'portal:sesion:'): SessionBackend {
  // Loaded only when Redis is configured: the client costs start-up time on every other setup.
  const { Redis } = createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient }
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })

  async function checkedUpdate(key: string, change: SessionChange, ttl: number): Promise<boolean> {
    const expected = Object.entries(change.expect ?? {}).flatMap(([field, value]) => [field, JSON.stringify(value) ?? ''])
    const sets = Object.entries(change.set).flatMap(([field, value]) => [field, JSON.stringify(value)])
    const args = [ttl, expected.length / 2, ...expected, sets.length / 2, ...sets, ...change.unset]
    return (await redis.eval(CHECKED_UPDATE, 1, key, ...args.map(String))) === 1
  }

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
        return true
      }
      if (change.expect) return checkedUpdate(key, change, ttl)
      const transaction = redis.multi()
      const values = Object.entries(change.set).map(([field, value]) => [field, JSON.stringify(value)] as const)
      if (values.length > 0) transaction.hset(key, Object.fromEntries(values))
      if (change.unset.length > 0) transaction.hdel(key, ...change.unset)
      // A session left without keys has no hash: it reads as no session, which is what it holds.
      transaction.pexpire(key, ttl)
      await transaction.exec()
      return true
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
    async forget(key) {
      await redis.del(`${prefix}contador:${key}`)
    },
    async close() {
      await redis.quit()
    },
  }
}

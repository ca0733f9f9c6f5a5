/**
 * The bytes of the files attached on wizard steps (step-files.server.ts), in a folder of DATA_DIR:
 * one file per upload, named by a random 256-bit id, readable by the portal's user only. No
 * database or Redis is needed. Several portal instances must share DATA_DIR (a shared volume) for
 * a file chosen on one to be read on another, as they share REDIS_URL for sessions.
 *
 * Files whose draft ended without deleting them (a session that timed out, a browser closed
 * mid-journey) expire (`FILE_TTL_MS`); the total is bounded (`STORE_MAX_BYTES`, `STORE_MAX_FILES`).
 * Expired files are swept by every upload and by a read that finds one: no timer is needed.
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { SESSION_MAX_AGE_SECONDS } from '~/auth/session.server'
import { getEnv } from '~/config/env.server'
import { logger } from '~/utils/logger.server'

/** A random id: 32 bytes, base64url. Nothing else is ever a path in the store. */
export const FILE_ID = /^[A-Za-z0-9_-]{43}$/

/**
 * How long a file is kept at most: a draft lives no longer than its session (12 hours at most)
 * plus the 30 minutes its drafts may wait, parked, for the member to sign in again after the API
 * ended the session; an hour on top. A file still referenced after that belongs to no live draft.
 */
export const FILE_TTL_MS = SESSION_MAX_AGE_SECONDS * 1000 + 60 * 60 * 1000
/**
 * The store's bound: at most this many files and bytes at once, counting only unexpired files.
 * Past it a new file is refused ("try again in a few minutes") rather than an older one dropped:
 * a member's attached file never disappears under her. 200 members at once with a 5 MB file each.
 */
export const STORE_MAX_BYTES = 1024 * 1024 * 1024
export const STORE_MAX_FILES = 2000

export interface StepFileStore {
  /** Keeps the bytes; their new id, or null when the store is full. */
  put(bytes: Uint8Array): Promise<string | null>
  /** The bytes of an unexpired file; null when there is none (deleted, expired). */
  read(id: string): Promise<Buffer | null>
  /** Whether an unexpired file has this id. */
  has(id: string): Promise<boolean>
  /** Deletes these files; ids already gone are no error. */
  discard(ids: readonly string[]): Promise<void>
}

export function createStepFileStore(options: {
  dir: string
  ttlMs?: number
  maxBytes?: number
  maxFiles?: number
  now?: () => number
}): StepFileStore {
  const { dir, ttlMs = FILE_TTL_MS, maxBytes = STORE_MAX_BYTES, maxFiles = STORE_MAX_FILES, now = Date.now } = options
  const fileOf = (id: string) => (FILE_ID.test(id) ? path.join(dir, id) : null)
  const expired = (modified: number) => modified + ttlMs <= now()

  async function unlink(file: string) {
    await fs.rm(file, { force: true })
  }

  /** Deletes the expired files and counts the rest. Run by every `put`: uploads are rare, the folder small. */
  async function sweep(): Promise<{ files: number; bytes: number }> {
    let names: string[]
    try {
      names = await fs.readdir(dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: 0, bytes: 0 }
      throw error
    }
    let files = 0
    let bytes = 0
    for (const name of names) {
      const file = path.join(dir, name)
      const stat = await fs.stat(file).catch(() => null)
      if (!stat) continue
      if (expired(stat.mtimeMs)) await unlink(file)
      else {
        files += 1
        bytes += stat.size
      }
    }
    return { files, bytes }
  }

  async function readable(id: string): Promise<string | null> {
    const file = fileOf(id)
    if (!file) return null
    const stat = await fs.stat(file).catch(() => null)
    if (!stat) return null
    if (!expired(stat.mtimeMs)) return file
    await unlink(file)
    return null
  }

  return {
    async put(bytes) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 })
      // Two uploads at once may both pass: the bound is exceeded by at most one file per request in flight.
      const used = await sweep()
      if (used.files + 1 > maxFiles || used.bytes + bytes.byteLength > maxBytes) {
        logger.warn('step file store full', { files: used.files, bytes: used.bytes })
        return null
      }
      const id = crypto.randomBytes(32).toString('base64url')
      const file = path.join(dir, id)
      await fs.writeFile(file, bytes, { mode: 0o600, flag: 'wx' })
      // Its age is read from the store's clock (a test's), not the moment the disk wrote it.
      const written = now() / 1000
      await fs.utimes(file, written, written)
      return id
    },
    async read(id) {
      const file = await readable(id)
      return file ? fs.readFile(file).catch(() => null) : null
    },
    async has(id) {
      return (await readable(id)) !== null
    },
    async discard(ids) {
      for (const id of ids) {
        const file = fileOf(id)
        if (file) await unlink(file)
      }
    },
  }
}

let store: StepFileStore | undefined

/** The portal's store, in DATA_DIR/step-files. */
export function stepFileStore(): StepFileStore {
  return (store ??= createStepFileStore({ dir: path.join(getEnv().DATA_DIR, 'step-files') }))
}

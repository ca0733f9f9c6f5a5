import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createStepFileStore, FILE_TTL_MS } from './step-file-store.server'

const folders: string[] = []
function tempFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'step-files-'))
  folders.push(dir)
  return path.join(dir, 'step-files')
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const bytes = (size: number, fill = 1) => new Uint8Array(size).fill(fill)

describe('the store of step files', () => {
  it('keeps bytes under a random, unguessable id and gives them back; deleting twice is no error', async () => {
    const dir = tempFolder()
    const store = createStepFileStore({ dir })
    const first = await store.put(bytes(10, 7))
    const second = await store.put(bytes(10, 7))
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second).not.toBe(first)
    expect([...(await store.read(first!))!]).toEqual([...bytes(10, 7)])
    // Readable by its owner only.
    expect(fs.statSync(path.join(dir, first!)).mode & 0o777).toBe(0o600)
    await store.discard([first!, first!])
    expect(await store.read(first!)).toBeNull()
    expect(await store.has(first!)).toBe(false)
    expect(await store.has(second!)).toBe(true)
  })

  it('names nothing outside its folder: an id that is not one of its own is no file', async () => {
    const dir = tempFolder()
    const store = createStepFileStore({ dir })
    await store.put(bytes(1))
    fs.writeFileSync(path.join(path.dirname(dir), 'secreto'), 'x')
    for (const id of ['../secreto', '..', '', 'secreto', `${'a'.repeat(42)}/`, '/etc/passwd']) {
      expect(await store.read(id)).toBeNull()
      await store.discard([id])
    }
    expect(fs.existsSync(path.join(path.dirname(dir), 'secreto'))).toBe(true)
  })

  it('lets files expire after FILE_TTL_MS, longer than a session and its parked drafts live', async () => {
    expect(FILE_TTL_MS).toBeGreaterThan(12 * 60 * 60 * 1000 + 30 * 60 * 1000)
    let now = Date.now()
    const dir = tempFolder()
    const store = createStepFileStore({ dir, ttlMs: 1000, now: () => now })
    const id = (await store.put(bytes(3)))!
    now += 999
    expect(await store.has(id)).toBe(true)
    now += 1
    expect(await store.read(id)).toBeNull()
    // Read as expired, it is deleted too.
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it('holds a bounded total: past its files or bytes a new file is refused, until old ones expire', async () => {
    let now = Date.now()
    const dir = tempFolder()
    const store = createStepFileStore({ dir, ttlMs: 1000, maxFiles: 2, maxBytes: 100, now: () => now })
    const first = await store.put(bytes(40))
    expect(await store.put(bytes(61))).toBeNull()
    const second = await store.put(bytes(60))
    expect(second).not.toBeNull()
    expect(await store.put(bytes(1))).toBeNull()
    // The files already kept are never dropped for a new one.
    expect(await store.has(first!)).toBe(true)
    now += 1000
    // The sweep of the next upload deletes the expired ones.
    expect(await store.put(bytes(100))).not.toBeNull()
    expect(fs.readdirSync(dir)).toHaveLength(1)
  })
})

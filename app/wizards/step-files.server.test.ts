import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createStepFileStore,
  discardDropped,
  discardSessionFiles,
  FILE_TTL_MS,
  fileNameFor,
  filesIn,
  stepFileStore,
  type StepFile,
} from './step-files.server'

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

describe('fileNameFor', () => {
  it("keeps the member's name with the extension of what the file is", () => {
    expect(fileNameFor('informe.pdf', 'pdf')).toBe('informe.pdf')
    expect(fileNameFor('informe.pdf', 'png')).toBe('informe.png')
    expect(fileNameFor('Foto Carné.JPEG', 'jpeg')).toBe('Foto Carné.jpg')
    expect(fileNameFor('escaneo', 'pdf')).toBe('escaneo.pdf')
  })

  it('drops folders, control characters and an empty stem, and cuts a long name', () => {
    expect(fileNameFor('C:\\fakepath\\orden.pdf', 'pdf')).toBe('orden.pdf')
    expect(fileNameFor('../../etc/orden\u0000\n.pdf', 'pdf')).toBe('orden.pdf')
    expect(fileNameFor('.pdf', 'pdf')).toBe('archivo.pdf')
    const long = fileNameFor(`${'a'.repeat(300)}.png`, 'png')
    expect(long).toHaveLength(120)
    expect(long.endsWith('.png')).toBe(true)
  })
})

describe('the files a draft holds', () => {
  const file = (fill: string): StepFile => ({ fileId: fill.repeat(43), name: 'a.pdf', kind: 'pdf', size: 1 })

  it('are its answers shaped as a StepFile', () => {
    expect(filesIn({ motivo: 'x', archivo: file('a'), otro: { fileId: '../x', name: 'a', kind: 'pdf', size: 1 } })).toEqual([file('a')])
    expect(filesIn(undefined)).toEqual([])
  })

  it('are deleted once no draft holds them, and with the drafts of a session that ends', async () => {
    const store = stepFileStore()
    const ids = [(await store.put(bytes(2)))!, (await store.put(bytes(2)))!, (await store.put(bytes(2)))!]
    const [kept, replaced, other] = ids.map((fileId) => ({ fileId, name: 'a.pdf', kind: 'pdf', size: 2 }) as StepFile)
    await discardDropped({ a: kept, b: replaced }, { a: kept })
    expect(await store.has(kept!.fileId)).toBe(true)
    expect(await store.has(replaced!.fileId)).toBe(false)

    await discardSessionFiles({ 'drafts.x': { a: kept }, 'drafts.x.revision': 3, 'auth.v2': { archivo: other } })
    expect(await store.has(kept!.fileId)).toBe(false)
    // Only drafts hold files.
    expect(await store.has(other!.fileId)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { stepFileStore } from './step-file-store.server'
import { discardDropped, discardSessionFiles, fileNameFor, filesIn, type StepFile } from './step-files.server'

const bytes = (size: number, fill = 1) => new Uint8Array(size).fill(fill)

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
  const digest = 'd'.repeat(43)
  const file = (fill: string): StepFile => ({ fileId: fill.repeat(43), name: 'a.pdf', kind: 'pdf', size: 1, digest })

  it('are its answers shaped as a StepFile', () => {
    expect(filesIn({ motivo: 'x', archivo: file('a'), otro: { fileId: '../x', name: 'a', kind: 'pdf', size: 1 } })).toEqual([file('a')])
    expect(filesIn(undefined)).toEqual([])
  })

  it('are deleted once no draft holds them, and with the drafts of a session that ends', async () => {
    const store = stepFileStore()
    const ids = [(await store.put(bytes(2)))!, (await store.put(bytes(2)))!, (await store.put(bytes(2)))!]
    const [kept, replaced, other] = ids.map((fileId) => ({ fileId, name: 'a.pdf', kind: 'pdf', size: 2, digest }) as StepFile)
    await discardDropped({ a: kept, b: replaced }, { a: kept })
    expect(await store.has(kept!.fileId)).toBe(true)
    expect(await store.has(replaced!.fileId)).toBe(false)

    await discardSessionFiles({ 'drafts.x': { a: kept }, 'drafts.x.revision': 3, 'auth.v2': { archivo: other } })
    expect(await store.has(kept!.fileId)).toBe(false)
    // Only drafts hold files.
    expect(await store.has(other!.fileId)).toBe(true)
  })
})

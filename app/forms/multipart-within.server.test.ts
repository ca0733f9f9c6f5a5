import { describe, expect, it } from 'vitest'
import { readMultipartWithin, type MultipartLimits } from './multipart-within.server'

const LIMITS: MultipartLimits = { textBytes: 1024, fileBytes: 100, bodyBytes: 10_000 }
const encode = (text: string) => new TextEncoder().encode(text)

/** A form as a browser sends it: its bytes and its boundary. */
async function multipart(entries: Array<[string, string | File]>) {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  const response = new Response(form)
  const boundary = /boundary=(.+)$/.exec(response.headers.get('content-type')!)![1]!
  return { bytes: new Uint8Array(await response.arrayBuffer()), boundary, contentType: response.headers.get('content-type')! }
}

/** The bytes as a stream of `size`-byte chunks, so that boundaries and headers fall across chunks. */
function chunked(bytes: Uint8Array, size: number) {
  let offset = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + size))
      offset += size
    },
  }).getReader()
}

/** What the platform's parser reads from a body: each entry's name with its text, or its file's name and size. */
async function entries(body: Uint8Array<ArrayBuffer>, contentType: string) {
  const form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
  return [...form].map(([name, value]) => [name, typeof value === 'string' ? value : `${value.name} (${value.size})`])
}

const file = (size: number, name = 'orden.pdf') => new File([new Uint8Array(size).fill(0x25)], name, { type: 'application/pdf' })

describe('readMultipartWithin', () => {
  it('hands on a form within its limits as it came, whatever the chunks', async () => {
    const sent = await multipart([['motivo', 'Presentar en BPS ñ'], ['archivo', file(100)], ['telefono', '099123456']])
    for (const size of [1, 2, 3, 7, 64, 1 << 20]) {
      const read = await readMultipartWithin(chunked(sent.bytes, size), sent.boundary, LIMITS)
      expect(read.kind, `chunks of ${size}`).toBe('read')
      if (read.kind !== 'read') continue
      expect(read.tooLargeFiles).toEqual([])
      expect(await entries(read.body, sent.contentType)).toEqual([
        ['motivo', 'Presentar en BPS ñ'],
        ['archivo', 'orden.pdf (100)'],
        ['telefono', '099123456'],
      ])
    }
  })

  it('leaves out a file over its limit and keeps the fields before and after it', async () => {
    const sent = await multipart([['motivo', 'Presentar en BPS'], ['archivo', file(5_000)], ['telefono', '099123456']])
    for (const size of [1, 5, 64, 1 << 20]) {
      const read = await readMultipartWithin(chunked(sent.bytes, size), sent.boundary, LIMITS)
      expect(read.kind, `chunks of ${size}`).toBe('read')
      if (read.kind !== 'read') continue
      expect(read.tooLargeFiles).toEqual(['archivo'])
      expect(await entries(read.body, sent.contentType)).toEqual([
        ['motivo', 'Presentar en BPS'],
        ['telefono', '099123456'],
      ])
      // Never more than the limits were kept: the text and nothing of the file.
      expect(read.body.length).toBeLessThan(LIMITS.textBytes)
    }
  })

  it('counts the files together: one that takes them past the limit goes, the others stay', async () => {
    const sent = await multipart([['a', file(60, 'a.pdf')], ['b', file(60, 'b.pdf')], ['c', file(40, 'c.pdf')]])
    const read = await readMultipartWithin(chunked(sent.bytes, 16), sent.boundary, LIMITS)
    expect(read.kind === 'read' && read.tooLargeFiles).toEqual(['b'])
    if (read.kind !== 'read') return
    expect(await entries(read.body, sent.contentType)).toEqual([['a', 'a.pdf (60)'], ['c', 'c.pdf (40)']])
  })

  it('refuses the whole body for text past its limit: a long field, headers that never end, bytes before any boundary', async () => {
    const long = await multipart([['motivo', 'x'.repeat(LIMITS.textBytes)], ['archivo', file(10)]])
    expect(await readMultipartWithin(chunked(long.bytes, 64), long.boundary, LIMITS)).toMatchObject({ kind: 'tooLarge' })
    const headers = encode(`--B\r\nContent-Disposition: form-data; name="a"\r\nX-Relleno: ${'x'.repeat(2_000)}`)
    expect(await readMultipartWithin(chunked(headers, 64), 'B', LIMITS)).toMatchObject({ kind: 'tooLarge' })
    const preamble = new Uint8Array(5_000).fill(0x61)
    expect(await readMultipartWithin(chunked(preamble, 64), 'B', LIMITS)).toMatchObject({ kind: 'tooLarge' })
  })

  it('refuses a body past the most any body is read, file or not, and reads no further', async () => {
    const sent = await multipart([['motivo', 'x'], ['archivo', file(20_000)]])
    const read = await readMultipartWithin(chunked(sent.bytes, 1_000), sent.boundary, LIMITS)
    expect(read).toEqual({ kind: 'tooLarge', read: 11_000 })
  })

  it('says a body that ends before its closing boundary is broken', async () => {
    const cut = ['--B\r\nContent-Disposition: form-data; name="x"\r\n\r\n1', '--B\r\nContent-Disposition: form-da', '--B\r\n', '--B']
    for (const body of ['', 'x=1', ...cut]) {
      expect(await readMultipartWithin(chunked(encode(body), 4), 'B', LIMITS), JSON.stringify(body)).toEqual({ kind: 'broken' })
    }
  })
})

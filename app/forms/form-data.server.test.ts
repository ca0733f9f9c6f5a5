import { describe, expect, it } from 'vitest'
import { FORM_BODY_LIMIT, readFileFormWithin, readFormData, readFormDataWithin, requestWithForm } from './form-data.server'

const URL_ = 'http://localhost/formulario'
const LIMIT = 1024

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request(URL_, { method: 'POST', headers, body, duplex: 'half' } as RequestInit)
}

/** A body that sends `chunk` bytes at a time for ever, and says how much was asked of it and whether it was cancelled. */
function endlessBody(chunk: number) {
  const seen = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.pulled += chunk
      controller.enqueue(new Uint8Array(chunk))
    },
    cancel() {
      seen.cancelled = true
    },
  })
  return { stream, seen }
}

async function thrownStatus(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error.status
    throw error
  }
  throw new Error('expected a refusal')
}

describe('readFormDataWithin', () => {
  it('reads a urlencoded form and a multipart form with a file that fit', async () => {
    const plain = await readFormDataWithin(post('a=1&b=%C3%B1', { 'content-type': 'application/x-www-form-urlencoded' }), LIMIT)
    expect(plain.formData?.get('b')).toBe('ñ')

    const form = new FormData()
    form.set('intent', 'foto')
    form.set('foto', new File([new Uint8Array([1, 2, 3])], 'foto.png', { type: 'image/png' }))
    const multipart = await readFormDataWithin(new Request(URL_, { method: 'POST', body: form }), LIMIT)
    const file = multipart.formData?.get('foto')
    expect(file).toBeInstanceOf(File)
    expect((file as File).name).toBe('foto.png')
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
  })

  it('refuses a body whose Content-Length is over the limit without waiting for any of it', async () => {
    // A body that never sends a byte: the answer cannot come from reading it.
    const stream = new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => undefined) })
    const headers = { 'content-type': 'multipart/form-data; boundary=B', 'content-length': String(LIMIT + 1) }
    expect(await readFormDataWithin(post(stream, headers), LIMIT)).toEqual({ tooLarge: true })
  })

  it('stops keeping a body that grows past the limit, and closes one that never ends', async () => {
    const { stream, seen } = endlessBody(256 * 1024)
    const answer = await readFormDataWithin(post(stream, { 'content-type': 'multipart/form-data; boundary=B' }), LIMIT)
    expect(answer).toEqual({ tooLarge: true })
    // The rest is read and thrown away so that a browser gets the answer; past 64 MB the body is cancelled.
    await expect.poll(() => seen.cancelled, { timeout: 5_000 }).toBe(true)
    expect(seen.pulled).toBeLessThan(70 * 1024 * 1024)
  })

  it('refuses what readFormData refuses: another media type (415), a broken multipart or a bad length (400)', async () => {
    expect(await thrownStatus(readFormDataWithin(post('{}', { 'content-type': 'application/json' }), LIMIT))).toBe(415)
    expect(await thrownStatus(readFormDataWithin(post('x=1'), LIMIT))).toBe(415)
    const broken = '--B\r\nContent-Disposition: form-data; name="x"\r\n\r\n1'
    expect(await thrownStatus(readFormDataWithin(post(broken, { 'content-type': 'multipart/form-data; boundary=B' }), LIMIT))).toBe(400)
    expect(await thrownStatus(readFormData(post(broken, { 'content-type': 'multipart/form-data; boundary=B' })))).toBe(400)
    const badLength = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': 'mucho' }
    expect(await thrownStatus(readFormDataWithin(post('x=1', badLength), LIMIT))).toBe(400)
  })

  it('reads an empty urlencoded body as an empty form', async () => {
    const empty = await readFormDataWithin(post(null, { 'content-type': 'application/x-www-form-urlencoded' }), LIMIT)
    expect([...(empty.formData?.keys() ?? [])]).toEqual([])
  })
})

describe('readFileFormWithin', () => {
  const MB = 1024 * 1024

  /** The form as a browser sends it: multipart, with its Content-Length (or, `chunked`, a stream without one). */
  async function sent(entries: Array<[string, string | File]>, { chunked = false } = {}) {
    const form = new FormData()
    for (const [name, value] of entries) form.append(name, value)
    const encoded = new Response(form)
    const bytes = new Uint8Array(await encoded.arrayBuffer())
    const headers: Record<string, string> = { 'content-type': encoded.headers.get('content-type')! }
    if (!chunked) return post(bytes, { ...headers, 'content-length': String(bytes.length) })
    return post(new Blob([bytes]).stream(), headers)
  }
  const pdf = (size: number) => new File([new Uint8Array(size).fill(0x25)], 'orden.pdf', { type: 'application/pdf' })
  const typed: Array<[string, string]> = [['requestedByParticular', 'no'], ['motivo', 'Presentar en BPS'], ['telefono', '099123456']]

  it('keeps the fields typed with a file over its limit, and names the file left out', async () => {
    for (const chunked of [false, true]) {
      const request = await sent([...typed, ['archivo', pdf(12 * MB)], ['intent', 'enviar']], { chunked })
      const body = await readFileFormWithin(request, 5 * MB)
      expect(body.tooLarge, `chunked: ${chunked}`).toBeUndefined()
      expect(body.tooLargeFiles).toEqual(['archivo'])
      expect(Object.fromEntries(body.formData!)).toEqual({ ...Object.fromEntries(typed), intent: 'enviar' })
    }
  })

  it('reads a file within its limit (exactly the limit too) with the fields', async () => {
    const body = await readFileFormWithin(await sent([...typed, ['archivo', pdf(5 * MB)]]), 5 * MB)
    expect(body.tooLargeFiles).toEqual([])
    expect((body.formData!.get('archivo') as File).size).toBe(5 * MB)
    expect(body.formData!.get('motivo')).toBe('Presentar en BPS')
  })

  it('refuses whole a body whose Content-Length is past any sane size, without waiting for any of it', async () => {
    const stream = new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => undefined) })
    const headers = { 'content-type': 'multipart/form-data; boundary=B', 'content-length': String(100 * MB) }
    expect(await readFileFormWithin(post(stream, headers), 5 * MB)).toEqual({ tooLarge: true })
  })

  it('refuses whole a file that never ends once the body is past any sane size, and closes it', async () => {
    const head = new TextEncoder().encode('--B\r\nContent-Disposition: form-data; name="archivo"; filename="a.pdf"\r\n\r\n')
    const seen = { pulled: 0, cancelled: false }
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(head),
      pull(controller) {
        seen.pulled += 256 * 1024
        controller.enqueue(new Uint8Array(256 * 1024).fill(0x25))
      },
      cancel() {
        seen.cancelled = true
      },
    })
    const body = await readFileFormWithin(post(stream, { 'content-type': 'multipart/form-data; boundary=B' }), 5 * MB)
    expect(body).toEqual({ tooLarge: true })
    await expect.poll(() => seen.cancelled, { timeout: 5_000 }).toBe(true)
    expect(seen.pulled).toBeLessThan(70 * MB)
  })

  it('refuses whole a form whose text is past the form limit, and reads no file into it', async () => {
    const body = await readFileFormWithin(await sent([['motivo', 'x'.repeat(FORM_BODY_LIMIT)], ['archivo', pdf(10)]]), 5 * MB)
    expect(body).toEqual({ tooLarge: true })
  })

  it('reads a urlencoded form as every other form, and refuses what is no form', async () => {
    const plain = await readFileFormWithin(post('motivo=x', { 'content-type': 'application/x-www-form-urlencoded' }), 5 * MB)
    expect(plain).toEqual({ formData: expect.any(FormData), tooLargeFiles: [] })
    const big = post(`x=${'a'.repeat(FORM_BODY_LIMIT)}`, { 'content-type': 'application/x-www-form-urlencoded' })
    expect(await thrownStatus(readFileFormWithin(big, 5 * MB))).toBe(413)
    expect(await thrownStatus(readFileFormWithin(post('{}', { 'content-type': 'application/json' }), 5 * MB))).toBe(415)
    const broken = '--B\r\nContent-Disposition: form-data; name="x"\r\n\r\n1'
    const multipartB = { 'content-type': 'multipart/form-data; boundary=B' }
    expect(await thrownStatus(readFileFormWithin(post(broken, multipartB), 5 * MB))).toBe(400)
    expect(await thrownStatus(readFileFormWithin(post(broken, { 'content-type': 'multipart/form-data' }), 5 * MB))).toBe(400)
    expect(await thrownStatus(readFileFormWithin(post(null, multipartB), 5 * MB))).toBe(400)
  })
})

describe('readFormData', () => {
  const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' }

  it('reads a form up to its limit', async () => {
    const value = 'a'.repeat(FORM_BODY_LIMIT - 2)
    expect((await readFormData(post(`x=${value}`, urlencoded))).get('x')).toBe(value)
  })

  it('refuses with 413 a body whose Content-Length is over the limit, without reading any of it', async () => {
    const stream = new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => undefined) })
    const headers = { ...urlencoded, 'content-length': String(100 * 1024 * 1024) }
    expect(await thrownStatus(readFormData(post(stream, headers)))).toBe(413)
  })

  it('refuses with 413 a body sent without a length once it grows past the limit', async () => {
    const { stream, seen } = endlessBody(16 * 1024)
    expect(await thrownStatus(readFormData(post(stream, urlencoded)))).toBe(413)
    await expect.poll(() => seen.cancelled, { timeout: 5_000 }).toBe(true)
  })

  it('takes a smaller limit for an action that expects less', async () => {
    expect(await thrownStatus(readFormData(post('x=123456', urlencoded), 4))).toBe(413)
  })

  it('refuses with 400 a field whose bytes are no UTF-8, percent-encoded or raw, which would be read as U+FFFD', async () => {
    expect(await thrownStatus(readFormData(post('motivo=%C3%28%FF', urlencoded)))).toBe(400)
    expect(await thrownStatus(readFormData(post('%FF=x', urlencoded)))).toBe(400)
    expect(await thrownStatus(readFormData(post(new Uint8Array([0x6d, 0x3d, 0xff, 0xfe]), urlencoded)))).toBe(400)
    // A U+FFFD the person typed arrives as its own bytes, and is kept as typed.
    expect((await readFormData(post('motivo=a%EF%BF%BDb+%C3%B1', urlencoded))).get('motivo')).toBe('a\uFFFDb ñ')
  })

  it('refuses with 400 a multipart text field whose bytes are no UTF-8, and keeps a typed U+FFFD and a file of any bytes', async () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=B' }
    const body = (field: Uint8Array) =>
      Buffer.concat([
        Buffer.from('--B\r\nContent-Disposition: form-data; name="motivo"\r\n\r\n'),
        field,
        Buffer.from('\r\n--B\r\nContent-Disposition: form-data; name="archivo"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n'),
        Buffer.from([0xff, 0xfe, 0x00, 0xc3]),
        Buffer.from('\r\n--B--\r\n'),
      ])
    expect(await thrownStatus(readFormData(post(body(Buffer.from([0x61, 0xff])), multipart)))).toBe(400)
    const typed = await readFormData(post(body(Buffer.from('a\uFFFDb')), multipart))
    expect(typed.get('motivo')).toBe('a\uFFFDb')
    expect(typed.get('archivo')).toBeInstanceOf(File)
  })
})

describe('requestWithForm', () => {
  it('gives code that reads the body itself the form already read, with the headers it came with', async () => {
    const form = new FormData()
    form.set('ci', '1.234.567-2')
    form.set('password', 'ñandú & co')
    const original = new Request(URL_, { method: 'POST', headers: { cookie: 'a=b', 'content-length': '999' }, body: 'x' })
    const copy = requestWithForm(original, form)
    expect(copy.headers.get('cookie')).toBe('a=b')
    expect(copy.headers.get('content-length')).toBeNull()
    const read = await copy.formData()
    expect(read.get('ci')).toBe('1.234.567-2')
    expect(read.get('password')).toBe('ñandú & co')
  })
})

/**
 * The one way an action reads its body. A browser posts either kind of form encoding; anything
 * else (JSON, text, XML, a broken multipart body, no content type) is not a form of this
 * portal, and is answered with a 4xx instead of a crash: 415 for another media type, 400 for a
 * body that cannot be read as the form it claims to be.
 *
 * Every body has a limit, and nothing past it is kept: a form without a file is refused with 413
 * past `FORM_BODY_LIMIT`, from its Content-Length before any of it is read, or as soon as a body
 * sent without a length grows past it. Nothing in front of Remix reads a body, so this is where
 * one anonymous 100 MB POST would otherwise become a gigabyte of memory. A form with a file has the
 * file's limit besides: `readFormDataWithin` bounds the whole body (the profile photo);
 * `readFileFormWithin` bounds the text and the file each, so a file too large is left out and the
 * fields typed with it are kept (a wizard step's file).
 *
 * The refusal is a thrown Response, not `data()`: Remix hands a thrown Response of a route
 * without a page (/nueva-version, /sesion, /cerrar-sesion) back as it is, where it would log a
 * thrown `data()` as an unexpected error. A route with a page renders its error boundary, which
 * reads `problem` and explains in Spanish.
 */
import { servicePage } from '~/copy/shell'
import { readAtMost } from '~/utils/read-at-most.server'
import { readMultipartWithin, type MultipartRead } from './multipart-within.server'

export const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const

/** What an error boundary reads from a refused body. */
export interface RefusedBody {
  problem: 'body'
  message: string
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

/**
 * The most a form without a file may weigh. The largest the portal sends (a passkey's attestation,
 * the registration with its adicional) is a few KiB; a typed field is capped far below this.
 */
export const FORM_BODY_LIMIT = 64 * 1024

function refused(status: 400 | 413 | 415): Response {
  const message = status === 413 ? servicePage.tooLargeBody : servicePage.refusedBody
  return Response.json({ problem: 'body', message } satisfies RefusedBody, { status })
}

/** The refusal of a form the page did not send (an unknown `intent`): a 400, answered like an unreadable body. */
export const refusedForm = () => refused(400)

/**
 * The request's form fields, read once and never past `maxBytes`; throws a 413 response for a body
 * over the limit, 415 or 400 for a body that is not a form.
 */
export async function readFormData(request: Request, maxBytes = FORM_BODY_LIMIT): Promise<FormData> {
  const form = await readFormDataWithin(request, maxBytes)
  if (form.tooLarge) throw refused(413)
  return form.formData
}

/**
 * The same request with a form that was read already (text fields only), for code that reads the
 * body itself (remix-auth's strategies): the browser's body is read once, under its limit, and
 * what the strategy parses is that small copy.
 */
export function requestWithForm(request: Request, formData: FormData): Request {
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8')
  const fields = new URLSearchParams()
  for (const [name, value] of formData) if (typeof value === 'string') fields.append(name, value)
  return new Request(request.url, { method: request.method, headers, body: fields, signal: request.signal })
}

/** A form read with a size limit: its fields, or `tooLarge` (the page says so in its own words). */
export type LimitedForm = { formData: FormData; tooLarge?: never } | { tooLarge: true; formData?: never }

/**
 * The most of a body ever read, kept or not. Past it, a refused body is no longer read and thrown away but the
 * connection is closed: a browser that is sent an early answer may wait to finish its upload before it reads the
 * answer, so a body up to this is read to its end; one past it is no form anyone meant to send.
 */
const READ_AT_MOST = 64 * 1024 * 1024

/** Reads and forgets the rest of a refused body (`alreadyRead` of it were read), chunk by chunk, in the background. */
function discard(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead = 0) {
  void (async () => {
    let discarded = alreadyRead
    for (;;) {
      if (discarded > READ_AT_MOST) return reader.cancel()
      const { done, value } = await reader.read()
      if (done) return
      discarded += value.byteLength
    }
  })().catch(() => undefined)
}

/**
 * `readFormData` for a form that may carry a file (`multipart/form-data`): at most `maxBytes` of
 * the body are read. A body that says it is larger (Content-Length) is refused before any of it
 * is read; one that turns out larger while it arrives is refused there. Either way it is never
 * held whole in memory. Throws a 415 or 400 response, as `readFormData`, for a body that is not a form.
 */
export async function readFormDataWithin(request: Request, maxBytes: number): Promise<LimitedForm> {
  const type = mediaType(request)
  if (!(FORM_MEDIA_TYPES as readonly string[]).includes(type)) throw refused(415)
  const declared = declaredLength(request)
  if (declared !== null && declared > maxBytes) {
    if (request.body) discard(request.body.getReader())
    return { tooLarge: true }
  }
  let bytes: Uint8Array<ArrayBuffer> | null
  try {
    bytes = request.body ? await readAtMost(request.body, maxBytes, discard) : new Uint8Array()
  } catch {
    throw refused(400)
  }
  if (bytes === null) return { tooLarge: true }
  return { formData: await parsed(request, bytes) }
}

/** A form read by `readFileFormWithin`: its fields, naming the files left out for their size; or `tooLarge`. */
export type FileForm =
  | { formData: FormData; tooLargeFiles: string[]; tooLarge?: never }
  | { tooLarge: true; formData?: never; tooLargeFiles?: never }

/**
 * The form of a page whose file has a limit of its own (a wizard step's file): a file too large costs only itself,
 * and the page answers in its own words with what was typed. A multipart body is read as it arrives
 * (multipart-within.server.ts): its text within `FORM_BODY_LIMIT`, its files within `fileBytes` together; a file past
 * that is left out, its bytes counted and dropped, and its field named in `tooLargeFiles`.
 *
 * The body is read to its end before the answer, however large the file: the fields after the file are needed, and a
 * browser shows no answer sent while it is still uploading (it reports a failed connection instead). Nothing past the
 * limits is kept, so this costs time on the wire, not memory. A body past `READ_AT_MOST` (by its Content-Length,
 * before any of it is read, or as it arrives) is no form anyone meant to send: it is `tooLarge`, as is text past its
 * limit. A urlencoded form carries no file: it is read as every other form (`readFormData`). Throws a 415 or 400
 * response, as `readFormData`, for a body that is not a form.
 */
export async function readFileFormWithin(request: Request, fileBytes: number): Promise<FileForm> {
  if (mediaType(request) !== 'multipart/form-data') return { formData: await readFormData(request), tooLargeFiles: [] }
  const declared = declaredLength(request)
  const boundary = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers.get('content-type') ?? '')
  if (!boundary || !request.body) throw refused(400)
  if (declared !== null && declared > READ_AT_MOST) {
    discard(request.body.getReader())
    return { tooLarge: true }
  }
  const reader = request.body.getReader()
  const limits = { textBytes: FORM_BODY_LIMIT, fileBytes, bodyBytes: READ_AT_MOST }
  let body: MultipartRead
  try {
    body = await readMultipartWithin(reader, boundary[1] ?? boundary[2]!, limits)
  } catch {
    throw refused(400)
  }
  if (body.kind === 'broken') throw refused(400)
  if (body.kind === 'tooLarge') {
    discard(reader, body.read)
    return { tooLarge: true }
  }
  return { formData: await parsed(request, body.body), tooLargeFiles: body.tooLargeFiles }
}

/** The body's Content-Length, if it says one; a 400 for one that is no length. */
function declaredLength(request: Request): number | null {
  const declared = request.headers.get('content-length')
  if (declared !== null && !/^\d+$/.test(declared.trim())) throw refused(400)
  return declared === null ? null : Number(declared)
}

/** The form in bytes known to fit, read by the same parser as readFormData's; a 400 when it is no form. */
async function parsed(request: Request, bytes: Uint8Array<ArrayBuffer>): Promise<FormData> {
  let form: FormData
  try {
    const contentType = request.headers.get('content-type') ?? mediaType(request)
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw refused(400)
  }
  if (madeUpCharacters(form, bytes, mediaType(request))) throw refused(400)
  return form
}

/** U+FFFD, which the platform's parser puts where a field's bytes are no UTF-8, and its UTF-8 bytes. */
const REPLACEMENT = '\uFFFD'
const REPLACEMENT_BYTES = Buffer.from(REPLACEMENT)

/**
 * Whether the parser made up characters: a field whose bytes were no UTF-8 (a browser always sends UTF-8) is read
 * with U+FFFD in their place, and that text would be sent on to the API as if typed. A form is refused for it (400)
 * rather than passed on changed. Only a form with U+FFFD in it is looked at again, and a U+FFFD the person typed
 * (it arrives as its own UTF-8 bytes, `%EF%BF%BD` in a urlencoded form) is no reason to refuse it.
 */
function madeUpCharacters(form: FormData, bytes: Uint8Array, type: string): boolean {
  let found = 0
  for (const [name, value] of form) {
    for (const text of typeof value === 'string' ? [name, value] : [name]) found += text.split(REPLACEMENT).length - 1
  }
  if (found === 0) return false
  if (type === 'application/x-www-form-urlencoded') return !strictlyDecodable(bytes)
  // Multipart: the text is sent as it is, so each U+FFFD read must be U+FFFD's own bytes in the body (a file's bytes
  // may hold some by chance, which can only let a made-up one pass, never refuse a typed one).
  return found > occurrences(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), REPLACEMENT_BYTES)
}

/** A urlencoded body whose bytes and every `%XX` sequence of each name and value are UTF-8. */
function strictlyDecodable(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    for (const pair of text.split('&')) for (const part of pair.split('=')) decodeURIComponent(part.replace(/\+/g, ' '))
    return true
  } catch {
    return false
  }
}

function occurrences(haystack: Buffer, needle: Buffer): number {
  let count = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++
  return count
}

/**
 * The one way an action reads its body. A browser posts either kind of form encoding; anything
 * else (JSON, text, XML, a broken multipart body, no content type) is not a form of this
 * portal, and is answered with a 4xx instead of a crash: 415 for another media type, 400 for a
 * body that cannot be read as the form it claims to be.
 *
 * Every body has a limit, and nothing past it is kept: a form without a file is refused with 413
 * past `FORM_BODY_LIMIT`, from its Content-Length before any of it is read, or as soon as a body
 * sent without a length grows past it. Nothing in front of Remix reads a body, so this is where
 * one anonymous 100 MB POST would otherwise become a gigabyte of memory.
 *
 * The refusal is a thrown Response, not `data()`: Remix hands a thrown Response of a route
 * without a page (/nueva-version, /sesion, /cerrar-sesion) back as it is, where it would log a
 * thrown `data()` as an unexpected error. A route with a page renders its error boundary, which
 * reads `problem` and explains in Spanish.
 */
import { servicePage } from '~/copy/shell'
import { readAtMost } from '~/utils/read-at-most.server'

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
 * Past this, a refused body is no longer read and thrown away but the connection is closed: a
 * browser that is sent an early answer may wait to finish its upload before it reads the answer.
 */
const DISCARD_AT_MOST = 64 * 1024 * 1024

/** Reads and forgets the rest of a refused body, chunk by chunk, in the background. */
function discard(reader: ReadableStreamDefaultReader<Uint8Array>) {
  void (async () => {
    let discarded = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      discarded += value.byteLength
      if (discarded > DISCARD_AT_MOST) return reader.cancel()
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
  const declared = request.headers.get('content-length')
  if (declared !== null && !/^\d+$/.test(declared.trim())) throw refused(400)
  if (declared !== null && Number(declared) > maxBytes) {
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
  try {
    // The same parser as readFormData, on bytes that are known to fit.
    const contentType = request.headers.get('content-type') ?? type
    return { formData: await new Response(bytes, { headers: { 'content-type': contentType } }).formData() }
  } catch {
    throw refused(400)
  }
}

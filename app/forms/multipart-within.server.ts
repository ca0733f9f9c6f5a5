/**
 * A multipart body read as it arrives, so that a file over its limit costs the form only that file: the text fields
 * sent with it are kept, the file is left out and named, and the page answers in its own words with what was typed
 * (form-data.server.ts, `readFileFormWithin`).
 *
 * This is no parser of its own: it only finds the parts' boundaries and headers, and hands the body on with the parts
 * left out cut away, so the fields are read by the one parser every other form goes through (the platform's
 * `formData()`), which also decides what is broken. What is kept is bounded by the limits, never by the body:
 * - everything but the files' bytes (the text fields, every part's headers, the boundaries, anything before or after
 *   the parts) within `textBytes`, or the body is refused whole;
 * - the files' bytes within `fileBytes`, together: a file that would take them past it is dropped as it arrives;
 * - the body itself, kept or not, within `bodyBytes`, or it is refused whole.
 */

export interface MultipartLimits {
  textBytes: number
  fileBytes: number
  bodyBytes: number
}

export type MultipartRead =
  /** The body with the files over the limit cut out (the part's name in `tooLargeFiles`, in the order they came). */
  | { kind: 'read'; body: Uint8Array<ArrayBuffer>; tooLargeFiles: string[] }
  /** Past `textBytes` or `bodyBytes`: nothing of it is kept. `read` bytes were taken from the stream, the rest is not. */
  | { kind: 'tooLarge'; read: number }
  /** The body ended before its closing boundary: no form (400). */
  | { kind: 'broken' }

const HEADERS_END = Buffer.from('\r\n\r\n')
const CLOSE = Buffer.from('--')

/** The part's field name, and whether it is a file (its Content-Disposition has a file name). */
function partOf(head: Buffer): { name: string; file: boolean } {
  const disposition = /^content-disposition:(.*)$/im.exec(head.toString('utf8'))?.[1] ?? ''
  const name = /;\s*name\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(disposition)
  return { name: name?.[1] ?? name?.[2] ?? '', file: /;\s*filename\*?\s*=/i.test(disposition) }
}

/**
 * Reads `reader` to its end (`bodyBytes` at most) as a multipart body with `boundary`. The caller decides what becomes
 * of the rest of a body refused as too large.
 */
export async function readMultipartWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  boundary: string,
  limits: MultipartLimits,
): Promise<MultipartRead> {
  // Every part opens with CRLF--boundary; the first one's CRLF may be missing, so the body is read as if it had it
  // (the platform's parser takes a leading CRLF).
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  const kept: Buffer[] = []
  const tooLargeFiles: string[] = []
  let read = 0
  let text = 0
  let files = 0
  let pending: Buffer = Buffer.from('\r\n')
  let state = 'preamble' as 'preamble' | 'after-boundary' | 'headers' | 'content' | 'epilogue'
  // Where the last delimiter sits in `kept`: the part it opens starts there, and is cut from there when dropped.
  let opening = 0
  // The part being read and, for a file, its name, its size so far and whether it was dropped.
  let part: { start: number; file: { name: string; size: number; dropped: boolean } | null } | null = null

  // What is kept is copied: a view would hold on to the whole chunk it came in, file bytes dropped included. Text past
  // its limit is only counted: the body is refused once the chunk is taken.
  const keepText = (bytes: Buffer) => {
    text += bytes.length
    if (text <= limits.textBytes) kept.push(Buffer.from(bytes))
  }
  const keepContent = (bytes: Buffer) => {
    const file = part?.file
    if (!file) return keepText(bytes)
    if (file.dropped) return
    file.size += bytes.length
    if (files + file.size <= limits.fileBytes) return void kept.push(Buffer.from(bytes))
    // Past the files' limit: what was kept of this part goes, and the rest of it is only counted on the way to its end.
    kept.splice(part!.start)
    file.dropped = true
    tooLargeFiles.push(file.name)
  }
  const endPart = () => {
    if (part?.file && !part.file.dropped) files += part.file.size
    part = null
  }

  /** Takes what `pending` holds in the current state; false when more of the body is needed. */
  const advance = (ended: boolean): boolean => {
    if (state === 'epilogue') {
      keepText(pending)
      pending = Buffer.alloc(0)
      return false
    }
    if (state === 'after-boundary') {
      if (pending.length < CLOSE.length) return false
      state = pending.subarray(0, CLOSE.length).equals(CLOSE) ? 'epilogue' : 'headers'
      if (state === 'epilogue') endPart()
      else part = { start: opening, file: null }
      return true
    }
    if (state === 'headers') {
      const end = pending.indexOf(HEADERS_END)
      if (end < 0) return false
      const head = pending.subarray(0, end + HEADERS_END.length)
      pending = pending.subarray(head.length)
      keepText(head)
      const { name, file } = partOf(head)
      if (file) part!.file = { name, size: 0, dropped: false }
      state = 'content'
      return true
    }
    // preamble or content: up to the next delimiter; a delimiter's first bytes at the end wait for the rest of it.
    const found = pending.indexOf(delimiter)
    const upTo = found >= 0 ? found : ended ? pending.length : Math.max(0, pending.length - delimiter.length + 1)
    if (upTo > 0) (state === 'preamble' ? keepText : keepContent)(pending.subarray(0, upTo))
    pending = pending.subarray(upTo)
    if (found < 0) return false
    endPart()
    // The delimiter is the next part's first bytes: a part cut out goes with its own.
    opening = kept.length
    keepText(pending.subarray(0, delimiter.length))
    pending = pending.subarray(delimiter.length)
    state = 'after-boundary'
    return true
  }

  for (;;) {
    const { done, value } = await reader.read()
    if (!done) {
      read += value.byteLength
      if (read > limits.bodyBytes) return { kind: 'tooLarge', read }
      // Bytes not yet taken are few (a delimiter's start, or headers still arriving): joining them to the chunk is cheap.
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength)
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
    }
    let more = true
    while (more) more = advance(done)
    // Headers that never end, or text past its limit: the form is over its limit whatever follows.
    if (text + (state === 'headers' ? pending.length : 0) > limits.textBytes) return { kind: 'tooLarge', read }
    if (done) break
  }
  if (state !== 'epilogue') return { kind: 'broken' }
  return { kind: 'read', body: Buffer.concat(kept), tooLargeFiles }
}

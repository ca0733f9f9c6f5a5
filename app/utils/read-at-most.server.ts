/**
 * A stream's bytes, or null as soon as there are more than `maxBytes`. Nothing past the limit is
 * kept, so a body that says less than it carries (or says nothing) cannot fill the memory.
 * `whenTooLarge` decides what becomes of the rest: an API answer is cancelled; a browser's upload
 * is read and dropped, so that the browser finishes sending and sees the page's message.
 */
export async function readAtMost(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  whenTooLarge: (reader: ReadableStreamDefaultReader<Uint8Array>) => unknown,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await whenTooLarge(reader)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

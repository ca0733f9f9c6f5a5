/**
 * A file of the API handed to the browser as a download: its own (already checked) type, a filename the browser
 * can save safely, and no cache keeping a copy (every file the portal serves is someone's document).
 */
import type { UpstreamFile } from '~/upstream/client.server'

/** Only these characters reach the plain `filename=`; a name with others also gets its UTF-8 `filename*`. */
const SAFE_NAME = /^[A-Za-z0-9._-]+$/

export function contentDisposition(fileName: string): string {
  if (SAFE_NAME.test(fileName)) return `attachment; filename="${fileName}"`
  const fallback = fileName.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9._-]+/g, '-')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export function fileDownload(file: UpstreamFile, fileName: string): Response {
  return new Response(file.bytes, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(fileName),
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

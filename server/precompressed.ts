/**
 * The browser build's scripts and stylesheets as the build compressed them
 * (scripts/compress-browser-build.mjs): brotli at quality 11 or gzip at level 9, read from disk.
 * The compression middleware would compress the same immutable file again on every request, at a
 * quality it can afford per request (brotli 4), which sends more bytes than either. A file without
 * compressed copies (a development build) is left to the static files and the middleware.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'

export type Encoding = 'br' | 'gzip'

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }
/** Our order of preference when the request likes several the same: the smaller first. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip']

/**
 * Which of `available` to send for an `Accept-Encoding` header (RFC 9110 §12.5.3): the one with the
 * highest weight, ours first among equals; a coding not named takes `*`'s weight, or none. Nothing
 * when the request accepts none of them (or sends no header: then any coding is allowed, but the
 * plain file is what such a client most likely wants). Not Express's `req.acceptsEncodings`: among
 * equal weights it takes the header's order, and Chromium sends `gzip, deflate, br, zstd`.
 */
export function acceptedEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  let best: Encoding | undefined
  let bestWeight = 0
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight]
  }
  return best
}

/** Each file under `dir` with compressed copies, by its URL path below the mount (`/_shared/chunk-X.js`). */
export function compressedCopies(dir: string): Map<string, Encoding[]> {
  const copies = new Map<string, Encoding[]>()
  if (!fs.existsSync(dir)) return copies
  const names = new Set(fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
  for (const name of names) {
    const encodings = PREFERENCE.filter((encoding) => names.has(name + SUFFIX[encoding]))
    if (encodings.length) copies.set('/' + name.split(path.sep).join('/'), encodings)
  }
  return copies
}

/**
 * Mounted where the static files of `dir` are, before them: a request for a file with compressed
 * copies is answered from the copy the request accepts, with its own type and `Vary`.
 */
export function precompressed(dir: string): RequestHandler {
  const copies = compressedCopies(dir)
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || copies.size === 0) return next()
    const file = decodedPath(req.path)
    const available = file && copies.get(file)
    if (!file || !available) return next()
    res.vary('Accept-Encoding')
    const encoding = acceptedEncoding(req.get('accept-encoding'), available)
    if (!encoding) return next()
    res.set('Content-Encoding', encoding)
    // The static files would type the copy by its suffix; they keep a type already set.
    res.type(path.extname(file))
    req.url = req.path + SUFFIX[encoding] + req.url.slice(req.path.length)
    next()
  }
}

function decodedPath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
}

/**
 * What a page makes a browser download: HTML and the scripts it loads, gzip-compressed (the same measure for every
 * build, the reference's included), and the scripts' bytes as the server sends them to a browser that accepts brotli
 * (every browser over HTTPS), which is what the person waits for.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Every script the page makes the browser download: its module preloads and the modules its
 * inline module script imports. Not every `/build/…js` in the HTML: the inline route manifest
 * also names modules of other routes, fetched only when the user goes there.
 */
export function scriptUrls(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)].map((match) => match[1]!)
  const imports = [...html.matchAll(/^import [^;]*?from "(\/build\/[^"]+\.js)"/gm)].map((match) => match[1]!)
  return [...new Set([...preloads, ...imports])]
}

/** Stylesheets the page links: each is a blocking request before the first paint. */
export function stylesheetUrls(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!)
}

async function gzipBytes(url: string, cookie: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', cookie } })
  return gzipSync(Buffer.from(await response.arrayBuffer())).length
}

/** A browser's `Accept-Encoding` over HTTPS. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

/** The answer's bytes on the wire, before the client decodes them (fetch would decode them). */
function sentBytes(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS, cookie } }, (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
      })
      .on('error', reject)
  })
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

export async function pageWeight(origin: string, page: string, cookie = '') {
  const response = await fetch(origin + page, { headers: { 'accept-encoding': 'identity', cookie }, redirect: 'manual' })
  const html = await response.text()
  const scripts = scriptUrls(html)
  return {
    status: response.status,
    htmlBytes: gzipSync(html).length,
    jsBytes: sum(await Promise.all(scripts.map((src) => gzipBytes(origin + src, cookie)))),
    jsSentBytes: sum(await Promise.all(scripts.map((src) => sentBytes(origin + src, cookie)))),
    scripts: scripts.length,
    scriptUrls: scripts,
    stylesheets: stylesheetUrls(html).length,
  }
}

/**
 * The passkey ceremonies' library (@simplewebauthn/browser), a chunk of its own that a page imports only when a
 * ceremony is about to run: its URL and gzip size, found by what only it contains.
 */
export function ceremonyLibrary(publicDir: string): { url: string; bytes: number } | null {
  const shared = path.join(publicDir, 'build', '_shared')
  for (const file of fs.readdirSync(shared)) {
    const text = fs.readFileSync(path.join(shared, file))
    if (text.includes('WebAuthn is not supported in this browser')) return { url: `/build/_shared/${file}`, bytes: gzipSync(text).length }
  }
  return null
}

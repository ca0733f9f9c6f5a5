/**
 * Two worst cases the outside probe found, measured on the running portal:
 *
 * - Oversized bodies: four 100 MB POSTs to /login at once (two with a Content-Length, two sent in
 *   chunks without one), while /healthz is asked every 250 ms and the portal's resident memory is
 *   sampled every 100 ms. Each upload ends when the portal answers (its 413) or closes the
 *   connection; what matters is the portal's memory and that /healthz keeps answering 200.
 * - A slow API: every API path delayed past the page budget (sandbox fault `/api/*`), then each
 *   page asked once; the time to its whole answer and its status (503 = the service-problem page,
 *   200 = the page without its optional part, or with its own error state).
 */
import http from 'node:http'
import { rssMiB, type Served } from './processes'

const MIB = 1024 * 1024

interface Upload {
  chunked: boolean
  status: number | 'cerrada'
  ms: number
  sentMiB: number
}

/** Sends `totalBytes` to `url` until the portal answers or closes; never buffers more than one chunk. */
function upload(url: URL, totalBytes: number, chunked: boolean): Promise<Upload> {
  const chunk = Buffer.alloc(MIB, 0x61)
  const started = performance.now()
  return new Promise((resolve) => {
    let sent = 0
    let done = false
    const finish = (status: Upload['status']) => {
      if (done) return
      done = true
      request.destroy()
      resolve({ chunked, status, ms: Math.round(performance.now() - started), sentMiB: Math.round(sent / MIB) })
    }
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', origin: url.origin }
    if (!chunked) headers['content-length'] = String(totalBytes)
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      response.resume()
      finish(response.statusCode ?? 0)
    })
    request.on('error', () => finish('cerrada'))
    const write = () => {
      while (!done && sent < totalBytes) {
        sent += chunk.byteLength
        if (!request.write(chunk)) return void request.once('drain', write)
      }
      if (!done) request.end()
    }
    write()
  })
}

export async function oversizedBodies(portal: Served, count = 4, megabytes = 100) {
  const pid = portal.process.pid!
  const before = rssMiB(pid).own
  let peak = before
  const health: number[] = []
  let polling = true
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid).own)), 100)
  const poller = (async () => {
    while (polling) {
      const status = await fetch(`${portal.origin}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.status,
        () => 0,
      )
      health.push(status)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })()
  const uploads = await Promise.all(
    Array.from({ length: count }, (_, index) => upload(new URL('/login', portal.origin), megabytes * MIB, index % 2 === 1)),
  )
  // A few more polls after the uploads: the portal must be well once they are over, too.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  polling = false
  await poller
  clearInterval(sampler)
  return {
    megabytes,
    uploads,
    rssBeforeMiB: Math.round(before),
    rssPeakMiB: Math.round(peak),
    healthz: { polls: health.length, notOk: health.filter((status) => status !== 200).length },
  }
}

export interface SlowPage {
  name: string
  path: string
  cookie?: string
  /** A form to post instead of a GET (the booking's confirmation). */
  form?: Record<string, string>
}

export async function slowApi(portal: Served, sandboxOrigin: string, pages: SlowPage[], delayMs = 8_000) {
  const fault = await fetch(`${sandboxOrigin}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/*', delayMs }),
  })
  if (!fault.ok) throw new Error(`the sandbox refused the fault: ${fault.status}`)
  const rows: { página: string; estado: number; ms: number }[] = []
  try {
    for (const page of pages) {
      const started = performance.now()
      const headers: Record<string, string> = { origin: portal.origin }
      if (page.cookie) headers.cookie = page.cookie
      const init: RequestInit = page.form
        ? { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(page.form) }
        : { headers }
      const response = await fetch(portal.origin + page.path, { ...init, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
      await response.arrayBuffer()
      rows.push({ página: page.name, estado: response.status, ms: Math.round(performance.now() - started) })
    }
  } finally {
    await fetch(`${sandboxOrigin}/sandbox/faults`, { method: 'DELETE' })
  }
  return { delayMs, rows }
}

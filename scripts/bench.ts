/**
 * npm run bench: what a cheap phone downloads and how fast the server answers.
 *
 * Starts the built portal (with its embedded sandbox) on loopback ports, then for each page:
 * client JavaScript and HTML bytes after gzip, and server latency (p50/p95) and throughput
 * under a bounded load (a fixed number of concurrent clients for a fixed time). Prints a table.
 * Not part of the tests: timings depend on the machine.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const PUBLIC_PAGES = ['/', '/ayuda', '/contacto', '/login', '/agenda', '/agenda/servicios-administrativos/cedula']
const WIZARD = '/agenda/servicios-administrativos'
/** Steps measured with a draft that reached them (a visitor booking at Sede Central / Farmacia). */
const WIZARD_STEPS = ['sucursal', 'sector', 'fecha', 'hora', 'confirmacion'].map((step) => `${WIZARD}/${step}`)
const PORT = Number(process.env.BENCH_PORT ?? 3200)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
/** The budget: client JavaScript per page, gzip. */
const JS_BUDGET_BYTES = 100 * 1024

const origin = `http://127.0.0.1:${PORT}`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the portal did not become healthy in time')
}

let cookie = ''

async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', cookie } })
  return gzipSync(Buffer.from(await response.arrayBuffer())).length
}

/**
 * Every script the page makes the browser download: its module preloads and the modules its
 * inline module script imports. Not every `/build/…js` in the HTML: the inline route manifest
 * also names modules of other routes (the home's, say), fetched only when the user goes there.
 */
function scriptUrls(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)].map((match) => match[1]!)
  const imports = [...html.matchAll(/^import [^;]*?from "(\/build\/[^"]+\.js)"/gm)].map((match) => match[1]!)
  return [...new Set([...preloads, ...imports])]
}

async function pageWeight(page: string) {
  const response = await fetch(origin + page, { headers: { 'accept-encoding': 'identity', cookie }, redirect: 'manual' })
  const html = await response.text()
  const scripts = scriptUrls(html)
  const jsBytes = (await Promise.all(scripts.map((src) => gzipBytes(origin + src)))).reduce((a, b) => a + b, 0)
  return { status: response.status, htmlBytes: gzipSync(html).length, jsBytes, scripts: scripts.length }
}

async function load(page: string) {
  const latencies: number[] = []
  const stopAt = performance.now() + SECONDS * 1000
  let failures = 0
  const client = async () => {
    while (performance.now() < stopAt) {
      const started = performance.now()
      try {
        const response = await fetch(origin + page, { headers: { 'accept-encoding': 'gzip', cookie }, redirect: 'manual' })
        await response.arrayBuffer()
        if (!response.ok) failures++
      } catch {
        failures++
      }
      latencies.push(performance.now() - started)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, client))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95), rps: latencies.length / elapsed, failures }
}

/** Answers a wizard step as a browser without JavaScript would, keeping the session cookie. */
async function answer(step: string, fields: Record<string, string>) {
  const response = await fetch(`${origin}${WIZARD}/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
  const setCookie = response.headers.get('set-cookie')
  if (setCookie) cookie = setCookie.split(';')[0]!
  if (response.status !== 302) throw new Error(`the ${step} step answered ${response.status}`)
}

async function sandboxJson<T>(path: string): Promise<T> {
  return (await (await fetch(`http://127.0.0.1:${PORT + 1}${path}`)).json()) as T
}

/** Walks the wizard up to its confirmation step, choosing the first free date and hour. */
async function reachConfirmation() {
  const place = 'idSucursal=1&idSector=11&idFila=111'
  const today = new Date()
  const months = [0, 1].map((offset) => new Date(today.getFullYear(), today.getMonth() + offset, 1))
  const days = (
    await Promise.all(
      months.map((month) =>
        sandboxJson<{ dias: { fecha: string; idEstado: number }[] }>(
          `/api/agenda/get-calendar?${place}&month=${month.getMonth() + 1}&year=${month.getFullYear()}`,
        ),
      ),
    )
  ).flatMap((calendar) => calendar.dias)
  const date = days.find((day) => day.idEstado === 1)?.fecha
  if (!date) throw new Error('no bookable date in the sandbox')
  const [year, month, day] = date.split('-')
  const { horas } = await sandboxJson<{ horas: { hora: string; disponibles: number }[] }>(
    `/api/agenda/get-calendar-day?${place}&month=${Number(month)}&year=${year}&day=${Number(day)}`,
  )
  const hour = horas.find((slot) => slot.disponibles > 0)?.hora
  if (!hour) throw new Error('no free hour in the sandbox')
  await answer('cedula', { ci: '67890127' })
  await answer('sucursal', { branchId: '1' })
  await answer('sector', { sectorId: '11' })
  await answer('fecha', { date })
  await answer('hora', { hour, hourFilter: '0' })
}

async function measure(page: string) {
  await load(page) // warm-up, not reported
  const weight = await pageWeight(page)
  const timing = await load(page)
  return {
    página: page.replace(`${WIZARD}/`, 'servicios-administrativos/'),
    estado: weight.status,
    'JS (gzip)': kib(weight.jsBytes) + (weight.jsBytes > JS_BUDGET_BYTES ? ' ⚠ sobre 100 KiB' : ''),
    scripts: weight.scripts,
    'HTML (gzip)': kib(weight.htmlBytes),
    'p50 ms': timing.p50.toFixed(1),
    'p95 ms': timing.p95.toFixed(1),
    'req/s': timing.rps.toFixed(0),
    fallos: timing.failures,
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'))
  const server = spawn(process.execPath, ['server-build/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), SANDBOX_PORT: String(PORT + 1), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForHealth(Date.now() + 30_000)
    const rows = []
    for (const page of PUBLIC_PAGES) rows.push(await measure(page))
    await reachConfirmation()
    for (const page of WIZARD_STEPS) rows.push(await measure(page))
    console.log(`\nCarga: ${CONCURRENCY} clientes concurrentes durante ${SECONDS} s por página, en loopback.\n`)
    console.table(rows)
  } finally {
    server.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()

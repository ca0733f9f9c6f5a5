/**
 * npm run bench: the portal measured side by side with references, on this machine.
 *
 * - Cold start: spawn of the built portal → its first 200 on `/`.
 * - Memory: resident memory before, after two rounds of sustained load, and a while after.
 * - Server: throughput (closed loop, BENCH_CLIENTS clients) and latency at a fixed rate (open
 *   loop, BENCH_RATE req/s) per page, each page measured between two runs of the reference (a
 *   minimal Remix route with no data and no session, served with the portal's HTTP stack) so the
 *   ratio holds on a noisy machine.
 * - Weight: HTML, JavaScript (gzip) and script requests per page.
 * - Browser: the administrative booking (a visitor) and the medical booking (a signed-in member)
 *   with JavaScript off and on, alternating, on a throttled phone (browser-journey.ts).
 *
 * Prints the tables and the goals, and writes everything as JSON (BENCH_OUTPUT) so a later change
 * can be compared with it. Timings never go into the tests.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { JourneyRuns, JourneySummary } from './browser-journey'
import { closedLoop, openLoop, type LoadResult } from './load'
import { ceremonyLibrary, pageWeight } from './page-weight'
import { buildReference, rssMiB, spawnPortal, startPortal, startReference, waitFor, type Served } from './processes'
import { oversizedBodies, slowApi } from './robustness'
import {
  BOOKING_VISITOR_CI,
  cookies,
  MEDICAL_STEPS,
  medicalStepPath,
  medicinesStepPath,
  reachConfirmation,
  reachMedicalSteps,
  reachMedicinesStep,
  returningVisitor,
  signIn,
  WIZARD_STEPS,
} from './sessions'

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const PORT = number('BENCH_PORT', 3200)
const CLIENTS = number('BENCH_CLIENTS', 10)
const RATE = number('BENCH_RATE', 100)
const SECONDS = number('BENCH_SECONDS', 5)
const MEMORY_SECONDS = number('BENCH_MEMORY_SECONDS', 30)
// V8 gives the heap of the load back ~50–60 s into the rest, and the oversized uploads run after it: 90 s is past that.
const SETTLE_SECONDS = number('BENCH_SETTLE_SECONDS', 90)
const COLD_STARTS = number('BENCH_COLD_STARTS', 5)
const BROWSER_ROUNDS = number('BENCH_BROWSER_ROUNDS', 5)
const OUTPUT = process.env.BENCH_OUTPUT ?? 'docs/benchmark-results.json'

/** The goals. */
const GOALS = {
  throughputRatio: 0.6,
  p95AtRateMs: 25,
  rssMiB: 300,
  coldStartMs: 500,
  jsKiB: 95,
  scripts: 12,
  stepMs: 1200,
  /** A page with the API slower than its budget (5 s) answers within it, plus the page's own work. */
  slowApiPageMs: 6000,
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
const round = (value: number, digits = 1) => Number(value.toFixed(digits))

async function coldStarts(dataDir: string) {
  const port = PORT + 10
  const times: number[] = []
  // The first start creates the sandbox's database; the next ones are restarts.
  for (let run = 0; run <= COLD_STARTS; run++) {
    const started = performance.now()
    const child = spawnPortal(port, dataDir)
    await waitFor(`http://127.0.0.1:${port}/`, Date.now() + 30_000)
    const elapsed = performance.now() - started
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
    if (run > 0) times.push(elapsed)
    else console.log(`Arranque con datos nuevos: ${Math.round(elapsed)} ms`)
  }
  return { medianMs: Math.round(median(times)), runsMs: times.map((time) => Math.round(time)) }
}

interface Page {
  name: string
  path: string
  cookie?: string
}

async function memory(portal: Served, pages: Page[]) {
  const pid = portal.process.pid!
  const sample = () => {
    const rss = rssMiB(pid)
    return { portal: round(rss.own), withSandbox: round(rss.withChildren) }
  }
  const sustained = () =>
    Promise.all(
      pages.map((page) =>
        closedLoop(portal.origin + page.path, { clients: Math.ceil(CLIENTS / pages.length), seconds: MEMORY_SECONDS, cookie: page.cookie }),
      ),
    )
  const before = sample()
  await sustained()
  const afterFirst = sample()
  await sustained()
  const afterSecond = sample()
  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000))
  const settled = sample()
  return { before, afterFirst, afterSecond, settled, secondsPerRound: MEMORY_SECONDS, settleSeconds: SETTLE_SECONDS }
}

async function throughput(portal: Served, reference: Served, pages: Page[]) {
  const rows: { página: string; closed: LoadResult; atRate: LoadResult; reference: LoadResult[]; ratio: number }[] = []
  const referenceRun = () => closedLoop(`${reference.origin}/`, { clients: CLIENTS, seconds: SECONDS })
  await referenceRun() // warm-up
  let previousReference = await referenceRun()
  for (const page of pages) {
    const url = portal.origin + page.path
    await closedLoop(url, { clients: CLIENTS, seconds: 1, cookie: page.cookie }) // warm-up
    const closed = await closedLoop(url, { clients: CLIENTS, seconds: SECONDS, cookie: page.cookie })
    const atRate = await openLoop(url, { rate: RATE, seconds: SECONDS, cookie: page.cookie })
    const nextReference = await referenceRun()
    const referenceRps = (previousReference.rps + nextReference.rps) / 2
    rows.push({ página: page.name, closed, atRate, reference: [previousReference, nextReference], ratio: closed.rps / referenceRps })
    previousReference = nextReference
  }
  const referenceAtRate = await openLoop(`${reference.origin}/`, { rate: RATE, seconds: SECONDS })
  return { rows, referenceAtRate }
}

async function weights(portal: Served, reference: Served, pages: Page[]) {
  const rows = [{ name: 'referencia', ...(await pageWeight(reference.origin, '/')) }]
  for (const page of pages) rows.push({ name: page.name, ...(await pageWeight(portal.origin, page.path, page.cookie)) })
  return rows
}

/** A walk of the browser journey: its medians with JavaScript off and on, and every journey. */
interface BrowserWalk {
  off: JourneySummary
  on: JourneySummary
  runs: JourneyRuns
}

/** The goals of one walk: with JavaScript no slower than without, in total and per step, and every step quick. */
function browserGoals(walk: string, { off, on }: Pick<BrowserWalk, 'off' | 'on'>) {
  const slowerSteps = on.steps.filter((step) => step.ms > (off.steps.find((other) => other.step === step.step)?.ms ?? Infinity))
  const slowestOn = Math.max(...on.steps.filter((step) => step.step !== 'inicio').map((step) => step.ms))
  return [
    { objetivo: `${walk}: con JS ≤ sin JS, total`, medido: `${on.totalMs} ms contra ${off.totalMs} ms`, ok: on.totalMs <= off.totalMs },
    {
      objetivo: `${walk}: con JS ≤ sin JS, cada paso`,
      medido: slowerSteps.length ? `más lentos: ${slowerSteps.map((step) => step.step).join(', ')}` : 'todos',
      ok: slowerSteps.length === 0,
    },
    { objetivo: `${walk}: cada paso con JS ≤ ${GOALS.stepMs} ms`, medido: `${slowestOn} ms`, ok: slowestOn <= GOALS.stepMs },
  ]
}

/** One walk's table: per step, the medians without and with JavaScript. */
function printWalk(title: string, { off, on }: BrowserWalk) {
  console.log(`\n${title} en un teléfono lento (Slow 4G, CPU ×4), mediana de ${BROWSER_ROUNDS} vueltas alternadas`)
  console.table(
    off.steps.map((step) => {
      const withJs = on.steps.find((other) => other.step === step.step)
      return {
        paso: step.step,
        'sin JS ms': step.ms,
        'con JS ms': withJs?.ms,
        'pedidos sin/con': `${step.requests}/${withJs?.requests}`,
        'KiB sin/con': `${round(step.bytes / 1024)}/${round((withJs?.bytes ?? 0) / 1024)}`,
      }
    }),
  )
  console.log(`Total: sin JS ${off.totalMs} ms, con JS ${on.totalMs} ms`)
  console.log(`'inicio' es hasta la primera pintura; con JS la primera página queda hidratada a los ${on.hydratedMs} ms`)
}

function printGoals(result: {
  cold: { medianMs: number }
  memory: Awaited<ReturnType<typeof memory>>
  server: Awaited<ReturnType<typeof throughput>>
  weights: Awaited<ReturnType<typeof weights>>
  browser?: BrowserWalk
  medicalBrowser?: BrowserWalk
  oversized: Awaited<ReturnType<typeof oversizedBodies>>
  slow: Awaited<ReturnType<typeof slowApi>>
}) {
  const worstRatio = Math.min(...result.server.rows.map((row) => row.ratio))
  const worstP95 = Math.max(...result.server.rows.map((row) => row.atRate.p95))
  const failing = result.server.rows.filter((row) => row.closed.failures + row.atRate.failures > 0).map((row) => row.página)
  const portalPages = result.weights.filter((row) => row.name !== 'referencia')
  const maxJs = Math.max(...portalPages.map((row) => row.jsSentBytes)) / 1024
  const maxJsGzip = Math.max(...portalPages.map((row) => row.jsBytes)) / 1024
  const maxScripts = Math.max(...portalPages.map((row) => row.scripts))
  const { memory: mem } = result
  const rows = [
    { objetivo: `arranque ≤ ${GOALS.coldStartMs} ms`, medido: `${result.cold.medianMs} ms`, ok: result.cold.medianMs <= GOALS.coldStartMs },
    { objetivo: `RSS ≤ ${GOALS.rssMiB} MB`, medido: `${Math.max(mem.afterFirst.portal, mem.afterSecond.portal, mem.settled.portal)} MB`, ok: Math.max(mem.afterSecond.portal, mem.settled.portal) <= GOALS.rssMiB },
    { objetivo: 'sin crecimiento entre rondas', medido: `${round(mem.afterSecond.portal - mem.afterFirst.portal)} MB`, ok: mem.afterSecond.portal - mem.afterFirst.portal <= 10 },
    { objetivo: `rendimiento ≥ ${GOALS.throughputRatio}× la referencia`, medido: `${round(worstRatio, 2)}×`, ok: worstRatio >= GOALS.throughputRatio },
    { objetivo: `p95 ≤ ${GOALS.p95AtRateMs} ms a ${RATE} req/s`, medido: `${round(worstP95)} ms`, ok: worstP95 <= GOALS.p95AtRateMs },
    // A page that answers otherwise under load (a redirect, an error) is not measured at all: its numbers mean nothing.
    {
      objetivo: 'cada página contesta bajo carga',
      medido: failing.length ? `con fallos: ${failing.join(', ')}` : 'todas',
      ok: failing.length === 0,
    },
    // As sent to a browser that accepts brotli; gzip, which every client accepts, beside it.
    { objetivo: `JS ≤ ${GOALS.jsKiB} KiB por página (enviado)`, medido: `${round(maxJs)} KiB (gzip ${round(maxJsGzip)} KiB)`, ok: maxJs <= GOALS.jsKiB },
    { objetivo: `≤ ${GOALS.scripts} scripts por página`, medido: String(maxScripts), ok: maxScripts <= GOALS.scripts },
    {
      objetivo: `${result.oversized.uploads.length} × ${result.oversized.megabytes} MB: RSS ≤ ${GOALS.rssMiB} MB`,
      medido: `${result.oversized.rssPeakMiB} MB`,
      ok: result.oversized.rssPeakMiB <= GOALS.rssMiB,
    },
    {
      objetivo: `${result.oversized.uploads.length} × ${result.oversized.megabytes} MB: /healthz siempre 200`,
      medido: `${result.oversized.healthz.notOk} de ${result.oversized.healthz.polls} sin 200`,
      ok: result.oversized.healthz.notOk === 0,
    },
    {
      objetivo: `API lenta: cada página ≤ ${GOALS.slowApiPageMs} ms`,
      medido: `${Math.max(...result.slow.rows.map((row) => row.ms))} ms`,
      ok: result.slow.rows.every((row) => row.ms <= GOALS.slowApiPageMs && row.estado !== 500),
    },
  ]
  if (result.browser) rows.push(...browserGoals('reserva administrativa', result.browser))
  if (result.medicalBrowser) rows.push(...browserGoals('consulta médica', result.medicalBrowser))
  console.log('\nObjetivos')
  console.table(rows.map((row) => ({ ...row, ok: row.ok ? 'sí' : 'NO' })))
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'))
  await buildReference()
  console.log(`Núcleos: ${os.availableParallelism()}`)
  const cold = await coldStarts(path.join(dataDir, 'arranque'))
  console.log(`Arranque (mediana de ${COLD_STARTS}): ${cold.medianMs} ms`, cold.runsMs)

  const portal = await startPortal(PORT, path.join(dataDir, 'portal'))
  const reference = await startReference(PORT + 5)
  const sandboxOrigin = `http://127.0.0.1:${PORT + 1}`
  try {
    // Every page measured as a returning browser's (a first visit also carries the stylesheet).
    const returning = await returningVisitor(portal.origin)
    const member = cookies(returning, await signIn(portal.origin))
    const visitor = cookies(returning, await reachConfirmation(portal.origin, sandboxOrigin))
    const loadPages: Page[] = [
      { name: '/', path: '/', cookie: returning },
      { name: '/ayuda', path: '/ayuda', cookie: returning },
      { name: '/login', path: '/login', cookie: returning },
      { name: '/mi-mutual (socia)', path: '/mi-mutual', cookie: member },
      { name: '/mi-mutual/proximos-servicios (socia)', path: '/mi-mutual/proximos-servicios', cookie: member },
      { name: 'paso fecha (visitante)', path: WIZARD_STEPS[2]!, cookie: visitor },
    ]
    const mem = await memory(portal, loadPages)
    console.log('\nMemoria residente (MB): antes, tras cada ronda de carga y en reposo')
    console.table({ portal: { antes: mem.before.portal, 'ronda 1': mem.afterFirst.portal, 'ronda 2': mem.afterSecond.portal, reposo: mem.settled.portal }, 'portal + sandbox': { antes: mem.before.withSandbox, 'ronda 1': mem.afterFirst.withSandbox, 'ronda 2': mem.afterSecond.withSandbox, reposo: mem.settled.withSandbox } })

    // The uploads on the rested portal (after the memory's rest): the peak is then what they add, not the heap that
    // the throughput runs below leave behind (~270–300 MB right after them, which the memory rounds measure).
    const oversized = await oversizedBodies(portal)
    console.log(`\n${oversized.uploads.length} cuerpos de ${oversized.megabytes} MB a /login a la vez (la mitad sin Content-Length)`)
    console.table(oversized.uploads.map((row) => ({ 'sin largo': row.chunked ? 'sí' : 'no', estado: row.status, ms: row.ms, 'MB enviados': row.sentMiB })))
    console.log(`RSS del portal: ${oversized.rssBeforeMiB} MB antes, ${oversized.rssPeakMiB} MB de máximo; /healthz: ${oversized.healthz.notOk} de ${oversized.healthz.polls} sin 200`)

    // The medical booking's steps (Ana's quick booking, Bruno's with a doctor), each measured like the others.
    const medical = await reachMedicalSteps(portal.origin)
    const medicalPages: Page[] = MEDICAL_STEPS.map(({ step, session }) => ({
      name: `consulta médica: ${step.replace('?continuar', '')}`,
      path: medicalStepPath(step),
      cookie: cookies(returning, medical[session]),
    }))

    // Flow B's medicines step for three people and twenty medicines (the call centre's purchase for Ana's family).
    const medicinesPage: Page = {
      name: 'compra de medicamentos: agregar-medicamentos (3 afiliados, 20 medicamentos)',
      path: medicinesStepPath,
      cookie: cookies(returning, await reachMedicinesStep(portal.origin)),
    }

    const server = await throughput(portal, reference, [...loadPages, ...medicalPages, medicinesPage])
    console.log(`\nServidor: ${CLIENTS} clientes (req/s, p50, p95) y ${RATE} req/s fijos (p95), ${SECONDS} s cada uno; referencia medida antes y después de cada página`)
    console.table([
      ...server.rows.map((row) => ({
        página: row.página,
        'req/s': round(row.closed.rps, 0),
        'p50 ms': round(row.closed.p50),
        'p95 ms': round(row.closed.p95),
        '× referencia': round(row.ratio, 2),
        [`p95 a ${RATE}/s`]: round(row.atRate.p95),
        fallos: row.closed.failures + row.atRate.failures,
      })),
      { página: 'referencia', 'req/s': round(server.rows[0]!.reference[0]!.rps, 0), 'p50 ms': round(server.rows[0]!.reference[0]!.p50), 'p95 ms': round(server.rows[0]!.reference[0]!.p95), '× referencia': 1, [`p95 a ${RATE}/s`]: round(server.referenceAtRate.p95), fallos: 0 },
    ])

    const accountPages: Page[] = [
      { name: '/sign-up', path: '/sign-up', cookie: returning },
      { name: '/nueva-contraseña', path: '/nueva-contraseña', cookie: returning },
      { name: '/set-password', path: '/set-password', cookie: returning },
      { name: '/mis-datos (socia)', path: '/mis-datos', cookie: member },
      { name: '/mis-datos/cambio-contraseña (socia)', path: '/mis-datos/cambio-contraseña', cookie: member },
      { name: '/mis-datos/credenciales (socia)', path: '/mis-datos/credenciales', cookie: member },
    ]
    // Ana's fee (sandbox seed 70001): its page, the pay page with the card choice, and the saved cards.
    const paymentPages: Page[] = [
      { name: '/mi-mutual/pagos-pendientes (socia)', path: '/mi-mutual/pagos-pendientes', cookie: member },
      { name: 'detalle de una cuota (socia)', path: '/mi-mutual/pagos-pendientes/couta/70001', cookie: member },
      { name: 'pagar una cuota (socia)', path: '/mi-mutual/pagos-pendientes/pago/couta/70001', cookie: member },
      { name: '/mis-datos/medios-precargados (socia)', path: '/mis-datos/medios-precargados', cookie: member },
    ]
    const weightPages: Page[] = [
      { name: '/ (primera visita: estilos en la página)', path: '/?primera-visita' },
      ...loadPages,
      ...WIZARD_STEPS.map((step) => ({ name: step.replace('/agenda/servicios-administrativos/', 'paso '), path: step, cookie: visitor })),
      ...accountPages,
      ...paymentPages,
      ...medicalPages,
      medicinesPage,
    ]
    const pageWeights = await weights(portal, reference, weightPages.filter((page, index, all) => all.findIndex((other) => other.path === page.path) === index))
    console.log('\nPeso por página (gzip; JS también como se envía a un navegador que acepta brotli)')
    console.table(
      pageWeights.map((row) => ({
        página: row.name,
        estado: row.status,
        'HTML KiB': round(row.htmlBytes / 1024),
        'JS KiB': round(row.jsBytes / 1024),
        'JS enviado KiB': round(row.jsSentBytes / 1024),
        scripts: row.scripts,
        hojas: row.stylesheets,
      })),
    )
    // The passkey library is fetched by a ceremony page when it is about to run one, never listed by a page.
    const passkeyLibrary = ceremonyLibrary('public')
    const listedBy = passkeyLibrary ? pageWeights.filter((row) => row.scriptUrls.includes(passkeyLibrary.url)).map((row) => row.name) : []
    if (passkeyLibrary) console.log(`Claves de acceso (@simplewebauthn/browser): ${round(passkeyLibrary.bytes / 1024)} KiB gzip, pedida solo para una ceremonia; páginas que la cargan de entrada: ${listedBy.length ? listedBy.join(', ') : 'ninguna'}`)

    // A visitor of its own: the confirmation's booking must not use the draft the weights measured, nor take the
    // browser journey's day.
    const booking = cookies(returning, await reachConfirmation(portal.origin, sandboxOrigin, BOOKING_VISITOR_CI))
    const slow = await slowApi(portal, sandboxOrigin, [
      { name: '/ayuda (preguntas opcionales)', path: '/ayuda', cookie: returning },
      { name: '/mi-mutual/proximos-servicios (socia)', path: '/mi-mutual/proximos-servicios', cookie: member },
      { name: '/mi-mutual/pagos-pendientes (socia)', path: '/mi-mutual/pagos-pendientes', cookie: member },
      { name: 'detalle de una cuota (socia)', path: '/mi-mutual/pagos-pendientes/couta/70001', cookie: member },
      { name: '/mis-datos (socia)', path: '/mis-datos', cookie: member },
      { name: '/mis-datos/medios-precargados (socia)', path: '/mis-datos/medios-precargados', cookie: member },
      { name: 'paso hora (visitante)', path: WIZARD_STEPS[3]!, cookie: visitor },
      { name: 'confirmar la reserva (visitante)', path: WIZARD_STEPS[4]!, cookie: booking, form: {} },
      ...medicalPages.filter((page) => /fecha-hora-rapida|hora$/.test(page.path)),
    ])
    console.log(`\nAPI lenta (${slow.delayMs} ms en cada llamada): lo que tarda cada página en contestar`)
    console.table(slow.rows)

    let browser: BrowserWalk | undefined
    let medicalBrowser: BrowserWalk | undefined
    if (BROWSER_ROUNDS > 0) {
      // Loaded only when measured: it starts a browser. Last, because the medical walk enters Bruno's booking afresh,
      // which drops the draft of his session above.
      const { measureBookingsInterleaved, summarize } = await import('./browser-journey')
      const runs = await measureBookingsInterleaved({ origin: portal.origin, sandboxOrigin, rounds: BROWSER_ROUNDS })
      const walk = (of: JourneyRuns): BrowserWalk => ({ off: summarize(of.off), on: summarize(of.on), runs: of })
      browser = walk(runs.admin)
      medicalBrowser = walk(runs.medical)
      printWalk('Reserva administrativa (visitante)', browser)
      printWalk('Consulta médica, reserva rápida (socio con sesión iniciada)', medicalBrowser)
    }

    const result = { date: new Date().toISOString(), machine: { cores: os.availableParallelism() }, settings: { CLIENTS, RATE, SECONDS, MEMORY_SECONDS, SETTLE_SECONDS, COLD_STARTS, BROWSER_ROUNDS }, goals: GOALS, cold, memory: mem, server, weights: pageWeights.map(({ scriptUrls: _urls, ...row }) => row), passkeyLibrary: passkeyLibrary && { ...passkeyLibrary, listedBy }, oversized, slow, browser, medicalBrowser }
    printGoals({ ...result, weights: pageWeights })
    fs.writeFileSync(OUTPUT, `${JSON.stringify(result, null, 2)}\n`)
    console.log(`\nResultados en ${OUTPUT}`)
  } finally {
    await Promise.all([portal.stop(), reference.stop()])
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()

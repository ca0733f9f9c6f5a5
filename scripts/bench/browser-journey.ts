/**
 * Two bookings as a person on a cheap phone lives them: how long each step takes in a real
 * browser, with JavaScript off and on, and what it downloads. One machinery times two walks: the
 * administrative booking as a visitor, and the medical booking (the portal's most used journey)
 * as a signed-in member.
 *
 * Conditions. Debian's Chromium (never a downloaded browser: CHROMIUM_PATH or /usr/bin/chromium),
 * a 360×740 viewport, and through the DevTools protocol "Slow 4G" (400 kbit/s down and up, 400 ms
 * latency) and a CPU four times slower than the machine's. Every journey gets a fresh browser
 * context: cold HTTP cache, no cookies. Faults left in the sandbox are cleared before each
 * journey. Both walks are the e2e ones, by the same labels and buttons, and both stop on the
 * confirmation page: nothing is ever booked, so the sandbox keeps its slots.
 *
 * The walks:
 * - Administrative (`admin`, tests/e2e/admin-booking.spec.ts): a visitor with no session, so the
 *   first page pays for the scripts. Cédula 67890127 (Federico), Sede Central, Farmacia, the
 *   first offered day after the sandbox's today (today's hours may already be over, so the hour
 *   step could refuse it), the first hour. Steps `inicio` (the cédula page), `sucursal`,
 *   `sector`, `fecha`, `hora`, `confirmacion`.
 * - Medical (`medical`, tests/e2e/medical-booking*.spec.ts): Bruno (23456783, a member who may
 *   book), signed in first through the login page, at full speed and untimed (the throttling
 *   starts after it). The first page then finds what the login and the home page left in the
 *   HTTP cache (the shared scripts, the stylesheet), as a member's browser does. Cardiología, its
 *   first order type (Consulta), Reserva rápida, the first slot offered on a later day than the
 *   sandbox's today. Steps `inicio` (`reserva-web`, entered afresh: the entry starts a new
 *   booking and redirects to `reserva-web?continuar`), `especialidad`, `fecha-hora-rapida`,
 *   `confirmacion`.
 *
 * Steps, each timed in this process with performance.now():
 * - `inicio`: from the navigation to the first page until it is painted (the browser's first
 *   contentful paint, after any redirect): from then on the person reads and types, with or
 *   without scripts. With JavaScript, the time until hydration is reported apart (`hydratedMs`):
 *   until React has committed the hydrated tree (the container React marks on `document` points
 *   at a root whose committed fiber has a child; before the first commit it has none).
 *   `window.__remixRouter` is not enough: Remix sets it while rendering, before React has
 *   committed anything.
 * - Every other step: from the click that sends it until what the step is for is visible, the
 *   Remix router (with JavaScript) is idle, and no request has been in flight for 100 ms. What
 *   it waits for is the named page's heading after a click on "Continuar" on the previous page,
 *   except for the medical `especialidad`, which stays on its page (same heading) and waits for
 *   the specialty's order types (the field `Tipo de orden`). Its click is, without JavaScript,
 *   "Ver opciones de la especialidad" after Cardiología is chosen in the `<select>` (the form
 *   saves the specialty and the step is drawn again); with it, the combobox's option, once
 *   "Cardiolog" is typed (the choice posts the same and the step redraws in place). The step
 *   ends at whichever came last of what it waits for and the end of its last request: the
 *   100 ms of silence only confirm it. Code a page fetches ahead for the next step (a
 *   modulepreload added by a script) counts in the requests and bytes but not in the time: the
 *   page shown is ready without it. The click on the next page waits for it, as a person
 *   choosing an option would.
 * Filling a field, typing in the combobox or choosing a radio is not timed (the person's part);
 * the network is quiet before each click, so no request of one step is counted in the next.
 *
 * Per step, from the DevTools protocol: requests answered, from the network or the HTTP cache
 * (each hop of a redirect counts), how many of them were scripts, and bytes received: the
 * `encodedDataLength` of every `Network.loadingFinished` and of every redirect response (which
 * never reaches `loadingFinished`). Requests never answered do not count: with JavaScript off
 * Chromium announces every `<link rel="modulepreload">` and drops it unsent (blocked, "csp"). An
 * answered request that ends aborted (some `.data` responses do, once Remix has read them) counts,
 * with the bytes reported before the abort, which may miss its compressed body.
 */
import { performance } from 'node:perf_hooks'
import { chromium, type Browser, type CDPSession, type Locator, type Page, type Request } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../config/chromium'
import { sandboxToday } from './sessions'

export interface JourneyStep {
  step: string
  ms: number
  requests: number
  scripts: number
  bytes: number
}

export interface JourneyResult {
  javaScript: boolean
  steps: JourneyStep[]
  /** With JavaScript: from the navigation to the first page until it is hydrated. */
  hydratedMs?: number
  totalMs: number
  totalRequests: number
  totalBytes: number
}

export interface JourneyOptions {
  origin: string
  sandboxOrigin: string
  javaScript: boolean
  chromiumPath?: string
  /** Receives each step's requests ("METHOD URL", in order) as it ends. */
  onStep?: (step: string, requests: string[]) => void
}

export interface JourneySummary {
  javaScript: boolean
  runs: number
  /** Medians per step, in journey order. */
  steps: JourneyStep[]
  /** Medians of the journeys' totals (not the sum of the steps' medians). */
  totalMs: number
  /** With JavaScript: the median time to a hydrated first page. */
  hydratedMs?: number
  totalRequests: number
  totalBytes: number
}

/** A walk's journeys with JavaScript off and on. */
export interface JourneyRuns {
  off: JourneyResult[]
  on: JourneyResult[]
}

const ADMIN = '/agenda/servicios-administrativos'
const VISITOR_CI = '67890127'
const BRANCH = 'Sede Central'
const SECTOR = 'Farmacia'

const MEDICAL = '/agenda/consulta-medica'
/** Bruno: may book (not penalised), and the e2e's choosing steps book for him too. */
const MEMBER = { ci: '23456783', password: 'Socio2026' }
/** It has slots on the coming working days, and its first order type (Consulta) needs no doctor. */
const SPECIALTY = 'Cardiología'

/** DevTools' "Slow 4G": throughput in bytes per second. */
const SLOW_4G = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 }
const CPU_SLOWDOWN = 4
const QUIET_MS = 100
const STEP_TIMEOUT_MS = 120_000

const launch = (path?: string): Promise<Browser> =>
  chromium.launch({ executablePath: path ?? CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })

/** What the DevTools protocol has said about one request so far. */
interface Seen {
  method: string
  url: string
  answered: boolean
  /** Bytes reported before the end: response headers and body chunks. */
  bytes: number
}

/**
 * Requests in flight (Playwright's events), and what the current step has had answered and
 * received (the DevTools protocol's: it tells a blocked request from an answered one, and counts
 * the bytes on the wire).
 */
class Traffic {
  private readonly inFlight = new Set<Request>()
  /** Each request's start and end, by URL, to tell when the page shown stopped asking. */
  private readonly changes: { url: string; at: number }[] = []
  /**
   * URLs the page fetches ahead for a later page (`<link rel="modulepreload" data-ahead>`, the
   * next step's code, see PreloadRoute). They count in the step's requests and bytes, but the
   * step is over for the person when the page shown is ready, not when the next one's code has
   * arrived.
   */
  private readonly ahead = new Set<string>()
  private readonly seen = new Map<string, Seen>()
  private requests = 0
  private scripts = 0
  private bytes = 0
  /** Each request of the current step as it ends: method, URL, status or failure. */
  urls: string[] = []

  constructor(page: Page, cdp: CDPSession) {
    page.on('request', (request) => {
      this.inFlight.add(request)
      this.changes.push({ url: request.url(), at: performance.now() })
    })
    const settle = (request: Request) => {
      if (!this.inFlight.delete(request)) return
      this.changes.push({ url: request.url(), at: performance.now() })
    }
    page.on('requestfinished', settle)
    page.on('requestfailed', settle)

    cdp.on('Network.requestWillBeSent', ({ requestId, request, redirectResponse }) => {
      const previous = this.seen.get(requestId)
      if (redirectResponse && previous) {
        // One hop of a redirect: answered, and it never reaches loadingFinished.
        this.requests++
        this.bytes += redirectResponse.encodedDataLength
        this.urls.push(`${previous.method} ${previous.url} → ${redirectResponse.status}`)
      }
      this.seen.set(requestId, { method: request.method, url: request.url, answered: false, bytes: 0 })
    })
    cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
      const seen = this.seen.get(requestId)
      if (!seen || seen.answered) return
      seen.answered = true
      seen.bytes += response.encodedDataLength
      this.requests++
      if (type === 'Script') this.scripts++
      const cached = response.fromDiskCache || response.fromPrefetchCache ? ' (cache)' : ''
      this.urls.push(`${seen.method} ${seen.url} → ${response.status}${cached}`)
    })
    cdp.on('Network.requestServedFromCache', ({ requestId }) => {
      const seen = this.seen.get(requestId)
      if (seen) seen.url += ' (memory cache)'
    })
    cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
      const seen = this.seen.get(requestId)
      if (seen) seen.bytes += encodedDataLength
    })
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      this.bytes += encodedDataLength
      this.seen.delete(requestId)
    })
    cdp.on('Network.loadingFailed', ({ requestId, errorText, blockedReason }) => {
      const seen = this.seen.get(requestId)
      this.seen.delete(requestId)
      if (!seen) return
      // An answered request the page gave up on still cost what had arrived.
      if (seen.answered) this.bytes += seen.bytes
      else this.urls.push(`${seen.method} ${seen.url} ✗ ${errorText || blockedReason || 'not sent'}`)
    })
  }

  /** Starts counting a new step. */
  begin() {
    this.changes.length = 0
    this.requests = 0
    this.scripts = 0
    this.bytes = 0
    this.urls = []
  }

  counts() {
    return { requests: this.requests, scripts: this.scripts, bytes: this.bytes }
  }

  /**
   * Waits until no request has been in flight for QUIET_MS; answers when the network last
   * changed (the end of the last request), or `since` when nothing happened after it. With
   * `fetchedAhead: 'ignore'`, the code fetched ahead for a later page neither keeps it waiting
   * nor counts as the end.
   */
  async quiet(since: number, fetchedAhead: 'wait' | 'ignore' = 'wait', page?: Page): Promise<number> {
    const deadline = performance.now() + STEP_TIMEOUT_MS
    for (;;) {
      const now = performance.now()
      if (fetchedAhead === 'ignore' && page && this.inFlight.size > 0) for (const url of await page.evaluate(fetchingAhead)) this.ahead.add(url)
      const counted = (url: string) => fetchedAhead === 'wait' || !this.ahead.has(url)
      const pending = [...this.inFlight].filter((request) => counted(request.url()))
      const last = Math.max(0, ...this.changes.filter((change) => counted(change.url)).map((change) => change.at))
      if (pending.length === 0 && now - last >= QUIET_MS) return Math.max(since, last)
      if (now > deadline) {
        const pending = [...this.inFlight].map((request) => request.url()).join(', ')
        throw new Error(`the network never went quiet; in flight: ${pending || 'none'}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}

/** What ends a step: the page's h1 with this text, or a form field (by its label) on the screen. */
type Sign = { heading: string | RegExp } | { field: string }

/** A sign as the page is asked about it: text to equal, or a pattern's source and flags. */
interface Wanted {
  kind: 'heading' | 'field'
  text: string | null
  source: string | null
  flags: string
}

function wantedOf(sign: Sign): Wanted {
  if ('field' in sign) return { kind: 'field', text: sign.field, source: null, flags: '' }
  const { heading } = sign
  if (typeof heading === 'string') return { kind: 'heading', text: heading, source: null, flags: '' }
  return { kind: 'heading', text: null, source: heading.source, flags: heading.flags }
}

/**
 * True once the page's (first) h1 has the wanted text, or a label has it, and the h1 or the
 * label's field takes room on the screen. Runs in the page: no named function inside (tsx would
 * wrap it in a helper the page lacks).
 */
function signShown(wanted: Wanted): boolean {
  const candidates =
    wanted.kind === 'heading'
      ? [...document.querySelectorAll('h1')].slice(0, 1).map((h1) => ({ named: h1, drawn: h1 }))
      : [...document.querySelectorAll('label')].map((label) => ({ named: label, drawn: label.control }))
  return candidates.some(({ named, drawn }) => {
    const text = (named.textContent ?? '').replace(/\s+/g, ' ').trim()
    const says = wanted.text !== null ? text === wanted.text : new RegExp(wanted.source ?? '', wanted.flags).test(text)
    return says && drawn !== null && drawn.getBoundingClientRect().height > 0
  })
}

/** The URLs the page fetches ahead for a later page (PreloadRoute marks its links). Runs in the page. */
function fetchingAhead(): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-ahead]')].map((link) => link.href)
}

/** The fibre React keeps on the container it hydrates: only the parts read here. */
type HostRoot = { stateNode?: { current?: { child: unknown } } }

/**
 * True once React has committed the hydrated document (see the header). Runs in the page; a
 * function, not a string, because the page's Content-Security-Policy forbids eval.
 */
const hydrated = () => {
  const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'))
  const root = key ? (document as unknown as Record<string, HostRoot | undefined>)[key] : undefined
  return Boolean(root?.stateNode?.current?.child)
}

/** True while the Remix router has no navigation under way. Runs in the page. */
const routerIdle = () => {
  const router = (window as unknown as { __remixRouter?: { state: { navigation: { state: string } } } }).__remixRouter
  return router?.state.navigation.state === 'idle'
}

async function clearFaults(sandboxOrigin: string) {
  const response = await fetch(`${sandboxOrigin}/sandbox/faults`, { method: 'DELETE' })
  if (!response.ok) throw new Error(`clearing the sandbox faults answered ${response.status}`)
}

/** The values of the radios a locator finds, in order. */
async function valuesOf(radios: Locator): Promise<string[]> {
  const values: string[] = []
  for (let index = 0; index < (await radios.count()); index++) values.push((await radios.nth(index).getAttribute('value')) ?? '')
  return values
}

/** Signs in through the login page, as a person would (tests/e2e/sign-in.ts), with or without JavaScript. */
async function signIn(page: Page, origin: string, member: { ci: string; password: string }) {
  await page.goto(`${origin}/login`)
  await page.getByLabel('Cédula de identidad').fill(member.ci)
  await page.getByLabel('Contraseña', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/login')
}

/** What a walk's steps are given: the page, and the journey's timed actions. */
interface Walker {
  page: Page
  javaScript: boolean
  /** Today (YYYY-MM-DD) by the sandbox's clock. */
  today: string
  /** Clicks with `click` once the network is quiet, and times the way until `sign` shows. */
  timed(step: string, click: Locator, sign: Sign): Promise<void>
  /** `timed` with the page's Continuar. */
  next(step: string, sign: Sign): Promise<void>
}

/** One booking as the journey walks it (see the header). */
interface Walk {
  /** What the person did before the journey: untimed, at full speed. */
  before?: (page: Page, origin: string) => Promise<void>
  /** The first page, timed until painted, and its heading. */
  first: { path: string; heading: string }
  /** The steps after the first page, each through `timed` or `next`. */
  steps: (walker: Walker) => Promise<void>
}

const adminWalk: Walk = {
  first: { path: `${ADMIN}/cedula`, heading: 'Reserva de hora para servicios administrativos' },
  async steps({ page, today, next }) {
    await page.getByLabel('Cédula de identidad').fill(VISITOR_CI)
    await next('sucursal', { heading: 'Paso 1: Sucursal' })

    await page.getByRole('radio', { name: BRANCH }).check()
    await next('sector', { heading: 'Paso 2: Sector' })

    await page.getByRole('radio', { name: SECTOR }).check()
    await next('fecha', { heading: 'Paso 3: Fecha y Hora' })

    const days = await valuesOf(page.locator('input[type="radio"][name="date"]'))
    const day = days.find((offered) => offered > today) ?? days[0]
    if (day === undefined) throw new Error(`${BRANCH} / ${SECTOR} offers no day: the sandbox has no slots`)
    await page.locator(`input[name="date"][value="${day}"]`).check()
    await next('hora', { heading: /^[A-ZÁÉÍÓÚ]\S+ \d{1,2} de [A-Z]\S+$/ })

    await page.getByRole('group', { name: 'Horario' }).getByRole('radio').first().check()
    await next('confirmacion', { heading: 'Paso 4: Confirma tu reserva' })
  },
}

const medicalWalk: Walk = {
  before: (page, origin) => signIn(page, origin, MEMBER),
  first: { path: `${MEDICAL}/reserva-web`, heading: 'Reservar una consulta médica' },
  async steps({ page, javaScript, today, timed, next }) {
    // The step stays on its page: what it is for is the specialty's order types.
    const orderTypes = { field: 'Tipo de orden' }
    if (javaScript) {
      // The text field that replaces the server's select (also a combobox) once hydrated; typed in part, then chosen.
      await page.getByRole('combobox', { name: 'Especialidad' }).and(page.locator('input')).fill(SPECIALTY.slice(0, -2))
      await timed('especialidad', page.getByRole('option', { name: SPECIALTY, exact: true }), orderTypes)
    } else {
      await page.getByLabel('Especialidad').selectOption({ label: SPECIALTY })
      await timed('especialidad', page.getByRole('button', { name: 'Ver opciones de la especialidad' }), orderTypes)
    }

    await page.getByLabel('Reserva rápida').check()
    await next('fecha-hora-rapida', { heading: 'Reserva rápida' })

    // A slot's value holds its start (`calendar_order_YYYY-MM-DDTHH:MM`): today's may be over before Continuar.
    const slots = await valuesOf(page.getByRole('group', { name: 'Horarios disponibles' }).getByRole('radio'))
    const slot = slots.find((value) => (/\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? '') > today)
    if (slot === undefined) throw new Error(`${SPECIALTY} shows no slot after ${today}: the sandbox has no slots`)
    await page.locator(`input[name="turno"][value="${slot}"]`).check()
    await next('confirmacion', { heading: 'Confirma tu consulta' })
  },
}

/** The walks the benchmark times, by name. */
export const WALKS = { admin: adminWalk, medical: medicalWalk } as const
export type WalkName = keyof typeof WALKS

async function journey(browser: Browser, walk: Walk, options: JourneyOptions): Promise<JourneyResult> {
  await clearFaults(options.sandboxOrigin)
  const today = await sandboxToday(options.sandboxOrigin)
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: options.javaScript })
  try {
    context.setDefaultTimeout(STEP_TIMEOUT_MS)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const traffic = new Traffic(page, cdp)
    // What the person did before (the medical walk's sign-in) at full speed: only the timed steps are the phone's.
    if (walk.before) {
      await walk.before(page, options.origin)
      await traffic.quiet(performance.now())
    }
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const steps: JourneyStep[] = []
    const shown = (sign: Sign) =>
      'heading' in sign ? page.getByRole('heading', { level: 1, name: sign.heading }) : page.getByLabel(sign.field, { exact: true })

    /** Waits for the end of a step begun at `start` and records it. */
    async function finish(step: string, start: number, sign: Sign) {
      // Polled every frame: a locator's wait backs off to 500 ms between checks when nothing
      // reloads the document, which would add up to half a second to every enhanced step.
      if (options.javaScript) await page.waitForFunction(signShown, wantedOf(sign), { polling: 'raf' })
      await shown(sign).waitFor({ state: 'visible' })
      if (options.javaScript) await page.waitForFunction(routerIdle, undefined, { polling: 50 })
      const end = await traffic.quiet(performance.now(), 'ignore', page)
      // The code fetched ahead counts in this step's requests and bytes, not in its time.
      await traffic.quiet(performance.now())
      steps.push({ step, ms: Math.round(end - start), ...traffic.counts() })
      options.onStep?.(step, traffic.urls)
    }

    /** Clicks once the network is quiet and times the way to what the step shows. */
    async function timed(step: string, click: Locator, sign: Sign) {
      await traffic.quiet(performance.now())
      traffic.begin()
      const start = performance.now()
      await click.click()
      await finish(step, start, sign)
    }

    // The first page counts until it is painted: from then on the person reads and types, with
    // or without scripts (a form sent before hydration is an ordinary form). Hydration is
    // reported apart.
    let start = Infinity
    const painted = new Promise<number>((resolve) => {
      cdp.on('Page.lifecycleEvent', ({ name }) => {
        // Enabling the events repeats those of the page already shown (the sign-in's): only this navigation's count.
        const at = performance.now()
        if (name === 'firstContentfulPaint' && at > start) resolve(at)
      })
    })
    await cdp.send('Page.enable')
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true })
    traffic.begin()
    start = performance.now()
    await page.goto(`${options.origin}${walk.first.path}`, { waitUntil: 'load' })
    await shown({ heading: walk.first.heading }).waitFor({ state: 'visible' })
    const paintedAt = await painted
    let hydratedMs: number | undefined
    if (options.javaScript) {
      await page.waitForFunction(hydrated, undefined, { polling: 'raf' })
      hydratedMs = Math.round(performance.now() - start)
    }
    await traffic.quiet(performance.now())
    steps.push({ step: 'inicio', ms: Math.round(paintedAt - start), ...traffic.counts() })
    options.onStep?.('inicio', traffic.urls)

    const next = (step: string, sign: Sign) => timed(step, page.getByRole('button', { name: 'Continuar' }), sign)
    await walk.steps({ page, javaScript: options.javaScript, today, timed, next })

    return {
      javaScript: options.javaScript,
      steps,
      hydratedMs,
      totalMs: steps.reduce((sum, step) => sum + step.ms, 0),
      totalRequests: steps.reduce((sum, step) => sum + step.requests, 0),
      totalBytes: steps.reduce((sum, step) => sum + step.bytes, 0),
    }
  } finally {
    await context.close()
  }
}

/** One journey through a walk, in its own browser. */
export async function measureBooking(walk: WalkName, options: JourneyOptions): Promise<JourneyResult> {
  const browser = await launch(options.chromiumPath)
  try {
    return await journey(browser, WALKS[walk], options)
  } finally {
    await browser.close()
  }
}

/**
 * `rounds` journeys of every walk with JavaScript off and as many with it on, alternated (each
 * walk off then on, in turn, round after round) so that what else the machine is doing weighs on
 * all alike. One browser, a fresh context each.
 */
export async function measureBookingsInterleaved(options: {
  origin: string
  sandboxOrigin: string
  rounds: number
  chromiumPath?: string
}): Promise<Record<WalkName, JourneyRuns>> {
  const browser = await launch(options.chromiumPath)
  const runs: Record<WalkName, JourneyRuns> = { admin: { off: [], on: [] }, medical: { off: [], on: [] } }
  try {
    for (let round = 0; round < options.rounds; round++)
      for (const name of Object.keys(WALKS) as WalkName[]) {
        runs[name].off.push(await journey(browser, WALKS[name], { ...options, javaScript: false }))
        runs[name].on.push(await journey(browser, WALKS[name], { ...options, javaScript: true }))
      }
    return runs
  } finally {
    await browser.close()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length % 2 === 1) return sorted[middle]!
  return Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}

/** Per-step medians and median totals of journeys made in the same mode. */
export function summarize(results: JourneyResult[]): JourneySummary {
  const [first] = results
  if (!first) throw new Error('no journey to summarize')
  if (results.some((result) => result.javaScript !== first.javaScript))
    throw new Error('journeys with JavaScript on and off mixed')
  const steps = first.steps.map(({ step }, index) => {
    const of = (field: 'ms' | 'requests' | 'scripts' | 'bytes') =>
      median(
        results.map((result) => {
          const found = result.steps[index]
          if (found?.step !== step) throw new Error(`journeys with different steps (${step})`)
          return found[field]
        }),
      )
    return { step, ms: of('ms'), requests: of('requests'), scripts: of('scripts'), bytes: of('bytes') }
  })
  return {
    javaScript: first.javaScript,
    runs: results.length,
    steps,
    totalMs: median(results.map((result) => result.totalMs)),
    hydratedMs: first.javaScript ? median(results.map((result) => result.hydratedMs ?? 0)) : undefined,
    totalRequests: median(results.map((result) => result.totalRequests)),
    totalBytes: median(results.map((result) => result.totalBytes)),
  }
}

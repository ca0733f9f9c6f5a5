/**
 * Every route module that exports an action, found by listing this folder (a new route is fuzzed
 * without touching this file), gets several hundred generated bodies: forms with unknown,
 * repeated and huge fields, JSON, text, XML, random bytes, broken multipart, no content type.
 * Each is a real Request, sent by a visitor, a signed-in member and a session in the middle of a
 * wizard: for a wizard's step, one whose draft has reached that step, so the step's own parser
 * reads the body (`WIZARDS`, one row per wizard). No answer may be a server error and nothing may
 * be logged as one: a body the portal did not send is the sender's mistake (4xx), not ours.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getOptionalUser } from '~/auth/guards.server'
import { logger } from '~/utils/logger.server'
import { clinicalHistoryWizard } from '~/wizards/historia-clinica/wizard.server'
import { medicalBookingWizard } from '~/wizards/consulta-medica/wizard.server'
import { adminBookingWizard } from '~/wizards/servicios-administrativos/wizard.server'
import { flowBWizard } from '~/wizards/compra-medicamentos/wizard.server'
import { flowAWizard } from '~/wizards/solicitud-medicamentos/wizard.server'
import { affiliateKey, HOME_DELIVERY } from '~/wizards/compra-medicamentos/selection'
import type { DraftBase, WizardSteps } from '~/wizards/wizard'
import { choosing, firstLocation, keyed, loadedAffiliate, seedPurchaseDraft } from '../../tests/purchase-draft'
import { cookieFrom, loadContext, ORIGIN, signIn, wizardDriver, type RouteHandler } from '../../tests/route-helpers'

const ROUTES_DIR = path.dirname(fileURLToPath(import.meta.url))
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 300)
const MEMBER = '23456783'
const FEDERICO = '67890127'
// Failed logins of the fuzz count against this address, not the one the tests sign in from.
const fuzzContext = { ...loadContext, clientAddress: '192.0.2.1' }

interface ActionRoute {
  file: string
  /** A route without a page: Remix logs a `data()` it throws as an unexpected error. */
  resource: boolean
  url: string
  params: Record<string, string>
  action: RouteHandler
}

/** The URL and params Remix would give a route file (flat routes; the member area as remix.config.js maps it). */
function routeAddress(file: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {}
  const segments = file
    .replace(/\.tsx$/, '')
    .split('.')
    .map((segment) => {
      if (segment === '_index') return ''
      if (segment === 'mi-producto') return 'mi-mutual'
      if (segment === '$') return (params['*'] = 'cualquier/cosa')
      // An id nobody has: the action answers "not found" instead of changing real data.
      if (segment.startsWith('$')) return (params[segment.slice(1)] = '999999')
      return segment.replace(/_$/, '')
    })
    .filter(Boolean)
  return { url: `${ORIGIN}/${segments.join('/')}`, params }
}

async function actionRoutes(): Promise<ActionRoute[]> {
  const files = fs.readdirSync(ROUTES_DIR).filter((file) => file.endsWith('.tsx'))
  const routes: ActionRoute[] = []
  for (const file of files.sort()) {
    const module = (await import(path.join(ROUTES_DIR, file))) as { action?: RouteHandler; default?: unknown }
    if (module.action) routes.push({ file, action: module.action, resource: !module.default, ...routeAddress(file) })
  }
  return routes
}

const routes = await actionRoutes()

// ---- bodies ----

const FIELD_NAMES = [
  'ci', 'password', 'redirectTo', 'branchId', 'sectorId', 'date', 'hour', 'hourFilter', 'intent', 'id',
  // The profile page's forms.
  'email', 'foto', 'notificaciones_email', 'notificaciones_push',
  // The password forms.
  'current', 'next', 'repeat',
  // The medical booking's choosing steps.
  'especialidad', 'tipoOrden', 'tipoReserva', 'profesional', 'fecha', 'turno', 'modalidad', 'filial', 'desde', 'hasta',
  // The clinical-history request (its file step included).
  'complete', 'requestedEmailCopy', 'requestedPart', 'requestedByParticular', 'motivo', 'telefono', 'archivo', 'quitar-archivo',
  // Flow B's locality, document and SMS code.
  'localidad', 'tipoDocumento', 'documento', 'codigo',
  // Flow B's medicines (its + and −, the call centre's reload).
  'medicamento', 'receta',
  // Flow B's shipping, delivery and payment steps.
  'formaEnvio', 'celular', 'direccion', 'entreCalles', 'formaPago',
]
const HUGE = 'ñ'.repeat(150_000)
const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }))
const fieldValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  // Federico's cédula has no account: a login attempt with it blocks nobody the other tests use.
  fc.constantFrom('', '1', FEDERICO, '2099-01-01', '09:00:00', 'validar', '//evil.example', HUGE, '\u0000', '%', '%zz'),
  // The profile page's intents and switch value: the member's own settings may change, nothing else.
  fc.constantFrom('notificaciones', 'reenviar-validacion', 'cambiar-email', 'foto', 'si'),
)
const fields = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 8 })

interface Body {
  kind: string
  /** Uint8Array and FormData add no content type of their own unless it is multipart. */
  body: Uint8Array<ArrayBuffer> | FormData | null
  contentType?: string
}

const encode = (text: string) => new TextEncoder().encode(text)

const urlencoded = fields.map((pairs): Body => ({
  kind: 'urlencoded',
  body: encode(new URLSearchParams(pairs).toString()),
  contentType: 'application/x-www-form-urlencoded',
}))
// A file part, as the profile photo's form sends: random bytes, sometimes after a PNG's signature.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const file = fc.option(fc.tuple(fc.constantFrom('foto', 'archivo'), fc.uint8Array({ maxLength: 64 }), fc.boolean()), { nil: undefined })
const multipart = fc.tuple(fields, file).map(([pairs, part]): Body => {
  const form = new FormData()
  for (const [name, value] of pairs) form.append(name, value)
  if (part) {
    const [name, bytes, png] = part
    form.append(name, new File([Uint8Array.from(png ? [...PNG_SIGNATURE, ...bytes] : bytes)], 'foto.png', { type: 'image/png' }))
  }
  return { kind: 'multipart', body: form }
})
const json = fc.json().map((text): Body => ({ kind: 'json', body: encode(text), contentType: 'application/json' }))
const text = fc.string({ maxLength: 200 }).map((value): Body => ({ kind: 'text', body: encode(value), contentType: 'text/plain;charset=UTF-8' }))
const xml = fc
  .string({ maxLength: 50 })
  .map((value): Body => ({ kind: 'xml', body: encode(`<?xml version="1.0"?><form><ci>${value}</ci></form>`), contentType: 'application/xml' }))
const bytes = fc.uint8Array({ maxLength: 2_000 }).map((value): Body => ({ kind: 'bytes', body: Uint8Array.from(value), contentType: 'application/octet-stream' }))
const brokenMultipart = fc
  .tuple(fc.constantFrom('B', 'otra', ''), fc.string({ maxLength: 40 }), fc.boolean())
  .map(([boundary, value, closed]): Body => ({
    kind: 'broken multipart',
    body: encode(`--B\r\nContent-Disposition: form-data; name="ci"\r\n\r\n${value}${closed ? '\r\n--B--\r\n' : ''}`),
    contentType: boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
  }))
const empty = fc.constant<Body>({ kind: 'empty', body: null })

const headerText = fc.stringMatching(/^[\x20-\x7e]{0,60}$/)
const contentType = fc.oneof(
  fc.constant<'own' | undefined>('own'),
  fc.constant(undefined),
  fc.constantFrom(
    'application/x-www-form-urlencoded',
    'APPLICATION/X-WWW-FORM-URLENCODED; charset=iso-8859-1',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'application/json',
    'text/plain',
    'text/xml',
    'application/octet-stream',
    '',
  ),
  headerText,
)

const body = fc.tuple(fc.oneof(urlencoded, multipart, json, text, xml, bytes, brokenMultipart, empty), contentType).map(
  ([generated, type]): Body => (type === 'own' ? generated : { ...generated, contentType: type }),
)

// ---- sessions ----

type Who = 'visitor' | 'member' | 'mid-journey'
const sessions: Record<Who, string | undefined> = { visitor: undefined, member: undefined, 'mid-journey': undefined }

/** A step's answer: its form's fields, which may depend on what the step's page offers (`page()`, its loader's data). */
type Answer = (page: () => Promise<unknown>) => Record<string, string> | Promise<Record<string, string>>

/** A wizard as the mid-journey sessions walk it: its steps' routes and one valid answer per step. */
interface WizardJourney<Step extends string, Draft extends DraftBase> {
  wizard: Parameters<typeof wizardDriver<Step, Draft>>[0] & Pick<WizardSteps<Step, Draft, string>, 'canAccess'>
  /** Each step's route file is `${files}${step}.tsx`. */
  files: string
  /**
   * The steps fuzzed mid-journey, in the order the journey asks them. A step whose action calls
   * the API whatever it is sent (a confirmation books) is left out: its route is fuzzed with the
   * last step's session, which its guard turns away.
   */
  steps: readonly Step[]
  /** A valid answer to every step but the last: the walk that reaches the later ones. */
  answers: Partial<Record<Step, Answer>>
  /** The session the journey starts from: a visitor's (none) unless the wizard is for members. */
  start?: () => Promise<string>
}

/** One row of `WIZARDS`, its types erased. */
interface MidJourneyRow {
  wizard: object
  /** The route files of the fuzzed steps. */
  stepFiles: string[]
  /** The step a route file is, when it is one of the fuzzed steps. */
  stepOf(file: string): string | undefined
  /** A new session whose draft has answered every step before `step` (the last step when none is given). */
  reach(step?: string): Promise<string | undefined>
}

function wizardRow<Step extends string, Draft extends DraftBase>(journey: WizardJourney<Step, Draft>): MidJourneyRow {
  const fileOf = (step: Step) => `${journey.files}${step}.tsx`
  const stepOf = (file: string) => journey.steps.find((step) => file === fileOf(step))
  async function reach(step: Step = journey.steps[journey.steps.length - 1]!): Promise<string | undefined> {
    const { get, post, draftOf } = wizardDriver(journey.wizard)
    let cookie = await journey.start?.()
    for (const earlier of journey.steps.slice(0, journey.steps.indexOf(step))) {
      const answer = journey.answers[earlier]
      if (!answer) throw new Error(`${journey.files}: no answer to ${earlier}, which comes before ${step}`)
      const route = (await import(path.join(ROUTES_DIR, fileOf(earlier)))) as { loader?: RouteHandler; action: RouteHandler }
      const fields = await answer(async () => (route.loader ? get(route.loader, earlier, cookie) : undefined))
      const reply = await post(route.action, earlier, fields, cookie)
      if (reply instanceof Response && reply.headers.has('set-cookie')) cookie = cookieFrom(reply)
    }
    // Otherwise the step's guard would turn every body away and its parser would read none.
    if (!journey.wizard.canAccess(await draftOf(cookie ?? ''), step)) throw new Error(`the answers of ${journey.files} do not reach ${step}`)
    return cookie
  }
  return { wizard: journey.wizard, stepFiles: journey.steps.map(fileOf), stepOf, reach: (step) => reach(step as Step | undefined) }
}

/** A new session of the member, for a journey of their own (the medical booking is for members only). */
const signedInMemberOfTheBooking = () => signIn(MEMBER)

/** The call centre's session for flow A (A09: its dedicated flag is seeded on), at its first step. */
async function callCentreWithFlowA(): Promise<string> {
  const cookie = await signIn('34567894')
  const documento = (await import(path.join(ROUTES_DIR, 'medicamentos.nueva-solicitud.documento.tsx'))) as { loader: RouteHandler }
  await wizardDriver(flowAWizard).get(documento.loader, 'documento', cookie)
  return cookie
}

/**
 * Flow B for Ana herself, put straight at her medicines with her recipes loaded (tests/purchase-draft.ts): the steps
 * before are walked by their own route tests.
 */
async function anaAtHerMedicines(): Promise<string> {
  const ana = '12345672'
  const cookie = await signIn(ana)
  const location = await firstLocation(cookie)
  const affiliate = await loadedAffiliate(cookie, { documento: ana, own: true }, location)
  await seedPurchaseDraft(cookie, { location, affiliates: keyed(affiliate), current: `1-${ana}` })
  return cookie
}

/**
 * Flow B for a member (Bruno, whose demo session other files do not buy with), at `envio`: his purchase of one
 * medicine seeded as the earlier steps leave it (tests/purchase-draft.ts).
 */
async function memberAtFlowBShipping(): Promise<string> {
  const cookie = await signIn('23456783')
  const location = await firstLocation(cookie)
  const me = choosing(await loadedAffiliate(cookie, { documento: '23456783', own: true }, location))
  await seedPurchaseDraft(cookie, { location, affiliates: keyed(me), current: affiliateKey(me.tipoDocumento, me.documento) })
  return cookie
}

/**
 * Ana's session with a flow B purchase seeded at `pago` (her first medicine, delivered home, paid online): the steps
 * before it are walked by their own routes' rows.
 */
async function purchaseAtPayment(): Promise<string> {
  const cookie = await signIn('12345672')
  const location = await firstLocation(cookie)
  const affiliate = choosing(await loadedAffiliate(cookie, { documento: '12345672', own: true }, location))
  await seedPurchaseDraft(cookie, {
    location,
    affiliates: keyed(affiliate),
    shippingMethod: location.formasDeEnvio.find((method) => method.nombre === HOME_DELIVERY) ?? location.formasDeEnvio[0]!,
    shippingCost: { personas: [affiliate.id], costo: 0 },
    delivery: { celular: '099123456', telefono: '', direccion: 'Av. Italia 1234', entreCalles: 'Propios y Comercio' },
    paymentMethod: { id: 3, nombre: 'Pago en línea' },
  })
  return cookie
}

/**
 * Every wizard, so that each of its steps is fuzzed with a draft that has reached it. A new wizard
 * adds its row (the last test below fails until it does).
 */
const WIZARDS: MidJourneyRow[] = [
  wizardRow({
    wizard: adminBookingWizard,
    files: 'agenda_.servicios-administrativos.',
    // The confirmation would book.
    steps: ['cedula', 'sucursal', 'sector', 'fecha', 'hora'],
    answers: {
      cedula: () => ({ ci: FEDERICO }),
      sucursal: () => ({ branchId: '1' }),
      sector: () => ({ sectorId: '12' }),
      // The day the calendar preselects: the first one offered.
      fecha: async (page) => ({ date: ((await page()) as { selected: string }).selected }),
    },
  }),
  // The medical booking, for members: with a doctor (the calendar, then the hours) …
  wizardRow({
    wizard: medicalBookingWizard,
    files: 'agenda_.consulta-medica.',
    start: signedInMemberOfTheBooking,
    steps: ['reserva-web', 'fecha', 'hora'],
    answers: {
      'reserva-web': () => ({ especialidad: '3', tipoOrden: '31', tipoReserva: 'medico', profesional: '2', intent: 'continuar' }),
      // The day the calendar would preselect: the first with a slot.
      fecha: async (page) => ({ fecha: ((await page()) as { selected: string }).selected }),
    },
  }),
  // … and a quick booking (any doctor's slots of the year).
  wizardRow({
    wizard: medicalBookingWizard,
    files: 'agenda_.consulta-medica.',
    start: signedInMemberOfTheBooking,
    steps: ['reserva-web', 'fecha-hora-rapida'],
    answers: {
      'reserva-web': () => ({ especialidad: '3', tipoOrden: '31', tipoReserva: 'rapida', intent: 'continuar' }),
    },
  }),
  // Flow A, the call centre's: up to the medicines (the later steps need several saves of that one).
  wizardRow({
    wizard: flowAWizard,
    files: 'medicamentos.nueva-solicitud.',
    start: callCentreWithFlowA,
    steps: ['documento', 'localidad', 'agregar-medicamentos'],
    answers: {
      documento: () => ({ intent: 'continuar', tipoDocumento: '1', documento: '12345672' }),
      localidad: () => ({ intent: 'para-mi', localidad: '1' }),
    },
  }),
  // Flow B, a member's (Ana): her locality, then Bruno's document, whose SMS leads to the code's step.
  wizardRow({
    wizard: flowBWizard,
    files: 'medicamentos-recetados.nueva-solicitud.',
    start: () => signIn('12345672'),
    steps: ['localidad', 'documento', 'verificacion'],
    answers: {
      localidad: () => ({ intent: 'continuar', localidad: '10' }),
      documento: () => ({ intent: 'enviar', tipoDocumento: '1', documento: MEMBER }),
    },
  }),
  // Flow B, at the medicines (`ver-indicaciones` has no action: a GET only).
  wizardRow({
    wizard: flowBWizard,
    files: 'medicamentos-recetados.nueva-solicitud.',
    start: anaAtHerMedicines,
    steps: ['agregar-medicamentos'],
    answers: {},
  }),
  // Flow B from its shipping step to its payment method (the confirmation would buy).
  wizardRow({
    wizard: flowBWizard,
    files: 'medicamentos-recetados.nueva-solicitud.',
    start: memberAtFlowBShipping,
    steps: ['envio', 'entrega', 'forma-pago'],
    answers: {
      envio: async (page) => ({
        formaEnvio: ((await page()) as { methods: Array<{ value: string; title: string }> }).methods.find((m) => m.title === 'Retiro en sucursal')!.value,
      }),
      entrega: () => ({ celular: '099123456' }),
    },
  }),
  // The clinical-history request, for members, to its reason's step (a file step; only a valid form sends it).
  wizardRow({
    wizard: clinicalHistoryWizard,
    files: 'mi-producto.historia-clinica.',
    start: signedInMemberOfTheBooking,
    steps: ['solicitud', 'parte-solicitada', 'motivo-solicitud'],
    answers: {
      solicitud: () => ({ complete: 'no', requestedEmailCopy: 'no', intent: 'continuar' }),
      'parte-solicitada': () => ({ requestedPart: 'Internación de 2024' }),
    },
  }),
  // Flow B's online payment, with a purchase at `pago` (a body that pays needs one of Ana's cards: none is generated).
  wizardRow({
    wizard: flowBWizard,
    files: 'medicamentos-recetados.nueva-solicitud.',
    start: purchaseAtPayment,
    steps: ['pago'],
    answers: {},
  }),
]

/**
 * The mid-journey session a route is fuzzed with: for a wizard's step, a new one whose draft has
 * reached that step; for any other route, a visitor in the middle of the first wizard.
 */
async function midJourney(route: ActionRoute): Promise<string | undefined> {
  for (const row of WIZARDS) {
    const step = row.stepOf(route.file)
    if (step) return row.reach(step)
  }
  return WIZARDS[0]!.reach()
}

/**
 * The member's session, signed in again before each route when a fuzzed body ended it
 * (/cerrar-sesion accepts any form); within a route an ended session is fuzzed as it is.
 */
async function signedInMember(): Promise<string> {
  const current = sessions.member
  if (current && (await getOptionalUser(new Request(ORIGIN, { headers: { cookie: current } })))) return current
  // The test sandbox's one-second timeout can be missed on a loaded machine: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      sessions.member = await signIn(MEMBER)
      return sessions.member
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}

function request(route: ActionRoute, generated: Body, cookie: string | undefined): Request {
  const headers = new Headers()
  if (cookie) headers.set('cookie', cookie)
  if (generated.contentType !== undefined) headers.set('content-type', generated.contentType)
  return new Request(route.url, { method: 'POST', headers, body: generated.body })
}

// ---- outcome ----

type Thrown = { type?: string; init?: { status?: number } | null }

/**
 * The status the user would get: a returned or thrown Response or `data()`; anything else thrown
 * is a 500, and so is a `data()` thrown by a route without a page, which Remix logs as an error.
 */
async function statusOf(route: ActionRoute, req: Request): Promise<number> {
  try {
    const result = (await route.action({ request: req, params: route.params, context: fuzzContext })) as Thrown | Response
    if (result instanceof Response) return result.status
    return result?.type === 'DataWithResponseInit' ? (result.init?.status ?? 200) : 200
  } catch (error) {
    if (error instanceof Response) return error.status
    if ((error as Thrown | null)?.type === 'DataWithResponseInit') return route.resource ? 500 : ((error as Thrown).init?.status ?? 500)
    return 500
  }
}

/** zod's own messages, in English: a schema that left one unsaid, and no Spanish fallback (parse-form.server.ts). */
const ZOD_DEFAULT = /"(Required|Invalid[^"]*|Expected [^"]*|(String|Number|Array) must[^"]*|Unrecognized key[^"]*)"/

/** What the page would be given to say: the data the action answered with (a Response's body is not a form's). */
async function answeredData(route: ActionRoute, req: Request): Promise<string> {
  try {
    const result = (await route.action({ request: req, params: route.params, context: fuzzContext })) as { data?: unknown } | Response
    return result instanceof Response ? '' : JSON.stringify(result?.data ?? result ?? null)
  } catch (error) {
    return error instanceof Response ? '' : JSON.stringify((error as { data?: unknown } | null)?.data ?? null)
  }
}

describe.each(routes)('the action of $file', (route) => {
  const errorLog = vi.spyOn(logger, 'error')

  beforeAll(async () => {
    sessions['mid-journey'] = await midJourney(route)
    await signedInMember()
  })
  afterAll(() => errorLog.mockRestore())

  it(`answers ${RUNS_PER_ROUTE} generated bodies without a server error`, { timeout: 180_000 }, async () => {
    errorLog.mockClear()
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom<Who>('visitor', 'member', 'mid-journey'), async (generated, who) => {
        const status = await statusOf(route, request(route, generated, sessions[who]))
        expect(status, `${generated.kind} (${generated.contentType ?? 'no content type'}) as ${who}`).toBeLessThan(500)
      }),
      { numRuns: RUNS_PER_ROUTE },
    )
    expect(errorLog).not.toHaveBeenCalled()
  })

  it('refuses a form whose every field comes twice in Spanish, never in zod\'s English', async () => {
    const twice = new URLSearchParams(FIELD_NAMES.flatMap((name) => [[name, '1'], [name, '2']]))
    for (const who of ['visitor', 'member', 'mid-journey'] as const) {
      const cookie = who === 'member' ? await signedInMember() : sessions[who]
      const generated: Body = { kind: 'urlencoded', body: encode(twice.toString()), contentType: 'application/x-www-form-urlencoded' }
      expect(await answeredData(route, request(route, generated, cookie)), who).not.toMatch(ZOD_DEFAULT)
    }
  })

  it('refuses a body that is not a form with 415 or 400, whoever sends it', async () => {
    const refused = [
      { kind: 'json', body: encode('{"ci":"12345672"}'), contentType: 'application/json' },
      { kind: 'text', body: encode('ci=12345672'), contentType: 'text/plain' },
      { kind: 'xml', body: encode('<ci>12345672</ci>'), contentType: 'application/xml' },
      { kind: 'none', body: encode('ci=12345672') },
      { kind: 'broken', body: encode('--B\r\nContent-Disposition: form-data; name="ci"\r\n\r\n1'), contentType: 'multipart/form-data; boundary=B' },
    ]
    for (const who of ['visitor', 'member', 'mid-journey'] as const) {
      for (const generated of refused) {
        const cookie = who === 'member' ? await signedInMember() : sessions[who]
        const status = await statusOf(route, request(route, generated, cookie))
        // A guard may send the request elsewhere before any body matters (a splat route, a step
        // whose prerequisites are missing); what it may not do is act on the body.
        expect([302, 400, 415], `${generated.kind} as ${who}`).toContain(status)
      }
    }
  })
})

/**
 * An oversized body, the probe's 100 MB POST: declared by its Content-Length (a stream that never
 * sends a byte, so the answer cannot come from reading it), or sent without a length (a stream
 * that goes on past any form's limit). Either is refused with 413 before it fills the memory; a
 * guard may send the request elsewhere first (302), never act on it.
 */
function oversized(route: ActionRoute, declared: boolean, cookie: string | undefined, contentType: string) {
  const headers = new Headers({ 'content-type': contentType })
  if (cookie) headers.set('cookie', cookie)
  let sent = 0
  const chunk = new Uint8Array(64 * 1024).fill(0x61)
  const stream = new ReadableStream<Uint8Array>(
    declared
      ? { pull: () => new Promise<void>(() => undefined) }
      : {
          pull(controller) {
            // Past every limit (the photo's is the largest), then it ends: the refusal drains what is left.
            if (sent >= 8 * 1024 * 1024) return controller.close()
            sent += chunk.byteLength
            controller.enqueue(chunk)
          },
        },
  )
  if (declared) headers.set('content-length', String(100 * 1024 * 1024))
  return new Request(route.url, { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit)
}

describe.each(routes)('the action of $file, sent an oversized body', (route) => {
  beforeAll(async () => {
    sessions['mid-journey'] = await midJourney(route)
    await signedInMember()
  })

  it.each([true, false])('refuses it with 413, declared by its length: %s', { timeout: 60_000 }, async (declared) => {
    const errorLog = vi.spyOn(logger, 'error')
    for (const who of ['visitor', 'member', 'mid-journey'] as const) {
      const cookie = who === 'member' ? await signedInMember() : sessions[who]
      for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=B']) {
        const status = await statusOf(route, oversized(route, declared, cookie, type))
        expect([302, 413], `${type} as ${who}`).toContain(status)
      }
    }
    expect(errorLog).not.toHaveBeenCalled()
    errorLog.mockRestore()
  })
})

it('finds every route module with an action', () => {
  expect(routes.map((route) => route.file)).toEqual(expect.arrayContaining(['login.tsx', 'nueva-version.tsx', 'cerrar-sesion.tsx']))
})

it('has a mid-journey row for every wizard, and each row names step routes that exist', async () => {
  const wizardsDir = path.join(ROUTES_DIR, '..', 'wizards')
  const wizards: object[] = []
  for (const name of fs.readdirSync(wizardsDir)) {
    const file = path.join(wizardsDir, name, 'wizard.server.ts')
    if (!fs.existsSync(file)) continue
    const module = (await import(file)) as Record<string, unknown>
    const isWizard = (value: unknown) => typeof value === 'object' && value !== null && 'steps' in value && 'draftSchema' in value
    // A wizard whose draft travels in its forms (`storage: 'form'`) has no mid-journey session: its
    // route test fuzzes each step with a valid sealed draft in the body (test-violencia-de-genero.test.ts).
    const inForms = (value: unknown) => (value as { storage?: string }).storage === 'form'
    wizards.push(...Object.values(module).filter((value) => isWizard(value) && !inForms(value)).map((value) => value as object))
  }
  expect(wizards.length).toBeGreaterThan(0)
  for (const wizard of wizards) expect(WIZARDS.map((row) => row.wizard)).toContain(wizard)
  const actionFiles = routes.map((route) => route.file)
  for (const row of WIZARDS) expect(actionFiles).toEqual(expect.arrayContaining(row.stepFiles))
})

/** Sessions the benchmark measures pages with: a signed-in member, a visitor mid-booking. */
const WIZARD = '/agenda/servicios-administrativos'
/** Ana, the demo member (decisions.md), and the demo password. */
const MEMBER = { ci: '12345672', password: 'Socio2026' }
/** Bruno, of Ana's group: a draft is the member's (it survives a new sign-in), so a second booking needs another. */
const SECOND_MEMBER = { ci: '23456783', password: 'Socio2026' }
/** Federico books as a visitor. */
const VISITOR_CI = '67890127'

function sessionCookie(response: Response, previous: string): string {
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('__session='))
  return setCookie ? setCookie.split(';')[0]! : previous
}

async function post(origin: string, path: string, fields: Record<string, string>, cookie: string) {
  const response = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
  if (response.status !== 302) throw new Error(`POST ${path} answered ${response.status}`)
  return sessionCookie(response, cookie)
}

export async function signIn(origin: string, member = MEMBER): Promise<string> {
  return post(origin, '/login', member, '')
}

async function page(origin: string, path: string, cookie: string): Promise<string> {
  const response = await fetch(origin + path, { headers: { cookie }, redirect: 'manual' })
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
  return response.text()
}

/** The radios of a field on a page, in order: what a person could pick. */
async function choices(origin: string, path: string, field: string, cookie: string): Promise<string[]> {
  const html = await page(origin, path, cookie)
  const pattern = new RegExp(`name="${field}"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="${field}"`, 'g')
  const values = [...html.matchAll(pattern)].map((match) => match[1] ?? match[2]!)
  if (values.length === 0) throw new Error(`no ${field} to choose on ${path}`)
  return values
}

/**
 * The first radio on a later day than the first one's (a day, or a slot whose value holds its day): today's first
 * slot may pass while the benchmark runs, and the steps after it would then send the member back.
 */
async function laterDayChoice(origin: string, path: string, field: string, cookie: string): Promise<string> {
  const values = await choices(origin, path, field, cookie)
  const dayOf = (value: string) => /\d{4}-\d{2}-\d{2}/.exec(value)?.[0]
  const later = values.find((value) => dayOf(value) !== dayOf(values[0]!))
  if (!later) throw new Error(`no ${field} on a later day on ${path}`)
  return later
}

const MEDICAL = '/agenda/consulta-medica'
/** Cardiología (3), `Consulta` (31): it costs Ana 450 (FONASA), so the payment steps are reached; Martín Silva (2). */
const CARDIOLOGY = { especialidad: '3', tipoOrden: '31', intent: 'continuar' }

/**
 * Sessions at every step of the medical booking that books nothing: Ana's quick booking at the payment step
 * (reserva-web, fecha-hora-rapida, confirmacion, medio-pago and pago-online), and Bruno's booking with a chosen
 * doctor at its confirmation (fecha and hora).
 */
export async function reachMedicalSteps(origin: string): Promise<{ quick: string; withDoctor: string }> {
  let quick = await signIn(origin)
  quick = await post(origin, `${MEDICAL}/reserva-web`, { ...CARDIOLOGY, tipoReserva: 'rapida' }, quick)
  const slot = await laterDayChoice(origin, `${MEDICAL}/fecha-hora-rapida`, 'turno', quick)
  quick = await post(origin, `${MEDICAL}/fecha-hora-rapida`, { turno: slot }, quick)
  // The steps that book or pay act on what their page showed: their forms carry the slot (`turno`), and on the pay
  // steps the agreement (`convenio`).
  const shown = (await choices(origin, `${MEDICAL}/confirmacion`, 'turno', quick))[0]!
  quick = await post(origin, `${MEDICAL}/confirmacion`, { turno: shown }, quick)
  const agreement = (await choices(origin, `${MEDICAL}/medio-pago`, 'convenio', quick))[0]!
  quick = await post(origin, `${MEDICAL}/medio-pago`, { turno: shown, convenio: agreement, medioPago: 'online' }, quick)

  let withDoctor = await signIn(origin, SECOND_MEMBER)
  withDoctor = await post(origin, `${MEDICAL}/reserva-web`, { ...CARDIOLOGY, tipoReserva: 'medico', profesional: '2' }, withDoctor)
  const day = await laterDayChoice(origin, `${MEDICAL}/fecha`, 'fecha', withDoctor)
  withDoctor = await post(origin, `${MEDICAL}/fecha`, { fecha: day }, withDoctor)
  const hour = (await choices(origin, `${MEDICAL}/hora`, 'turno', withDoctor))[0]!
  withDoctor = await post(origin, `${MEDICAL}/hora`, { turno: hour }, withDoctor)
  return { quick, withDoctor }
}

/** The medical booking's steps measured, with the session that reached each. */
export const MEDICAL_STEPS = [
  // `?continuar` as from a later step: the entry without it starts a new booking, clearing the session's draft.
  { step: 'reserva-web?continuar', session: 'quick' },
  { step: 'fecha-hora-rapida', session: 'quick' },
  { step: 'fecha', session: 'withDoctor' },
  { step: 'hora', session: 'withDoctor' },
  { step: 'confirmacion', session: 'withDoctor' },
  { step: 'medio-pago', session: 'quick' },
  { step: 'pago-online', session: 'quick' },
] as const satisfies ReadonlyArray<{ step: string; session: 'quick' | 'withDoctor' }>
export const medicalStepPath = (step: string) => `${MEDICAL}/${step}`

async function sandboxJson<T>(sandboxOrigin: string, path: string): Promise<T> {
  return (await (await fetch(sandboxOrigin + path)).json()) as T
}

/** Today (YYYY-MM-DD) in Montevideo (UTC-3 all year) by the sandbox's clock, which may be fixed. */
export async function sandboxToday(sandboxOrigin: string): Promise<string> {
  const response = await fetch(`${sandboxOrigin}/sandbox/clock`)
  if (!response.ok) throw new Error(`the sandbox clock answered ${response.status}`)
  const { now } = (await response.json()) as { now: string }
  return new Date(Date.parse(now) - 3 * 3600_000).toISOString().slice(0, 10)
}

/**
 * A visitor's session that reached the confirmation step, booking at Sede Central / Farmacia, on a later day than
 * today: today's first free hour may pass during a run (in the evening it already has), and its steps would then
 * answer redirects, measured as pages.
 */
export async function reachConfirmation(origin: string, sandboxOrigin: string, ci = VISITOR_CI): Promise<string> {
  const place = 'idSucursal=1&idSector=11&idFila=111'
  const todayIso = await sandboxToday(sandboxOrigin)
  const today = new Date()
  const months = [0, 1].map((offset) => new Date(today.getFullYear(), today.getMonth() + offset, 1))
  const calendars = await Promise.all(
    months.map((month) =>
      sandboxJson<{ dias: { fecha: string; idEstado: number }[] }>(
        sandboxOrigin,
        `/api/agenda/get-calendar?${place}&month=${month.getMonth() + 1}&year=${month.getFullYear()}`,
      ),
    ),
  )
  const date = calendars.flatMap((calendar) => calendar.dias).find((day) => day.idEstado === 1 && day.fecha > todayIso)?.fecha
  if (!date) throw new Error('no bookable date in the sandbox')
  const [year, month, day] = date.split('-')
  const { horas } = await sandboxJson<{ horas: { hora: string; disponibles: number }[] }>(
    sandboxOrigin,
    `/api/agenda/get-calendar-day?${place}&month=${Number(month)}&year=${year}&day=${Number(day)}`,
  )
  const hour = horas.find((slot) => slot.disponibles > 0)?.hora
  if (!hour) throw new Error('no free hour in the sandbox')
  let cookie = await post(origin, `${WIZARD}/cedula`, { ci }, '')
  cookie = await post(origin, `${WIZARD}/sucursal`, { branchId: '1' }, cookie)
  cookie = await post(origin, `${WIZARD}/sector`, { sectorId: '11' }, cookie)
  cookie = await post(origin, `${WIZARD}/fecha`, { date }, cookie)
  return post(origin, `${WIZARD}/hora`, { hour, hourFilter: '0' }, cookie)
}

/**
 * Hugo, who books for real in the slow-API check: the API ends the booking after the portal has given up on it, and
 * the browser journey's visitor (Federico) would then find his day taken by his own booking ("Usted ya tiene agenda
 * para el día seleccionado") on the day it chooses.
 */
export const BOOKING_VISITOR_CI = '98765438'

export const WIZARD_STEPS = ['sucursal', 'sector', 'fecha', 'hora', 'confirmacion'].map((step) => `${WIZARD}/${step}`)

/**
 * The cookie a browser holds after its first page (app/styles/first-visit.server.ts): with it,
 * pages link the cached stylesheet, as they do for every page after a person's first.
 */
export async function returningVisitor(origin: string): Promise<string> {
  const response = await fetch(`${origin}/ayuda`, { redirect: 'manual' })
  await response.arrayBuffer()
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('estilos='))
  return setCookie ? setCookie.split(';')[0]! : ''
}

/** Cookies joined as a browser sends them. */
export const cookies = (...values: string[]) => values.filter(Boolean).join('; ')

const PURCHASE = '/medicamentos-recetados/nueva-solicitud'
/** Carla, the call centre: she adds people without their SMS codes (flow B's call-centre mode, A60). */
const CALL_CENTRE = { ci: '34567894', password: 'Socio2026' }
/** Ana's family, 20 medicines between them (Ana 6, Bruno 2, Gabriela 12: sandbox migration 025). */
const FAMILY = ['12345672', '23456783', '78901238']
/** Montevideo Centro: pick-up and home delivery. */
const LOCALITY = '10'

/** A + of a medicine: saved and shown again (302), or refused when its recipe cannot be chosen (400). */
async function press(origin: string, path: string, medicamento: string, cookie: string): Promise<string> {
  const response = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
    body: new URLSearchParams({ intent: 'mas', medicamento }),
    redirect: 'manual',
  })
  if (response.status !== 302 && response.status !== 400) throw new Error(`POST ${path} answered ${response.status}`)
  return sessionCookie(response, cookie)
}

/**
 * A call-centre purchase at `agregar-medicamentos` for the three people of Ana's family, each with every medicine
 * that can be chosen taken once: the heaviest medicines step a purchase reaches (issue 24's 3 affiliates and 20
 * medicines). The page shows the last person, and its totals price all three.
 */
export async function reachMedicinesStep(origin: string): Promise<string> {
  let cookie = await signIn(origin, CALL_CENTRE)
  const entered = await fetch(`${origin}${PURCHASE}/localidad?modo=call-center`, { headers: { cookie }, redirect: 'manual' })
  cookie = sessionCookie(entered, cookie)
  cookie = await post(origin, `${PURCHASE}/localidad`, { intent: 'continuar', localidad: LOCALITY }, cookie)
  for (const documento of FAMILY) {
    cookie = await post(origin, `${PURCHASE}/documento`, { intent: 'enviar', tipoDocumento: '1', documento }, cookie)
    const html = await page(origin, `${PURCHASE}/agregar-medicamentos`, cookie)
    const keys = new Set([...html.matchAll(/name="medicamento" value="([^"]+)"/g)].map((match) => match[1]!))
    for (const key of keys) cookie = await press(origin, `${PURCHASE}/agregar-medicamentos`, key, cookie)
  }
  return cookie
}

export const medicinesStepPath = `${PURCHASE}/agregar-medicamentos`

/**
 * The medical booking's choosing steps (C35–C38): `reserva-web`, `fecha-hora-rapida`, `fecha` and `hora`, loaders
 * and actions with real Requests against the test sandbox. Cardiología (3): order types 31–33, doctors Martín
 * Silva (2) and Fernando Olivera (8); Enfermería (33) lets no doctor be chosen (E52 code '02').
 */
import { afterEach, describe, expect, inject, it } from 'vitest'
import { getEnv } from '~/config/env.server'
import { medicalBooking } from '~/copy/medical-booking'
import { medicalErrorMessage } from '~/domain/medical-booking'
import { slotKey, slotStart, type Slot } from '~/domain/medical-slots'
import { isUpstreamUnavailable } from '~/upstream/errors'
import { inRequestScope } from '~/utils/request-scope.server'
import { forgetListedSlots } from '~/wizards/consulta-medica/slots.server'
import { medicalBookingWizard } from '~/wizards/consulta-medica/wizard.server'
import { renderRoutePage } from '../../tests/component-helpers'
import { redirectLocation, signIn, wizardDriver, type FormResult, type Reply } from '../../tests/route-helpers'
import { apiCalls, clearFaults, createPersona, injectFault, resetCalls } from '../../tests/sandbox-control'
import * as fecha from './agenda_.consulta-medica.fecha'
import * as fechaHoraRapida from './agenda_.consulta-medica.fecha-hora-rapida'
import * as hora from './agenda_.consulta-medica.hora'
import * as reservaWeb from './agenda_.consulta-medica.reserva-web'
import * as confirmacion from './agenda_.consulta-medica.confirmacion'
import * as medioPago from './agenda_.consulta-medica.medio-pago'
import * as pagoOnline from './agenda_.consulta-medica.pago-online'
import * as reservaFinalizada from './agenda_.consulta-medica.reserva-finalizada'

const sandboxUrl = inject('sandboxUrl')

const CARDIOLOGIA = '3'
const CONSULTA = '31'
const RESULTADOS_DE_ESTUDIOS = '33'
const SILVA = '2'
const ENFERMERIA = '33'
const GENETICA_MEDICA = '34'
const MEDICINA_GENERAL_CONSULTA = '11'
const PENALTY = 'El afiliado se encuentra sancionado. Comuníquese con el call center.'

const { get, post, answer, draftOf } = wizardDriver(medicalBookingWizard)
type FormReply = { result: FormResult }
const copy = medicalBooking['reserva-web']
const fechaHoraRapidaCopy = medicalBooking['fecha-hora-rapida']
/** The specialties' error screen, on the entry step's own page (`?continuar`, which keeps the draft). */
const SPECIALTIES_FAILED = '/agenda/consulta-medica/reserva-web?continuar&error=SPECIALTIES_FAILED'
/** The most slots a quick booking's page shows (five pages of 24). */
const MOST_SHOWN = 120

afterEach(() => clearFaults(sandboxUrl))

/** A new member like Ana, signed in. */
async function member(): Promise<string> {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  return signIn(persona.ci, persona.password ?? undefined)
}

type ReservaWebPage = {
  specialties: Array<{ value: string; label: string }>
  orderTypes: Array<{ value: string; label: string }>
  doctors: { allowed: boolean; options: Array<{ value: string; label: string }> } | null
  selected: { especialidad?: string; tipoOrden?: string; kind: string; profesional?: string }
}
type SlotsPage = {
  slots: Array<{ slot: Slot; day: string }>
  total: number
  filters: { modalidad: string; filiales: number[]; desde: number; hasta: number }
  shown: number
  error: string | null
}
type FechaPage = {
  months: Array<{ month: number; year: number; caption: string; days: Array<{ fecha: string; label: string; offered: boolean }> }>
  otherMonths: { previous?: { month: string; names: string[] }; next?: { month: string; names: string[] } }
  selected?: string
  filters: SlotsPage['filters']
}

/** The slots a quick booking's page sends. */
const slotsOf = (page: unknown): Slot[] => (page as SlotsPage).slots.map(({ slot }) => slot)
/** The days a calendar page offers, in order. */
const offeredDays = (page: unknown): string[] =>
  (page as FechaPage).months.flatMap((month) => month.days.filter((day) => day.offered).map((day) => day.fecha))
type HoraPage = { title: string; groups: Array<{ hour: number; label: string; slots: Slot[] }>; selected?: string }

const quick = { especialidad: CARDIOLOGIA, tipoOrden: CONSULTA, tipoReserva: 'rapida', intent: 'continuar' }
const withDoctor = { ...quick, tipoReserva: 'medico', profesional: SILVA }

async function quickBooking(): Promise<string> {
  const cookie = await member()
  await answer(reservaWeb.action, 'reserva-web', quick, cookie, 'fecha-hora-rapida')
  return cookie
}

async function doctorBooking(): Promise<string> {
  const cookie = await member()
  await answer(reservaWeb.action, 'reserva-web', withDoctor, cookie, 'fecha')
  return cookie
}

const failure = async (handler: Parameters<typeof post>[0], step: string, fields: Record<string, string>, cookie: string) =>
  (await post(handler, step, fields, cookie)) as Reply<FormReply>

describe('the entry and the guards', () => {
  it('sends a visitor to log in', async () => {
    expect(redirectLocation(await get(reservaWeb.loader, 'reserva-web'))).toMatch(/^\/login/)
  })

  it("sends a penalised member back to the agenda with the API's message, from the entry and from a later step", async () => {
    const persona = await createPersona(sandboxUrl, { like: '12345672' })
    const cookie = await signIn(persona.ci, persona.password ?? undefined)
    await injectFault(sandboxUrl, {
      path: '/api/afiliado-habilitado',
      status: 200,
      body: JSON.stringify({ habilitado: false, mensaje: PENALTY }),
      contentType: 'application/json',
    })
    expect(redirectLocation(await get(reservaWeb.loader, 'reserva-web', cookie))).toBe('/agenda')
    expect(redirectLocation(await get(hora.loader, 'hora', cookie))).toBe('/agenda')
  })

  it('sends a step reached without its earlier answers back to reserva-web, keeping the draft', async () => {
    const cookie = await member()
    for (const [handler, step] of [
      [fechaHoraRapida.loader, 'fecha-hora-rapida'],
      [fecha.loader, 'fecha'],
      [hora.loader, 'hora'],
      [confirmacion.loader, 'confirmacion'],
      [medioPago.loader, 'medio-pago'],
      [pagoOnline.loader, 'pago-online'],
      [reservaFinalizada.loader, 'reserva-finalizada'],
    ] as const) {
      expect(redirectLocation(await get(handler, step, cookie)), step).toBe('/agenda/consulta-medica/reserva-web?continuar')
    }
    // A form sent to a later step without the answers before it is sent back the same way, and books nothing.
    for (const [handler, step, fields] of [
      [confirmacion.action, 'confirmacion', {}],
      [medioPago.action, 'medio-pago', { medioPago: 'abitab' }],
      [pagoOnline.action, 'pago-online', { perfil_pago: '1' }],
    ] as const) {
      expect(redirectLocation(await post(handler, step, fields, cookie)), step).toBe('/agenda/consulta-medica/reserva-web?continuar')
    }
    expect(await draftOf(cookie)).toEqual({})
    // A quick booking has no calendar: `fecha` goes back too.
    const quickCookie = await quickBooking()
    expect(redirectLocation(await get(fecha.loader, 'fecha', quickCookie))).toBe('/agenda/consulta-medica/reserva-web?continuar')
    expect((await draftOf(quickCookie)).especialidad).toBe(3)
  })

  it('redirects the base path and unknown steps to reserva-web', async () => {
    const index = await import('./agenda_.consulta-medica._index')
    const splat = await import('./agenda_.consulta-medica.$')
    expect(redirectLocation(index.loader())).toBe('/agenda/consulta-medica/reserva-web')
    expect(redirectLocation(splat.loader())).toBe('/agenda/consulta-medica/reserva-web')
  })
})

describe('step reserva-web', () => {
  it('lists the specialties, and nothing more until one is chosen', async () => {
    const page = (await get(reservaWeb.loader, 'reserva-web?continuar', await member())) as ReservaWebPage
    expect(page.specialties).toContainEqual({ value: CARDIOLOGIA, label: 'Cardiología' })
    expect(page.orderTypes).toEqual([])
    expect(page.doctors).toBeNull()
    // C35: the booking kind is required and has no default.
    expect(page.selected.kind).toBeNull()
  })

  it('asks for the booking kind when none is chosen, and keeps the kind the specialty was saved with', async () => {
    const cookie = await member()
    const { tipoReserva: _none, ...noKind } = quick
    const refused = await failure(reservaWeb.action, 'reserva-web', noKind, cookie)
    expect(refused.data.result.error?.tipoReserva).toEqual([copy.bookingKindRequired])
    await post(reservaWeb.action, 'reserva-web', { especialidad: CARDIOLOGIA, tipoReserva: 'medico', intent: 'especialidad' }, cookie)
    expect(((await get(reservaWeb.loader, 'reserva-web?continuar', cookie)) as ReservaWebPage).selected.kind).toBe('medico')
  })

  it('saves a specialty and stays (the stay intent), then shows its order types (the first chosen) and doctors', async () => {
    const cookie = await member()
    const stayed = await post(reservaWeb.action, 'reserva-web', { especialidad: CARDIOLOGIA, intent: 'especialidad' }, cookie)
    expect(redirectLocation(stayed)).toBe('/agenda/consulta-medica/reserva-web?continuar')
    const page = (await get(reservaWeb.loader, 'reserva-web?continuar', cookie)) as ReservaWebPage
    expect(page.orderTypes[0]).toEqual({ value: CONSULTA, label: 'Consulta' })
    expect(page.selected).toMatchObject({ especialidad: CARDIOLOGIA, tipoOrden: CONSULTA })
    expect(page.doctors?.allowed).toBe(true)
    expect(page.doctors?.options.map((doctor) => doctor.value)).toContain(SILVA)
  })

  describe('the stay intent pressed again for the specialty saved (without JavaScript, to see its doctors)', () => {
    const redraw = { especialidad: CARDIOLOGIA, tipoOrden: RESULTADOS_DE_ESTUDIOS, tipoReserva: 'medico', intent: 'especialidad' }

    it('keeps the order type chosen on the page, in the draft and as the option selected, and the kind', async () => {
      const cookie = await member()
      await post(reservaWeb.action, 'reserva-web', { especialidad: CARDIOLOGIA, intent: 'especialidad' }, cookie)
      const stayed = await post(reservaWeb.action, 'reserva-web', redraw, cookie)
      expect(redirectLocation(stayed)).toBe('/agenda/consulta-medica/reserva-web?continuar')
      expect(await draftOf(cookie)).toEqual({ especialidad: 3, tipoOrden: 33, reservaRapida: false })
      const page = (await get(reservaWeb.loader, 'reserva-web?continuar', cookie)) as ReservaWebPage
      expect(page.selected).toMatchObject({ especialidad: CARDIOLOGIA, tipoOrden: RESULTADOS_DE_ESTUDIOS, kind: 'medico' })
      const html = renderRoutePage(reservaWeb.default, page, '/agenda/consulta-medica/reserva-web')
      expect(html).toContain(`<option value="${RESULTADOS_DE_ESTUDIOS}" selected="">Resultados de estudios</option>`)
      expect(html).toContain(`<option value="${SILVA}">Martín Silva</option>`)
    })

    it('gives another specialty its own first order type, whatever order type the page sent', async () => {
      const cookie = await member()
      await post(reservaWeb.action, 'reserva-web', { especialidad: CARDIOLOGIA, intent: 'especialidad' }, cookie)
      await post(reservaWeb.action, 'reserva-web', redraw, cookie)
      await post(reservaWeb.action, 'reserva-web', { ...redraw, especialidad: ENFERMERIA }, cookie)
      const enfermeria = (await get(reservaWeb.loader, 'reserva-web?continuar', cookie)) as ReservaWebPage
      expect(enfermeria.selected.tipoOrden).toBe(enfermeria.orderTypes[0]!.value)
      expect((await draftOf(cookie)).tipoOrden).toBeUndefined()
      // Even one of the new specialty's own order types, which the page drawn for the last one did not offer.
      await post(reservaWeb.action, 'reserva-web', { ...redraw, tipoOrden: enfermeria.orderTypes.at(-1)!.value }, cookie)
      expect(((await get(reservaWeb.loader, 'reserva-web?continuar', cookie)) as ReservaWebPage).selected.tipoOrden).toBe(CONSULTA)
    })

    it('refuses an order type that is not one of the specialty\'s, saving nothing', async () => {
      const cookie = await member()
      await post(reservaWeb.action, 'reserva-web', { especialidad: CARDIOLOGIA, intent: 'especialidad' }, cookie)
      for (const tipoOrden of [MEDICINA_GENERAL_CONSULTA, 'x']) {
        const forged = await failure(reservaWeb.action, 'reserva-web', { ...redraw, tipoOrden }, cookie)
        expect(forged.init.status, tipoOrden).toBe(400)
        expect(forged.data.result.error?.tipoOrden, tipoOrden).toEqual([copy.orderTypeRequired])
      }
      expect(await draftOf(cookie)).toEqual({ especialidad: 3 })
      expect(((await get(reservaWeb.loader, 'reserva-web?continuar', cookie)) as ReservaWebPage).selected.tipoOrden).toBe(CONSULTA)
    })
  })

  it('asks for the doctor beside its list, drawn now, when Elegir médico is sent before the list was shown, keeping the rest', async () => {
    const cookie = await member()
    await post(reservaWeb.action, 'reserva-web', { especialidad: CARDIOLOGIA, intent: 'especialidad' }, cookie)
    const sent = { ...quick, tipoOrden: RESULTADOS_DE_ESTUDIOS, tipoReserva: 'medico' }
    const refused = await failure(reservaWeb.action, 'reserva-web', sent, cookie)
    expect(refused.data.result.error).toEqual({ profesional: [copy.doctorRequired] })
    const page = await get(reservaWeb.loader, 'reserva-web?continuar', cookie)
    const html = renderRoutePage(reservaWeb.default, page, '/agenda/consulta-medica/reserva-web', refused.data)
    expect(html).toContain(`<option value="${RESULTADOS_DE_ESTUDIOS}" selected="">Resultados de estudios</option>`)
    expect(html).toMatch(/<input type="radio" id="reserva-web-tipoReserva-medico" name="tipoReserva" class="radios__input" checked=""/)
    expect(html).toContain('<p id="reserva-web-profesional-error" class="field__error">')
    expect(html).toContain(`<option value="${SILVA}">Martín Silva</option>`)
  })

  it("hides the doctor's choice for a specialty whose doctors cannot be chosen ('02'), and refuses Elegir médico there", async () => {
    const cookie = await member()
    await post(reservaWeb.action, 'reserva-web', { especialidad: ENFERMERIA, intent: 'especialidad' }, cookie)
    const page = (await get(reservaWeb.loader, 'reserva-web?continuar', cookie)) as ReservaWebPage
    expect(page.doctors).toEqual({ allowed: false, options: [] })
    const refused = await failure(
      reservaWeb.action,
      'reserva-web',
      { especialidad: ENFERMERIA, tipoOrden: page.orderTypes[0]!.value, tipoReserva: 'medico', profesional: SILVA, intent: 'continuar' },
      cookie,
    )
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error?.tipoReserva).toEqual([copy.doctorsNotAllowed])
  })

  it('refuses Elegir médico for a specialty that lists no doctor with the page\'s own words, not a doctor to select', async () => {
    const cookie = await member()
    await post(reservaWeb.action, 'reserva-web', { especialidad: GENETICA_MEDICA, intent: 'especialidad' }, cookie)
    const page = (await get(reservaWeb.loader, 'reserva-web?continuar', cookie)) as ReservaWebPage
    expect(page.doctors).toEqual({ allowed: true, options: [] })
    const refused = await failure(
      reservaWeb.action,
      'reserva-web',
      { especialidad: GENETICA_MEDICA, tipoOrden: page.orderTypes[0]!.value, tipoReserva: 'medico', intent: 'continuar' },
      cookie,
    )
    expect(refused.data.result.error).toEqual({ tipoReserva: [copy.noDoctors] })
  })

  it('goes on to the quick slots, or to the calendar with a doctor', async () => {
    const quickCookie = await quickBooking()
    expect(await draftOf(quickCookie)).toMatchObject({ especialidad: 3, tipoOrden: 31, reservaRapida: true })
    const doctorCookie = await doctorBooking()
    expect(await draftOf(doctorCookie)).toMatchObject({ especialidad: 3, tipoOrden: 31, reservaRapida: false, profesional: 2 })
  })

  it('refuses a forged specialty, and, on the page drawn for it, an order type of another specialty and a doctor the API does not list', async () => {
    const cookie = await member()
    const forged = await failure(reservaWeb.action, 'reserva-web', { ...quick, especialidad: '999999' }, cookie)
    expect(forged.data.result.error?.especialidad).toEqual([copy.specialtyRequired])
    expect(await draftOf(cookie)).toEqual({})
    await post(reservaWeb.action, 'reserva-web', { especialidad: CARDIOLOGIA, intent: 'especialidad' }, cookie)
    const otherType = await failure(reservaWeb.action, 'reserva-web', { ...quick, tipoOrden: MEDICINA_GENERAL_CONSULTA }, cookie)
    expect(otherType.data.result.error?.tipoOrden).toEqual([copy.orderTypeRequired])
    const stranger = await failure(reservaWeb.action, 'reserva-web', { ...withDoctor, profesional: '999' }, cookie)
    expect(stranger.data.result.error?.profesional).toEqual([copy.doctorRequired])
    expect(stranger.data.result.initialValue).toMatchObject({ especialidad: CARDIOLOGIA, profesional: '999' })
    const noDoctor = await failure(reservaWeb.action, 'reserva-web', { ...quick, tipoReserva: 'medico' }, cookie)
    expect(noDoctor.data.result.error?.profesional).toEqual([copy.doctorRequired])
    expect(await draftOf(cookie)).toEqual({ especialidad: 3 })
  })

  it('draws a form refused at the entry\'s own address (no `?continuar`) for the draft, which it keeps', async () => {
    const cookie = await member()
    await post(reservaWeb.action, 'reserva-web', { especialidad: CARDIOLOGIA, intent: 'especialidad' }, cookie)
    // As Remix renders the page that answers a POST: the action, then the loader given a GET of the same address.
    const page = await inRequestScope(async () => {
      await failure(reservaWeb.action, 'reserva-web', { ...quick, tipoOrden: MEDICINA_GENERAL_CONSULTA }, cookie)
      return (await get(reservaWeb.loader, 'reserva-web', cookie)) as ReservaWebPage
    }, 'POST')
    expect(page.selected.especialidad).toBe(CARDIOLOGIA)
    expect(page.orderTypes.map((type) => type.value)).toContain(CONSULTA)
    expect(await draftOf(cookie)).toEqual({ especialidad: 3 })
  })

  describe('a specialty chosen without JavaScript and Continuar pressed at once (the page shows another’s choices)', () => {
    it('takes its first order type for a quick booking (C35), whatever order type the page sent', async () => {
      const cookie = await member()
      const { tipoOrden: _none, ...noType } = quick
      await answer(reservaWeb.action, 'reserva-web', noType, cookie, 'fecha-hora-rapida')
      expect(await draftOf(cookie)).toMatchObject({ especialidad: 3, tipoOrden: 31, reservaRapida: true })

      // The page was drawn for Cardiología; Enfermería chosen in the select; Cardiología's order type sent along.
      await answer(reservaWeb.action, 'reserva-web', { ...quick, especialidad: ENFERMERIA }, cookie, 'fecha-hora-rapida')
      const enfermeria = (await get(reservaWeb.loader, 'reserva-web?continuar', cookie)) as ReservaWebPage
      expect((await draftOf(cookie)).tipoOrden).toBe(Number(enfermeria.orderTypes[0]!.value))
    })

    it('saves it with Elegir médico and draws the page again for its doctors, saying one is to be chosen', async () => {
      const cookie = await member()
      const stayed = await failure(reservaWeb.action, 'reserva-web', { ...quick, tipoReserva: 'medico' }, cookie)
      // The page drawn for the answer saved, with why Continuar did not go on (the plain form's error summary).
      expect(stayed.init.status).toBe(400)
      expect(stayed.data.result.error).toEqual({ profesional: [copy.doctorRequired] })
      expect(new Headers(stayed.init.headers).get('Set-Cookie')).toEqual(expect.any(String))
      expect(await draftOf(cookie)).toEqual({ especialidad: 3, reservaRapida: false })
      const page = (await get(reservaWeb.loader, 'reserva-web?continuar', cookie)) as ReservaWebPage
      expect(page.selected).toMatchObject({ especialidad: CARDIOLOGIA, tipoOrden: CONSULTA, kind: 'medico' })
      expect(page.doctors?.options.map((doctor) => doctor.value)).toContain(SILVA)
      // A doctor the API lists for it is taken at once.
      await post(reservaWeb.action, 'reserva-web', { especialidad: ENFERMERIA, intent: 'especialidad' }, cookie)
      await answer(reservaWeb.action, 'reserva-web', withDoctor, cookie, 'fecha')
    })
  })

  it('refuses a forged specialty on the redraw too, saving nothing', async () => {
    const cookie = await member()
    const forged = await failure(reservaWeb.action, 'reserva-web', { especialidad: '999999', intent: 'especialidad' }, cookie)
    expect(forged.init.status).toBe(400)
    expect(forged.data.result.error?.especialidad).toEqual([copy.specialtyRequired])
    expect(await draftOf(cookie)).toEqual({})
  })

  it('keeps the booking kind chosen with the specialty, and another specialty clears what was chosen for the last one', async () => {
    const cookie = await doctorBooking()
    await post(reservaWeb.action, 'reserva-web', { especialidad: ENFERMERIA, tipoReserva: 'rapida', intent: 'especialidad' }, cookie)
    const draft = await draftOf(cookie)
    expect(draft).toMatchObject({ especialidad: 33, reservaRapida: true })
    expect(draft.tipoOrden).toBeUndefined()
    expect(draft.profesional).toBeUndefined()
  })

  it('refuses a form without an intent, and keeps the form with a 503 when the API is down', async () => {
    const cookie = await member()
    const noIntent = await post(reservaWeb.action, 'reserva-web', { especialidad: CARDIOLOGIA }, cookie)
    expect((noIntent as Response).status).toBe(400)
    await injectFault(sandboxUrl, { path: '/api/agenda/specialities', status: 502, body: '<html></html>', contentType: 'text/html' })
    const down = await failure(reservaWeb.action, 'reserva-web', quick, cookie)
    expect(down.init.status).toBe(503)
    expect(down.data.result.error?.['']).toEqual([medicalBooking.serviceDown])
  })

  it('says `Error fetching specialties.` when the specialties cannot be read (C35, A48)', async () => {
    const cookie = await member()
    await injectFault(sandboxUrl, { path: '/api/agenda/specialities', status: 404, body: '{}', contentType: 'application/json' })
    expect(redirectLocation(await get(reservaWeb.loader, 'reserva-web?continuar', cookie))).toBe(SPECIALTIES_FAILED)
    expect(medicalErrorMessage('SPECIALTIES_FAILED')).toBe('Error fetching specialties.')
  })

  it('says `Error fetching specialties.` for a 5xx of E51 too, whose Reintentar reads them again; an API too slow is the service problem', async () => {
    const cookie = await member()
    await post(reservaWeb.action, 'reserva-web', { especialidad: CARDIOLOGIA, intent: 'especialidad' }, cookie)
    for (const fault of [
      { status: 500, body: JSON.stringify({ detail: 'Error interno' }), contentType: 'application/json' },
      { status: 500, body: '<html><body>Internal Server Error</body></html>', contentType: 'text/html' },
      { status: 503, body: '', contentType: 'text/plain' },
    ]) {
      await injectFault(sandboxUrl, { path: '/api/agenda/specialities', ...fault })
      const kind = `${fault.status} ${fault.contentType}`
      expect(redirectLocation(await get(reservaWeb.loader, 'reserva-web?continuar', cookie)), kind).toBe(SPECIALTIES_FAILED)
      // The screen is drawn there while E51 still fails (no redirect back and forth), keeping the draft.
      const screen = await get(reservaWeb.loader, SPECIALTIES_FAILED.replace(/^.*\//, ''), cookie)
      expect(screen, kind).not.toBeInstanceOf(Response)
      const html = renderRoutePage(reservaWeb.default, screen, '/agenda/consulta-medica/reserva-web')
      expect(html, kind).toContain('Error fetching specialties.')
      expect(html, kind).toContain('href="/agenda/consulta-medica/reserva-web?continuar"')
      await clearFaults(sandboxUrl)
    }
    expect((await draftOf(cookie)).especialidad).toBe(3)
    // Its Reintentar, the step, lists the specialties once E51 answers.
    expect(((await get(reservaWeb.loader, 'reserva-web?continuar', cookie)) as ReservaWebPage).specialties.length).toBeGreaterThan(0)
    // An API that does not answer in time is not a failed load but the service problem (503), as for every page.
    await injectFault(sandboxUrl, { path: '/api/agenda/specialities', delayMs: 1_600, times: 1 })
    const slow = await get(reservaWeb.loader, 'reserva-web?continuar', cookie).catch((error: unknown) => error)
    expect(isUpstreamUnavailable(slow) && slow.data.reason).toBe('timeout')
  })

  it("shows the doctors' failure (E52) as the generic error screen on the step's own page, keeping the draft", async () => {
    const cookie = await member()
    await post(reservaWeb.action, 'reserva-web', { especialidad: CARDIOLOGIA, intent: 'especialidad' }, cookie)
    await injectFault(sandboxUrl, { path: '/api/agenda/professional-by-speciality', status: 404, body: '{}', contentType: 'application/json' })
    const location = redirectLocation(await get(reservaWeb.loader, 'reserva-web?continuar', cookie))
    expect(location).toBe('/agenda/consulta-medica/reserva-web?continuar&error=GENERIC_ERROR')
    const screen = (await get(reservaWeb.loader, location!.replace(/^.*\//, ''), cookie)) as { error: string | null }
    expect(screen.error).toBe('GENERIC_ERROR')
    expect((await draftOf(cookie)).especialidad).toBe(3)
  })
})

describe('step fecha-hora-rapida', () => {
  it('offers a page of the coming slots of any doctor, with the default filters (A55)', async () => {
    const cookie = await quickBooking()
    const page = (await get(fechaHoraRapida.loader, 'fecha-hora-rapida', cookie)) as SlotsPage
    const slots = slotsOf(page)
    expect(slots).toHaveLength(24)
    expect(page.total).toBeGreaterThan(page.shown)
    // Any doctor's (a quick booking), over the year.
    const many = slotsOf(await get(fechaHoraRapida.loader, 'fecha-hora-rapida?mostrar=120', cookie))
    expect(new Set(many.map((slot) => slot.profesional)).size).toBeGreaterThan(1)
    // Each with its day in words (the page gets words, not dates).
    expect(page.slots[0]!.day).toMatch(/^[a-zé]+ \d{1,2} de [a-z]+$/)
    expect(page.filters).toEqual({ modalidad: 'ANY', filiales: [], desde: 0, hasta: 24 })
    expect(page.shown).toBe(24)
    const more = (await get(fechaHoraRapida.loader, 'fecha-hora-rapida?mostrar=48', cookie)) as SlotsPage
    expect(more.shown).toBe(48)
    expect(slotsOf(more)).toHaveLength(48)
    expect(slotsOf(more).slice(0, 24)).toEqual(slots)
  })

  it('sends only the page shown, however many slots the year has, with the filters applied by the server (BR25)', async () => {
    const cookie = await quickBooking()
    const all = (await get(fechaHoraRapida.loader, 'fecha-hora-rapida', cookie)) as SlotsPage
    // The sandbox offers far more than a page over the year; the answer is one page of them.
    expect(all.total).toBeGreaterThan(10 * 24)
    expect(all.slots).toHaveLength(24)
    const asked = (await get(fechaHoraRapida.loader, 'fecha-hora-rapida?mostrar=100000', cookie)) as SlotsPage
    expect([asked.shown, asked.slots.length]).toEqual([MOST_SHOWN, MOST_SHOWN])
    const filtered = (await get(fechaHoraRapida.loader, 'fecha-hora-rapida?modalidad=PRESENCIAL&filial=todas&desde=10&hasta=11', cookie)) as SlotsPage
    expect(filtered.total).toBeGreaterThan(0)
    expect(filtered.total).toBeLessThan(all.total)
    expect(filtered.slots.length).toBe(Math.min(24, filtered.total))
    for (const slot of slotsOf(filtered)) {
      expect(slot.es_telemedicina).toBe(false)
      expect(slotStart(slot.comienzo)!.hour).toBeGreaterThanOrEqual(10)
      expect(slotStart(slot.comienzo)!.hour).toBeLessThanOrEqual(11)
    }
  })

  it('shows at most a few pages, whatever `?mostrar=` asks, and then asks for narrower filters instead of more', async () => {
    const cookie = await quickBooking()
    const path = '/agenda/consulta-medica/fecha-hora-rapida'
    for (const [asked, shown] of [
      ['2000', MOST_SHOWN],
      ['1e9', MOST_SHOWN],
      ['abc', 24],
      ['-48', 24],
      ['', 24],
      ['30', 48],
    ] as const) {
      const page = (await get(fechaHoraRapida.loader, `fecha-hora-rapida?mostrar=${asked}`, cookie)) as SlotsPage
      expect([page.shown, page.slots.length], asked).toEqual([shown, shown])
    }
    // Below the bound, `Ver más horarios` asks for one page more; at it, the page says to narrow the filters.
    const below = renderRoutePage(fechaHoraRapida.default, await get(fechaHoraRapida.loader, 'fecha-hora-rapida?mostrar=96', cookie), path)
    expect(below).toContain(`mostrar=${MOST_SHOWN}`)
    expect(below).not.toContain(fechaHoraRapidaCopy.narrowFilters)
    const atBound = renderRoutePage(fechaHoraRapida.default, await get(fechaHoraRapida.loader, 'fecha-hora-rapida?mostrar=2000', cookie), path)
    expect(atBound).not.toContain(fechaHoraRapidaCopy.more)
    expect(atBound).not.toContain('mostrar=')
    expect(atBound).toContain(fechaHoraRapidaCopy.narrowFilters)
  })

  it('reads the filters of the GET form leniently: a mode, a branch, an hour range', async () => {
    const cookie = await quickBooking()
    const page = (await get(fechaHoraRapida.loader, 'fecha-hora-rapida?modalidad=PRESENCIAL&filial=1&desde=9&hasta=12', cookie)) as SlotsPage
    expect(page.filters).toEqual({ modalidad: 'PRESENCIAL', filiales: [1], desde: 9, hasta: 12 })
    // The telephone filter's flag is on in the sandbox: Telefónica is offered.
    const remote = (await get(fechaHoraRapida.loader, 'fecha-hora-rapida?modalidad=REMOTE', cookie)) as SlotsPage
    expect(remote.filters.modalidad).toBe('REMOTE')
    const odd = (await get(fechaHoraRapida.loader, 'fecha-hora-rapida?modalidad=X&filial=999&desde=20&hasta=3', cookie)) as SlotsPage
    expect(odd.filters).toEqual({ modalidad: 'ANY', filiales: [], desde: 20, hasta: 24 })
  })

  it('saves the slot found again among the API’s, with the filters in force, and goes to the confirmation', async () => {
    const cookie = await quickBooking()
    const slots = slotsOf(await get(fechaHoraRapida.loader, 'fecha-hora-rapida', cookie))
    const slot = slots.find((candidate) => !candidate.es_telemedicina)!
    await answer(
      fechaHoraRapida.action,
      'fecha-hora-rapida',
      { turno: slotKey(slot), modalidad: 'PRESENCIAL', filial: 'todas', desde: '0', hasta: '24' },
      cookie,
      'confirmacion',
    )
    const draft = await draftOf(cookie)
    expect(draft.turno).toEqual({ nroCalendario: slot.nro_calendario, nroOrden: slot.nro_orden, comienzo: slot.comienzo.slice(0, 16) })
    expect(draft.filtros).toEqual({ modalidad: 'PRESENCIAL', filiales: [], desde: 0, hasta: 24 })
    // Back on the step, the saved filters and slot are the page's.
    const again = (await get(fechaHoraRapida.loader, 'fecha-hora-rapida', cookie)) as SlotsPage & { selected: string }
    expect(again.filters.modalidad).toBe('PRESENCIAL')
    expect(again.selected).toBe(slotKey(slot))
  })

  it('refuses a forged slot and a missing one, saving nothing', async () => {
    const cookie = await quickBooking()
    const slots = slotsOf(await get(fechaHoraRapida.loader, 'fecha-hora-rapida', cookie))
    const real = slots[0]!
    const forged = await failure(fechaHoraRapida.action, 'fecha-hora-rapida', { turno: slotKey({ ...real, nro_orden: 99999 }) }, cookie)
    expect(forged.init.status).toBe(400)
    expect(forged.data.result.error?.turno).toEqual([medicalBooking.slotUnavailable])
    const missing = await failure(fechaHoraRapida.action, 'fecha-hora-rapida', {}, cookie)
    expect(missing.data.result.error?.turno).toEqual([medicalBooking.slotRequired])
    expect((await draftOf(cookie)).turno).toBeUndefined()
  })

  it('offers no slot when the API has none, and a 503 on a post while it is down', async () => {
    const cookie = await quickBooking()
    await injectFault(sandboxUrl, { path: '/api/agenda/fetch-availability/', status: 200, body: '[]', contentType: 'application/json' })
    const none = (await get(fechaHoraRapida.loader, 'fecha-hora-rapida', cookie)) as SlotsPage
    expect([none.slots, none.total]).toEqual([[], 0])
    await clearFaults(sandboxUrl)
    const slots = slotsOf(await get(fechaHoraRapida.loader, 'fecha-hora-rapida', cookie))
    await injectFault(sandboxUrl, { path: '/api/agenda/fetch-availability/', status: 502, body: '<html></html>', contentType: 'text/html' })
    const down = await failure(fechaHoraRapida.action, 'fecha-hora-rapida', { turno: slotKey(slots[0]!) }, cookie)
    expect(down.init.status).toBe(503)
  })
})

describe('steps fecha and hora', () => {
  it('offers only the days with availability, the first chosen, and saves a day that has one', async () => {
    const cookie = await doctorBooking()
    const page = (await get(fecha.loader, 'fecha', cookie)) as FechaPage
    const days = offeredDays(page)
    expect(days.length).toBeGreaterThan(0)
    expect(days).toEqual([...days].sort())
    expect(page.selected).toBe(days[0])
    // The calendar comes in words: a caption per month, an accessible name per day offered (only those are sent).
    expect(page.months[0]!.caption).toMatch(/^[A-Z][a-z]+ \d{4}$/)
    expect(page.months[0]!.days[0]!.fecha).toBe(days[0])
    expect(page.months[0]!.days[0]!.label).toMatch(/^[a-záé]+ \d{1,2} de [a-z]+$/)
    await answer(fecha.action, 'fecha', { fecha: days[0]!, filial: 'todas' }, cookie, 'hora')
    expect((await draftOf(cookie)).fecha).toBe(days[0])
  })

  it('shows the year two months at a time, from the day chosen, and any other two months the links ask for', async () => {
    const cookie = await doctorBooking()
    const first = (await get(fecha.loader, 'fecha', cookie)) as FechaPage
    const monthOf = (page: FechaPage) => page.months.map(({ month, year }) => `${year}-${String(month).padStart(2, '0')}`)
    expect(first.months).toHaveLength(2)
    const { previous, next: nextPage } = first.otherMonths
    expect(previous).toBeUndefined()
    expect(nextPage!.month).toMatch(/^\d{4}-\d{2}$/)
    const next = nextPage!.month

    // The next two months, with the filters the link keeps: their first offered day is the one chosen on that page.
    const later = (await get(fecha.loader, `fecha?filial=todas&mes=${next}`, cookie)) as FechaPage
    expect(monthOf(later)[0]).toBe(next)
    // Each link names the months it leads to.
    expect(later.otherMonths.previous).toEqual({ month: monthOf(first)[0], names: first.months.map((month) => month.caption) })
    expect(nextPage!.names).toEqual(later.months.map((month) => month.caption))
    const laterDays = offeredDays(later)
    expect(offeredDays(first).some((day) => laterDays.includes(day))).toBe(false)
    expect(later.selected).toBe(laterDays[0])

    // A day chosen there is saved; coming back, the calendar opens on its months, with it chosen.
    expect(redirectLocation(await post(fecha.action, `fecha?mes=${next}`, { fecha: laterDays[1]! }, cookie))).toBe('/agenda/consulta-medica/hora')
    const back = (await get(fecha.loader, 'fecha', cookie)) as FechaPage
    expect([monthOf(back)[0], back.selected]).toEqual([next, laterDays[1]])
    // A month the calendar does not have, or no month at all, falls back to the day chosen.
    expect(((await get(fecha.loader, 'fecha?mes=1999-01', cookie)) as FechaPage).selected).toBe(laterDays[1])
    expect(monthOf((await get(fecha.loader, 'fecha?mes=%3Cx%3E', cookie)) as FechaPage)).toEqual(monthOf(back))
  })

  it('offers no day, and no hour, when the API has no slot', async () => {
    const cookie = await doctorBooking()
    const days = offeredDays(await get(fecha.loader, 'fecha', cookie))
    await answer(fecha.action, 'fecha', { fecha: days[0]! }, cookie, 'hora')
    await injectFault(sandboxUrl, { path: '/api/agenda/fetch-availability/', status: 200, body: '[]', contentType: 'application/json' })
    const none = (await get(fecha.loader, 'fecha', cookie)) as FechaPage
    expect([none.months, none.selected]).toEqual([[], undefined])
    expect(((await get(hora.loader, 'hora', cookie)) as HoraPage).groups).toEqual([])
  })

  it('refuses a day without availability', async () => {
    const cookie = await doctorBooking()
    const refused = await failure(fecha.action, 'fecha', { fecha: '2001-01-01' }, cookie)
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error?.fecha).toEqual([medicalBooking.fecha.required])
  })

  it('shows the day in words and its slots by hour; saves one found again, refuses another day’s or a forged one', async () => {
    const cookie = await doctorBooking()
    const [day, otherDay] = offeredDays(await get(fecha.loader, 'fecha', cookie))
    await answer(fecha.action, 'fecha', { fecha: day! }, cookie, 'hora')
    const page = (await get(hora.loader, 'hora', cookie)) as HoraPage
    expect(page.title).toMatch(/^[A-ZÁÉ][a-zé]+ \d{1,2} de [a-z]+ de \d{4}$/)
    const hours = page.groups.map((group) => group.hour)
    expect(hours).toEqual([...hours].sort((a, b) => a - b))
    const shown = page.groups.flatMap((group) => group.slots)
    expect(shown.every((slot) => slotStart(slot.comienzo)!.day === day && slot.profesional === Number(SILVA))).toBe(true)

    const chosen = page.groups[0]!.slots[0]!
    const other = { ...chosen, comienzo: `${otherDay}${chosen.comienzo.slice(10)}` }
    expect((await failure(hora.action, 'hora', { turno: slotKey(other) }, cookie)).data.result.error?.turno).toEqual([medicalBooking.slotRequired])
    const forged = await failure(hora.action, 'hora', { turno: slotKey({ ...chosen, nro_calendario: 99999 }) }, cookie)
    expect(forged.data.result.error?.turno).toEqual([medicalBooking.slotUnavailable])
    await answer(hora.action, 'hora', { turno: slotKey(chosen) }, cookie, 'confirmacion')
    expect((await draftOf(cookie)).turno?.nroOrden).toBe(chosen.nro_orden)
  })

  it('applies the filters chosen on fecha to the hours', async () => {
    const cookie = await doctorBooking()
    const day = offeredDays(await get(fecha.loader, 'fecha', cookie))[0]!
    await answer(fecha.action, 'fecha', { fecha: day, desde: '0', hasta: '24', modalidad: 'ANY', filial: 'todas' }, cookie, 'hora')
    const all = (await get(hora.loader, 'hora', cookie)) as HoraPage
    const firstHour = all.groups[0]!.hour
    // Only the first hour: Hasta is inclusive (A05).
    await answer(fecha.action, 'fecha', { fecha: day, desde: String(firstHour), hasta: String(firstHour) }, cookie, 'hora')
    const narrowed = (await get(hora.loader, 'hora', cookie)) as HoraPage
    expect(narrowed.groups.map((group) => group.hour)).toEqual([firstHour])
  })

  it('shows the error screen when the slots cannot be read', async () => {
    const cookie = await doctorBooking()
    await injectFault(sandboxUrl, { path: '/api/agenda/fetch-availability/', status: 404, body: '{}', contentType: 'application/json' })
    expect(redirectLocation(await get(fecha.loader, 'fecha', cookie))).toBe('/agenda/consulta-medica/fecha?error=GENERIC_ERROR')
  })

  it('shows no error screen an address names for another step: `?error=PRICE_CHANGED` on fecha is fecha', async () => {
    const cookie = await doctorBooking()
    for (const kind of ['PRICE_CHANGED', 'SLOT_UNAVAILABLE', 'SPECIALTIES_FAILED']) {
      const page = (await get(fecha.loader, `fecha?error=${kind}`, cookie)) as FechaPage & { error: string | null }
      expect(page.error, kind).toBeNull()
      expect(offeredDays(page).length, kind).toBeGreaterThan(0)
    }
    const html = renderRoutePage(fecha.default, await get(fecha.loader, 'fecha?error=PRICE_CHANGED', cookie), '/agenda/consulta-medica/fecha')
    expect(html).not.toContain(medicalBooking.priceChanged)
    expect(html).toContain(medicalBooking.fecha.title)
    // The error fecha does raise (its load failing) is still its screen, and a slot gone still shows on the hour step.
    expect(((await get(fecha.loader, 'fecha?error=GENERIC_ERROR', cookie)) as { error: string | null }).error).toBe('GENERIC_ERROR')
    const [day] = offeredDays(await get(fecha.loader, 'fecha', cookie))
    await answer(fecha.action, 'fecha', { fecha: day! }, cookie, 'hora')
    expect(((await get(hora.loader, 'hora?error=SLOT_UNAVAILABLE', cookie)) as { error: string | null }).error).toBe('SLOT_UNAVAILABLE')
    expect(((await get(hora.loader, 'hora?error=PRICE_CHANGED', cookie)) as { error: string | null }).error).toBeNull()
  })

  it('lists the hours from the year the calendar offered while it is shared; choosing one asks E53 for the day', async () => {
    const cookie = await doctorBooking()
    Object.assign(getEnv(), { AVAILABILITY_CACHE_MS: 15_000 })
    try {
      const day = offeredDays(await get(fecha.loader, 'fecha', cookie))[0]!
      await answer(fecha.action, 'fecha', { fecha: day }, cookie, 'hora')
      await resetCalls(sandboxUrl)
      const page = (await get(hora.loader, 'hora', cookie)) as HoraPage
      expect(page.groups.length).toBeGreaterThan(0)
      expect((await apiCalls(sandboxUrl))['POST /api/agenda/fetch-availability/']).toBeUndefined()
      await answer(hora.action, 'hora', { turno: slotKey(page.groups[0]!.slots[0]!) }, cookie, 'confirmacion')
      expect((await apiCalls(sandboxUrl))['POST /api/agenda/fetch-availability/']).toBe(1)
    } finally {
      Object.assign(getEnv(), { AVAILABILITY_CACHE_MS: 0 })
      forgetListedSlots()
    }
  })

  it('reads the availability once per page', async () => {
    const cookie = await doctorBooking()
    await resetCalls(sandboxUrl)
    await get(fecha.loader, 'fecha', cookie)
    expect((await apiCalls(sandboxUrl))['POST /api/agenda/fetch-availability/']).toBe(1)
  })
})

import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { consumeFlash } from '~/auth/flash.server'
import { isUpstreamUnavailable } from '~/upstream/errors'
import { cookieFrom, getRequest, signIn, thrownResponse } from '../../../tests/route-helpers'
import { clearFaults, createPersona, injectFault } from '../../../tests/sandbox-control'
import { guardStep } from '../wizard.server'
import type { Step } from './steps'
import { bookingRefusal, medicalBookingWizard as wizard } from './wizard.server'

/**
 * The medical booking's way in (C34): members only, and the penalty check (E14, A20) on entry and whenever a request
 * finds no draft. A penalised member cannot sign in at all (E01 answers 401), so the check's "not allowed" answer
 * is the sandbox's fault for a member signed in before the penalty.
 */
const sandboxUrl = inject('sandboxUrl')
const PATH = '/api/afiliado-habilitado'
const PENALTY = 'El afiliado se encuentra sancionado. Comuníquese con el call center.'

let cookie: string

beforeAll(async () => {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  cookie = await signIn(persona.ci, persona.password ?? undefined)
})

afterEach(() => clearFaults(sandboxUrl))

const answerAs = (body: unknown, status = 200) =>
  injectFault(sandboxUrl, { path: PATH, status, body: JSON.stringify(body), contentType: 'application/json' })

const open = (step: Step, session?: string) => guardStep(getRequest(`/agenda/consulta-medica/${step}`, session), wizard, step)

/** Where a refused entry went, and the banner it left for that page. */
async function refusedTo(promise: Promise<unknown>): Promise<{ location: string | null; flash: unknown }> {
  const response = await thrownResponse(promise)
  expect(response.status).toBe(302)
  const { flash } = await consumeFlash(getRequest('/agenda', cookieFrom(response)))
  return { location: response.headers.get('location'), flash }
}

describe('entering the medical booking', () => {
  it('sends a visitor to log in', async () => {
    const response = await thrownResponse(open('reserva-web'))
    expect(response.headers.get('location')).toMatch(/^\/login/)
  })

  it('opens the first step for a member who may book', async () => {
    expect((await thrownResponse(open('reserva-web', cookie))).headers.get('location')).toBe('/agenda/consulta-medica/reserva-web?continuar')
    expect(await guardStep(getRequest('/agenda/consulta-medica/reserva-web?continuar', cookie), wizard, 'reserva-web')).toEqual({})
  })

  it("sends a penalised member back to the agenda with the API's message, and no step opens", async () => {
    await answerAs({ habilitado: false, mensaje: PENALTY })
    expect(await refusedTo(open('reserva-web', cookie))).toEqual({ location: '/agenda', flash: { tone: 'error', message: PENALTY } })
    // Without a draft every step checks again: a later step opened directly is refused the same way.
    expect(await refusedTo(open('hora', cookie))).toEqual({ location: '/agenda', flash: { tone: 'error', message: PENALTY } })
  })

  it('says why in its own words when the API gives none, or gives something that is not words', async () => {
    await answerAs({ habilitado: false }, 200)
    const silent = await refusedTo(open('reserva-web', cookie))
    expect(silent.flash).toEqual({ tone: 'error', message: 'No puede reservar consultas en este momento. Comuníquese con nuestro call center.' })
    await clearFaults(sandboxUrl)
    await answerAs({ habilitado: false, mensaje: '<html><body>Error</body></html>' })
    expect((await refusedTo(open('reserva-web', cookie))).flash).toEqual(silent.flash)
  })

  it("refuses with A52's message a document the API does not know", async () => {
    await answerAs({ detail: 'No existe el afiliado' }, 404)
    expect((await refusedTo(open('reserva-web', cookie))).flash).toEqual({
      tone: 'error',
      message: 'Datos inválidos. Por favor verifique los datos del afiliado.',
    })
    expect(await bookingRefusal(null, new AbortController().signal)).toBe('Datos inválidos. Por favor verifique los datos del afiliado.')
  })

  it('is the service problem when the check cannot be made: nothing opens unchecked', async () => {
    await answerAs({ detail: 'Error interno' }, 500)
    let thrown: unknown
    try {
      await open('reserva-web', cookie)
    } catch (error) {
      thrown = error
    }
    expect(isUpstreamUnavailable(thrown)).toBe(true)
  })
})

import { redirect } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'
import { cookieFrom, thrownResponse } from '../../tests/route-helpers'
import { testProgress, testWizard as wizard, type Draft } from '../../tests/wizard-fixture'
import { stepPageOpener, toEntryStep } from './step-page.server'
import { updateDraft } from './wizard.server'

const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })

async function sessionWith(draft: Draft): Promise<string> {
  const { setCookie } = await updateDraft(get('/prueba/modo'), wizard, () => draft)
  return cookieFrom(new Response(null, { headers: { 'set-cookie': setCookie } }))
}

const location = (response: Response) => {
  expect(response.status).toBe(302)
  return response.headers.get('location')
}

const openStep = stepPageOpener(wizard, testProgress)
const chosen: Draft = { modo: 'elegir', fecha: '2026-12-01', costo: 250 }

describe('openStep (stepPageOpener)', () => {
  it('guards the step: a step the answers do not allow goes to the fallback', async () => {
    expect(location(await thrownResponse(openStep(get('/prueba/hora'), 'hora')))).toBe('/prueba/modo?continuar')
  })

  it('runs the access check and the entry hook, as every way in does', async () => {
    const access = vi.fn(async () => {
      throw redirect('/mi-mutual')
    })
    expect(location(await thrownResponse(stepPageOpener({ ...wizard, access })(get('/prueba/modo'), 'modo')))).toBe('/mi-mutual')
    const enter = vi.fn(async () => {
      throw redirect('/sancionado')
    })
    expect(location(await thrownResponse(stepPageOpener({ ...wizard, enter })(get('/prueba/fecha'), 'fecha')))).toBe('/sancionado')
    expect([access, enter].map((hook) => hook.mock.calls.length)).toEqual([1, 1])
  })

  it("gives the draft and the page's frame: its own path, the back link, the next step ahead, the navigator with its links", async () => {
    const cookie = await sessionWith(chosen)
    const { draft, page } = await openStep(get('/prueba/hora', cookie), 'hora')
    expect(draft).toMatchObject(chosen)
    expect(page).toEqual({
      error: null,
      here: '/prueba/hora',
      back: '/prueba/fecha?continuar',
      // It costs something: the payment method comes next.
      ahead: ['/prueba/medio-pago'],
      progress: [
        { step: 'modo', enabled: true, state: 'done' },
        { step: 'fecha', enabled: true, state: 'done' },
        { step: 'medio-pago', enabled: false, state: 'upcoming' },
      ],
      // The entry step's link keeps the draft.
      progressLinks: { modo: '/prueba/modo?continuar', fecha: '/prueba/fecha', 'medio-pago': '/prueba/medio-pago' },
    })
  })

  it("fetches ahead every step the wizard's `ahead` names", async () => {
    const cookie = await sessionWith(chosen)
    const branching = stepPageOpener({ ...wizard, ahead: () => ['fecha', 'hora'] }, testProgress)
    expect((await branching(get('/prueba/modo?continuar', cookie), 'modo')).page.ahead).toEqual(['/prueba/fecha', '/prueba/hora'])
  })

  it('names the error kind of the URL, and only a kind the wizard has', async () => {
    const cookie = await sessionWith(chosen)
    expect((await openStep(get('/prueba/fecha?error=SIN_LUGAR', cookie), 'fecha')).page.error).toBe('SIN_LUGAR')
    expect((await openStep(get('/prueba/fecha?error=OTRO', cookie), 'fecha')).page.error).toBeNull()
  })

  it('builds every link on the server, percent-encoded, for a base that holds a setting', async () => {
    const product = { ...wizard, basePath: () => '/mi-ñandú/prueba' }
    const cookie = await sessionWith(chosen)
    const { page } = await stepPageOpener(product, testProgress)(get('/mi-%C3%B1and%C3%BA/prueba/fecha', cookie), 'fecha')
    expect(page).toMatchObject({ here: '/mi-%C3%B1and%C3%BA/prueba/fecha', back: '/mi-%C3%B1and%C3%BA/prueba/modo?continuar' })
    expect(page.progressLinks.modo).toBe('/mi-%C3%B1and%C3%BA/prueba/modo?continuar')
  })

  it('shows no navigator for a wizard without one', async () => {
    const cookie = await sessionWith(chosen)
    const { page } = await stepPageOpener(wizard)(get('/prueba/hora', cookie), 'hora')
    expect(page).toMatchObject({ progress: [], progressLinks: {} })
  })
})

describe('toEntryStep', () => {
  it("opens the entry step anew, from the base path and from a step the wizard does not have", () => {
    const response = toEntryStep(wizard)()
    expect(location(response)).toBe('/prueba/modo')
    expect(location(toEntryStep({ ...wizard, basePath: () => '/mi-ñandú/prueba' })())).toBe('/mi-%C3%B1and%C3%BA/prueba/modo')
  })
})

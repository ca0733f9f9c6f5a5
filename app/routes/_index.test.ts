import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { getEnv } from '~/config/env.server'
import { agendaErrors } from '~/copy/errors/agenda'
import { getRequest, loadContext, signIn } from '../../tests/route-helpers'
import { clearFaults, injectFault } from '../../tests/sandbox-control'
import { loader } from './_index'

const sandboxUrl = inject('sandboxUrl')
const MEDICAL_PATH = '/api/agenda/fetch-medical-appointments'
const ADMIN_PATH = '/api/agenda/fetch-admin-appointments'

const load = (cookie?: string) =>
  loader({ request: getRequest('/', cookie), params: {}, context: loadContext })

afterEach(async () => {
  vi.restoreAllMocks()
  await clearFaults(sandboxUrl)
})

describe('home loader, visitor', () => {
  it('has no cards and asks the API for none', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    expect(await load()).toEqual({ cards: null })
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/api/agenda/'))).toEqual([])
  })
})

describe('home loader, signed in', () => {
  const cookies: Record<'ana' | 'bruno' | 'gabriela', string> = { ana: '', bruno: '', gabriela: '' }
  beforeAll(async () => {
    cookies.ana = await signIn('12345672')
    cookies.bruno = await signIn('23456783')
    cookies.gabriela = await signIn('78901238')
  })

  it("shows the user's next medical appointment and next administrative service", async () => {
    const { cards } = await load(cookies.ana)
    expect(cards?.medical).toMatchObject({
      status: 'ok',
      next: { fechahora: expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/), medico: expect.any(String), filial: expect.any(String) },
    })
    expect(cards?.admin).toMatchObject({
      status: 'ok',
      next: { fechaReservaFormatString: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/), nombreSector: expect.any(String) },
    })
  })

  it('has nothing to show when the user has no reservation', async () => {
    const { cards } = await load(cookies.bruno)
    expect(cards?.medical).toMatchObject({ status: 'ok', next: { medico: expect.any(String) } })
    expect(cards?.admin).toEqual({ status: 'ok', next: null })
  })

  it('reports an agenda code other than 00 on the medical card only', async () => {
    const { cards } = await load(cookies.gabriela)
    expect(cards?.medical).toEqual({ status: 'error', message: 'Is not possible get information for this user.' })
    expect(cards?.admin.status).toBe('ok')
  })

  it('keeps the page when a card call fails or the API answers garbage: only that card reports it', async () => {
    await injectFault(sandboxUrl, { path: MEDICAL_PATH, status: 500, body: '{"detail":"Error interno"}', contentType: 'application/json' })
    await injectFault(sandboxUrl, { path: ADMIN_PATH, status: 200, body: 'not json', contentType: 'text/html' })
    const { cards } = await load(cookies.ana)
    expect(cards).toEqual({
      medical: { status: 'error', message: 'Error fetching next medical appointments.' },
      admin: { status: 'error', message: 'Error fetching next admin appointments.' },
    })
  })

  it('ends the session and sends the user to login when the API refuses the token', async () => {
    const cookie = await signIn('12345672')
    await injectFault(sandboxUrl, { path: ADMIN_PATH, status: 401, body: '{"detail":"Token inválido"}', contentType: 'application/json' })
    const redirect = await load(cookie).then(
      () => null,
      (error: unknown) => error,
    )
    expect(redirect).toBeInstanceOf(Response)
    expect((redirect as Response).status).toBe(302)
    expect((redirect as Response).headers.get('location')).toBe('/login')
    expect((redirect as Response).headers.get('set-cookie')).toMatch(/^__session=;/)
  })

  describe('a slow API', () => {
    // Shorter than the test API timeout (1 s), so a card waits for its budget, not for the timeout.
    const env = getEnv()
    const configured = env.OPTIONAL_PART_BUDGET_MS
    beforeEach(() => {
      env.OPTIONAL_PART_BUDGET_MS = 300
    })
    afterEach(() => {
      env.OPTIONAL_PART_BUDGET_MS = configured
    })

    it('delays the page by a card\'s budget at most, and only that card shows its error', async () => {
      await injectFault(sandboxUrl, { path: MEDICAL_PATH, delayMs: 900 })
      const started = performance.now()
      const { cards } = await load(cookies.ana)
      expect(performance.now() - started).toBeLessThan(850)
      // BR45: a request that failed, late or not, is the card's `Error fetching next medical appointments.`
      expect(cards?.medical).toEqual({ status: 'error', message: agendaErrors.medicalAppointments })
      expect(cards?.admin).toMatchObject({ status: 'ok', next: { nombreSector: expect.any(String) } })
    })

    it('shows both cards when the API answers inside the budget', async () => {
      const { cards } = await load(cookies.ana)
      expect(cards?.medical.status).toBe('ok')
      expect(cards?.admin.status).toBe('ok')
    })
  })
})

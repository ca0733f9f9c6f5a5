/**
 * The outside probe found pages waiting the API's whole 10 s timeout before they said anything.
 * Each page here is loaded with the whole API slower than the test portal's budget (1 s, shared by
 * the calls of one request): it answers what it can within it, never a wait for nothing. How long
 * that takes on a real portal is measured by the benchmark (`npm run bench`), not here.
 */
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { inRequestScope } from '~/utils/request-scope.server'
import { adminBookingWizard } from '~/wizards/servicios-administrativos/wizard.server'
import { cookieFrom, getRequest, loadContext, signIn, wizardDriver, type RouteHandler } from '../../tests/route-helpers'
import { clearFaults, createPersona, injectFault } from '../../tests/sandbox-control'
import * as ayuda from '../routes/ayuda'
import * as cedula from '../routes/agenda_.servicios-administrativos.cedula'
import * as confirmacion from '../routes/agenda_.servicios-administrativos.confirmacion'
import * as fecha from '../routes/agenda_.servicios-administrativos.fecha'
import * as hora from '../routes/agenda_.servicios-administrativos.hora'
import * as sector from '../routes/agenda_.servicios-administrativos.sector'
import * as sucursal from '../routes/agenda_.servicios-administrativos.sucursal'
import * as debt from '../routes/mi-producto.pagos-pendientes.$type.$id'
import * as pendingPayments from '../routes/mi-producto.pagos-pendientes'
import * as upcomingServices from '../routes/mi-producto.proximos-servicios'
import * as upcomingConsultations from '../routes/mi-producto.proximas-consultas'
import * as techniques from '../routes/mi-producto.tecnicas-coordinadas'
import * as referrals from '../routes/mi-producto.pases-terceros'
import * as profile from '../routes/mis-datos._index'
import * as savedCards from '../routes/mis-datos_.medios-precargados'

const sandboxUrl = inject('sandboxUrl')
const ANA = '12345672'

/** What the member gets: a returned value, or what was thrown (a Response, a `data()` 503). */
function run(handler: RouteHandler, request: Request, params: Record<string, string> = {}): Promise<unknown> {
  // The server runs every request in its own scope, which holds the request's budget.
  return inRequestScope(async () => handler({ request, params, context: loadContext })).catch((thrown: unknown) => thrown)
}

const slowApi = () => injectFault(sandboxUrl, { path: '/api/*', delayMs: 3_000 })

/** The service-problem page's answer (the error boundary renders it with Reintentar). */
const SERVICE_PROBLEM = { init: { status: 503 }, data: { problem: 'upstream', reason: 'timeout' } }

afterEach(() => clearFaults(sandboxUrl))

describe('each page with an API slower than its budget', () => {
  let ana: string
  beforeAll(async () => {
    ana = await signIn(ANA)
  })

  it('/ayuda leaves the FAQs out and shows the rest', async () => {
    await slowApi()
    expect(await run(ayuda.loader, getRequest('/ayuda'))).toEqual({ status: 'RESPONSE_ERROR', faqs: [] })
  })

  it('the upcoming services show their error state', async () => {
    await slowApi()
    expect(await run(upcomingServices.loader, getRequest('/mi-mutual/proximos-servicios', ana))).toEqual({ status: 'error' })
  })

  it('the upcoming consultations show their own message (BR45)', async () => {
    await slowApi()
    expect(await run(upcomingConsultations.loader, getRequest('/mi-mutual/proximas-consultas', ana))).toMatchObject({ status: 'error' })
  })

  it('the coordinated techniques and the referrals give the service-problem page', async () => {
    await slowApi()
    expect(await run(techniques.loader, getRequest('/mi-mutual/tecnicas-coordinadas', ana))).toMatchObject(SERVICE_PROBLEM)
    expect(await run(referrals.loader, getRequest('/mi-mutual/pases-terceros', ana))).toMatchObject(SERVICE_PROBLEM)
  })

  it('the pending payments show their error state', async () => {
    await slowApi()
    expect(await run(pendingPayments.loader, getRequest('/mi-mutual/pagos-pendientes', ana))).toEqual({ sections: null })
  })

  it("a debt's page and the profile give the service-problem page", async () => {
    await slowApi()
    expect(await run(debt.loader, getRequest('/mi-mutual/pagos-pendientes/couta/70001', ana), { type: 'couta', id: '70001' })).toMatchObject(SERVICE_PROBLEM)
    expect(await run(profile.loader, getRequest('/mis-datos', ana))).toMatchObject(SERVICE_PROBLEM)
  })

  it("the saved cards show each panel's problem", async () => {
    await slowApi()
    expect(await run(savedCards.loader, getRequest('/mis-datos/medios-precargados', ana))).toMatchObject({
      cards: { status: 'problem' },
      group: { status: 'failed' },
    })
  })

  describe('the administrative booking', () => {
    const { get, post } = wizardDriver(adminBookingWizard, run)

    /**
     * A visitor's session with everything up to the date chosen (the first offered), for a persona
     * of this test: the sandbox may still make a booking it answered too late, and no other test
     * may find it.
     */
    async function withDate(): Promise<string> {
      const { ci } = await createPersona(sandboxUrl)
      const started = (await post(cedula.action, 'cedula', { ci })) as Response
      const cookie = cookieFrom(started)
      await post(sucursal.action, 'sucursal', { branchId: '1' }, cookie)
      await post(sector.action, 'sector', { sectorId: '12' }, cookie)
      const { selected } = (await get(fecha.loader, 'fecha', cookie)) as { selected: string }
      await post(fecha.action, 'fecha', { date: selected }, cookie)
      return cookie
    }

    it('the hour step (two calls in a row) shows the service problem, not two timeouts', async () => {
      const cookie = await withDate()
      await slowApi()
      expect(await get(hora.loader, 'hora', cookie)).toMatchObject(SERVICE_PROBLEM)
    })

    it('the confirmation keeps the choices and says the service did not answer', async () => {
      const cookie = await withDate()
      const { hours } = (await get(hora.loader, 'hora', cookie)) as { hours: Array<{ hora: string }> }
      await post(hora.action, 'hora', { hour: hours[0]!.hora, hourFilter: '0' }, cookie)
      await slowApi()
      const answer = await post(confirmacion.action, 'confirmacion', {}, cookie)
      expect(answer).toMatchObject({ init: { status: 503 } })
      await clearFaults(sandboxUrl)
      // Nothing was lost: the summary still has every answer.
      const summary = (await get(confirmacion.loader, 'confirmacion', cookie)) as { rows: unknown[] }
      expect(summary.rows).toHaveLength(5)
    })
  })
})

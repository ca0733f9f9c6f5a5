/**
 * The outside probe's find: a 500 during the administrative booking's confirmation showed the
 * raw body "Internal Server Error". Only the API's own words may reach the page.
 */
import { afterEach, describe, expect, inject, it } from 'vitest'
import { commonErrors } from '~/copy/errors/common'
import * as cedula from '~/routes/agenda_.servicios-administrativos.cedula'
import * as confirmacion from '~/routes/agenda_.servicios-administrativos.confirmacion'
import * as fecha from '~/routes/agenda_.servicios-administrativos.fecha'
import * as hora from '~/routes/agenda_.servicios-administrativos.hora'
import * as sector from '~/routes/agenda_.servicios-administrativos.sector'
import * as sucursal from '~/routes/agenda_.servicios-administrativos.sucursal'
import { cookieFrom, formRequest, loadContext } from '../../tests/route-helpers'
import { clearFaults, injectFault } from '../../tests/sandbox-control'

const sandboxUrl = inject('sandboxUrl')
const BASE = 'http://localhost/agenda/servicios-administrativos'
const BOOKING = '/api/reservas/reserva-farmacia/'
const FEDERICO = '67890127'

type Handler = (args: { request: Request; params: Record<string, string>; context: typeof loadContext }) => Promise<unknown>
const run = (handler: Handler, request: Request) => handler({ request, params: {}, context: loadContext })

/** A visitor's booking ready to confirm: Sede Central, Atención al socio, the first date and hour offered. */
async function readyToConfirm(): Promise<string> {
  const cookie = cookieFrom((await run(cedula.action, formRequest(`${BASE}/cedula`, { ci: FEDERICO }))) as Response)
  const headers = { cookie }
  await run(sucursal.action, formRequest(`${BASE}/sucursal`, { branchId: '1' }, headers))
  await run(sector.action, formRequest(`${BASE}/sector`, { sectorId: '12' }, headers))
  const { selected } = (await run(fecha.loader, new Request(`${BASE}/fecha`, { headers }))) as { selected: string }
  await run(fecha.action, formRequest(`${BASE}/fecha`, { date: selected }, headers))
  const { hours } = (await run(hora.loader, new Request(`${BASE}/hora`, { headers }))) as { hours: Array<{ hora: string }> }
  await run(hora.action, formRequest(`${BASE}/hora`, { hour: hours.at(-1)!.hora, hourFilter: '0' }, headers))
  return cookie
}

type Reply = { data: { message: string }; init: { status: number } }

describe('a failed confirmation', () => {
  afterEach(() => clearFaults(sandboxUrl))

  it.each([
    ['a 500 with a text body', { status: 500, body: 'Internal Server Error', contentType: 'text/plain' }],
    ['a 500 with the reason phrase in JSON', { status: 500, body: '{"error":"Internal Server Error"}', contentType: 'application/json' }],
    ['a 400 with the reason phrase as text', { status: 400, body: 'Bad Request', contentType: 'text/plain' }],
  ])('%s shows the generic Spanish message, never the upstream text', async (_kind, fault) => {
    const cookie = await readyToConfirm()
    await injectFault(sandboxUrl, { path: BOOKING, times: 1, ...fault })
    const reply = (await run(confirmacion.action, formRequest(`${BASE}/confirmacion`, {}, { cookie }))) as Reply
    expect(reply.data.message).toBe(commonErrors.generic)
    expect(reply.init.status).toBeLessThan(500)
  })

  it('still shows the API\'s own Spanish refusal', async () => {
    const cookie = await readyToConfirm()
    const refusal = 'El horario elegido ya no tiene lugar.'
    await injectFault(sandboxUrl, { path: BOOKING, times: 1, status: 409, body: JSON.stringify({ data: { error: refusal } }), contentType: 'application/json' })
    const reply = (await run(confirmacion.action, formRequest(`${BASE}/confirmacion`, {}, { cookie }))) as Reply
    expect(reply.data.message).toBe(refusal)
  })
})

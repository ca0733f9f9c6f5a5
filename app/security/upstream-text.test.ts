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
import { adminBookingWizard } from '~/wizards/servicios-administrativos/wizard.server'
import { cookieFrom, wizardDriver, type Reply } from '../../tests/route-helpers'
import { clearFaults, injectFault } from '../../tests/sandbox-control'

const sandboxUrl = inject('sandboxUrl')
const BOOKING = '/api/reservas/reserva-farmacia/'
const FEDERICO = '67890127'

const { get, post } = wizardDriver(adminBookingWizard)

/** A visitor's booking ready to confirm: Sede Central, Atención al socio, the first date and hour offered. */
async function readyToConfirm(): Promise<string> {
  const cookie = cookieFrom((await post(cedula.action, 'cedula', { ci: FEDERICO })) as Response)
  await post(sucursal.action, 'sucursal', { branchId: '1' }, cookie)
  await post(sector.action, 'sector', { sectorId: '12' }, cookie)
  const { selected } = (await get(fecha.loader, 'fecha', cookie)) as { selected: string }
  await post(fecha.action, 'fecha', { date: selected }, cookie)
  const { hours } = (await get(hora.loader, 'hora', cookie)) as { hours: Array<{ hora: string }> }
  await post(hora.action, 'hora', { hour: hours.at(-1)!.hora, hourFilter: '0' }, cookie)
  return cookie
}

describe('a failed confirmation', () => {
  afterEach(() => clearFaults(sandboxUrl))

  it.each([
    ['a 500 with a text body', { status: 500, body: 'Internal Server Error', contentType: 'text/plain' }],
    ['a 500 with the reason phrase in JSON', { status: 500, body: '{"error":"Internal Server Error"}', contentType: 'application/json' }],
    ['a 400 with the reason phrase as text', { status: 400, body: 'Bad Request', contentType: 'text/plain' }],
  ])('%s shows the generic Spanish message, never the upstream text', async (_kind, fault) => {
    const cookie = await readyToConfirm()
    await injectFault(sandboxUrl, { path: BOOKING, times: 1, ...fault })
    const reply = (await post(confirmacion.action, 'confirmacion', {}, cookie)) as Reply<{ message: string }>
    expect(reply.data.message).toBe(commonErrors.generic)
    expect(reply.init.status).toBeLessThan(500)
  })

  it('still shows the API\'s own Spanish refusal', async () => {
    const cookie = await readyToConfirm()
    const refusal = 'El horario elegido ya no tiene lugar.'
    await injectFault(sandboxUrl, { path: BOOKING, times: 1, status: 409, body: JSON.stringify({ data: { error: refusal } }), contentType: 'application/json' })
    const reply = (await post(confirmacion.action, 'confirmacion', {}, cookie)) as Reply<{ message: string }>
    expect(reply.data.message).toBe(refusal)
  })
})

import { afterEach, describe, expect, inject, it } from 'vitest'
import { fetchAdminAppointments } from '~/upstream/appointments.server'
import { UpstreamError } from '~/upstream/errors'
import { signIn, thrownResponse } from '../../tests/route-helpers'
import { clearFaults, injectFault } from '../../tests/sandbox-control'
import { getOptionalUser } from './guards.server'
import { upstreamAs, upstreamIfSignedIn } from './upstream-as.server'

const sandboxUrl = inject('sandboxUrl')

const pageRequest = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })

const refuse = (status: 401 | 403) =>
  injectFault(sandboxUrl, { path: '/api/agenda/fetch-admin-appointments', status, body: '{"detail":"Token inválido"}', contentType: 'application/json' })

afterEach(() => clearFaults(sandboxUrl))

describe('upstreamAs', () => {
  it('calls the API as the signed-in user', async () => {
    const cookie = await signIn('12345672')
    const api = await upstreamAs(pageRequest('/mi-mutual/proximos-servicios', cookie))
    expect(api.user).toMatchObject({ ci: '12345672' })
    expect(Array.isArray(await fetchAdminAppointments(api))).toBe(true)
  })

  it('sends a visitor to login, and gives pages open to both null', async () => {
    const redirect = await thrownResponse(upstreamAs(pageRequest('/mi-mutual/proximos-servicios')))
    expect(redirect.headers.get('location')).toBe('/login?redirectTo=%2Fmi-mutual%2Fproximos-servicios')
    expect(await upstreamIfSignedIn(pageRequest('/'))).toBeNull()
  })

  it.each([401, 403] as const)('sends the user to login and ends the session on an upstream %s', async (status) => {
    const cookie = await signIn('12345672')
    await refuse(status)
    const request = pageRequest('/notas-versiones', cookie)
    const redirect = await thrownResponse(fetchAdminAppointments(await upstreamAs(request)))
    expect(redirect.headers.get('location')).toBe('/login?redirectTo=%2Fnotas-versiones')
    expect(redirect.headers.get('set-cookie')).toMatch(/__session=;/)
    expect(await getOptionalUser(pageRequest('/', cookie))).toBeNull()
  })

  it('ends the session once when parallel calls of one request are refused', async () => {
    const cookie = await signIn('12345672')
    await refuse(401)
    const api = await upstreamAs(pageRequest('/', cookie))
    const [first, second] = await Promise.allSettled([fetchAdminAppointments(api), fetchAdminAppointments(api)])
    expect(first.status === 'rejected' && second.status === 'rejected').toBe(true)
    const reasons = [first, second].map((result) => (result as PromiseRejectedResult).reason as unknown)
    expect(reasons[0]).toBeInstanceOf(Response)
    expect(reasons[1]).toBe(reasons[0])
  })

  it('leaves a 401 to a call site that reads it itself (the administrative-services area)', async () => {
    const cookie = await signIn('12345672')
    await refuse(401)
    const request = pageRequest('/agenda/servicios-administrativos/cedula', cookie)
    await expect(fetchAdminAppointments(await upstreamAs(request, { unauthorized: 'answer' }))).rejects.toBeInstanceOf(UpstreamError)
    expect(await getOptionalUser(pageRequest('/', cookie))).not.toBeNull()
  })
})

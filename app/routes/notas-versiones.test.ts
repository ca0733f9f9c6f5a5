import { afterEach, describe, expect, inject, it } from 'vitest'
import { getRequest, loadContext, signIn } from '../../tests/route-helpers'
import { clearFaults, injectFault } from '../../tests/sandbox-control'
import { loader } from './notas-versiones'

const sandboxUrl = inject('sandboxUrl')
const VERSIONS_PATH = '/api/versions/obtener-versiones'

const load = (cookie?: string) =>
  loader({
    request: getRequest('/notas-versiones', cookie),
    params: {},
    context: loadContext,
  })

afterEach(() => clearFaults(sandboxUrl))

describe('/notas-versiones loader', () => {
  it('sends a visitor to login, carrying the page', async () => {
    const redirect = await load().then(
      () => null,
      (error: unknown) => error,
    )
    expect(redirect).toBeInstanceOf(Response)
    expect((redirect as Response).headers.get('location')).toBe('/login?redirectTo=%2Fnotas-versiones')
  })

  it('lists the published versions, newest first', async () => {
    const cookie = await signIn('23456783')
    const { versions } = await load(cookie)
    expect(versions.map((version) => version.nombre)).toEqual(['2.6.0', '2.5.0', '2.4.0', '2.3.0'])
    expect(versions[0]?.notas.map((nota) => nota.tipo)).toContain('Improvment')
  })

  it('fails silently: an error answer or an unusable API gives an empty list, not an error page', async () => {
    const cookie = await signIn('23456783')
    await injectFault(sandboxUrl, { path: VERSIONS_PATH, status: 500, body: '{"detail":"Error interno"}', contentType: 'application/json', times: 1 })
    expect(await load(cookie)).toEqual({ versions: [] })
    await injectFault(sandboxUrl, { path: VERSIONS_PATH, status: 200, body: 'not json', contentType: 'text/html', times: 1 })
    expect(await load(cookie)).toEqual({ versions: [] })
  })
})

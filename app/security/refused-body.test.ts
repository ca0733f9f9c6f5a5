/**
 * A POST whose body is not a form (JSON, text, none) is refused before the action does anything:
 * the member stays signed in, no version cookie is stored, no reservation is looked up.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { getOptionalUser } from '~/auth/guards.server'
import { servicePage } from '~/copy/shell'
import * as logout from '~/routes/cerrar-sesion'
import * as reservation from '~/routes/mi-producto.proximos-servicios.$id'
import * as reload from '~/routes/nueva-version'
import * as keepAlive from '~/routes/sesion'
import { loadContext, signIn, thrownResponse, type RouteHandler } from '../../tests/route-helpers'

function refusal(action: RouteHandler, url: string, init: { cookie?: string; contentType?: string; body?: string }, params = {}) {
  const headers = new Headers()
  if (init.cookie) headers.set('cookie', init.cookie)
  if (init.contentType) headers.set('content-type', init.contentType)
  const request = new Request(url, { method: 'POST', headers, body: new TextEncoder().encode(init.body ?? '') })
  return thrownResponse(Promise.resolve().then(() => action({ request, params, context: loadContext })))
}

const stillSignedIn = async (cookie: string) => Boolean(await getOptionalUser(new Request('http://localhost/', { headers: { cookie } })))

describe('bodies that are not forms', () => {
  // One sign-in for the file: a refused body leaves the session as it was, which is the point.
  let cookie = ''
  beforeAll(async () => {
    cookie = await signIn('23456783')
  })

  it.each([
    ['JSON', 'application/json', '{}', 415],
    ['text', 'text/plain', 'x=1', 415],
    ['no content type', undefined, 'x=1', 415],
    ['broken multipart', 'multipart/form-data; boundary=B', '--B\r\nContent-Disposition: form-data; name="x"\r\n\r\n1', 400],
  ])('%s does not sign the member out', async (_kind, contentType, body, status) => {
    const refused = await refusal(logout.action, 'http://localhost/cerrar-sesion', { cookie, contentType, body })
    expect(refused.status).toBe(status)
    expect(await refused.json()).toEqual({ problem: 'body', message: servicePage.refusedBody })
    expect(await stillSignedIn(cookie)).toBe(true)
  })

  it('is refused by "Seguir conectado", "Recargar" and the cancellation', async () => {
    const json = { cookie, contentType: 'application/json', body: '{"redirectTo":"/agenda"}' }
    expect((await refusal(keepAlive.action, 'http://localhost/sesion', json)).status).toBe(415)
    expect((await refusal(reload.action, 'http://localhost/nueva-version', json)).status).toBe(415)
    const detail = 'http://localhost/mi-mutual/proximos-servicios/1'
    expect((await refusal(reservation.action, detail, json, { id: '1' })).status).toBe(415)
  })
})

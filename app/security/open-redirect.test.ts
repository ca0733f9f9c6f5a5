/**
 * The outside probe's open redirect, through the real routes: `redirectTo` at /login (visitor,
 * signed-in member, after signing in) and at /nueva-version never leads off the portal.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { action as loginAction, loader as loginLoader } from '~/routes/login'
import { action as reloadAction } from '~/routes/nueva-version'
import { formRequest, loadContext, signIn, thrownResponse } from '../../tests/route-helpers'
import { HOSTILE_REDIRECTS, PORTAL_REDIRECTS } from './redirect-payloads'

const PROBE = ['/.//evil.example', '/..//evil.example', '/%2e//evil.example']
const label = (value: string) => JSON.stringify(value).slice(0, 60)
const hostile = HOSTILE_REDIRECTS.map((value) => [label(value), value] as const)

const loginUrl = (redirectTo: string) => `http://localhost/login?${new URLSearchParams({ redirectTo })}`

/** The Location a browser would follow: the header as it is, and resolved against the portal. */
function expectHome(response: Response) {
  expect(response.status).toBe(302)
  const location = response.headers.get('location')!
  expect(location).toBe('/')
  expect(new URL(location, 'https://portal.example').origin).toBe('https://portal.example')
}

describe('open redirect at /login and /nueva-version', () => {
  let member = ''
  beforeAll(async () => {
    member = await signIn('23456783')
  })

  it.each(PROBE)('the probe payload %s goes home', async (payload) => {
    expect((await loginLoader({ request: new Request(loginUrl(payload)), params: {}, context: loadContext })).data.redirectTo).toBe('/')
    const signedIn = new Request(loginUrl(payload), { headers: { cookie: member } })
    expectHome(await thrownResponse(loginLoader({ request: signedIn, params: {}, context: loadContext })))
    expectHome(await reloadAction({ request: formRequest('http://localhost/nueva-version', { redirectTo: payload }), params: {}, context: loadContext }))
  })

  it.each(hostile)('the visitor\'s login page keeps no %s', async (_label, payload) => {
    expect((await loginLoader({ request: new Request(loginUrl(payload)), params: {}, context: loadContext })).data.redirectTo).toBe('/')
  })

  it.each(hostile)('a signed-in member is sent home at once for %s', async (_label, payload) => {
    const request = new Request(loginUrl(payload), { headers: { cookie: member } })
    expectHome(await thrownResponse(loginLoader({ request, params: {}, context: loadContext })))
  })

  it.each(hostile)('"Recargar" goes home for %s', async (_label, payload) => {
    const request = formRequest('http://localhost/nueva-version', { redirectTo: payload })
    expectHome(await reloadAction({ request, params: {}, context: loadContext }))
  })

  it.each(PROBE)('signing in with the probe payload %s goes home', async (payload) => {
    const request = formRequest('http://localhost/login', { ci: '23456783', password: 'Socio2026', redirectTo: payload })
    const response = await loginAction({ request, params: {}, context: loadContext })
    expect(response).toBeInstanceOf(Response)
    expectHome(response as Response)
  })

  it.each(PORTAL_REDIRECTS)('a portal path %j is kept', async (input, expected) => {
    const request = formRequest('http://localhost/nueva-version', { redirectTo: input })
    expect((await reloadAction({ request, params: {}, context: loadContext })).headers.get('location')).toBe(expected)
  })
})

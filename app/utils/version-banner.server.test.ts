import { createCookie } from '@remix-run/node'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionUser } from '../../tests/session-user'

// Every test gets a fresh module: the latest version is cached in it for a minute.
const load = () => import('./version-banner.server')
beforeEach(() => vi.resetModules())
afterEach(() => vi.restoreAllMocks())

// vitest-project: sandbox (the portal's calls for the latest version reach the sandbox)
const LATEST = '2.6.0' // the sandbox's seed

const user = (ci: string | null) => sessionUser({ ci })

/** A request carrying the marker as a browser would send it back. */
async function requestWithStored(value?: string) {
  const headers = new Headers()
  if (value !== undefined) {
    const setCookie = await createCookie('currentVersionServicios').serialize(value)
    headers.set('Cookie', setCookie.split(';')[0]!)
  }
  return new Request('http://localhost/', { headers })
}

/** Counts the portal's calls for the latest version (per test worker, unlike the sandbox's counter). */
function versionCalls() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch')
  return () => fetchSpy.mock.calls.filter(([url]) => String(url).includes('/api/versions/obtener-ultima-version')).length
}

describe('readVersionBanner (BR09)', () => {
  it('does nothing, and calls nothing, for a visitor or a user without a ci', async () => {
    const calls = versionCalls()
    const { readVersionBanner } = await load()
    expect(await readVersionBanner(await requestWithStored('2.0.0'), null)).toEqual({ banner: null, setCookie: null })
    expect(await readVersionBanner(await requestWithStored('2.0.0'), user(null))).toEqual({ banner: null, setCookie: null })
    expect(calls()).toBe(0)
  })

  it('stores the latest version silently on the first visit, in a long-lived cookie', async () => {
    const { readVersionBanner } = await load()
    const state = await readVersionBanner(await requestWithStored(), user('12345672'))
    expect(state.banner).toBeNull()
    expect(state.setCookie).toMatch(/^currentVersionServicios=[^;]+; Max-Age=34560000; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    expect(await createCookie('currentVersionServicios').parse(state.setCookie)).toBe(LATEST)
  })

  it('shows the banner while the stored version differs, and not once it is the latest', async () => {
    const { readVersionBanner } = await load()
    expect(await readVersionBanner(await requestWithStored('2.0.0'), user('12345672'))).toEqual({
      banner: { latest: LATEST },
      setCookie: null,
    })
    expect(await readVersionBanner(await requestWithStored(LATEST), user('12345672'))).toEqual({ banner: null, setCookie: null })
  })

  it('asks the API at most once a minute', async () => {
    const calls = versionCalls()
    const { readVersionBanner } = await load()
    await readVersionBanner(await requestWithStored('2.0.0'), user('12345672'))
    await readVersionBanner(await requestWithStored('2.0.0'), user('12345672'))
    expect(calls()).toBe(1)
  })

  it('fails silently when the API answers an error or cannot be reached', async () => {
    const { readVersionBanner } = await load()
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ detail: 'Error interno' }, { status: 500 }))
    expect(await readVersionBanner(await requestWithStored('2.0.0'), user('12345672'))).toEqual({ banner: null, setCookie: null })

    vi.resetModules()
    const fresh = await load()
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed'))
    expect(await fresh.readVersionBanner(await requestWithStored(), user('12345672'))).toEqual({ banner: null, setCookie: null })
  })
})

describe('storeLatestVersion', () => {
  it('stores the latest version ("Recargar")', async () => {
    const { storeLatestVersion } = await load()
    expect(await createCookie('currentVersionServicios').parse(await storeLatestVersion())).toBe(LATEST)
  })

  it('stores nothing when the latest version is unknown', async () => {
    const { storeLatestVersion } = await load()
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed'))
    expect(await storeLatestVersion()).toBeNull()
  })
})

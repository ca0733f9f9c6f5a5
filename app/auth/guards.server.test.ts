import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { signIn, thrownResponse } from '../../tests/route-helpers'
import { apiCalls, clearFaults, injectFault, resetCalls, setTokenLifetime } from '../../tests/sandbox-control'
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS, keepAlive } from './auth-session.server'
import { getOptionalUser, requireAdmin, requirePermission, requireUser } from './guards.server'
import { PERMISOS } from './user'

const sandboxUrl = inject('sandboxUrl')
const DEFAULT_LIFETIME_S = 3600

const pageRequest = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })

afterEach(async () => {
  vi.useRealTimers()
  await clearFaults(sandboxUrl)
  await setTokenLifetime(sandboxUrl, DEFAULT_LIFETIME_S)
})

describe('guards', () => {
  it('send a visitor to login carrying the page asked for', async () => {
    const redirect = await thrownResponse(requireUser(pageRequest('/notas-versiones?orden=1')))
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('/login?redirectTo=%2Fnotas-versiones%3Forden%3D1')
  })

  it('let a signed-in member through with the user summary', async () => {
    const cookie = await signIn('23456783')
    const auth = await requireUser(pageRequest('/notas-versiones', cookie))
    expect(auth.user).toMatchObject({ ci: '23456783', nombre: 'Bruno', isAdmin: false })
    expect(auth.token.split('.')).toHaveLength(3)
  })

  it('send a member without the admin role or a permission home', async () => {
    const cookie = await signIn('23456783')
    expect((await thrownResponse(requireAdmin(pageRequest('/mis-datos/medios-precargados', cookie)))).headers.get('location')).toBe('/')
    const passkeys = requirePermission(pageRequest('/mis-datos/credenciales', cookie), PERMISOS.passkeyManagement)
    expect((await thrownResponse(passkeys)).headers.get('location')).toBe('/')
    const ana = await signIn('12345672')
    await expect(requireAdmin(pageRequest('/mis-datos/medios-precargados', ana))).resolves.toMatchObject({ user: { isAdmin: true } })
  })
})

describe('the upstream token', () => {
  it('is refreshed exactly once when parallel loaders need it', async () => {
    // Tokens that live 100 s are inside the 2-minute refresh margin from the start.
    await setTokenLifetime(sandboxUrl, 100)
    const cookie = await signIn('12345672')
    await setTokenLifetime(sandboxUrl, DEFAULT_LIFETIME_S)
    await resetCalls(sandboxUrl)

    const results = await Promise.all(Array.from({ length: 5 }, () => getOptionalUser(pageRequest('/', cookie))))
    expect((await apiCalls(sandboxUrl))['POST /api-token-refresh/']).toBe(1)
    const tokens = new Set(results.map((auth) => auth?.token))
    expect(tokens.size).toBe(1)

    // The fresh token lives an hour: the next request does not refresh again.
    await getOptionalUser(pageRequest('/', cookie))
    expect((await apiCalls(sandboxUrl))['POST /api-token-refresh/']).toBe(1)
  })

  it('ends the session when the refresh fails', async () => {
    await setTokenLifetime(sandboxUrl, 100)
    const cookie = await signIn('12345672')
    await injectFault(sandboxUrl, { path: '/api-token-refresh/', status: 400, body: '{"detail":"Token inválido o expirado"}', contentType: 'application/json' })
    expect(await getOptionalUser(pageRequest('/', cookie))).toBeNull()
    await clearFaults(sandboxUrl)
    expect(await getOptionalUser(pageRequest('/', cookie))).toBeNull()
  })

  it('is never used once expired: the member is signed out', async () => {
    // A minute's token, and the clock moved past it (a one-second token could expire during a slow sign-in).
    await setTokenLifetime(sandboxUrl, 60)
    const cookie = await signIn('12345672')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    vi.setSystemTime(Date.now() + 61_000)
    await resetCalls(sandboxUrl)
    expect(await getOptionalUser(pageRequest('/', cookie))).toBeNull()
    expect(await apiCalls(sandboxUrl)).toEqual({})
  })
})

describe('session clocks', () => {
  it('end an idle session after 30 minutes', async () => {
    await setTokenLifetime(sandboxUrl, 3 * 60 * 60)
    const cookie = await signIn('12345672')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    vi.setSystemTime(Date.now() + IDLE_TIMEOUT_MS - 60_000)
    expect(await getOptionalUser(pageRequest('/', cookie))).not.toBeNull()
    vi.setSystemTime(Date.now() + IDLE_TIMEOUT_MS + 1_000)
    expect(await getOptionalUser(pageRequest('/', cookie))).toBeNull()
  })

  it('end any session after 12 hours, however active', async () => {
    await setTokenLifetime(sandboxUrl, 13 * 60 * 60)
    const cookie = await signIn('12345672')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const start = Date.now()
    while (Date.now() - start < ABSOLUTE_LIFETIME_MS - 20 * 60_000) {
      vi.setSystemTime(Date.now() + 20 * 60_000)
      expect(await getOptionalUser(pageRequest('/', cookie))).not.toBeNull()
    }
    vi.setSystemTime(start + ABSOLUTE_LIFETIME_MS + 1_000)
    expect(await getOptionalUser(pageRequest('/', cookie))).toBeNull()
  })
})

describe('the idle deadline', () => {
  it('comes sooner when the token runs out before the idle timeout, and "Seguir conectado" renews it', async () => {
    await setTokenLifetime(sandboxUrl, 20 * 60)
    const cookie = await signIn('12345672')
    const auth = await getOptionalUser(pageRequest('/', cookie))
    expect(auth!.idleDeadline).toBeLessThanOrEqual(Date.now() + 20 * 60_000 + 1_000)
    expect(auth!.idleDeadline).toBeGreaterThan(Date.now() + 19 * 60_000)

    await setTokenLifetime(sandboxUrl, DEFAULT_LIFETIME_S)
    await resetCalls(sandboxUrl)
    const extended = await keepAlive(pageRequest('/sesion', cookie))
    expect((await apiCalls(sandboxUrl))['POST /api-token-refresh/']).toBe(1)
    expect(extended!.token).not.toBe(auth!.token)
    expect(extended!.idleDeadline).toBeGreaterThan(Date.now() + IDLE_TIMEOUT_MS - 5_000)
  })
})

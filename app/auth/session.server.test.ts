import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createRedisBackend, createSqliteBackend, type SessionBackend } from './session-backends.server'
import { inRequestScope } from '~/utils/request-scope.server'
import { createPortalSessionStorage, readOncePerRequest, SESSION_COOKIE, sessionChange } from './session.server'

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/15'

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 })
  try {
    await probe.connect()
    await probe.ping()
    return true
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

const hasRedis = await redisAvailable()
// CI runs with Redis: there a missing server is a failure, not a reason to skip.
if (!hasRedis && process.env.CI) throw new Error(`Redis is required in CI (${REDIS_URL})`)

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sessions-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

const backends: [string, () => SessionBackend][] = [
  ['SQLite', () => createSqliteBackend(path.join(tmp, `s-${Math.random()}.sqlite`))],
  ...(hasRedis ? ([['Redis', () => createRedisBackend(REDIS_URL, `test:${Date.now()}:`)]] as [string, () => SessionBackend][]) : []),
]

const cookieHeader = (setCookie: string) => setCookie.split(';')[0]!

describe.each(backends)('session store on %s', (_name, makeBackend) => {
  const backend = makeBackend()
  const storage = createPortalSessionStorage({ backend, secrets: ['s'.repeat(32)], secure: true })
  afterAll(() => backend.close())

  it('sends only an opaque signed id in a strict, httpOnly, secure cookie', async () => {
    const session = await storage.getSession()
    session.set('secreto', 'token-de-la-api')
    const setCookie = await storage.commitSession(session)
    expect(setCookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true)
    expect(setCookie).not.toContain('token-de-la-api')
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).toMatch(/Secure/)
  })

  it('keeps the data on the server and finds it again from the cookie', async () => {
    const session = await storage.getSession()
    session.set('borrador', { paso: 'sucursal' })
    const cookie = cookieHeader(await storage.commitSession(session))
    const again = await storage.getSession(cookie)
    expect(again.get('borrador')).toEqual({ paso: 'sucursal' })
  })

  it('updates the same session without changing its id', async () => {
    const session = await storage.getSession()
    session.set('n', 1)
    const cookie = cookieHeader(await storage.commitSession(session))
    const loaded = await storage.getSession(cookie)
    loaded.set('n', 2)
    expect(cookieHeader(await storage.commitSession(loaded))).toBe(cookie)
    expect((await storage.getSession(cookie)).get('n')).toBe(2)
  })

  it('keeps what two parallel requests change in the same session (no lost update)', async () => {
    const session = await storage.getSession()
    session.set('actividad', 1)
    session.set('borradores', { reserva: { paso: 'fecha' } })
    const cookie = cookieHeader(await storage.commitSession(session))
    // Two loaders of one page read the same session, then each commits its own change.
    const [root, step] = await Promise.all([storage.getSession(cookie), storage.getSession(cookie)])
    step.unset('borradores')
    root.set('actividad', 2)
    await storage.commitSession(step)
    await storage.commitSession(root)
    const after = await storage.getSession(cookie)
    expect(after.get('actividad')).toBe(2)
    expect(after.has('borradores')).toBe(false)
  })

  it('counts a value changed in place and set again as a change', async () => {
    const session = await storage.getSession()
    session.set('borradores', { reserva: { paso: 'sucursal' } })
    const cookie = cookieHeader(await storage.commitSession(session))
    const loaded = await storage.getSession(cookie)
    const drafts = loaded.get('borradores') as { reserva: { paso: string } }
    drafts.reserva.paso = 'sector'
    loaded.set('borradores', drafts)
    await storage.commitSession(loaded)
    expect((await storage.getSession(cookie)).get('borradores')).toEqual({ reserva: { paso: 'sector' } })
  })

  it('gives a new session one id however many times it is committed', async () => {
    const session = await storage.getSession()
    session.set('n', 1)
    const first = cookieHeader(await storage.commitSession(session))
    session.set('n', 2)
    expect(cookieHeader(await storage.commitSession(session))).toBe(first)
    expect((await storage.getSession(first)).get('n')).toBe(2)
  })

  it('does not write to an id it has no data for', async () => {
    const session = await storage.getSession()
    session.set('n', 1)
    const cookie = cookieHeader(await storage.commitSession(session))
    await storage.destroySession(await storage.getSession(cookie))
    const stale = await storage.getSession(cookie)
    stale.set('n', 2)
    expect(cookieHeader(await storage.commitSession(stale))).not.toBe(cookie)
    expect((await storage.getSession(cookie)).get('n')).toBeUndefined()
  })

  it('ignores a tampered cookie', async () => {
    const session = await storage.getSession()
    session.set('n', 1)
    const cookie = cookieHeader(await storage.commitSession(session))
    const tampered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    expect((await storage.getSession(tampered)).get('n')).toBeUndefined()
  })

  it('forgets a session after it expires', async () => {
    const session = await storage.getSession()
    session.set('n', 1)
    const cookie = cookieHeader(await storage.commitSession(session, { expires: new Date(Date.now() + 1200) }))
    expect((await storage.getSession(cookie)).get('n')).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect((await storage.getSession(cookie)).get('n')).toBeUndefined()
  })

  it('deletes the data when the session is destroyed', async () => {
    const session = await storage.getSession()
    session.set('n', 1)
    const cookie = cookieHeader(await storage.commitSession(session))
    await storage.destroySession(await storage.getSession(cookie))
    expect((await storage.getSession(cookie)).get('n')).toBeUndefined()
  })

  it('counts events in a fixed window and starts again after it', async () => {
    const key = `login:ci:${Math.random()}`
    expect(await backend.count(key)).toBe(0)
    expect(await backend.hit(key, 800)).toBe(1)
    expect(await backend.hit(key, 800)).toBe(2)
    expect(await backend.count(key)).toBe(2)
    expect(await backend.hit(`${key}-otro`, 800)).toBe(1)
    await backend.forget(`${key}-otro`)
    expect(await backend.count(`${key}-otro`)).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await backend.count(key)).toBe(0)
    expect(await backend.hit(key, 800)).toBe(1)
  })

  it('commits a compare-and-set only while the expected keys hold what was read', async () => {
    const session = await storage.getSession()
    session.set('drafts.reserva', { cantidad: 1 })
    session.set('drafts.reserva.revision', 1)
    session.set('actividad', 1)
    const cookie = cookieHeader(await storage.commitSession(session))
    // Two requests read the same revision; each changes the draft from it.
    const [fetcher, navigation] = await Promise.all([storage.getSession(cookie), storage.getSession(cookie)])
    fetcher.set('drafts.reserva', { cantidad: 2 })
    fetcher.set('drafts.reserva.revision', 2)
    navigation.set('drafts.reserva', { cantidad: 1, paso: 'pago' })
    navigation.set('drafts.reserva.revision', 2)
    navigation.set('actividad', 2)
    expect(cookieHeader((await storage.commitSessionIf(fetcher, { 'drafts.reserva.revision': 1 }))!)).toBe(cookie)
    expect(await storage.commitSessionIf(navigation, { 'drafts.reserva.revision': 1 })).toBeNull()

    // The loser wrote nothing and now holds what is stored, ready to apply its change again.
    expect(navigation.data).toEqual({ 'drafts.reserva': { cantidad: 2 }, 'drafts.reserva.revision': 2, actividad: 1 })
    const stored = await storage.getSession(cookie)
    expect(stored.data).toEqual(navigation.data)
    navigation.set('drafts.reserva', { cantidad: 2, paso: 'pago' })
    navigation.set('drafts.reserva.revision', 3)
    expect(await storage.commitSessionIf(navigation, { 'drafts.reserva.revision': 2 })).not.toBeNull()
    expect((await storage.getSession(cookie)).get('drafts.reserva')).toEqual({ cantidad: 2, paso: 'pago' })
  })

  it('expects an absent key to be absent', async () => {
    const first = await storage.getSession()
    first.set('drafts.nueva.revision', 1)
    expect(await storage.commitSessionIf(first, { 'drafts.nueva.revision': undefined })).not.toBeNull()
    const cookie = cookieHeader((await storage.commitSessionIf(first, { 'drafts.nueva.revision': 1 }))!)
    const late = await storage.getSession(cookie)
    late.set('drafts.nueva.revision', 5)
    expect(await storage.commitSessionIf(late, { 'drafts.nueva.revision': undefined })).toBeNull()
    expect((await storage.getSession(cookie)).get('drafts.nueva.revision')).toBe(1)
  })

  it('shows a flash message once', async () => {
    const session = await storage.getSession()
    session.flash('flash', { tone: 'success', message: 'Se cambio el medio de pago para la reserva' })
    const cookie = cookieHeader(await storage.commitSession(session))
    const first = await storage.getSession(cookie)
    expect(first.get('flash')).toEqual({ tone: 'success', message: 'Se cambio el medio de pago para la reserva' })
    await storage.commitSession(first)
    expect((await storage.getSession(cookie)).get('flash')).toBeUndefined()
  })
})

describe('readOncePerRequest', () => {
  const backend = createSqliteBackend(path.join(tmp, 'once.sqlite'))
  const read = vi.spyOn(backend, 'read')
  const storage = createPortalSessionStorage({ backend, secrets: ['s'.repeat(32)], secure: true })
  const getSession = readOncePerRequest(storage)
  afterAll(() => backend.close())

  async function cookieWith(data: Record<string, unknown>) {
    const session = await storage.getSession()
    for (const [key, value] of Object.entries(data)) session.set(key, value)
    return cookieHeader(await storage.commitSession(session))
  }

  it('reads the store once per Request object, however many helpers ask', async () => {
    const cookie = await cookieWith({ n: 1 })
    const request = new Request('http://localhost/', { headers: { cookie } })
    read.mockClear()
    const [a, b] = await Promise.all([getSession(request), getSession(request)])
    expect(await getSession(request)).toBe(a)
    expect(b).toBe(a)
    expect(read).toHaveBeenCalledTimes(1)
    await getSession(new Request('http://localhost/', { headers: { cookie } }))
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('still commits each change of the shared session, and only the change', async () => {
    const cookie = await cookieWith({ actividad: 1, borrador: 'a' })
    const request = new Request('http://localhost/', { headers: { cookie } })
    const session = await getSession(request)
    session.set('borrador', 'b')
    await storage.commitSession(session)
    // Another request changes a key meanwhile; this request's next commit must not undo it.
    const other = await storage.getSession(cookie)
    other.set('actividad', 2)
    await storage.commitSession(other)
    const again = await getSession(request)
    again.set('flash', 'hola')
    await storage.commitSession(again)
    expect((await storage.getSession(cookie)).data).toEqual({ actividad: 2, borrador: 'b', flash: 'hola' })
  })

  it('reads the store once per HTTP request, though each loader gets its own copy of the Request', async () => {
    const cookie = await cookieWith({ n: 1 })
    read.mockClear()
    await inRequestScope(async () => {
      const root = await getSession(new Request('http://localhost/', { headers: { cookie } }))
      const page = await getSession(new Request('http://localhost/?index', { headers: { cookie } }))
      expect(page).not.toBe(root)
      expect(page.get('n')).toBe(1)
      // Each loader's Session is its own: a change in one is not seen by the other until committed.
      root.set('n', 2)
      expect(page.get('n')).toBe(1)
    })
    expect(read).toHaveBeenCalledTimes(1)
    // A new HTTP request reads again.
    await inRequestScope(() => getSession(new Request('http://localhost/', { headers: { cookie } })))
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('reads again in the same HTTP request after a commit, so loaders after an action see its work', async () => {
    const cookie = await cookieWith({ paso: 'sucursal' })
    read.mockClear()
    await inRequestScope(async () => {
      const action = await getSession(new Request('http://localhost/paso', { method: 'POST', headers: { cookie } }))
      action.set('paso', 'sector')
      await storage.commitSession(action)
      const loader = await getSession(new Request('http://localhost/paso', { headers: { cookie } }))
      expect(loader.get('paso')).toBe('sector')
    })
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('reads again after the session is destroyed, finding none', async () => {
    const cookie = await cookieWith({ n: 1 })
    const request = new Request('http://localhost/', { headers: { cookie } })
    await storage.destroySession(await getSession(request))
    const after = await getSession(request)
    expect(after.has('n')).toBe(false)
    expect(after.id).toBe('')
  })
})

describe('sessionChange', () => {
  it('lists the keys set or changed and the keys removed, nothing else', () => {
    expect(sessionChange({ a: 1, b: { c: 2 }, d: 3 }, { a: 1, b: { c: 3 }, e: 4 })).toEqual({
      set: { b: { c: 3 }, e: 4 },
      unset: ['d'],
    })
    expect(sessionChange({ a: [1] }, { a: [1] })).toEqual({ set: {}, unset: [] })
  })
})

describe('the Redis suite', () => {
  it.skipIf(hasRedis)('is skipped only outside CI when no Redis server answers', () => {
    expect(process.env.CI).toBeFalsy()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { formRequest, loadContext, signIn } from '../../tests/route-helpers'
import { action, loader } from './sesion'

const IDLE_TIMEOUT_MS = 30 * 60 * 1000

const post = (cookie?: string) =>
  action({ request: formRequest('http://localhost/sesion', {}, cookie ? { cookie } : {}), params: {}, context: loadContext })

afterEach(() => {
  vi.useRealTimers()
})

describe('/sesion ("Seguir conectado")', () => {
  it('touches the session and answers its new idle deadline', async () => {
    const cookie = await signIn('23456783')
    // A while after the last page: the session's clock moves to now.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 60_000)
    const { idleDeadline } = await post(cookie)
    expect(idleDeadline).toBe(Date.now() + IDLE_TIMEOUT_MS)
  })

  it('sends a visitor to login', async () => {
    const redirect = await post().then(
      () => null,
      (error: unknown) => error,
    )
    expect((redirect as Response).headers.get('location')).toMatch(/^\/login/)
  })

  it('goes home on GET', () => {
    expect(loader().headers.get('location')).toBe('/')
  })
})

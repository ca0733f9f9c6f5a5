import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dependsOnSession, NO_STORE, noStoreForSessions } from './no-store'

describe('dependsOnSession', () => {
  it.each([
    [{ cookie: '__session=abc' }, undefined, true],
    [{ cookie: 'currentVersionServicios=2.6.0; __session=abc' }, undefined, true],
    [{}, '__session=abc; Path=/', true],
    [{}, ['currentVersionServicios=2.6.0'], true],
    [{ cookie: 'currentVersionServicios=2.6.0' }, undefined, false],
    [{ cookie: 'not__session=x' }, undefined, false],
    [{}, [], false],
    // The stylesheet cookie is the same for everyone: a visitor's first page may still be kept.
    [{}, ['estilos=abc; Path=/'], false],
    [{}, ['estilos=abc; Path=/', 'currentVersionServicios=2.6.0'], true],
    [{}, undefined, false],
  ])('%j setting %j: %s', (headers, setCookie, expected) => {
    expect(dependsOnSession(headers, setCookie)).toBe(expected)
  })
})

describe('noStoreForSessions over HTTP', () => {
  let base = ''
  let close = () => {}
  beforeAll(async () => {
    const app = express()
    app.use(noStoreForSessions)
    // A route that asks to be cached, as a Remix document or a `.data` answer might.
    app.get('/page', (_req, res) => void res.set('Cache-Control', 'public, max-age=300').send('<p>hola</p>'))
    app.get('/login', (_req, res) => void res.set('Set-Cookie', '__session=nuevo; Path=/').redirect('/'))
    app.get('/stream', (_req, res) => {
      res.write('a')
      res.end('b')
    })
    const server = app.listen(0)
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  const get = (path: string, cookie?: string) =>
    fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

  it('keeps a visitor page as the route asked', async () => {
    expect((await get('/page')).headers.get('cache-control')).toBe('public, max-age=300')
    expect((await get('/page', 'currentVersionServicios=2.6.0')).headers.get('cache-control')).toBe('public, max-age=300')
  })

  it('stores nothing for a request with a session', async () => {
    expect((await get('/page', '__session=abc')).headers.get('cache-control')).toBe(NO_STORE)
    expect((await get('/stream', '__session=abc')).headers.get('cache-control')).toBe(NO_STORE)
  })

  it('stores nothing for a response that starts a session, redirects included', async () => {
    const response = await get('/login')
    expect(response.status).toBe(302)
    expect(response.headers.get('cache-control')).toBe(NO_STORE)
  })
})

/**
 * The route matching the server does on every request, as patched (patches/@remix-run+router+*.patch): a route tree
 * is flattened and ranked once per tree, a path pattern compiled once, and a path's matches kept per tree, so these pin
 * that the answers stay exact.
 */
import { createRequire } from 'node:module'
import type * as RemixRouter from '@remix-run/router'
import type * as ReactRouterServer from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'

// The build the server loads (`require`, as @remix-run/server-runtime does), which the patch changes.
const { matchPath, matchRoutes } = createRequire(import.meta.url)('@remix-run/router') as typeof RemixRouter

const ids = (matches: ReturnType<typeof matchRoutes>) => matches?.map((match) => match.route.id) ?? null

describe('route matching, flattened once per route tree', () => {
  it('answers every path of a tree as before, again and again', () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'step', path: 'agenda/:step' }, { id: 'home', index: true }] }]
    for (let round = 0; round < 3; round++) {
      expect(ids(matchRoutes(routes, '/agenda/fecha'))).toEqual(['root', 'step'])
      expect(matchRoutes(routes, '/agenda/fecha')?.at(-1)?.params).toEqual({ step: 'fecha' })
      expect(ids(matchRoutes(routes, '/'))).toEqual(['root', 'home'])
      expect(matchRoutes(routes, '/otra/cosa')).toBeNull()
    }
  })

  it('ranks a tree once: the server never changes its tree, so a change made in place after a match is not seen', () => {
    const routes = [{ id: 'a', path: '/a' }]
    expect(ids(matchRoutes(routes, '/a'))).toEqual(['a'])
    routes.push({ id: 'b', path: '/b' })
    expect(matchRoutes(routes, '/b')).toBeNull()
  })

  it('never answers one tree with another: a new tree is flattened on its own', () => {
    const first = [{ id: 'a', path: '/a' }]
    const second = [{ id: 'b', path: '/a' }]
    expect(ids(matchRoutes(first, '/a'))).toEqual(['a'])
    expect(ids(matchRoutes(second, '/a'))).toEqual(['b'])
  })

  it('keeps the answer for a path, and gives each caller its own matches to change', () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'pase', path: 'pases/:id' }] }]
    const first = matchRoutes(routes, '/pases/7')!
    const params: Record<string, string | undefined> = first.at(-1)!.params
    params.id = 'cambiado'
    first.pop()
    const again = matchRoutes(routes, '/pases/7')!
    expect(ids(again)).toEqual(['root', 'pase'])
    expect(again.at(-1)!.params).toEqual({ id: '7' })
    expect(again).not.toBe(matchRoutes(routes, '/pases/7'))
    // An encoded path is the decoded one; another id is another answer.
    expect(matchRoutes(routes, '/pases/%C3%B1')?.at(-1)?.params).toEqual({ id: 'ñ' })
    expect(matchRoutes(routes, '/pases/8')?.at(-1)?.params).toEqual({ id: '8' })
  })

  it('keeps answers for a bounded number of paths, and answers the same past the bound', () => {
    const routes = [{ id: 'pase', path: '/pases/:id' }]
    for (let id = 0; id < 2500; id++) expect(matchRoutes(routes, `/pases/${id}`)?.[0]?.params).toEqual({ id: String(id) })
    expect(matchRoutes(routes, '/pases/1')?.[0]?.params).toEqual({ id: '1' })
  })

  it('compiles a pattern once but keeps its case sensitivity and end apart', () => {
    expect(matchPath({ path: '/Mis-Datos', caseSensitive: true }, '/mis-datos')).toBeNull()
    expect(matchPath({ path: '/Mis-Datos', caseSensitive: false }, '/mis-datos')?.pathname).toBe('/mis-datos')
    expect(matchPath({ path: '/pagos', end: false }, '/pagos/retorno')?.pathnameBase).toBe('/pagos')
    expect(matchPath({ path: '/pagos', end: true }, '/pagos/retorno')).toBeNull()
  })
})

// The server's render (patches/react-router-dom+*.patch, patches/@remix-run+react+*.patch): Remix builds its React
// routes once per assets manifest and the static router its data routes once per tree, so the matching above finds
// its ranked tree kept on every render too. The build the server loads, as above.
const { createStaticHandler, createStaticRouter } = createRequire(import.meta.url)('react-router-dom/server') as typeof ReactRouterServer

describe('the static router of a render, made once per route tree', () => {
  const context = async (routes: Parameters<typeof createStaticHandler>[0], url: string) => {
    const answer = await createStaticHandler(routes).query(new Request(`http://portal.test${url}`))
    if (answer instanceof Response) throw new Error('a page was expected')
    return answer
  }

  it('gives every render of a tree the same data routes, matched as before', async () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'step', path: 'agenda/:step' }, { id: 'home', index: true }] }]
    const fecha = createStaticRouter(routes, await context(routes, '/agenda/fecha'))
    const home = createStaticRouter(routes, await context(routes, '/'))
    expect(home.routes).toBe(fecha.routes)
    expect(fecha.state.matches.map((match) => match.route.id)).toEqual(['root', 'step'])
    expect(fecha.state.matches.at(-1)?.params).toEqual({ step: 'fecha' })
    expect(home.state.matches.map((match) => match.route.id)).toEqual(['root', 'home'])
  })

  it('makes another tree its own data routes', async () => {
    const first = [{ id: 'a', path: '/a' }]
    const second = [{ id: 'b', path: '/a' }]
    const one = createStaticRouter(first, await context(first, '/a'))
    const other = createStaticRouter(second, await context(second, '/a'))
    expect(other.routes).not.toBe(one.routes)
    expect(other.state.matches.map((match) => match.route.id)).toEqual(['b'])
  })
})

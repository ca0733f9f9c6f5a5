/**
 * The route matching the server does on every request, as patched (patches/@remix-run+router+*.patch): a route tree
 * is flattened and ranked once per tree and a path pattern compiled once, so these pin that the answers stay exact.
 */
import { createRequire } from 'node:module'
import type * as RemixRouter from '@remix-run/router'
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

  it('compiles a pattern once but keeps its case sensitivity and end apart', () => {
    expect(matchPath({ path: '/Mis-Datos', caseSensitive: true }, '/mis-datos')).toBeNull()
    expect(matchPath({ path: '/Mis-Datos', caseSensitive: false }, '/mis-datos')?.pathname).toBe('/mis-datos')
    expect(matchPath({ path: '/pagos', end: false }, '/pagos/retorno')?.pathnameBase).toBe('/pagos')
    expect(matchPath({ path: '/pagos', end: true }, '/pagos/retorno')).toBeNull()
  })
})

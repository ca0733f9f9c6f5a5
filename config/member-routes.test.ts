import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isMemberRouteFile, memberRoute, memberRoutes } from './member-routes.js'

const pathOf = (file: string, product = 'mutual') => memberRoute(file, product).path

describe('the member-area route mapper', () => {
  it('maps the area home and its pages under /mi-{product}', () => {
    expect(pathOf('mi-producto.tsx')).toBe('/mi-mutual')
    expect(pathOf('mi-producto.proximos-servicios.tsx')).toBe('/mi-mutual/proximos-servicios')
    expect(pathOf('mi-producto.proximos-servicios.tsx', 'salud')).toBe('/mi-salud/proximos-servicios')
  })

  it('turns $name segments into parameters', () => {
    expect(pathOf('mi-producto.proximos-servicios.$id.calendario.tsx')).toBe('/mi-mutual/proximos-servicios/:id/calendario')
  })

  it('turns a lone $ into a splat', () => {
    expect(pathOf('mi-producto.documentos.$.tsx')).toBe('/mi-mutual/documentos/*')
  })

  it('maps _index to an index route at its parent path', () => {
    expect(memberRoute('mi-producto.documentos._index.tsx', 'mutual')).toEqual({
      id: 'routes/mi-producto.documentos._index',
      file: 'routes/mi-producto.documentos._index.tsx',
      path: '/mi-mutual/documentos',
      index: true,
    })
  })

  it('adds no path for a pathless segment and drops a trailing underscore', () => {
    expect(pathOf('mi-producto._privado.datos.tsx')).toBe('/mi-mutual/datos')
    expect(pathOf('mi-producto.pagos_.nuevo.tsx')).toBe('/mi-mutual/pagos/nuevo')
  })

  it('keeps ids and files as Remix names them', () => {
    expect(memberRoute('mi-producto.proximos-servicios.$id.tsx', 'mutual')).toEqual({
      id: 'routes/mi-producto.proximos-servicios.$id',
      file: 'routes/mi-producto.proximos-servicios.$id.tsx',
      path: '/mi-mutual/proximos-servicios/:id',
      index: false,
    })
  })

  it('takes member-area modules only: no tests, no other routes, no look-alike names', () => {
    expect(['mi-producto.tsx', 'mi-producto.a.ts', 'mi-producto.a.test.tsx', 'mi-productos.tsx', 'login.tsx', 'mi-producto.css'].filter(isMemberRouteFile)).toEqual([
      'mi-producto.tsx',
      'mi-producto.a.ts',
    ])
  })

  it("maps today's member-area files as before", () => {
    const routes = memberRoutes(fs.readdirSync('app/routes'), 'mutual')
    expect(Object.fromEntries(routes.map((route) => [route.id, route.path]))).toMatchObject({
      'routes/mi-producto': '/mi-mutual',
      'routes/mi-producto.proximos-servicios': '/mi-mutual/proximos-servicios',
      'routes/mi-producto.proximos-servicios.$id': '/mi-mutual/proximos-servicios/:id',
      'routes/mi-producto.proximos-servicios.$id.calendario': '/mi-mutual/proximos-servicios/:id/calendario',
    })
  })
})

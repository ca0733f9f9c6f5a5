import { describe, expect, it } from 'vitest'
import { routeModules, type ManifestRoute } from './preload-route'

const routes: Record<string, ManifestRoute> = {
  root: { id: 'root', path: '', module: '/build/root.js' },
  'routes/agenda_.servicios-administrativos.sector': {
    id: 'routes/agenda_.servicios-administrativos.sector',
    parentId: 'root',
    path: 'agenda/servicios-administrativos/sector',
    module: '/build/routes/sector.js',
    imports: ['/build/_shared/chunk-a.js'],
  },
  'routes/agenda_.servicios-administrativos.$': {
    id: 'routes/agenda_.servicios-administrativos.$',
    parentId: 'root',
    path: 'agenda/servicios-administrativos/*',
    module: '/build/routes/splat.js',
  },
  'routes/mi-producto': { id: 'routes/mi-producto', parentId: 'root', path: 'mi-mutual', module: '/build/routes/layout.js' },
  'routes/mi-producto._index': { id: 'routes/mi-producto._index', parentId: 'routes/mi-producto', index: true, module: '/build/routes/home.js' },
  'routes/mi-producto.proximos-servicios': {
    id: 'routes/mi-producto.proximos-servicios',
    parentId: 'routes/mi-producto',
    path: 'proximos-servicios',
    module: '/build/routes/list.js',
  },
}

describe('routeModules', () => {
  it('finds a step by its whole path, with its shared chunks', () => {
    expect(routeModules(routes, '/agenda/servicios-administrativos/sector')).toEqual(['/build/routes/sector.js', '/build/_shared/chunk-a.js'])
  })

  it('joins the paths of nested routes, and prefers the index route of a layout', () => {
    expect(routeModules(routes, '/mi-mutual/proximos-servicios')).toEqual(['/build/routes/list.js'])
    expect(routeModules(routes, '/mi-mutual')).toEqual(['/build/routes/home.js'])
  })

  it('names nothing for a path no static route has (a splat would only guess)', () => {
    expect(routeModules(routes, '/agenda/servicios-administrativos/otro')).toEqual([])
  })
})

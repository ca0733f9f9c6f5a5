// The browser build's grouping plan (scripts/browser-build-groups.mjs), on a compiler output made up for the test:
// the entry and the root, and 40 routes in journeys, each with the chunks it imports.
import { describe, expect, it } from 'vitest'
import { journeyOf, planGroups, SHELL_SHARE } from '../scripts/browser-build-groups.mjs'

type Graph = Record<string, string[]>

function compiled(routeImports: Record<string, string[]>, more: Graph = {}) {
  const graph: Graph = { 'entry.js': ['framework.js'], 'framework.js': ['runtime.js'], 'root.js': ['header.js'], ...more }
  const routes = [{ id: 'root', file: 'root.js' }]
  for (const [id, chunks] of Object.entries(routeImports)) {
    graph[`${id}.js`] = chunks
    routes.push({ id, file: `${id}.js` })
  }
  return planGroups({ entryFile: 'entry.js', routes, staticImports: (file: string) => graph[file] ?? [] })
}

/** 40 routes: 30 simple pages, and two wizards of 5 steps each. */
function portal(extra: Record<string, string[]> = {}) {
  const routes: Record<string, string[]> = {}
  for (let page = 0; page < 30; page++) routes[`routes/pagina-${page}`] = []
  for (const step of ['a', 'b', 'c', 'd', 'e']) {
    routes[`routes/agenda_.consulta-medica.${step}`] = []
    routes[`routes/medicamentos.nueva-solicitud.${step}`] = []
  }
  for (const [id, chunks] of Object.entries(extra)) routes[id] = [...(routes[id] ?? []), ...chunks]
  return routes
}

const usedBy = (chunk: string, ids: string[]) => Object.fromEntries(ids.map((id) => [id, [chunk]]))
const pages = (count: number, from = 0) => Array.from({ length: count }, (_, page) => `routes/pagina-${from + page}`)

describe('journeyOf', () => {
  it.each([
    ['routes/agenda_.consulta-medica.fecha', 'agenda_.consulta-medica'],
    ['routes/agenda_.consulta-medica.reserva-finalizada.calendario', 'agenda_.consulta-medica'],
    ['routes/mi-producto.pases-terceros', 'mi-producto.pases-terceros'],
    ['routes/mi-producto.pases-terceros.$id', 'mi-producto.pases-terceros'],
    ['routes/mi-producto.pagos-pendientes.pago.$type.$id', 'mi-producto.pagos-pendientes'],
    ['routes/ayuda', 'ayuda'],
    ['root', null],
  ])('%s → %s', (routeId, journey) => {
    expect(journeyOf(routeId)).toBe(journey)
  })
})

describe('planGroups', () => {
  it('puts what the entry and the root load, however deep, in the shell', () => {
    const plan = compiled(portal())
    expect(plan.shell).toEqual(['framework.js', 'header.js', 'runtime.js'])
  })

  it('puts a chunk in the shell from the share of routes that load it', () => {
    const atShare = Math.ceil(SHELL_SHARE * 40)
    const plan = compiled(portal({ ...usedBy('many.js', pages(atShare)), ...usedBy('few.js', pages(atShare - 1, 15)) }))
    expect(plan.shell).toContain('many.js')
    expect(plan.shell).not.toContain('few.js')
  })

  it('counts a chunk imported through another chunk as loaded by the route', () => {
    const plan = compiled(portal(usedBy('form.js', pages(5))), { 'form.js': ['errors.js'] })
    expect(plan.shell).toContain('errors.js')
  })

  it('gives a journey the chunks only its routes share', () => {
    const medical = ['a', 'b', 'c'].map((step) => `routes/agenda_.consulta-medica.${step}`)
    const plan = compiled(portal(usedBy('slots.js', medical)))
    expect(plan.journeys.get('agenda_.consulta-medica')).toEqual(['slots.js'])
    expect(plan.journeyOf.get('routes/agenda_.consulta-medica.a')).toBe('agenda_.consulta-medica')
  })

  it('leaves where they are a chunk two journeys share and a chunk of one route', () => {
    const plan = compiled(
      portal({
        'routes/agenda_.consulta-medica.a': ['card.js', 'calendar.js'],
        'routes/medicamentos.nueva-solicitud.e': ['card.js'],
      }),
    )
    expect([...plan.journeys.values()].flat()).toEqual([])
    expect(plan.shell).not.toContain('card.js')
    expect(plan.shell).not.toContain('calendar.js')
  })
})

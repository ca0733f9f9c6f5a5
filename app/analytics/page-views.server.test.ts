import { afterEach, describe, expect, it } from 'vitest'
import { anonymousPath, recordPageView, setPageViewSink, type PageView } from './page-views.server'

describe('page views', () => {
  afterEach(() => setPageViewSink(null))

  it('masks every segment with a number, query strings included', () => {
    expect(anonymousPath('/mi-mutual/proximos-servicios/123')).toBe('/mi-mutual/proximos-servicios/:id')
    expect(anonymousPath('/medicamentos-recetados/nueva-solicitud/localidad')).toBe('/medicamentos-recetados/nueva-solicitud/localidad')
  })

  it('sends one event per call without the query string', () => {
    const events: PageView[] = []
    setPageViewSink((event) => events.push(event))
    recordPageView(new Request('http://localhost/documentos-firmados/12345672?cedula=12345672'), true)
    expect(events).toEqual([{ type: 'page_view', path: '/documentos-firmados/:id', signedIn: true, at: expect.any(String) }])
  })

  it('never lets a failing sink break the page', () => {
    setPageViewSink(() => {
      throw new Error('down')
    })
    expect(() => recordPageView(new Request('http://localhost/ayuda'), false)).not.toThrow()
  })
})

import { describe, expect, it } from 'vitest'
import { legibleAddress } from './request-shape'

describe('legibleAddress', () => {
  it('passes an ordinary address on as it is', () => {
    for (const address of ['/', '/ayuda', '/mi-mutual/pagos-pendientes/couta/70001?volver=1', '/agenda/consulta-medica/hora?dia=2026-11-28&x=%C3%B1', '/pases/%C3%B1'])
      expect(legibleAddress(address)).toBe(address)
  })

  it('takes the `%` of a path that does not decode literally, so nothing of it is decoded or printed', () => {
    expect(legibleAddress('/mi-mutual/pases-terceros/12345672%ff')).toBe('/mi-mutual/pases-terceros/12345672%25ff')
    expect(legibleAddress('/ana.perez@example.com%E0%A4%A')).toBe('/ana.perez@example.com%25E0%25A4%25A')
    // The query is no path: the router never decodes it, and a page reads it with the lenient URLSearchParams.
    expect(legibleAddress('/x%ff?a=%ff')).toBe('/x%25ff?a=%ff')
  })

  it('drops the `_data` parameter of the data requests of before single fetch, and keeps the rest', () => {
    expect(legibleAddress('/ayuda?_data=routes/ayuda')).toBe('/ayuda')
    expect(legibleAddress('/medicamentos/recetas/ver-indicaciones?receta=7001&_data=x&farmaco=10452')).toBe(
      '/medicamentos/recetas/ver-indicaciones?receta=7001&farmaco=10452',
    )
    expect(legibleAddress('/?a=1&_data')).toBe('/?a=1')
    // A path named like the parameter is a path.
    expect(legibleAddress('/_data')).toBe('/_data')
  })
})

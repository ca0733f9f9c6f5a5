import { describe, expect, it } from 'vitest'
import { BackLink } from './back-link'
import { renderInRoute } from '../../tests/component-helpers'

describe('BackLink', () => {
  it('is a real link to the previous step, labelled "Volver" by default', () => {
    expect(renderInRoute(<BackLink to="/agenda/cedula" />, '/agenda/sucursal')).toBe(
      '<a class="back-link" data-discover="true" href="/agenda/cedula">Volver</a>',
    )
  })

  it('keeps the query of the target and accepts its own label', () => {
    expect(renderInRoute(<BackLink to="/agenda/cedula?continuar">Volver al menú principal</BackLink>, '/agenda/sucursal')).toBe(
      '<a class="back-link" data-discover="true" href="/agenda/cedula?continuar">Volver al menú principal</a>',
    )
  })
})

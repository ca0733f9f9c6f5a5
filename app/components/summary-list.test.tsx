import { describe, expect, it } from 'vitest'
import { SummaryList } from './summary-list'
import { renderInRoute, tags } from '../../tests/component-helpers'

describe('SummaryList', () => {
  const html = renderInRoute(
    <SummaryList
      rows={[
        { key: 'Cédula', value: '1.234.567-2', action: { to: '/reserva/cedula', label: 'Cambiar' } },
        {
          key: 'Sucursal',
          value: <strong>Centro</strong>,
          action: { to: '/reserva/sucursal', label: 'Cambiar', visuallyHiddenText: 'la sucursal' },
        },
        { key: 'Costo', value: 'Gratis' },
      ]}
    />,
    '/reserva/confirmacion',
  )

  it('pairs each question and answer in a description list', () => {
    expect(html).toMatch(/^<dl class="summary-list">/)
    expect(html).toContain(
      '<div class="summary-list__row"><dt class="summary-list__key">Sucursal</dt><dd class="summary-list__value"><strong>Centro</strong></dd>',
    )
  })

  it('gives each "Cambiar" link a full name for screen readers, defaulting to the question', () => {
    expect(html).toContain('<a data-discover="true" href="/reserva/cedula">Cambiar<span class="visually-hidden"> Cédula</span></a>')
    expect(html).toContain('>Cambiar<span class="visually-hidden"> la sucursal</span></a>')
  })

  it('renders no action cell for a row without an action', () => {
    expect(tags(html).filter((tag) => tag.name === 'a')).toHaveLength(2)
    expect(html).toContain('<dd class="summary-list__value">Gratis</dd></div></dl>')
  })
})

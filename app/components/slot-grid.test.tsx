import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AvailableHour } from '~/domain/admin-booking'
import { SlotGrid } from './slot-grid'
import { byId, tags } from '../../tests/component-helpers'

const hour = (horaInicio: string, disponibles: number): AvailableHour => ({ hora: `${horaInicio}:00`, disponibles, horaInicio })
const hours = [hour('09:00', 2), hour('09:30', 0), hour('12:00', 1), hour('18:30', 3)]

const render = (props: Partial<Parameters<typeof SlotGrid>[0]> = {}) =>
  renderToStaticMarkup(<SlotGrid legend="Horario" name="hour" id="hora-hour" hours={hours} band={0} {...props} />)

const offered = (html: string) =>
  tags(html)
    .filter((tag) => tag.name === 'input')
    .map((tag) => tag.attrs.value)

describe('SlotGrid', () => {
  it('offers every hour with a free place, as radios in a list', () => {
    const html = render()
    expect(offered(html)).toEqual(['09:00:00', '12:00:00', '18:30:00'])
    expect(html).toContain('<ul class="slot-grid">')
    expect(html).toContain(
      '<label for="hora-hour" class="choice__label"><span aria-hidden="true">09:00</span><span class="visually-hidden">09:00, 2 lugares disponibles</span></label>',
    )
  })

  it('offers only the hours of the chosen band', () => {
    expect(offered(render({ band: 2 }))).toEqual(['12:00:00'])
    expect(byId(render({ band: 3 }), 'hora-hour').attrs.value).toBe('18:30:00')
  })

  it('says so when the band has no free hour', () => {
    const html = render({ hours: [hour('09:00', 2)], band: 3 })
    expect(offered(html)).toEqual([])
    expect(html).toContain('No hay horarios disponibles en la franja seleccionada.')
  })

  it('checks the default hour and shows the error on the group', () => {
    const html = render({ defaultValue: '12:00:00', error: 'Seleccione un horario' })
    expect(
      tags(html)
        .filter((tag) => 'checked' in tag.attrs)
        .map((tag) => tag.attrs.value),
    ).toEqual(['12:00:00'])
    expect(tags(html).find((tag) => tag.name === 'fieldset')?.attrs['aria-describedby']).toBe('hora-hour-error')
    expect(byId(html, 'hora-hour-error')).toBeTruthy()
  })
})

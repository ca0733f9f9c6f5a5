import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SlotGrid, slotPositionId, type Slot } from './slot-grid'
import { byId, tags } from '../../tests/component-helpers'

const slot = (label: string, places: number): Slot => ({ value: `${label}:00`, label, accessibleLabel: `${label}, ${places} lugares disponibles` })
const slots = [slot('09:00', 2), slot('12:00', 1), slot('18:30', 3)]

const render = (props: Partial<Parameters<typeof SlotGrid>[0]> = {}) =>
  renderToStaticMarkup(<SlotGrid legend="Horario" name="hour" id="hora-hour" slots={slots} empty="No hay horarios disponibles en la franja seleccionada." {...props} />)

const offered = (html: string) =>
  tags(html)
    .filter((tag) => tag.name === 'input')
    .map((tag) => tag.attrs.value)

describe('SlotGrid', () => {
  it('offers every slot it is given, as radios in a list, named for screen readers', () => {
    const html = render()
    expect(offered(html)).toEqual(['09:00:00', '12:00:00', '18:30:00'])
    expect(html).toContain('<ul class="slot-grid">')
    expect(html).toContain(
      '<label for="hora-hour" class="choice__label"><span aria-hidden="true">09:00</span><span class="visually-hidden">09:00, 2 lugares disponibles</span></label>',
    )
  })

  it('links the error summary to the first slot offered', () => {
    expect(byId(render({ slots: [slot('18:30', 3)] }), 'hora-hour').attrs.value).toBe('18:30:00')
  })

  it('names each item by its place, so that a link can open the page at the first slot it adds', () => {
    const html = render()
    expect(tags(html).filter((tag) => tag.name === 'li').map((tag) => tag.attrs.id)).toEqual(['hora-hour-lugar-1', 'hora-hour-lugar-2', 'hora-hour-lugar-3'])
    expect(slotPositionId('hora-hour', 2)).toBe('hora-hour-lugar-3')
  })

  it('says what it is given to say when no slot is offered', () => {
    const html = render({ slots: [] })
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

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { isAvailableDay } from '~/domain/admin-booking'
import { labelMonth } from '~/domain/calendar.server'
import { Calendar } from './calendar'
import { byId, describedByIds, tags } from '../../tests/component-helpers'

const months = [
  {
    month: 11,
    year: 2026,
    days: [
      { fecha: '2026-11-20', idEstado: 2 },
      { fecha: '2026-11-23', idEstado: 1 },
      { fecha: '2026-11-24', idEstado: 3 },
      { fecha: '2026-11-30', idEstado: 1 },
    ],
  },
  { month: 12, year: 2026, days: [{ fecha: '2026-12-01', idEstado: 1 }] },
].map((month) => labelMonth(month, isAvailableDay))

const render = (props: Partial<Parameters<typeof Calendar>[0]> = {}) =>
  renderToStaticMarkup(
    <Calendar legend="Fecha" hint="Solo días con lugares" name="date" id="fecha-date" months={months} {...props} />,
  )

const radios = (html: string) => tags(html).filter((tag) => tag.name === 'input' && tag.attrs.type === 'radio')

describe('Calendar', () => {
  it('draws one captioned table per month with a Monday-first header', () => {
    const html = render()
    expect(html.match(/<table/g)).toHaveLength(2)
    expect(html).toContain('<caption class="calendar__caption">Noviembre 2026</caption>')
    expect(html).toContain('<caption class="calendar__caption">Diciembre 2026</caption>')
    const headers = [
      ...html.matchAll(/<th scope="col"[^>]*><span aria-hidden="true">([^<]+)<\/span><span class="visually-hidden">([^<]+)</g),
    ]
    expect(headers.slice(0, 7).map((match) => match[2])).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ])
  })

  it('starts each month under its weekday: 1 November 2026 is a Sunday', () => {
    const firstWeek = render().split('<tbody>')[1]!.split('</tr>')[0]!
    expect(firstWeek.match(/calendar__day--outside/g)).toHaveLength(6)
    expect(firstWeek).toMatch(/calendar__day--unavailable">1<\/td>$/)
  })

  it('offers only the days in state 1, each named in full', () => {
    const html = render()
    expect(radios(html).map((radio) => radio.attrs.value)).toEqual(['2026-11-23', '2026-11-30', '2026-12-01'])
    expect(html).toContain(
      '<label for="fecha-date" class="choice__label calendar__choice"><span aria-hidden="true">23</span><span class="visually-hidden">lunes 23 de noviembre</span></label>',
    )
    expect(html).toContain('<td class="calendar__day calendar__day--unavailable">20</td>')
    expect(html).toContain('<td class="calendar__day calendar__day--unavailable">24</td>')
  })

  it('gives the first offered day the field id and checks the default day', () => {
    const html = render({ defaultValue: '2026-11-30' })
    expect(byId(html, 'fecha-date').attrs.value).toBe('2026-11-23')
    expect(
      radios(html)
        .filter((radio) => 'checked' in radio.attrs)
        .map((radio) => radio.attrs.value),
    ).toEqual(['2026-11-30'])
  })

  it('describes the group by its hint and, when there is one, its error', () => {
    const fieldset = (html: string) => tags(html).find((tag) => tag.name === 'fieldset')!
    const plain = render()
    expect(describedByIds(plain, fieldset(plain))).toEqual(['fecha-date-hint'])
    const failed = render({ error: 'Seleccione una fecha' })
    expect(describedByIds(failed, fieldset(failed))).toEqual(['fecha-date-hint', 'fecha-date-error'])
    expect(failed).toContain('Seleccione una fecha</p>')
  })

  it('draws the same grid from the offered days alone: the other days come from the month', () => {
    const offeredOnly = months.map((month) => ({ ...month, days: month.days.filter((day) => day.offered) }))
    expect(offeredOnly[0]!.days.length).toBeLessThan(months[0]!.days.length)
    expect(render({ months: offeredOnly, defaultValue: '2026-11-30' })).toBe(render({ defaultValue: '2026-11-30' }))
  })
})

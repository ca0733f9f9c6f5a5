import { describe, expect, it } from 'vitest'
import { AppointmentCard, type AppointmentCardCopy } from './appointment-card'
import { byId, renderInRoute, tags } from '../../tests/component-helpers'

const copy: AppointmentCardCopy = {
  title: 'Próxima consulta',
  none: 'No tiene consultas.',
  book: 'Reservar',
  seeAll: 'Ver todas',
  seeAllContext: 'las consultas',
}

const render = (state: Parameters<typeof AppointmentCard<string>>[0]['state']) =>
  renderInRoute(
    <AppointmentCard id="tarjeta" copy={copy} state={state} seeAllTo="/todas" bookTo="/reservar" details={(next) => <p>{next}</p>} />,
  )

describe('AppointmentCard', () => {
  it('is a section named by its heading', () => {
    const html = render({ status: 'ok', next: null })
    expect(html).toMatch(/^<section aria-labelledby="tarjeta" class="card appointment-card"><h3 id="tarjeta" class="card__title">Próxima consulta<\/h3>/)
    expect(byId(html, 'tarjeta').name).toBe('h3')
  })

  it('shows the next item and a link to all of them, named for screen readers', () => {
    const html = render({ status: 'ok', next: 'Lunes 09:30' })
    expect(html).toContain('<p>Lunes 09:30</p>')
    expect(html).toContain('<a data-discover="true" href="/todas">Ver todas<span class="visually-hidden"> las consultas</span></a>')
    expect(html).not.toContain('/reservar')
  })

  it('offers to book when there is nothing ahead', () => {
    const html = render({ status: 'ok', next: null })
    expect(html).toContain('<p>No tiene consultas.</p><p><a data-discover="true" href="/reservar">Reservar</a></p>')
    expect(html).not.toContain('/todas')
  })

  it("reports the card's own error as a warning, with no links", () => {
    const html = render({ status: 'error', message: 'No se pudo consultar.' })
    expect(html).toContain('<span class="warning-text__icon" aria-hidden="true">!</span>')
    expect(html).toContain('No se pudo consultar.</strong>')
    expect(tags(html).filter((tag) => tag.name === 'a')).toEqual([])
  })
})

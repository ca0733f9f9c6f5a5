import { describe, expect, it } from 'vitest'
import { ButtonLink } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { byId, renderInRoute } from '../../tests/component-helpers'

const render = (confirming: boolean) =>
  renderInRoute(
    <ConfirmDialog id="confirmar" question="¿Seguro?" yesLabel="Sí" noLabel="No" confirming={confirming} backTo="/reserva/1">
      {(open) => (
        <ButtonLink to="/reserva/1?cancelar" onClick={open}>
          Cancelar
        </ButtonLink>
      )}
    </ConfirmDialog>,
    '/reserva/1',
  )

describe('ConfirmDialog, as the server renders it (and as it stays without JavaScript)', () => {
  it('shows only the link to the confirmation state, and no dialog yet', () => {
    expect(render(false)).toBe('<a class="button button--primary" data-discover="true" href="/reserva/1?cancelar">Cancelar</a>')
  })

  it('renders the confirmation state as an in-page section: the question, a POST form and a link back', () => {
    const html = render(true)
    expect(html).toBe(
      '<section class="confirm-box stack" aria-labelledby="confirmar"><h2 id="confirmar">¿Seguro?</h2>' +
        '<form method="post" action="/reserva/1" class="button-group" data-discover="true">' +
        '<button type="submit" class="button button--warning">Sí</button>' +
        '<a class="button button--secondary" data-discover="true" href="/reserva/1">No</a></form></section>',
    )
    expect(byId(html, 'confirmar').name).toBe('h2')
  })
})

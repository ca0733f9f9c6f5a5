import { describe, expect, it } from 'vitest'
import { ButtonLink } from './button'
import { ConfirmDialog, PageDialog } from './confirm-dialog'
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

describe('PageDialog, as the server renders it', () => {
  const renderDialog = (requested: boolean, opensOnArrival = false, inPageOnceClosed = false) =>
    renderInRoute(
      <PageDialog
        id="contrato"
        title="Contrato de uso"
        requested={requested}
        opensOnArrival={opensOnArrival}
        inPageOnceClosed={inPageOnceClosed}
        className="card stack"
        content={({ modal }) => <p>{modal ? 'en un modal' : 'en la página'}</p>}
      >
        {(open) => (
          <ButtonLink to="/registro?dialogo=contrato" onClick={open}>
            Leer
          </ButtonLink>
        )}
      </PageDialog>,
      '/registro',
    )

  it('shows the page and its control, and no dialog before JavaScript runs', () => {
    expect(renderDialog(false)).toBe('<a class="button button--primary" data-discover="true" href="/registro?dialogo=contrato">Leer</a>')
  })

  it('renders the requested state in the page, with its own classes and the content as the page shows it', () => {
    expect(renderDialog(true)).toBe(
      '<section class="card stack" aria-labelledby="contrato"><h2 id="contrato">Contrato de uso</h2><p>en la página</p></section>',
    )
  })

  it('renders a state that opens on arrival in the page too, until JavaScript takes over', () => {
    expect(renderDialog(true, true)).toBe(renderDialog(true))
  })

  // Closing its modal (a browser test: tests/e2e/medicine-purchase.spec.ts) shows it so again, its heading focusable.
  it('renders a state kept in the page once its modal is closed as any other, before that', () => {
    expect(renderDialog(true, true, true)).toBe(renderDialog(true))
    expect(renderDialog(false, true, true)).toBe(renderDialog(false))
  })
})

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Illustration, type IllustrationName } from './illustrations'
import { ResultScreen } from './result-screen'
import { renderInRoute, tags } from './test-helpers'

const names: IllustrationName[] = [
  'exclamation',
  'refund',
  'refund-in-hand-with-calendar',
  'calendar-cancel',
  'warning',
  'default',
]

describe('Illustration', () => {
  it('draws six different pictures, all hidden from assistive technology', () => {
    const drawings = names.map((name) => renderToStaticMarkup(<Illustration name={name} />))
    for (const [index, html] of drawings.entries()) {
      expect(tags(html)[0]).toEqual({
        name: 'svg',
        attrs: {
          class: `illustration illustration--${names[index]}`,
          viewbox: '0 0 120 120',
          'aria-hidden': 'true',
          focusable: 'false',
        },
      })
      expect(html).not.toMatch(/style=/)
    }
    const bodies = drawings.map((html) => html.replace(/^<svg[^>]*>/, ''))
    expect(new Set(bodies).size).toBe(names.length)
  })
})

describe('ResultScreen', () => {
  it.each(names)('shows the %s illustration above the title in an h1', (name) => {
    const html = renderInRoute(<ResultScreen illustration={name} title="El pago fue cancelado con éxito" />)
    expect(html).toMatch(
      new RegExp(`^<div class="result"><svg class="illustration illustration--${name} result__illustration"`),
    )
    expect(html).toContain('<h1 class="result__title">El pago fue cancelado con éxito</h1>')
    expect(html.match(/<h1/g)).toHaveLength(1)
  })

  it('defaults to the check mark', () => {
    expect(renderInRoute(<ResultScreen title="¡Pagaste con éxito!" />)).toContain('illustration--default')
  })

  it('renders top title, messages, warning and children in reading order', () => {
    const html = renderInRoute(
      <ResultScreen
        illustration="refund"
        topTitle="Medicamentos"
        title="Recibimos tu solicitud y la procesaremos a la brevedad"
        messages={['Código de seguimiento: 123']}
        warning="Recordar que tiene 24hs para realizar el pago."
      >
        <p>Más datos</p>
      </ResultScreen>,
    )
    const order = ['result__top-title', 'result__title', 'Código de seguimiento', 'Advertencia: ', 'Recordar que', 'Más datos']
    const positions = order.map((text) => html.indexOf(text))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(html).toContain('<span class="warning-text__icon" aria-hidden="true">!</span>')
  })

  it('renders link actions as button-styled links and passes other elements through', () => {
    const html = renderInRoute(
      <ResultScreen
        illustration="exclamation"
        title="Algo salió mal..."
        primaryAction={
          <form method="post">
            <button type="submit">Reintentar</button>
          </form>
        }
        secondaryAction={{ to: '/', label: 'Volver al menú principal' }}
      />,
    )
    expect(html).toContain(
      '<div class="button-group"><form method="post"><button type="submit">Reintentar</button></form><a class="button button--secondary" data-discover="true" href="/">Volver al menú principal</a></div>',
    )
  })

  it('has no button group without actions', () => {
    expect(renderInRoute(<ResultScreen title="Listo" />)).not.toContain('button-group')
  })
})

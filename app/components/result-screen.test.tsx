import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ILLUSTRATIONS as names, illustrationPath, ResultScreen } from './result-screen'
import { renderInRoute } from '../../tests/component-helpers'

describe('illustrations', () => {
  it('are six different SVG files that the portal serves from public/', () => {
    const drawings = names.map((name) => fs.readFileSync(path.join('public', illustrationPath(name)), 'utf8'))
    for (const svg of drawings) expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 120 120"/)
    expect(new Set(drawings).size).toBe(names.length)
  })
})

describe('ResultScreen', () => {
  it.each(names)('shows the %s illustration above the title in an h1', (name) => {
    const html = renderInRoute(<ResultScreen illustration={name} title="El pago fue cancelado con éxito" />)
    expect(html).toMatch(
      new RegExp(`^<div class="result"><img class="result__illustration" src="/illustrations/${name}.svg" alt=""`),
    )
    expect(html).toContain('<h1 class="result__title">El pago fue cancelado con éxito</h1>')
    expect(html.match(/<h1/g)).toHaveLength(1)
  })

  it('defaults to the check mark', () => {
    expect(renderInRoute(<ResultScreen title="¡Pagaste con éxito!" />)).toContain('/illustrations/default.svg')
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

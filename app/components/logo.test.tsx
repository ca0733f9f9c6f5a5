import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Logo } from './logo'
import { PageHeader } from './page-header'
import { VisuallyHidden } from './visually-hidden'

describe('Logo', () => {
  it('hides the mark and shows the wordmark, which names the surrounding link', () => {
    const html = renderToStaticMarkup(<Logo />)
    expect(html).toMatch(/^<span class="logo"><svg class="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">/)
    expect(html).toContain('<span class="logo__wordmark">Mutual</span>')
    expect(renderToStaticMarkup(<Logo name="Mutual Sur" className="logo--small" />)).toContain('class="logo logo--small"')
  })
})

describe('PageHeader', () => {
  it('renders the title as the h1 and the lead only when given', () => {
    expect(renderToStaticMarkup(<PageHeader title="Ayuda" />)).toBe('<div class="page-header"><h1>Ayuda</h1></div>')
    expect(renderToStaticMarkup(<PageHeader title="Inicio" lead="Reserve consultas." />)).toContain(
      '<p class="page-header__lead">Reserve consultas.</p>',
    )
  })
})

describe('VisuallyHidden', () => {
  it('uses the class the stylesheet hides off screen', () => {
    expect(renderToStaticMarkup(<VisuallyHidden>completado</VisuallyHidden>)).toBe(
      '<span class="visually-hidden">completado</span>',
    )
  })
})

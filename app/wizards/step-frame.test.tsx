import { describe, expect, it } from 'vitest'
import { renderInRoute, tags } from '../../tests/component-helpers'
import { StepFrame, type StepPage, type WizardLabels } from './step-frame'

type Item = 'modo' | 'fecha'
const labels: WizardLabels<Item, 'SIN_LUGAR'> = {
  title: 'Reserva de prueba',
  errorMessage: (kind) => `No hay lugar (${kind})`,
  navigator: { label: 'Progreso de la prueba', labels: { modo: 'Modo', fecha: 'Fecha' }, icons: { modo: null, fecha: null } },
}
const page: StepPage<Item, 'SIN_LUGAR'> = {
  error: null,
  here: '/prueba/fecha',
  back: '/prueba/modo?continuar',
  ahead: ['/prueba/hora'],
  progress: [
    { step: 'modo', enabled: true, state: 'done' },
    { step: 'fecha', enabled: true, state: 'current' },
  ],
  progressLinks: { modo: '/prueba/modo?continuar', fecha: '/prueba/fecha' },
}

const render = (props: Partial<Parameters<typeof StepFrame<Item, 'SIN_LUGAR'>>[0]> = {}) =>
  renderInRoute(
    <StepFrame labels={labels} page={page} {...props}>
      <p>Contenido del paso</p>
    </StepFrame>,
    '/prueba/fecha',
  )
const hrefs = (html: string) => tags(html).filter((tag) => tag.name === 'a').map((tag) => tag.attrs.href)

describe('StepFrame', () => {
  it('puts the back link, the navigator with the links from the loader, the title and the content', () => {
    const html = render({ title: 'Elija la fecha' })
    expect(hrefs(html)).toEqual(['/prueba/modo?continuar', '/prueba/modo?continuar', '/prueba/fecha'])
    expect(html).toContain('aria-label="Progreso de la prueba"')
    expect(html).toMatch(/<h1[^>]*>Elija la fecha<\/h1>/)
    expect(html).toContain('Contenido del paso')
  })

  it("shows a refused call's message in a banner above the content", () => {
    const html = render({ refusal: 'No quedan lugares' })
    expect(html.indexOf('No quedan lugares')).toBeGreaterThan(-1)
    expect(html.indexOf('No quedan lugares')).toBeLessThan(html.indexOf('Contenido del paso'))
  })

  it('shows no navigator for a wizard without one', () => {
    const html = render({ labels: { ...labels, navigator: undefined } })
    expect(html).not.toContain('<nav')
    expect(hrefs(html)).toEqual(['/prueba/modo?continuar'])
  })

  it("shows the wizard's error screen instead of the page for the URL's error kind, whose Reintentar loads the step again", () => {
    const html = render({ page: { ...page, error: 'SIN_LUGAR' } })
    expect(html).toContain('No hay lugar (SIN_LUGAR)')
    expect(html).toContain('Reserva de prueba')
    expect(html).not.toContain('Contenido del paso')
    expect(hrefs(html)).toEqual(['/prueba/fecha'])
  })
})

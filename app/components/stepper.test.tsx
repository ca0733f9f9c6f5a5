import { describe, expect, it } from 'vitest'
import { Stepper, type Step } from './stepper'
import { renderInRoute, tags } from '../../tests/component-helpers'

// The agenda's three-icon navigator: branch always reachable, sector once a branch is chosen.
const steps: Step[] = [
  { label: 'Sucursal', to: '/agenda/sucursal', state: 'done', enabled: true },
  { label: 'Sector', to: '/agenda/sector', state: 'current', enabled: true },
  { label: 'Fecha', to: '/agenda/fecha', state: 'upcoming', enabled: false, icon: <svg data-icon="calendario" /> },
]

describe('Stepper', () => {
  const html = renderInRoute(<Stepper steps={steps} aria-label="Progreso de la reserva" />, '/agenda/sector')

  it('is a labelled navigation with an ordered list of steps', () => {
    expect(html).toMatch(/^<nav class="stepper" aria-label="Progreso de la reserva"><ol class="stepper__list">/)
    expect(tags(html).filter((tag) => tag.name === 'li')).toHaveLength(3)
  })

  it('marks only the current step with aria-current="step"', () => {
    const current = tags(html).filter((tag) => 'aria-current' in tag.attrs)
    expect(current).toEqual([{ name: 'a', attrs: expect.objectContaining({ href: '/agenda/sector', 'aria-current': 'step' }) }])
  })

  it('links only the enabled steps; a disabled step is plain text even with a URL', () => {
    expect(tags(html).filter((tag) => tag.name === 'a').map((tag) => tag.attrs.href)).toEqual([
      '/agenda/sucursal',
      '/agenda/sector',
    ])
    expect(html).toContain('<span class="stepper__text"><span class="stepper__marker" aria-hidden="true"><svg data-icon="calendario">')
  })

  it('says in words which steps are complete, and numbers steps without an icon', () => {
    expect(html).toContain('Sucursal<span class="visually-hidden"> (completado)</span>')
    expect(html.match(/\(completado\)/g)).toHaveLength(1)
    expect(html).toContain('<span class="stepper__marker" aria-hidden="true">2</span>')
  })
})

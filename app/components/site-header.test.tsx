import { describe, expect, it } from 'vitest'
import { SiteHeader } from './site-header'
import { renderInRoute, tags } from '../../tests/component-helpers'
import { sessionUser } from '../../tests/session-user'

const linkTexts = (html: string) => [...html.matchAll(/<a [^>]*class="site-nav__link[^"]*"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1])

describe('SiteHeader', () => {
  it('puts the main menu in one <details> disclosure named "Menú", inside the navigation', () => {
    const html = renderInRoute(<SiteHeader user={null} product="mutual" />)
    const names = tags(html).map((tag) => tag.name)
    expect(names.filter((name) => name === 'details')).toHaveLength(1)
    expect(names.indexOf('nav')).toBeLessThan(names.indexOf('details'))
    expect(html).toContain('<summary class="site-nav__summary">Menú</summary>')
    // Closed: wide screens show its links through the stylesheet, narrow ones fold them.
    expect(tags(html).find((tag) => tag.name === 'details')?.attrs).not.toHaveProperty('open')
  })

  it('lists every entry once (a text browser, which ignores CSS, shows one menu)', () => {
    const html = renderInRoute(<SiteHeader user={sessionUser()} product="mutual" />)
    expect(linkTexts(html)).toEqual(['Mi area home', 'Agenda', 'Medicamentos', 'Fila Virtual', 'Contacto', 'Ayuda', 'Actualizaciones'])
  })
})

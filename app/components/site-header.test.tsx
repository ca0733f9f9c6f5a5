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

  it('offers Ingresar to a visitor, the profile menu to a member, and neither when the page does not know who it is', () => {
    const signIn = (html: string) => html.includes('class="site-header__signin"')
    const profile = (html: string) => html.includes('Desconectarse')
    const visitor = renderInRoute(<SiteHeader user={null} product="mutual" />)
    const member = renderInRoute(<SiteHeader user={sessionUser()} product="mutual" />)
    // An error page after an action: the root's data, and so the session's user, is not there.
    const unknown = renderInRoute(<SiteHeader user={undefined} product="mutual" />)
    expect([signIn(visitor), profile(visitor)]).toEqual([true, false])
    expect([signIn(member), profile(member)]).toEqual([false, true])
    expect([signIn(unknown), profile(unknown)]).toEqual([false, false])
  })
})

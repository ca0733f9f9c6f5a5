import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NotificationBanner, type BannerTone } from './notification-banner'
import { tags } from '../../tests/component-helpers'

const render = (tone: BannerTone) =>
  renderToStaticMarkup(
    <NotificationBanner tone={tone} title="Título">
      <p>Texto</p>
    </NotificationBanner>,
  )

describe('NotificationBanner', () => {
  it.each([
    ['success', 'status'],
    ['error', 'alert'],
  ] as const)('announces a %s message with role %s', (tone, role) => {
    expect(tags(render(tone))[0]?.attrs).toEqual({ class: `banner banner--${tone}`, role })
  })

  it.each(['info', 'warning'] as const)('leaves a %s banner to be read in page order', (tone) => {
    expect(tags(render(tone))[0]?.attrs).toEqual({ class: `banner banner--${tone}` })
  })

  it('has a decorative icon, a heading when titled, and the content', () => {
    const html = render('info')
    expect(tags(html).find((tag) => tag.name === 'svg')?.attrs).toMatchObject({ 'aria-hidden': 'true', focusable: 'false' })
    expect(html).toContain('<h2 class="banner__title">Título</h2><p>Texto</p>')
    expect(renderToStaticMarkup(<NotificationBanner>Solo texto</NotificationBanner>)).not.toContain('<h2')
  })

  it('draws a different icon for each tone', () => {
    const icons = (['info', 'success', 'warning', 'error'] as const).map((tone) => render(tone).match(/<path d="[^"]+"/)?.[0])
    expect(new Set(icons).size).toBe(4)
  })
})

import { describe, expect, it } from 'vitest'
import { NewVersionBanner } from './new-version-banner'
import { renderInRoute, tags } from '../../tests/component-helpers'

describe('NewVersionBanner', () => {
  const html = renderInRoute(<NewVersionBanner latest="2.6.0" />, '/agenda')

  it('says a new version exists', () => {
    expect(html).toContain('Hay una nueva versión del portal disponible. Versión 2.6.0.')
  })

  it('reloads through a plain POST form that comes back to the current page', () => {
    expect(tags(html).find((tag) => tag.name === 'form')?.attrs).toEqual({ method: 'post', action: '/nueva-version' })
    expect(tags(html).find((tag) => tag.name === 'input')?.attrs).toEqual({ type: 'hidden', name: 'redirectTo', value: '/agenda' })
    expect(html).toMatch(/<button type="submit" class="button button--secondary">Recargar<\/button>/)
  })
})

import { describe, expect, it } from 'vitest'
import { commonErrors } from '~/copy/errors/common'
import { renderInRoute, tags } from '../../tests/component-helpers'
import { ListFailure } from './list-failure'

describe('ListFailure (C86)', () => {
  it('says the generic message, with Reintentar going to the main menu (home)', () => {
    const html = renderInRoute(<ListFailure />, '/medicamentos/solicitudes')
    expect(html).toContain(commonErrors.genericMedicines)
    expect(tags(html).filter((tag) => tag.name === 'a').map((tag) => tag.attrs.href)).toEqual(['/'])
  })
})

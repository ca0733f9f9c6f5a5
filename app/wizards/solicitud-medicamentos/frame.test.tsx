import { describe, expect, it } from 'vitest'
import { medicineRequests } from '~/copy/medicine-requests'
import { StepFrame } from '~/wizards/step-frame'
import { renderInRoute, tags } from '../../../tests/component-helpers'
import { flowALabels } from './frame'

describe("flow A's error screen (C86)", () => {
  it('says the generic message, with Reintentar going to the main menu (home), not back to the step', () => {
    const here = '/medicamentos/nueva-solicitud/localidad'
    const page = { error: 'GENERIC_ERROR' as const, here, back: '/medicamentos/nueva-solicitud/documento', ahead: [here], progress: [], progressLinks: {} }
    const html = renderInRoute(
      <StepFrame labels={flowALabels} page={page}>
        <p>never shown</p>
      </StepFrame>,
      here,
    )
    expect(html).toContain(medicineRequests.generic)
    expect(html).not.toContain('never shown')
    expect(tags(html).filter((tag) => tag.name === 'a').map((tag) => tag.attrs.href)).toEqual(['/'])
  })
})

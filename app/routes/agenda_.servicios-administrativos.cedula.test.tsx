import { describe, expect, it } from 'vitest'
import { accountErrors } from '~/copy/errors/account'
import { ui } from '~/copy/shell'
import { byId, describedByIds, renderRoutePage, tags } from '../../tests/component-helpers'
import CedulaStep, { heldBecause } from './agenda_.servicios-administrativos.cedula'

const FEDERICO = '67890127'
const penalised = accountErrors.login.userPenalized

/*
 * The held press (BR36) needs the scripts: a finished on-blur check in a hydrated page. These tests render as the
 * server does (no DOM library here), where nothing is ever held; the press's decision is tested as a function.
 */
describe('step cedula: a press of Continuar held for the refused document', () => {
  const refused = { value: FEDERICO, message: penalised }

  it('gives the refusal to say again when the very document the check refused is still typed', () => {
    expect(heldBecause(refused, FEDERICO)).toBe(penalised)
    expect(heldBecause(refused, ` ${FEDERICO} `)).toBe(penalised)
  })

  it('holds nothing for another document, nor when no check refused one', () => {
    expect(heldBecause(refused, '12345672')).toBeUndefined()
    expect(heldBecause(undefined, FEDERICO)).toBeUndefined()
  })
})

describe('step cedula without JavaScript', () => {
  const continueButton = (html: string) => tags(html).find((tag) => tag.name === 'button' && tag.attrs.type === 'submit')

  it('never holds Continuar, and has an empty status paragraph for what the scripts say', () => {
    const html = renderRoutePage(CedulaStep, { ci: FEDERICO })
    expect(html).toContain(ui.continue)
    expect(continueButton(html)?.attrs['aria-disabled']).toBeUndefined()
    expect(html).toContain('<p class="visually-hidden" role="status"></p>')
  })

  it('shows a refused submit’s message beside the field, which it describes, and still lets Continuar go', () => {
    const refusedSubmit = { result: { status: 'error', initialValue: { ci: FEDERICO }, error: { ci: [penalised] } } }
    const html = renderRoutePage(CedulaStep, { ci: FEDERICO }, '/step', refusedSubmit)
    const field = byId(html, 'cedula-ci')
    expect(field.attrs).toMatchObject({ name: 'ci', value: FEDERICO, 'aria-invalid': 'true' })
    expect(describedByIds(html, field)).toEqual(['cedula-ci-description', 'cedula-ci-error'])
    expect(html).toContain(penalised)
    expect(continueButton(html)?.attrs['aria-disabled']).toBeUndefined()
  })
})

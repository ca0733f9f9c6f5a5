import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useForm } from '~/forms/use-form'
import { ErrorSummary, summaryFromForm, takesFocus } from './error-summary'
import { Field } from './field'
import { byId, tags } from '../../tests/component-helpers'

describe('ErrorSummary', () => {
  it('renders nothing when there is nothing to report', () => {
    expect(renderToStaticMarkup(<ErrorSummary errors={[]} />)).toBe('')
    expect(renderToStaticMarkup(<ErrorSummary errors={[]} formErrors={[]} />)).toBe('')
  })

  it('is a focusable box with a heading and one link per field, in order', () => {
    const html = renderToStaticMarkup(
      <ErrorSummary
        errors={[
          { fieldId: 'login-ci', message: 'Este campo es requerido' },
          { fieldId: 'login-password', message: 'Contraseña inválida' },
        ]}
      />,
    )
    const box = tags(html)[0]
    expect(box?.attrs).toMatchObject({ class: 'error-summary', tabindex: '-1' })
    expect(box?.attrs).not.toHaveProperty('role')
    expect(html).toContain('<h2 class="error-summary__title">Hay un problema</h2>')
    expect(tags(html).filter((tag) => tag.name === 'a').map((tag) => tag.attrs.href)).toEqual([
      '#login-ci',
      '#login-password',
    ])
    expect(html).toContain('>Este campo es requerido</a>')
  })

  it('lists form-level messages as text, before the field links', () => {
    const html = renderToStaticMarkup(
      <ErrorSummary errors={[{ fieldId: 'f-ci', message: 'Mal' }]} formErrors={['El usuario está sancionado.']} />,
    )
    expect(html).toContain('<li>El usuario está sancionado.</li><li><a href="#f-ci">Mal</a></li>')
  })
})

describe('summaryFromForm', () => {
  const Schema = z.object({
    ci: z.string({ required_error: 'Este campo es requerido' }),
    password: z.string({ required_error: 'Ingrese la contraseña' }),
  })

  function LoginForm({ lastResult }: { lastResult: SubmissionResult<string[]> }) {
    const [form, fields] = useForm({ id: 'login', lastResult, fields: { ci: null, password: null } })
    return (
      <>
        <ErrorSummary {...summaryFromForm(form)} />
        <form method="post" {...form.props}>
          <Field label="Cédula" meta={fields.ci} />
          <Field label="Contraseña" type="password" meta={fields.password} />
        </form>
      </>
    )
  }

  it('links every field error to the control rendered for it, first message only', () => {
    const submission = parseWithZod(new FormData(), { schema: Schema })
    const html = renderToStaticMarkup(<LoginForm lastResult={submission.reply()} />)
    const links = tags(html).filter((tag) => tag.name === 'a')
    expect(links.map((link) => link.attrs.href)).toEqual(['#login-ci', '#login-password'])
    for (const link of links) expect(byId(html, link.attrs.href!.slice(1)).name).toBe('input')
    expect(html).toContain('<a href="#login-password">Ingrese la contraseña</a>')
  })

  it('reports the form-level errors an action adds to the reply', () => {
    const formData = new FormData()
    formData.set('ci', '45678905')
    formData.set('password', 'x')
    const submission = parseWithZod(formData, { schema: Schema })
    const lastResult = submission.reply({ formErrors: ['El usuario está sancionado. No puede acceder en este momento.'] })
    const html = renderToStaticMarkup(<LoginForm lastResult={lastResult} />)
    expect(html).toContain('<li>El usuario está sancionado. No puede acceder en este momento.</li>')
    expect(tags(html).filter((tag) => tag.name === 'a')).toHaveLength(0)
  })

  it('gives nothing to show for a valid form', () => {
    expect(summaryFromForm({ id: 'login', summaryErrors: {}, attempt: 0 })).toEqual({ errors: [], formErrors: [], focusKey: 0 })
  })

  it('takes only the first message of a field and skips empty lists', () => {
    expect(
      summaryFromForm({ id: 'f', summaryErrors: { ci: ['Uno', 'Dos'], mail: [], 'items[0].name': ['Tres'] }, attempt: 2 }),
    ).toEqual({
      errors: [
        { fieldId: 'f-ci', message: 'Uno' },
        { fieldId: 'f-items[0].name', message: 'Tres' },
      ],
      formErrors: [],
      focusKey: 2,
    })
  })
})

describe('when the summary takes the focus (takesFocus)', () => {
  const never = Symbol('never')

  it('takes it when problems first show, and after each submit that finds some', () => {
    expect(takesFocus(true, 1, never)).toBe(true)
    expect(takesFocus(true, 2, 1)).toBe(true)
    expect(takesFocus(true, undefined, never)).toBe(true)
  })

  it('leaves it where the person types when a keystroke brings a problem back, and with nothing to say', () => {
    expect(takesFocus(true, 1, 1)).toBe(false)
    expect(takesFocus(false, 2, 1)).toBe(false)
  })
})

import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useForm } from '~/forms/use-form'
import { CheckboxField, Field, RadioGroup } from './field'
import { describedByIds, tags } from '../../tests/component-helpers'

const Schema = z.object({
  ci: z.string({ required_error: 'Este campo es requerido' }).regex(/^\d{1,8}$/, 'Ingrese solo números.'),
  nota: z.string().optional(),
  sucursal: z.enum(['centro', 'pocitos'], { required_error: 'Elija una sucursal' }),
  terminos: z.literal('on', { errorMap: () => ({ message: 'Debe aceptar' }) }),
})

/** What an action returns after a failed POST: the no-JavaScript path. */
function replyTo(entries: Record<string, string>): SubmissionResult<string[]> {
  const formData = new FormData()
  for (const [name, value] of Object.entries(entries)) formData.set(name, value)
  return parseWithZod(formData, { schema: Schema }).reply()
}

function TestForm({ lastResult, withHints = false }: { lastResult?: SubmissionResult<string[]>; withHints?: boolean }) {
  const [form, fields] = useForm({ id: 'alta', lastResult, fields: { ci: null, nota: null, sucursal: null, terminos: null } })
  return (
    <form method="post" {...form.props}>
      <Field
        label="Cédula"
        hint={withHints ? 'Sin puntos ni guiones' : undefined}
        meta={fields.ci}
        inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
      />
      <Field label="Nota" meta={fields.nota} />
      <RadioGroup
        legend="Sucursal"
        hint={withHints ? 'Donde retira' : undefined}
        meta={fields.sucursal}
        options={[
          { value: 'centro', label: 'Centro', hint: 'Abierta de 8 a 20' },
          { value: 'pocitos', label: 'Pocitos' },
        ]}
      />
      <CheckboxField label="Acepto los términos" meta={fields.terminos} />
    </form>
  )
}

const input = (html: string, name: string) => {
  const found = tags(html).find((tag) => tag.name === 'input' && tag.attrs.name === name)
  if (!found) throw new Error(`no input named ${name}`)
  return found
}

describe('Field', () => {
  it('takes id and name from the form metadata and labels the input', () => {
    const html = renderToStaticMarkup(<TestForm />)
    const ci = input(html, 'ci')
    expect(ci.attrs).toMatchObject({ id: 'alta-ci', name: 'ci', type: 'text', inputmode: 'numeric' })
    expect(ci.attrs).not.toHaveProperty('value')
    expect(tags(html).some((tag) => tag.name === 'label' && tag.attrs.for === 'alta-ci')).toBe(true)
  })

  it('is not invalid and describes nothing when there is no hint and no error', () => {
    const ci = input(renderToStaticMarkup(<TestForm />), 'ci')
    expect(ci.attrs).not.toHaveProperty('aria-invalid')
    expect(ci.attrs).not.toHaveProperty('aria-describedby')
  })

  it('is described by its hint', () => {
    const html = renderToStaticMarkup(<TestForm withHints />)
    expect(describedByIds(html, input(html, 'ci'))).toEqual(['alta-ci-description'])
  })

  it('after a failed submit keeps the answer, marks the input invalid and points at hint and error', () => {
    const html = renderToStaticMarkup(<TestForm withHints lastResult={replyTo({ ci: '1.234' })} />)
    const ci = input(html, 'ci')
    expect(ci.attrs.value).toBe('1.234')
    expect(ci.attrs['aria-invalid']).toBe('true')
    expect(describedByIds(html, ci)).toEqual(['alta-ci-description', 'alta-ci-error'])
    expect(html).toContain('<span class="visually-hidden">Error: </span>Ingrese solo números.')
    expect(html).toContain('class="field field--error"')
  })

  it('leaves valid fields alone when another field fails', () => {
    const html = renderToStaticMarkup(<TestForm lastResult={replyTo({ ci: '123', nota: 'hola' })} />)
    const ci = input(html, 'ci')
    expect(ci.attrs).not.toHaveProperty('aria-invalid')
    expect(ci.attrs).not.toHaveProperty('aria-describedby')
    expect(input(html, 'nota').attrs.value).toBe('hola')
  })
})

describe('RadioGroup', () => {
  it('gives the first radio the field id and labels every radio', () => {
    const html = renderToStaticMarkup(<TestForm />)
    const radios = tags(html).filter((tag) => tag.name === 'input' && tag.attrs.type === 'radio')
    expect(radios.map((radio) => [radio.attrs.id, radio.attrs.value])).toEqual([
      ['alta-sucursal', 'centro'],
      ['alta-sucursal-pocitos', 'pocitos'],
    ])
    for (const radio of radios) {
      expect(tags(html).some((tag) => tag.name === 'label' && tag.attrs.for === radio.attrs.id)).toBe(true)
    }
    expect(describedByIds(html, radios[0]!)).toEqual(['alta-sucursal-hint'])
    expect(radios[1]!.attrs).not.toHaveProperty('aria-describedby')
  })

  it('describes the fieldset with hint and error, and keeps the chosen option', () => {
    const chosen = renderToStaticMarkup(<TestForm lastResult={replyTo({ sucursal: 'pocitos' })} />)
    expect(input(chosen, 'sucursal').attrs).not.toHaveProperty('checked')
    const pocitos = tags(chosen).find((tag) => tag.attrs.id === 'alta-sucursal-pocitos')
    expect(pocitos?.attrs).toHaveProperty('checked')

    const html = renderToStaticMarkup(<TestForm withHints lastResult={replyTo({ ci: '1' })} />)
    const fieldset = tags(html).find((tag) => tag.name === 'fieldset')!
    expect(describedByIds(html, fieldset)).toEqual(['alta-sucursal-description', 'alta-sucursal-error'])
    expect(html).toContain('Elija una sucursal')
  })

  it('can make the legend the page heading', () => {
    function OneQuestion() {
      const [, fields] = useForm({ id: 'q', fields: { quien: null } })
      return <RadioGroup legend="¿Para quién?" meta={fields.quien} options={[{ value: 'yo', label: 'Para mí' }]} isPageHeading />
    }
    expect(renderToStaticMarkup(<OneQuestion />)).toContain(
      '<legend class="fieldset__legend"><h1 class="fieldset__heading">¿Para quién?</h1></legend>',
    )
  })

  it('puts the journey above a heading legend, inside the legend, when it is given one', () => {
    function OneQuestion() {
      const [, fields] = useForm({ id: 'q', fields: { quien: null } })
      return <RadioGroup legend="Forma de pago" caption="Compra de medicamentos" meta={fields.quien} options={[{ value: 'yo', label: 'Tarjeta' }]} isPageHeading />
    }
    expect(renderToStaticMarkup(<OneQuestion />)).toContain(
      '<legend class="fieldset__legend"><span class="page-header__caption fieldset__caption">Compra de medicamentos</span><h1 class="fieldset__heading">Forma de pago</h1></legend>',
    )
  })
})

describe('CheckboxField', () => {
  it('is invalid and described by its error until checked', () => {
    const html = renderToStaticMarkup(<TestForm lastResult={replyTo({ ci: '1' })} />)
    const box = input(html, 'terminos')
    expect(box.attrs['aria-invalid']).toBe('true')
    expect(describedByIds(html, box)).toEqual(['alta-terminos-error'])

    const checked = input(renderToStaticMarkup(<TestForm lastResult={replyTo({ terminos: 'on' })} />), 'terminos')
    expect(checked.attrs).toHaveProperty('checked')
    expect(checked.attrs).not.toHaveProperty('aria-invalid')
  })
})

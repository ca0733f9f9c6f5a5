import { createRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { stepFiles } from '~/copy/step-files'
import { refusedFileCheck, type FileCheck } from '~/forms/use-file-check'
import type { FieldMeta } from '~/forms/use-form'
import { StepFileField, useStepFileCheck } from './step-file-field'
import { acceptOf, chosenFileMessage, type StepFileOption } from './step-files'
import { describedByIds, tags } from '../../tests/component-helpers'

const option: StepFileOption = { field: 'archivo', maxBytes: 5 * 1024 * 1024, types: ['pdf', 'jpeg', 'png'] }
const meta = (errors?: string[]): FieldMeta => ({
  id: 'motivo-archivo',
  name: 'archivo',
  descriptionId: 'motivo-archivo-description',
  errorId: 'motivo-archivo-error',
  errors,
})
/** The check of the file chosen, as the page holds it: `refused` after the browser refused one. */
const chosen = (refused?: string): FileCheck => ({ refused, submitCheck: null, inputProps: { ref: createRef(), onChange: () => {} } })

describe('StepFileField', () => {
  it('says what it accepts, and offers the input that chooses a file', () => {
    const html = renderToStaticMarkup(<StepFileField label="Formulario de la institución" meta={meta()} option={option} attached={null} chosen={chosen()} />)
    expect(html).toContain('Puede adjuntar un PDF, una imagen JPEG o una imagen PNG, de hasta 5 MB.')
    const input = tags(html).find((tag) => tag.name === 'input')!
    expect(input.attrs).toMatchObject({ type: 'file', id: 'motivo-archivo', name: 'archivo', accept: acceptOf(option) })
    expect(acceptOf(option)).toBe('application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png')
    expect(html).not.toContain('quitar-archivo')
  })

  it('names the file attached, with the checkbox that removes it and the error, all describing the input', () => {
    const attached = { name: 'orden.pdf', kind: 'pdf' as const, size: 348_160 }
    const html = renderToStaticMarkup(
      <StepFileField label="Formulario" meta={meta(['El archivo pesa más de 5 MB. Elija uno más liviano.'])} option={option} attached={attached} chosen={chosen()} />,
    )
    expect(html).toContain('Archivo adjunto: <strong>orden.pdf</strong> (340 KB). Para reemplazarlo, elija otro archivo.')
    const remove = tags(html).find((tag) => tag.attrs.type === 'checkbox')!
    expect(remove.attrs).toMatchObject({ name: 'quitar-archivo', value: 'archivo' })
    expect(html).toContain('Quitar el archivo adjunto')
    expect(html).toContain('El archivo pesa más de 5 MB.')
    const input = tags(html).find((tag) => tag.attrs.type === 'file')!
    expect(describedByIds(html, input)).toEqual(['motivo-archivo-description', 'motivo-archivo-attached', 'motivo-archivo-error'])
    expect(input.attrs['aria-invalid']).toBe('true')
  })

  it('keeps its message in a polite live region, there before any message, so a file refused when chosen is said', () => {
    const html = renderToStaticMarkup(<StepFileField label="Formulario" meta={meta()} option={option} attached={null} chosen={chosen()} />)
    expect(html).toContain('<div aria-live="polite"></div>')
  })

  it('says why the file chosen was refused, over the field’s earlier message', () => {
    const wrongType = stepFiles.wrongType(option.types)
    const html = renderToStaticMarkup(
      <StepFileField label="Formulario" meta={meta([stepFiles.required])} option={option} attached={null} chosen={chosen(wrongType)} />,
    )
    expect(html).toContain(wrongType)
    expect(html).not.toContain(stepFiles.required)
  })

  it('renders on the server with the page’s own check (nothing refused yet: no submit check)', () => {
    let check: FileCheck | undefined
    function Step() {
      check = useStepFileCheck(option)
      return <StepFileField label="Formulario" meta={meta()} option={option} attached={null} chosen={check} />
    }
    expect(renderToStaticMarkup(<Step />)).toContain('type="file"')
    expect(check?.refused).toBeUndefined()
    expect(check?.submitCheck).toBeNull()
  })
})

describe('the step file’s submit check, with JavaScript, after a refused choice', () => {
  it('says why the file was refused, not that it is required', async () => {
    // The refused file was taken out of the input; `useForm` reads a file input as an empty value.
    const check = refusedFileCheck(await chosenFileMessage(new File([new Uint8Array(option.maxBytes + 1)], 'grande.pdf'), option), () => ({ files: [] }))
    expect(check?.('')).toBe(stepFiles.tooLarge(option.maxBytes))
    expect(check?.('')).not.toBe(stepFiles.required)
  })
})

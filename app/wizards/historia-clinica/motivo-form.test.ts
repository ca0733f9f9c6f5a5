import { describe, expect, it } from 'vitest'
import { clinicalHistory as copy } from '~/copy/clinical-history'
import { stepFiles } from '~/copy/step-files'
import { fileSubmitCheck, refusedFileCheck, type FileInput } from '~/forms/use-file-check'
import { chosenFileMessage, REMOVE_FILE_FIELD, STEP_FILE_ATTACHED } from '../step-files'
import { archivo } from './file'
import { fileNeeded, motivoChecks, phoneError } from './motivo-form'
import { MotivoSchema } from './schemas.server'

/** The form as the browser sends it. */
function form(entries: [string, string][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

// What `useForm` gives a field's check for a file input: a file is not a text value.
const FILE_VALUE = ''
const noFile: FileInput = { files: [] }
const aFile: FileInput = { files: [new File(['%PDF-1.7'], 'formulario.pdf')] }

/**
 * What the browser's checks find on submit, as `useForm` reads the form (an unchosen radio is an empty value), the
 * file's as the page makes it (`useStepFileCheck` with `fileNeeded` and the server's message): the file `input` holds
 * (none by default), and whether a file attached before stays.
 */
function browserErrors(values: Record<string, string>, { input = noFile, attached = false } = {}) {
  const found: Record<string, string[]> = {}
  for (const [name, check] of Object.entries(motivoChecks)) {
    const message = check(values[name] ?? '')
    if (message) found[name] = [message]
  }
  const data = form(Object.entries(values))
  const file = fileSubmitCheck(undefined, copy.errors.fileRequired, () => input, () => fileNeeded(data, attached))?.(FILE_VALUE)
  if (file) found.archivo = [file]
  return found
}

/** What the server's schema says of the same form (its file field holds the marker while a file is attached). */
function serverErrors(values: Record<string, string>) {
  const parsed = MotivoSchema.safeParse(values)
  return parsed.success ? {} : parsed.error.flatten().fieldErrors
}

describe('motivo-solicitud with JavaScript: one submit says what the server would', () => {
  it('says the choice is missing on the first submit with nothing chosen', () => {
    expect(browserErrors({})).toEqual({
      requestedByParticular: [copy.motivo.chooseDelivery],
      motivo: [copy.errors.required],
      telefono: [copy.errors.phoneRequired],
    })
  })

  it.each([
    ['nothing', {}],
    ['only the reason', { motivo: 'Presentar en el BPS' }],
    ['a phone with letters', { requestedByParticular: 'si', motivo: 'Trámite', telefono: '09912345a' }],
    ['a phone too short', { requestedByParticular: 'no', telefono: '0991' }],
    ['a phone with spaces', { requestedByParticular: 'si', motivo: 'Trámite', telefono: '098 234 567' }],
    ['blanks', { requestedByParticular: 'no', motivo: '   ', telefono: '  ' }],
    ['everything, particular', { requestedByParticular: 'si', motivo: 'Trámite', telefono: '099123456' }],
    ['an institution, nothing else', { requestedByParticular: 'no' }],
    ['an institution, empty fields', { requestedByParticular: 'no', motivo: '', telefono: '' }],
    ['everything, an institution, no file', { requestedByParticular: 'no', motivo: 'BPS', telefono: '099123456' }],
  ])('%s: the same messages as the server', (_name, values: Record<string, string>) => {
    expect(browserErrors(values)).toEqual(serverErrors(values))
  })

  it('says the reason, the phone and the file at once for an institution with nothing else', () => {
    const expected = { motivo: [copy.errors.required], telefono: [copy.errors.phoneRequired], archivo: [copy.errors.fileRequired] }
    expect(browserErrors({ requestedByParticular: 'no', motivo: '', telefono: '' })).toEqual(expected)
    expect(serverErrors({ requestedByParticular: 'no', motivo: '', telefono: '' })).toEqual(expected)
  })

  it('asks for no file chosen now, nor one attached before and kept; asks again once that one is removed', () => {
    const institution = { requestedByParticular: 'no', motivo: 'BPS', telefono: '099123456' }
    expect(browserErrors(institution, { input: aFile })).toEqual({})
    expect(browserErrors(institution, { attached: true })).toEqual(serverErrors({ ...institution, archivo: STEP_FILE_ATTACHED }))
    expect(browserErrors(institution, { attached: true })).toEqual({})
    expect(browserErrors({ ...institution, [REMOVE_FILE_FIELD]: 'archivo' }, { attached: true })).toEqual({ archivo: [copy.errors.fileRequired] })
  })
})

describe('phoneError', () => {
  it.each([
    ['', copy.errors.phoneRequired],
    ['09912345a', copy.errors.notNumeric],
    ['0991234', copy.errors.phoneLength],
    ['0991234567', copy.errors.phoneLength],
    ['099123456', undefined],
    [' 24001234 ', undefined],
    // The digits grouped with spaces, as a person types them (and as flow B takes them): the limits are the digits'.
    ['098 234 567', undefined],
    ['098 234 5', copy.errors.phoneLength],
    ['098 234 5678', copy.errors.phoneLength],
    ['098-234-567', copy.errors.notNumeric],
  ])('%j → %s', (value, message) => {
    expect(phoneError(value)).toBe(message)
  })
})

describe('fileNeeded: whether the server would say the file is missing', () => {
  it.each<[string, [string, string][], boolean, boolean]>([
    ['an institution, no file attached', [['requestedByParticular', 'no']], false, true],
    ['nothing chosen yet', [], false, false],
    ['particular reasons', [['requestedByParticular', 'si']], false, false],
    ['an institution, the file attached before kept', [['requestedByParticular', 'no']], true, false],
    ['an institution, the file attached before removed', [['requestedByParticular', 'no'], [REMOVE_FILE_FIELD, 'archivo']], true, true],
  ])('%s', (_name, entries, attached, needed) => {
    expect(fileNeeded(form(entries), attached)).toBe(needed)
  })
})

describe('the file’s submit check, with JavaScript, after a refused choice', () => {
  // The refused file was taken out of the input.
  const emptied: FileInput = { files: [] }
  const tooLarge = new File([new Uint8Array(archivo.maxBytes + 1)], 'grande.pdf')
  const submitCheck = async (data: FormData, attached: boolean) =>
    refusedFileCheck(await chosenFileMessage(tooLarge, archivo), () => emptied, () => fileNeeded(data, attached))?.(FILE_VALUE)

  it('says why the file was refused, not that it is required', async () => {
    const institution = form([['requestedByParticular', 'no']])
    expect(await submitCheck(institution, false)).toBe(stepFiles.tooLarge(archivo.maxBytes))
    expect(await submitCheck(institution, false)).not.toBe(stepFiles.required)
    // The file attached before is being removed: none would be left.
    expect(await submitCheck(form([['requestedByParticular', 'no'], [REMOVE_FILE_FIELD, archivo.field]]), true)).toBe(stepFiles.tooLarge(archivo.maxBytes))
  })

  it('lets the form go where no file is needed: particular reasons, or the file attached before kept', async () => {
    expect(await submitCheck(form([['requestedByParticular', 'si']]), false)).toBeUndefined()
    expect(await submitCheck(form([['requestedByParticular', 'no']]), true)).toBeUndefined()
    // Nor before either is chosen: the choice is what the submit asks for.
    expect(await submitCheck(form([]), false)).toBeUndefined()
  })
})

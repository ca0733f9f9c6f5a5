import { describe, expect, it } from 'vitest'
import { clinicalHistory as copy } from '~/copy/clinical-history'
import { stepFiles } from '~/copy/step-files'
import { refusedFileCheck, type FileInput } from '~/forms/use-file-check'
import { chosenFileMessage, REMOVE_FILE_FIELD } from '../step-files'
import { archivo } from './file'
import { fileNeeded, motivoChecks, phoneError } from './motivo-form'
import { MotivoSchema } from './schemas.server'

/** The form as the browser sends it. */
function form(entries: [string, string][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

/** What the browser's checks find on submit, as `useForm` reads the form (an unchosen radio is an empty value). */
function browserErrors(values: Record<string, string>) {
  const found: Record<string, string[]> = {}
  for (const [name, check] of Object.entries(motivoChecks)) {
    const message = check(values[name] ?? '')
    if (message) found[name] = [message]
  }
  return found
}

/** What the server's schema says of the same fields (the file aside: its check is the page's). */
function serverErrors(values: Record<string, string>) {
  const parsed = MotivoSchema.safeParse(values)
  const { archivo: _file, ...errors } = parsed.success ? {} : parsed.error.flatten().fieldErrors
  return errors
}

describe('motivo-solicitud with JavaScript: one submit says what the server would', () => {
  it('says the choice is missing on the first submit with nothing chosen', () => {
    expect(browserErrors({})).toEqual({
      requestedByParticular: [copy.motivo.chooseDelivery],
      motivo: [copy.errors.required],
      telefono: [copy.errors.required],
    })
  })

  it.each([
    ['nothing', {}],
    ['only the reason', { motivo: 'Presentar en el BPS' }],
    ['a phone with letters', { requestedByParticular: 'si', motivo: 'Trámite', telefono: '09912345a' }],
    ['a phone too short', { requestedByParticular: 'no', telefono: '0991' }],
    ['blanks', { requestedByParticular: 'no', motivo: '   ', telefono: '  ' }],
    ['everything, particular', { requestedByParticular: 'si', motivo: 'Trámite', telefono: '099123456' }],
  ])('%s: the same messages as the server', (_name, values: Record<string, string>) => {
    expect(browserErrors(values)).toEqual(serverErrors(values))
  })
})

describe('phoneError', () => {
  it.each([
    ['', copy.errors.required],
    ['09912345a', copy.errors.notNumeric],
    ['0991234', copy.errors.phoneLength],
    ['0991234567', copy.errors.phoneLength],
    ['099123456', undefined],
    [' 24001234 ', undefined],
  ])('%j → %s', (value, message) => {
    expect(phoneError(value)).toBe(message)
  })
})

describe('fileNeeded: whether the server would say the file is missing', () => {
  it.each<[string, [string, string][], boolean, boolean]>([
    ['an institution, no file attached', [['requestedByParticular', 'no']], false, true],
    ['nothing chosen yet', [], false, true],
    ['particular reasons', [['requestedByParticular', 'si']], false, false],
    ['an institution, the file attached before kept', [['requestedByParticular', 'no']], true, false],
    ['an institution, the file attached before removed', [['requestedByParticular', 'no'], [REMOVE_FILE_FIELD, 'archivo']], true, true],
  ])('%s', (_name, entries, attached, needed) => {
    expect(fileNeeded(form(entries), attached)).toBe(needed)
  })
})

describe('the file’s submit check, with JavaScript, after a refused choice', () => {
  const FILE_VALUE = ''
  // The refused file was taken out of the input.
  const emptied: FileInput = { files: [] }
  const tooLarge = new File([new Uint8Array(archivo.maxBytes + 1)], 'grande.pdf')
  const submitCheck = async (data: FormData, attached: boolean) =>
    refusedFileCheck(await chosenFileMessage(tooLarge, archivo), () => emptied, () => fileNeeded(data, attached))?.(FILE_VALUE)

  it('says why the file was refused, not that it is required', async () => {
    const institution = form([['requestedByParticular', 'no']])
    expect(await submitCheck(institution, false)).toBe(stepFiles.tooLarge(archivo.maxBytes))
    expect(await submitCheck(institution, false)).not.toBe(stepFiles.required)
    // Nothing chosen yet: said with the choice's own message.
    expect(await submitCheck(form([]), false)).toBe(stepFiles.tooLarge(archivo.maxBytes))
    // The file attached before is being removed: none would be left.
    expect(await submitCheck(form([['requestedByParticular', 'no'], [REMOVE_FILE_FIELD, archivo.field]]), true)).toBe(stepFiles.tooLarge(archivo.maxBytes))
  })

  it('lets the form go where no file is needed: particular reasons, or the file attached before kept', async () => {
    expect(await submitCheck(form([['requestedByParticular', 'si']]), false)).toBeUndefined()
    expect(await submitCheck(form([['requestedByParticular', 'no']]), true)).toBeUndefined()
  })
})

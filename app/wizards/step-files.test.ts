import { describe, expect, it } from 'vitest'
import { stepFiles as copy } from '~/copy/step-files'
import { checkChosenFile, chosenFileMessage, type StepFileOption } from './step-files'

const option: StepFileOption = { field: 'archivo', maxBytes: 5 * 1024 * 1024, types: ['pdf', 'jpeg', 'png'] }
const PDF_START = new TextEncoder().encode('%PDF-1.7\n')
const PNG_START = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chosen(size: number, start: Uint8Array = PDF_START, name = 'orden.pdf') {
  const bytes = new Uint8Array(size)
  bytes.set(start.subarray(0, size))
  return new File([bytes], name, { type: 'application/pdf' })
}

describe('checkChosenFile (the page when a file is chosen, the server again)', () => {
  it('takes a file of the kinds by its first bytes, up to exactly the limit', async () => {
    expect(await checkChosenFile(chosen(option.maxBytes), option)).toEqual({ kind: 'pdf' })
    // Its name or declared type say nothing.
    expect(await checkChosenFile(chosen(64, PNG_START), option)).toEqual({ kind: 'png' })
  })

  it('refuses an empty file, one over the limit and one of another kind, each with its message and status', async () => {
    expect(await checkChosenFile(chosen(0), option)).toEqual({ refused: { status: 400, message: copy.empty } })
    expect(await checkChosenFile(chosen(12 * 1024 * 1024), option)).toEqual({
      refused: { status: 413, message: 'El archivo pesa más de 5 MB. Elija uno más liviano.' },
    })
    expect(await checkChosenFile(chosen(64, new TextEncoder().encode('no soy un PDF')), option)).toEqual({
      refused: { status: 415, message: copy.wrongType(option.types) },
    })
    // The step's own kinds: a PDF where only images are taken.
    expect(await checkChosenFile(chosen(64), { ...option, types: ['jpeg', 'png'] })).toMatchObject({ refused: { status: 415 } })
  })
})

describe('chosenFileMessage (the page’s check of a file chosen)', () => {
  it('says the reason of a refusal, nothing of a file the step takes', async () => {
    expect(await chosenFileMessage(chosen(64), option)).toBeNull()
    expect(await chosenFileMessage(chosen(12 * 1024 * 1024), option)).toBe(copy.tooLarge(option.maxBytes))
    expect(await chosenFileMessage(chosen(64, new TextEncoder().encode('no soy un PDF')), option)).toBe(copy.wrongType(option.types))
  })
})

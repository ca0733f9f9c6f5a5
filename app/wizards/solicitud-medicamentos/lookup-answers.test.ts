import { describe, expect, it } from 'vitest'
import { commonErrors } from '~/copy/errors/common'
import { medicineRequests } from '~/copy/medicine-requests'
import { answered, asked, firstAnswers, passed, personShown, type Verdict } from './lookup-answers'

const copy = medicineRequests.documento

const ANA = '12345672'
const UNKNOWN = '11111111'
const ana = { name: 'Ana Pérez', active: false }
/** The lookup `documento` saved: Ana, by her cédula. */
const saved = { tipoDocumento: '1', documento: ANA, found: ana }

function sent(documento: string, tipoDocumento = '1') {
  const formData = new FormData()
  formData.set('tipoDocumento', tipoDocumento)
  formData.set('documento', documento)
  return formData
}

/** The action's refusal of `documento`, as conform replies it. */
function refusal(documento: string, message: string = copy.invalidAffiliate): Verdict {
  const initialValue = { intent: 'buscar', tipoDocumento: '1', documento }
  return { status: 'error', initialValue, error: { documento: [message] } }
}

describe('the person the documento step shows (C58)', () => {
  it('is the saved lookup’s until an answer comes', () => {
    expect(personShown(saved, undefined)).toBe(ana)
    expect(personShown({ ...saved, found: null }, undefined)).toBeNull()
  })

  it('is nobody once a document is refused: another one, or hers', () => {
    expect(personShown(saved, refusal(UNKNOWN))).toBeNull()
    expect(personShown(saved, refusal(ANA, copy.sanctioned))).toBeNull()
    // Sent empty: conform leaves the document out of its reply.
    const empty: Verdict = { status: 'error', initialValue: { tipoDocumento: '1' }, error: { documento: [copy.documentRequired] } }
    expect(personShown(saved, empty)).toBeNull()
  })

  it('is hers when her document passed, as it was typed; nobody for another document or type', () => {
    expect(personShown(saved, passed(sent(ANA)))).toBe(ana)
    expect(personShown(saved, passed(sent(` ${ANA} `)))).toBe(ana)
    expect(personShown(saved, passed(sent('23456783')))).toBeNull()
    expect(personShown(saved, passed(sent(ANA, '2')))).toBeNull()
  })

  it('stays hers when the API was out of reach for her document, not for another', () => {
    const unreachable = (documento: string): Verdict => ({
      status: 'error',
      initialValue: { tipoDocumento: '1', documento },
      error: { '': [commonErrors.genericMedicines] },
    })
    expect(personShown(saved, unreachable(ANA))).toBe(ana)
    expect(personShown(saved, unreachable(UNKNOWN))).toBeNull()
  })
})

describe('the answers about the document, by when they were asked', () => {
  it('each answer replaces the one before: refused, then found, then refused', () => {
    let answers = firstAnswers()
    answers = answered(asked(answers, 'lookup'), 'lookup', refusal(UNKNOWN))
    expect(answers.last.verdict).toEqual(refusal(UNKNOWN))
    answers = answered(asked(answers, 'lookup'), 'lookup', passed(sent(ANA)))
    expect(personShown(saved, answers.last.verdict)).toBe(ana)
    answers = answered(asked(answers, 'form'), 'form', refusal(UNKNOWN))
    expect(personShown(saved, answers.last.verdict)).toBeNull()
    expect(answers.waiting).toEqual({})
  })

  it('drops a lookup answered after the submit asked later: her late find does not undo the refusal', () => {
    let answers = asked(asked(firstAnswers(), 'lookup'), 'form')
    answers = answered(answers, 'form', refusal(UNKNOWN))
    answers = answered(answers, 'lookup', passed(sent(ANA)))
    expect(answers.last.verdict).toEqual(refusal(UNKNOWN))
    expect(personShown(saved, answers.last.verdict)).toBeNull()
  })

  it('drops a submit answered after a lookup asked later: a late refusal does not take her name off', () => {
    let answers = asked(asked(firstAnswers(), 'form'), 'lookup')
    answers = answered(answers, 'lookup', passed(sent(ANA)))
    const shown = answers.last
    answers = answered(answers, 'form', refusal(UNKNOWN))
    expect(answers.last).toBe(shown)
    expect(personShown(saved, answers.last.verdict)).toBe(ana)
  })

  it('takes answers that come in the order asked, and starts from the reply the page was drawn with', () => {
    let answers = asked(asked(firstAnswers(refusal(UNKNOWN)), 'lookup'), 'form')
    expect(personShown(saved, answers.last.verdict)).toBeNull()
    answers = answered(answers, 'lookup', refusal('23456783'))
    answers = answered(answers, 'form', passed(sent(ANA)))
    expect(personShown(saved, answers.last.verdict)).toBe(ana)
  })

  it('a cancellation’s answer gives the word back to the saved lookup', () => {
    const answers = answered(asked(firstAnswers(refusal(UNKNOWN)), 'form'), 'form', undefined)
    expect(personShown(saved, answers.last.verdict)).toBe(ana)
  })
})

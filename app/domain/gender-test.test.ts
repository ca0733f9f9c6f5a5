import { describe, expect, it } from 'vitest'
import { answersPayload, feedbackFor, telHref, withPhoneLinks, type Feedback } from './gender-test'

// BR68's worked examples (checklist), then the edges.
const bands: Feedback[] = [
  { max_respuestas_si: 2, title: 'A', text: 'a' },
  { max_respuestas_si: 5, title: 'B', text: 'b' },
  { max_respuestas_si: 20, title: 'C', text: 'c' },
]

describe('feedbackFor (BR68)', () => {
  it.each([
    [0, 'A'],
    [2, 'A'],
    [3, 'B'],
    [5, 'B'],
    [6, 'C'],
    [20, 'C'],
    // More than any entry allows: the spec gives none; the last entry is shown (⚠ resolution).
    [21, 'C'],
  ])('%i yes answers → %s', (yes, title) => {
    expect(feedbackFor(bands, yes)?.title).toBe(title)
  })

  it('takes the first matching entry in the list order, not the tightest', () => {
    const unordered: Feedback[] = [
      { max_respuestas_si: 10, title: 'wide', text: '' },
      { max_respuestas_si: 1, title: 'tight', text: '' },
    ]
    expect(feedbackFor(unordered, 0)?.title).toBe('wide')
  })

  it('has nothing to show without entries', () => {
    expect(feedbackFor([], 0)).toBeUndefined()
  })
})

describe('answersPayload (BR68)', () => {
  it('answers every question once, true only for the selected', () => {
    const questions = [
      { id: 1, text: 'q1' },
      { id: 2, text: 'q2' },
      { id: 3, text: 'q3' },
    ]
    expect(answersPayload(questions, [2])).toEqual([
      { id: 1, value: false },
      { id: 2, value: true },
      { id: 3, value: false },
    ])
    expect(answersPayload(questions, [])).toEqual(questions.map(({ id }) => ({ id, value: false })))
  })
})

describe('withPhoneLinks (BR68)', () => {
  const contactos = { PUBLICO: '0800 4141', PRIVADO: '2400 0800' }

  it('turns a token into the phone, labelled as written, with its tel: link', () => {
    expect(withPhoneLinks('Llamá al TELEFONO_PUBLICO', contactos)).toEqual(['Llamá al ', { phone: '0800 4141', href: 'tel:08004141' }])
  })

  it('turns both tokens, each as often as it appears, and keeps the text around them', () => {
    expect(withPhoneLinks('TELEFONO_PRIVADO o TELEFONO_PUBLICO; TELEFONO_PRIVADO.', contactos)).toEqual([
      { phone: '2400 0800', href: 'tel:24000800' },
      ' o ',
      { phone: '0800 4141', href: 'tel:08004141' },
      '; ',
      { phone: '2400 0800', href: 'tel:24000800' },
      '.',
    ])
  })

  it('leaves a text without tokens as it is', () => {
    expect(withPhoneLinks('Sin teléfonos', contactos)).toEqual(['Sin teléfonos'])
  })

  it('keeps the signs a short or international number dials with', () => {
    expect(telHref('*4141')).toBe('tel:*4141')
    expect(telHref('+598 2400-0800')).toBe('tel:+59824000800')
  })
})

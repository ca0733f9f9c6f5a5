import { describe, expect, it } from 'vitest'
import { associationDay, signedDocValid, signedDocumentView, type SignedFileAnswer } from './signed-documents.server'

const autor = (id: number | null): SignedFileAnswer['autor'] => ({ id, usuario: { first_name: 'Laura', last_name: 'Méndez' } })

describe('BR69 signedDocValid', () => {
  it.each<[string, SignedFileAnswer | null, boolean]>([
    ['ok, autor.id 7, fecha_asociacion "2024-05-10"', { autor: autor(7), fecha_asociacion: '2024-05-10' }, true],
    ['ok, autor null', { autor: null, fecha_asociacion: '2024-05-10' }, false],
    ['ok, autor without an id', { autor: autor(null), fecha_asociacion: '2024-05-10' }, false],
    ['ok, fecha_asociacion null', { autor: autor(7), fecha_asociacion: null }, false],
    ['ok, fecha_asociacion empty', { autor: autor(7), fecha_asociacion: '' }, false],
    ['the fetch failed (404)', null, false],
    ['autor.id 0 is an id', { autor: autor(0), fecha_asociacion: '2024-05-10' }, true],
  ])('%s → %s', (_case, answer, valid) => {
    expect(signedDocValid(answer)).toBe(valid)
  })
})

describe('signedDocumentView', () => {
  it("shows a valid document's author and day", () => {
    expect(signedDocumentView({ autor: autor(7), fecha_asociacion: '2024-05-10' })).toEqual({
      valid: true,
      author: 'Laura Méndez',
      associated: '10/05/2024',
    })
  })

  it('shows only the names the API gives', () => {
    const answer = { autor: { id: 7, usuario: { first_name: null, last_name: 'Méndez' } }, fecha_asociacion: '2024-05-10' }
    expect(signedDocumentView(answer)).toMatchObject({ author: 'Méndez' })
  })

  it('is invalid, with nothing else, when BR69 says so', () => {
    expect(signedDocumentView({ autor: null, fecha_asociacion: '2024-05-10' })).toEqual({ valid: false })
    expect(signedDocumentView(null)).toEqual({ valid: false })
  })
})

describe('associationDay (BR70)', () => {
  it.each([
    ['2024-05-10', '10/05/2024'],
    // 02:15 UTC is still the 9th in Montevideo (UTC-3).
    ['2024-05-10T02:15:00Z', '09/05/2024'],
    ['2024-05-10T13:22:11-03:00', '10/05/2024'],
    ['10/05/2024', '10/05/2024'],
    ['2024-02-31', '2024-02-31'],
  ])('%s → %s', (value, shown) => {
    expect(associationDay(value)).toBe(shown)
  })
})

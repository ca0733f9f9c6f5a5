import { describe, expect, it } from 'vitest'
import { validation } from '~/copy/errors/validation'
import { inputError, isValidInput } from './input-rules'

describe('inputError', () => {
  it('treats an empty value as valid for every type', () => {
    for (const type of ['TEXT', 'NUMERIC', 'MAIL', 'CI'] as const) {
      expect(inputError(type, ''), type).toBeUndefined()
    }
  })

  it('CI: at most 8 characters and a valid check digit', () => {
    expect(inputError('CI', '12345672')).toBeUndefined()
    expect(inputError('CI', '12345673')).toBe(validation.invalidCi)
    expect(inputError('CI', '123456720')).toBe(validation.tooLongCi)
    // Dots count as characters: the CI input caps what is typed at 8 (hint "sin puntos ni guiones").
    expect(inputError('CI', '1.234.567-2')).toBe(validation.tooLongCi)
  })

  it('MAIL: an e-mail format', () => {
    expect(inputError('MAIL', 'juan.perez@example.com')).toBeUndefined()
    expect(inputError('MAIL', 'juan@@x')).toBe(validation.invalidMail)
    expect(inputError('MAIL', 'juan@example')).toBe(validation.invalidMail)
  })

  it('TEXT: not empty after trimming', () => {
    expect(inputError('TEXT', '   ')).toBe(validation.blankText)
    expect(inputError('TEXT', ' hola ')).toBeUndefined()
  })

  it('NUMERIC: digits only', () => {
    expect(inputError('NUMERIC', '09a')).toBe(validation.notNumeric)
    expect(isValidInput('NUMERIC', '099123456')).toBe(true)
  })
})

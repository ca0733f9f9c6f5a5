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
    // BR01, A12: dots and dashes are stripped on the server (the CI input caps what is typed at 8).
    expect(inputError('CI', '1.234.567-2')).toBeUndefined()
    expect(inputError('CI', '1.234.567-3')).toBe(validation.invalidCi)
    expect(inputError('CI', '1.234.567-20')).toBe(validation.tooLongCi)
  })

  it('MAIL: an e-mail format', () => {
    expect(inputError('MAIL', 'juan.perez@example.com')).toBeUndefined()
    expect(inputError('MAIL', 'juan@@x')).toBe(validation.invalidMail)
    expect(inputError('MAIL', 'juan@example')).toBe(validation.invalidMail)
    expect(inputError('MAIL', 'juan@.com')).toBe(validation.invalidMail)
    expect(inputError('MAIL', 'juan@example.')).toBe(validation.invalidMail)
    expect(inputError('MAIL', 'ju an@example.com')).toBe(validation.invalidMail)
    expect(inputError('MAIL', ' juan@example.com ')).toBeUndefined()
  })

  it('MAIL: accepts what the simple pattern /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/ accepts, up to 254 characters', () => {
    const simple = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
    const pieces = ['a', '.', '@', ' ', 'b.c', '..', '@x']
    for (const a of pieces) for (const b of pieces) for (const c of pieces) for (const d of pieces) {
      const value = a + b + c + d
      expect(isValidInput('MAIL', value), JSON.stringify(value)).toBe(value === '' || simple.test(value.trim()))
    }
    expect(inputError('MAIL', `${'a'.repeat(64)}@${'b'.repeat(185)}.com`)).toBeUndefined()
    expect(inputError('MAIL', `${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe(validation.invalidMail)
  })

  it('MAIL: a long run of dots is refused without backtracking (the regular expression took tens of seconds)', () => {
    expect(inputError('MAIL', `a@${'.'.repeat(200_000)}@`)).toBe(validation.invalidMail)
    expect(inputError('MAIL', `a@${'.'.repeat(250)}@`)).toBe(validation.invalidMail)
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

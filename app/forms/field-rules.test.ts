import { describe, expect, it } from 'vitest'
import { validation } from '~/copy/errors/validation'
import { check, fieldError } from './field-rules'

const ci = { required: 'Ingrese su cédula', type: 'CI' as const }

describe('fieldError', () => {
  it('reports the required message of an empty or blank field', () => {
    expect(fieldError(ci, '  ')).toBe('Ingrese su cédula')
    expect(fieldError(ci, '')).toBe('Ingrese su cédula')
  })

  it('applies the input type rules to a filled field', () => {
    expect(fieldError(ci, '12345673')).toBe(validation.invalidCi)
    expect(fieldError(ci, ' 12345672 ')).toBeUndefined()
  })

  it('lets an empty optional field pass (000 §5: empty counts as valid)', () => {
    expect(fieldError({ type: 'TEXT' }, '')).toBeUndefined()
  })
})

describe('check', () => {
  it('is the rule as a function of the value', () => {
    const ciCheck = check(ci)
    expect(ciCheck('3124567')).toBe(validation.invalidCi)
    expect(ciCheck('31245675')).toBeUndefined()
  })
})

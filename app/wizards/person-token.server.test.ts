import { describe, expect, it } from 'vitest'
import { keyNamedBy, personToken } from './person-token.server'

const ANA = '1-12345672'
const BRUNO = '1-23456783'

describe('the token that names a person of a medicine journey in an address', () => {
  it('is short, fit for an address, the same each time, and holds nothing of her document number', () => {
    const token = personToken(ANA)
    expect(token).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(personToken(ANA)).toBe(token)
    expect(personToken(BRUNO)).not.toBe(token)
    expect(token).not.toContain('12345672')
  })

  it('names the one key it was made from, and no key for anything else', () => {
    const keys = [ANA, BRUNO]
    expect(keyNamedBy(personToken(BRUNO), keys)).toBe(BRUNO)
    expect(keyNamedBy(personToken(ANA), [BRUNO])).toBeUndefined()
    for (const made of [null, '', ANA, 'AAAAAAAAAAAAAAAA', `${personToken(ANA)}x`, personToken(ANA).slice(1)]) {
      expect(keyNamedBy(made, keys)).toBeUndefined()
    }
  })
})

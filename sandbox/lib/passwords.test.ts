import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './passwords'

describe('passwords', () => {
  it('stores scrypt$<salt>$<hash> and verifies only the same password', () => {
    const stored = hashPassword('Socio2026')
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/)
    expect(verifyPassword('Socio2026', stored)).toBe(true)
    expect(verifyPassword('socio2026', stored)).toBe(false)
    expect(verifyPassword('', stored)).toBe(false)
  })

  it('uses a random salt unless one is given', () => {
    expect(hashPassword('x')).not.toBe(hashPassword('x'))
    const salt = Buffer.alloc(16, 7)
    expect(hashPassword('x', salt)).toBe(hashPassword('x', salt))
  })

  it('rejects malformed stored values instead of throwing', () => {
    const stored = hashPassword('Socio2026')
    const [, salt, hash] = stored.split('$')
    for (const bad of [
      '',
      'Socio2026',
      `bcrypt$${salt}$${hash}`,
      `scrypt$${salt}`,
      `scrypt$${salt}$abcd`,
      `${stored}$x`,
    ]) {
      expect(verifyPassword('Socio2026', bad), bad).toBe(false)
    }
  })
})

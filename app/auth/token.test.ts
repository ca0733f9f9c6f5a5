import { describe, expect, it } from 'vitest'
import { jwtExpiry, tokenState } from './token'

const now = Date.UTC(2026, 10, 22, 12, 0, 0)

describe('tokenState (BR06)', () => {
  it.each([
    [300_000, 'valid'],
    [120_000, 'valid'],
    [119_000, 'refresh'],
    [1, 'refresh'],
    [0, 'refresh'],
    [-1_000, 'expired'],
  ] as const)('exp = now %+d ms → %s', (offset, expected) => {
    expect(tokenState(now + offset, now)).toBe(expected)
  })
})

describe('jwtExpiry', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

  it('reads exp in milliseconds', () => {
    expect(jwtExpiry(`${encode({ alg: 'HS256' })}.${encode({ exp: 1_800_000_000 })}.sig`)).toBe(1_800_000_000_000)
  })

  it('is null for anything that is not a JWT with exp', () => {
    expect(jwtExpiry('garbage')).toBeNull()
    expect(jwtExpiry(`a.${encode({ user: 1 })}.c`)).toBeNull()
    expect(jwtExpiry('a.%%%.c')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { CallNumberSchema, IdSchema } from './ids'

describe('the API ids', () => {
  it('reads a number, or a numeric string, as a number', () => {
    expect(IdSchema.parse(112)).toBe(112)
    expect(IdSchema.parse('50231')).toBe(50231)
  })

  it('refuses what is not a whole number', () => {
    for (const value of ['F-012', '', '1.5', 1.5, null]) expect(IdSchema.safeParse(value).success).toBe(false)
  })
})

describe('a call number', () => {
  it('is text as it comes, a number as its digits, nothing as null', () => {
    expect(CallNumberSchema.parse('F-012')).toBe('F-012')
    expect(CallNumberSchema.parse(12)).toBe('12')
    expect(CallNumberSchema.parse(null)).toBeNull()
    expect(CallNumberSchema.parse(undefined)).toBeNull()
  })
})

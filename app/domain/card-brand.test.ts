import { describe, expect, it } from 'vitest'
import { cardBrand, cardType } from './card-brand'

describe('cardBrand and cardType (BR15)', () => {
  it.each([
    [2, 'CreditCard', 'Visa', 'credit'],
    [14, 'DebitCard', 'Visa', 'debit'],
    [13, 'CreditCard', 'Visa', 'credit'],
    [4, 'CreditCard', 'OCA', 'credit'],
    [8, 'CreditCard', 'Creditel', 'credit'],
    [9, 'CreditCard', 'Creditos Directos', 'credit'],
    [11, 'x', 'Passcard', 'prepaid'],
    [7, 'Prepaid', 'Mastercard', 'prepaid'],
    [1, null, 'Mastercard', 'prepaid'],
  ] as const)('(%s, %s) → %s, %s', (id, type, brand, kind) => {
    expect(cardBrand(id)).toBe(brand)
    expect(cardType(type)).toBe(kind)
  })

  it('reads a missing id as brand B', () => {
    expect(cardBrand(null)).toBe('Mastercard')
    expect(cardBrand(undefined)).toBe('Mastercard')
  })
})

import { describe, expect, it } from 'vitest'
import { formatFeeMonth } from './fee-month'

describe('formatFeeMonth (BR18)', () => {
  it.each([
    ['202403', 'Marzo 2024'],
    ['202412', 'Diciembre 2024'],
    ['202401', 'Enero 2024'],
    ['2024', '2024'],
    ['202413', '202413'],
    ['202400', '202400'],
    ['abcdef', 'abcdef'],
  ])('%s → %s', (value, shown) => {
    expect(formatFeeMonth(value)).toBe(shown)
  })
})

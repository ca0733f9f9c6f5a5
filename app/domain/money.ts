/**
 * The one place money is put into words (checklist C86, BR56, BR60, BR61): `$` and two decimals, as the
 * spec's examples show them (`$225.50`, `$700.46`): a point before the cents and no grouping.
 */

/**
 * Rounds to cents, half away from zero, on the decimal value people read: 1.005 is $1.01 although
 * its binary double is a hair below 1.005. (BR60: totals are "rounded to 2 decimals".)
 */
export function roundToCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError('amount must be a finite number')
  // The decimal shift below reads the number's text, which JavaScript writes with an exponent outside these bounds.
  const magnitude = Math.abs(amount)
  if (magnitude < 1e-6) return 0
  if (magnitude >= 1e21) return amount
  const cents = Math.round(Number(`${magnitude}e2`))
  const rounded = Number(`${cents}e-2`)
  return amount < 0 && rounded !== 0 ? -rounded : rounded
}

/** `$215.30`, `-$40.00`. */
export function formatMoney(amount: number): string {
  const rounded = roundToCents(amount)
  const sign = rounded < 0 ? '-' : ''
  return `${sign}$${Math.abs(rounded).toFixed(2)}`
}

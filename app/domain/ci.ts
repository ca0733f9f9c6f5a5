/**
 * Uruguayan identity card (cédula de identidad) check digit, spec 000 §5, checklist BR01 and A12.
 *
 * The input is normalised (non-digits stripped); the last digit is the check digit and the
 * preceding digits, left-padded to 7, are weighted 2,9,8,7,6,3,4. Besides the modulo rule we
 * require 7 or 8 digits (A12), so "0" or a typing slip of three digits is not a cédula.
 */
const WEIGHTS = [2, 9, 8, 7, 6, 3, 4] as const

export const CI_MAX_LENGTH = 8

/** Digits only: "1.234.567-2" → "12345672". */
export function normalizeCi(value: string): string {
  return value.replace(/\D/g, '')
}

/**
 * The one spelling of a cédula, for everything that identifies a person (the login limit, the
 * API's username): digits only, without the leading zeros of the body padding, so `07654323`,
 * `765432-3` and `765.4323` are the same person. Only meaningful for a valid cédula.
 */
export function canonicalCi(value: string): string {
  return normalizeCi(value).replace(/^0+(?=\d)/, '')
}

/** The expected check digit for a body of up to 7 digits. */
export function ciCheckDigit(body: string): number {
  const padded = body.padStart(7, '0')
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(padded[index]), 0)
  return (10 - (sum % 10)) % 10
}

export function isValidCi(value: string): boolean {
  const digits = normalizeCi(value)
  if (digits.length < 7 || digits.length > CI_MAX_LENGTH) return false
  const body = digits.slice(0, -1)
  const check = Number(digits.slice(-1))
  return ciCheckDigit(body) === check
}

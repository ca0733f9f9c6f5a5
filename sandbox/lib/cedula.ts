/**
 * Uruguayan cédula numbers: up to seven digits and a check digit (weights 2 9 8 7 6 3 4 over the digits padded to
 * seven, then 10 minus the sum's last digit).
 */
const WEIGHTS = [2, 9, 8, 7, 6, 3, 4]

/** The check digit of a number of one to seven digits. */
export function checkDigit(number: string): number {
  if (!/^\d{1,7}$/.test(number)) throw new Error('A cédula number has one to seven digits')
  const sum = number
    .padStart(7, '0')
    .split('')
    .reduce((total, digit, index) => total + Number(digit) * (WEIGHTS[index] ?? 0), 0)
  return (10 - (sum % 10)) % 10
}

/** Digits only, the last one being the right check digit. */
export function isValidCedula(ci: string): boolean {
  return /^\d{2,8}$/.test(ci) && checkDigit(ci.slice(0, -1)) === Number(ci.slice(-1))
}

/** The eight-digit cédula of a seven-digit number. */
export function cedulaOf(number: number): string {
  const digits = String(number)
  return `${digits}${checkDigit(digits)}`
}

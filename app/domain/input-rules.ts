/**
 * The portal's basic input types (spec 000 §5, 002 §5.4, checklist BR02).
 *
 * Each rule answers "is this value acceptable for its type?" and nothing else: an empty value
 * counts as valid, because whether a field is required is a separate rule of each form.
 * Forms run these on the server for every submit and, with JavaScript, on blur.
 */
import { validation } from '~/copy/errors/validation'
import { CI_MAX_LENGTH, isValidCi } from './ci'

export type InputType = 'TEXT' | 'NUMERIC' | 'MAIL' | 'CI'

// Deliberately simple: one "@", no spaces, a dot in the domain. The server has the final word.
const MAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Returns the Spanish message of the first broken rule, or undefined when the value is acceptable. */
export function inputError(type: InputType, value: string): string | undefined {
  if (value === '') return undefined
  switch (type) {
    case 'TEXT':
      return value.trim() === '' ? validation.blankText : undefined
    case 'NUMERIC':
      return /^\d+$/.test(value) ? undefined : validation.notNumeric
    case 'MAIL':
      return MAIL_PATTERN.test(value.trim()) ? undefined : validation.invalidMail
    case 'CI':
      if (value.length > CI_MAX_LENGTH) return validation.tooLongCi
      return isValidCi(value) ? undefined : validation.invalidCi
  }
}

export function isValidInput(type: InputType, value: string): boolean {
  return inputError(type, value) === undefined
}

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

/** The longest address SMTP can carry (RFC 5321); longer input is refused before any other check. */
export const MAIL_MAX_LENGTH = 254

/**
 * Deliberately simple: one "@", no spaces, a dot inside the domain. The server has the final word.
 * Written as string checks rather than the obvious regular expression, whose backtracking on a long
 * run of dots takes quadratic time: a 200 000-character body held a request for tens of seconds.
 */
function isMailShaped(value: string): boolean {
  if (value.length > MAIL_MAX_LENGTH || /\s/.test(value)) return false
  const [local, domain, ...more] = value.split('@')
  return more.length === 0 && !!local && domain !== undefined && domain.slice(1, -1).includes('.')
}

/** Returns the Spanish message of the first broken rule, or undefined when the value is acceptable. */
export function inputError(type: InputType, value: string): string | undefined {
  if (value === '') return undefined
  switch (type) {
    case 'TEXT':
      return value.trim() === '' ? validation.blankText : undefined
    case 'NUMERIC':
      return /^\d+$/.test(value) ? undefined : validation.notNumeric
    case 'MAIL':
      return isMailShaped(value.trim()) ? undefined : validation.invalidMail
    case 'CI':
      // A12: dots and dashes are stripped (the input caps what is typed at 8, the server reads what is sent).
      if (value.replace(/[.-]/g, '').length > CI_MAX_LENGTH) return validation.tooLongCi
      return isValidCi(value) ? undefined : validation.invalidCi
  }
}

export function isValidInput(type: InputType, value: string): boolean {
  return inputError(type, value) === undefined
}

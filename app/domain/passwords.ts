/**
 * The password rules of the account screens (spec 000 §5, §8, §9):
 * - BR03 the mutual's password policy and the change-password form (validateChangePassword);
 * - BR04 the set-password form (validateSetPassword);
 * - BR12 the text shown when setting a password through a link fails (setPasswordError).
 */
import { accountErrors } from '~/copy/errors/account'
import { commonErrors } from '~/copy/errors/common'
import { passwords } from '~/copy/passwords'

/** 000 §9: at least eight characters, not only digits. */
export const PASSWORD_MIN_LENGTH = 8

/** BR03's policy; the API enforces it too, and has the last word. */
export function meetsPasswordPolicy(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH && !/^\d+$/.test(password)
}

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>

export interface ChangePasswordValues {
  current: string
  next: string
  repeat: string
}

/**
 * BR03: each field required (`Este campo es requerido`), the new password within the policy, the repeat equal
 * to it (`Las contraseñas no coinciden ¿Quieres volver a intentarlo?`). One message per field; none means the
 * form may be sent.
 */
export function validateChangePassword(values: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> {
  const errors: FieldErrors<keyof ChangePasswordValues> = {}
  const required = accountErrors.changePassword.required
  if (values.current === '') errors.current = required
  if (values.next === '') errors.next = required
  else if (!meetsPasswordPolicy(values.next)) errors.next = passwords.policyNotMet
  if (values.repeat === '') errors.repeat = required
  else if (values.next !== '' && values.repeat !== values.next) errors.repeat = accountErrors.changePassword.mismatch
  return errors
}

export interface SetPasswordValues {
  password: string
  repeat: string
}

/**
 * BR04: both required (`Contraseña inválida`), the repeat equal to the first (`Las contraseñas no son iguales`).
 * The policy is the API's to enforce here: its answer is read by BR12.
 */
export function validateSetPassword(values: SetPasswordValues): FieldErrors<keyof SetPasswordValues> {
  const errors: FieldErrors<keyof SetPasswordValues> = {}
  if (values.password === '') errors.password = accountErrors.setPassword.invalidPassword
  if (values.repeat === '') errors.repeat = accountErrors.setPassword.invalidPassword
  else if (values.password !== '' && values.repeat !== values.password) errors.repeat = accountErrors.setPassword.notEqual
  return errors
}

/**
 * What BR12 reads from the error answer of the set-password call: the API's message and where it was found
 * (the upstream's error reading gives both, see `UpstreamErrorInfo`).
 */
export interface SetPasswordErrorAnswer {
  message?: string
  messageFrom?: string
}

/** BR12 reads these, in this order; a `.detail` is not among them. */
const READ_BY_BR12 = new Set(['body', 'error', 'details'])

/**
 * BR12: the string body, then `.error`, then `.details[0]`; an answer without any of them
 * `No se pudo restablecer la contraseña, intentalo mas tarde`; no answer at all (`null`: the API could not be
 * reached) the generic message.
 */
export function setPasswordError(answer: SetPasswordErrorAnswer | null): string {
  if (!answer) return commonErrors.generic
  if (answer.message && answer.messageFrom && READ_BY_BR12.has(answer.messageFrom)) return answer.message
  return accountErrors.setPassword.failed
}

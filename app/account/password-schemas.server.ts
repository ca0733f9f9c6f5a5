/**
 * The password forms' schemas, on the server only (zod stays out of the browser bundle): the reset request (C17),
 * setting a password from a link (C18, BR04) and changing it (C19, BR03). The rules themselves are the pure
 * functions of ~/domain/passwords, which the browser runs too.
 */
import { z } from 'zod'
import { validation } from '~/copy/errors/validation'
import { passwords } from '~/copy/passwords'
import { canonicalCi } from '~/domain/ci'
import { inputError } from '~/domain/input-rules'
import { validateChangePassword, validateSetPassword, type FieldErrors } from '~/domain/passwords'

/** No password of the mutual is longer; the API refuses longer ones without a word for people. */
export const PASSWORD_MAX_LENGTH = 128
/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254

const typed = (type: 'CI' | 'MAIL') => (value: string, ctx: z.RefinementCtx) => {
  const message = inputError(type, value)
  if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message })
}

export const ResetRequestSchema = z.object({
  ci: z
    .string({ required_error: passwords.reset.ciRequired })
    .trim()
    .min(1, passwords.reset.ciRequired)
    .superRefine(typed('CI'))
    // One identity however it was typed: the mail limit and the API see the same cédula.
    .transform(canonicalCi),
  email: z
    .string({ required_error: passwords.reset.emailRequired })
    .trim()
    .min(1, passwords.reset.emailRequired)
    .max(EMAIL_MAX_LENGTH, validation.invalidMail)
    .superRefine(typed('MAIL')),
})

/** An optional password field: conform reads an empty field as absent, the rule as ''. */
const password = z.string().max(PASSWORD_MAX_LENGTH, passwords.tooLong).optional()

function addFieldErrors<Name extends string>(errors: FieldErrors<Name>, ctx: z.RefinementCtx) {
  for (const [name, message] of Object.entries(errors) as Array<[Name, string | undefined]>) {
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message })
  }
}

export const SetPasswordSchema = z
  .object({ password, repeat: password })
  .superRefine((values, ctx) => addFieldErrors(validateSetPassword({ password: values.password ?? '', repeat: values.repeat ?? '' }), ctx))
  .transform((values) => ({ password: values.password ?? '' }))

export const ChangePasswordSchema = z
  .object({ current: password, next: password, repeat: password })
  .superRefine((values, ctx) =>
    addFieldErrors(validateChangePassword({ current: values.current ?? '', next: values.next ?? '', repeat: values.repeat ?? '' }), ctx),
  )
  .transform((values) => ({ current: values.current ?? '', next: values.next ?? '' }))

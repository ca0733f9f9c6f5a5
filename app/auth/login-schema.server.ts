/**
 * The login form's schema, on the server only: zod stays out of the browser bundle (the browser
 * checks the same rules with `validateFields`).
 */
import { z } from 'zod'
import { login } from '~/copy/login'
import { canonicalCi } from '~/domain/ci'
import { inputError } from '~/domain/input-rules'

export const LoginSchema = z.object({
  ci: z
    .string({ required_error: login.ciRequired })
    .trim()
    // Only spaces is nothing typed (conform turns only an empty string into a missing value).
    .min(1, login.ciRequired)
    .superRefine((value, ctx) => {
      const message = inputError('CI', value)
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message })
    })
    // One identity however it was typed: the login limit and the API see the same cédula.
    .transform(canonicalCi),
  password: z.string({ required_error: login.passwordRequired, invalid_type_error: login.passwordRequired }),
  redirectTo: z.string().optional(),
})

/**
 * The login form's schema, on the server only: zod stays out of the browser bundle (the browser
 * checks the same rules with `validateFields`).
 */
import { z } from 'zod'
import { login } from '~/copy/login'
import { inputError } from '~/domain/input-rules'

export const LoginSchema = z.object({
  ci: z
    .string({ required_error: login.ciRequired })
    .trim()
    .superRefine((value, ctx) => {
      const message = inputError('CI', value)
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message })
    }),
  password: z.string({ required_error: login.passwordRequired }),
  redirectTo: z.string().optional(),
})

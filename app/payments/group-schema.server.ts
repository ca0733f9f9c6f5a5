/** The family group's add form (C28, BR23): a cédula, required, digits only, with its check digit. */
import { z } from 'zod'
import { payments } from '~/copy/payments'
import { canonicalCi } from '~/domain/ci'
import { inputError } from '~/domain/input-rules'

export const AddMemberSchema = z.object({
  ci: z
    .string({ required_error: payments.methods.ciRequired })
    .trim()
    .min(1, payments.methods.ciRequired)
    .superRefine((value, ctx) => {
      const message = inputError('CI', value)
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message })
    })
    .transform(canonicalCi),
})

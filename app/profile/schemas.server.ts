/**
 * The profile page's form schemas, on the server only (zod stays out of the browser bundle).
 */
import { z } from 'zod'
import { emailFieldError, SWITCH_ON } from './profile-form'

/** conform sends an empty field as undefined. */
const Typed = z.string().optional()

/** The two switches: a checked box sends `si`, an unchecked one nothing. */
export const NotificationsSchema = z
  .object({
    notificaciones_email: z.literal(SWITCH_ON).optional(),
    notificaciones_push: z.literal(SWITCH_ON).optional(),
  })
  .transform((form) => ({
    notificaciones_email: form.notificaciones_email === SWITCH_ON,
    notificaciones_push: form.notificaciones_push === SWITCH_ON,
  }))

export const ChangeEmailSchema = z
  .object({ email: Typed })
  .superRefine((form, ctx) => {
    const message = emailFieldError(form.email ?? '')
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['email'], message })
  })
  .transform((form) => ({ email: (form.email ?? '').trim() }))

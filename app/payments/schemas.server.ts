/**
 * The payment forms' schemas, on the server only: zod stays out of the pages' JavaScript.
 */
import { z } from 'zod'
import { paymentChannel } from '~/copy/payment-channel'
import { payments } from '~/copy/payments'
import { canonicalCi } from '~/domain/ci'
import { inputError } from '~/domain/input-rules'
import type { SecurityCodeEvent } from './machine'
import { SECURITY_CODE_INTENT } from './provider-events'

/** The family group's add form (C28, BR23): a cédula, required, digits only, with its check digit. */
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

/** An idempotency key as the pay page makes it (`crypto.randomUUID`). */
const PAYMENT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A card of the group (C31, checked against E32 afterwards): the wizards' pay steps, whose key is the attempt's. */
export const CardSchema = z.object({
  perfil_pago: z.string({ required_error: paymentChannel.pay.cardRequired, invalid_type_error: paymentChannel.pay.cardRequired }).regex(/^\d{1,12}$/, paymentChannel.pay.cardRequired),
})

/**
 * The pay form (C31): one of the group's cards (checked against E32 afterwards) and the form's key. A key lost or
 * spoiled (a stale page posted again) is no field the member can mend: the form is refused as a whole, and the page,
 * drawn again, carries a new key.
 */
export const PaySchema = CardSchema.extend({ clave: z.string().regex(PAYMENT_KEY).optional().catch(undefined) })
  .superRefine(({ clave }, ctx) => {
    if (clave === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: paymentChannel.pay.keyLost })
  })
  .transform(({ clave, ...rest }) => ({ ...rest, clave: clave ?? '' }))

/** The security-code events the provider's page and the portal's dialog report (C33). */
const SECURITY_CODE_EVENTS = ['process-status-1', 'notification', 'rejected', 'close', 'click-outside', 'timeout'] as const satisfies readonly SecurityCodeEvent[]

/** What the pay page's dialog reports for the payment waiting in the session. */
export const SecurityCodeReportSchema = z.object({
  ref: z.string().max(200),
  evento: z.enum(SECURITY_CODE_EVENTS),
  mensaje: z.string().max(300).optional(),
})

export type SecurityCodeReport = z.infer<typeof SecurityCodeReportSchema>

/**
 * The security-code dialog's report when this submit is one (`intent=evento`, provider-events.ts); `'invalid'` for a
 * malformed one (the page answers it as a mere reload); null for any other submit of the page.
 */
export function securityCodeReportOf(formData: FormData): SecurityCodeReport | 'invalid' | null {
  if (formData.get('intent') !== SECURITY_CODE_INTENT) return null
  const report = SecurityCodeReportSchema.safeParse(Object.fromEntries(formData))
  return report.success ? report.data : 'invalid'
}

/**
 * The clinical-history request's draft (002 §3.3's form state: `complete`, `requestedEmailCopy`, `requestedPart`,
 * `termsAndConditionsAccepted`, `requestedByParticular`, with the reason, the phone and the file) and its step
 * forms, with 002 §5.3's messages.
 */
import { z } from 'zod'
import { clinicalHistory as copy } from '~/copy/clinical-history'
import { STEP_FILE_ATTACHED, StepFileSchema } from '../step-files.server'
import { attemptSchema } from '../wizard.server'
import { phoneDigits, phoneError } from './motivo-form'
import { MAX_TEXT } from './steps'


export const DraftSchema = z.object({
  complete: z.boolean().optional(),
  requestedEmailCopy: z.boolean().optional(),
  termsAndConditionsAccepted: z.boolean().optional(),
  requestedPart: z.string().optional(),
  requestedByParticular: z.boolean().optional(),
  motivo: z.string().optional(),
  telefono: z.string().optional(),
  archivo: StepFileSchema.optional(),
  attempts: z.object({ envio: attemptSchema(z.object({ id: z.string().nullable() })).optional() }).optional(),
})
export type Draft = z.infer<typeof DraftSchema>

const yesNo = (message: string) =>
  z.enum(['si', 'no'], { errorMap: () => ({ message }) }).transform((value) => value === 'si')

/** `solicitud`: both questions answered (002 §5.3). */
export const SolicitudSchema = z.object({
  complete: yesNo(copy.solicitud.chooseComplete),
  requestedEmailCopy: yesNo(copy.solicitud.chooseEmailCopy),
})

/** The terms accepted (`Aceptar términos`): the answers of the form they were accepted on, an e-mail copy. */
export const AceptarSchema = z.object({
  complete: yesNo(copy.solicitud.chooseComplete),
  requestedEmailCopy: z.literal('si', { errorMap: () => ({ message: copy.solicitud.chooseEmailCopy }) }),
})

const requiredText = z
  .string({ required_error: copy.errors.required })
  .trim()
  .min(1, copy.errors.required)
  .max(MAX_TEXT, copy.errors.tooLong)

/** `parte-solicitada`: the part, required. */
export const ParteSchema = z.object({ requestedPart: requiredText })

/** Whether the form as sent is for an institution (`no`: not particular reasons) with no file attached (C80). */
function institutionWithoutFile(form: unknown): boolean {
  const sent = typeof form === 'object' && form !== null ? (form as Record<string, unknown>) : {}
  return sent.requestedByParticular === 'no' && sent.archivo !== STEP_FILE_ATTACHED
}

/**
 * `motivo-solicitud`: the delivery option first, the reason, the mobile phone, and the file for an institution. The
 * file's rule reads the form as sent, before its fields are parsed, so that one submit says it with theirs: as a
 * refinement of the object it would run only once every field passed, and the file be asked for on a second submit.
 */
export const MotivoSchema = z.preprocess(
  (form, context) => {
    if (institutionWithoutFile(form)) context.addIssue({ code: 'custom', path: ['archivo'], message: copy.errors.fileRequired })
    return form
  },
  z.object({
    requestedByParticular: yesNo(copy.motivo.chooseDelivery),
    motivo: requiredText,
    // The browser's rule too: one submit with JavaScript says what the server would.
    telefono: z
      .string({ required_error: copy.errors.phoneRequired })
      .superRefine((value, context) => {
        const message = phoneError(value)
        if (message) context.addIssue({ code: 'custom', message })
      })
      .transform(phoneDigits),
    archivo: z.literal(STEP_FILE_ATTACHED).optional(),
  }),
)

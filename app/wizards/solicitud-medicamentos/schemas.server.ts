/**
 * Flow A's draft and step forms (spec 002 §3.1, checklist C57–C65). The draft keeps what each step chose as the
 * finish (E83) needs it; the rules that check it are `~/domain/medicine-request`'s.
 */
import { z } from 'zod'
import { medicineRequests as copy } from '~/copy/medicine-requests'
import { normalizeCi } from '~/domain/ci'
import { inputError } from '~/domain/input-rules'
import { QUANTITY_MAX, QUANTITY_MIN } from '~/domain/medicine-request'
import { attemptSchema } from '../wizard.server'
import { OTHER_DOCUMENT_MAX_LENGTH } from './steps'

const IdSchema = z.number().int().nonnegative()
const OptionSchema = z.object({ id: IdSchema, nombre: z.string() })

/** The document types of C58: identity card 1, other 2. */
const DocumentTypeSchema = z.union([z.literal(1), z.literal(2)])

/** E75's answer as the `documento` step shows it (C58's "affiliate status fields"). */
export const LookupSchema = z.object({
  tipoDocumento: DocumentTypeSchema,
  documento: z.string(),
  /** null: the API does not know the affiliate. */
  found: z
    .object({
      id: IdSchema,
      name: z.string(),
      isStaff: z.boolean(),
      previousRequestActive: z.boolean(),
      canCancelPreviousRequest: z.boolean(),
      idPreviousRequest: IdSchema.nullable(),
      datePreviousRequest: z.string().nullable(),
      celular: z.string().nullable(),
      telefono: z.string().nullable(),
      direccion: z.string().nullable(),
    })
    .nullable(),
  /** The lookup made again once E76 cancelled her active request: the step says so. */
  cancelled: z.boolean().optional(),
  /** When `Continuar` was last stopped by her active request (C58): the step says so, and says it again at each press. */
  blockedAt: z.number().optional(),
})
export type Lookup = z.infer<typeof LookupSchema>

const GroupSchema = z.object({
  affiliatedId: IdSchema,
  affiliatedName: z.string(),
  medicines: z.record(z.string(), z.number().int()),
  timeAdded: z.number(),
})

export const DraftSchema = z.object({
  /** The last lookup of `documento` (Buscar, or the 1.5 s pause with JavaScript). */
  lookup: LookupSchema.optional(),
  /** The holder: the affiliate found with no active request (C58). */
  affiliate: z
    .object({
      id: IdSchema,
      name: z.string(),
      isStaff: z.boolean(),
      tipoDocumento: DocumentTypeSchema,
      documento: z.string(),
      celular: z.string().nullable(),
      telefono: z.string().nullable(),
      direccion: z.string().nullable(),
    })
    .optional(),
  location: z.object({ id: IdSchema, nombre: z.string(), formasDeEnvio: z.array(OptionSchema) }).optional(),
  /** BR46: one group per person, keyed by document. */
  groups: z.record(z.string(), GroupSchema).optional(),
  shippingMethod: OptionSchema.optional(),
  shippingTypeId: IdSchema.optional(),
  urgent: z.boolean().optional(),
  paymentMethod: OptionSchema.optional(),
  delivery: z.object({ celular: z.string(), telefono: z.string(), direccion: z.string(), entreCalles: z.string() }).optional(),
  attempts: z.object({ solicitud: attemptSchema(z.object({ mensaje: z.string() })).optional() }).optional(),
})
export type Draft = z.infer<typeof DraftSchema>

const documentType = z.coerce.number().pipe(DocumentTypeSchema).catch(1)

/**
 * C58, C85: the document. An identity card is checked as every cédula of the portal is (`isValidCi` through the `CI`
 * input rule: at most 8 digits with a right check digit); another document (type 2) only for its length.
 */
export const DocumentoSchema = z
  .object({
    tipoDocumento: documentType,
    documento: z.string({ required_error: copy.documento.documentRequired, invalid_type_error: copy.documento.documentRequired }).trim().min(1, copy.documento.documentRequired),
  })
  .superRefine((value, ctx) => {
    const message =
      value.tipoDocumento === 1
        ? inputError('CI', value.documento)
        : value.documento.length > OTHER_DOCUMENT_MAX_LENGTH
          ? copy.documento.otherDocumentInvalid
          : undefined
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['documento'], message })
  })
  // A12: a cédula reaches the API as digits, however it was written.
  .transform((value) => (value.tipoDocumento === 1 ? { ...value, documento: normalizeCi(value.documento) } : value))

export const CancelSchema = z.object({
  confirmar: z.literal('si', { errorMap: () => ({ message: copy.documento.cancelConfirmRequired }) }),
})

const choice = (message: string) => z.number({ required_error: message, invalid_type_error: message }).int()

export const LocalidadSchema = z.object({ localidad: choice(copy.localidad.required) })

export const MedicamentoSchema = z.object({
  persona: z.string({ required_error: copy.medicamentos.personUnknown, invalid_type_error: copy.medicamentos.personUnknown }),
  nombre: z.string({ required_error: copy.medicamentos.medicineRequired, invalid_type_error: copy.medicamentos.medicineRequired }).trim().min(1, copy.medicamentos.medicineRequired),
  cantidad: z
    .number({ required_error: copy.medicamentos.quantityRequired, invalid_type_error: copy.medicamentos.quantityRequired })
    .int(copy.medicamentos.quantityRequired)
    .min(QUANTITY_MIN, copy.medicamentos.quantityRequired)
    .max(QUANTITY_MAX, copy.medicamentos.quantityRequired),
  /** The search field of the combobox (no JavaScript): kept, not read. */
  medicamento: z.string().optional(),
})

export const EliminarSchema = z.object({ persona: z.string(), nombre: z.string() })

export const EnvioSchema = z.object({
  formaEnvio: choice(copy.envio.methodRequired),
  tipoEnvio: z.number().int().nonnegative().optional(),
  urgente: z.literal('si').optional(),
})

export const PagoSchema = z.object({ formaPago: choice(copy.pago.required) })

/** C64: the delivery data as typed; `flowADelivery` (the browser's rule too, delivery-check.ts) checks it with the shipping method. */
export const EntregaSchema = z.object({
  celular: z.string().default(''),
  telefono: z.string().default(''),
  direccion: z.string().default(''),
  entreCalles: z.string().default(''),
})

/**
 * Flow B's draft (spec 002 §3.2; checklist C67, C79): the server session's `drafts.compra-medicamentos`, the spec's
 * `medicinesPrescribed_data`. The per-affiliate state keeps what the API answered (E84, E91) so that every later
 * step prices from the API's own numbers; a POST only names ids and intents, never a price or a person's data.
 * Each step's form schema is in its own section below, in step order.
 */
import { z } from 'zod'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { inputError } from '~/domain/input-rules'
import { codeComplete, ID_CARD_TYPE } from '~/domain/purchase-identity'
import { channelPaymentSchema } from '~/payments/payment-step.server'
import { IdSchema } from '~/upstream/ids'
import { DatosPagoSchema, RecetaSchema } from '~/upstream/recetas.server'
import { attemptSchema } from '../wizard.server'

const OptionSchema = z.object({ id: IdSchema, nombre: z.string() })
/** E88's document types (`{id, descripcion}`); 1 is the cédula (the national-ID rule, BR52). */
const DocumentTypeSchema = z.number().int().positive()

/**
 * A person the purchase is for, from the moment her document is accepted (C67's per-affiliate state), keyed in
 * `affiliates` by `documentTypeId-documentNumber` (BR52, `affiliateKey`).
 */
export const AffiliateSchema = z.object({
  tipoDocumento: DocumentTypeSchema,
  documento: z.string(),
  /** The signed-in member herself: no SMS (C69, BR53). */
  own: z.boolean(),
  /** Her `id_persona` (E84). */
  id: IdSchema,
  /** E84's name, or the call centre's `No nombre` default (C67). */
  nombre: z.string(),
  /** E84's `tiene_contacto`: false shows the no-contact warning on pick-up (C74). */
  tieneContacto: z.boolean(),
  /**
   * The SMS code she redeemed (another person, member mode): E91 and E92 send it. Never rendered into a page. The
   * draft's `verifiedCodes` keeps it too, beyond her entry.
   */
  codigo: z.string().optional(),
  /** The `Valor` of each unpaid order (E84), and whether the member accepted to pay them in this purchase (C69). */
  ordenesPendientes: z.array(z.number()),
  ordenesAceptadas: z.boolean(),
  /** E91's recipes in the chosen locality; absent until `agregar-medicamentos` loads them. */
  recetas: z.array(RecetaSchema).optional(),
  datosPago: DatosPagoSchema.nullable().optional(),
  /** The chosen units per medicine, keyed `medicineKey(Id_Receta, Id_Farmaco_Geosalud)` (BR57); never 0. */
  cantidades: z.record(z.string(), z.number().int().positive()),
  /** When she was added (epoch ms): the purchase lists people in this order (C79). */
  timeAdded: z.number(),
  /** Call-centre mode (C69): her contact data from E12, for the delivery step to start from. */
  contacto: z.object({ celular: z.string().nullable(), telefono: z.string().nullable(), direccion: z.string().nullable() }).optional(),
})
export type Affiliate = z.infer<typeof AffiliateSchema>

/** E84's record of the person being entered on `documento` (A22): id and name are null before her code is given. */
export const EnabledSchema = z.object({
  id: IdSchema.nullable(),
  nombre: z.string().nullable(),
  inhabilitado: z.string().nullable(),
  ordenesPendientes: z.array(z.number()),
  tieneContacto: z.boolean(),
})

/**
 * The document being entered on `documento`, until she joins `affiliates` (the spec's `alternativeAffiliate`):
 * which screen of BR53 shows, and for another person in member mode the SMS code's state (BR54).
 */
export const CandidateSchema = z.object({
  tipoDocumento: DocumentTypeSchema,
  documento: z.string(),
  own: z.boolean(),
  afiliado: EnabledSchema.optional(),
  /** The screen `documento` shows instead of its form (BR53), with the server's message where it has one. */
  screen: z.enum(['sancionado', 'inhabilitado', 'ordenes-pendientes']).optional(),
  mensaje: z.string().optional(),
  /** BR54: whether a code was sent, whether the last send failed, the resends left, the lock's end (epoch ms). */
  sms: z
    .object({ sent: z.boolean(), failed: z.boolean(), resendsLeft: z.number().int().min(0), lockedUntil: z.number().optional() })
    .optional(),
})
export type Candidate = z.infer<typeof CandidateSchema>

const CfeSchema = z.object({
  TipoDocumentoCFE: z.string(),
  SerieCFE: z.string(),
  NroDocumentoCFE: z.string(),
  CodSeguridad: z.string(),
  URLConsultaCFE: z.string(),
})

/** What the purchase's start answered besides its outcome (`CompraDetails` of the payment channel). */
export const CompraDetailsSchema = z.object({
  deudaId: z.string().nullable(),
  mensaje: z.string().nullable(),
  idEnvFarDom: z.string().nullable(),
  cfe: CfeSchema.nullable(),
  registered: z.boolean(),
})

/** E94 (or E97 after a failed payment) without an online payment: registered (`Status` true) or not (C76). */
export const PurchaseOutcomeSchema = z.object({ registered: z.boolean(), details: CompraDetailsSchema })
export type PurchaseOutcome = z.infer<typeof PurchaseOutcomeSchema>

/**
 * The online payment as the `pago` attempt keeps it: the machine's state and the start's answer, the saved card it
 * was charged to (A30: that card may not pay again after a failure), and what `Cancelar compra`'s E95 answered (BR63).
 */
export const PagoOutcomeSchema = channelPaymentSchema(CompraDetailsSchema).extend({
  card: z.string().nullable().optional(),
  cancellation: z.enum(['cancelled', 'rejected', 'failed']).optional(),
})
export type PagoOutcome = z.infer<typeof PagoOutcomeSchema>

export const DraftSchema = z.object({
  /** A60: call-centre mode, chosen on the hub (`?modo=call-center`) by the call-centre permission only. */
  callCenter: z.boolean().optional(),
  /** E86's locality, with its shipping methods. */
  location: z.object({ id: IdSchema, nombre: z.string(), formasDeEnvio: z.array(OptionSchema) }).optional(),
  candidate: CandidateSchema.optional(),
  affiliates: z.record(z.string(), AffiliateSchema).optional(),
  /** The key of the affiliate `agregar-medicamentos` shows. */
  current: z.string().optional(),
  /**
   * BR53's "code already verified": the SMS code last redeemed on `verificacion` for each other person in this
   * purchase, by her key (`affiliateKey`). It outlives her entry in `affiliates` (`Eliminar solicitud`, her unpaid
   * orders declined, another locality), so her document entered again joins with it and no new SMS, as long as E84
   * still takes it (the API keeps a redeemed code good for a while, not for ever). A code the API refused is dropped:
   * by E84 on `documento` (once the new code it sends instead is sent), or by E91's codes 4, 5 and 6. Never rendered
   * into a page.
   */
  verifiedCodes: z.record(z.string(), z.string()).optional(),
  shippingMethod: OptionSchema.optional(),
  /** E93's `costo`, with the people it was asked for (a person added or removed asks again). */
  shippingCost: z.object({ personas: z.array(IdSchema), costo: z.number().nonnegative() }).optional(),
  /** C74 (or A34's contact mobile): the phones, and for home delivery the address and the streets between. */
  delivery: z.object({ celular: z.string(), telefono: z.string(), direccion: z.string(), entreCalles: z.string() }).optional(),
  /** E89's method (A46's codes 0–4). */
  paymentMethod: OptionSchema.optional(),
  /**
   * BR63's `changePaymentMethod`: after a failed online payment, `Intentar nuevamente` pays the same purchase another
   * way (E97), or registers it again (E94) when the failed start registered nothing (`deudaId` null); either way the
   * card that failed may not be chosen again (A30).
   */
  changePayment: z.object({ deudaId: z.string().nullable(), failedCard: z.string().nullable() }).optional(),
  attempts: z
    .object({
      /** E94, or E97 after a failed payment, without an online payment (agency, home, or nothing to pay, A43). */
      compra: attemptSchema(PurchaseOutcomeSchema).optional(),
      /** E94 or E97 with a saved card, its security code, E96 or E95 (compraChannel). */
      pago: attemptSchema(PagoOutcomeSchema).optional(),
    })
    .optional(),
})
export type Draft = z.infer<typeof DraftSchema>

// --- steps localidad, documento, verificacion ---

const copy = medicinePurchase

/** C68: the locality chosen (E86's id); its name and shipping methods are read again from E86. */
export const LocalidadSchema = z.object({
  localidad: z.coerce.number({ required_error: copy.localidad.required, invalid_type_error: copy.localidad.required }).int().positive(),
})

/**
 * C69, BR52: another person's document, of an E88 type; a cédula (type 1) by the portal's cédula rule (BR01, at
 * most 8 characters), any other as typed, up to what the API takes.
 */
export const DocumentoSchema = z
  .object({
    tipoDocumento: z.coerce.number().int().positive(),
    documento: z
      .string({ required_error: copy.documento.documentRequired })
      .trim()
      .min(1, copy.documento.documentRequired)
      .max(20, copy.documento.documentInvalid),
  })
  .superRefine((value, ctx) => {
    if (value.tipoDocumento !== ID_CARD_TYPE) return
    const message = inputError('CI', value.documento) ? copy.documento.documentInvalid : undefined
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['documento'], message })
  })

/** C70, BR54: the six characters of the SMS code. */
export const CodigoSchema = z.object({
  codigo: z
    .string({ required_error: copy.verificacion.length })
    .trim()
    .refine(codeComplete, copy.verificacion.length),
})
// --- step agregar-medicamentos ---

/**
 * C71, BR57: + and − name a medicine by its key in `cantidades` (`medicineKey`: recipe and GeoSalud ids), never a
 * price, a quantity or a limit; the action looks it up in the recipes the API answered.
 */
export const MedicineIntentSchema = z.object({
  medicamento: z
    .string({ required_error: medicinePurchase['agregar-medicamentos'].unknownMedicine })
    // A key that names no medicine is told as one not among her recipes, in Spanish (never zod's `Invalid`).
    .regex(/^\d{1,12}-\d{1,12}$/, medicinePurchase['agregar-medicamentos'].unknownMedicine)
    .transform((key) => {
      const [idReceta, idFarmaco] = key.split('-').map(Number) as [number, number]
      return { key, idReceta, idFarmaco }
    }),
})

/** E92, call-centre mode: the ERROR recipe to read again. */
export const ReloadRecipeSchema = z.object({ receta: IdSchema })
// --- steps envio, entrega, forma-pago, confirmacion (C73–C76) ---

const choice = (message: string) => z.number({ required_error: message, invalid_type_error: message }).int()

/** C73: the shipping method's id; A34's contact mobile, read only for a method other than pick-up or delivery. */
export const EnvioSchema = z.object({
  formaEnvio: choice(medicinePurchase.envio.required),
  celular: z.string().max(40).default(''),
})

/** C74: the delivery data as typed; `flowADelivery` checks it (the same rule as flow A's C64). */
export const EntregaSchema = z.object({
  celular: z.string().max(40).default(''),
  telefono: z.string().max(40).default(''),
  direccion: z.string().max(200).default(''),
  entreCalles: z.string().max(200).default(''),
})

/** C75: E89's method id. */
export const FormaPagoSchema = z.object({ formaPago: choice(medicinePurchase['forma-pago'].required) })
// --- step pago ---

/** C77: the error modal's two buttons; the card form is the payments' own (`PaySchema.pick({ perfil_pago })`). */
export const PagoDecisionSchema = z.object({ intent: z.enum(['intentar-nuevamente', 'cancelar-compra']) })

/**
 * Flow A, the call-centre medicine request, and the member's request history (spec 002 §3.1, §7.1; checklist
 * C56–C66, E75–E83). Every call is the signed-in user's (`upstreamAs`). The API answers a member who is not the call
 * centre 403 when she looks up or sends for someone else; with `upstreamAs`'s default that ends the session, so the
 * wizard's gate (A09) must keep such users out before calling.
 *
 * The lists feed pages: an answer of 5xx is the service problem, as an unreachable API is; a 4xx is thrown as
 * `UpstreamError`, except where a function says it answers it (an unknown affiliate, a package that cannot be
 * cancelled, a refused finish).
 *
 * Not in the spec (docs/decisions/invented-paths.md): E80's range (the portal asks the last 12 months, `historyRange`)
 * and its items' `FechaSolicitud` and `Estado`; E83's `titular` field names.
 */
import { subMonths } from 'date-fns/subMonths'
import { z } from 'zod'
import { formatDate, toBusinessTime } from '~/domain/dates.server'
import { callUpstream, serviceProblem, type Caller, type UpstreamCall } from './client.server'
import { UpstreamError } from './errors'
import { IdSchema } from './ids'

const BASE = '/api/solicitud-medicamentos'

/** An `{Id, Nombre}` item of the API's lists: shipping methods and types, payment methods. */
export interface Opcion {
  Id: number
  Nombre: string
}

/** A delivery locality of E77 with the shipping methods it offers. */
export interface Localidad extends Opcion {
  FormasDeEnvio: Opcion[]
}

/** The shipping methods' names the flows know (spec 002 §3.2): home delivery and pick-up at the pharmacy. */
export const HOME_DELIVERY = 'DOMICILIO'
export const PICK_UP = 'PRESENCIAL'

/** E75's affiliate, in the API's names. `fecha_solicitud` is the active package's instant (ISO), else null. */
export interface AfiliadoSolicitud {
  fecha_solicitud: string | null
  id_paquete: number | null
  envio_activo: boolean
  puede_cancelar: boolean
  PrimerNombre: string
  PrimerApellido: string
  IdPersona: number
  esStaff: boolean
  Celular: string | null
  Telefono: string | null
  Direccion: string | null
}

/** The document types of flow A's lookup (C58): identity card 1, other 2. */
export const DOCUMENT_TYPE = { CI: 1, OTRO: 2 } as const
export type DocumentType = (typeof DOCUMENT_TYPE)[keyof typeof DOCUMENT_TYPE]

/**
 * A request of the history (E80). `Estado` uses BR66's names (`pendingPayment`, `reserved`, `confirmed`) or others
 * without a badge (`delivered`, `cancelled`); `FechaSolicitud` is the Montevideo wall clock 'YYYY-MM-DDTHH:mm:ss'.
 * Both may be missing from an API that does not send them.
 */
export interface PedidoMedicamentos {
  NroPedido: number
  FechaSolicitud: string | null
  Estado: string | null
  MedicamentosSolicitados: Array<{ FarmacoSolicitado: string }>
}

/** E81: whether an urgent request may be made now, the hours it may, and a message for either case. */
export interface UrgentWindow {
  Horarios: string
  Mensaje: string
  PermiteUrgente: boolean
}

/** E83's `formulario`: one entry per person with medicines, and the holder's delivery data. */
export interface Formulario {
  personas: Array<{
    /** The person's `IdPersona` (E75). */
    affiliatedId: number
    /** `farmacoText(name, quantity)` (BR49, `~/domain/medicine-request`) per medicine. */
    medicines: string[]
  }>
  titular: {
    /** Required for home delivery, '' otherwise. */
    shippingAddress: string
    streetsBetween: string
    /** Digits or ''. */
    telephoneNumber: string
    mobilePhoneNumber: string
    /** The chosen shipping method's name. */
    deliveryType: typeof HOME_DELIVERY | typeof PICK_UP
    urgentRequest: boolean
    /** The holder's `IdPersona` and name. */
    affiliatedId: number
    affiliatedName: string
    locationId: number
    shippingMethodId: number
    paymentMethodId: number
    /** A staff shipping type (E78), or 0. */
    shippingTypeId: number
  }
}

/**
 * E83's outcome: the request filed (its `Mensaje`), or why it was refused: an active request of the holder, or
 * anything else it refused, a 200 with `StatusOk: false` included (C65, `detail` its `Mensaje`).
 */
export type FinishResult =
  | { ok: true; Mensaje: string }
  | { ok: false; reason: 'active-request' | 'refused'; detail: string | null }

const Opcion: z.ZodType<Opcion, z.ZodTypeDef, unknown> = z.object({ Id: IdSchema, Nombre: z.string() })

const LocalidadSchema: z.ZodType<Localidad, z.ZodTypeDef, unknown> = z.object({
  Id: IdSchema,
  Nombre: z.string(),
  FormasDeEnvio: z.array(Opcion),
})

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null)

const AfiliadoSchema: z.ZodType<AfiliadoSolicitud, z.ZodTypeDef, unknown> = z.object({
  fecha_solicitud: optionalText,
  id_paquete: IdSchema.nullish().transform((value) => value ?? null),
  envio_activo: z.boolean(),
  puede_cancelar: z.boolean().nullish().transform(Boolean),
  PrimerNombre: z.string(),
  PrimerApellido: z.string(),
  IdPersona: IdSchema,
  esStaff: z.boolean().nullish().transform(Boolean),
  Celular: optionalText,
  Telefono: optionalText,
  Direccion: optionalText,
})

const PedidoSchema: z.ZodType<PedidoMedicamentos, z.ZodTypeDef, unknown> = z.object({
  NroPedido: IdSchema,
  FechaSolicitud: optionalText,
  Estado: optionalText,
  MedicamentosSolicitados: z.array(z.object({ FarmacoSolicitado: z.string() })),
})

const UrgentSchema: z.ZodType<UrgentWindow, z.ZodTypeDef, unknown> = z.object({
  Horarios: z.string(),
  Mensaje: z.string(),
  PermiteUrgente: z.boolean(),
})

const FinishSchema = z.object({ Mensaje: z.string(), StatusOk: z.boolean() })

/** What E79 is not asked for: a query shorter than this answers no suggestions. */
export const MIN_MEDICINE_QUERY = 2

/** The months of history the portal shows (E80's range, not in the spec). */
export const HISTORY_MONTHS = 12

/** A call of a page: an API error of its own (5xx) is the service problem. */
async function call<Schema extends z.ZodTypeAny>(as: Caller, request: Omit<UpstreamCall<Schema>, 'as'>): Promise<z.infer<Schema>> {
  try {
    return await callUpstream({ ...request, as })
  } catch (error) {
    if (error instanceof UpstreamError && error.status >= 500) throw serviceProblem('invalid-response')
    throw error
  }
}

const detailOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && typeof (body as { detail?: unknown }).detail === 'string'
    ? (body as { detail: string }).detail
    : null

/**
 * E75 GET buscar_afiliado/: the affiliate with the document and her active package, or null when the API does not
 * know her (404: the step shows `Datos inválidos. Por favor verifique los datos del afiliado.`).
 */
export async function lookupAffiliate(
  as: Caller,
  which: { tipoDocumento: DocumentType; documento: string },
): Promise<AfiliadoSolicitud | null> {
  try {
    return await call(as, {
      path: `${BASE}/buscar_afiliado/`,
      query: { tipo_documento: which.tipoDocumento, documento: which.documento },
      schema: AfiliadoSchema,
    })
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}

/**
 * E76 POST cancelar_paquete/: cancels the affiliate's active package; false when the API refused (not cancellable,
 * already cancelled, unknown). Repeating it is harmless: a cancelled package is refused, nothing else changes.
 */
export async function cancelPackage(as: Caller, idPaquete: number): Promise<boolean> {
  try {
    const answer = await call(as, {
      method: 'POST',
      path: `${BASE}/cancelar_paquete/`,
      json: { id_paquete: idPaquete },
      schema: z.object({ StatusOk: z.boolean() }),
    })
    return answer.StatusOk
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 409)) return false
    throw error
  }
}

/** E77 GET localidad_entrega/: the delivery localities with their shipping methods (`isHomeDelivery`). */
export function fetchDeliveryLocations(as: Caller): Promise<Localidad[]> {
  return call(as, { path: `${BASE}/localidad_entrega/`, schema: z.array(LocalidadSchema) })
}

/** E78 GET tipo_de_envio/: the shipping types staff may choose (BR73: only when `esStaff`). */
export function fetchShippingTypes(as: Caller): Promise<Opcion[]> {
  return call(as, { path: `${BASE}/tipo_de_envio/`, schema: z.array(Opcion) })
}

/**
 * E79 GET medicamentos/: the catalogue's names matching the query (by the start of its words, any case or accent),
 * at most a screenful. A query shorter than MIN_MEDICINE_QUERY answers [] without calling.
 */
export async function searchMedicines(as: Caller, query: string): Promise<string[]> {
  const medicamento = query.trim()
  if (medicamento.length < MIN_MEDICINE_QUERY) return []
  const found = await call(as, {
    path: `${BASE}/medicamentos/`,
    query: { medicamento },
    schema: z.array(z.object({ Nombre: z.string() })),
  })
  return found.map((medicine) => medicine.Nombre)
}

/**
 * The range the portal asks E80 for: the last HISTORY_MONTHS months up to today, Montevideo days 'YYYY-MM-DD'.
 * `now` is the server's clock (the sandbox's in tests).
 */
export function historyRange(now: Date): { fechaDesde: string; fechaHasta: string } {
  const today = toBusinessTime(now)
  return { fechaDesde: formatDate(subMonths(today, HISTORY_MONTHS), 'isoDay'), fechaHasta: formatDate(today, 'isoDay') }
}

/** E80 POST historial_medicamentos/: the signed-in member's requests in the range, newest first. */
export function fetchRequestHistory(
  as: Caller,
  range: { fechaDesde: string; fechaHasta: string },
): Promise<PedidoMedicamentos[]> {
  return call(as, { method: 'POST', path: `${BASE}/historial_medicamentos/`, json: range, schema: z.array(PedidoSchema) })
}

/** E81 GET permite_urgente/ */
export function fetchUrgentWindow(as: Caller): Promise<UrgentWindow> {
  return call(as, { path: `${BASE}/permite_urgente/`, schema: UrgentSchema })
}

/** E82 GET forma_cobro/: the payment methods of a shipping method (ids are A46's codes 0–4). */
export function fetchPaymentMethods(as: Caller, formaEnvioId: number): Promise<Opcion[]> {
  return call(as, { path: `${BASE}/forma_cobro/`, query: { forma_envio_id: formaEnvioId }, schema: z.array(Opcion) })
}

/**
 * E83 POST finalizar/ with the confirmation's idempotency key: the same key gives the same answer and one request
 * however often it is sent. `Mensaje` ends with the follow-up code (BR48). An answer with `StatusOk: false` files
 * nothing: it is 'refused' with its `Mensaje` (an urgent request outside E81's hours, say). A 409 is the holder's active request
 * (`El afiliado ya tiene una solicitud de medicamento activa`); any other 4xx but 401/403 is 'refused' with the
 * API's detail (a form the wizard should not have let through).
 */
export async function finishRequest(as: Caller, formulario: Formulario, idempotencyKey: string): Promise<FinishResult> {
  try {
    const answer = await call(as, {
      method: 'POST',
      path: `${BASE}/finalizar/`,
      json: { formulario },
      schema: FinishSchema,
      idempotencyKey,
      budget: 'money',
    })
    if (!answer.StatusOk) return { ok: false, reason: 'refused', detail: answer.Mensaje.trim() || null }
    return { ok: true, Mensaje: answer.Mensaje }
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500 || error.status === 401 || error.status === 403) throw error
    return { ok: false, reason: error.status === 409 ? 'active-request' : 'refused', detail: detailOf(error.body) }
  }
}

/**
 * The medical booking's calls that book and pay (spec 001 §7; checklist E58–E63): book a slot and start its online
 * payment, finalize, annul the invoice, cancel the booking, change how it is paid, and read it with its invoice.
 *
 * Booking and finalizing answer payment outcomes inside 2xx bodies and refusals alike (BR31), so they give the body
 * as it came for app/domain/reservation-answers.ts to read; a 404 (someone else's reservation, an unknown card) is
 * thrown. The calls that move money have the money budget (budget.server.ts).
 */
import { z } from 'zod'
import { callUpstream, serviceProblem, type Caller } from './client.server'
import { UpstreamError } from './errors'

const BASE = '/api/reservas/reserva-web'

/** How a booking is paid, as the portal names it: a saved card, or at an agency. */
export type ReservationPaymentMethod = 'online' | 'abitab' | 'redpagos'

/** A46: the API's `metodo_pago` codes are the payment enum's (AUTOGESTION 0, ABITAB 1, RED_PAGOS 2, ONLINE 3, DOMICILIO 4). */
const PAYMENT_CODE: Record<ReservationPaymentMethod, number> = { abitab: 1, redpagos: 2, online: 3 }

/** A method's name for an API code; null for none or one the portal does not offer. */
function paymentMethodOf(code: unknown): ReservationPaymentMethod | null {
  const found = Object.entries(PAYMENT_CODE).find(([, value]) => String(value) === String(code))
  return found ? (found[0] as ReservationPaymentMethod) : null
}

/** E58's body (spec 001 §3 "Reservation payload"); the confirm extras travel in `extras` as the journey names them. */
export interface ReservationBooking {
  afiliado: number
  afiliadoDatos: { id: number; nombre_afiliado: string; apellido_afiliado: string; telefono_afiliado: string }
  numeroOrden: string
  numeroCalendario: string
  especialidad: string
  tipoDeOrden: string
  filial: string
  edificio: string
  /** YYYY-MM-DDTHH:mm (A25). */
  fecha: string
  profesional: string
  convenio: string
  /** The agreement's cost as the API listed it; 0 books without payment. */
  costo: number
  metodoPago: ReservationPaymentMethod | null
  /** The saved card's payment_profile_id, online only. */
  perfilPago: string | null
  /** `backend_{product}_datos_reserva`: its key and what it says. */
  datosReserva: { key: string; value: { nro_calendario: string; nro_orden: string; convenio: string; motivo_fecha: string | number; tipo_orden: string } }
  extras?: Record<string, string | number | boolean | null>
}

/** A refusal's body (below 500, not 401/403/404, which the caller handles), else the error itself. */
function outcomeBody(error: unknown): unknown {
  if (error instanceof UpstreamError && error.status !== 404 && error.status < 500) return error.body
  throw error
}

/** E58 POST /api/reservas/reserva-web/ with the form's idempotency key: a repeated submit books and charges once. */
export async function bookReservation(as: Caller, booking: ReservationBooking, idempotencyKey: string): Promise<unknown> {
  try {
    return await callUpstream({
      method: 'POST',
      path: `${BASE}/`,
      json: {
        ...booking.extras,
        afiliado: booking.afiliado,
        afiliado_datos: booking.afiliadoDatos,
        numero_orden: booking.numeroOrden,
        numero_calendario: booking.numeroCalendario,
        especialidad: booking.especialidad,
        tipo_de_orden: booking.tipoDeOrden,
        filial: booking.filial,
        edificio: booking.edificio,
        fecha: booking.fecha,
        profesional: booking.profesional,
        convenio: booking.convenio,
        costo: booking.costo.toFixed(2),
        ...(booking.costo > 0 && booking.metodoPago ? { metodo_pago: PAYMENT_CODE[booking.metodoPago] } : {}),
        ...(booking.perfilPago === null ? {} : { perfil_pago: booking.perfilPago }),
        [booking.datosReserva.key]: booking.datosReserva.value,
      },
      schema: z.unknown(),
      idempotencyKey,
      budget: 'money',
      as,
    })
  } catch (error) {
    return outcomeBody(error)
  }
}

/**
 * E59 POST …/finalizar/: the charge; again for a charged one, its confirmation again. No idempotency key: the API
 * makes it safe to repeat by the payment's state, and a key per reservation would replay the answer about an
 * earlier payment of the same reservation (so do E60 and E63).
 */
export async function finalizeReservation(as: Caller, reservationId: string): Promise<unknown> {
  try {
    return await callUpstream({
      method: 'POST',
      path: `${BASE}/finalizar/`,
      json: { id_reserva: reservationId },
      schema: z.unknown(),
      budget: 'money',
      as,
    })
  } catch (error) {
    return outcomeBody(error)
  }
}

const Done = z.object({ ok: z.boolean().optional() }).passthrough()

/** Whether a call that ends something answered `ok`; false when the API refused it or could not be reached. */
async function ended(call: () => Promise<z.infer<typeof Done>>): Promise<boolean> {
  try {
    return (await call()).ok === true
  } catch (error) {
    if (error instanceof UpstreamError && error.status !== 401 && error.status !== 403) return false
    throw error
  }
}

/**
 * E60 POST …/anular_factura_reserva/: ends the booking's online payment, which stays booked (an open or rejected
 * payment is cancelled, a charged one refunded). Whether the API did.
 */
export function annulReservationInvoice(as: Caller, reservationId: string): Promise<boolean> {
  return ended(() =>
    callUpstream({
      method: 'POST',
      path: `${BASE}/anular_factura_reserva/`,
      json: { id_reserva: reservationId },
      schema: Done,
      budget: 'money',
      as,
    }),
  )
}

/** How a cancelled booking was paid (A63): what the cancelled-consultation screen says. */
export type CancellationKind = 'ONLINE' | 'AGENCIA_PAGA' | 'AGENCIA_NO_PAGA'

const Cancelled = z.object({ tipo: z.enum(['ONLINE', 'AGENCIA_PAGA', 'AGENCIA_NO_PAGA']) }).passthrough()

/** E61 POST …/cancelar/ `{es_cancelacion: true}`: the booking is cancelled, its payment refunded or called off. */
export async function cancelReservation(
  as: Caller,
  which: { reservationId: string; orderNumber?: string },
): Promise<CancellationKind> {
  const answer = await callUpstream({
    method: 'POST',
    path: `${BASE}/cancelar/`,
    query: { numero_orden: which.orderNumber },
    json: { es_cancelacion: true, id_reserva: which.reservationId },
    schema: Cancelled,
    idempotencyKey: `cancelar-reserva-${which.reservationId}`,
    budget: 'money',
    as,
  })
  return answer.tipo
}

/**
 * E63 POST …/cambiar_forma_pago/: the booking is paid at an agency instead (or online again). Whether the API
 * answered `ok`; a refusal (a paid or cancelled booking) is thrown as the `UpstreamError` it is, so the member reads
 * the API's reason instead of a change that did not happen.
 */
export async function changeReservationPayment(as: Caller, reservationId: string, method: ReservationPaymentMethod): Promise<boolean> {
  const answer = await callUpstream({
    method: 'POST',
    path: `${BASE}/cambiar_forma_pago/`,
    json: { id_reserva: reservationId, metodo_pago: PAYMENT_CODE[method], isOnline: method === 'online' },
    schema: Done,
    as,
  })
  return answer.ok === true
}

const text = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value)))

const InfoCfe = z.object({
  url_consulta_cfe: text,
  tipo_documento_cfe: text,
  serie_cfe: text,
  nro_doc_cfe: text,
  codigo_seguridad: text,
})
export type ReservationInvoice = z.infer<typeof InfoCfe>

const Reservation = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  estado: z.string(),
  /** The API's code as the portal names it (A46); null without cost. */
  metodo_pago: z.unknown().transform(paymentMethodOf),
  numero_orden: text,
  /** The order debt a costed booking owes: "another card" pays it from the pending payments (A29). */
  id_transaccion: z.union([z.string(), z.number()]).nullish().transform((value) => (value === null || value === undefined ? null : String(value))),
  estado_pago: z.string().nullish().transform((value) => value ?? null),
  motivo: text,
  info_cfe: InfoCfe.nullish().transform((value) => value ?? null),
})
export type Reservation = z.infer<typeof Reservation>

/**
 * E62 GET …/{id}/: the booking, its payment's real state and its invoice; null for unknown or someone else's. A 5xx
 * is the service problem, as for a debt's payment.
 */
export async function fetchReservation(as: Caller, reservationId: string): Promise<Reservation | null> {
  try {
    return await callUpstream({ path: `${BASE}/${encodeURIComponent(reservationId)}/`, schema: Reservation, as })
  } catch (error) {
    if (error instanceof UpstreamError && error.info.status === 404) return null
    if (error instanceof UpstreamError && error.status >= 500) throw serviceProblem('invalid-response')
    throw error
  }
}

/**
 * The medical booking's lifecycle (spec 001 §4, §7; checklist C39–C42, BR31, BR32, A63): book a slot (E58), pay it
 * online, finalize (E59), annul its invoice (E60), cancel the booking (E61), read it (E62), change how it is paid
 * (E63). Each function runs inside the caller's write transaction and returns the answer.
 *
 * A costed booking owes an order debt (cobranzas, `orden`): its online payment is that debt's payment (the
 * provider's security-code page, the forced outcomes of `tipo: 'orden'`), and after a rejection the member may pay
 * the order from the pending payments with another card (A29), which the booking then reports as paid.
 */
import type { Db } from '../../db/types'
import { messageOf, type GatewayOutcomes } from '../../lib/gateway-outcomes'
import type { Answer } from '../../lib/idempotency'
import { keptOnlyIf } from '../../lib/savepoint'
import { toMontevideo } from '../../lib/local-time'
import { findMedioPago } from '../grupo-pagos/store'
import { pesos } from '../cobranzas/kinds'
import { findInvoiceOfPago, findLatestPago, type PagoRow } from '../cobranzas/pagos-store'
import {
  annulPayment,
  cancelPayment,
  confirmPayment,
  DETAILS as PAYMENT_DETAILS,
  infoCfe,
  startPayment,
  type PaymentContext,
} from '../cobranzas/payments'
import { findOwnDebt, insertDebt, setDebtAnnulled } from '../cobranzas/store'
import {
  cancelReserva,
  findOwnReserva,
  findStandingForSpecialty,
  insertReserva,
  isSlotTaken,
  setMetodoPago,
  type MetodoPago,
  type ReservaRow,
  type TipoCancelacion,
} from './store'

// Verbatim from the spec (C39, BR31).
export const RESERVA_VIGENTE = 'Tiene una reserva vigente para esta especialidad.'
export const DETAILS = {
  notFound: 'No existe la reserva',
  slotTaken: 'El horario elegido ya fue reservado. Elija otro.',
  past: 'fecha: el horario elegido ya pasó',
  cancelled: 'La reserva fue cancelada',
  noOnlinePayment: 'La reserva no tiene un pago en línea',
  noCost: 'La reserva no tiene costo',
  paid: 'La reserva ya fue pagada',
} as const
const ERROR_INICIAL = 'No se pudo registrar la reserva en este momento.'

/** A booking as E58's validated body gives it. */
export interface BookingRequest {
  numeroCalendario: string
  /** YYYY-MM-DDTHH:mm (A25: `H` or `HH` arrive, both normalized). */
  fechaHora: string
  numeroOrden: string
  especialidad: string
  tipoDeOrden: string
  edificio: string
  profesional: string
  convenio: string
  costoCentesimos: number
  metodoPago: Exclude<MetodoPago, 'sin_costo'> | null
  perfilPago: number | null
  /** Everything the portal sent, kept as it came. */
  datos: unknown
}

export interface BookingContext {
  /** The order kind's payment context for the signed-in member. */
  payments: PaymentContext
  gateway: GatewayOutcomes
}

const detail = (status: number, text: string): Answer => ({ status, body: { detail: text } })

function orderFields(request: BookingRequest, now: Date) {
  const [fecha = '', hora = ''] = request.fechaHora.split('T')
  const today = toMontevideo(now).date
  return {
    convenio: request.convenio,
    especialidad_solicitada: request.especialidad,
    medico_especialista: request.profesional,
    fecha_consulta: fecha,
    hora_aproximada: hora,
    hora_inicio_policlinica: hora,
    autogenerado: `RW-${request.numeroOrden}`,
    medico_referente: request.profesional,
    numero_orden: request.numeroOrden,
    tipo_orden: request.tipoDeOrden,
    edificio: request.edificio,
    tipo_cita: 'Reserva web',
    primera_fecha_disponible: fecha,
    motivo_postergacion: null,
    fecha_emision: today,
    usuario_emisor: 'web',
    canal_anotacion: 'Web',
  }
}

/** E58: books the slot and, online, starts the payment of its order (BR31's answer shape). */
export function book(ctx: BookingContext, request: BookingRequest): Answer {
  const { db, now, afiliadoId } = ctx.payments
  const nowLocal = toMontevideo(now)
  const nowSlot = `${nowLocal.date}T${nowLocal.time.slice(0, 5)}`
  if (request.fechaHora <= nowSlot) return detail(400, DETAILS.past)
  if (isSlotTaken(db, request.numeroCalendario, request.fechaHora)) return detail(409, DETAILS.slotTaken)
  if (findStandingForSpecialty(db, afiliadoId, request.especialidad, nowSlot)) {
    return { status: 409, body: { detail: RESERVA_VIGENTE, reserva_vigente: true } }
  }
  const online = request.costoCentesimos > 0 && request.metodoPago === 'online'
  if (online) {
    const grupoId = ctx.payments.grupoId
    const card = grupoId === undefined || request.perfilPago === null ? undefined : findMedioPago(db, grupoId, request.perfilPago)
    if (!card) return detail(404, PAYMENT_DETAILS.cardNotFound)
  }
  // Forced outcomes apply to a valid request only.
  const forced = ctx.gateway.take('reservar')
  if (forced) return { status: 200, body: { error_inicial: messageOf(forced.mensaje, ERROR_INICIAL) } }

  // A refusal that is no payment outcome (no debt named in it) books nothing; an outcome (an error, a rejection)
  // keeps the booking, so the member can pay it another way or cancel it (C42).
  const isOutcome = (answer: Answer) => answer.status < 400 || 'id_transaccion' in (answer.body as object)
  return keptOnlyIf(
    db,
    () => {
      const idTransaccion =
        request.costoCentesimos > 0
          ? insertDebt(db, {
              afiliadoId,
              importeCentesimos: request.costoCentesimos,
              creadaEn: toMontevideo(now).date,
              tipo: 'orden',
              fields: orderFields(request, now),
            })
          : null
      const reserva = insertReserva(
        db,
        {
          afiliadoId,
          numeroCalendario: request.numeroCalendario,
          fechaHora: request.fechaHora,
          numeroOrden: request.numeroOrden,
          especialidad: request.especialidad,
          costoCentesimos: request.costoCentesimos,
          metodoPago: request.costoCentesimos === 0 ? 'sin_costo' : request.metodoPago ?? 'online',
          idTransaccion,
          datos: request.datos,
        },
        now,
      )
      const booked = { id: reserva.id, id_transaccion: idTransaccion, info_cfe: null }
      if (!online || idTransaccion === null) return { status: 201, body: { ...booked, url: null } }

      const started = startPayment(ctx.payments, {
        idTransaccion,
        importeCentesimos: request.costoCentesimos,
        perfilPago: request.perfilPago ?? 0,
      })
      if (!isOutcome(started)) return started
      return { status: started.status, body: { ...(started.body as object), ...booked } }
    },
    isOutcome,
  )
}

/** The booking's current payment: the latest of its order debt (paid from the pending payments too). */
function paymentOf(db: Db, reserva: ReservaRow): PagoRow | undefined {
  return reserva.id_transaccion === null ? undefined : findLatestPago(db, reserva.id_transaccion)
}

/** A cobranzas answer about the booking's payment, told about the booking: its id is the reservation's. */
function aboutBooking(reserva: ReservaRow, answer: Answer): Answer {
  const body = answer.body as Record<string, unknown>
  if (answer.status >= 400) return answer
  const { estado, ...rest } = body
  return { status: answer.status, body: { ...rest, id: reserva.id, ...(estado === undefined ? {} : { estado_pago: estado }) } }
}

function ownBooking(ctx: BookingContext, id: number): ReservaRow | Answer {
  const reserva = findOwnReserva(ctx.payments.db, ctx.payments.afiliadoId, id)
  return reserva ?? detail(404, DETAILS.notFound)
}

const isAnswer = (value: ReservaRow | Answer): value is Answer => 'status' in value && 'body' in value

/** E59: charges the payment the provider authorized. */
export function finalizeBooking(ctx: BookingContext, id: number): Answer {
  const reserva = ownBooking(ctx, id)
  if (isAnswer(reserva)) return reserva
  const pago = paymentOf(ctx.payments.db, reserva)
  if (!pago) return detail(409, DETAILS.noOnlinePayment)
  if (reserva.estado === 'cancelada' && pago.estado !== 'confirmado') return detail(409, DETAILS.cancelled)
  return aboutBooking(reserva, confirmPayment(ctx.payments, pago.id))
}

/**
 * E60: ends the booking's online payment, which stays booked: an open or rejected payment is cancelled (nothing was
 * charged; the order can be paid another way), a charged one has its invoice annulled and is refunded. Again for
 * one already ended, and for a booking with nothing to annul: the same answer.
 */
export function annulBookingInvoice(ctx: BookingContext, id: number): Answer {
  const reserva = ownBooking(ctx, id)
  if (isAnswer(reserva)) return reserva
  const pago = paymentOf(ctx.payments.db, reserva)
  if (!pago) return { status: 200, body: { ok: true, id: reserva.id, estado_pago: null } }
  const answer =
    pago.estado === 'confirmado' || pago.estado === 'anulado'
      ? annulPayment(ctx.payments, pago.id)
      : cancelPayment(ctx.payments, pago.id)
  return aboutBooking(reserva, answer)
}

/**
 * E61: cancels the booking (A63's kinds): a charged online payment is refunded (`ONLINE`); an order paid otherwise
 * (at an agency) is refunded at the order desk (`AGENCIA_PAGA`); anything unpaid is called off (`AGENCIA_NO_PAGA`).
 */
export function cancelBooking(ctx: BookingContext, reserva: ReservaRow): Answer {
  const { db, now } = ctx.payments
  if (reserva.estado === 'cancelada') {
    return { status: 200, body: { ok: true, id: reserva.id, tipo: reserva.tipo_cancelacion } }
  }
  const pago = paymentOf(db, reserva)
  const debt =
    reserva.id_transaccion === null ? undefined : findOwnDebt(db, reserva.afiliado_id, 'orden', reserva.id_transaccion)
  let tipo: TipoCancelacion = 'AGENCIA_NO_PAGA'
  if (pago?.estado === 'confirmado') {
    annulPayment(ctx.payments, pago.id)
    tipo = 'ONLINE'
  } else {
    if (pago && (pago.estado === 'pendiente' || pago.estado === 'autorizado')) cancelPayment(ctx.payments, pago.id)
    if (debt?.pagada_en) tipo = 'AGENCIA_PAGA'
  }
  if (reserva.id_transaccion !== null && tipo !== 'AGENCIA_PAGA') setDebtAnnulled(db, reserva.id_transaccion, now.toISOString())
  const done = cancelReserva(db, reserva.id, tipo, now)
  return { status: 200, body: { ok: true, id: done.id, tipo } }
}

/** E63: the booking is paid at an agency instead, or online again (from the pending payments, A29). */
export function changeBookingPayment(ctx: BookingContext, id: number, metodoPago: Exclude<MetodoPago, 'sin_costo'>): Answer {
  const { db, now } = ctx.payments
  const reserva = ownBooking(ctx, id)
  if (isAnswer(reserva)) return reserva
  if (reserva.estado === 'cancelada') return detail(409, DETAILS.cancelled)
  if (reserva.costo_centesimos === 0) return detail(409, DETAILS.noCost)
  const pago = paymentOf(db, reserva)
  if (pago?.estado === 'confirmado') return detail(409, DETAILS.paid)
  if (pago && (pago.estado === 'pendiente' || pago.estado === 'autorizado')) cancelPayment(ctx.payments, pago.id)
  const done = setMetodoPago(db, reserva.id, metodoPago, now)
  return { status: 200, body: { ok: true, id: done.id, metodo_pago: done.metodo_pago } }
}

/** E62: the booking, its payment's real state and its invoice (`info_cfe`). */
export function bookingRecord(ctx: BookingContext, id: number): Answer {
  const reserva = ownBooking(ctx, id)
  if (isAnswer(reserva)) return reserva
  const pago = paymentOf(ctx.payments.db, reserva)
  const factura = pago ? findInvoiceOfPago(ctx.payments.db, pago.id) : undefined
  return {
    status: 200,
    body: {
      id: reserva.id,
      estado: reserva.estado,
      tipo_cancelacion: reserva.tipo_cancelacion,
      metodo_pago: reserva.metodo_pago,
      numero_orden: reserva.numero_orden,
      numero_calendario: reserva.numero_calendario,
      fecha: reserva.fecha_hora,
      especialidad: reserva.especialidad,
      costo: pesos(reserva.costo_centesimos),
      id_transaccion: reserva.id_transaccion,
      estado_pago: pago?.estado ?? null,
      motivo: pago?.motivo ?? null,
      info_cfe: factura ? infoCfe(ctx.payments, factura) : null,
    },
  }
}


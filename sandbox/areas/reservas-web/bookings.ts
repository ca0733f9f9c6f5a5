/**
 * The medical booking's lifecycle (spec 001 §4, §7; checklist C39–C42, BR31, BR32, A63): book a slot (E58), pay it
 * online, finalize (E59), annul its invoice (E60), cancel the booking (E61), read it (E62), change how it is paid
 * (E63). Each function runs inside the caller's write transaction and returns the answer.
 *
 * A costed booking owes an order debt (cobranzas, `orden`): its online payment is that debt's payment (the
 * provider's security-code page, the forced outcomes of `tipo: 'orden'`), and after a rejection the member may pay
 * the order from the pending payments with another card (A29), which the booking then reports as paid.
 *
 * The slot is the medical agenda's (areas/agenda-medica): a booking takes it with takeSlot in the same transaction
 * as the reservation and its debt, so it leaves E53's availability and E57's first date, and only E61's
 * cancellation gives it back. What is booked and owed is read from the agenda (booking-terms.ts), not the body.
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
import { cancelWebConsulta, insertWebConsulta } from '../agenda/store'
import { firstAvailable, freeSlot, takeSlot, type SlotKey, type Turno } from '../agenda-medica/store'
import { bookingTerms, isRefusal, TERMS_DETAILS, type BookingChoice, type BookingTerms } from './booking-terms'
import { metodoPagoCode } from './payment-codes'
import {
  cancelReserva,
  findOwnReserva,
  findStandingForSpecialty,
  insertReserva,
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

/** A booking as E58's validated body gives it: its slot and terms (checked against the agenda), how it is paid. */
export interface BookingRequest extends BookingChoice {
  /** YYYY-MM-DDTHH:mm (A25: `H` or `HH` arrive, both normalized). */
  fechaHora: string
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

/** The order debt's fields, in the agenda's words: the slot taken and the terms read from the agenda. */
function orderFields(terms: BookingTerms, turno: Turno, primeraFecha: string | undefined, now: Date) {
  const [fecha = '', hora = ''] = turno.comienzo.split('T')
  const medico = `${turno.nombre} ${turno.apellido}`
  return {
    convenio: terms.convenio.nombre,
    especialidad_solicitada: turno.nombre_especialidad,
    medico_especialista: medico,
    fecha_consulta: fecha,
    hora_aproximada: hora.slice(0, 5),
    hora_inicio_policlinica: hora.slice(0, 5),
    autogenerado: `RW-${turno.nro_calendario}-${fecha.replaceAll('-', '')}-${turno.nro_orden}`,
    medico_referente: medico,
    numero_orden: String(turno.nro_orden),
    tipo_orden: terms.tipoOrden.nombre,
    edificio: terms.edificio.nombre,
    tipo_cita: turno.es_telemedicina ? 'Telefónica' : 'Presencial',
    primera_fecha_disponible: (primeraFecha ?? turno.comienzo).slice(0, 10),
    motivo_postergacion: null,
    fecha_emision: toMontevideo(now).date,
    usuario_emisor: 'web',
    canal_anotacion: 'Web',
  }
}

/** The agenda's slot a booking holds; none for a booking kept from before the agenda existed (not its ids). */
function slotKeyOf(reserva: ReservaRow): SlotKey | null {
  const [nroCalendario, nroOrden] = [Number(reserva.numero_calendario), Number(reserva.numero_orden)]
  if (!Number.isSafeInteger(nroCalendario) || !Number.isSafeInteger(nroOrden)) return null
  return { nroCalendario, nroOrden, comienzo: reserva.fecha_hora }
}

/**
 * E58: checks the body against the agenda, takes the slot and, online, starts the payment of its order (BR31's
 * answer shape). Of many members asking for one slot at once exactly one gets it: the others are answered
 * `slotTaken` (takeSlot, inside runIdempotent's BEGIN IMMEDIATE).
 */
export function book(ctx: BookingContext, request: BookingRequest): Answer {
  const { db, now, afiliadoId } = ctx.payments
  const nowLocal = toMontevideo(now)
  const nowSlot = `${nowLocal.date}T${nowLocal.time.slice(0, 5)}`
  if (request.fechaHora <= nowSlot) return detail(400, DETAILS.past)
  const terms = bookingTerms(db, request)
  if (isRefusal(terms)) return terms
  const especialidad = String(terms.calendario.especialidad_id)
  if (findStandingForSpecialty(db, afiliadoId, especialidad, nowSlot)) {
    return { status: 409, body: { detail: RESERVA_VIGENTE, reserva_vigente: true } }
  }
  const costoCentesimos = terms.costoCentesimos
  const online = costoCentesimos > 0 && request.metodoPago === 'online'
  if (online) {
    const grupoId = ctx.payments.grupoId
    const card = grupoId === undefined || request.perfilPago === null ? undefined : findMedioPago(db, grupoId, request.perfilPago)
    if (!card) return detail(404, PAYMENT_DETAILS.cardNotFound)
  }
  // Read before the slot is taken: the date the agenda offered first, whichever slot this is.
  const primeraFecha = firstAvailable(db, terms.calendario.especialidad_id, now)?.comienzo

  // A refusal that is no payment outcome (no debt named in it) books nothing, nor does a forced `error_inicial`:
  // the slot goes back with the rest. An outcome (an error, a rejection) keeps the booking and its slot, so the
  // member can pay it another way or cancel it (C42).
  const isOutcome = (answer: Answer) =>
    !('error_inicial' in (answer.body as object)) && (answer.status < 400 || 'id_transaccion' in (answer.body as object))
  return keptOnlyIf(
    db,
    () => {
      const slot = { nroCalendario: request.numeroCalendario, nroOrden: request.numeroOrden, comienzo: request.fechaHora }
      const taken = takeSlot(db, slot, afiliadoId, now)
      if (!taken.ok) {
        return taken.motivo === 'tomado' ? detail(409, DETAILS.slotTaken) : detail(422, TERMS_DETAILS.slotUnknown)
      }
      // Forced outcomes apply to a valid request only: a free slot of the agenda, on the agenda's terms.
      const forced = ctx.gateway.take('reservar')
      if (forced) return { status: 200, body: { error_inicial: messageOf(forced.mensaje, ERROR_INICIAL) } }

      const idTransaccion =
        costoCentesimos > 0
          ? insertDebt(db, {
              afiliadoId,
              importeCentesimos: costoCentesimos,
              creadaEn: nowLocal.date,
              tipo: 'orden',
              fields: orderFields(terms, taken.turno, primeraFecha, now),
            })
          : null
      const reserva = insertReserva(
        db,
        {
          afiliadoId,
          numeroCalendario: String(request.numeroCalendario),
          fechaHora: request.fechaHora,
          numeroOrden: String(request.numeroOrden),
          especialidad,
          costoCentesimos,
          metodoPago: costoCentesimos === 0 ? 'sin_costo' : request.metodoPago ?? 'online',
          idTransaccion,
          datos: request.datos,
        },
        now,
      )
      // The agenda lists it among the member's appointments (E48) while it stands.
      const { calendario } = terms
      insertWebConsulta(db, {
        afiliadoId,
        reservaWebId: reserva.id,
        fechaHora: request.fechaHora,
        medico: `${calendario.nombre} ${calendario.apellido}`,
        filial: calendario.nombre_sucursal,
        especialidad: calendario.nombre_especialidad,
      })
      const booked = { id: reserva.id, id_transaccion: idTransaccion, info_cfe: null }
      if (!online || idTransaccion === null) return { status: 201, body: { ...booked, url: null } }

      const started = startPayment(ctx.payments, {
        idTransaccion,
        importeCentesimos: costoCentesimos,
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
 *
 * The slot stays taken: the spec calls E60 on the result screen after an error or a rejection (BR32), where the
 * reservation is "registered" and the member may still pay it with Abitab, Red pagos or another card (C42, E63,
 * A29) or cancel it; only that cancellation (E61) undoes the reservation and gives the slot back.
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
 * The slot goes back to the agenda.
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
  cancelWebConsulta(db, reserva.id)
  // Its own hold only: the agenda offers the slot again (when it is still ahead).
  const slot = slotKeyOf(reserva)
  if (slot) freeSlot(db, slot, reserva.afiliado_id)
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
  return { status: 200, body: { ok: true, id: done.id, metodo_pago: metodoPagoCode(done.metodo_pago) } }
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
      metodo_pago: metodoPagoCode(reserva.metodo_pago),
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


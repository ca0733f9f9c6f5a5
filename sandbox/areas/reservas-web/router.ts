/**
 * The medical booking on the web (spec 001 §7; checklist E58–E63): `/api/reservas/reserva-web/` books a slot and,
 * online, starts its payment; finalizar, anular_factura_reserva, cancelar, cambiar_forma_pago and the booking's
 * record. Everything is the signed-in member's own: another member's reservation is answered like a missing one.
 *
 * The booking POST requires an Idempotency-Key, the others take one, as the debts' payments do (cobranzas): a
 * replay answers what the first call did, and each step runs in one write transaction. The booking's slot, doctor,
 * agreement and cost are ids and a cost of the medical agenda (E51–E57), checked against it in bookings.ts.
 */
import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { firstIssue, queryParam, sendDetail } from '../../lib/http'
import { currentUser, requireAuth } from '../auth/tokens'
import { centesimosOf, PAYMENT_KINDS } from '../cobranzas/kinds'
import { IdSchema, idempotencyKey, idempotent, KEY_REQUIRED_DETAIL, paymentContext, send } from '../cobranzas/router'
import {
  annulBookingInvoice,
  book,
  bookingRecord,
  cancelBooking,
  changeBookingPayment,
  DETAILS,
  finalizeBooking,
  type BookingContext,
  type BookingRequest,
} from './bookings'
import { MetodoPagoCode } from './payment-codes'
import { findOwnReserva, findStandingReserva } from './store'

const BASE = '/api/reservas/reserva-web'
const ORDER = PAYMENT_KINDS.find((kind) => kind.kind === 'orden')!

/** `YYYY-MM-DDTH:mm` as the spec writes it, or `…THH:mm` (A25): both read as `YYYY-MM-DDTHH:mm`. */
const SlotStart = z
  .string({ required_error: 'es obligatoria' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{1,2}:\d{2}$/, 'debe ser YYYY-MM-DDTHH:mm')
  .transform((value, issue) => {
    const [date = '', time = ''] = value.split('T')
    const [hour = '', minute = ''] = time.split(':')
    const normalized = `${date}T${hour.padStart(2, '0')}:${minute}`
    const check = new Date(`${normalized}:00Z`)
    if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 16) !== normalized) {
      issue.addIssue({ code: z.ZodIssueCode.custom, message: 'no es una fecha y hora válidas' })
      return z.NEVER
    }
    return normalized
  })

const Amount = z.union([z.string(), z.number()], { errorMap: () => ({ message: 'es obligatorio' }) }).transform((value, issue) => {
  const centesimos = centesimosOf(value)
  if (centesimos === null) {
    issue.addIssue({ code: z.ZodIssueCode.custom, message: 'debe ser un importe en pesos con hasta dos decimales' })
    return z.NEVER
  }
  return centesimos
})

const DatosReserva = z.object({
  nro_calendario: IdSchema,
  nro_orden: IdSchema,
  convenio: IdSchema.optional(),
  motivo_fecha: z.union([z.string(), z.number()]).optional(),
  tipo_orden: IdSchema.optional(),
})

const BookingSchema = z
  .object({
    afiliado: IdSchema,
    afiliado_datos: z
      .object({
        id: IdSchema,
        nombre_afiliado: z.string().max(100).optional(),
        apellido_afiliado: z.string().max(100).optional(),
        telefono_afiliado: z.string().max(40).nullish(),
      })
      .optional(),
    // The ids of E51–E56 and E53's slot, as numbers or text.
    numero_orden: IdSchema,
    numero_calendario: IdSchema,
    especialidad: IdSchema,
    tipo_de_orden: IdSchema,
    filial: IdSchema,
    edificio: IdSchema,
    fecha: SlotStart,
    profesional: IdSchema.optional(),
    convenio: IdSchema,
    costo: Amount,
    metodo_pago: MetodoPagoCode.optional(),
    perfil_pago: IdSchema.optional(),
  })
  .passthrough()
  .superRefine((body, issues) => {
    if (body.costo > 0 && body.metodo_pago === undefined) {
      issues.addIssue({ code: z.ZodIssueCode.custom, path: ['metodo_pago'], message: 'es obligatorio si la consulta tiene costo' })
    }
    if (body.costo > 0 && body.metodo_pago === 'online' && body.perfil_pago === undefined) {
      issues.addIssue({ code: z.ZodIssueCode.custom, path: ['perfil_pago'], message: 'es obligatorio para pagar en línea' })
    }
    // backend_{product}_datos_reserva: the product's name is the mutual's; what it says must agree with the slot.
    for (const [key, value] of Object.entries(body)) {
      if (!/^backend_[a-z0-9_]+_datos_reserva$/.test(key)) continue
      const datos = DatosReserva.safeParse(value)
      if (!datos.success) {
        issues.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: firstIssue(datos.error, 'no es válido') })
      } else if (
        datos.data.nro_calendario !== body.numero_calendario ||
        datos.data.nro_orden !== body.numero_orden ||
        (datos.data.convenio !== undefined && datos.data.convenio !== body.convenio) ||
        (datos.data.tipo_orden !== undefined && datos.data.tipo_orden !== body.tipo_de_orden)
      ) {
        issues.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: 'no corresponde al lugar elegido' })
      }
    }
  })

const IdReservaSchema = z.object({ id_reserva: IdSchema })

const CancelSchema = z.object({
  es_cancelacion: z.union([z.literal(true), z.literal('true')], { errorMap: () => ({ message: 'debe ser true' }) }),
  // Not in the spec (it names the order number only, optionally): the booking's id, when the portal knows it.
  id_reserva: IdSchema.optional(),
})

const ChangeSchema = z.object({
  id_reserva: IdSchema,
  metodo_pago: MetodoPagoCode,
  isOnline: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).optional(),
})

export function reservasWebRouter(ctx: SandboxContext): Router {
  const router = Router()
  const auth = requireAuth(ctx)

  const bookingContext = (req: Request): BookingContext => ({
    payments: paymentContext(ctx, req, ORDER),
    gateway: ctx.gateway,
  })

  /** The validated body, or null after answering 400. */
  function parse<T extends z.ZodTypeAny>(schema: T, req: Request, res: Response, fallback: string): z.infer<T> | null {
    const parsed = schema.safeParse(req.body ?? {})
    if (parsed.success) return parsed.data
    sendDetail(res, 400, firstIssue(parsed.error, fallback))
    return null
  }

  router.post(`${BASE}/`, auth, (req, res) => {
    const key = idempotencyKey(req, res)
    if (key === null) return
    if (key === undefined) return sendDetail(res, 400, KEY_REQUIRED_DETAIL)
    const body = parse(BookingSchema, req, res, 'Datos de la reserva inválidos')
    if (!body) return
    const { afiliado } = currentUser(req)
    if (body.afiliado !== afiliado.id || (body.afiliado_datos && body.afiliado_datos.id !== afiliado.id)) {
      return sendDetail(res, 403, 'afiliado: no es el usuario que reserva')
    }
    const online = body.costo > 0 && body.metodo_pago === 'online'
    const request: BookingRequest = {
      numeroCalendario: body.numero_calendario,
      fechaHora: body.fecha,
      numeroOrden: body.numero_orden,
      especialidad: body.especialidad,
      tipoDeOrden: body.tipo_de_orden,
      filial: body.filial,
      edificio: body.edificio,
      profesional: body.profesional ?? null,
      convenio: body.convenio,
      costoCentesimos: body.costo,
      metodoPago: body.costo > 0 ? body.metodo_pago ?? null : null,
      perfilPago: online ? body.perfil_pago ?? null : null,
      datos: req.body,
    }
    idempotent(ctx, req, res, key, request, () => book(bookingContext(req), request))
  })

  router.post(`${BASE}/finalizar/`, auth, (req, res) => {
    const key = idempotencyKey(req, res)
    if (key === null) return
    const body = parse(IdReservaSchema, req, res, 'id_reserva es obligatorio')
    if (!body) return
    idempotent(ctx, req, res, key, body, () => finalizeBooking(bookingContext(req), body.id_reserva))
  })

  router.post(`${BASE}/anular_factura_reserva/`, auth, (req, res) => {
    const key = idempotencyKey(req, res)
    if (key === null) return
    const body = parse(IdReservaSchema, req, res, 'id_reserva es obligatorio')
    if (!body) return
    idempotent(ctx, req, res, key, body, () => annulBookingInvoice(bookingContext(req), body.id_reserva))
  })

  router.post(`${BASE}/cancelar/`, auth, (req, res) => {
    const key = idempotencyKey(req, res)
    if (key === null) return
    const body = parse(CancelSchema, req, res, 'es_cancelacion es obligatorio')
    if (!body) return
    const numeroOrden = queryParam(req, 'numero_orden')
    idempotent(ctx, req, res, key, { ...body, numeroOrden }, () => {
      const booking = bookingContext(req)
      const { db, afiliadoId } = booking.payments
      const reserva =
        body.id_reserva !== undefined
          ? findOwnReserva(db, afiliadoId, body.id_reserva)
          : findStandingReserva(db, afiliadoId, numeroOrden)
      return reserva ? cancelBooking(booking, reserva) : { status: 404, body: { detail: DETAILS.notFound } }
    })
  })

  router.post(`${BASE}/cambiar_forma_pago/`, auth, (req, res) => {
    const key = idempotencyKey(req, res)
    if (key === null) return
    const body = parse(ChangeSchema, req, res, 'Datos del medio de pago inválidos')
    if (!body) return
    if (body.isOnline !== undefined && body.isOnline !== (body.metodo_pago === 'online')) {
      return sendDetail(res, 400, 'isOnline: no corresponde a metodo_pago')
    }
    idempotent(ctx, req, res, key, body, () => changeBookingPayment(bookingContext(req), body.id_reserva, body.metodo_pago))
  })

  router.get(`${BASE}/:id/`, auth, (req, res) => {
    const id = IdSchema.safeParse(req.params.id)
    if (!id.success) return sendDetail(res, 404, DETAILS.notFound)
    send(res, ctx.db.transaction(() => bookingRecord(bookingContext(req), id.data))())
  })

  return router
}

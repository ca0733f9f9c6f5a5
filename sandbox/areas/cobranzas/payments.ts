/**
 * The online payment of a debt (spec 000 §4, checklist C31–C33, BR19, BR20): init, confirm (finalizar), cancel and
 * invoice annulment, each a function that runs inside the caller's write transaction and returns the answer.
 *
 * Outcomes travel inside 2xx answers as the spec shows them: init answers `{error}`, `{error_107}`,
 * `{id, errores_pagos}` (the payment exists, rejected, so the portal cancels it), `{id}` (no security code needed:
 * finalizar charges at once) or `{id, url}` (the provider's security-code page). Refusals that are no payment
 * outcome (a foreign or unknown id, a malformed body, a paid debt) are 4xx with `{detail}`.
 */
import type { Db } from '../../db/types'
import type { Answer } from '../../lib/idempotency'
import { messageOf, type GatewayOutcomes } from '../../lib/gateway-outcomes'
import { toMontevideo } from '../../lib/local-time'
import { findMedioPago, findMedioPagoById } from '../grupo-pagos/store'
import { declinesPayments, findOpenCvvSession, closeSession } from '../pasarela/store'
import { pesos, type PaymentKind } from './kinds'
import {
  annulInvoice,
  findInvoiceOfPago,
  findOpenPago,
  findOwnPago,
  insertPago,
  issueInvoice,
  setPagoState,
  type FacturaRow,
  type PagoRow,
} from './pagos-store'
import { findOwnDebt, setDebtPaid } from './store'

export const DETAILS = {
  debtNotFound: 'No existe la deuda',
  debtPaid: 'La deuda ya fue pagada',
  cardNotFound: 'No existe el medio de pago',
  mediaMismatch: 'medio_pago: no corresponde a la tarjeta elegida',
  pagoNotFound: 'No existe el pago',
  waitingCvv: 'El pago espera el código de seguridad de la tarjeta',
  cancelled: 'El pago fue cancelado y no puede confirmarse',
  annulled: 'La factura del pago fue anulada',
  charged: 'El pago ya se cobró: para devolverlo se anula su factura',
  notCharged: 'El pago no tiene una factura vigente',
  inProgress: 'Hay otro pago en curso para esta deuda',
} as const

// The spec's own example of an init error (checklist BR19).
export const MONTO_INVALIDO = 'Monto inválido'
const INIT_ERROR = 'No se pudo iniciar el pago. Inténtelo de nuevo más tarde.'
const ERROR_107 = 'El medio de pago debe ingresarse nuevamente (código 107).'
const CONFIRM_ERROR = 'No se pudo confirmar el pago. Inténtelo de nuevo más tarde.'
const REJECTED = 'Tarjeta rechazada'
const DECLINED_BY_ISSUER = 'La tarjeta fue rechazada por el emisor'
const EXPIRED_CARD = 'Tarjeta vencida'
const CARD_GONE = 'El medio de pago ya no está disponible'
const ANNULLED = 'Factura anulada. La devolución a la tarjeta puede demorar hasta 48 horas hábiles.'

export interface PaymentContext {
  db: Db
  now: Date
  kind: PaymentKind
  afiliadoId: number
  /** The group whose cards the affiliate pays with (the one she holds or belongs to). */
  grupoId: number | undefined
  gateway: GatewayOutcomes
  /** Opens the provider's security-code page for a payment and returns its address. */
  openCvvPage(pagoId: number): string
  /** The e-invoice site's address of an invoice. */
  invoiceLink(factura: FacturaRow): string
}

export interface InitRequest {
  idTransaccion: number
  importeCentesimos: number
  perfilPago: number
  medioPago?: number
}

const detail = (status: number, text: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { detail: text, ...extra },
})

/** MM/YY is valid through the last day of that month, Montevideo time. */
function isExpired(vencimiento: string, now: Date): boolean {
  const [month = '', year = ''] = vencimiento.split('/')
  return `20${year}-${month}` < toMontevideo(now).date.slice(0, 7)
}

export function startPayment(ctx: PaymentContext, request: InitRequest): Answer {
  const { db, now, kind } = ctx
  const debt = findOwnDebt(db, ctx.afiliadoId, kind.kind, request.idTransaccion)
  if (!debt) return detail(404, DETAILS.debtNotFound)
  if (debt.pagada_en !== null) return detail(409, DETAILS.debtPaid, { id_transaccion: debt.id_transaccion })
  const card = ctx.grupoId === undefined ? undefined : findMedioPago(db, ctx.grupoId, request.perfilPago)
  if (!card) return detail(404, DETAILS.cardNotFound)
  if (request.medioPago !== undefined && request.medioPago !== card.payment_media_id) {
    return detail(400, DETAILS.mediaMismatch)
  }
  // The amount is the mutual's, never the browser's: a different one is the spec's init error.
  if (request.importeCentesimos !== debt.importe_centesimos) return { status: 200, body: { error: MONTO_INVALIDO } }

  // Forced outcomes apply to a valid request only, so they never open a way around the checks above.
  const forced = ctx.gateway.take('iniciar', kind.slug)
  if (forced?.resultado === 'error') return { status: 200, body: { error: messageOf(forced.mensaje, INIT_ERROR) } }
  if (forced?.resultado === 'error_107') {
    return { status: 200, body: { error_107: messageOf(forced.mensaje, ERROR_107) } }
  }
  if (forced?.resultado === 'conflicto') {
    return detail(409, messageOf(forced.mensaje, DETAILS.inProgress), { id_transaccion: debt.id_transaccion })
  }

  // A payment left waiting (a closed tab, a modal never answered) charged nothing: a new start replaces it.
  const open = findOpenPago(db, debt.id_transaccion)
  if (open) cancel(ctx, open)

  const base = {
    idTransaccion: debt.id_transaccion,
    afiliadoId: ctx.afiliadoId,
    medioPagoId: card.id,
    importeCentesimos: debt.importe_centesimos,
  }
  const rejection =
    forced?.resultado === 'errores_pagos'
      ? forced.mensaje ?? [REJECTED]
      : isExpired(card.vencimiento, now)
      ? [EXPIRED_CARD]
      : null
  if (rejection) {
    const motivo = Array.isArray(rejection) ? rejection.join(' ') : rejection
    const pago = insertPago(db, { ...base, requiereCvv: false, estado: 'rechazado', motivo }, now)
    return { status: 200, body: { id: pago.id, errores_pagos: rejection } }
  }
  if (forced?.resultado === 'sin_url') {
    const pago = insertPago(db, { ...base, requiereCvv: false, estado: 'pendiente' }, now)
    return { status: 201, body: { id: pago.id } }
  }
  const pago = insertPago(db, { ...base, requiereCvv: true, estado: 'pendiente' }, now)
  return { status: 201, body: { id: pago.id, url: ctx.openCvvPage(pago.id) } }
}

function confirmed(ctx: PaymentContext, pago: PagoRow): Answer {
  const factura = findInvoiceOfPago(ctx.db, pago.id)
  return {
    status: 200,
    body: { ok: true, id: pago.id, estado: pago.estado, info_cfe: factura ? infoCfe(ctx, factura) : null },
  }
}

function reject(ctx: PaymentContext, pago: PagoRow, motivo: string | string[]): Answer {
  setPagoState(ctx.db, pago.id, 'rechazado', ctx.now, Array.isArray(motivo) ? motivo.join(' ') : motivo)
  return { status: 200, body: { id: pago.id, errores_pagos: Array.isArray(motivo) ? motivo : [motivo] } }
}

/** Charges the payment: confirmed, its invoice issued, the debt paid. The unique index makes a second charge fail. */
function charge(ctx: PaymentContext, pago: PagoRow): Answer {
  const done = setPagoState(ctx.db, pago.id, 'confirmado', ctx.now)
  issueInvoice(ctx.db, pago.id, pago.importe_centesimos, ctx.now)
  setDebtPaid(ctx.db, pago.id_transaccion, ctx.now.toISOString())
  return confirmed(ctx, done)
}

export function confirmPayment(ctx: PaymentContext, pagoId: number): Answer {
  const pago = findOwnPago(ctx.db, ctx.afiliadoId, ctx.kind.kind, pagoId)
  if (!pago) return detail(404, DETAILS.pagoNotFound)
  if (pago.estado === 'confirmado') return confirmed(ctx, pago)
  if (pago.estado === 'rechazado')
    return { status: 200, body: { id: pago.id, errores_pagos: [pago.motivo ?? REJECTED] } }
  if (pago.estado === 'cancelado') return detail(409, DETAILS.cancelled)
  if (pago.estado === 'anulado') return detail(409, DETAILS.annulled)

  const forced = ctx.gateway.take('finalizar', ctx.kind.slug)
  if (forced?.resultado === 'error') return { status: 200, body: { error: messageOf(forced.mensaje, CONFIRM_ERROR) } }
  if (forced?.resultado === 'errores_pagos') return reject(ctx, pago, forced.mensaje ?? [REJECTED])

  if (pago.estado === 'autorizado') return charge(ctx, pago)
  if (pago.requiere_cvv === 1) return detail(409, DETAILS.waitingCvv)
  // No security code asked: the provider decides now, on the saved card.
  const card = pago.medio_pago_id === null ? undefined : findMedioPagoById(ctx.db, pago.medio_pago_id)
  if (!card) return reject(ctx, pago, CARD_GONE)
  if (declinesPayments(ctx.db, card.token)) return reject(ctx, pago, DECLINED_BY_ISSUER)
  return charge(ctx, pago)
}

function cancel(ctx: PaymentContext, pago: PagoRow): PagoRow {
  const session = findOpenCvvSession(ctx.db, pago.id)
  if (session) closeSession(ctx.db, session.id, 'cancelada', ctx.now)
  return setPagoState(ctx.db, pago.id, 'cancelado', ctx.now)
}

export function cancelPayment(ctx: PaymentContext, pagoId: number): Answer {
  const pago = findOwnPago(ctx.db, ctx.afiliadoId, ctx.kind.kind, pagoId)
  if (!pago) return detail(404, DETAILS.pagoNotFound)
  if (pago.estado === 'confirmado') return detail(409, DETAILS.charged)
  if (pago.estado === 'anulado') return detail(409, DETAILS.annulled)
  const done = pago.estado === 'cancelado' ? pago : cancel(ctx, pago)
  return { status: 200, body: { ok: true, id: done.id, estado: done.estado } }
}

/** Annuls the invoice of a confirmed payment: the charge is refunded and the debt is payable again. */
export function annulPayment(ctx: PaymentContext, pagoId: number): Answer {
  const pago = findOwnPago(ctx.db, ctx.afiliadoId, ctx.kind.kind, pagoId)
  if (!pago) return detail(404, DETAILS.pagoNotFound)
  if (pago.estado !== 'confirmado' && pago.estado !== 'anulado') return detail(409, DETAILS.notCharged)
  if (pago.estado === 'confirmado') {
    setPagoState(ctx.db, pago.id, 'anulado', ctx.now)
    annulInvoice(ctx.db, pago.id, ctx.now)
    setDebtPaid(ctx.db, pago.id_transaccion, null)
  }
  return { status: 200, body: { ok: true, id: pago.id, estado: 'anulado', detail: ANNULLED } }
}

export function infoCfe(ctx: Pick<PaymentContext, 'invoiceLink'>, factura: FacturaRow) {
  return {
    url_consulta_cfe: ctx.invoiceLink(factura),
    tipo_documento_cfe: factura.tipo_documento_cfe,
    serie_cfe: factura.serie_cfe,
    nro_doc_cfe: factura.nro_doc_cfe,
    codigo_seguridad: factura.codigo_seguridad,
    importe: pesos(factura.importe_centesimos),
    fecha_emision: factura.emitida_en,
    anulada: factura.anulada_en !== null,
  }
}

/** A payment as `GET /api/cobranzas/<base>/{id}/` answers it. */
export function paymentRecord(ctx: PaymentContext, pagoId: number): Answer {
  const pago = findOwnPago(ctx.db, ctx.afiliadoId, ctx.kind.kind, pagoId)
  if (!pago) return detail(404, DETAILS.pagoNotFound)
  const factura = findInvoiceOfPago(ctx.db, pago.id)
  return {
    status: 200,
    body: {
      id: pago.id,
      id_transaccion: pago.id_transaccion,
      estado: pago.estado,
      motivo: pago.motivo,
      importe: pesos(pago.importe_centesimos),
      perfil_pago: pago.medio_pago_id,
      creado_en: pago.creado_en,
      actualizado_en: pago.actualizado_en,
      info_cfe: factura ? infoCfe(ctx, factura) : null,
    },
  }
}

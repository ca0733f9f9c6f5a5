/**
 * The prescribed-medicine purchase's payment (flow B; spec 002 §4.2, §7; checklist C76, C77, BR63, A23): register
 * the purchase and start its payment (E94), change how it is paid (E97), finalize (E96), annul (E95), read it. Each
 * function runs inside the caller's write transaction and returns the answer.
 *
 * The purchase owes a medicine debt (cobranzas, `solicitud-medicamento`), so an unpaid one is listed in the pending
 * payments (paid at an agency within 24 hours, or online from there), and its online payment is that debt's (the
 * provider's security-code page, the forced outcomes of `tipo: 'solicitud-medicamento'`).
 *
 * Answers are flow B's: `Status`, `Confirmacion_Result`, `Mensaje`, `Id_EnvFarDom`, and online `pasarela {id, url}`
 * with the purchase's `deuda_id` as `id`; `url` null means it was charged at once (no security code), with nothing to
 * finalize. A failure carries the error flag (`error: true`, `Status: false`), its `Mensaje`, and `errores_pagos`
 * when the provider rejected the card. The invoice's fields (A23) are in `Confirmacion_Result` and in the finalize
 * answer: `TipoDocumentoCFE, SerieCFE, NroDocumentoCFE, CodSeguridad, URLConsultaCFE`. `deuda_id` is in every
 * answer (not in the spec: the purchase's id, which E95–E97 name).
 */
import type { Answer } from '../../lib/idempotency'
import { keptOnlyIf } from '../../lib/savepoint'
import { toMontevideo } from '../../lib/local-time'
import { findInvoiceOfPago, findLatestPago, type FacturaRow, type PagoRow } from '../cobranzas/pagos-store'
import { pesos } from '../cobranzas/kinds'
import { cancelPayment, confirmPayment, startPayment, type PaymentContext } from '../cobranzas/payments'
import { findOwnDebt, insertDebt, setDebtAnnulled } from '../cobranzas/store'
import { findMedioPago } from '../grupo-pagos/store'
import { registrarEntregas, type EntregaEspecial } from './entregas'
import type { ChargedLine } from './purchase-check'
import { findOwnCompra, insertCompra, METODO_ONLINE, nextEnvFarDom, setCompraState, type CompraRow } from './store'

export const DETAILS = {
  notFound: 'No existe la compra',
  cardNotFound: 'No existe el medio de pago',
  paid: 'La compra ya fue pagada',
  annulled: 'La compra fue anulada',
  noOnlinePayment: 'La compra no tiene un pago en línea',
} as const
const REGISTERED = 'Recibimos tu solicitud de medicamentos.'
const PAID = 'El pago de la solicitud fue confirmado.'
const ANNULLED = 'La solicitud fue anulada.'
const PAYMENT_ERROR = 'No se pudo procesar el pago.'

export interface PurchaseItem {
  idReceta: string
  idGeoSalud: string
  cantidad: number
  precioTicketCentesimos: number
}

export interface PurchaseRequest {
  metodoPago: number
  costoCentesimos: number
  perfilPago: number | null
  personas: Array<{ idPersona: number; entradas: PurchaseItem[]; pendientes: PurchaseItem[] }>
  /** The delivery fields and the rest of what the portal sent, kept as they came. */
  datos: unknown
}

const refusal = (status: number, text: string): Answer => ({ status, body: { detail: text, error: true, Mensaje: text } })

/** The invoice's fields as flow B names them (A23); all null while nothing was charged. */
function cfeFields(ctx: PaymentContext, factura: FacturaRow | undefined) {
  return {
    TipoDocumentoCFE: factura?.tipo_documento_cfe ?? null,
    SerieCFE: factura?.serie_cfe ?? null,
    NroDocumentoCFE: factura?.nro_doc_cfe ?? null,
    CodSeguridad: factura?.codigo_seguridad ?? null,
    URLConsultaCFE: factura ? ctx.invoiceLink(factura) : null,
  }
}

function base(compra: CompraRow) {
  return { deuda_id: compra.id_transaccion, Id_EnvFarDom: compra.id_env_far_dom }
}

function failed(compra: CompraRow, mensaje: string, extra: Record<string, unknown> = {}): Answer {
  return { status: 200, body: { Status: false, error: true, Mensaje: mensaje, ...base(compra), ...extra } }
}

function rejectionOf(body: Record<string, unknown>): string[] | null {
  const errores = body.errores_pagos
  if (errores === undefined) return null
  return Array.isArray(errores) ? errores.map(String) : [String(errores)]
}

/**
 * Starts the online payment of a registered purchase with the card and reads the debt's answer as flow B's. A start
 * that needs no security code is charged at once: `pasarela.url` null says there is nothing to finalize.
 */
function payOnline(ctx: PaymentContext, compra: CompraRow, perfilPago: number): Answer {
  const debt = findOwnDebt(ctx.db, ctx.afiliadoId, 'medicamento', compra.id_transaccion)
  if (!debt) return refusal(404, DETAILS.notFound)
  const started = startPayment(ctx, { idTransaccion: debt.id_transaccion, importeCentesimos: debt.importe_centesimos, perfilPago })
  const body = started.body as Record<string, unknown>
  if (started.status >= 400) {
    // A refusal about the debt (forced 409) is told about the purchase; any other one is undone by the caller.
    if ('id_transaccion' in body) return { status: started.status, body: { ...body, error: true, Mensaje: body.detail, ...base(compra) } }
    return started
  }
  const rejected = rejectionOf(body)
  if (rejected) return failed(compra, rejected.join(' '), { errores_pagos: rejected })
  if (typeof body.error === 'string') return failed(compra, body.error)
  if (typeof body.error_107 === 'string') return failed(compra, body.error_107, { error_107: body.error_107 })
  const pagoId = Number(body.id)
  if (typeof body.url === 'string') {
    return {
      status: 201,
      body: { Status: true, Confirmacion_Result: null, Mensaje: REGISTERED, ...base(compra), pasarela: { id: compra.id_transaccion, url: body.url } },
    }
  }
  const charged = confirmPayment(ctx, pagoId)
  const chargedBody = charged.body as Record<string, unknown>
  const chargeRejected = rejectionOf(chargedBody)
  if (chargeRejected) return failed(compra, chargeRejected.join(' '), { errores_pagos: chargeRejected })
  if (chargedBody.ok !== true) return failed(compra, typeof chargedBody.error === 'string' ? chargedBody.error : PAYMENT_ERROR)
  return {
    status: 201,
    body: {
      Status: true,
      Confirmacion_Result: { ...base(compra), ...cfeFields(ctx, findInvoiceOfPago(ctx.db, pagoId)) },
      Mensaje: PAID,
      ...base(compra),
      pasarela: { id: compra.id_transaccion, url: null },
    },
  }
}

/** A purchase paid at an agency, at home or in person: registered, owed in the pending payments. */
function registered(ctx: PaymentContext, compra: CompraRow): Answer {
  return {
    status: 201,
    body: {
      Status: true,
      Confirmacion_Result: { ...base(compra), ...cfeFields(ctx, undefined) },
      Mensaje: REGISTERED,
      ...base(compra),
      pasarela: null,
    },
  }
}

/** An answer that names the purchase (an outcome, or a refusal about it): what was written for it is kept. */
const isAboutThePurchase = (answer: Answer) => answer.status < 400 || 'deuda_id' in (answer.body as object)

function withCard(ctx: PaymentContext, perfilPago: number | null): boolean {
  return ctx.grupoId !== undefined && perfilPago !== null && findMedioPago(ctx.db, ctx.grupoId, perfilPago) !== undefined
}

/**
 * E94: registers the purchase (its medicine debt, listing what it charges: `charged`, from the check) and what it
 * dispensed on the special recipe's terms (`entregas`: the group's monthly count, entregas.ts), and, online, starts
 * its payment. A payment that fails leaves the purchase registered, counted until it is annulled (E95).
 */
export function purchase(
  ctx: PaymentContext,
  request: PurchaseRequest,
  charged: readonly ChargedLine[],
  entregas: readonly EntregaEspecial[],
): Answer {
  const { db, now, afiliadoId } = ctx
  const online = request.metodoPago === METODO_ONLINE
  if (online && !withCard(ctx, request.perfilPago)) return refusal(404, DETAILS.cardNotFound)
  return keptOnlyIf(
    db,
    () => {
      const idEnvFarDom = nextEnvFarDom(db)
      const idTransaccion = insertDebt(db, {
        afiliadoId,
        importeCentesimos: request.costoCentesimos,
        creadaEn: toMontevideo(now).date,
        tipo: 'medicamento',
        fields: {
          numero_paquete: String(idEnvFarDom),
          fecha_transaccion: toMontevideo(now).date,
          items: charged.map((line) => ({ nombre: line.nombre, cantidad: line.cantidad, importe_centesimos: line.importeCentesimos })),
        },
      })
      const compra = insertCompra(
        db,
        {
          idTransaccion,
          afiliadoId,
          idEnvFarDom,
          metodoPago: request.metodoPago,
          costoCentesimos: request.costoCentesimos,
          personas: request.personas,
          datos: request.datos,
        },
        now,
      )
      registrarEntregas(db, compra.id_transaccion, entregas, now)
      return online ? payOnline(ctx, compra, request.perfilPago ?? 0) : registered(ctx, compra)
    },
    isAboutThePurchase,
  )
}

/**
 * E94 with nothing to charge (A43: only no-stock medicines, `costo` 0, AUTOGESTION): registered with its package
 * number and no debt, since nothing is owed; `deuda_id` null. Nothing is dispensed now, so the group's monthly count
 * (entregas.ts) does not move.
 */
export function registerWithoutCharge(ctx: PaymentContext, request: PurchaseRequest): Answer {
  const { db, now, afiliadoId } = ctx
  const idEnvFarDom = nextEnvFarDom(db)
  db.prepare(
    'INSERT INTO compras_medicamentos_sin_cargo (id_env_far_dom, afiliado_id, personas, datos, creada_en) VALUES (?, ?, ?, ?, ?)',
  ).run(idEnvFarDom, afiliadoId, JSON.stringify(request.personas), JSON.stringify(request.datos), now.toISOString())
  const named = { deuda_id: null, Id_EnvFarDom: idEnvFarDom }
  return {
    status: 201,
    body: { Status: true, Confirmacion_Result: { ...named, ...cfeFields(ctx, undefined) }, Mensaje: REGISTERED, ...named, pasarela: null },
  }
}

function paymentOf(ctx: PaymentContext, compra: CompraRow): PagoRow | undefined {
  return findLatestPago(ctx.db, compra.id_transaccion)
}

/**
 * E97: the purchase is paid another way after a failed payment ("Intentar nuevamente", BR63): another card, or an
 * agency. A paid purchase is refused, and so is an annulled one: E95 ended it ("Cancelar compra"), and a failed payment
 * does not annul it (only the member's choice does).
 */
export function changeAgent(ctx: PaymentContext, deudaId: number, metodoPago: number, perfilPago: number | null): Answer {
  const compra = findOwnCompra(ctx.db, ctx.afiliadoId, deudaId)
  if (!compra) return refusal(404, DETAILS.notFound)
  if (paymentOf(ctx, compra)?.estado === 'confirmado') return refusal(409, DETAILS.paid)
  if (compra.estado === 'anulada') return refusal(409, DETAILS.annulled)
  const online = metodoPago === METODO_ONLINE
  if (online && !withCard(ctx, perfilPago)) return refusal(404, DETAILS.cardNotFound)
  return keptOnlyIf(
    ctx.db,
    () => {
      const again = setCompraState(ctx.db, compra.id_transaccion, { estado: 'registrada', metodoPago }, ctx.now)
      const open = paymentOf(ctx, again)
      if (!online && open && (open.estado === 'pendiente' || open.estado === 'autorizado')) cancelPayment(ctx, open.id)
      return online ? payOnline(ctx, again, perfilPago ?? 0) : registered(ctx, again)
    },
    isAboutThePurchase,
  )
}

/** E96: charges the payment the provider authorized; the invoice's fields come with the answer (A23). */
export function finalizePurchase(ctx: PaymentContext, deudaId: number): Answer {
  const compra = findOwnCompra(ctx.db, ctx.afiliadoId, deudaId)
  if (!compra) return refusal(404, DETAILS.notFound)
  const pago = paymentOf(ctx, compra)
  if (!pago) return refusal(409, DETAILS.noOnlinePayment)
  if (compra.estado === 'anulada' && pago.estado !== 'confirmado') return refusal(409, DETAILS.annulled)
  const answer = confirmPayment(ctx, pago.id)
  const body = answer.body as Record<string, unknown>
  if (answer.status >= 400) return { status: answer.status, body: { ...body, error: true, Mensaje: body.detail, ...base(compra) } }
  const rejected = rejectionOf(body)
  if (rejected) return failed(compra, rejected.join(' '), { errores_pagos: rejected })
  if (body.ok !== true) return failed(compra, typeof body.error === 'string' ? body.error : PAYMENT_ERROR)
  return {
    status: 200,
    body: { Status: true, ok: true, Mensaje: PAID, ...base(compra), ...cfeFields(ctx, findInvoiceOfPago(ctx.db, pago.id)) },
  }
}

/**
 * E95: annuls the purchase ("Cancelar compra", and the cancel of a payment that failed): its open payment is
 * cancelled and its debt called off. An annulment that succeeded is a success whatever became of the payment before
 * (a card the provider declined included: BR63 reads `errores_pagos` in E95's answer as a payment rejected, which an
 * annulment is not), and again for an annulled one. A paid purchase is refused (409): nothing is annulled, and it
 * keeps its charge.
 */
export function annulPurchase(ctx: PaymentContext, deudaId: number): Answer {
  const compra = findOwnCompra(ctx.db, ctx.afiliadoId, deudaId)
  if (!compra) return refusal(404, DETAILS.notFound)
  const pago = paymentOf(ctx, compra)
  if (pago?.estado === 'confirmado') return refusal(409, DETAILS.paid)
  if (pago && (pago.estado === 'pendiente' || pago.estado === 'autorizado')) cancelPayment(ctx, pago.id)
  setDebtAnnulled(ctx.db, compra.id_transaccion, ctx.now.toISOString())
  const done = setCompraState(ctx.db, compra.id_transaccion, { estado: 'anulada' }, ctx.now)
  return { status: 200, body: { Status: true, ok: true, Mensaje: ANNULLED, ...base(done) } }
}

/** The read call the spec lacks: the purchase, its payment's real state and its invoice. */
export function purchaseRecord(ctx: PaymentContext, deudaId: number): Answer {
  const compra = findOwnCompra(ctx.db, ctx.afiliadoId, deudaId)
  if (!compra) return refusal(404, DETAILS.notFound)
  const pago = paymentOf(ctx, compra)
  return {
    status: 200,
    body: {
      ...base(compra),
      estado: compra.estado,
      metodo_pago: compra.metodo_pago,
      importe: pesos(compra.costo_centesimos),
      estado_pago: pago?.estado ?? null,
      motivo: pago?.motivo ?? null,
      creada_en: compra.creada_en,
      ...cfeFields(ctx, pago ? findInvoiceOfPago(ctx.db, pago.id) : undefined),
    },
  }
}

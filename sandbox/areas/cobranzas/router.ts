/**
 * Pending debts and their online payment (spec 000 §4, §7; checklist C29–C33, E35–E47): the member's debts, and
 * per kind the payment's init, finalizar, cancelar and record with its invoice (A19), plus two calls the spec does
 * not show (README): a debt's detail and invoice annulment. Everything is the signed-in member's own: another
 * member's debt or payment is answered like a missing one.
 *
 * Init requires an Idempotency-Key, finalizar and anular_factura take one: a replay answers what the first call did,
 * and every decision runs in one write transaction, so concurrent submits charge once.
 */
import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { firstIssue, sendDetail } from '../../lib/http'
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_INVALID_DETAIL,
  IdempotencyKeySchema,
  runIdempotent,
  type Answer,
} from '../../lib/idempotency'
import { currentUser, requireAuth } from '../auth/tokens'
import { findGroupOf } from '../grupo-pagos/store'
import { CVV_PAGE_PATH, pageUrl, publicBaseUrl } from '../pasarela/addresses'
import { openSession } from '../pasarela/store'
import { debtItem } from './debt-view'
import { renderInvoicePage, INVOICE_PAGE_PATH } from './invoice-page'
import { centesimosOf, PAYMENT_KINDS, type PaymentKind } from './kinds'
import { findInvoice } from './pagos-store'
import {
  annulPayment,
  cancelPayment,
  confirmPayment,
  DETAILS,
  paymentRecord,
  startPayment,
  type PaymentContext,
} from './payments'
import { listPendingDebts } from './store'

export const KEY_REQUIRED_DETAIL = 'Falta la cabecera Idempotency-Key: cada inicio de pago lleva la suya'

/** A positive whole number, as JSON gives it or as a form does (text). */
export const IdSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,12}$/, 'debe ser un número entero positivo'),
    ],
    {
      errorMap: () => ({ message: 'debe ser un número entero positivo' }),
    },
  )
  .pipe(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER))

const InitSchema = z.object({
  id_transaccion: IdSchema,
  importe: z
    .union([z.string(), z.number()], { errorMap: () => ({ message: 'es obligatorio' }) })
    .transform((value, issue) => {
      const centesimos = centesimosOf(value)
      if (centesimos === null || centesimos === 0) {
        issue.addIssue({ code: z.ZodIssueCode.custom, message: 'debe ser un importe en pesos con hasta dos decimales' })
        return z.NEVER
      }
      return centesimos
    }),
  perfil_pago: IdSchema,
  medio_pago: IdSchema.optional(),
  afiliado_datos: z
    .object({
      id: IdSchema,
      nombre_afiliado: z.string().max(100).optional(),
      apellido_afiliado: z.string().max(100).optional(),
      telefono_afiliado: z.string().max(40).nullish(),
    })
    .optional(),
})

/** The Idempotency-Key header: undefined when absent, null after answering 400 for a malformed one. */
export function idempotencyKey(req: Request, res: Response): string | undefined | null {
  const parsed = IdempotencyKeySchema.optional().safeParse(req.get(IDEMPOTENCY_KEY_HEADER))
  if (parsed.success) return parsed.data
  sendDetail(res, 400, IDEMPOTENCY_KEY_INVALID_DETAIL)
  return null
}

export function send(res: Response, answer: Answer): void {
  res.status(answer.status).json(answer.body)
}

/** What a payment step of `kind` needs, for the signed-in member (also the booking's and the purchase's areas). */
export function paymentContext(ctx: SandboxContext, req: Request, kind: PaymentKind): PaymentContext {
  const { db, clock } = ctx
  const { afiliado } = currentUser(req)
  const now = clock.now()
  const base = publicBaseUrl(req)
  return {
    db,
    now,
    kind,
    afiliadoId: afiliado.id,
    grupoId: findGroupOf(db, afiliado.id),
    gateway: ctx.gateway,
    openCvvPage: (pagoId) => {
      const ttlMs = ctx.settings.get().pasarelaTimeoutSeconds * 1000
      return pageUrl(req, CVV_PAGE_PATH, openSession(db, { tipo: 'cvv', pagoId }, now, ttlMs).id)
    },
    invoiceLink: (factura) => {
      const url = new URL(INVOICE_PAGE_PATH, base)
      url.searchParams.set('serie', factura.serie_cfe)
      url.searchParams.set('nro', String(factura.nro_doc_cfe))
      url.searchParams.set('codigo', factura.codigo_seguridad)
      return url.href
    },
  }
}

/**
 * Runs a payment step in one write transaction; with a key, scoped to the route and the member, the first answer
 * is stored and replayed.
 */
export function idempotent(
  ctx: SandboxContext,
  req: Request,
  res: Response,
  key: string | undefined,
  request: unknown,
  step: () => Answer,
): void {
  const { afiliado } = currentUser(req)
  const route = `${req.path}#${afiliado.id}`
  const answer = key
    ? runIdempotent(ctx.db, { route, key, request, now: ctx.clock.now() }, step)
    : ctx.db.transaction(step).immediate()
  send(res, answer)
}

export function cobranzasRouter(ctx: SandboxContext): Router {
  const { db } = ctx
  const router = Router()
  const auth = requireAuth(ctx)

  router.get('/api/cobranzas/deudas_pendientes', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const debts = listPendingDebts(db, afiliado.id)
    res.json(
      Object.fromEntries(
        PAYMENT_KINDS.map((kind) => [kind.list, debts.filter((d) => d.tipo === kind.kind).map(debtItem)]),
      ),
    )
  })

  for (const kind of PAYMENT_KINDS) {
    const base = `/api/cobranzas/${kind.base}`
    const IdBodySchema = z.object({ [kind.idField]: IdSchema })
    const pagoIdOf = (body: unknown): number | string => {
      const parsed = IdBodySchema.safeParse(body ?? {})
      if (parsed.success) return parsed.data[kind.idField] as number
      return firstIssue(parsed.error, `${kind.idField} es obligatorio`)
    }

    router.post(`${base}/`, auth, (req, res) => {
      const key = idempotencyKey(req, res)
      if (key === null) return
      if (key === undefined) return sendDetail(res, 400, KEY_REQUIRED_DETAIL)
      const parsed = InitSchema.safeParse(req.body ?? {})
      if (!parsed.success) return sendDetail(res, 400, firstIssue(parsed.error, 'Datos del pago inválidos'))
      const { afiliado } = currentUser(req)
      if (parsed.data.afiliado_datos && parsed.data.afiliado_datos.id !== afiliado.id) {
        return sendDetail(res, 403, 'afiliado_datos: no son los del usuario que paga')
      }
      const request = {
        idTransaccion: parsed.data.id_transaccion,
        importeCentesimos: parsed.data.importe,
        perfilPago: parsed.data.perfil_pago,
        medioPago: parsed.data.medio_pago,
      }
      idempotent(ctx, req, res, key, request, () => startPayment(paymentContext(ctx, req, kind), request))
    })

    router.post(`${base}/finalizar/`, auth, (req, res) => {
      const key = idempotencyKey(req, res)
      if (key === null) return
      const pagoId = pagoIdOf(req.body)
      if (typeof pagoId === 'string') return sendDetail(res, 400, pagoId)
      idempotent(ctx, req, res, key, { pagoId }, () => confirmPayment(paymentContext(ctx, req, kind), pagoId))
    })

    router.post(`${base}/cancelar/`, auth, (req, res) => {
      const key = idempotencyKey(req, res)
      if (key === null) return
      const pagoId = pagoIdOf(req.body)
      if (typeof pagoId === 'string') return sendDetail(res, 400, pagoId)
      idempotent(ctx, req, res, key, { pagoId }, () => cancelPayment(paymentContext(ctx, req, kind), pagoId))
    })

    // Not in the spec for debts (E60 annuls a booking's invoice): refunds the charge, the debt is payable again.
    router.post(`${base}/anular_factura/`, auth, (req, res) => {
      const key = idempotencyKey(req, res)
      if (key === null) return
      const pagoId = pagoIdOf(req.body)
      if (typeof pagoId === 'string') return sendDetail(res, 400, pagoId)
      idempotent(ctx, req, res, key, { pagoId }, () => annulPayment(paymentContext(ctx, req, kind), pagoId))
    })

    router.get(`${base}/:id/`, auth, (req, res) => {
      const id = IdSchema.safeParse(req.params.id)
      if (!id.success) return sendDetail(res, 404, DETAILS.pagoNotFound)
      send(res, paymentRecord(paymentContext(ctx, req, kind), id.data))
    })
  }

  // The e-invoice site the invoices link to, standing in for the tax office's: public, as the real one is.
  router.get(INVOICE_PAGE_PATH, (req, res) => {
    const serie = typeof req.query.serie === 'string' ? req.query.serie : ''
    const nro = Number(req.query.nro)
    const codigo = typeof req.query.codigo === 'string' ? req.query.codigo : ''
    const factura = Number.isSafeInteger(nro) ? findInvoice(db, serie, nro, codigo) : undefined
    res
      .status(factura ? 200 : 404)
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(renderInvoicePage(factura))
  })

  return router
}

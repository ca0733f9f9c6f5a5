/**
 * The prescribed-medicine purchase's calls (flow B; spec 002 §7; checklist E94–E97): register a purchase and start
 * its payment, finalize it, annul it, change how it is paid, and read it (a call the spec lacks:
 * `GET /api/ecommerce-medicamentos/transacciones/{deuda_id}/`). Everything is the signed-in member's own: another
 * member's purchase is answered like a missing one; the people it is for must be her family as the sandbox knows it.
 *
 * E94 and E97 require an Idempotency-Key, E95 and E96 take one, as the debts' payments do (cobranzas). Prescriptions
 * and stock (E91) are not the sandbox's yet: the body's shape and ownership are checked, and what was asked is kept.
 * The member's prescriptions (E87, `mis-recetas`) are read from recetas.ts.
 */
import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { firstIssue, sendDetail } from '../../lib/http'
import { currentUser, requireAuth } from '../auth/tokens'
import { centesimosOf, PAYMENT_KINDS } from '../cobranzas/kinds'
import { IdSchema, idempotencyKey, idempotent, KEY_REQUIRED_DETAIL, paymentContext, send } from '../cobranzas/router'
import {
  annulPurchase,
  changeAgent,
  DETAILS,
  finalizePurchase,
  purchase,
  purchaseRecord,
  registerWithoutCharge,
  type PurchaseRequest,
} from './purchases'
import { misRecetas } from './recetas'
import { familyIdPersonas, METODO_ONLINE } from './store'
import { findAfiliadoByCi, listPermisos, type AfiliadoRow } from '../afiliados/store'
import { CALL_CENTER_PERMISSION, compraMedicamentosRouter } from './compra-router'
import { grantedAfiliadoIds, spendGrants } from './codigos'
import { checkPurchase, METODO_AUTOGESTION } from './purchase-check'
import { findGroupOf } from '../grupo-pagos/store'

const BASE = '/api/ecommerce-medicamentos'
const MEDICINE = PAYMENT_KINDS.find((kind) => kind.kind === 'medicamento')!

const Code = z
  .union([z.string(), z.number()], { errorMap: () => ({ message: 'es obligatorio' }) })
  .transform(String)
  .pipe(z.string().trim().min(1, 'es obligatorio').max(64, 'es demasiado largo'))

const Text = z.string().trim().max(200, 'es demasiado largo').nullish()

/** Flow B's enum: AUTOGESTION 0, ABITAB 1, RED_PAGOS 2, ONLINE 3, DOMICILIO 4 (spec 002 §3.2). */
const MetodoPago = z
  .union([z.number(), z.string().trim().regex(/^\d$/)], { errorMap: () => ({ message: 'debe ser 0, 1, 2, 3 o 4' }) })
  .pipe(z.coerce.number().int().min(0, 'debe ser 0, 1, 2, 3 o 4').max(4, 'debe ser 0, 1, 2, 3 o 4'))

function amount(positive: boolean) {
  return z.union([z.string(), z.number()], { errorMap: () => ({ message: 'es obligatorio' }) }).transform((value, issue) => {
    const centesimos = centesimosOf(value)
    if (centesimos === null || (positive && centesimos === 0)) {
      issue.addIssue({ code: z.ZodIssueCode.custom, message: 'debe ser un importe en pesos con hasta dos decimales, mayor que cero' })
      return z.NEVER
    }
    return centesimos
  })
}

const Item = z.object({
  id_receta: Code,
  id_geo_salud: Code,
  cantidad: z.coerce.number({ invalid_type_error: 'debe ser un número' }).int().positive().max(1000),
  precio_ticket: amount(false),
})

const PurchaseSchema = z
  .object({
    id_persona: IdSchema,
    metodo_pago: MetodoPago,
    // 0 only for a purchase with nothing to charge (A43), checked below and by checkPurchase.
    costo: amount(false),
    envio: Code,
    localidad: Code,
    direccion_envio: Text,
    direccion_envio_datos_extra: Text,
    telefono_contacto: Text,
    celular_contacto: Text,
    perfil_pago: IdSchema.nullish(),
    transacciones: z
      .array(
        z.object({
          id_persona: IdSchema,
          entradas: z.array(Item).max(50).default([]),
          pendientes: z.array(Item).max(50).default([]),
        }),
      )
      .min(1, 'debe tener al menos una persona')
      .max(10),
    creada_por: z.union([z.string().max(100), z.number()]).nullish(),
  })
  .superRefine((body, issues) => {
    if (body.metodo_pago === METODO_ONLINE && (body.perfil_pago === undefined || body.perfil_pago === null)) {
      issues.addIssue({ code: z.ZodIssueCode.custom, path: ['perfil_pago'], message: 'es obligatorio para pagar en línea' })
    }
    // A43: only no-stock medicines (all in `pendientes`) is a purchase too; no medicine at all is not.
    if (body.transacciones.every((persona) => persona.entradas.length === 0 && persona.pendientes.length === 0)) {
      issues.addIssue({ code: z.ZodIssueCode.custom, path: ['transacciones'], message: 'no pide ningún medicamento' })
    }
    if (body.costo === 0 && body.metodo_pago !== METODO_AUTOGESTION) {
      issues.addIssue({ code: z.ZodIssueCode.custom, path: ['costo'], message: 'debe ser mayor que cero salvo sin nada que cobrar (metodo_pago 0)' })
    }
  })

const ChangeSchema = z
  .object({
    deuda_id: IdSchema,
    id_persona: IdSchema,
    nuevo_agente_externo: MetodoPago,
    perfil_pago: IdSchema.nullish(),
  })
  .superRefine((body, issues) => {
    if (body.nuevo_agente_externo === METODO_ONLINE && (body.perfil_pago === undefined || body.perfil_pago === null)) {
      issues.addIssue({ code: z.ZodIssueCode.custom, path: ['perfil_pago'], message: 'es obligatorio para pagar en línea' })
    }
  })

const FinalizeSchema = z.object({ deuda_id: IdSchema, id_persona: IdSchema, metodo_pago: MetodoPago })
const AnnulSchema = z.object({ deuda_id: IdSchema, id_persona: IdSchema })

const NOT_THE_MEMBER = 'id_persona: no es el usuario que compra'
const NOT_FAMILY = 'transacciones: hay personas que no son del grupo familiar ni dieron su código'

type PurchaseBody = z.infer<typeof PurchaseSchema>
const items = (list: PurchaseBody['transacciones'][number]['entradas']) =>
  list.map((item) => ({
    idReceta: item.id_receta,
    idGeoSalud: item.id_geo_salud,
    cantidad: item.cantidad,
    precioTicketCentesimos: item.precio_ticket,
  }))

export function ecommerceMedicamentosRouter(ctx: SandboxContext): Router {
  const router = Router()
  const auth = requireAuth(ctx)
  router.use(compraMedicamentosRouter(ctx))

  /**
   * The affiliates of the purchase when the member may buy for each: her family, the people whose SMS code she
   * redeemed (codigos.ts), anyone for the call centre. Undefined when one is not.
   */
  function buyableAfiliados(req: Request, idPersonas: number[]): AfiliadoRow[] | undefined {
    const me = currentUser(req).afiliado
    const callCenter = listPermisos(ctx.db, me.id).includes(CALL_CENTER_PERMISSION)
    const family = familyIdPersonas(ctx.db, me.id, findGroupOf(ctx.db, me.id))
    const granted = grantedAfiliadoIds(ctx.db, me.id, ctx.clock.now())
    const byPersona = ctx.db.prepare('SELECT * FROM afiliados WHERE id_persona = ?')
    const afiliados = idPersonas.map((id) => byPersona.get(id) as AfiliadoRow | undefined)
    const allowed = afiliados.every((a) => a !== undefined && (callCenter || family.has(a.id_persona) || granted.has(a.id)))
    return allowed ? (afiliados as AfiliadoRow[]) : undefined
  }

  /** The validated body, or null after answering 400 (or 403 when it names someone other than the member). */
  function parse<T extends z.ZodType<{ id_persona: number }, z.ZodTypeDef, unknown>>(
    schema: T,
    req: Request,
    res: Response,
    fallback: string,
  ): z.infer<T> | null {
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) {
      sendDetail(res, 400, firstIssue(parsed.error, fallback))
      return null
    }
    if (parsed.data.id_persona !== currentUser(req).afiliado.id_persona) {
      sendDetail(res, 403, NOT_THE_MEMBER)
      return null
    }
    return parsed.data
  }

  router.post(`${BASE}/transacciones/`, auth, (req, res) => {
    const key = idempotencyKey(req, res)
    if (key === null) return
    if (key === undefined) return sendDetail(res, 400, KEY_REQUIRED_DETAIL)
    const body = parse(PurchaseSchema, req, res, 'Datos de la compra inválidos')
    if (!body) return
    const request: PurchaseRequest = {
      metodoPago: body.metodo_pago,
      costoCentesimos: body.costo,
      perfilPago: body.metodo_pago === METODO_ONLINE ? body.perfil_pago ?? null : null,
      personas: body.transacciones.map((persona) => ({
        idPersona: persona.id_persona,
        entradas: items(persona.entradas),
        pendientes: items(persona.pendientes),
      })),
      datos: {
        envio: body.envio,
        localidad: body.localidad,
        direccion_envio: body.direccion_envio ?? null,
        direccion_envio_datos_extra: body.direccion_envio_datos_extra ?? null,
        telefono_contacto: body.telefono_contacto ?? null,
        celular_contacto: body.celular_contacto ?? null,
        creada_por: body.creada_por ?? null,
      },
    }
    idempotent(ctx, req, res, key, request, () => {
      // Checked inside the key's transaction, so a replay answers what the first one did (its codes spent since).
      const afiliados = buyableAfiliados(req, body.transacciones.map((persona) => persona.id_persona))
      if (!afiliados) return { status: 403, body: { detail: NOT_FAMILY } }
      const payment = paymentContext(ctx, req, MEDICINE)
      const checked = checkPurchase(
        ctx.db,
        {
          metodoPago: request.metodoPago,
          costoCentesimos: request.costoCentesimos,
          envio: body.envio,
          localidad: body.localidad,
          personas: request.personas.map((persona, i) => ({ ...persona, afiliado: afiliados[i]! })),
        },
        payment.now,
      )
      if (!checked.ok) {
        return { status: checked.status, body: { detail: checked.detail, error: true, Mensaje: checked.detail, costo_calculado: checked.costoCalculado } }
      }
      // A43: nothing to charge owes nothing (checkPurchase allowed costo 0 only then).
      const answer =
        request.costoCentesimos === 0
          ? registerWithoutCharge(payment, request)
          : purchase(payment, request, checked.charged, checked.entregas)
      if (answer.status < 400) spendGrants(ctx.db, currentUser(req).afiliado.id, afiliados.map((a) => a.id))
      return answer
    })
  })

  router.post(`${BASE}/actualizar-agente-externo/`, auth, (req, res) => {
    const key = idempotencyKey(req, res)
    if (key === null) return
    if (key === undefined) return sendDetail(res, 400, KEY_REQUIRED_DETAIL)
    const body = parse(ChangeSchema, req, res, 'Datos del medio de pago inválidos')
    if (!body) return
    const perfilPago = body.nuevo_agente_externo === METODO_ONLINE ? body.perfil_pago ?? null : null
    idempotent(ctx, req, res, key, body, () =>
      changeAgent(paymentContext(ctx, req, MEDICINE), body.deuda_id, body.nuevo_agente_externo, perfilPago),
    )
  })

  router.post(`${BASE}/transacciones/finalizar_pago/`, auth, (req, res) => {
    const key = idempotencyKey(req, res)
    if (key === null) return
    const body = parse(FinalizeSchema, req, res, 'deuda_id es obligatorio')
    if (!body) return
    if (body.metodo_pago !== METODO_ONLINE) return sendDetail(res, 400, 'metodo_pago: solo un pago en línea se finaliza')
    idempotent(ctx, req, res, key, body, () => finalizePurchase(paymentContext(ctx, req, MEDICINE), body.deuda_id))
  })

  router.post(`${BASE}/transacciones/anular/`, auth, (req, res) => {
    const key = idempotencyKey(req, res)
    if (key === null) return
    const body = parse(AnnulSchema, req, res, 'deuda_id es obligatorio')
    if (!body) return
    idempotent(ctx, req, res, key, body, () => annulPurchase(paymentContext(ctx, req, MEDICINE), body.deuda_id))
  })

  // Not in the spec: the purchase's payment state and invoice, which the portal must ask before it finalizes or
  // cancels what the provider's page reported (docs/decisions/invented-paths.md).
  router.get(`${BASE}/transacciones/:id/`, auth, (req, res) => {
    const id = IdSchema.safeParse(req.params.id)
    if (!id.success) return sendDetail(res, 404, DETAILS.notFound)
    send(res, ctx.db.transaction(() => purchaseRecord(paymentContext(ctx, req, MEDICINE), id.data))())
  })

  // E87: the prescriptions of the member, of someone of her family or payment group, or anyone's for the call centre.
  // Someone else's are answered like an unknown document (404), so the call tells nobody who is affiliated.
  router.get(`${BASE}/mis-recetas`, auth, (req, res) => {
    const query = RecetasQuerySchema.safeParse(req.query)
    if (!query.success) return sendDetail(res, 400, firstIssue(query.error, 'Faltan tipo_documento y documento'))
    const me = currentUser(req).afiliado
    const afiliado = query.data.tipo_documento === '1' ? findAfiliadoByCi(ctx.db, query.data.documento) : undefined
    const callCenter = listPermisos(ctx.db, me.id).includes('puede_usar_ecommerce_call_center')
    const mayRead =
      afiliado !== undefined &&
      (callCenter || familyIdPersonas(ctx.db, me.id, findGroupOf(ctx.db, me.id)).has(afiliado.id_persona))
    if (!afiliado || !mayRead) return sendDetail(res, 404, RECETAS_NOT_FOUND)
    res.set('Cache-Control', 'no-store').json(misRecetas(ctx.db, afiliado.id, ctx.clock.now()))
  })

  return router
}

const RECETAS_NOT_FOUND = 'No existe un afiliado con ese documento'
const RecetasQuerySchema = z.object({
  tipo_documento: z.enum(['1', '2'], { errorMap: () => ({ message: 'debe ser 1 o 2' }) }),
  documento: z
    .string({ required_error: 'es obligatorio', invalid_type_error: 'debe indicarse una sola vez' })
    .trim()
    .regex(/^\d{1,12}$/, 'debe tener solo números'),
})

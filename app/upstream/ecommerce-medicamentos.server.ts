/**
 * The prescribed-medicine purchase's payment calls (flow B; spec 002 §7; checklist E94–E97): register the purchase
 * and start its payment, pay it another way after a failure, finalize, annul, and read it (a call the spec lacks,
 * docs/decisions/invented-paths.md). Only the payment's calls: prescriptions, stock and delivery are the journey's.
 *
 * Start and finalize answer outcomes inside 2xx bodies and refusals alike (BR63), so they give the body as it came
 * for app/domain/purchase-answers.ts to read; a 404 (someone else's purchase, an unknown card) is thrown. The calls
 * that move money have the money budget (budget.server.ts).
 */
import { z } from 'zod'
import { callUpstream, serviceProblem, type Caller } from './client.server'
import { UpstreamError } from './errors'

const BASE = '/api/ecommerce-medicamentos'

/** Flow B's payment methods (spec 002 §3.2). */
export const PURCHASE_METHOD = { AUTOGESTION: 0, ABITAB: 1, RED_PAGOS: 2, ONLINE: 3, DOMICILIO: 4 } as const
export type PurchaseMethod = (typeof PURCHASE_METHOD)[keyof typeof PURCHASE_METHOD]

export interface PurchaseItem {
  id_receta: string
  id_geo_salud: string
  cantidad: number
  /** Pesos, as the prescription priced the ticket. */
  precio_ticket: number
}

/** E94's body, as the spec names its fields. */
export interface PurchaseRequest {
  id_persona: number
  metodo_pago: PurchaseMethod
  /** The confirmation's total, pesos. */
  costo: number
  envio: string
  localidad: string
  direccion_envio: string | null
  direccion_envio_datos_extra: string | null
  telefono_contacto: string | null
  celular_contacto: string | null
  perfil_pago: string | null
  transacciones: Array<{ id_persona: number; entradas: PurchaseItem[]; pendientes: PurchaseItem[] }>
  creada_por: string | null
}

/** E97's body: the purchase is paid another way after a failed payment ("Intentar nuevamente", BR63). */
export interface PurchaseAgentChange {
  deuda_id: string
  id_persona: number
  nuevo_agente_externo: PurchaseMethod
  perfil_pago: string | null
}

/** A refusal's body (below 500, not 401/403/404, which the caller handles), else the error itself. */
function outcomeBody(error: unknown): unknown {
  if (error instanceof UpstreamError && error.status !== 404 && error.status < 500) return error.body
  throw error
}

/**
 * A call that moves money, its body as it came. Start calls carry the form's key; finalize and annul carry none: the
 * API makes them safe to repeat by the purchase's state (a charged one answers its confirmation again), and a key per
 * purchase would replay an earlier payment's answer once E97 pays the same purchase again.
 */
async function moneyCall(path: string, json: unknown, idempotencyKey: string | undefined, as: Caller): Promise<unknown> {
  try {
    return await callUpstream({ method: 'POST', path, json, schema: z.unknown(), idempotencyKey, budget: 'money', as })
  } catch (error) {
    return outcomeBody(error)
  }
}

const pesos = (amount: number) => amount.toFixed(2)

/** E94 POST /api/ecommerce-medicamentos/transacciones/ with the form's idempotency key: one purchase, one charge. */
export function createPurchase(as: Caller, request: PurchaseRequest, idempotencyKey: string): Promise<unknown> {
  const json = {
    ...request,
    costo: pesos(request.costo),
    transacciones: request.transacciones.map((persona) => ({
      ...persona,
      entradas: persona.entradas.map((item) => ({ ...item, precio_ticket: pesos(item.precio_ticket) })),
      pendientes: persona.pendientes.map((item) => ({ ...item, precio_ticket: pesos(item.precio_ticket) })),
    })),
  }
  return moneyCall(`${BASE}/transacciones/`, json, idempotencyKey, as)
}

/** E97 POST /api/ecommerce-medicamentos/actualizar-agente-externo/: the same answer's shape as E94. */
export function changePurchaseAgent(as: Caller, change: PurchaseAgentChange, idempotencyKey: string): Promise<unknown> {
  return moneyCall(`${BASE}/actualizar-agente-externo/`, change, idempotencyKey, as)
}

/** E96 POST …/transacciones/finalizar_pago/: the charge; again for a charged purchase, its confirmation again. */
export function finalizePurchasePayment(as: Caller, which: { deudaId: string; idPersona: number }): Promise<unknown> {
  return moneyCall(
    `${BASE}/transacciones/finalizar_pago/`,
    { deuda_id: which.deudaId, id_persona: which.idPersona, metodo_pago: PURCHASE_METHOD.ONLINE },
    undefined,
    as,
  )
}

/**
 * E95 POST …/transacciones/anular/: the purchase is annulled, its open payment cancelled. The answer as it came: its
 * error data may carry `errores_pagos` (the payment had been rejected, BR63). A refusal (a paid purchase) is read
 * from its body; a 404 is thrown.
 */
export function annulPurchase(as: Caller, which: { deudaId: string; idPersona: number }): Promise<unknown> {
  return moneyCall(
    `${BASE}/transacciones/anular/`,
    { deuda_id: which.deudaId, id_persona: which.idPersona },
    undefined,
    as,
  )
}

const text = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value)))

const Purchase = z.object({
  deuda_id: z.union([z.string(), z.number()]).transform(String),
  Id_EnvFarDom: text,
  estado: z.string(),
  estado_pago: z.string().nullish().transform((value) => value ?? null),
  motivo: text,
  importe: text,
  TipoDocumentoCFE: text,
  SerieCFE: text,
  NroDocumentoCFE: text,
  CodSeguridad: text,
  URLConsultaCFE: text,
})
export type Purchase = z.infer<typeof Purchase>

/**
 * GET /api/ecommerce-medicamentos/transacciones/{deuda_id}/ (not in the spec): the purchase, its payment's real state
 * and its invoice; null for unknown or someone else's. A 5xx is the service problem, as for a debt's payment.
 */
export async function fetchPurchase(as: Caller, deudaId: string): Promise<Purchase | null> {
  try {
    return await callUpstream({ path: `${BASE}/transacciones/${encodeURIComponent(deudaId)}/`, schema: Purchase, as })
  } catch (error) {
    if (error instanceof UpstreamError && error.info.status === 404) return null
    if (error instanceof UpstreamError && error.status >= 500) throw serviceProblem('invalid-response')
    throw error
  }
}

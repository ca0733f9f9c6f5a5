/**
 * Pending debts of the mutual's API (spec 000 §7, checklist C29, C30, E35): the member's unpaid monthly fees, medical
 * orders and medicine packages, each with its display data as name/description pairs.
 *
 * The API has no call for one debt: a debt's page finds it in the member's own list (E35), so another member's id,
 * or a paid one, is simply not there.
 */
import { z } from 'zod'
import type { PaymentKindInfo } from '~/domain/payment-kinds'
import { callUpstream, serviceProblem, type Caller } from './client.server'
import { UpstreamError } from './errors'

const text = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value)))

const Debt = z.object({
  id_transaccion: z.union([z.string().min(1), z.number()]).transform(String),
  importe: z.union([z.string(), z.number()]).transform(Number).pipe(z.number().finite()),
  data: z.array(z.object({ name: z.string(), description: text })).default([]),
})
export type Debt = z.infer<typeof Debt>

const PendingDebts = z.object({
  cuotas: z.array(Debt).default([]),
  ordenes: z.array(Debt).default([]),
  medicamentos: z.array(Debt).default([]),
})
export type PendingDebts = z.infer<typeof PendingDebts>

/** E35 GET /api/cobranzas/deudas_pendientes */
export function fetchPendingDebts(as: Caller): Promise<PendingDebts> {
  return callUpstream({ path: '/api/cobranzas/deudas_pendientes', schema: PendingDebts, as })
}

/** One of the member's debts, from her own list (E35); null when it holds none of that kind and id (unknown, paid, another's). */
export async function fetchPendingDebt(as: Caller, kind: PaymentKindInfo, idTransaccion: string): Promise<Debt | null> {
  const debts = await fetchPendingDebts(as)
  return debts[kind.list].find((debt) => debt.id_transaccion === idTransaccion) ?? null
}

/*
 * The online payment of a debt (E36–E47): start, finalize, cancel and read, at `/api/cobranzas/<base>/` of its kind
 * (BR17). Start and finalize answer outcomes inside 2xx bodies and refusals alike, so they give the body as it came
 * for app/domain/payment-answers.ts to read; a 404 (unknown or someone else's debt or card) is thrown.
 *
 * The three calls that move money have the money budget (upstream/budget.server.ts), not the page reads' one:
 * a charge given up too early is a charge the portal cannot tell the member about.
 */

export interface PaymentStart {
  debtId: string
  /** The debt's amount as the API listed it; the form never says how much. */
  amount: number
  profileId: string
  mediaId: number | null
  /** The affiliate's data for the gateway (C31); the API checks `id` is the signed-in user's. */
  affiliate: { id: number; nombre_afiliado: string; apellido_afiliado: string; telefono_afiliado: string }
}

/** A refusal's body (below 500, not 401/403/404, which the caller handles), else the error itself. */
function outcomeBody(error: unknown): unknown {
  if (error instanceof UpstreamError && error.status !== 404 && error.status < 500) return error.body
  throw error
}

/** E36/E40/E44 POST /api/cobranzas/<base>/ with the form's idempotency key: a repeated submit starts one payment. */
export async function startPayment(as: Caller, kind: PaymentKindInfo, start: PaymentStart, idempotencyKey: string): Promise<unknown> {
  try {
    return await callUpstream({
      method: 'POST',
      path: `/api/cobranzas/${kind.base}/`,
      json: {
        id_transaccion: start.debtId,
        importe: start.amount.toFixed(2),
        perfil_pago: start.profileId,
        ...(start.mediaId === null ? {} : { medio_pago: start.mediaId }),
        afiliado_datos: start.affiliate,
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

/** E38/E42/E46 POST …/finalizar/: the charge. Keyed by the payment, so a second finalize charges nothing more. */
export async function finalizePayment(as: Caller, kind: PaymentKindInfo, paymentId: string): Promise<unknown> {
  try {
    return await callUpstream({
      method: 'POST',
      path: `/api/cobranzas/${kind.base}/finalizar/`,
      json: { [kind.idField]: paymentId },
      schema: z.unknown(),
      idempotencyKey: `finalizar-${kind.base}-${paymentId}`,
      budget: 'money',
      as,
    })
  } catch (error) {
    return outcomeBody(error)
  }
}

/** E37/E41/E45 POST …/cancelar/: whether the API cancelled it (again for a cancelled one). */
export async function cancelPayment(as: Caller, kind: PaymentKindInfo, paymentId: string): Promise<boolean> {
  try {
    const answer = await callUpstream({
      method: 'POST',
      path: `/api/cobranzas/${kind.base}/cancelar/`,
      json: { [kind.idField]: paymentId },
      schema: z.object({ ok: z.boolean().optional() }).passthrough(),
      idempotencyKey: `cancelar-${kind.base}-${paymentId}`,
      budget: 'money',
      as,
    })
    return answer.ok === true
  } catch (error) {
    if (error instanceof UpstreamError && error.status !== 401 && error.status !== 403) return false
    throw error
  }
}

const Invoice = z.object({
  url_consulta_cfe: z.string().nullish().transform((value) => value ?? ''),
  tipo_documento_cfe: text,
  serie_cfe: text,
  nro_doc_cfe: text,
  codigo_seguridad: text,
  importe: text,
  fecha_emision: text,
})
export type Invoice = z.infer<typeof Invoice>

const PaymentRecord = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  id_transaccion: text,
  estado: z.string(),
  motivo: text,
  importe: text,
  info_cfe: Invoice.nullish().transform((value) => value ?? null),
})
export type PaymentRecord = z.infer<typeof PaymentRecord>

/**
 * E39/E43/E47 GET /api/cobranzas/<base>/{id}/: the payment's real state and its invoice (A19); null for unknown or
 * someone else's. A 5xx is the service problem (503), not an error of the page: the payment stays as it is, and the
 * page's Reintentar (the same address, e.g. the provider's return) reads it again and finishes it.
 */
export async function fetchPayment(as: Caller, kind: PaymentKindInfo, paymentId: string): Promise<PaymentRecord | null> {
  try {
    return await callUpstream({ path: `/api/cobranzas/${kind.base}/${encodeURIComponent(paymentId)}/`, schema: PaymentRecord, as })
  } catch (error) {
    if (error instanceof UpstreamError && error.info.status === 404) return null
    if (error instanceof UpstreamError && error.status >= 500) throw serviceProblem('invalid-response')
    throw error
  }
}

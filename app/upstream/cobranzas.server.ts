/**
 * Pending debts of the mutual's API (spec 000 §7, checklist C29, C30, E35): the member's unpaid monthly fees, medical
 * orders and medicine packages, each with its display data as name/description pairs.
 *
 * The detail call is not in the spec (sandbox/README.md "Payments"): the pages ask the API for one debt of the
 * member by kind and transaction id, so another member's id is the API's 404, never a lookup in someone's list.
 */
import { z } from 'zod'
import type { PaymentKindInfo } from '~/payments/payment-kinds'
import { callUpstream, type Caller } from './client.server'
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

/** One of the member's debts, or null when the API knows none of that kind and id for her (unknown, paid, another's). */
export async function fetchPendingDebt(as: Caller, kind: PaymentKindInfo, idTransaccion: string): Promise<Debt | null> {
  try {
    return await callUpstream({
      path: `/api/cobranzas/deudas_pendientes/${kind.slug}/${encodeURIComponent(idTransaccion)}/`,
      schema: Debt,
      as,
    })
  } catch (error) {
    if (error instanceof UpstreamError && error.info.status === 404) return null
    throw error
  }
}

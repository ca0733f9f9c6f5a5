/**
 * The three kinds of debt and how the API names each (checklist BR17): the portal's route slug, the pending list,
 * the payment calls' base path and the field that carries a payment's id.
 */
import type { PaymentSlug } from '../../lib/gateway-outcomes'

export type DebtKind = 'cuota' | 'orden' | 'medicamento'

export interface PaymentKind {
  kind: DebtKind
  slug: PaymentSlug
  /** The key of E35's answer. */
  list: 'cuotas' | 'ordenes' | 'medicamentos'
  /** `/api/cobranzas/<base>/` and its finalizar, cancelar and `{id}` calls. */
  base: 'servicios-mensuales-web' | 'orden-web' | 'medicamentos-web'
  idField: 'id_serv_mens' | 'id_orden' | 'id_medicamento'
}

export const PAYMENT_KINDS: readonly PaymentKind[] = [
  { kind: 'cuota', slug: 'couta', list: 'cuotas', base: 'servicios-mensuales-web', idField: 'id_serv_mens' },
  { kind: 'orden', slug: 'orden', list: 'ordenes', base: 'orden-web', idField: 'id_orden' },
  {
    kind: 'medicamento',
    slug: 'solicitud-medicamento',
    list: 'medicamentos',
    base: 'medicamentos-web',
    idField: 'id_medicamento',
  },
]

/** Whole centésimos as the API's decimal text: 215050 → "2150.50". Exact, never a float. */
export function pesos(centesimos: number): string {
  const sign = centesimos < 0 ? '-' : ''
  const abs = Math.abs(centesimos)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** "2150.5", "2150.50", 2150.5 → 215050; null when it is not an amount with at most two decimals. */
export function centesimosOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

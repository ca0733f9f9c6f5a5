/**
 * The three things a member pays online (checklist BR17, C31): the path's slug, the pending-payments list that holds
 * it, the API's base path and the id field its finalize and cancel calls take. One table, read by every payment.
 */
export type PaymentKind = 'MONTHLY_PAYMENT' | 'ORDER' | 'MEDICINE'

export interface PaymentKindInfo {
  kind: PaymentKind
  /** The slug of `/pagos-pendientes/:type/:id` (the spec's spelling, `couta`, included). */
  slug: 'couta' | 'orden' | 'solicitud-medicamento'
  /** The list of `GET /api/cobranzas/deudas_pendientes` that holds it. */
  list: 'cuotas' | 'ordenes' | 'medicamentos'
  /** `POST /api/cobranzas/<base>/` starts a payment; `<base>/finalizar/` and `<base>/cancelar/` end it. */
  base: 'servicios-mensuales-web' | 'orden-web' | 'medicamentos-web'
  /** The field finalize and cancel take the payment's id in. */
  idField: 'id_serv_mens' | 'id_orden' | 'id_medicamento'
}

export const PAYMENT_KINDS: Record<PaymentKind, PaymentKindInfo> = {
  MONTHLY_PAYMENT: { kind: 'MONTHLY_PAYMENT', slug: 'couta', list: 'cuotas', base: 'servicios-mensuales-web', idField: 'id_serv_mens' },
  ORDER: { kind: 'ORDER', slug: 'orden', list: 'ordenes', base: 'orden-web', idField: 'id_orden' },
  MEDICINE: { kind: 'MEDICINE', slug: 'solicitud-medicamento', list: 'medicamentos', base: 'medicamentos-web', idField: 'id_medicamento' },
}

/** The slug people may type with the usual spelling (A02): the pages redirect it to the spec's `couta`. */
export const SLUG_ALIASES: Readonly<Record<string, PaymentKindInfo['slug']>> = { cuota: 'couta' }

/** BR17: the kind of a path's slug; null for anything else (the pages go back to the list). */
export function paymentKindFromSlug(slug: string | undefined): PaymentKindInfo | null {
  return Object.values(PAYMENT_KINDS).find((info) => info.slug === slug) ?? null
}

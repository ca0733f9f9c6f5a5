/**
 * Flow B's shipping and payment words and rules (spec 002 §2.2, §4.2, §5.2, §6; checklist BR61, BR62, A01, A34).
 * Pure: the `envio` cards, the `entrega` title, the cost's label, whether the online method is offered, and the
 * confirmation's button.
 */
import { medicinePurchase } from '~/copy/medicine-purchase'
import { formatMoney } from './money'

/** E86's names of the two methods the spec describes (the wizard's `selection.ts` re-exports them); any other is A34's. */
export const PICK_UP = 'PRESENCIAL'
export const HOME_DELIVERY = 'DOMICILIO'

export type ShippingKind = 'pick-up' | 'home' | 'other'

export function shippingKind(method: { nombre: string }): ShippingKind {
  if (method.nombre === PICK_UP) return 'pick-up'
  return method.nombre === HOME_DELIVERY ? 'home' : 'other'
}

/** BR61: a shipping card's title and its second line (the locality, the address to choose, or the method's name). */
export function shippingCard(method: { nombre: string }, locationName: string): { title: string; detail: string } {
  const copy = medicinePurchase.envio
  switch (shippingKind(method)) {
    case 'pick-up':
      return { title: copy.pickUp, detail: locationName }
    case 'home':
      return { title: copy.delivery, detail: copy.deliveryAddress }
    case 'other':
      return { title: copy.other, detail: method.nombre }
  }
}

/**
 * The method as a confirmation names it, beside rows of its own for the locality and the address: the card's title,
 * and only another method (A34) its name too. `Envío a domicilio (Dirección a seleccionar)` would ask for an address
 * already given.
 */
export function shippingSummary(method: { nombre: string }, locationName: string): string {
  const card = shippingCard(method, locationName)
  return shippingKind(method) === 'other' ? `${card.title} (${card.detail})` : card.title
}

/** BR61: `entrega`'s title; only pick-up and home delivery have that step (A34). */
export const deliveryTitle = (method: { nombre: string }) =>
  shippingKind(method) === 'pick-up' ? medicinePurchase.entrega.titlePickUp : medicinePurchase.entrega.titleDelivery

/** BR61: a cost of 0 is `Gratis`, any other `$` and two decimals. */
export const costLabel = (cost: number) => (cost === 0 ? medicinePurchase.envio.free : formatMoney(cost))

/**
 * A01's two readings of which rule shows the online method: `recommended` (A01's resolution: a member paying with her
 * own saved cards, never the call centre, which `pago`'s guard refuses anyway) and `literal` (§5.2's list rule, kept
 * behind `FLOW_B_ONLINE_RULE` as A01 asks: shown in call-centre mode or when no affiliate chose medicines).
 */
export type OnlineRule = 'recommended' | 'literal'

/** BR62: whether `forma-pago` lists the online method (A46's 3). `affiliates`: whether each chose medicines. */
export function onlineAllowed(
  mode: { callCenter: boolean },
  affiliates: ReadonlyArray<{ hasMedicines: boolean }>,
  rule: OnlineRule = 'recommended',
): boolean {
  if (rule === 'literal') return mode.callCenter || affiliates.every((affiliate) => !affiliate.hasMedicines)
  return !mode.callCenter
}

/** BR62: the confirmation pays online (`Pagar`, then `pago`) or registers the purchase (`Confirmar solicitud`). */
export const confirmButtonLabel = (paysOnline: boolean) =>
  paysOnline ? medicinePurchase.confirmacion.payButton : medicinePurchase.confirmacion.confirmButton

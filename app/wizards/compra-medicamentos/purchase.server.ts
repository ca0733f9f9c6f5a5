/**
 * The purchase as E94 sends it (spec 002 §7.2; checklist C76, C79, BR60, BR74, A43), built from the draft alone:
 * every price is one the API answered with the recipes (E91), priced again by BR57–BR60, and the API prices it a
 * third time (it refuses a total that disagrees). One transaction, one `transacciones` entry per person.
 */
import type { SessionUser } from '~/auth/user'
import { getEnv } from '~/config/env.server'
import type { PurchaseItem, PurchaseMethod, PurchaseRequest } from '~/upstream/ecommerce-medicamentos.server'
import type { Caller } from '~/upstream/client.server'
import { fetchShippingCost } from '~/upstream/compra-medicamentos.server'
import { answered, invalidate } from '../graph'
import { updateDraft } from '../wizard.server'
import { flowBWizard } from './wizard.server'
import type { Draft } from './schemas.server'
import { personIds, priceOf, purchasersOf, shippingOf, totalsOf } from './selection'

/** BR74: who made the purchase, `CALL_CENTER` or `USUARIO_{product}`. */
export const createdBy = (draft: Pick<Draft, 'callCenter'>) =>
  draft.callCenter ? 'CALL_CENTER' : `USUARIO_${getEnv().PORTAL_PRODUCT.toUpperCase()}`

/**
 * E93's cost for the purchase's people, asked again only when they changed since `envio` asked (C73, C79); 0 for
 * anything but home delivery. Returns what to save with it, for the caller's draft.
 */
export async function shippingCostNow(as: Caller, draft: Draft): Promise<{ costo: number; shippingCost?: Draft['shippingCost'] }> {
  const known = shippingOf(draft)
  if (known !== null) return { costo: known }
  const personas = personIds(draft)
  const costo = await fetchShippingCost(as, personas)
  return { costo, shippingCost: { personas, costo } }
}

/**
 * The draft with its shipping cost current for the people it is for: asked again (E93) and saved when someone was
 * added or removed since `envio` asked, so the confirmation and the pay step show what the purchase will charge.
 * A change of cost is another purchase (the attempts depend on it).
 */
export async function withCurrentShipping(request: Request, as: Caller, draft: Draft): Promise<Draft> {
  const { shippingCost } = await shippingCostNow(as, draft)
  if (!shippingCost) return draft
  const saved = await updateDraft(request, flowBWizard, (fresh) => invalidate(flowBWizard, fresh, { shippingCost }))
  return saved.draft
}

const item = (idReceta: number, idFarmaco: number, cantidad: number, ticketPrice: number): PurchaseItem => ({
  id_receta: String(idReceta),
  id_geo_salud: String(idFarmaco),
  cantidad,
  precio_ticket: ticketPrice,
})

/**
 * E94's body. `metodoPago` is the method chosen (A46's code), or AUTOGESTION (0) when there is nothing to pay (A43);
 * `perfilPago` the saved card of an online payment. The draft's shipping cost must be current (`shippingCostNow`).
 */
export function purchaseRequestOf(
  user: Pick<SessionUser, 'idPersona'>,
  draft: Draft,
  payment: { metodoPago: PurchaseMethod; perfilPago: string | null },
): PurchaseRequest {
  const { location, shippingMethod, delivery } = answered(draft, 'location', 'shippingMethod', 'delivery')
  return {
    id_persona: user.idPersona ?? 0,
    metodo_pago: payment.metodoPago,
    costo: totalsOf(draft).pagas,
    envio: String(shippingMethod.id),
    localidad: String(location.id),
    direccion_envio: delivery.direccion || null,
    direccion_envio_datos_extra: delivery.entreCalles || null,
    telefono_contacto: delivery.telefono || null,
    celular_contacto: delivery.celular || null,
    perfil_pago: payment.perfilPago,
    transacciones: purchasersOf(draft).map(({ affiliate }) => {
      const pricing = priceOf(affiliate)
      return {
        id_persona: affiliate.id,
        entradas: pricing.items.map((line) => item(line.idReceta, line.idFarmaco, line.quantity, line.ticketPrice)),
        pendientes: pricing.pending.map((line) => item(line.idReceta, line.idFarmaco, line.quantity, line.ticketPrice)),
      }
    }),
    creada_por: createdBy(draft),
  }
}

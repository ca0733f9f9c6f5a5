/**
 * Flow B's draft read as a purchase (checklist C71, C79, BR57–BR60, A43, A44): who is in it, what each one chose,
 * and what it costs, priced by `~/domain/purchase-pricing` from the recipes the API answered. Pure, shared by the
 * step graph, the steps' pages and the request the confirmation sends.
 */
import {
  priceAffiliate,
  purchaseTotals,
  type AffiliatePricing,
  type PaymentTerms,
  type PurchaseTotals,
  type SelectedMedicine,
} from '~/domain/purchase-pricing'
import { availabilityOf, type Availability } from '~/domain/purchase-recipes'
import { HOME_DELIVERY, PICK_UP } from '~/domain/purchase-shipping'
import type { Farmaco, Receta } from '~/upstream/recetas.server'
import type { Affiliate, Draft } from './schemas.server'

/** BR52: an affiliate's key in the purchase, `documentTypeId-documentNumber`. */
export const affiliateKey = (tipoDocumento: number, documento: string) => `${tipoDocumento}-${documento}`

/** A medicine's key in an affiliate's `cantidades`: its recipe and its GeoSalud id. */
export const medicineKey = (idReceta: number, idFarmaco: number) => `${idReceta}-${idFarmaco}`

/** BR56's availability is the recipe view's (`~/domain/purchase-recipes`); the purchase reads it from there. */
export { availabilityOf, type Availability } from '~/domain/purchase-recipes'

/** The people of the purchase in the order they were added (C79). */
export function affiliatesOf(draft: Pick<Draft, 'affiliates'>): Array<{ key: string; affiliate: Affiliate }> {
  return Object.entries(draft.affiliates ?? {})
    .map(([key, affiliate]) => ({ key, affiliate }))
    .sort((a, b) => a.affiliate.timeAdded - b.affiliate.timeAdded)
}

/** One chosen medicine with its recipe, as the pages list it. */
export interface ChosenMedicine {
  receta: Receta
  farmaco: Farmaco
  quantity: number
  availability: Availability
}

/** What an affiliate chose that can still be had: medicines of her loaded recipes that are not disabled. */
export function chosenMedicines(affiliate: Affiliate): ChosenMedicine[] {
  const chosen: ChosenMedicine[] = []
  for (const receta of affiliate.recetas ?? []) {
    const availability = availabilityOf(receta)
    if (availability === 'disabled') continue
    for (const farmaco of receta.Farmacos) {
      const quantity = affiliate.cantidades[medicineKey(receta.Id_Receta, farmaco.Id_Farmaco_Geosalud)]
      if (quantity) chosen.push({ receta, farmaco, quantity, availability })
    }
  }
  return chosen
}

/**
 * Whether the affiliate is of a police family group (C67's per-affiliate `isSpecialRecipe`): she has a special
 * recipe. BR59 then reprices every line she selects, not only that recipe's (spec 002 §9: "cheapest-first
 * medicines priced above the over-cap delivery price"); the API prices it the same way and refuses another total.
 */
export const isSpecialRecipe = (affiliate: Affiliate) => (affiliate.recetas ?? []).some((receta) => receta.EsRecetaEspecial)

/** The affiliate's choice as BR57–BR60 price it; declined pending orders are not charged. */
export function selectionOf(affiliate: Affiliate) {
  const especial = isSpecialRecipe(affiliate)
  const medicines: SelectedMedicine[] = chosenMedicines(affiliate).map(({ receta, farmaco, quantity, availability }) => ({
    idReceta: receta.Id_Receta,
    idFarmaco: farmaco.Id_Farmaco_Geosalud,
    quantity,
    terms: farmaco,
    sinStock: availability === 'pending',
    especial,
  }))
  const paymentTerms: PaymentTerms | null = affiliate.datosPago ?? null
  return { medicines, paymentTerms, acceptedPendingOrders: affiliate.ordenesAceptadas ? affiliate.ordenesPendientes : [] }
}

export const priceOf = (affiliate: Affiliate): AffiliatePricing => priceAffiliate(selectionOf(affiliate))

/** Whether the affiliate chose something, to dispense now or to leave pending (BR51's "selected items"). */
export const hasChosen = (affiliate: Affiliate) => chosenMedicines(affiliate).length > 0

/** C71, BR51: some affiliate of the purchase chose something. */
export const anyChosen = (draft: Pick<Draft, 'affiliates'>) => affiliatesOf(draft).some(({ affiliate }) => hasChosen(affiliate))

/**
 * The people whose choices wait for their recipes on their own page: a price review (E94's 409) dropped the recipes
 * E91 would not give again without her (her code is not good any more, or none are left) and kept what she chose.
 * Until her page reads them, her medicines cannot be priced or sent: the purchase goes on only once none waits.
 */
export const waitingForRecipes = (draft: Pick<Draft, 'affiliates'>) =>
  affiliatesOf(draft).filter(({ affiliate }) => !affiliate.recetas && Object.keys(affiliate.cantidades).length > 0)

// E86's two named methods, named in the domain's BR61 rules (~/domain/purchase-shipping).
export { HOME_DELIVERY, PICK_UP }

/** The shipping methods whose delivery data is asked on `entrega` (BR61, A34). */
export const hasDeliveryStep = (method: { nombre: string } | undefined) => method?.nombre === PICK_UP || method?.nombre === HOME_DELIVERY

/** E93's cost counts only for home delivery; the draft's, when it was asked for exactly these people. */
export function shippingOf(draft: Pick<Draft, 'affiliates' | 'shippingMethod' | 'shippingCost'>): number | null {
  if (draft.shippingMethod?.nombre !== HOME_DELIVERY) return 0
  const personas = personIds(draft)
  const cost = draft.shippingCost
  return cost && cost.personas.length === personas.length && cost.personas.every((id, i) => id === personas[i]) ? cost.costo : null
}

/**
 * C79, BR46 ("empty groups dropped"): the people the purchase is for, in the order they were added: those who chose a
 * medicine, now or pending. A person added who chose none (her recipes empty, or `Continuar sin agregar`) is not
 * listed, counted, priced, sent (E93, E94) nor asked for the contact, even with her unpaid orders accepted: they are
 * paid with a request of hers, and she has none (they stay owed).
 */
export const purchasersOf = (draft: Pick<Draft, 'affiliates'>) => affiliatesOf(draft).filter(({ affiliate }) => hasChosen(affiliate))

/** C79: the ids `costo-envio` is asked for: every person the purchase is for, in order. */
export const personIds = (draft: Pick<Draft, 'affiliates'>) => purchasersOf(draft).map(({ affiliate }) => affiliate.id)

/** BR60 over the whole draft. `shipping` null (not yet asked for these people) counts as 0. */
export function totalsOf(draft: Pick<Draft, 'affiliates' | 'shippingMethod' | 'shippingCost'>): PurchaseTotals {
  return purchaseTotals(
    purchasersOf(draft).map(({ affiliate }) => priceOf(affiliate)),
    shippingOf(draft) ?? 0,
  )
}

/**
 * A43: nothing to charge (only no-stock medicines, no accepted pending orders, no shipping cost): the purchase is
 * registered without a payment method, and `forma-pago` and `pago` are skipped.
 */
export const nothingToPay = (draft: Pick<Draft, 'affiliates' | 'shippingMethod' | 'shippingCost'>) => totalsOf(draft).total === 0

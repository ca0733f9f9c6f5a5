/**
 * The recipes of flow B's `agregar-medicamentos` on the server (checklist C71, C79, BR55–BR60, A24, A45): E91 read
 * once per person and kept in her draft entry, the outcomes BR55 words, and the page's view of her recipes, worked
 * out here so the page only lays it out (prices formatted, limits applied, links built).
 */
import { redirect } from '@remix-run/node'
import { redirectWithFlash } from '~/auth/flash.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { formatMoney } from '~/domain/money'
import { stepQuantity } from '~/domain/purchase-pricing'
import { availabilityOf, findMedicine, limitsOf, recipeBanners, type RecipeBanner } from '~/domain/purchase-recipes'
import { CODIGO, fetchAffiliateRecipes } from '~/upstream/compra-medicamentos.server'
import type { Caller } from '~/upstream/client.server'
import type { DocumentType } from '~/upstream/solicitud-medicamentos.server'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { invalidate } from '../graph'
import { personToken } from '../person-token.server'
import { stepPath } from '../wizard'
import { showError, updateDraft } from '../wizard.server'
import type { RecipeView } from './recipe-list'
import { codeForgotten } from './identity.server'
import type { Affiliate, Draft } from './schemas.server'
import { affiliatesOf, medicineKey, priceOf, totalsOf } from './selection'
import { loadList, flowBWizard } from './wizard.server'

const copy = medicinePurchase['agregar-medicamentos']
const STEP = 'agregar-medicamentos'

/** The query `verificacion` reads to show BR55's code error (C70). */
export const CODE_ERROR_QUERY = 'codigo=error'
/** BR54: a person sent back to her code has the resends she had at the start. */
const RESENDS = 3

const CODE_ERRORS: readonly number[] = [CODIGO.NO_EXISTE, CODIGO.INCORRECTO, CODIGO.VENCIDO]

/** `current` is guaranteed by the step's guard (BR51); this narrows it. */
export function currentOf(draft: Draft): { key: string; affiliate: Affiliate } {
  const key = draft.current!
  return { key, affiliate: draft.affiliates![key]! }
}

/** E91 for a person of the purchase, in its locality, with her redeemed code if she has one. */
const recipesOf = (api: Caller, affiliate: Affiliate, draft: Draft) =>
  fetchAffiliateRecipes(api, {
    tipoDocumento: affiliate.tipoDocumento as DocumentType,
    documento: affiliate.documento,
    codigoVerificacion: affiliate.codigo,
    idLocalidad: draft.location!.id,
  })

/**
 * E91 for the current person, when her recipes are not loaded yet (BR55): stored with the group's payment data and
 * her entry returned with the Set-Cookie of the save. An empty list is the no-recipes screen (`affiliate` null):
 * nothing is kept, so `Reintentar` asks again, and what she chose before a price review is dropped, as nothing of
 * it can be bought now. A code error sends her back to her code; any other answer is the step's error screen.
 */
export async function loadRecipes(
  request: Request,
  draft: Draft,
): Promise<{ affiliate: Affiliate; setCookie: string } | { affiliate: null; setCookie?: string }> {
  const { key, affiliate } = currentOf(draft)
  const answer = await loadList(STEP, async () => recipesOf(await upstreamAs(request), affiliate, draft))
  if (answer.kind === 'codigo' && CODE_ERRORS.includes(answer.codigo)) throw await backToCode(request, key)
  if (answer.kind !== 'recetas') return showError(flowBWizard, 'GENERIC_ERROR', STEP)
  if (answer.recetas.length === 0) return { affiliate: null, setCookie: await dropChoices(request, key, affiliate) }
  const { recetas, datosPago } = answer
  const saved = await updateDraft(request, flowBWizard, (fresh) => {
    const entry = fresh.affiliates?.[key]
    // Another request removed her or loaded them meanwhile: nothing to add.
    if (!entry || entry.recetas) return fresh
    return invalidate(flowBWizard, fresh, { affiliates: { ...fresh.affiliates, [key]: { ...entry, recetas, datosPago } } })
  })
  return { affiliate: saved.draft.affiliates?.[key] ?? { ...affiliate, recetas, datosPago }, setCookie: saved.setCookie }
}

/** Her choices, when she has some, dropped (her recipes came back empty); the Set-Cookie of the save, if any. */
async function dropChoices(request: Request, key: string, affiliate: Affiliate): Promise<string | undefined> {
  if (Object.keys(affiliate.cantidades).length === 0) return undefined
  const { setCookie } = await updateDraft(request, flowBWizard, (fresh) => {
    const entry = fresh.affiliates?.[key]
    if (!entry || entry.recetas) return fresh
    return invalidate(flowBWizard, fresh, { affiliates: { ...fresh.affiliates, [key]: { ...entry, cantidades: {} } } })
  })
  return setCookie
}

/**
 * E94 priced the purchase otherwise (`PurchasePriceChanged`, from the confirmation or the online payment): the prices
 * the member saw are not the API's any more. Every person's recipes are read again at once (whose changed, the answer
 * does not say), and the shipping cost is asked again, so what she confirms next is priced anew for everyone; her
 * chosen quantities, shipping method and delivery stay. She reviews her medicines first, or those of the first person
 * whose recipes must be read on her page (her code is not good any more, or none are left). The changed answers clear
 * the attempt, so the next confirmation is a new purchase (with a new key).
 *
 * When the API cannot answer for someone now, nothing changes: dropping those recipes would leave their medicines out
 * of the confirmation without a word. `where`'s error screen shows instead, and its retry meets the same review.
 */
export async function reviewAtTodaysPrices(request: Request, draft: Draft, where: 'confirmacion' | 'pago'): Promise<Response> {
  const fresh = await recipesAtTodaysPrices(request, draft)
  if (fresh === 'unanswered') return showError(flowBWizard, 'GENERIC_ERROR', where)
  await updateDraft(request, flowBWizard, (latest) => {
    const people = affiliatesOf(latest)
    const affiliates = Object.fromEntries(
      people.map(({ key, affiliate }) => [key, { ...affiliate, ...(fresh.get(key) ?? { recetas: undefined, datosPago: undefined }) }]),
    )
    const first = people.find(({ key }) => !fresh.get(key)) ?? people[0]
    // The shipping cost is part of the total too: asked again (E93) on the next view of the purchase.
    return invalidate(flowBWizard, latest, { affiliates, current: first?.key, shippingCost: undefined })
  })
  return redirectWithFlash(request, stepPath(flowBWizard, STEP), { tone: 'warning', message: medicinePurchase.confirmacion.priceChanged })
}

/**
 * Every person's recipes at today's prices, asked at once. Each key maps to her fresh recipes, or to null when her own
 * page must read them (E91 answered her code's problem, or no recipes); 'unanswered' when the API could not answer for
 * someone (an error, a timeout, an unknown person). An ended session (a thrown response) still ends the request.
 */
async function recipesAtTodaysPrices(
  request: Request,
  draft: Draft,
): Promise<Map<string, Pick<Affiliate, 'recetas' | 'datosPago'> | null> | 'unanswered'> {
  const api = await upstreamAs(request)
  const people = affiliatesOf(draft)
  const answers = await Promise.allSettled(people.map(({ affiliate }) => recipesOf(api, affiliate, draft)))
  const ended = answers.find((answer) => answer.status === 'rejected' && answer.reason instanceof Response)
  if (ended?.status === 'rejected') throw ended.reason
  const answered = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []))
  if (answered.length < people.length || answered.some((answer) => answer.kind === 'desconocido')) return 'unanswered'
  return new Map(
    people.map(({ key }, index) => {
      const answer = answered[index]!
      const fresh = answer.kind === 'recetas' && answer.recetas.length > 0 ? { recetas: answer.recetas, datosPago: answer.datosPago } : null
      return [key, fresh]
    }),
  )
}

/**
 * BR55, codes 4, 5 and 6: her code is not good (any more). She leaves the purchase and is the candidate again with
 * her code sent, so `verificacion` is allowed and shows the code error; her redeemed code is dropped, the one kept
 * for her entering again (`verifiedCodes`) too.
 */
async function backToCode(request: Request, key: string): Promise<Response> {
  const { setCookie } = await updateDraft(request, flowBWizard, (fresh) => {
    const entry = fresh.affiliates?.[key]
    if (!entry) return fresh
    const affiliates = Object.fromEntries(Object.entries(fresh.affiliates ?? {}).filter(([other]) => other !== key))
    return invalidate(flowBWizard, fresh, {
      affiliates,
      ...codeForgotten(fresh, key),
      current: undefined,
      candidate: {
        tipoDocumento: entry.tipoDocumento,
        documento: entry.documento,
        own: entry.own,
        sms: { sent: true, failed: false, resendsLeft: RESENDS },
      },
    })
  })
  return redirect(`${stepPath(flowBWizard, 'verificacion')}?${CODE_ERROR_QUERY}`, { headers: { 'Set-Cookie': setCookie } })
}

/**
 * A45: the indications of a medicine of this person's recipes. She is named by her token, not her key, which holds
 * her document number (`ver-indicaciones` finds her among the draft's people by it).
 */
export function indicationsPath(affiliateKey: string, idReceta: number, idFarmaco: number): string {
  const query = new URLSearchParams({ afiliado: personToken(affiliateKey), receta: String(idReceta), farmaco: String(idFarmaco) })
  return `${stepPath(flowBWizard, 'ver-indicaciones')}?${query}`
}

const STATUS_OF = { ERROR: 'error', ALERT: 'alert', SINSTOCK: 'no-stock' } as const

/** What `agregar-medicamentos` shows of the current person (C71), after her recipes are loaded. */
export function medicinesView(draft: Draft) {
  const { key, affiliate } = currentOf(draft)
  const recetas = affiliate.recetas ?? []
  const pricing = priceOf(affiliate)
  const lineTotals = new Map<string, number>()
  for (const item of pricing.items) {
    const itemKey = medicineKey(item.idReceta, item.idFarmaco)
    lineTotals.set(itemKey, (lineTotals.get(itemKey) ?? 0) + item.price)
  }
  const callCenter = Boolean(draft.callCenter)

  const recipes: RecipeView[] = recetas.map((receta) => {
    const availability = availabilityOf(receta)
    const status = STATUS_OF[receta.StatusReceta as keyof typeof STATUS_OF] ?? null
    return {
      id: receta.Id_Receta,
      heading: receta.Sector ?? copy.recipe,
      doctor: receta.Medico,
      availability,
      status,
      statusMessage: receta.StatusMensaje,
      reloadable: callCenter && status === 'error',
      medicines: receta.Farmacos.map((farmaco) => {
        const itemKey = medicineKey(receta.Id_Receta, farmaco.Id_Farmaco_Geosalud)
        const quantity = availability === 'disabled' ? 0 : (affiliate.cantidades[itemKey] ?? 0)
        const limits = limitsOf(receta, farmaco)
        const line = lineTotals.get(itemKey)
        return {
          key: itemKey,
          name: farmaco.NombreFarmaco,
          quantity,
          canIncrease: availability !== 'disabled' && stepQuantity(quantity, 'plus', limits) !== quantity,
          canDecrease: availability !== 'disabled' && quantity > 0,
          pricePerTicket: formatMoney(farmaco.PrecioTicket),
          lineTotal: line === undefined ? null : formatMoney(line),
          alert: farmaco.AlertaECommerceDescripcion,
          indicationsPath: indicationsPath(key, receta.Id_Receta, farmaco.Id_Farmaco_Geosalud),
        }
      }),
    }
  })

  const banners: RecipeBanner[] = recipeBanners({
    recetas,
    acceptedOrders: affiliate.ordenesAceptadas ? affiliate.ordenesPendientes : [],
    remainingTickets: pricing.remainingTickets,
  })
  const pending = recipes
    .filter((recipe) => recipe.availability === 'pending')
    .flatMap((recipe) => recipe.medicines.filter((medicine) => medicine.quantity > 0))
    .map(({ key: itemKey, name, quantity }) => ({ key: itemKey, name, quantity }))

  return {
    person: { nombre: affiliate.nombre, documento: affiliate.documento },
    recipes,
    banners,
    pending,
    /** BR60's running total under the medicines, over the whole purchase. */
    total: formatMoney(totalsOf(draft).summary),
    /** C71: Continuar needs something chosen for her, to dispense or to leave pending. */
    canContinue: pricing.items.length > 0 || pricing.pending.length > 0,
  }
}

export type MedicinesView = ReturnType<typeof medicinesView>

/**
 * BR57 on a posted + or −: the medicine is looked up in her stored recipes (a key that is not one of them, or of a
 * recipe that cannot be chosen, is refused by the caller); the new quantity is stepped from the stored one, 0
 * dropping it from `cantidades`.
 */
export function steppedQuantities(
  affiliate: Affiliate,
  medicine: { key: string; idReceta: number; idFarmaco: number },
  direction: 'plus' | 'minus',
): Affiliate['cantidades'] | 'unknown' | 'disabled' {
  const found = findMedicine(affiliate.recetas ?? [], medicine.idReceta, medicine.idFarmaco)
  if (!found) return 'unknown'
  if (availabilityOf(found.receta) === 'disabled') return 'disabled'
  const quantity = stepQuantity(affiliate.cantidades[medicine.key] ?? 0, direction, limitsOf(found.receta, found.farmaco))
  const { [medicine.key]: _dropped, ...others } = affiliate.cantidades
  return quantity > 0 ? { ...others, [medicine.key]: quantity } : others
}

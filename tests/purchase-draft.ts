/**
 * Flow B drafts for route tests of the later steps: a purchase put straight into a signed-in session, with the
 * recipes and the locality the sandbox answers, as the earlier steps would have left it. A test of a step walks the
 * steps before it only when they are what it tests.
 */
import { upstreamAs } from '~/auth/upstream-as.server'
import { fetchAffiliateRecipes, fetchEnabledAffiliate, fetchLocations } from '~/upstream/compra-medicamentos.server'
import { DOCUMENT_TYPE } from '~/upstream/solicitud-medicamentos.server'
import { updateDraft } from '~/wizards/drafts.server'
import type { Affiliate, Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { affiliateKey, medicineKey } from '~/wizards/compra-medicamentos/selection'
import { flowBWizard } from '~/wizards/compra-medicamentos/wizard.server'
import { basePathOf } from '~/wizards/wizard'
import { getRequest, ORIGIN } from './route-helpers'

const request = (cookie: string) => getRequest(`${ORIGIN}${basePathOf(flowBWizard)}/localidad?continuar`, cookie)

/** Stores `draft` as the session's flow B draft (replacing any). */
export async function seedPurchaseDraft(cookie: string, draft: Draft): Promise<void> {
  await updateDraft(request(cookie), flowBWizard, () => draft)
}

/** The sandbox's first locality with both shipping methods, as `localidad` keeps it. */
export async function firstLocation(cookie: string): Promise<NonNullable<Draft['location']>> {
  const locations = await fetchLocations(await upstreamAs(request(cookie)))
  const location = locations.find((l) => l.formasDeEnvio.length >= 2) ?? locations[0]!
  return { id: location.id, nombre: location.nombre, formasDeEnvio: location.formasDeEnvio }
}

/**
 * A person of the purchase with her recipes in `location` loaded (E84, E91), as `agregar-medicamentos` keeps her.
 * `codigo` is needed for another person in member mode (a redeemed SMS code).
 */
export async function loadedAffiliate(
  cookie: string,
  who: { documento: string; own: boolean; codigo?: string; timeAdded?: number },
  location: { id: number },
): Promise<Affiliate> {
  const api = await upstreamAs(request(cookie))
  const person = { tipoDocumento: DOCUMENT_TYPE.CI, documento: who.documento, codigoVerificacion: who.codigo }
  const enabled = await fetchEnabledAffiliate(api, person)
  if (enabled.kind !== 'afiliado' || enabled.afiliado.id === null) throw new Error(`E84 did not answer ${who.documento}`)
  const recipes = await fetchAffiliateRecipes(api, { ...person, idLocalidad: location.id })
  if (recipes.kind !== 'recetas') throw new Error(`E91 did not answer ${who.documento}`)
  return {
    tipoDocumento: DOCUMENT_TYPE.CI,
    documento: who.documento,
    own: who.own,
    id: enabled.afiliado.id,
    nombre: enabled.afiliado.nombre ?? '',
    tieneContacto: enabled.afiliado.tieneContacto,
    codigo: who.codigo,
    ordenesPendientes: enabled.afiliado.ordenesPendientes,
    ordenesAceptadas: false,
    recetas: recipes.recetas,
    datosPago: recipes.datosPago,
    cantidades: {},
    timeAdded: who.timeAdded ?? Date.now(),
  }
}

/** The affiliate with one box-step of the first medicine of each recipe of `status` (BR57's first selection). */
export function choosing(affiliate: Affiliate, status: 'OK' | 'SINSTOCK' = 'OK', recipes = 1): Affiliate {
  const cantidades = { ...affiliate.cantidades }
  for (const receta of (affiliate.recetas ?? []).filter((r) => r.StatusReceta === status).slice(0, recipes)) {
    const farmaco = receta.Farmacos[0]!
    cantidades[medicineKey(receta.Id_Receta, farmaco.Id_Farmaco_Geosalud)] = Math.max(1, farmaco.CantidadCajasPorTicket)
  }
  return { ...affiliate, cantidades }
}

/** `{ [key]: affiliate }` for the draft's `affiliates`. */
export const keyed = (...affiliates: Affiliate[]) =>
  Object.fromEntries(affiliates.map((a) => [affiliateKey(a.tipoDocumento, a.documento), a]))

/**
 * How flow B's `agregar-medicamentos` reads one affiliate's recipes (spec 002 §4.2, §8, §9; checklist C71, BR56,
 * A24): what each medicine may be (sold, left pending, or not chosen at all), how far it steps (BR57's limits from
 * ~/domain/purchase-pricing), and which of the four banners the page shows. Pure: the route gives it the recipes
 * the API answered and the affiliate's pricing; prices themselves are purchase-pricing's.
 */
import { quantityLimits, type QuantityLimits, type TicketTerms } from './purchase-pricing'

/** A medicine of a recipe as these rules read it, in the API's names (`~/upstream/recetas.server` has it whole). */
export interface MedicineFacts extends TicketTerms {
  Id_Farmaco_Geosalud: number
  /** 0 none, 1 info, 2 warning, 3 error. */
  AlertaECommerce: number
  CoincideConIndicacionMedica: boolean
}

/** A recipe as these rules read it. */
export interface RecipeFacts<Medicine extends MedicineFacts = MedicineFacts> {
  Id_Receta: number
  StatusReceta: string
  EsRecetaEspecial: boolean
  Farmacos: Medicine[]
}

/** BR56: ERROR and ALERT recipes cannot be chosen; SINSTOCK ones go to the pending list; anything else is sold. */
export type Availability = 'available' | 'pending' | 'disabled'

export function availabilityOf(receta: Pick<RecipeFacts, 'StatusReceta'>): Availability {
  if (receta.StatusReceta === 'ERROR' || receta.StatusReceta === 'ALERT') return 'disabled'
  return receta.StatusReceta === 'SINSTOCK' ? 'pending' : 'available'
}

/** BR57 for a medicine of this recipe: a no-stock one steps up to `CantidadCajasMaxima × CantidadCajasPorTicket`. */
export const limitsOf = (receta: Pick<RecipeFacts, 'StatusReceta'>, farmaco: TicketTerms): QuantityLimits =>
  quantityLimits(farmaco, availabilityOf(receta) === 'pending')

/** A24's severity of the mismatch banner, by `AlertaECommerce` (0 none, 1 info, 2 warning, 3 error). */
export type Severity = 'info' | 'warning' | 'error'
const SEVERITY: Record<1 | 2 | 3, Severity> = { 1: 'info', 2: 'warning', 3: 'error' }

/**
 * A24: the banner shows when some medicine has an alert level or does not match the medical indication; its
 * severity is the highest level, info when only the mismatch flag is set. Null: no banner.
 */
export function mismatchSeverity(farmacos: ReadonlyArray<Pick<MedicineFacts, 'AlertaECommerce' | 'CoincideConIndicacionMedica'>>): Severity | null {
  const level = Math.min(3, Math.max(0, ...farmacos.map((farmaco) => farmaco.AlertaECommerce)))
  if (level > 0) return SEVERITY[level as 1 | 2 | 3]
  return farmacos.some((farmaco) => !farmaco.CoincideConIndicacionMedica) ? 'info' : null
}

/** One of C71's four banners, in the order the page shows them. */
export type RecipeBanner =
  | { kind: 'no-stock' }
  | { kind: 'pending-orders'; amount: number }
  | { kind: 'mismatch'; severity: Severity }
  | { kind: 'tickets'; count: number }

export interface BannerFacts {
  recetas: readonly RecipeFacts[]
  /** The `Valor` of her unpaid orders the member accepted to pay in this purchase (none when declined). */
  acceptedOrders: readonly number[]
  /** BR59's discounted tickets still free for the group (`priceOf(affiliate).remainingTickets`). */
  remainingTickets: number
}

/**
 * BR56, A24, BR59: no stock somewhere; accepted pending orders (Σ `Valor`, in cents so 150 + 75.50 is exactly
 * 225.50); a mismatch with its severity; the special tickets left when she has a special recipe.
 */
export function recipeBanners({ recetas, acceptedOrders, remainingTickets }: BannerFacts): RecipeBanner[] {
  const banners: RecipeBanner[] = []
  if (recetas.some((receta) => availabilityOf(receta) === 'pending')) banners.push({ kind: 'no-stock' })
  if (acceptedOrders.length > 0) {
    const cents = acceptedOrders.reduce((sum, valor) => sum + Math.round(valor * 100), 0)
    banners.push({ kind: 'pending-orders', amount: cents / 100 })
  }
  const severity = mismatchSeverity(recetas.flatMap((receta) => receta.Farmacos))
  if (severity) banners.push({ kind: 'mismatch', severity })
  if (recetas.some((receta) => receta.EsRecetaEspecial)) banners.push({ kind: 'tickets', count: remainingTickets })
  return banners
}

/** A medicine of the stored recipes, by the keys a form posts (never by a posted price or limit). */
export function findMedicine<Recipe extends RecipeFacts>(
  recetas: readonly Recipe[],
  idReceta: number,
  idFarmaco: number,
): { receta: Recipe; farmaco: Recipe['Farmacos'][number] } | null {
  const receta = recetas.find((candidate) => candidate.Id_Receta === idReceta)
  const farmaco = receta?.Farmacos.find((candidate) => candidate.Id_Farmaco_Geosalud === idFarmaco)
  return receta && farmaco ? { receta, farmaco } : null
}

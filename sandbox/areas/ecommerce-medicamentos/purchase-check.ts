/**
 * E94's second look at a purchase (issue: "quantities, prices, prescription ids and person ids in a POST are checked
 * again"): the branch ships that way and takes that payment method, every item is a medicine of a recipe of that
 * person that may be dispensed (OK) or left pending (SINSTOCK), at its ticket price, in a quantity the stepper can
 * reach, and the total is one the sandbox computes itself (pricing.ts). The first refusal found is answered; a purchase
 * that passes comes back with what it charges line by line, named, for its debt (`chargedLines`).
 * A purchase with nothing to charge (A43: only no-stock medicines, in `pendientes`) comes with `costo` 0 and
 * AUTOGESTION, which any branch takes; its computed total must be 0 too.
 */
import type { Db } from '../../db/types'
import type { AfiliadoRow } from '../afiliados/store'
import { costoEnvioCentesimos, FORMA_DOMICILIO, metodosPago, ordenesPendientesCentesimos } from './catalogo'
import {
  acceptableTotals,
  boxIncrement,
  centesimos,
  medicinePrice,
  reachableQuantity,
  specialLineCosts,
  specialUnits,
  type AffiliatePurchase,
  type SelectedLine,
} from './pricing'
import type { EntregaEspecial } from './entregas'
import { misRecetas, type Farmaco } from './recetas'

export interface CheckedItem {
  idReceta: string
  idGeoSalud: string
  cantidad: number
  precioTicketCentesimos: number
}

export interface CheckedPersona {
  afiliado: AfiliadoRow
  entradas: readonly CheckedItem[]
  pendientes: readonly CheckedItem[]
}

export interface PurchaseToCheck {
  metodoPago: number
  costoCentesimos: number
  envio: string
  localidad: string
  personas: readonly CheckedPersona[]
}

/** A line of the debt the purchase owes (cobranzas' medicine items), in centésimos. */
export interface ChargedLine {
  nombre: string
  cantidad: number
  importeCentesimos: number
}

/**
 * The purchase as checked: on success, what it charges line by line (`charged`), adding up to its `costo`, and what
 * it dispenses on the special recipe's terms, person by person (`entregas`, for the group's monthly count).
 */
export type CheckResult =
  | { ok: true; charged: ChargedLine[]; entregas: EntregaEspecial[] }
  | { ok: false; status: number; detail: string; costoCalculado?: string }

/** AUTOGESTION: how a purchase with nothing to charge is registered (A43). */
export const METODO_AUTOGESTION = 0

/** The debt's lines that are no medicine. */
const CHARGE_NAMES = { bag: 'Bolsa', shipping: 'Envío a domicilio', orders: 'Órdenes pendientes de pago' } as const

const refuse = (detail: string, status = 400): CheckResult => ({ ok: false, status, detail })

const asId = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null)

type Receta = ReturnType<typeof misRecetas>['recetas'][number]

/** A dispensed medicine of the purchase, named as her recipe names it. */
type NamedLine = SelectedLine & { nombre: string }

/** An affiliate of the purchase whose lines are named. */
type NamedAffiliate = Omit<AffiliatePurchase, 'lines'> & { lines: NamedLine[] }

/** The affiliate's lines summed per medicine, or a refusal. */
function linesOf(persona: CheckedPersona, recetas: Map<number, Receta>, special: boolean, sobreTope: number) {
  const sums = new Map<string, { cantidad: number; farmaco: Farmaco; sinStock: boolean }>()
  for (const [list, status] of [
    [persona.entradas, 'OK'],
    [persona.pendientes, 'SINSTOCK'],
  ] as const) {
    for (const item of list) {
      const receta = recetas.get(asId(item.idReceta) ?? -1)
      const farmaco = receta?.Farmacos.find((f) => String(f.Id_Farmaco_Geosalud) === item.idGeoSalud)
      if (!receta || !farmaco) return refuse(`transacciones: la receta ${item.idReceta} no tiene ese medicamento para esa persona`)
      if (receta.StatusReceta !== status) {
        return refuse(`transacciones: la receta ${item.idReceta} no se puede ${status === 'OK' ? 'entregar' : 'dejar pendiente'}`)
      }
      const prices = [centesimos(farmaco.PrecioTicket), ...(special && status === 'OK' ? [sobreTope] : [])]
      if (!prices.includes(item.precioTicketCentesimos)) return refuse(`precio_ticket: no es el precio de ${farmaco.NombreFarmaco}`)
      const key = `${status}-${receta.Id_Receta}-${farmaco.Id_Farmaco_Geosalud}`
      const sum = sums.get(key) ?? { cantidad: 0, farmaco, sinStock: status === 'SINSTOCK' }
      sums.set(key, { ...sum, cantidad: sum.cantidad + item.cantidad })
    }
  }
  const lines: NamedLine[] = []
  for (const { cantidad, farmaco, sinStock } of sums.values()) {
    const increment = boxIncrement(farmaco.CantidadCajasPorTicket)
    const max = sinStock ? farmaco.CantidadCajasMaxima * farmaco.CantidadCajasPorTicket : farmaco.CantidadMaximaDeUnidades
    if (!reachableQuantity(cantidad, increment, max)) return refuse(`cantidad: ${cantidad} no es una cantidad posible de ${farmaco.NombreFarmaco}`)
    if (!sinStock) {
      lines.push({
        nombre: farmaco.NombreFarmaco,
        cantidad,
        precioTicket: centesimos(farmaco.PrecioTicket),
        cantidadCajasPorTicket: farmaco.CantidadCajasPorTicket,
        cantidadMaximaTickets: farmaco.CantidadMaximaTickets,
      })
    }
  }
  return lines
}

/**
 * E94's check; the people are already known to be the member's to buy for. The special recipe's discount is what
 * each group has left in the month of `now` (the sandbox clock).
 */
export function checkPurchase(db: Db, purchase: PurchaseToCheck, now: Date): CheckResult {
  const localidad = asId(purchase.localidad)
  const envio = asId(purchase.envio)
  const offered = localidad === null || envio === null ? [] : metodosPago(db, localidad, envio)
  if (offered.length === 0) return refuse('envio: la localidad no tiene esa forma de envío')
  // A43: nothing to charge (costo 0, AUTOGESTION) is taken by any branch; the total must then be 0 below.
  const nothingCharged = purchase.costoCentesimos === 0 && purchase.metodoPago === METODO_AUTOGESTION
  if (!nothingCharged && !offered.includes(purchase.metodoPago)) return refuse('metodo_pago: no se ofrece para esa localidad y forma de envío')
  const affiliates: NamedAffiliate[] = []
  const entregas: EntregaEspecial[] = []
  for (const persona of purchase.personas) {
    const { recetas, datos_pago: datos } = misRecetas(db, persona.afiliado.id, now)
    const special = recetas.some((r) => r.EsRecetaEspecial)
    const sobreTope = centesimos(datos.PrecioEntregaSobreTope)
    const lines = linesOf(persona, new Map(recetas.map((r) => [r.Id_Receta, r])), special, sobreTope)
    if (!Array.isArray(lines)) return lines
    const terms = special ? { tope: datos.TopeEntregasAlGrupoPrecioBasico, entregados: datos.EntregadosAlGrupoEnElMes, precioSobreTope: sobreTope } : null
    affiliates.push({
      lines,
      special: terms,
      bolsa: centesimos(datos.PrecioBolsa),
      ordenesPendientes: ordenesPendientesCentesimos(db, persona.afiliado.id),
    })
    if (terms) entregas.push({ afiliadoId: persona.afiliado.id, unidades: specialUnits(lines, terms) })
  }
  const shipping = envio === FORMA_DOMICILIO ? costoEnvioCentesimos(purchase.personas.length) : 0
  const totals = acceptableTotals(affiliates, shipping)
  if (totals.has(purchase.costoCentesimos)) {
    return { ok: true, charged: chargedLines(affiliates, shipping, purchase.costoCentesimos), entregas: entregas.filter((e) => e.unidades > 0) }
  }
  const calculado = Math.min(...totals)
  return {
    ok: false,
    status: 409,
    detail: 'costo: no coincide con el importe de la compra',
    costoCalculado: (calculado / 100).toFixed(2),
  }
}

/** What BR59 makes each of the affiliate's lines cost, in their order. */
const lineCosts = (affiliate: AffiliatePurchase) =>
  affiliate.special ? specialLineCosts(affiliate.lines, affiliate.special) : affiliate.lines.map((line) => medicinePrice(line.cantidad, line))

/**
 * The debt's lines (what the pending payments list): each dispensed medicine at what it costs, then the bag (A44),
 * the shipping and the unpaid orders accepted, so that they add up to the total charged. Which orders were accepted
 * the request does not say (`acceptableTotals`): they are what the total leaves once the rest is counted.
 */
function chargedLines(affiliates: readonly NamedAffiliate[], shipping: number, costo: number): ChargedLine[] {
  const medicines = affiliates.flatMap((affiliate) => {
    const costs = lineCosts(affiliate)
    return affiliate.lines.map((line, index) => ({ nombre: line.nombre, cantidad: line.cantidad, importeCentesimos: costs[index]! }))
  })
  const bag = Math.max(0, ...affiliates.filter((a) => a.lines.length > 0).map((a) => a.bolsa))
  const counted = medicines.reduce((sum, line) => sum + line.importeCentesimos, 0) + bag + shipping
  const extras: ChargedLine[] = [
    { nombre: CHARGE_NAMES.bag, cantidad: 1, importeCentesimos: bag },
    { nombre: CHARGE_NAMES.shipping, cantidad: 1, importeCentesimos: shipping },
    { nombre: CHARGE_NAMES.orders, cantidad: 1, importeCentesimos: costo - counted },
  ]
  return [...medicines, ...extras.filter((line) => line.importeCentesimos > 0)]
}

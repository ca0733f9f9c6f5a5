/**
 * What a flow B purchase costs, as the sandbox computes it on its own (checklist BR57–BR60, A21, A31, A43, A44): the
 * portal computes the same from the same recipes and the sandbox refuses a total that disagrees (E94). Amounts are
 * whole centésimos, so sums are exact and "rounded to 2 decimals" holds by construction.
 */

/** A medicine's price terms (E91's Farmaco), in centésimos. */
export interface PriceTerms {
  precioTicket: number
  cantidadCajasPorTicket: number
  cantidadMaximaTickets: number
}

/** A selected medicine: its summed quantity (split lines of BR59 add up) and its terms. */
export interface SelectedLine extends PriceTerms {
  cantidad: number
}

/** The group's figures for the special recipe (datos_pago), in centésimos for the price. */
export interface SpecialTerms {
  tope: number
  entregados: number
  precioSobreTope: number
}

// BR58 ⚠: boxes per ticket 0/null reads as 1; max tickets 0/null as no cap.
const perTicket = (terms: PriceTerms) => (terms.cantidadCajasPorTicket > 0 ? terms.cantidadCajasPorTicket : 1)

/** A21: the box step. */
export function boxIncrement(cantidadCajasPorTicket: number): number {
  return Math.max(1, cantidadCajasPorTicket)
}

/** BR57: a quantity the stepper can reach: a whole number of steps, or the maximum it snaps to. */
export function reachableQuantity(cantidad: number, increment: number, max: number): boolean {
  return Number.isInteger(cantidad) && cantidad > 0 && cantidad <= max && (cantidad % increment === 0 || cantidad === max)
}

/** BR58: ceil(quantity / boxes per ticket) tickets, capped at the maximum tickets. */
function ticketsFor(cantidad: number, terms: PriceTerms): number {
  if (cantidad <= 0) return 0
  const tickets = Math.ceil(cantidad / perTicket(terms))
  return terms.cantidadMaximaTickets > 0 ? Math.min(tickets, terms.cantidadMaximaTickets) : tickets
}

/** BR58: the tickets times the ticket price. */
export function medicinePrice(cantidad: number, terms: PriceTerms): number {
  return ticketsFor(cantidad, terms) * terms.precioTicket
}

/**
 * BR59: the affiliate's lines after the special-recipe repricing, each line's cost in the given order. The remaining
 * count (tope − entregados, never below 0) goes to the cheapest lines first (stable), only to those priced above the
 * discounted price; a line larger than what remains is split. The units are counted in the quantity (A21), the
 * tickets from the whole line: the discounted part takes BR58's tickets of its units first, at the discounted price,
 * and the rest of the line's tickets stay at the full price. So a line never pays more tickets than BR58 charges it
 * (nor above its ticket cap), and never costs more than its BR58 price.
 */
export function specialLineCosts(lines: readonly SelectedLine[], special: SpecialTerms): number[] {
  const costs = lines.map((line) => medicinePrice(line.cantidad, line))
  let remaining = Math.max(0, special.tope - special.entregados)
  const cheapestFirst = lines.map((line, index) => ({ line, index })).sort((a, b) => a.line.precioTicket - b.line.precioTicket)
  for (const { line, index } of cheapestFirst) {
    if (remaining <= 0) break
    if (line.precioTicket <= special.precioSobreTope) continue
    const discounted = Math.min(line.cantidad, remaining)
    const discountedTickets = ticketsFor(discounted, line)
    costs[index] = discountedTickets * special.precioSobreTope + (ticketsFor(line.cantidad, line) - discountedTickets) * line.precioTicket
    remaining -= discounted
  }
  return costs
}

/**
 * The units BR59 counts against the remaining (A21: in the selected quantity, only on lines priced above the
 * discounted price), discounted or not: what a purchase adds to the group's deliveries of the month (entregas.ts).
 */
export function specialUnits(lines: readonly SelectedLine[], special: SpecialTerms): number {
  return lines.filter((line) => line.precioTicket > special.precioSobreTope).reduce((sum, line) => sum + line.cantidad, 0)
}

/** One affiliate of the purchase. */
export interface AffiliatePurchase {
  lines: readonly SelectedLine[]
  /** The special terms when the affiliate's group has the special recipe, else null. */
  special: SpecialTerms | null
  /** PrecioBolsa. */
  bolsa: number
  /** Her unpaid orders (paid in this purchase when accepted). */
  ordenesPendientes: readonly number[]
}

/** BR59 then sums: what the affiliate's medicines cost. */
export function medicinesCost(affiliate: AffiliatePurchase): number {
  const costs = affiliate.special ? specialLineCosts(affiliate.lines, affiliate.special) : affiliate.lines.map((l) => medicinePrice(l.cantidad, l))
  return costs.reduce((sum, cost) => sum + cost, 0)
}

/**
 * BR60: medicines + accepted pending orders + the largest bag among affiliates with a dispensed medicine (A44) +
 * shipping. Pending (no-stock) medicines are not lines here (A43).
 */
export function purchaseTotal(affiliates: readonly AffiliatePurchase[], accepted: readonly boolean[], shipping: number): number {
  const medicines = affiliates.reduce((sum, a) => sum + medicinesCost(a), 0)
  const orders = affiliates.reduce((sum, a, i) => sum + (accepted[i] ? a.ordenesPendientes.reduce((s, v) => s + v, 0) : 0), 0)
  const bag = Math.max(0, ...affiliates.filter((a) => a.lines.length > 0).map((a) => a.bolsa))
  return medicines + orders + bag + shipping
}

/**
 * Every total the portal may rightly send: the member accepts or declines each affiliate's pending orders (BR53),
 * which the request does not say. Affiliates without orders add no choice.
 */
export function acceptableTotals(affiliates: readonly AffiliatePurchase[], shipping: number): Set<number> {
  const choices = affiliates.map((a) => (a.ordenesPendientes.length > 0 ? [false, true] : [false]))
  const totals = new Set<number>()
  const walk = (index: number, accepted: boolean[]) => {
    if (index === choices.length) {
      totals.add(purchaseTotal(affiliates, accepted, shipping))
      return
    }
    for (const choice of choices[index]!) walk(index + 1, [...accepted, choice])
  }
  walk(0, [])
  return totals
}

/** Pesos as the API writes them (a number) to centésimos. */
export const centesimos = (pesos: number) => Math.round(pesos * 100)

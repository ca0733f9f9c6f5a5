/**
 * The exact prices of the prescribed-medicine purchase (flow B; spec 002 §4.2, §5.2, §9; checklist BR57–BR60, BR72,
 * A21, A31, A44). Pure: the wizard shows and sends these amounts, and the sandbox computes the same ones on its own to
 * refuse a transaction whose total disagrees.
 *
 * Money is counted in whole centésimos inside: a peso amount from the API is rounded to cents once, on the way in,
 * and everything after that is integer arithmetic, so a total is exactly the sum of the parts shown (no 0.1 + 0.2).
 * Results are given back in pesos, as ~/domain/money formats them.
 */
import { roundToCents } from './money'

/** A medicine's ticket terms in the API's names: a recipe's `Farmaco` (E87, `MisRecetas`) fits as it is. */
export interface TicketTerms {
  /** Pesos per ticket. */
  PrecioTicket: number
  CantidadCajasPorTicket: number
  CantidadMaximaTickets: number
  CantidadMaximaDeUnidades: number
  CantidadCajasMaxima: number
}

/** The group's payment data (E87 `datos_pago`, `MisRecetas.datosPago`). */
export interface PaymentTerms {
  TopeEntregasAlGrupoPrecioBasico: number
  EntregadosAlGrupoEnElMes: number
  PrecioEntregaSobreTope: number
  PrecioBolsa: number
}

// --- Units and cents ------------------------------------------------------------------------------

type Cents = number

/** Past this, cents stop being exact integers in a double; no price of a pharmacy comes near it. */
const MAX_PESOS = 1e12

/**
 * Pesos → whole cents, rounded as money.ts rounds (half away from zero on the decimal people read). A negative price
 * from the API is not a refund: it counts as 0, so no total goes below 0. Below half a cent is 0 (roundToCents reads
 * the number's text, and JavaScript writes such tiny numbers with an exponent).
 */
function toCents(pesos: number): Cents {
  if (!Number.isFinite(pesos) || Math.abs(pesos) > MAX_PESOS) throw new RangeError('amount out of range')
  if (pesos < 0.005) return 0
  return Math.round(roundToCents(pesos) * 100)
}

function toPesos(cents: Cents): number {
  return cents / 100
}

/** A count from the API (boxes, tickets, units): whole and not negative; anything else is 0. */
function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

/** BR58 ⚠, A21: boxes per ticket, 1 when the API gives 0 or nothing (a ticket holds at least one box). */
function boxesPerTicket(terms: TicketTerms): number {
  return Math.max(1, count(terms.CantidadCajasPorTicket))
}

// --- BR57: quantities -----------------------------------------------------------------------------

export interface QuantityLimits {
  /** What + and − add and take (A21: `max(1, CantidadCajasPorTicket)`, so each step is one more ticket). */
  increment: number
  max: number
}

/** BR57: a no-stock medicine may be left pending up to its boxes-per-ticket times its maximum boxes. */
export function quantityLimits(terms: TicketTerms, sinStock: boolean): QuantityLimits {
  const increment = boxesPerTicket(terms)
  const max = sinStock ? count(terms.CantidadCajasMaxima) * increment : count(terms.CantidadMaximaDeUnidades)
  return { increment, max }
}

/**
 * The quantity that + and − can reach nearest to what was asked: 0 (not selected), a multiple of the increment below
 * the cap, or the cap itself. A posted quantity (a form without JavaScript, or a stale or forged one) goes through
 * this first, so a price never counts more than the cap. Between 0 and one step it is the first step: asking for
 * some of a medicine selects it (and within one ticket the price is the same).
 */
export function snapQuantity(quantity: number, { increment, max }: QuantityLimits): number {
  if (!Number.isFinite(quantity) || quantity <= 0 || max <= 0) return 0
  if (quantity >= max) return max
  const down = Math.floor(quantity / increment) * increment
  return down > 0 ? down : Math.min(increment, max)
}

/** BR57: + adds a step up to the cap; − goes to the step below (snapping off a capped odd quantity); 0 deselects. */
export function stepQuantity(quantity: number, direction: 'plus' | 'minus', limits: QuantityLimits): number {
  const current = snapQuantity(quantity, limits)
  if (direction === 'plus') return Math.min(current + limits.increment, limits.max)
  const offStep = current % limits.increment
  return Math.max(0, offStep !== 0 ? current - offStep : current - limits.increment)
}

// --- BR58: the price of a medicine ----------------------------------------------------------------

/** BR58: tickets charged, `min(ceil(q / CantidadCajasPorTicket), CantidadMaximaTickets)`; no cap when it is 0 (⚠). */
export function ticketsFor(quantity: number, terms: TicketTerms): number {
  if (!(quantity > 0)) return 0
  const tickets = Math.ceil(quantity / boxesPerTicket(terms))
  const cap = count(terms.CantidadMaximaTickets)
  return cap > 0 ? Math.min(tickets, cap) : tickets
}

/** BR58: tickets charged times `PrecioTicket`, in pesos. */
export function medicinePrice(quantity: number, terms: TicketTerms): number {
  return toPesos(ticketsFor(quantity, terms) * toCents(terms.PrecioTicket))
}

// --- BR59 and one affiliate's purchase ------------------------------------------------------------

/** A medicine the member chose for one affiliate (the wizard builds it from E87's recipes and its draft). */
export interface SelectedMedicine {
  idReceta: number
  idFarmaco: number
  quantity: number
  terms: TicketTerms
  /** From a SINSTOCK recipe: listed as pending (`pendientes`), not charged now. */
  sinStock: boolean
  /** Its affiliate is of a police family group (`isSpecialRecipe`): its tickets may be discounted (BR59). */
  especial: boolean
}

/** A line to charge: one transaction item (`entradas`: id_receta, id_geo_salud, cantidad, precio_ticket). */
export interface PricedItem {
  idReceta: number
  idFarmaco: number
  quantity: number
  /** Pesos per ticket on this line: `PrecioEntregaSobreTope` when discounted (BR59), else `PrecioTicket`. */
  ticketPrice: number
  tickets: number
  price: number
  discounted: boolean
}

/** A no-stock medicine left pending (`pendientes`): delivered later, not charged in this purchase. */
export interface PendingItem {
  idReceta: number
  idFarmaco: number
  quantity: number
  ticketPrice: number
}

/** What one affiliate adds to the purchase (spec 002 §3.2 "purchase"), in pesos. */
export interface AffiliateAmounts {
  /** Σ line prices after BR59. */
  medicinesCost: number
  /** Σ line prices at `PrecioTicket` (BR59's "unadjusted"); the difference is the discount (A31). */
  undiscountedMedicinesCost: number
  /** Σ `Valor` of the unpaid orders the member accepted to pay now. */
  pendingOrders: number
  /** `PrecioBolsa` when something is dispensed now, else 0 (A44). */
  bagPrice: number
}

export interface AffiliatePricing extends AffiliateAmounts {
  items: PricedItem[]
  pending: PendingItem[]
  /** BR59: discounted units used and still free this month (`Dispone de N tickets bonificados…`). */
  usedTickets: number
  remainingTickets: number
}

export interface AffiliateSelection {
  medicines: SelectedMedicine[]
  paymentTerms: PaymentTerms | null
  /** `Valor` of each pending order the member accepted (declined ones are not passed). */
  acceptedPendingOrders: number[]
}

interface Line {
  medicine: SelectedMedicine
  quantity: number
  ticketCents: Cents
  /** BR58's tickets for the whole line. */
  whole: number
}

interface Part {
  quantity: number
  tickets: number
  ticketCents: Cents
  discounted: boolean
}

/** A line and what it is charged as: itself, or its discounted and full-price parts. */
interface PricedLine {
  line: Line
  parts: Part[]
}

interface SpecialRecipeResult {
  priced: PricedLine[]
  used: number
  remaining: number
}

/**
 * BR59 (A21, literal): the group may take `Tope − Entregados` units (never below 0) at `PrecioEntregaSobreTope` this
 * month. Special-recipe lines dearer than that price take them cheapest first (a stable sort keeps the member's
 * order among equal prices); a line larger than what is left is split in a discounted part and a full-price part.
 *
 * The units are counted in the selected quantity (A21), but the tickets of the two parts come from the whole line:
 * the discounted part takes its own tickets first and the full-price part the rest, so splitting never charges more
 * tickets than BR58 charges the whole line, nor above `CantidadMaximaTickets`.
 */
function applySpecialRecipe(lines: Line[], terms: PaymentTerms | null): SpecialRecipeResult {
  const priced: PricedLine[] = lines.map((line) => ({ line, parts: [part(line.quantity, line.whole, line.ticketCents, false)] }))
  if (!terms) return { priced, used: 0, remaining: 0 }
  const available = Math.max(0, count(terms.TopeEntregasAlGrupoPrecioBasico) - count(terms.EntregadosAlGrupoEnElMes))
  const discountCents = toCents(terms.PrecioEntregaSobreTope)
  const cheapestFirst = lines.map((line, index) => ({ line, index })).sort((a, b) => a.line.ticketCents - b.line.ticketCents)

  let remaining = available
  for (const { line, index } of cheapestFirst) {
    if (remaining === 0) break
    if (!line.medicine.especial || line.ticketCents <= discountCents) continue
    const discounted = Math.min(line.quantity, remaining)
    const discountedTickets = ticketsFor(discounted, line.medicine.terms)
    remaining -= discounted
    const parts = [part(discounted, discountedTickets, discountCents, true)]
    if (discounted < line.quantity) {
      parts.push(part(line.quantity - discounted, line.whole - discountedTickets, line.ticketCents, false))
    }
    priced[index] = { line, parts }
  }
  return { priced, used: available - remaining, remaining }
}

function part(quantity: number, tickets: number, ticketCents: Cents, discounted: boolean): Part {
  return { quantity, tickets, ticketCents, discounted }
}

const sumCents = (values: Cents[]) => values.reduce((sum, value) => sum + value, 0)

/**
 * One affiliate's part of the purchase: quantities snapped to their limits (BR57), no-stock ones pending, the rest
 * priced by BR58 and repriced by BR59, plus the accepted pending orders and the bag (A44).
 */
export function priceAffiliate(selection: AffiliateSelection): AffiliatePricing {
  const charged: Line[] = []
  const pending: PendingItem[] = []
  for (const medicine of selection.medicines) {
    const quantity = snapQuantity(medicine.quantity, quantityLimits(medicine.terms, medicine.sinStock))
    if (quantity === 0) continue
    const ticketCents = toCents(medicine.terms.PrecioTicket)
    const { idReceta, idFarmaco } = medicine
    if (medicine.sinStock) pending.push({ idReceta, idFarmaco, quantity, ticketPrice: toPesos(ticketCents) })
    else charged.push({ medicine, quantity, ticketCents, whole: ticketsFor(quantity, medicine.terms) })
  }

  const { priced, used, remaining } = applySpecialRecipe(charged, selection.paymentTerms)
  const items: PricedItem[] = priced.flatMap(({ line, parts }) =>
    parts.map((part) => ({
      idReceta: line.medicine.idReceta,
      idFarmaco: line.medicine.idFarmaco,
      quantity: part.quantity,
      ticketPrice: toPesos(part.ticketCents),
      tickets: part.tickets,
      price: toPesos(part.tickets * part.ticketCents),
      discounted: part.discounted,
    })),
  )
  const medicinesCents = sumCents(priced.flatMap(({ parts }) => parts.map((part) => part.tickets * part.ticketCents)))
  const undiscountedCents = sumCents(charged.map((line) => line.whole * line.ticketCents))
  const bagCents = items.length > 0 && selection.paymentTerms ? toCents(selection.paymentTerms.PrecioBolsa) : 0

  return {
    items,
    pending,
    medicinesCost: toPesos(medicinesCents),
    undiscountedMedicinesCost: toPesos(undiscountedCents),
    pendingOrders: toPesos(sumCents(selection.acceptedPendingOrders.map(toCents))),
    bagPrice: toPesos(bagCents),
    usedTickets: used,
    remainingTickets: remaining,
  }
}

// --- BR60: the purchase's totals ------------------------------------------------------------------

export interface PurchaseTotals {
  /** The running total under the medicines (footer): pending orders + medicines + shipping, no bag (A31). */
  summary: number
  /** The largest bag price among the affiliates, charged once (A44). */
  bag: number
  /** BR59's savings: undiscounted − discounted medicines (A31's "discounts"). */
  discounts: number
  /** The confirmation total: medicines + pending orders + bag + shipping, to the cent. */
  total: number
  /** `Pagás`: what is charged, the confirmation total (see amountToPay). */
  pagas: number
}

/**
 * A31's `Pagás`: the total less the discounts when there are discounts and that leaves something not negative,
 * else the total. Both readings of "when that is positive" (the discounts; the result) agree wherever they can.
 */
export function amountToPay(total: number, discounts: number): number {
  const totalCents = toCents(total)
  const discountCents = toCents(discounts)
  return toPesos(discountCents > 0 && totalCents - discountCents >= 0 ? totalCents - discountCents : totalCents)
}

/**
 * BR60 over every affiliate of the purchase. `shipping` is `costo-envio`'s `costo` for home delivery, 0 otherwise.
 * `Pagás` is taken on the undiscounted total, so it is exactly the confirmation total: the discount is counted once.
 */
export function purchaseTotals(affiliates: AffiliateAmounts[], shipping: number): PurchaseTotals {
  const medicines = sumCents(affiliates.map((a) => toCents(a.medicinesCost)))
  // An undiscounted cost below the discounted one would be a caller's mix-up; it must not make a negative discount.
  const undiscounted = sumCents(affiliates.map((a) => Math.max(toCents(a.undiscountedMedicinesCost), toCents(a.medicinesCost))))
  const pendingOrders = sumCents(affiliates.map((a) => toCents(a.pendingOrders)))
  const bag = Math.max(0, ...affiliates.map((a) => toCents(a.bagPrice)))
  const shippingCents = toCents(shipping)
  const total = medicines + pendingOrders + bag + shippingCents
  const discounts = undiscounted - medicines
  return {
    summary: toPesos(pendingOrders + medicines + shippingCents),
    bag: toPesos(bag),
    discounts: toPesos(discounts),
    total: toPesos(total),
    pagas: amountToPay(toPesos(total + discounts), toPesos(discounts)),
  }
}

// --- BR72 -----------------------------------------------------------------------------------------

/** BR72: the `Medicamentos solicitados` card's count, `1 afiliado` / `2 afiliados`. */
export function pluralAfiliados(count: number): string {
  return `${count} ${count === 1 ? 'afiliado' : 'afiliados'}`
}

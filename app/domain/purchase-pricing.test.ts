import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DatosPago, Farmaco } from '~/upstream/recetas.server'
import { formatMoney, roundToCents } from './money'
import {
  amountToPay,
  medicinePrice,
  pluralAfiliados,
  priceAffiliate,
  purchaseTotals,
  quantityLimits,
  snapQuantity,
  stepQuantity,
  ticketsFor,
  type AffiliateSelection,
  type PaymentTerms,
  type QuantityLimits,
  type SelectedMedicine,
  type TicketTerms,
} from './purchase-pricing'

/** BR59's examples: one box per ticket and caps high enough not to matter. */
function terms(PrecioTicket: number, extra: Partial<TicketTerms> = {}): TicketTerms {
  return { PrecioTicket, CantidadCajasPorTicket: 1, CantidadMaximaTickets: 99, CantidadMaximaDeUnidades: 99, CantidadCajasMaxima: 99, ...extra }
}

function medicine(idFarmaco: number, price: number, quantity: number, extra: Partial<SelectedMedicine> = {}): SelectedMedicine {
  return { idReceta: 7005, idFarmaco, quantity, terms: terms(price), sinStock: false, especial: true, ...extra }
}

function payment(tope: number, entregados: number, extra: Partial<PaymentTerms> = {}): PaymentTerms {
  return { TopeEntregasAlGrupoPrecioBasico: tope, EntregadosAlGrupoEnElMes: entregados, PrecioEntregaSobreTope: 50, PrecioBolsa: 0, ...extra }
}

/** Presses a button again and again, collecting the quantities shown. */
function press(from: number, direction: 'plus' | 'minus', times: number, limits: QuantityLimits): number[] {
  const seen = [from]
  for (let i = 0; i < times; i++) seen.push(stepQuantity(seen.at(-1) ?? from, direction, limits))
  return seen
}

describe('BR57 quantity stepping', () => {
  it.each([
    ['inc 2, max 5, plus', 0, 'plus', 4, { increment: 2, max: 5 }, [0, 2, 4, 5, 5]],
    ['inc 2, max 5, minus to deselected', 5, 'minus', 3, { increment: 2, max: 5 }, [5, 4, 2, 0]],
    ['inc 1, max 3, plus', 0, 'plus', 4, { increment: 1, max: 3 }, [0, 1, 2, 3, 3]],
    ['inc 2, max 7, minus snaps', 7, 'minus', 1, { increment: 2, max: 7 }, [7, 6]],
  ] as const)('%s', (_, from, direction, times, limits, expected) => {
    expect(press(from, direction, times, limits)).toEqual(expected)
  })

  it('inc 3, SINSTOCK (CajasMax 2, porTicket 3): 0 → 3 → 6 → 6, in the pending list', () => {
    const noStock = terms(100, { CantidadCajasPorTicket: 3, CantidadCajasMaxima: 2, CantidadMaximaDeUnidades: 1 })
    const limits = quantityLimits(noStock, true)
    expect(limits).toEqual({ increment: 3, max: 6 })
    expect(press(0, 'plus', 3, limits)).toEqual([0, 3, 6, 6])

    const priced = priceAffiliate({ medicines: [medicine(1, 100, 6, { terms: noStock, sinStock: true })], paymentTerms: null, acceptedPendingOrders: [] })
    expect(priced.pending).toEqual([{ idReceta: 7005, idFarmaco: 1, quantity: 6, ticketPrice: 100 }])
    expect(priced.items).toEqual([])
    expect(priced.medicinesCost).toBe(0)
  })

  it('steps by boxes per ticket (A21), at least 1, up to CantidadMaximaDeUnidades when in stock', () => {
    expect(quantityLimits(terms(10, { CantidadCajasPorTicket: 2, CantidadMaximaDeUnidades: 4 }), false)).toEqual({ increment: 2, max: 4 })
    expect(quantityLimits(terms(10, { CantidadCajasPorTicket: 0, CantidadMaximaDeUnidades: 3 }), false)).toEqual({ increment: 1, max: 3 })
  })

  it.each([
    [-3, 0],
    [Number.NaN, 0],
    [1, 2],
    [3, 2],
    [4.9, 4],
    [5, 5],
    [50, 5],
  ])('snaps a posted %s to %s (inc 2, max 5)', (posted, expected) => {
    expect(snapQuantity(posted, { increment: 2, max: 5 })).toBe(expected)
  })
})

describe('BR58 medicine price', () => {
  it.each([
    [3, 2, 5, 100, 200],
    [12, 2, 3, 100, 300],
    [1, 1, 10, 45.5, 45.5],
    [4, 3, 2, 215.3, 430.6],
  ])('q %s, porTicket %s, maxTickets %s, PrecioTicket %s → %s', (q, porTicket, maxTickets, precio, expected) => {
    expect(medicinePrice(q, terms(precio, { CantidadCajasPorTicket: porTicket, CantidadMaximaTickets: maxTickets }))).toBe(expected)
  })

  it('reads porTicket 0 as 1 and maxTickets 0 as no cap (⚠)', () => {
    expect(ticketsFor(5, terms(10, { CantidadCajasPorTicket: 0, CantidadMaximaTickets: 0 }))).toBe(5)
  })

  it('keeps cents exact where floats would not', () => {
    expect(medicinePrice(3, terms(0.1))).toBe(0.3)
  })
})

describe('BR59 special recipe', () => {
  const x = medicine(1, 120, 2)
  const y = medicine(2, 80, 2)
  const z = medicine(3, 30, 1)

  it('Tope 4, Entregados 1: Z stays 30, Y → 100, X split 50 + 120 → 300 (430 unadjusted), used 3, remaining 0', () => {
    const priced = priceAffiliate({ medicines: [x, y, z], paymentTerms: payment(4, 1), acceptedPendingOrders: [] })
    expect(priced.items.map((i) => [i.idFarmaco, i.quantity, i.ticketPrice, i.price, i.discounted])).toEqual([
      [1, 1, 50, 50, true],
      [1, 1, 120, 120, false],
      [2, 2, 50, 100, true],
      [3, 1, 30, 30, false],
    ])
    expect(priced.medicinesCost).toBe(300)
    expect(priced.undiscountedMedicinesCost).toBe(430)
    expect([priced.usedTickets, priced.remainingTickets]).toEqual([3, 0])
  })

  it.each([
    ['Tope 2, Entregados 2 (R 0): no change', [x, y, z], payment(2, 2), 430, 0],
    ['Tope 5, Entregados 0, only X q2: 2 × 50', [x], payment(5, 0), 100, 3],
    ['Entregados 6 > Tope 4: R clamped to 0', [x, y, z], payment(4, 6), 430, 0],
  ])('%s', (_, medicines, paymentTerms, cost, remaining) => {
    const priced = priceAffiliate({ medicines, paymentTerms, acceptedPendingOrders: [] })
    expect(priced.medicinesCost).toBe(cost)
    expect(priced.remainingTickets).toBe(remaining)
  })

  it('discounts only special-recipe lines dearer than PrecioEntregaSobreTope', () => {
    const priced = priceAffiliate({ medicines: [medicine(1, 120, 1, { especial: false }), medicine(2, 40, 1)], paymentTerms: payment(5, 0), acceptedPendingOrders: [] })
    expect(priced.medicinesCost).toBe(160)
    expect(priced.remainingTickets).toBe(5)
  })

  it('never charges a split line more tickets than the whole line (two boxes per ticket)', () => {
    const twoPerTicket = medicine(1, 120, 4, { terms: terms(120, { CantidadCajasPorTicket: 2 }) })
    const priced = priceAffiliate({ medicines: [twoPerTicket], paymentTerms: payment(1, 0), acceptedPendingOrders: [] })
    expect(priced.items.map((i) => [i.quantity, i.tickets, i.price])).toEqual([
      [1, 1, 50],
      [3, 1, 120],
    ])
  })
})

describe('BR60 totals', () => {
  it('A: meds 300, pending 150, bag 25; B: meds 120.456, bag 40; shipping 90 → $700.46', () => {
    const a = { medicinesCost: 300, undiscountedMedicinesCost: 300, pendingOrders: 150, bagPrice: 25 }
    const b = { medicinesCost: 120.456, undiscountedMedicinesCost: 120.456, pendingOrders: 0, bagPrice: 40 }
    const totals = purchaseTotals([a, b], 90)
    expect(formatMoney(totals.total)).toBe('$700.46')
    expect(totals.bag).toBe(40)
    expect(totals.summary).toBe(660.46)
  })

  it('one affiliate meds 215.3, bag 0, pick-up 0 → $215.30', () => {
    const totals = purchaseTotals([{ medicinesCost: 215.3, undiscountedMedicinesCost: 215.3, pendingOrders: 0, bagPrice: 0 }], 0)
    expect(formatMoney(totals.total)).toBe('$215.30')
  })

  it('bags 25 and 25 → bag counted once (25)', () => {
    const one = { medicinesCost: 10, undiscountedMedicinesCost: 10, pendingOrders: 0, bagPrice: 25 }
    expect(purchaseTotals([one, one], 0)).toMatchObject({ bag: 25, total: 45 })
  })

  it.each([
    [430, 130, 300],
    [430, 0, 430],
    // The two readings of A31's "when that is positive": discounts above the total leave the total…
    [100, 130, 100],
    // …and discounts exactly equal to it leave nothing to pay.
    [130, 130, 0],
  ])('Pagás: total %s, discounts %s → %s', (total, discounts, expected) => {
    expect(amountToPay(total, discounts)).toBe(expected)
  })

  it('charges the BR59 discount once: Pagás is the confirmation total', () => {
    const priced = priceAffiliate({ medicines: [medicine(1, 120, 2), medicine(2, 80, 2), medicine(3, 30, 1)], paymentTerms: payment(4, 1), acceptedPendingOrders: [] })
    expect(purchaseTotals([priced], 0)).toMatchObject({ discounts: 130, total: 300, pagas: 300 })
  })

  it('adds accepted pending orders: [150, 75.5] → 225.50', () => {
    expect(priceAffiliate({ medicines: [], paymentTerms: null, acceptedPendingOrders: [150, 75.5] }).pendingOrders).toBe(225.5)
  })

  it('charges the bag only to an affiliate with something dispensed now (A44)', () => {
    const paymentTerms = payment(0, 0, { PrecioBolsa: 12 })
    const pendingOnly = priceAffiliate({ medicines: [medicine(1, 100, 1, { sinStock: true })], paymentTerms, acceptedPendingOrders: [] })
    const dispensed = priceAffiliate({ medicines: [medicine(1, 100, 1)], paymentTerms, acceptedPendingOrders: [] })
    expect([pendingOnly.bagPrice, dispensed.bagPrice]).toEqual([0, 12])
  })
})

describe('inputs', () => {
  it("takes E87's Farmaco and datos_pago as the upstream client returns them (MisRecetas)", () => {
    const farmaco: Farmaco = {
      Id_Farmaco_Geosalud: 10877,
      NombreFarmaco: 'Atorvastatina 20 mg comprimidos',
      PrecioTicket: 240,
      CantidadCajasPorTicket: 2,
      CantidadMaximaDeUnidades: 4,
      CantidadCajasMaxima: 3,
      CantidadMaximaTickets: 3,
      FechaProximoRetiro: null,
      CoincideConIndicacionMedica: true,
      AlertaECommerce: 0,
      AlertaECommerceDescripcion: null,
    }
    const datosPago: DatosPago = { TopeEntregasAlGrupoPrecioBasico: 6, EntregadosAlGrupoEnElMes: 2, PrecioEntregaSobreTope: 320, PrecioBolsa: 12 }
    const priced = priceAffiliate({
      medicines: [{ idReceta: 7001, idFarmaco: farmaco.Id_Farmaco_Geosalud, quantity: 4, terms: farmaco, sinStock: false, especial: false }],
      paymentTerms: datosPago,
      acceptedPendingOrders: [],
    })
    expect(priced).toMatchObject({ medicinesCost: 480, bagPrice: 12 })
  })
})

describe('BR72', () => {
  it.each([
    [1, '1 afiliado'],
    [2, '2 afiliados'],
  ])('%s → %s', (n, expected) => {
    expect(pluralAfiliados(n)).toBe(expected)
  })
})

// --- Properties -----------------------------------------------------------------------------------

/** The whole cents an amount counts for: to the cent, and nothing when negative or below half a cent. */
const cents = (pesos: number) => (pesos < 0.005 ? 0 : Math.round(roundToCents(pesos) * 100))
const anyCount = fc.integer({ min: -1, max: 12 })
/** Prices as the API might send them: cents, sub-cent noise, the odd negative. */
const anyPrice = fc.oneof(fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100), fc.double({ min: -50, max: 5_000, noNaN: true, noDefaultInfinity: true }))

const anyTerms = fc.record({
  PrecioTicket: anyPrice,
  CantidadCajasPorTicket: anyCount,
  CantidadMaximaTickets: anyCount,
  CantidadMaximaDeUnidades: anyCount,
  CantidadCajasMaxima: anyCount,
})
const anyMedicine = fc.record({
  idReceta: fc.integer({ min: 1, max: 3 }),
  idFarmaco: fc.integer({ min: 1, max: 1_000_000 }),
  quantity: fc.oneof(fc.integer({ min: -2, max: 40 }), fc.double({ noNaN: false })),
  terms: anyTerms,
  sinStock: fc.boolean(),
  especial: fc.boolean(),
})
const anySelection: fc.Arbitrary<AffiliateSelection> = fc.record({
  // Distinct medicines per affiliate, as the draft keeps them.
  medicines: fc.uniqueArray(anyMedicine, { maxLength: 6, selector: (m) => m.idFarmaco }),
  paymentTerms: fc.option(
    fc.record({ TopeEntregasAlGrupoPrecioBasico: anyCount, EntregadosAlGrupoEnElMes: anyCount, PrecioEntregaSobreTope: anyPrice, PrecioBolsa: anyPrice }),
    { nil: null },
  ),
  acceptedPendingOrders: fc.array(anyPrice, { maxLength: 3 }),
})
const anyPurchase = fc.record({ selections: fc.array(anySelection, { minLength: 1, maxLength: 3 }), shipping: anyPrice })

describe('pricing properties', () => {
  it('a total is never negative and equals the sum of its parts', () => {
    fc.assert(
      fc.property(anyPurchase, ({ selections, shipping }) => {
        const affiliates = selections.map(priceAffiliate)
        const totals = purchaseTotals(affiliates, shipping)
        expect(totals.total).toBeGreaterThanOrEqual(0)
        expect(totals.pagas).toBe(totals.total)
        expect(totals.discounts).toBeGreaterThanOrEqual(0)
        for (const affiliate of affiliates) {
          expect(cents(affiliate.medicinesCost)).toBe(affiliate.items.reduce((sum, item) => sum + cents(item.price), 0))
        }
        const parts = affiliates.reduce((sum, a) => sum + cents(a.medicinesCost) + cents(a.pendingOrders), 0) + cents(totals.bag) + cents(shipping)
        expect(cents(totals.total)).toBe(parts)
        expect(cents(totals.summary)).toBe(parts - cents(totals.bag))
      }),
    )
  })

  it('never charges a medicine above its cap', () => {
    fc.assert(
      fc.property(anySelection, (selection) => {
        const priced = priceAffiliate(selection)
        for (const chosen of selection.medicines) {
          const lines = priced.items.filter((item) => item.idFarmaco === chosen.idFarmaco)
          const { max } = quantityLimits(chosen.terms, chosen.sinStock)
          expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBeLessThanOrEqual(max)
          const tickets = lines.reduce((sum, line) => sum + line.tickets, 0)
          expect(tickets).toBeLessThanOrEqual(ticketsFor(max, chosen.terms))
          const charged = lines.reduce((sum, line) => sum + cents(line.price), 0)
          expect(charged).toBeLessThanOrEqual(cents(medicinePrice(max, chosen.terms)))
        }
      }),
    )
  })

  it('snapping is idempotent, and + and − only reach snapped quantities', () => {
    const anyLimits = fc.record({ increment: fc.integer({ min: 1, max: 6 }), max: fc.integer({ min: 0, max: 30 }) })
    fc.assert(
      fc.property(anyLimits, fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double()), fc.constantFrom('plus', 'minus'), (limits, quantity, direction) => {
        const snapped = snapQuantity(quantity, limits)
        expect(snapQuantity(snapped, limits)).toBe(snapped)
        const stepped = stepQuantity(quantity, direction, limits)
        expect(snapQuantity(stepped, limits)).toBe(stepped)
        expect(stepped).toBeGreaterThanOrEqual(0)
        expect(stepped).toBeLessThanOrEqual(Math.max(0, limits.max))
      }),
    )
  })
})

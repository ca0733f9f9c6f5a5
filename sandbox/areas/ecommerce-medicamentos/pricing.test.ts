import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  acceptableTotals,
  medicinePrice,
  medicinesCost,
  purchaseTotal,
  reachableQuantity,
  specialLineCosts,
  type AffiliatePurchase,
  type SelectedLine,
} from './pricing'

// The checklist's worked examples (BR57–BR60), in centésimos.
describe('BR57 reachable quantities', () => {
  it.each([
    [2, 2, 5, true],
    [4, 2, 5, true],
    [5, 2, 5, true],
    [3, 2, 5, false],
    [6, 2, 5, false],
    [3, 1, 3, true],
    [6, 3, 6, true],
    [0, 1, 3, false],
    [1.5, 1, 3, false],
  ])('q %d, inc %d, max %d → %s', (q, inc, max, ok) => {
    expect(reachableQuantity(q, inc, max)).toBe(ok)
  })
})

describe('BR58 medicine price', () => {
  it.each([
    [3, 2, 5, 10_000, 20_000],
    [12, 2, 3, 10_000, 30_000],
    [1, 1, 10, 4_550, 4_550],
    [4, 3, 2, 21_530, 43_060],
    [3, 0, 0, 1_000, 3_000],
  ])('q %d, per ticket %d, max tickets %d, ticket %d → %d', (cantidad, porTicket, maxTickets, precio, expected) => {
    expect(medicinePrice(cantidad, { precioTicket: precio, cantidadCajasPorTicket: porTicket, cantidadMaximaTickets: maxTickets })).toBe(expected)
  })
})

const line = (precio: number, cantidad: number): SelectedLine => ({
  cantidad,
  precioTicket: precio * 100,
  cantidadCajasPorTicket: 1,
  cantidadMaximaTickets: 99,
})
const X = line(120, 2)
const Y = line(80, 2)
const Z = line(30, 1)
const sum = (costs: number[]) => costs.reduce((a, b) => a + b, 0)

describe('BR59 special recipe', () => {
  it('Tope 4, Entregados 1: Z stays, Y repriced, X split → 300', () => {
    expect(specialLineCosts([X, Y, Z], { tope: 4, entregados: 1, precioSobreTope: 5_000 })).toEqual([17_000, 10_000, 3_000])
  })
  it.each([
    [2, 2, 43_000],
    [4, 6, 43_000],
  ])('Tope %d, Entregados %d: nothing remains → %d', (tope, entregados, total) => {
    expect(sum(specialLineCosts([X, Y, Z], { tope, entregados, precioSobreTope: 5_000 }))).toBe(total)
  })
  it('counts the discounted part\'s tickets by BR58, first, out of the whole line\'s (2 boxes a ticket: 1 ticket at 50)', () => {
    const twoPerTicket = { cantidad: 2, precioTicket: 9_000, cantidadCajasPorTicket: 2, cantidadMaximaTickets: 5 }
    expect(specialLineCosts([twoPerTicket], { tope: 1, entregados: 0, precioSobreTope: 5_000 })).toEqual([5_000])
  })
  it('keeps the ticket cap on a discounted line, as the portal prices it (3 units, at most 2 tickets: 2 × 60)', () => {
    const capped = { cantidad: 3, precioTicket: 9_000, cantidadCajasPorTicket: 1, cantidadMaximaTickets: 2 }
    expect(specialLineCosts([capped], { tope: 4, entregados: 0, precioSobreTope: 6_000 })).toEqual([12_000])
  })
  it('Tope 5, Entregados 0, only X q2 → 100', () => {
    expect(specialLineCosts([X], { tope: 5, entregados: 0, precioSobreTope: 5_000 })).toEqual([10_000])
  })
})

const affiliate = (lines: SelectedLine[], bolsa: number, ordenes: number[] = []): AffiliatePurchase => ({
  lines,
  special: null,
  bolsa,
  ordenesPendientes: ordenes,
})

describe('BR60 totals', () => {
  it('A: meds 300, pending 150, bag 25; B: meds 120.45, bag 40; shipping 90', () => {
    const a = affiliate([line(300, 1)], 2_500, [15_000])
    const b = affiliate([{ ...line(0, 1), precioTicket: 12_045 }], 4_000)
    expect(purchaseTotal([a, b], [true, false], 9_000)).toBe(30_000 + 15_000 + 12_045 + 4_000 + 9_000)
  })
  it('one affiliate, 215.30, no bag, pick-up → 215.30', () => {
    expect(purchaseTotal([affiliate([{ ...line(0, 1), precioTicket: 21_530 }], 0)], [false], 0)).toBe(21_530)
  })
  it('bags of 25 and 25 count once; an affiliate with only pending medicines brings no bag (A44)', () => {
    expect(purchaseTotal([affiliate([line(10, 1)], 2_500), affiliate([line(10, 1)], 2_500)], [false, false], 0)).toBe(4_500)
    expect(purchaseTotal([affiliate([line(10, 1)], 1_000), affiliate([], 9_000)], [false, false], 0)).toBe(2_000)
  })
  it('pending orders may be accepted or declined per affiliate', () => {
    const totals = acceptableTotals([affiliate([line(10, 1)], 0, [15_000, 7_550]), affiliate([line(10, 1)], 0)], 0)
    expect([...totals].sort((a, b) => a - b)).toEqual([2_000, 24_550])
  })
})

describe('properties', () => {
  const arbLine = fc.record({
    cantidad: fc.integer({ min: 1, max: 30 }),
    precioTicket: fc.integer({ min: 0, max: 100_000 }),
    cantidadCajasPorTicket: fc.integer({ min: 0, max: 4 }),
    cantidadMaximaTickets: fc.integer({ min: 0, max: 10 }),
  })
  const arbSpecial = fc.option(
    fc.record({ tope: fc.integer({ min: 0, max: 10 }), entregados: fc.integer({ min: 0, max: 12 }), precioSobreTope: fc.integer({ min: 0, max: 50_000 }) }),
  )
  const arbAffiliate = fc.record({
    lines: fc.array(arbLine, { maxLength: 6 }),
    special: arbSpecial,
    bolsa: fc.integer({ min: 0, max: 5_000 }),
    ordenesPendientes: fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 3 }),
  })

  it('a total is never negative and is the sum of its parts', () => {
    fc.assert(
      fc.property(fc.array(arbAffiliate, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 20_000 }), (affiliates, shipping) => {
        const accepted = affiliates.map(() => true)
        const total = purchaseTotal(affiliates, accepted, shipping)
        const parts =
          affiliates.reduce((sum, a) => sum + medicinesCost(a) + a.ordenesPendientes.reduce((s, v) => s + v, 0), 0) +
          Math.max(0, ...affiliates.filter((a) => a.lines.length > 0).map((a) => a.bolsa)) +
          shipping
        expect(total).toBeGreaterThanOrEqual(0)
        expect(total).toBe(parts)
      }),
    )
  })

  it('the special repricing never charges a line above its BR58 price (its cap)', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 6 }), arbSpecial, (lines, special) => {
        if (!special) return
        const repriced = specialLineCosts(lines, special)
        lines.forEach((line, i) => expect(repriced[i]).toBeLessThanOrEqual(medicinePrice(line.cantidad, line)))
      }),
    )
  })
})

/**
 * The portal prices a purchase (app/domain/purchase-pricing.ts) and the sandbox prices it again on its own, refusing
 * a total that disagrees (E94's `costo_calculado`). Where the two readings of BR58–BR59 part, a member can never pay:
 * a medicine at its ticket cap on a police-family recipe looped on "prices changed". Both are asked here, for any
 * lines and terms, and must agree to the centésimo.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceAffiliate, type SelectedMedicine } from '~/domain/purchase-pricing'
import { medicinesCost, type SelectedLine } from '../sandbox/areas/ecommerce-medicamentos/pricing'

const arbMedicine = fc.record({
  precio: fc.integer({ min: 1, max: 500_00 }),
  porTicket: fc.integer({ min: 0, max: 3 }),
  maxTickets: fc.integer({ min: 0, max: 4 }),
  steps: fc.integer({ min: 1, max: 6 }),
})
const arbSpecial = fc.option(
  fc.record({ tope: fc.integer({ min: 0, max: 8 }), entregados: fc.integer({ min: 0, max: 8 }), sobreTope: fc.integer({ min: 0, max: 300_00 }) }),
  { nil: null },
)

describe('the portal and the sandbox price a purchase alike', () => {
  it('for any medicines, ticket caps and police-family terms', () => {
    fc.assert(
      fc.property(fc.array(arbMedicine, { minLength: 1, maxLength: 4 }), arbSpecial, (medicines, special) => {
        // A quantity the stepper reaches: whole steps of its boxes per ticket (BR57), below a cap it never meets.
        const selected: SelectedMedicine[] = medicines.map((medicine, index) => ({
          idReceta: index + 1,
          idFarmaco: index + 1,
          quantity: medicine.steps * Math.max(1, medicine.porTicket),
          terms: {
            PrecioTicket: medicine.precio / 100,
            CantidadCajasPorTicket: medicine.porTicket,
            CantidadMaximaTickets: medicine.maxTickets,
            CantidadMaximaDeUnidades: 99,
            CantidadCajasMaxima: 99,
          },
          sinStock: false,
          especial: special !== null,
        }))
        const portal = priceAffiliate({
          medicines: selected,
          paymentTerms: special && {
            TopeEntregasAlGrupoPrecioBasico: special.tope,
            EntregadosAlGrupoEnElMes: special.entregados,
            PrecioEntregaSobreTope: special.sobreTope / 100,
            PrecioBolsa: 0,
          },
          acceptedPendingOrders: [],
        })
        const lines: SelectedLine[] = medicines.map((medicine, index) => ({
          cantidad: selected[index]!.quantity,
          precioTicket: medicine.precio,
          cantidadCajasPorTicket: medicine.porTicket,
          cantidadMaximaTickets: medicine.maxTickets,
        }))
        const sandbox = medicinesCost({
          lines,
          special: special && { tope: special.tope, entregados: special.entregados, precioSobreTope: special.sobreTope },
          bolsa: 0,
          ordenesPendientes: [],
        })
        expect(Math.round(portal.medicinesCost * 100)).toBe(sandbox)
      }),
      { numRuns: 500 },
    )
  })
})

import { describe, expect, it } from 'vitest'
import type { Farmaco, Receta } from '~/upstream/recetas.server'
import { stepQuantity } from './purchase-pricing'
import { availabilityOf, findMedicine, limitsOf, mismatchSeverity, recipeBanners, type RecipeBanner } from './purchase-recipes'

function farmaco(extra: Partial<Farmaco> = {}): Farmaco {
  return {
    Id_Farmaco_Geosalud: 1,
    NombreFarmaco: 'Enalapril',
    PrecioTicket: 100,
    CantidadCajasPorTicket: 1,
    CantidadMaximaDeUnidades: 3,
    CantidadCajasMaxima: 3,
    CantidadMaximaTickets: 3,
    FechaProximoRetiro: null,
    CoincideConIndicacionMedica: true,
    AlertaECommerce: 0,
    AlertaECommerceDescripcion: null,
    ...extra,
  }
}

function receta(StatusReceta: string, farmacos: Farmaco[] = [farmaco()], extra: Partial<Receta> = {}): Receta {
  return {
    Id_Receta: 1,
    StatusReceta,
    StatusMensaje: null,
    Medico: null,
    NroOrden: null,
    Sector: null,
    FechaHoraIndicacion: null,
    FechaProximoRetiro: null,
    FechaUltimaEntrega: null,
    FechaVencimiento: null,
    IndicacionHCE: null,
    EsRecetaEspecial: false,
    Farmacos: farmacos,
    ...extra,
  }
}

const levels = (...values: Array<0 | 1 | 2 | 3>) => values.map((AlertaECommerce) => farmaco({ AlertaECommerce }))

describe('availabilityOf (BR56)', () => {
  it.each([
    ['OK', 'available'],
    ['ERROR', 'disabled'],
    ['ALERT', 'disabled'],
    ['SINSTOCK', 'pending'],
    // A status the API adds later is read as available.
    ['OTRO', 'available'],
  ])('%s → %s', (status, availability) => {
    expect(availabilityOf({ StatusReceta: status })).toBe(availability)
  })
})

describe('limitsOf (BR56, BR57)', () => {
  it('SINSTOCK, CajasMax 2, porTicket 3 → max 6, stepping 0 → 3 → 6 → 6', () => {
    const limits = limitsOf(receta('SINSTOCK'), farmaco({ CantidadCajasMaxima: 2, CantidadCajasPorTicket: 3, CantidadMaximaDeUnidades: 99 }))
    expect(limits).toEqual({ increment: 3, max: 6 })
    const walk = [0]
    for (let i = 0; i < 3; i++) walk.push(stepQuantity(walk.at(-1)!, 'plus', limits))
    expect(walk).toEqual([0, 3, 6, 6])
  })

  it('an available medicine is capped by CantidadMaximaDeUnidades, not by the boxes', () => {
    expect(limitsOf(receta('OK'), farmaco({ CantidadCajasMaxima: 2, CantidadCajasPorTicket: 2, CantidadMaximaDeUnidades: 5 }))).toEqual({
      increment: 2,
      max: 5,
    })
  })
})

describe('mismatchSeverity (BR56, A24)', () => {
  it.each([
    [levels(0, 2, 1), 'warning'],
    [levels(0, 0), null],
    [levels(3, 1), 'error'],
    [levels(1), 'info'],
    [[], null],
    // A24: the mismatch flag alone is an info banner; with a level the level wins.
    [[farmaco({ CoincideConIndicacionMedica: false })], 'info'],
    [[farmaco({ CoincideConIndicacionMedica: false }), farmaco({ AlertaECommerce: 2 })], 'warning'],
  ])('%j → %s', (farmacos, severity) => {
    expect(mismatchSeverity(farmacos)).toBe(severity)
  })
})

describe('recipeBanners (BR56, BR59, A24)', () => {
  const none = { acceptedOrders: [], remainingTickets: 0 }
  it.each<[string, Parameters<typeof recipeBanners>[0], RecipeBanner[]]>([
    ['plain recipes: no banner', { recetas: [receta('OK')], ...none }, []],
    ['a no-stock recipe', { recetas: [receta('OK'), receta('SINSTOCK')], ...none }, [{ kind: 'no-stock' }]],
    // BR56's worked example: [150, 75.5] → $225.50 (the sum is exact, not 225.49999).
    ['accepted pending orders', { recetas: [receta('OK')], acceptedOrders: [150, 75.5], remainingTickets: 0 }, [{ kind: 'pending-orders', amount: 225.5 }]],
    ['levels [0, 2, 1]', { recetas: [receta('OK', levels(0, 2, 1))], ...none }, [{ kind: 'mismatch', severity: 'warning' }]],
    ['levels [3, 1] over two recipes', { recetas: [receta('OK', levels(3)), receta('ERROR', levels(1))], ...none }, [{ kind: 'mismatch', severity: 'error' }]],
    [
      'a special recipe: the tickets left',
      { recetas: [receta('OK', [farmaco()], { EsRecetaEspecial: true })], acceptedOrders: [], remainingTickets: 3 },
      [{ kind: 'tickets', count: 3 }],
    ],
    ['no special recipe: no tickets banner, whatever is left', { recetas: [receta('OK')], acceptedOrders: [], remainingTickets: 3 }, []],
    [
      'all four, in the page order',
      {
        recetas: [receta('SINSTOCK'), receta('OK', levels(2), { EsRecetaEspecial: true })],
        acceptedOrders: [10.1, 0.2],
        remainingTickets: 0,
      },
      [{ kind: 'no-stock' }, { kind: 'pending-orders', amount: 10.3 }, { kind: 'mismatch', severity: 'warning' }, { kind: 'tickets', count: 0 }],
    ],
  ])('%s', (_name, facts, banners) => {
    expect(recipeBanners(facts)).toEqual(banners)
  })
})

describe('findMedicine', () => {
  const recetas = [receta('OK', [farmaco({ Id_Farmaco_Geosalud: 5 })], { Id_Receta: 9 })]
  it.each([
    [9, 5, true],
    [9, 6, false],
    // The medicine exists, but under another recipe: not this one.
    [8, 5, false],
  ])('receta %i, farmaco %i → found %s', (idReceta, idFarmaco, found) => {
    expect(findMedicine(recetas, idReceta, idFarmaco) !== null).toBe(found)
  })
})

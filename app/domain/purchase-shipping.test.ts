import { describe, expect, it } from 'vitest'
import { confirmButtonLabel, costLabel, deliveryTitle, onlineAllowed, shippingCard, shippingKind, shippingSummary } from './purchase-shipping'

describe('BR61: the shipping cards', () => {
  it.each([
    [{ nombre: 'PRESENCIAL' }, 'Montevideo Centro', { title: 'Retiro en sucursal', detail: 'Montevideo Centro' }],
    [{ nombre: 'DOMICILIO' }, 'Montevideo Centro', { title: 'Envío a domicilio', detail: 'Dirección a seleccionar' }],
    // A34: another method is named as the API names it.
    [{ nombre: 'MOTO EXPRESS' }, 'Salto', { title: 'Método de envío', detail: 'MOTO EXPRESS' }],
  ])('%o in %s → %o', (method, location, card) => {
    expect(shippingCard(method, location)).toEqual(card)
  })

  it.each([
    ['PRESENCIAL', 'Retiro en sucursal'],
    // The address has a row of its own on a confirmation: not `(Dirección a seleccionar)`.
    ['DOMICILIO', 'Envío a domicilio'],
    ['MOTO EXPRESS', 'Método de envío (MOTO EXPRESS)'],
  ])('a confirmation names %s %s', (nombre, summary) => {
    expect(shippingSummary({ nombre }, 'Salto')).toBe(summary)
  })

  it.each([
    ['PRESENCIAL', 'pick-up', 'Paso 4: Datos de contacto'],
    ['DOMICILIO', 'home', 'Paso 4: Entrega'],
  ] as const)('%s is %s, its entrega titled %s', (nombre, kind, title) => {
    expect(shippingKind({ nombre })).toBe(kind)
    expect(deliveryTitle({ nombre })).toBe(title)
  })

  it('names are matched as the API writes them', () => {
    expect(shippingKind({ nombre: 'presencial' })).toBe('other')
  })

  it.each([
    [0, 'Gratis'],
    [120, '$120.00'],
    [90.5, '$90.50'],
  ])('cost %d → %s', (cost, label) => {
    expect(costLabel(cost)).toBe(label)
  })
})

describe('BR62 (A01): the online method', () => {
  const withMeds = [{ hasMedicines: true }]
  const noMeds = [{ hasMedicines: false }]
  it.each([
    // recommended (A01's resolution): a member paying herself, never the call centre.
    ['recommended', false, withMeds, true],
    ['recommended', false, noMeds, true],
    ['recommended', true, withMeds, false],
    ['recommended', true, noMeds, false],
    // literal (§5.2): hidden for a member who chose medicines; shown to the call centre, whose `pago` is refused.
    ['literal', false, withMeds, false],
    ['literal', false, noMeds, true],
    ['literal', true, withMeds, true],
    ['literal', false, [{ hasMedicines: false }, { hasMedicines: true }], false],
  ] as const)('%s rule, call centre %s, %o → %s', (rule, callCenter, affiliates, shown) => {
    expect(onlineAllowed({ callCenter }, affiliates, rule)).toBe(shown)
  })

  it('defaults to the recommended rule', () => {
    expect(onlineAllowed({ callCenter: false }, withMeds)).toBe(true)
  })

  it.each([
    [true, 'Pagar'],
    [false, 'Confirmar solicitud'],
  ])('paying online %s → %s', (online, label) => {
    expect(confirmButtonLabel(online)).toBe(label)
  })
})

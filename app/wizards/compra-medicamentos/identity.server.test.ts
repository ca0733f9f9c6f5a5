import { describe, expect, it } from 'vitest'
import type { Draft } from './schemas.server'
import { admitted, codeForgotten, keptCode, ordersDecided } from './identity.server'

const person = { tipoDocumento: 1, documento: '67890127', own: false }
const enabled = { id: 7, nombre: null, inhabilitado: null, ordenesPendientes: [], tieneContacto: true }
const KEY = '1-67890127'

describe('a person admitted to the purchase (BR53, BR74)', () => {
  it('is `No nombre` for the call centre when the API gives no name, and nameless otherwise', () => {
    const callCentre = admitted({}, person, enabled, { callCentre: true, now: 1 })
    expect(callCentre.affiliates?.[KEY]?.nombre).toBe('No nombre')
    const member = admitted({}, person, enabled, { callCentre: false, codigo: 'A1B2C3', now: 1 })
    expect(member.affiliates?.[KEY]).toMatchObject({ nombre: '', codigo: 'A1B2C3' })
  })

  it('with unpaid orders is asked about them first; Continuar accepts them, Volver takes her out (BR53)', () => {
    const withOrders = { ...enabled, nombre: 'Federico Díaz', ordenesPendientes: [150, 75.5] }
    const asked = admitted({}, person, withOrders, { callCentre: true, now: 1 }) as Draft
    expect(asked.candidate?.screen).toBe('ordenes-pendientes')
    expect(ordersDecided(asked, true)).toMatchObject({ affiliates: { [KEY]: { ordenesAceptadas: true } }, current: KEY, candidate: undefined })
    expect(ordersDecided(asked, false)).toEqual({ affiliates: {}, current: undefined, candidate: undefined })
  })
})

describe('the codes verified in the purchase (BR53: code already verified)', () => {
  it('keeps the code she redeemed by her key, beyond her entry: declined, she still has it', () => {
    const withOrders = { ...enabled, ordenesPendientes: [150] }
    const asked = admitted({ verifiedCodes: { '1-23456783': 'B2C3D4' } }, person, withOrders, { callCentre: false, codigo: 'A1B2C3', now: 1 }) as Draft
    expect(asked.verifiedCodes).toEqual({ '1-23456783': 'B2C3D4', [KEY]: 'A1B2C3' })
    const declined = { ...asked, ...ordersDecided(asked, false) }
    expect(declined.affiliates?.[KEY]).toBeUndefined()
    expect(keptCode(declined, person)).toBe('A1B2C3')
  })

  it('keeps none without a code (herself, the call centre), and offers none to them', () => {
    expect(admitted({}, person, enabled, { callCentre: true, now: 1 }).verifiedCodes).toBeUndefined()
    const draft: Draft = { verifiedCodes: { [KEY]: 'A1B2C3' } }
    expect(keptCode(draft, { ...person, own: true })).toBeUndefined()
    expect(keptCode({ ...draft, callCenter: true }, person)).toBeUndefined()
  })

  it('drops a code the API refused, and only that one', () => {
    expect(codeForgotten({ verifiedCodes: { [KEY]: 'A1B2C3', '1-23456783': 'B2C3D4' } }, KEY)).toEqual({ verifiedCodes: { '1-23456783': 'B2C3D4' } })
    expect(codeForgotten({}, KEY)).toEqual({})
  })
})

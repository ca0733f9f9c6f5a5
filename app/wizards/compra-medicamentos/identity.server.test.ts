import { describe, expect, it } from 'vitest'
import type { Draft } from './schemas.server'
import { admitted, ordersDecided } from './identity.server'

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

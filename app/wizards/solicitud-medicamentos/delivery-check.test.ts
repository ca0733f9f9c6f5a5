import { describe, expect, it } from 'vitest'
import { medicineRequests } from '~/copy/medicine-requests'
import { deliveryCheck } from './delivery-check'

const copy = medicineRequests.entrega

describe('flow A’s delivery check in the browser, by the server’s rule (C64, BR50)', () => {
  it.each([
    ['celular', true, '', copy.required.celular],
    ['celular', false, '09a', copy.numeric.celular],
    ['celular', false, '099 123 456', undefined],
    ['celular', false, '099123456', undefined],
    ['celular', false, '0', copy.mobileInvalid],
    ['celular', false, '0'.repeat(21), copy.mobileInvalid],
    ['celular', false, '099 123 4567', copy.mobileInvalid],
    ['celular', false, '29001234', copy.mobileInvalid],
    ['telefono', false, '', undefined],
    ['telefono', false, '2x', copy.numeric.telefono],
    ['direccion', true, '', copy.required.direccion],
    ['direccion', false, '', undefined],
    ['entreCalles', true, ' ', copy.required.entreCalles],
  ] as const)('%s (home delivery %s): %j → %j', (field, home, value, message) => {
    expect(deliveryCheck(field, home)(value)).toBe(message)
  })
})

describe('flow B’s delivery check (C74: the same rule, its own words)', () => {
  const message = (kind: string) => kind
  it.each([
    ['celular', '', 'required'],
    ['celular', '09a', 'numeric'],
    ['celular', '0', 'mobile'],
    ['celular', '099 123 456', undefined],
  ] as const)('%s: %j → %j', (field, value, kind) => {
    expect(deliveryCheck(field, false, message)(value)).toBe(kind)
  })
})

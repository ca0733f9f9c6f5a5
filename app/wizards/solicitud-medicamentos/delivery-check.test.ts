import { describe, expect, it } from 'vitest'
import { medicineRequests } from '~/copy/medicine-requests'
import { deliveryCheck } from './delivery-check'

const copy = medicineRequests.entrega

describe('the delivery fields’ browser check (C64, BR50)', () => {
  it.each([
    ['celular', true, '', copy.required.celular],
    ['celular', false, '09a', copy.numeric.celular],
    ['celular', false, '099 123 456', undefined],
    ['telefono', false, '', undefined],
    ['telefono', false, '2x', copy.numeric.telefono],
    ['direccion', true, '', copy.required.direccion],
    ['direccion', false, '', undefined],
    ['entreCalles', true, ' ', copy.required.entreCalles],
  ] as const)('%s (home delivery %s): %j → %j', (field, home, value, message) => {
    expect(deliveryCheck(field, home)(value)).toBe(message)
  })
})

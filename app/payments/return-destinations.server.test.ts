import { describe, expect, it } from 'vitest'
import { PAYMENT_KINDS } from '~/domain/payment-kinds'
import { PAYMENT_CHANNEL_NAMES, paymentDestination } from './return-destinations.server'
import { paymentReference, readReturnReference } from './return-reference.server'

describe('where each payment continues after the provider’s hosted page', () => {
  it('has a destination for the three debt kinds, the medical booking and flow B, and for nothing else', () => {
    expect([...PAYMENT_CHANNEL_NAMES].sort()).toEqual(
      [...Object.values(PAYMENT_KINDS).map((kind) => kind.slug), 'reserva', 'compra-medicamentos'].sort()
    )
    expect(paymentDestination('reserva')).toBe('/agenda/consulta-medica/pago-online')
    expect(paymentDestination('orden')).toBe('/mi-mutual/pagos-pendientes/confirmacion')
    expect(paymentDestination('toString')).toBeNull()
    expect(paymentDestination('otro')).toBeNull()
  })

  it('signs a reference only for a channel that has one', () => {
    const ref = paymentReference('compra-medicamentos', '7')!
    expect(readReturnReference(ref)).toEqual({ purpose: 'pago', name: 'compra-medicamentos', paymentId: '7' })
    expect(() => paymentReference('otro', '7')).toThrow(/otro/)
  })
})

import { describe, expect, it } from 'vitest'
import { newCaptureReference, paymentReference, readReturnReference } from './return-reference.server'

describe('return references (A33, A54)', () => {
  it('gives one payment one reference, which names it', () => {
    const ref = paymentReference('couta', '42')!
    expect(paymentReference('couta', '42')).toBe(ref)
    expect(paymentReference('orden', '42')).not.toBe(ref)
    expect(readReturnReference(ref)).toEqual({ purpose: 'pago', slug: 'couta', paymentId: '42' })
    expect(readReturnReference(paymentReference('solicitud-medicamento', 'a/b ñ'))).toEqual({
      purpose: 'pago',
      slug: 'solicitud-medicamento',
      paymentId: 'a/b ñ',
    })
  })

  it('gives each card capture a new reference', () => {
    const ref = newCaptureReference()
    expect(newCaptureReference()).not.toBe(ref)
    expect(readReturnReference(ref)).toEqual({ purpose: 'tarjeta' })
  })

  it('refuses anything the portal did not sign, or not as it signs it', () => {
    const ref = paymentReference('couta', '42')!
    const [, slug, id, signature] = ref.split('.')
    expect(paymentReference('couta', '')).toBeNull()
    expect(paymentReference('couta', 'x'.repeat(65))).toBeNull()
    for (const value of [
      undefined,
      42,
      '',
      `pago.orden.${id}.${signature}`,
      `pago.${slug}.${Buffer.from('43').toString('base64url')}.${signature}`,
      `${ref}x`,
      // Another last character (the secret is random: the signature may end in A already).
      `${ref.slice(0, -1)}${ref.endsWith('A') ? 'Q' : 'A'}`,
      `pago.otro.${id}.${signature}`,
      `tarjeta.${id}.${signature}`,
      `${ref}${'a'.repeat(200)}`,
      'pago.x.y',
    ]) {
      expect(readReturnReference(value), String(value)).toBeNull()
    }
  })
})

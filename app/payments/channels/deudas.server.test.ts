import { describe, expect, it } from 'vitest'
import { PAYMENT_KINDS } from '~/domain/payment-kinds'
import type { SignedInApi } from '~/auth/upstream-as.server'
import { debtChannel } from './deudas.server'

describe('the debts’ payment channel', () => {
  it('is named by the kind’s slug, as its references were', () => {
    expect(Object.values(PAYMENT_KINDS).map((kind) => debtChannel(kind).name)).toEqual(['couta', 'orden', 'solicitud-medicamento'])
  })

  it('reads the start and the finalize with the spec’s rules (BR19, BR20), and keeps nothing else from the start', () => {
    const channel = debtChannel(PAYMENT_KINDS.ORDER)
    expect(channel.readStart({ id: 12, url: 'https://pagos.example/cvv' })).toEqual({
      outcome: { kind: 'ask-security-code', id: '12', url: 'https://pagos.example/cvv' },
      details: undefined,
    })
    expect(channel.readStart({ errores_pagos: 'Tarjeta rechazada', id: 12 }).outcome).toEqual({
      kind: 'rejected',
      messages: ['Tarjeta rechazada'],
      id: '12',
    })
    expect(channel.readStart(undefined).outcome).toEqual({ kind: 'generic-error' })
    expect(channel.readFinalize({ ok: true })).toEqual({ kind: 'ok' })
    expect(channel.readFinalize({ errores_pagos: ['Fondos insuficientes'] })).toEqual({ kind: 'rejected', messages: ['Fondos insuficientes'] })
  })

  it('refuses to start a payment it was not told about (a channel built to continue or read one)', () => {
    expect(() => debtChannel(PAYMENT_KINDS.MEDICINE).start({} as SignedInApi, crypto.randomUUID())).toThrow(/solicitud-medicamento/)
  })
})

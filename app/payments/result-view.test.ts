import { describe, expect, it } from 'vitest'
import type { PaymentState } from './machine'
import { paymentResultView } from './result-view'

describe('paymentResultView (BR22)', () => {
  it.each<[string, PaymentState, ReturnType<typeof paymentResultView>]>([
    ['success', { status: 'success', id: '1' }, { kind: 'success' }],
    ['rejected', { status: 'rejected', id: null, messages: ['Tarjeta rechazada'] }, { kind: 'rejected', messages: ['Tarjeta rechazada'] }],
    ['an error with the server message', { status: 'error-before-confirm', message: 'Monto inválido', error107: false }, { kind: 'message', message: 'Monto inválido' }],
    ['an error without words', { status: 'error-before-confirm', message: null, error107: false }, { kind: 'generic' }],
    ['a confirm error, cancelled', { status: 'cancelled', id: '1', messages: ['E1'] }, { kind: 'message', message: 'E1' }],
    ['a list of messages', { status: 'error-cancelling', id: '1', messages: ['E1', 'E2'] }, { kind: 'messages', messages: ['E1', 'E2'] }],
    ['a failed cancel without words', { status: 'error-cancelling', id: '1', messages: [] }, { kind: 'generic' }],
    ['the person closed the security-code window', { status: 'cancelled', id: '1', messages: [] }, { kind: 'cancelled-by-person' }],
    ['a charge refused without words, cancelled (BR20)', { status: 'cancelled', id: '1', messages: [], failed: true }, { kind: 'generic' }],
    ['a charge still unanswered', { status: 'confirming', id: '1' }, { kind: 'processing' }],
    ['a payment still under way', { status: 'waiting-security-code', id: '1', url: 'https://p.example' }, { kind: 'unfinished' }],
  ])('%s', (_, state, view) => {
    expect(paymentResultView(state)).toEqual(view)
  })
})

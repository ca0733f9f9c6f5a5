import { describe, expect, it } from 'vitest'
import { classifyInit } from '~/domain/payment-answers'
import { commandOf, gaveUp, INITIAL_PAYMENT, isFinal, step, type PaymentEvent, type PaymentState } from './machine'

const init = (body: unknown): PaymentEvent => ({ type: 'init-answered', outcome: classifyInit(body) })
const code = (event: Extract<PaymentEvent, { type: 'security-code' }>['event']): PaymentEvent => ({ type: 'security-code', event })
const confirmed: PaymentEvent = { type: 'confirm-answered', outcome: { kind: 'ok' } }
const confirmError = (message: string): PaymentEvent => ({ type: 'confirm-answered', outcome: { kind: 'error', message } })
const cancelOk: PaymentEvent = { type: 'cancel-answered', ok: true }
const cancelFailed: PaymentEvent = { type: 'cancel-answered', ok: false }

/** Runs the events from the start; each state's command is checked against what the test says is called. */
function run(events: PaymentEvent[]): { state: PaymentState; calls: string[] } {
  let state = INITIAL_PAYMENT
  const calls: string[] = []
  for (const event of events) {
    state = step(state, event)
    if (commandOf(state) !== 'none') calls.push(commandOf(state))
  }
  return { state, calls }
}

describe('the online-payment machine (BR20, C33)', () => {
  it.each<[string, PaymentEvent[], PaymentState['status'], string[]]>([
    ['an id without url: confirmed at once, success', [init({ id: 55 }), confirmed], 'success', ['confirm']],
    ['an id with url: the code, status 1, confirmed, success', [init({ id: 55, url: 'https://p.example/c' }), code('process-status-1'), confirmed], 'success', ['confirm']],
    ['a notification from the code page counts as success', [init({ id: 55, url: 'https://p.example/c' }), code('notification')], 'success', []],
    ['the code page timing out: cancelled', [init({ id: 55, url: 'https://p.example/c' }), code('timeout'), cancelOk], 'cancelled', ['cancel']],
    ['the code page closed: cancelled', [init({ id: 55, url: 'https://p.example/c' }), code('close'), cancelOk], 'cancelled', ['cancel']],
    ['a click outside the code page: cancelled', [init({ id: 55, url: 'https://p.example/c' }), code('click-outside'), cancelOk], 'cancelled', ['cancel']],
    ['a cancel that fails: error cancelling', [init({ id: 55, url: 'https://p.example/c' }), code('timeout'), cancelFailed], 'error-cancelling', ['cancel']],
    ['errores_pagos at the start: cancelled as rejected', [init({ errores_pagos: ['Tarjeta rechazada'] }), cancelOk], 'rejected', ['cancel']],
    ['error at the start: nothing to cancel', [init({ error: 'Monto inválido' })], 'error-before-confirm', []],
    ['error_107 at the start', [init({ error_107: 'Código 107' })], 'error-before-confirm', []],
    ['an unreadable start', [init({})], 'error-before-confirm', []],
    ['finalize answering an error: cancelled, not rejected', [init({ id: 55 }), confirmError('Fondos insuficientes'), cancelOk], 'cancelled', ['confirm', 'cancel']],
    ['the provider rejecting the code (status 2): cancelled as rejected', [init({ id: 55, url: 'https://p.example/c' }), { type: 'security-code', event: 'rejected', message: 'Código incorrecto' }, cancelOk], 'rejected', ['cancel']],
    ['finalize answering errores_pagos: cancelled as rejected', [init({ id: 55 }), { type: 'confirm-answered', outcome: { kind: 'rejected', messages: ['Tarjeta rechazada'] } }, cancelOk], 'rejected', ['confirm', 'cancel']],
    ['errores_pagos of a payment it created: cancelled as rejected', [init({ id: 9, errores_pagos: 'Tarjeta vencida' }), cancelOk], 'rejected', ['cancel']],
    ['finalize throwing: cancelled as rejected', [init({ id: 55 }), { type: 'confirm-threw' }, cancelOk], 'rejected', ['confirm', 'cancel']],
  ])('%s', (_, events, status, calls) => {
    const result = run(events)
    expect(result.state.status).toBe(status)
    expect(result.calls).toEqual(calls)
    expect(isFinal(result.state)).toBe(true)
  })

  it('keeps the messages for the result screen', () => {
    expect(run([init({ errores_pagos: ['A', 'B'] }), cancelOk]).state).toEqual({ status: 'rejected', id: null, messages: ['A', 'B'] })
    expect(run([init({ id: 7 }), confirmError('E'), cancelOk]).state).toEqual({ status: 'cancelled', id: '7', messages: ['E'], failed: true })
    // A refused charge is marked as such even without words; a window closed is the person's own cancel.
    const wordless: PaymentEvent = { type: 'confirm-answered', outcome: { kind: 'error', message: null } }
    expect(run([init({ id: 7 }), wordless, cancelOk]).state).toEqual({ status: 'cancelled', id: '7', messages: [], failed: true })
    expect(run([init({ id: 7, url: 'https://p.example/c' }), code('close'), cancelOk]).state).toEqual({ status: 'cancelled', id: '7', messages: [] })
    expect(run([init({ id: 9, errores_pagos: 'V' }), cancelOk]).state).toEqual({ status: 'rejected', id: '9', messages: ['V'] })
    expect(run([init({ error_107: 'X' })]).state).toEqual({ status: 'error-before-confirm', message: 'X', error107: true })
  })

  it('tells a code given up (closed, a click outside, its time run out) from a card that failed', () => {
    const waiting = [init({ id: 55, url: 'https://p.example/c' })]
    for (const event of ['close', 'click-outside', 'timeout'] as const) expect(gaveUp(run([...waiting, code(event)]).state)).toBe(true)
    const failures: PaymentEvent[][] = [
      [...waiting, { type: 'security-code', event: 'rejected', message: 'Código incorrecto' }],
      [init({ errores_pagos: ['Tarjeta rechazada'] })],
      [init({ id: 55 }), confirmError('Fondos insuficientes')],
      [init({ id: 55 }), { type: 'confirm-answered', outcome: { kind: 'error', message: null } }],
      [init({ id: 55 }), { type: 'confirm-threw' }],
    ]
    for (const events of failures) expect(gaveUp(run(events).state)).toBe(false)
    // Once cancelled it is no longer waiting on anyone.
    expect(gaveUp(run([...waiting, code('close'), cancelOk]).state)).toBe(false)
  })

  it('moves forward once: late or repeated events change nothing', () => {
    const success = run([init({ id: 55 }), confirmed]).state
    for (const event of [init({ id: 56 }), code('timeout'), confirmed, { type: 'confirm-threw' } as const, cancelOk]) {
      expect(step(success, event)).toBe(success)
    }
    const waiting = run([init({ id: 55, url: 'https://p.example/c' })]).state
    expect(step(waiting, confirmed)).toBe(waiting)
    expect(step(waiting, cancelOk)).toBe(waiting)
    expect(step(INITIAL_PAYMENT, code('process-status-1'))).toBe(INITIAL_PAYMENT)
    const cancelling = run([init({ id: 55, url: 'https://p.example/c' }), code('close')]).state
    expect(step(cancelling, code('process-status-1'))).toBe(cancelling)
    expect(isFinal(waiting) || isFinal(cancelling) || isFinal(INITIAL_PAYMENT)).toBe(false)
  })
})

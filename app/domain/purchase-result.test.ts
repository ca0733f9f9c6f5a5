import { describe, expect, it } from 'vitest'
import type { PurchaseCfe } from './purchase-answers'
import { awaitsDecision, cancellationOf, purchaseResult, sameCardAgain, startCallOf, type PurchaseEnding } from './purchase-result'

const cfe: PurchaseCfe = { TipoDocumentoCFE: 'e-Ticket', SerieCFE: 'A', NroDocumentoCFE: '1001', CodSeguridad: 'XyZ123', URLConsultaCFE: 'https://cfe.example/1001' }
const success: PurchaseEnding = { kind: 'success', nroBulto: '7788', mensaje: 'Solicitud registrada', cfe }
const successWithoutData: PurchaseEnding = { ...success, cfe: null }

describe('BR64: the result of the purchase', () => {
  // The checklist's worked examples, then the rest of the rule's corners.
  it.each([
    ['(success, ONLINE, DOMICILIO) → paid + CFE', success, { online: true, homeDelivery: true }, { paidOnline: true, payWithin24h: false, cfe }],
    ['(success, Abitab, PRESENCIAL) → received + 24 hs, no CFE', success, { online: false, homeDelivery: false }, { paidOnline: false, payWithin24h: true, cfe: null }],
    ['(success, Abitab, DOMICILIO, data) → received + CFE, no 24 hs', success, { online: false, homeDelivery: true }, { paidOnline: false, payWithin24h: false, cfe }],
    ['(success, ONLINE, PRESENCIAL) → paid + CFE, no 24 hs', success, { online: true, homeDelivery: false }, { paidOnline: true, payWithin24h: false, cfe }],
    ['(success, Abitab, DOMICILIO, no data) → no CFE', successWithoutData, { online: false, homeDelivery: true }, { paidOnline: false, payWithin24h: false, cfe: null }],
  ] as const)('%s', (_name, ending, how, expected) => {
    const result = purchaseResult(ending, { ...how, somePending: false })
    expect(result).toMatchObject({ kind: 'success', nroBulto: '7788', mensaje: 'Solicitud registrada', ...expected })
  })

  it('(success, nothing to pay, PRESENCIAL) → received, no 24 hs: only no-stock medicines are not paid (A43)', () => {
    const result = purchaseResult(success, { online: false, homeDelivery: false, somePending: true, nothingToPay: true })
    expect(result).toMatchObject({ kind: 'success', paidOnline: false, payWithin24h: false })
  })

  it('(no data) → failed with its messages; cancelled → cancelled', () => {
    const how = { online: true, homeDelivery: true, somePending: false }
    expect(purchaseResult({ kind: 'failed', messages: [] }, how)).toEqual({ kind: 'failed', messages: [] })
    expect(purchaseResult({ kind: 'failed', messages: ['Tarjeta rechazada'] }, how)).toEqual({ kind: 'failed', messages: ['Tarjeta rechazada'] })
    expect(purchaseResult({ kind: 'cancelled' }, how)).toEqual({ kind: 'cancelled' })
  })

  it.each([
    [true, false, 'ok_online'],
    [true, true, 'ok_online'],
    [false, false, 'ok'],
    [false, true, 'ok_paryially'],
  ] as const)('A53: online %s, some pending %s → %s', (online, somePending, flag) => {
    expect(purchaseResult(success, { online, homeDelivery: false, somePending })).toMatchObject({ flag })
  })
})

describe('BR63: the online payment failed', () => {
  const id = '42'
  it.each<[{ status: string } & Record<string, unknown>, boolean]>([
    [{ status: 'cancelling', id, rejected: true, messages: ['Tarjeta rechazada'] }, true],
    [{ status: 'cancelling', id, rejected: false, messages: [] }, true],
    [{ status: 'rejected', id, messages: ['Tarjeta rechazada'] }, true],
    [{ status: 'error-before-confirm', message: 'Falla', error107: false }, true],
    [{ status: 'cancelled', id, messages: [] }, true],
    [{ status: 'error-cancelling', id, messages: [] }, true],
    [{ status: 'success', id }, false],
    [{ status: 'waiting-security-code', id, url: 'https://pasarela' }, false],
    [{ status: 'confirming', id }, false],
    [{ status: 'init' }, false],
  ])('%o awaits the modal\'s decision: %s', (state, expected) => {
    expect(awaitsDecision(state)).toBe(expected)
  })

  it.each([
    // pay with c1 fails → Intentar nuevamente → choose c1 → the same-card message; choose c2 → E97 with c2
    [{ deudaId: '42', failedCard: 'c1' }, 'c1', true],
    [{ deudaId: '42', failedCard: 'c1' }, 'c2', false],
    [{ deudaId: '42', failedCard: null }, 'c1', false],
    [undefined, 'c1', false],
  ] as const)('A30: after %o, card %s is the same card: %s', (changePayment, card, expected) => {
    expect(sameCardAgain(changePayment, card)).toBe(expected)
  })

  it('starts a new purchase (E94), or after Intentar nuevamente changes the failed one\'s agent (E97)', () => {
    expect(startCallOf(undefined)).toEqual({ call: 'transaccion' })
    expect(startCallOf({ deudaId: '42' })).toEqual({ call: 'cambio-agente', deudaId: '42' })
    // The failed start registered nothing: a new purchase again.
    expect(startCallOf({ deudaId: null })).toEqual({ call: 'transaccion' })
  })

  it.each([
    ['E95 ok → cancelled (El pago fue cancelado con éxito)', { Status: true, ok: true, deuda_id: 42 }, 'cancelled'],
    ['E95 error with errores_pagos → rejected', { Status: false, error: true, errores_pagos: ['Tarjeta rechazada'] }, 'rejected'],
    ['E95 error without errores_pagos → failed', { Status: false, error: true, Mensaje: 'No se pudo anular' }, 'failed'],
    ['a refusal body (paid) → failed', { detail: 'La compra ya fue pagada' }, 'failed'],
    ['an unreadable answer → failed', 'oops', 'failed'],
  ] as const)('%s', (_name, answer, expected) => {
    expect(cancellationOf(answer)).toBe(expected)
  })
})

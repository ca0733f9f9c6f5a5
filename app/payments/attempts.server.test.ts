import { createSession } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { keepResult, resultOf, type PaymentResult } from './attempts.server'
import { paymentReference } from './return-reference.server'

const result = (name: string, id: string, at: number): PaymentResult => ({
  ref: paymentReference(name, id)!,
  slug: name as PaymentResult['slug'],
  debtId: `d${id}`,
  concept: `${name} ${id}`,
  state: { status: 'success', id },
  at,
})

describe('the pending payments’ results in the session', () => {
  it('keeps each payment’s result under its own reference, and shows the newest without one', () => {
    const session = createSession()
    const fee = result('couta', '1', 10)
    const order = result('orden', '2', 20)
    keepResult(session, fee)
    keepResult(session, order)
    expect(resultOf(session, fee.ref)).toEqual(fee)
    expect(resultOf(session, order.ref)).toEqual(order)
    expect(resultOf(session, null)).toEqual(order)
    // Another payment's reference, or a forged one, names nothing here.
    expect(resultOf(session, paymentReference('couta', '2')!)).toBeNull()
    expect(resultOf(session, `${fee.ref.slice(0, -1)}${fee.ref.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
  })

  it('keeps the newest five, so a session never grows without bound', () => {
    const session = createSession()
    const results = Array.from({ length: 7 }, (_, index) => result('couta', String(index + 1), index))
    for (const each of results) keepResult(session, each)
    expect(results.map((each) => resultOf(session, each.ref) !== null)).toEqual([false, false, true, true, true, true, true])
  })
})

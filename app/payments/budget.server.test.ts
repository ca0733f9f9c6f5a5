import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_PAYMENT_TIMEOUT_MS, paymentTimeoutMs } from './budget.server'

describe('the money calls’ time budget', () => {
  const saved = process.env.UPSTREAM_PAYMENT_TIMEOUT_MS
  afterEach(() => {
    if (saved === undefined) delete process.env.UPSTREAM_PAYMENT_TIMEOUT_MS
    else process.env.UPSTREAM_PAYMENT_TIMEOUT_MS = saved
  })

  it('is 20 s unless UPSTREAM_PAYMENT_TIMEOUT_MS says otherwise', () => {
    delete process.env.UPSTREAM_PAYMENT_TIMEOUT_MS
    expect(paymentTimeoutMs()).toBe(DEFAULT_PAYMENT_TIMEOUT_MS)
    process.env.UPSTREAM_PAYMENT_TIMEOUT_MS = '45000'
    expect(paymentTimeoutMs()).toBe(45_000)
  })

  it.each(['', '0', '-5', '1.5', 'abc', '999999'])('ignores %j', (value) => {
    process.env.UPSTREAM_PAYMENT_TIMEOUT_MS = value
    expect(paymentTimeoutMs()).toBe(DEFAULT_PAYMENT_TIMEOUT_MS)
  })
})

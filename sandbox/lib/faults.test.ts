import { describe, expect, it } from 'vitest'
import { createFaultRegistry } from './faults'

describe('the fault registry', () => {
  it('applies a fault to its one path, the given number of times', () => {
    const faults = createFaultRegistry()
    faults.add({ path: '/api/faqs/', status: 500, times: 1 })
    expect(faults.take('/api/faqs')).toBeUndefined()
    expect(faults.take('/api/faqs/')).toMatchObject({ status: 500 })
    expect(faults.take('/api/faqs/')).toBeUndefined()
  })

  it('applies a fault ending in * to every path under its prefix', () => {
    const faults = createFaultRegistry()
    faults.add({ path: '/api/*', delayMs: 3000 })
    expect(faults.take('/api/faqs/')).toMatchObject({ delayMs: 3000 })
    expect(faults.take('/api/cobranzas/deudas_pendientes')).toMatchObject({ delayMs: 3000 })
    expect(faults.take('/token/')).toBeUndefined()
  })
})

import { afterEach, describe, expect, inject, it } from 'vitest'
import { clearFaults, injectFault } from '../../tests/sandbox-control'
import { loader } from './ayuda'

const sandboxUrl = inject('sandboxUrl')
const load = () => loader()

describe('/ayuda loader', () => {
  afterEach(() => clearFaults(sandboxUrl))

  it('returns the FAQs the API publishes, in its order', async () => {
    const published = (await (await fetch(`${sandboxUrl}/api/faqs/`)).json()) as unknown[]
    const result = await load()
    expect(result.status).toBe('success')
    expect(result.faqs).toEqual(published)
    expect(result.faqs.length).toBeGreaterThan(0)
  })

  it('shows the RESPONSE_ERROR state with an empty list when the FAQ call fails', async () => {
    await injectFault(sandboxUrl, { path: '/api/faqs/', status: 500, body: JSON.stringify({ detail: 'Error interno' }), contentType: 'application/json' })
    expect(await load()).toEqual({ status: 'RESPONSE_ERROR', faqs: [] })
  })

  it('hands an unreachable or garbled API to the service-problem page (503)', async () => {
    await injectFault(sandboxUrl, { path: '/api/faqs/', status: 200, body: 'not json', contentType: 'text/html' })
    await expect(load()).rejects.toMatchObject({ data: { problem: 'upstream' }, init: { status: 503 } })
  })
})

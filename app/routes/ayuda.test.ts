import { afterEach, describe, expect, inject, it } from 'vitest'
import { clearFaults, injectFault } from '../../tests/sandbox-control'
import { loadContext } from '../../tests/route-helpers'
import { loader } from './ayuda'

const sandboxUrl = inject('sandboxUrl')
const load = () => loader({ request: new Request('http://localhost/ayuda'), params: {}, context: loadContext })

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

  it('leaves only the FAQ part out when the API answers garbage: the rest of the page needs no API', async () => {
    await injectFault(sandboxUrl, { path: '/api/faqs/', status: 200, body: 'not json', contentType: 'text/html' })
    expect(await load()).toEqual({ status: 'RESPONSE_ERROR', faqs: [] })
  })

  it('leaves the FAQ part out when the API is slow, instead of failing the page (the probe saw a 503)', async () => {
    await injectFault(sandboxUrl, { path: '/api/faqs/', delayMs: 1_600, times: 1 })
    const outcome = await load()
    expect(outcome).toEqual({ status: 'RESPONSE_ERROR', faqs: [] })
  })
})

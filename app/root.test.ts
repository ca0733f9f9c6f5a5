import type { ShouldRevalidateFunctionArgs } from '@remix-run/react'
import { describe, expect, it } from 'vitest'
import { inRequestScope, markAnsweredWithPage } from '~/utils/request-scope.server'
import { loadContext } from '../tests/route-helpers'
import { CHECK_INTENT } from './forms/intents'
import { loader, shouldRevalidate } from './root'

/** Single fetch: the loader returns `data()`, whose payload is `.data`. */
async function rootData(method: string, action: () => void = () => {}) {
  // The page rendered for a POST: the loader's own request is a GET, the scope's method the browser's; the action ran
  // first, in the same scope.
  const load = () => {
    action()
    return loader({ request: new Request('http://localhost/ayuda'), params: {}, context: loadContext })
  }
  const result = await inRequestScope(load, method)
  return (result as unknown as { data: { submitFailed: boolean; user: unknown } }).data
}

describe('root loader', () => {
  it('marks the page rendered for a POST as a form answered with a problem', async () => {
    expect((await rootData('POST')).submitFailed).toBe(true)
  })

  it("marks nothing when the action answered with the next page itself (a form-stored wizard's step)", async () => {
    expect((await rootData('POST', markAnsweredWithPage)).submitFailed).toBe(false)
  })

  it('marks nothing on an ordinary page view', async () => {
    const data = await rootData('GET')
    expect(data.submitFailed).toBe(false)
    expect(data.user).toBeNull()
  })
})

describe('root shouldRevalidate', () => {
  const after = (fields?: Record<string, string>) => {
    const formData = fields ? new FormData() : undefined
    for (const [name, value] of Object.entries(fields ?? {})) formData?.set(name, value)
    const url = new URL('http://localhost/agenda/servicios-administrativos/cedula')
    return shouldRevalidate({
      currentUrl: url,
      nextUrl: url,
      currentParams: {},
      nextParams: {},
      formMethod: formData ? 'POST' : undefined,
      formData,
      defaultShouldRevalidate: true,
    } as ShouldRevalidateFunctionArgs)
  }

  it('loads the root data again after every navigation and every submit', () => {
    expect(after()).toBe(true)
    expect(after({ ci: '67890127' })).toBe(true)
  })

  it('does not after a check-only submit (a field checked on blur)', () => {
    expect(after({ intent: CHECK_INTENT, ci: '67890127' })).toBe(false)
  })
})

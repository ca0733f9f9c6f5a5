import { describe, expect, it } from 'vitest'
import { loadContext } from '../tests/route-helpers'
import { loader } from './root'

/** Single fetch: the loader returns `data()`, whose payload is `.data`. */
async function rootData(method: string) {
  const result = await loader({ request: new Request('http://localhost/ayuda'), params: {}, context: { ...loadContext, method } })
  return (result as unknown as { data: { submitFailed: boolean; user: unknown } }).data
}

describe('root loader', () => {
  it('marks the page rendered for a POST as a form answered with a problem', async () => {
    expect((await rootData('POST')).submitFailed).toBe(true)
  })

  it('marks nothing on an ordinary page view', async () => {
    const data = await rootData('GET')
    expect(data.submitFailed).toBe(false)
    expect(data.user).toBeNull()
  })
})

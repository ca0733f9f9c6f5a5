import { describe, expect, it } from 'vitest'
import { formRequest, loadContext } from '../../tests/route-helpers'
import { getInstead } from './get-instead.server'

const post = (url: string) => getInstead({ request: formRequest(url, { x: '1' }), params: {}, context: loadContext })

describe('getInstead', () => {
  it('sends a POST to the same address, as a GET', async () => {
    const answer = await post('http://portal.test/mi-mutual/pases-terceros/7/archivo?descarga=1')
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe('/mi-mutual/pases-terceros/7/archivo?descarga=1')
  })

  it('never sends it to another site', async () => {
    expect((await post('http://portal.test//elsewhere.example/x')).headers.get('Location')).toBe('/')
  })
})

import { createCookie } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { formRequest, loadContext } from '../../tests/route-helpers'
import { action, loader } from './nueva-version'

const post = (fields: Record<string, string>) =>
  action({ request: formRequest('http://localhost/nueva-version', fields), params: {}, context: loadContext })

describe('/nueva-version ("Recargar")', () => {
  it('stores the latest version and reloads the page the user was on', async () => {
    const response = await post({ redirectTo: '/agenda?x=1' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/agenda?x=1')
    expect(await createCookie('currentVersionServicios').parse(response.headers.get('set-cookie'))).toBe('2.6.0')
  })

  it('never sends the user to another site', async () => {
    expect((await post({ redirectTo: '//evil.example/' })).headers.get('location')).toBe('/')
    expect((await post({ redirectTo: 'https://evil.example/' })).headers.get('location')).toBe('/')
    expect((await post({})).headers.get('location')).toBe('/')
  })

  it('goes home on GET', () => {
    expect(loader().headers.get('location')).toBe('/')
  })
})

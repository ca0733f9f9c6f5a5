import { describe, expect, inject, it } from 'vitest'
import { getOptionalUser } from '~/auth/guards.server'
import { formRequest, loadContext, signIn } from '../../tests/route-helpers'
import { action, loader } from './cerrar-sesion'

const sandboxUrl = inject('sandboxUrl')

describe('Desconectarse', () => {
  it('revokes the token, forgets the session and goes to /login', async () => {
    const cookie = await signIn('12345672')
    const before = await getOptionalUser(new Request('http://localhost/', { headers: { cookie } }))
    expect(before).not.toBeNull()

    const response = await action({ request: formRequest('http://localhost/cerrar-sesion', {}, { cookie }), params: {}, context: loadContext })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login')
    expect(response.headers.get('set-cookie')).toMatch(/^__session=;/)

    expect(await getOptionalUser(new Request('http://localhost/', { headers: { cookie } }))).toBeNull()
    const withOldToken = await fetch(`${sandboxUrl}/api/afiliados/datos/`, { headers: { authorization: `Bearer ${before!.token}` } })
    expect(withOldToken.status).toBe(401)
  })

  it('does nothing on GET', () => {
    expect(loader().headers.get('location')).toBe('/')
  })
})

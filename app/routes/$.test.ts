import { describe, expect, it } from 'vitest'
import { loadContext, signIn } from '../../tests/route-helpers'
import { action, loader } from './$'

const at = (path: string, init: RequestInit = {}) => ({ request: new Request(`http://localhost${path}`, init), params: {}, context: loadContext })

async function locationOf(answer: Promise<Response>) {
  const response = await answer
  expect(response.status).toBe(302)
  return response.headers.get('location')
}

describe('unknown paths', () => {
  it('redirect home on GET and POST', async () => {
    expect(await locationOf(loader(at('/cualquier/cosa')))).toBe('/')
    expect(await locationOf(action(at('/cualquier/cosa', { method: 'POST' })))).toBe('/')
  })

  it('send a visitor on a guarded area not built yet to log in, carrying the path (C01)', async () => {
    expect(await locationOf(loader(at('/mi-mutual/informes-laboratorio')))).toBe('/login?redirectTo=%2Fmi-mutual%2Finformes-laboratorio')
    expect(await locationOf(loader(at('/agenda/consulta-medica/reserva-web')))).toBe('/login?redirectTo=%2Fagenda%2Fconsulta-medica%2Freserva-web')
  })

  it('send a signed-in member on such a path home, until its pages land', async () => {
    const cookie = await signIn('23456783')
    expect(await locationOf(loader(at('/mi-mutual/informes-laboratorio', { headers: { cookie } })))).toBe('/')
  })
})

import { afterEach, describe, expect, inject, it } from 'vitest'
import { isUpstreamUnavailable } from '~/upstream/errors'
import { call, getRequest, redirectLocation, signIn } from '../../tests/route-helpers'
import { apiCalls, clearFaults, createPersona, injectFault } from '../../tests/sandbox-control'
import { loader as detailLoader } from './mi-producto.tecnicas-coordinadas.$type.$id'
import { loader as listLoader } from './mi-producto.tecnicas-coordinadas'

// The seed (sandbox/areas/tecnicas/seed.ts): Ana has coordinations 1–8, of every kind; Bruno coordination 9.
const sandboxUrl = inject('sandboxUrl')
const LIST = '/mi-mutual/tecnicas-coordinadas'
const E72 = '/api/tecnicas/coordinaciones_afiliado/'
const ANA = '12345672'
const BRUNO = '23456783'

type List = Awaited<ReturnType<typeof listLoader>>
type Detail = Awaited<ReturnType<typeof detailLoader>>

const list = async (cookie: string) => (await call(listLoader, getRequest(LIST, cookie))) as List
const detail = (type: string, id: string, cookie: string) => call(detailLoader, getRequest(`${LIST}/${type}/${id}`, cookie), { type, id })
const idsByType = (answer: List) => Object.fromEntries(answer.sections.map((section) => [section.type, section.items.map((item) => item.id)]))
const e72Calls = async () => (await apiCalls(sandboxUrl))[`GET ${E72}`] ?? 0

describe('/mi-mutual/tecnicas-coordinadas (C53)', () => {
  afterEach(() => clearFaults(sandboxUrl))

  it('asks a visitor to sign in first, on the list and on a coordination', async () => {
    expect(redirectLocation(await call(listLoader, getRequest(LIST)))).toBe(`/login?redirectTo=${encodeURIComponent(LIST)}`)
    expect(redirectLocation(await call(detailLoader, getRequest(`${LIST}/indicacion/1`), { type: 'indicacion', id: '1' }))).toBe(
      `/login?redirectTo=${encodeURIComponent(`${LIST}/indicacion/1`)}`,
    )
  })

  it("lists Ana's coordinations by kind, in the API's order, with their day, area, place and sector", async () => {
    const answer = await list(await signIn(ANA))
    expect(idsByType(answer)).toEqual({
      indicacion: ['1', '2', '3'],
      urgencia: ['4'],
      anotacion: ['5'],
      domicilio: ['6'],
      pase: ['7'],
      'domicilio-urgente': ['8'],
    })
    const first = answer.sections[0]!.items[0]!
    expect(first).toMatchObject({
      title: 'Hemograma completo, Perfil lipídico',
      area: 'Laboratorio',
      branch: 'Sede Central',
      sector: 'Extracciones',
      hour: '07:30 hs',
    })
    // Shown as DD/MM/YYYY (BR70), not as the API's DD-MM-YYYY.
    expect(first.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
  })

  it('lists only the kinds a member has, and nothing for a member without any', async () => {
    expect(idsByType(await list(await signIn(BRUNO)))).toEqual({ indicacion: ['9'] })
    const persona = await createPersona(sandboxUrl)
    expect(await list(await signIn(persona.ci, persona.password!))).toEqual({ sections: [] })
  })

  it('is the service problem (503) when the API does not answer usefully, or answers an error', async () => {
    const ana = await signIn(ANA)
    await injectFault(sandboxUrl, { path: E72, status: 502, body: '<html>bad gateway</html>', contentType: 'text/html', times: 1 })
    const down = await call(listLoader, getRequest(LIST, ana)).catch((error: unknown) => error)
    expect(isUpstreamUnavailable(down) && down.init?.status).toBe(503)

    await injectFault(sandboxUrl, { path: E72, status: 500, body: '{"detail":"Error interno"}', contentType: 'application/json', times: 1 })
    const failed = await detail('indicacion', '1', ana).catch((error: unknown) => error)
    expect(isUpstreamUnavailable(failed) && failed.init?.status).toBe(503)
  })

  it.each([
    ['indicacion', '1'],
    ['urgencia', '4'],
    ['anotacion', '5'],
    ['domicilio', '6'],
    ['pase', '7'],
    ['domicilio-urgente', '8'],
  ])('shows Ana her %s %s from her own list', async (type, id) => {
    const shown = (await detail(type, id, await signIn(ANA))) as Detail
    expect(shown.type).toBe(type)
    expect(shown.coordination.id).toBe(id)
    expect(shown.coordination.studies.length).toBeGreaterThan(0)
  })

  it('shows where, when, who informs it and each study with its instructions and whether it needs consent', async () => {
    const ana = await signIn(ANA)
    const { coordination } = (await detail('indicacion', '1', ana)) as Detail
    expect(coordination).toMatchObject({
      area: 'Laboratorio',
      branch: 'Sede Central',
      address: 'Colonia 1820, Montevideo',
      doctor: 'Dra. Laura Méndez',
      hour: '07:30 hs',
      sector: 'Extracciones',
      studies: [
        { name: 'Hemograma completo', needsConsent: false, instructions: ['Concurrir con 8 horas de ayuno (puede tomar agua).'] },
        {
          name: 'Perfil lipídico',
          needsConsent: false,
          instructions: ['Concurrir con 12 horas de ayuno.', 'No consumir alcohol en las 48 horas previas.'],
        },
      ],
    })
    const tomography = (await detail('indicacion', '3', ana)) as Detail
    expect(tomography.coordination.studies).toEqual([expect.objectContaining({ name: 'Tomografía de abdomen con contraste', needsConsent: true })])
    // At home: no branch, the member's address.
    const atHome = (await detail('domicilio-urgente', '8', ana)) as Detail
    expect(atHome.coordination).toMatchObject({ branch: null, address: 'Av. 18 de Julio 1234, apto. 501', hour: '18:00 hs' })
  })

  it("goes back to the list for an unknown type or id, another kind's id or another member's, showing nothing", async () => {
    const [ana, bruno] = [await signIn(ANA), await signIn(BRUNO)]
    for (const [type, id, cookie, who] of [
      ['recibo', '1', ana, 'an unknown type'],
      ['indicacion', '999', ana, 'an unknown id'],
      ['urgencia', '1', ana, "another kind's id"],
      ['indicacion', '9', ana, "Bruno's"],
      ['indicacion', '1', bruno, "Ana's, to Bruno"],
    ] as const) {
      const away = await detail(type, id, cookie)
      expect(redirectLocation(away), who).toBe(LIST)
      // The list's notice, kept in the session for the next page.
      expect((away as Response).headers.get('set-cookie'), who).toMatch(/^__session=/)
    }
  })

  it('does not ask the API for an id that cannot be one, nor for an unknown type', async () => {
    const ana = await signIn(ANA)
    const before = await e72Calls()
    expect(redirectLocation(await detail('indicacion', '..%2F..%2Fx', ana))).toBe(LIST)
    expect(redirectLocation(await detail('recibo', '1', ana))).toBe(LIST)
    expect(await e72Calls()).toBe(before)
    // The count does see the calls made.
    await detail('indicacion', '1', ana)
    expect(await e72Calls()).toBe(before + 1)
  })
})

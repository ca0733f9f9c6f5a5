import { beforeAll, describe, expect, inject, it } from 'vitest'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { getRequest, signIn } from '../../tests/route-helpers'
import { createPersona } from '../../tests/sandbox-control'
import { fetchPrescriptions, RecetaSchema } from './recetas.server'
import { DOCUMENT_TYPE } from './solicitud-medicamentos.server'

/** E87 against the test sandbox, as a member made like Ana (her recipes of every status) and a plain new member. */
const sandboxUrl = inject('sandboxUrl')

let ana: { api: SignedInApi; ci: string }
let outsider: SignedInApi

async function signedIn(request: Parameters<typeof createPersona>[1]): Promise<{ api: SignedInApi; ci: string }> {
  const persona = await createPersona(sandboxUrl, request)
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  return { api: await upstreamAs(getRequest('/medicamentos/recetas', cookie)), ci: persona.ci }
}

beforeAll(async () => {
  ana = await signedIn({ like: '12345672' })
  outsider = (await signedIn({})).api
})

describe('E87 fetchPrescriptions', () => {
  it("reads the member's recipes with their medicines and the group's payment data", async () => {
    const answer = await fetchPrescriptions(ana.api, { tipoDocumento: DOCUMENT_TYPE.CI, documento: ana.ci })
    expect(answer?.codigo).toBe(1)
    expect(answer?.recetas.map((r) => r.StatusReceta)).toEqual(['OK', 'SINSTOCK', 'ALERT', 'ERROR', 'OK'])
    expect(answer?.recetas.some((r) => r.EsRecetaEspecial)).toBe(true)
    expect(answer?.recetas[0]?.Farmacos[0]).toMatchObject({ NombreFarmaco: 'Enalapril 10 mg comprimidos', PrecioTicket: 186 })
    expect(answer?.datosPago).toMatchObject({ PrecioBolsa: expect.any(Number) })
  })

  it("answers null for someone else's document", async () => {
    expect(await fetchPrescriptions(outsider, { tipoDocumento: DOCUMENT_TYPE.CI, documento: ana.ci })).toBeNull()
  })
})

describe('a recipe as the API writes it', () => {
  const recipe = { Id_Receta: 1, StatusReceta: 'OK', EsRecetaEspecial: false, Farmacos: [] }
  it.each([
    ['NroOrdenPortal (A06: the product in its name)', { NroOrdenPortal: 'A-12' }, 'A-12'],
    ['NroOrden', { NroOrden: 'B-7' }, 'B-7'],
    ['none', {}, null],
  ])('reads the order number from %s', (_name, field, expected) => {
    expect(RecetaSchema.parse({ ...recipe, ...field }).NroOrden).toBe(expected)
  })
})

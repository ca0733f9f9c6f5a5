import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ListLoad, PrescriptionView } from '~/medicines/lists.server'
import { call, getRequest, redirectLocation, signIn } from '../../tests/route-helpers'
import { clearFaults, createPersona, injectFault } from '../../tests/sandbox-control'
import { loader as listLoader } from './medicamentos.recetas._index'
import { loader as indicationsLoader } from './medicamentos.recetas.ver-indicaciones'

const sandboxUrl = inject('sandboxUrl')
const LIST = '/medicamentos/recetas'
const INDICATIONS = '/medicamentos/recetas/ver-indicaciones'
const RECETAS_PATH = '/api/ecommerce-medicamentos/mis-recetas'
const ANA = '12345672'
const BRUNO = '23456783'

const list = async (cookie?: string) => (await call(listLoader, getRequest(LIST, cookie))) as ListLoad<PrescriptionView>
const indications = (query: string, cookie?: string) => call(indicationsLoader, getRequest(`${INDICATIONS}?${query}`, cookie))

afterEach(() => clearFaults(sandboxUrl))

// The sandbox's seed (sandbox/areas/ecommerce-medicamentos/recetas-seed.ts): Ana's recipes 7001–7005, Bruno's 7101–7102.
describe('/medicamentos/recetas (C56)', () => {
  const cookies = { ana: '', noPermission: '' }
  beforeAll(async () => {
    cookies.ana = await signIn(ANA)
    // A member with no prescription permission (the sandbox's default for a new persona).
    const persona = await createPersona(sandboxUrl)
    cookies.noPermission = await signIn(persona.ci, persona.password!)
  })

  it('sends a visitor to log in, carrying the path (guarded)', async () => {
    expect(redirectLocation(await call(listLoader, getRequest(LIST)))).toBe('/login?redirectTo=%2Fmedicamentos%2Frecetas')
    expect(redirectLocation(await indications('receta=7001&farmaco=10452'))).toBe(
      '/login?redirectTo=%2Fmedicamentos%2Frecetas%2Fver-indicaciones%3Freceta%3D7001%26farmaco%3D10452',
    )
  })

  it('sends a member without a prescription permission home, from both pages', async () => {
    expect(redirectLocation(await call(listLoader, getRequest(LIST, cookies.noPermission)))).toBe('/')
    expect(redirectLocation(await indications('receta=7001&farmaco=10452', cookies.noPermission))).toBe('/')
  })

  it("lists the member's own recipes with their status, message, doctor, dates and medicines", async () => {
    const answer = await list(cookies.ana)
    expect(answer.status).toBe('ok')
    const items = answer.status === 'ok' ? answer.items : []
    expect(items.map((receta) => [receta.id, receta.status])).toEqual([
      [7001, 'OK'],
      [7002, 'SINSTOCK'],
      [7003, 'ALERT'],
      [7004, 'ERROR'],
      [7005, 'OK'],
    ])
    expect(items[3]).toMatchObject({
      statusMessage: 'La receta está vencida. Solicite una nueva indicación a su médico.',
      doctor: 'Dr. Gonzalo Fernández',
      indicated: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      expires: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    })
    expect(items[0]!.medicines).toEqual([
      { id: 10452, name: 'Enalapril 10 mg comprimidos', indicationsHref: `${INDICATIONS}?receta=7001&farmaco=10452` },
      { id: 10877, name: 'Atorvastatina 20 mg comprimidos', indicationsHref: `${INDICATIONS}?receta=7001&farmaco=10877` },
    ])
  })

  it('says a failed load with the generic message (C86): an error answer or garbage', async () => {
    await injectFault(sandboxUrl, { path: RECETAS_PATH, status: 500, body: '{"detail":"Error interno"}', contentType: 'application/json', times: 1 })
    expect(await list(cookies.ana)).toEqual({ status: 'error' })
    await injectFault(sandboxUrl, { path: RECETAS_PATH, status: 200, body: '{"status":{"Codigo":2},"recetas":[]}', contentType: 'application/json', times: 1 })
    expect(await list(cookies.ana)).toEqual({ status: 'error' })
    await injectFault(sandboxUrl, { path: RECETAS_PATH, status: 200, body: 'not json', contentType: 'text/html', times: 1 })
    expect(await list(cookies.ana)).toEqual({ status: 'error' })
  })
})

describe('/medicamentos/recetas/ver-indicaciones (C56, C72, A45)', () => {
  const cookies = { ana: '', bruno: '' }
  beforeAll(async () => {
    cookies.ana = await signIn(ANA)
    cookies.bruno = await signIn(BRUNO)
  })

  it("shows one medicine's indications from the member's own recipe", async () => {
    expect(await indications('receta=7001&farmaco=10877', cookies.ana)).toEqual({
      status: 'ok',
      indications: {
        medicine: 'Atorvastatina 20 mg comprimidos',
        sector: 'Medicina General',
        dates: [
          { field: 'indicated', value: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) },
          { field: 'nextPickUp', value: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) },
          { field: 'lastDelivery', value: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) },
          { field: 'expires', value: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) },
        ],
        doctor: 'Dra. Laura Méndez',
        order: '480112',
        indications: 'Un comprimido cada 12 horas. Control de presión arterial en 30 días.',
      },
    })
  })

  it.each([
    ["another member's recipe", 'receta=7101&farmaco=10930'],
    ['a medicine of another recipe', 'receta=7001&farmaco=10930'],
    ['an unknown recipe', 'receta=999999&farmaco=10452'],
    ['no medicine', 'receta=7001'],
    ['nothing', ''],
  ])('is not found for %s, showing nothing of anyone', async (_, query) => {
    const answer = await indications(query, cookies.ana)
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(404)
    expect(await (answer as Response).text()).toBe('')
  })

  it("shows Bruno his own, which Ana's link would not", async () => {
    expect(await indications('receta=7101&farmaco=10930', cookies.bruno)).toMatchObject({ status: 'ok', indications: { medicine: 'Losartán 50 mg comprimidos' } })
  })

  it('says a failed load with the generic message (C86)', async () => {
    await injectFault(sandboxUrl, { path: RECETAS_PATH, status: 503, times: 1 })
    expect(await indications('receta=7001&farmaco=10452', cookies.ana)).toEqual({ status: 'error' })
  })
})

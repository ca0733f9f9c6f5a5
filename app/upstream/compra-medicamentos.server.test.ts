import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { getRequest, signIn } from '../../tests/route-helpers'
import { clearFaults, createPersona, injectFault, readOutbox } from '../../tests/sandbox-control'
import {
  CODIGO,
  fetchAffiliateRecipes,
  fetchDocumentTypes,
  fetchEnabledAffiliate,
  fetchLocations,
  fetchPaymentMethods,
  fetchSanction,
  fetchShippingCost,
  reloadRecipe,
  sendVerificationCode,
} from './compra-medicamentos.server'
import { isUpstreamUnavailable } from './errors'
import { DOCUMENT_TYPE } from './solicitud-medicamentos.server'

/**
 * Flow B's calls around the recipes against the test sandbox: a member made like Ana buys, a person made like Bruno
 * (his recipes, his own mobile) is the other person, an operator made like Carla is the call centre.
 */
const sandboxUrl = inject('sandboxUrl')
const CI = DOCUMENT_TYPE.CI
const MONTEVIDEO_CENTRO = 10

interface Signed {
  api: SignedInApi
  ci: string
  celular: string | null
}

async function signedIn(like: string): Promise<Signed> {
  const persona = await createPersona(sandboxUrl, { like })
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  return { api: await upstreamAs(getRequest('/medicamentos-recetados/nueva-solicitud/localidad', cookie)), ci: persona.ci, celular: persona.celular ?? null }
}

let ana: Signed
let operator: Signed

beforeAll(async () => {
  ana = await signedIn('12345672')
  operator = await signedIn('34567894')
})

afterEach(() => clearFaults(sandboxUrl))

async function codeSentTo(celular: string): Promise<string> {
  const sms = (await readOutbox(sandboxUrl)).find((message) => message.canal === 'sms' && message.destinatario === celular)
  return /\b([A-Z0-9]{6})\b/.exec(sms?.cuerpo ?? '')?.[1] ?? ''
}

describe('catalogue', () => {
  it('E86 locations with shipping methods, E88 document types, E89 payment methods by location and shipping', async () => {
    expect(await fetchLocations(ana.api)).toContainEqual({
      id: MONTEVIDEO_CENTRO,
      nombre: 'Montevideo Centro',
      formasDeEnvio: [
        { id: 1, nombre: 'PRESENCIAL' },
        { id: 2, nombre: 'DOMICILIO' },
      ],
    })
    expect(await fetchDocumentTypes(ana.api)).toEqual([
      { id: 1, nombre: 'Cédula de identidad' },
      { id: 2, nombre: 'Pasaporte' },
    ])
    expect((await fetchPaymentMethods(ana.api, { idLocalidad: MONTEVIDEO_CENTRO, idEnvio: 2 })).map((m) => m.id)).toEqual([1, 2, 3, 4])
  })

  it('E93 the home-delivery cost for everyone', async () => {
    expect(await fetchShippingCost(ana.api, [700001, 700002])).toBe(160)
  })

  it('a 5xx is the service problem', async () => {
    await injectFault(sandboxUrl, { path: '/api/ecommerce-medicamentos/sucursales/', status: 500 })
    await expect(fetchLocations(ana.api)).rejects.toSatisfy(isUpstreamUnavailable)
  })
})

describe('enabled and sanctioned', () => {
  it('E85: Diego sanctioned with a message, Ana not, unknown null', async () => {
    expect(await fetchSanction(ana.api, '45678905')).toEqual({ sancionado: true, mensaje: expect.stringMatching(/sancionado/) })
    expect(await fetchSanction(ana.api, ana.ci)).toEqual({ sancionado: false, mensaje: '' })
    expect(await fetchSanction(ana.api, '11111111')).toBeNull()
  })

  it('E84: herself in full, Hugo inhabilitado before a code, Federico\'s pending orders for the call centre', async () => {
    expect(await fetchEnabledAffiliate(ana.api, { tipoDocumento: CI, documento: ana.ci })).toMatchObject({
      kind: 'afiliado',
      afiliado: { nombre: 'Ana Pérez', inhabilitado: null, ordenesPendientes: [], tieneContacto: true },
    })
    expect(await fetchEnabledAffiliate(ana.api, { tipoDocumento: CI, documento: '98765438' })).toMatchObject({
      kind: 'afiliado',
      afiliado: { id: null, nombre: null, inhabilitado: expect.any(String) },
    })
    expect(await fetchEnabledAffiliate(operator.api, { tipoDocumento: CI, documento: '67890127' })).toMatchObject({
      afiliado: { nombre: 'Federico Díaz', ordenesPendientes: [150, 75.5] },
    })
    expect(await fetchEnabledAffiliate(ana.api, { tipoDocumento: DOCUMENT_TYPE.OTRO, documento: 'AB-99' })).toEqual({ kind: 'desconocido' })
  })
})

describe('the SMS code and the recipes', () => {
  it('E90 sends a code; E84 and E91 answer 5 for a wrong one and the person for the right one; E92 reads one recipe', async () => {
    const bruno = await signedIn('23456783')
    const person = { tipoDocumento: CI, documento: bruno.ci }
    expect(await fetchAffiliateRecipes(ana.api, { ...person, idLocalidad: MONTEVIDEO_CENTRO })).toEqual({ kind: 'codigo', codigo: CODIGO.NO_EXISTE })
    expect(await sendVerificationCode(ana.api, person)).toEqual({ sent: true, mensaje: expect.any(String) })
    const code = await codeSentTo(bruno.celular!)
    expect(code).toHaveLength(6)
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'
    expect(await fetchEnabledAffiliate(ana.api, { ...person, codigoVerificacion: wrong })).toEqual({ kind: 'codigo', codigo: CODIGO.INCORRECTO })
    expect(await fetchEnabledAffiliate(ana.api, { ...person, codigoVerificacion: code })).toMatchObject({ afiliado: { nombre: 'Bruno Pérez' } })
    const answer = await fetchAffiliateRecipes(ana.api, { ...person, codigoVerificacion: code, idLocalidad: MONTEVIDEO_CENTRO })
    if (answer.kind !== 'recetas') throw new Error(`recipes expected, got ${answer.kind}`)
    expect(answer.recetas.map((r) => r.Farmacos[0]?.NombreFarmaco)).toEqual(['Losartán 50 mg comprimidos', 'Metformina 850 mg comprimidos'])
    expect(answer.datosPago).toMatchObject({ PrecioBolsa: 12 })
    const first = answer.recetas[0]!
    expect(await reloadRecipe(ana.api, { ...person, idLocalidad: MONTEVIDEO_CENTRO, idReceta: first.Id_Receta })).toMatchObject({ Id_Receta: first.Id_Receta })
    expect(await reloadRecipe(ana.api, { ...person, idLocalidad: MONTEVIDEO_CENTRO, idReceta: 1 })).toBeNull()
  })

  it.each([
    ['says it did not send', { Status: false, Mensaje: 'No se pudo enviar' }, 'No se pudo enviar'],
    ['says nothing', { Status: true }, ''],
  ])('E90 answering 200 but it %s is a send that failed (BR55)', async (_name, body, text) => {
    const path = '/api/ecommerce-medicamentos/enviar-codigo-verificacion/'
    await injectFault(sandboxUrl, { path, status: 200, body: JSON.stringify(body), contentType: 'application/json', times: 1 })
    expect(await sendVerificationCode(ana.api, { tipoDocumento: CI, documento: '23456783' })).toEqual({ sent: false, status: 200, text })
  })

  it('E90 answers a refusal\'s text as it came: no mobile, then the resend lock', async () => {
    expect(await sendVerificationCode(ana.api, { tipoDocumento: CI, documento: '78901238' })).toEqual({
      sent: false,
      status: 400,
      text: expect.stringMatching(/^El afiliado "Gabriela Díaz" no tiene/),
    })
    const bruno = await signedIn('23456783')
    for (let i = 0; i < 4; i++) expect((await sendVerificationCode(ana.api, { tipoDocumento: CI, documento: bruno.ci })).sent).toBe(true)
    expect(await sendVerificationCode(ana.api, { tipoDocumento: CI, documento: bruno.ci })).toMatchObject({ sent: false, status: 429 })
  })
})

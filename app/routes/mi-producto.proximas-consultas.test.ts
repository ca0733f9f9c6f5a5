import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { consumeFlash } from '~/auth/flash.server'
import { agendaErrors } from '~/copy/errors/agenda'
import { call, getRequest, redirectLocation, signIn } from '../../tests/route-helpers'
import { clearFaults, createPersona, injectFault } from '../../tests/sandbox-control'
import { loader as detailLoader } from './mi-producto.proximas-consultas.$id'
import { loader as listLoader } from './mi-producto.proximas-consultas'

const sandboxUrl = inject('sandboxUrl')
const LIST = '/mi-mutual/proximas-consultas'
const MEDICAL_PATH = '/api/agenda/fetch-medical-appointments'
const ANA = '12345672'
const BRUNO = '23456783'
const GABRIELA = '78901238'

// The sandbox's seed (sandbox/areas/agenda/seed.ts): Ana has consultations 1 and 2 ahead and 3 in
// the past; Bruno has 4; Gabriela's agenda answers code 01.
const ANAS_UPCOMING = [1, 2]
const ANAS_PAST = 3

const list = (cookie?: string) => call(listLoader, getRequest(LIST, cookie))
const detail = (id: string, cookie?: string) => call(detailLoader, getRequest(`${LIST}/${id}`, cookie), { id })

/** The notice a redirect left for the next page. */
async function flashAfter(redirect: unknown, cookie: string) {
  const setCookie = (redirect as Response).headers.get('set-cookie')
  const next = new Request(`http://localhost${LIST}`, { headers: { cookie: setCookie ? setCookie.split(';')[0]! : cookie } })
  return (await consumeFlash(next)).flash
}

afterEach(() => clearFaults(sandboxUrl))

describe('/mi-mutual/proximas-consultas (C51, R34)', () => {
  const cookies = { ana: '', bruno: '', gabriela: '' }
  beforeAll(async () => {
    cookies.ana = await signIn(ANA)
    cookies.bruno = await signIn(BRUNO)
    cookies.gabriela = await signIn(GABRIELA)
  })

  it('sends a visitor to log in, carrying the path (A03: guarded)', async () => {
    expect(redirectLocation(await list())).toBe('/login?redirectTo=%2Fmi-mutual%2Fproximas-consultas')
    expect(redirectLocation(await detail('1'))).toBe('/login?redirectTo=%2Fmi-mutual%2Fproximas-consultas%2F1')
  })

  it("lists the member's own upcoming consultations, earliest first, with date and time, doctor and branch", async () => {
    const answer = await list(cookies.ana)
    expect(answer).toMatchObject({ status: 'ok' })
    const items = (answer as { items: { id: number; fechahora: string; medico: string; filial: string }[] }).items
    expect(items.map((consulta) => consulta.id)).toEqual(ANAS_UPCOMING)
    expect(items[0]).toMatchObject({ fechahora: expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/), medico: 'Dra. Laura Méndez', filial: 'Sede Central' })
  })

  it('is empty for a member without consultations (the page offers the booking)', async () => {
    const persona = await createPersona(sandboxUrl)
    expect(await list(await signIn(persona.ci, persona.password!))).toEqual({ status: 'ok', items: [] })
  })

  it('lists consultations the API sends as the spec shapes them, without an id, and opens none of them (E48)', async () => {
    const item = { fechahora: '05-03-2030 09:30', medico: 'Dr. Ejemplo', filial: 'Sede Central' }
    const body = JSON.stringify({ codigo: '00', consultas: [item] })
    await injectFault(sandboxUrl, { path: MEDICAL_PATH, status: 200, body, contentType: 'application/json', times: 2 })
    expect(await list(cookies.ana)).toEqual({ status: 'ok', items: [item] })
    expect(redirectLocation(await detail('1', cookies.ana))).toBe(LIST)
  })

  it('says an agenda code other than 00 with the spec message (BR45)', async () => {
    expect(await list(cookies.gabriela)).toEqual({ status: 'error', message: agendaErrors.appointmentsCode })
  })

  it('says a failed call with the spec message (BR45): an error answer, a 503 or garbage', async () => {
    const failed = { status: 'error', message: 'Error fetching next medical appointments.' }
    await injectFault(sandboxUrl, { path: MEDICAL_PATH, status: 500, body: '{"detail":"Error interno"}', contentType: 'application/json', times: 1 })
    expect(await list(cookies.ana)).toEqual(failed)
    await injectFault(sandboxUrl, { path: MEDICAL_PATH, status: 503, times: 1 })
    expect(await list(cookies.ana)).toEqual(failed)
    await injectFault(sandboxUrl, { path: MEDICAL_PATH, status: 200, body: 'not json', contentType: 'text/html', times: 1 })
    expect(await list(cookies.ana)).toEqual(failed)
  })
})

describe('/mi-mutual/proximas-consultas/:id (C51, R35)', () => {
  const cookies = { ana: '', bruno: '', gabriela: '' }
  beforeAll(async () => {
    cookies.ana = await signIn(ANA)
    cookies.bruno = await signIn(BRUNO)
    cookies.gabriela = await signIn(GABRIELA)
  })

  it("shows one of the member's own consultations, as her list has it", async () => {
    const answer = (await list(cookies.ana)) as { items: unknown[] }
    expect(await detail('2', cookies.ana)).toEqual({ consulta: answer.items[1] })
  })

  it.each([
    ["another member's", '1', 'bruno'],
    ['a past', String(ANAS_PAST), 'ana'],
    ['an unknown', '999999', 'ana'],
    ['a malformed', 'uno', 'ana'],
    ['any (the agenda has nothing for her)', '1', 'gabriela'],
  ] as const)('sends %s id back to the list with the consultation error, showing nothing of it', async (_, id, who) => {
    const redirect = await detail(id, cookies[who])
    expect(redirectLocation(redirect)).toBe(LIST)
    expect(await (redirect as Response).text()).toBe('')
    expect(await flashAfter(redirect, cookies[who])).toEqual({ tone: 'error', message: agendaErrors.consultationInfo })
  })

  it('sends her back to the list with the consultation error when the API refuses the list (a 4xx)', async () => {
    await injectFault(sandboxUrl, { path: MEDICAL_PATH, status: 404, body: '{"detail":"No encontrado"}', contentType: 'application/json', times: 1 })
    const redirect = await detail('1', cookies.ana)
    expect(redirectLocation(redirect)).toBe(LIST)
    expect(await flashAfter(redirect, cookies.ana)).toEqual({ tone: 'error', message: agendaErrors.consultationInfo })
  })

  it('is the service problem (503) when the API fails or does not answer', async () => {
    const serviceProblem = { init: { status: 503 }, data: { problem: 'upstream' } }
    // The service problem is thrown as a `data()` answer, not a Response: `call` lets it through.
    const failedDetail = () => detail('1', cookies.ana).catch((thrown: unknown) => thrown)
    await injectFault(sandboxUrl, { path: MEDICAL_PATH, status: 500, body: '{"detail":"Error interno"}', contentType: 'application/json', times: 1 })
    expect(await failedDetail()).toMatchObject(serviceProblem)
    await injectFault(sandboxUrl, { path: MEDICAL_PATH, status: 200, body: 'not json', contentType: 'text/html', times: 1 })
    expect(await failedDetail()).toMatchObject(serviceProblem)
    expect(await detail('1', cookies.ana)).toMatchObject({ consulta: { id: 1 } })
  })
})

/**
 * Flow A's steps, loaders and actions with real Requests against the test sandbox: the gate (A09), every step's
 * refusal (400, the input kept), the lookup's variants, and one request per confirmation. The operator and the
 * affiliates are fresh personas made like the demo's (Carla, Elena, Federico, Ana, Bruno), so no other file's
 * packages interfere.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { upstreamAs } from '~/auth/upstream-as.server'
import { getEnv } from '~/config/env.server'
import { ui } from '~/copy/shell'
import { validation } from '~/copy/errors/validation'
import { medicineRequests as copy } from '~/copy/medicine-requests'
import { FLAGS, type Flag } from '~/flags/names'
import { fetchEnabledAffiliate } from '~/upstream/compra-medicamentos.server'
import { fetchRequestHistory, historyRange } from '~/upstream/solicitud-medicamentos.server'
import { memberPaths } from '~/utils/paths'
import { flowAWizard } from '~/wizards/solicitud-medicamentos/wizard.server'
import { personToken } from '~/wizards/person-token.server'
import { byId, renderRoutePage, tags } from '../../tests/component-helpers'
import { call, formRequest, getRequest, redirectLocation, replyOf, signIn, wizardDriver, type FormResult } from '../../tests/route-helpers'
import { clearFaults, createPersona, fixClock, injectFault, releaseClock, sandboxNow, type Persona } from '../../tests/sandbox-control'
import * as medicamentos from './medicamentos.nueva-solicitud.agregar-medicamentos'
import * as confirmacion from './medicamentos.nueva-solicitud.confirmacion'
import * as documento from './medicamentos.nueva-solicitud.documento'
import * as entrega from './medicamentos.nueva-solicitud.entrega'
import * as envio from './medicamentos.nueva-solicitud.envio'
import * as hora from './medicamentos.nueva-solicitud.hora'
import * as localidad from './medicamentos.nueva-solicitud.localidad'
import * as pago from './medicamentos.nueva-solicitud.pago'
import * as finalizada from './medicamentos.nueva-solicitud.solicitud-finalizada'

const sandboxUrl = inject('sandboxUrl')
const { get, post, answer, draftOf, url } = wizardDriver(flowAWizard)

const MONTEVIDEO = '1'
const PRESENCIAL = '1'
const DOMICILIO = '2'
const RED_PAGOS = '2'
const PAGO_EN_DOMICILIO = '4'
const ENALAPRIL = 'Enalapril 10 mg comprimidos'

type FormReply = { result: FormResult }

async function switchFlag(flag: Flag, habilitado: boolean) {
  const response = await fetch(`${sandboxUrl}/sandbox/flags/${flag}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ habilitado }),
  })
  expect(response.ok).toBe(true)
}

const signInAs = (persona: Persona) => signIn(persona.ci, persona.password ?? undefined)
const like = (ci: string) => createPersona(sandboxUrl, { like: ci })

/** The 400 of a refused step: its field's message and what was typed. */
function refused(result: unknown, field: string) {
  const reply = replyOf<FormReply>(result)
  expect(reply.init.status).toBe(400)
  return { message: reply.data.result.error?.[field]?.[0], typed: reply.data.result.initialValue }
}

/** The error summary's links, in page order, and where the summary is (to compare with the form's place). */
function summaryOf(html: string) {
  const at = html.indexOf('class="error-summary"')
  const links = at < 0 ? [] : [...html.slice(at, html.indexOf('</div>', at)).matchAll(/href="#([^"]+)"/g)].map((match) => match[1])
  return { at, links }
}

/** The value an input is drawn with (none: empty). */
const valueOf = (html: string, id: string) => byId(html, id).attrs.value ?? ''
/** The values of the selected options of the page, in order. */
const selectedOptions = (html: string) => tags(html).filter((tag) => tag.name === 'option' && 'selected' in tag.attrs).map((tag) => tag.attrs.value)

/** A weekday at 10:00 in Montevideo, from now on: urgent requests are taken then (E81). */
function urgentHours(now: Date): Date {
  const day = new Date(now)
  day.setUTCHours(13, 0, 0, 0)
  if (day < now) day.setUTCDate(day.getUTCDate() + 1)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day
}

let operator: Persona
let operatorCookie: string

beforeAll(async () => {
  await switchFlag(FLAGS.medicineRequestsOpenToAll, true)
  await fixClock(sandboxUrl, urgentHours(await sandboxNow(sandboxUrl)))
  operator = await like('34567894')
  operatorCookie = await signInAs(operator)
})

afterAll(async () => {
  await releaseClock(sandboxUrl)
  await switchFlag(FLAGS.medicineRequestsOpenToAll, false)
  await switchFlag(FLAGS.medicinesMaintenance, false)
})

/** A fresh operator session with the holder found and accepted: the journey at `localidad`. */
async function atLocalidad(holder: Persona) {
  const cookie = await signInAs(operator)
  await answer(documento.action, 'documento', { intent: 'continuar', tipoDocumento: '1', documento: holder.ci }, cookie, 'localidad')
  return cookie
}

/** …with Montevideo and the holder's own group, and one medicine. */
async function withMedicine(holder: Persona) {
  const cookie = await atLocalidad(holder)
  await answer(localidad.action, 'localidad', { intent: 'para-mi', localidad: MONTEVIDEO }, cookie, 'agregar-medicamentos')
  const added = await post(medicamentos.action, 'agregar-medicamentos', { intent: 'agregar', persona: personToken(holder.ci), nombre: ENALAPRIL, cantidad: '2' }, cookie)
  expect(redirectLocation(added)).toBe('/medicamentos/nueva-solicitud/agregar-medicamentos')
  return cookie
}

describe('the gate (A09)', () => {
  const home = () => memberPaths(getEnv().PORTAL_PRODUCT).home

  it('sends a visitor and a member without the call-centre permission to the member area, before any call', async () => {
    expect(redirectLocation(await get(documento.loader, 'documento'))).toBe(home())
    const bruno = await signIn('23456783')
    expect(redirectLocation(await get(documento.loader, 'documento', bruno))).toBe(home())
    const refusedPost = await post(documento.action, 'documento', { intent: 'buscar', tipoDocumento: '1', documento: '12345672' }, bruno)
    expect(redirectLocation(refusedPost)).toBe(home())
    // Still signed in: no 403 of the API ended the session.
    expect(redirectLocation(await get(documento.loader, 'documento', bruno))).toBe(home())
  })

  it('sends the call centre away with both its flags off, or with maintenance on', async () => {
    await switchFlag(FLAGS.medicineRequestsOpenToAll, false)
    await switchFlag(FLAGS.medicineRequestsCallCentre, false)
    try {
      expect(redirectLocation(await get(documento.loader, 'documento', await signInAs(operator)))).toBe(home())
    } finally {
      await switchFlag(FLAGS.medicineRequestsOpenToAll, true)
      await switchFlag(FLAGS.medicineRequestsCallCentre, true)
    }
    await switchFlag(FLAGS.medicinesMaintenance, true)
    try {
      expect(redirectLocation(await get(localidad.loader, 'localidad', await signInAs(operator)))).toBe(home())
    } finally {
      await switchFlag(FLAGS.medicinesMaintenance, false)
    }
  })

  it('lets the call centre in, and keeps a later step behind its answers', async () => {
    expect(await get(documento.loader, 'documento?continuar', operatorCookie)).toMatchObject({ back: '/medicamentos/solicitudes', documento: '' })
    expect(redirectLocation(await get(envio.loader, 'envio', operatorCookie))).toBe('/medicamentos/nueva-solicitud/documento?continuar')
  })
})

describe('the progress bar (C57)', () => {
  type Page = { progress: Array<{ step: string; state: string }> }
  const steps = async (loader: Parameters<typeof get>[0], step: string, cookie: string) => ((await get(loader, step, cookie)) as Page).progress

  it('shows the five icons on the five steps they name only, `hora` lighting `envio`', async () => {
    const cookie = await withMedicine(await like('12345672'))
    const five = ['localidad', 'agregar-medicamentos', 'envio', 'pago', 'entrega']
    expect(await steps(documento.loader, 'documento?continuar', cookie)).toEqual([])
    expect((await steps(localidad.loader, 'localidad', cookie)).map((item) => item.step)).toEqual(five)
    await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')
    await answer(envio.action, 'envio', { formaEnvio: DOMICILIO, urgente: 'si' }, cookie, 'hora')
    expect((await steps(hora.loader, 'hora', cookie)).find((item) => item.state === 'current')?.step).toBe('envio')
    await answer(hora.action, 'hora', {}, cookie, 'pago')
    await answer(pago.action, 'pago', { formaPago: PAGO_EN_DOMICILIO }, cookie, 'entrega')
    await answer(entrega.action, 'entrega', { celular: '099123456', telefono: '', direccion: 'Av. Italia 1234', entreCalles: 'Larrañaga' }, cookie, 'confirmacion')
    expect(await steps(confirmacion.loader, 'confirmacion', cookie)).toEqual([])
  })
})

describe('documento (C58)', () => {
  it('refuses an unknown affiliate and a malformed document, keeping what was typed', async () => {
    const cookie = await signInAs(operator)
    const unknown = refused(await post(documento.action, 'documento', { intent: 'buscar', tipoDocumento: '1', documento: '11111111' }, cookie), 'documento')
    expect(unknown).toEqual({ message: copy.documento.invalidAffiliate, typed: expect.objectContaining({ documento: '11111111' }) })
    const malformed = refused(await post(documento.action, 'documento', { intent: 'continuar', tipoDocumento: '1', documento: '12ab' }, cookie), 'documento')
    expect(malformed.message).toBe(validation.invalidCi)
    // C85: a cédula's check digit is the portal's to check (12345672 is Ana's; 12345673 is no cédula), before any call.
    const wrongDigit = refused(await post(documento.action, 'documento', { intent: 'buscar', tipoDocumento: '1', documento: '12345673' }, cookie), 'documento')
    expect(wrongDigit).toEqual({ message: validation.invalidCi, typed: expect.objectContaining({ documento: '12345673' }) })
    const tooLong = refused(await post(documento.action, 'documento', { intent: 'buscar', tipoDocumento: '1', documento: '123456789' }, cookie), 'documento')
    expect(tooLong.message).toBe(validation.tooLongCi)
    // Another document has its own message, not the cédula's.
    const other = refused(await post(documento.action, 'documento', { intent: 'buscar', tipoDocumento: '2', documento: 'X'.repeat(21) }, cookie), 'documento')
    expect(other.message).toBe(copy.documento.otherDocumentInvalid)
  })

  it('blocks an affiliate with an active request, cancels it when confirmed, and then lets her through', async () => {
    const elena = await like('56789016')
    const cookie = await signInAs(operator)
    const fields = { tipoDocumento: '1', documento: elena.ci }
    // Continuar, as Buscar, stays on the step with her active request and its cancellation (C58).
    for (const intent of ['continuar', 'buscar']) {
      expect(redirectLocation(await post(documento.action, 'documento', { intent, ...fields }, cookie))).toBe(
        '/medicamentos/nueva-solicitud/documento?continuar',
      )
      expect(await get(documento.loader, 'documento?continuar', cookie)).toMatchObject({ found: { active: true, canCancel: true } })
      expect((await draftOf(cookie)).affiliate).toBeUndefined()
    }
    expect(refused(await post(documento.action, 'documento', { intent: 'cancelar' }, cookie), 'confirmar').message).toBe(
      copy.documento.cancelConfirmRequired,
    )
    expect(await get(documento.loader, 'documento?continuar', cookie)).toMatchObject({ cancelled: false })
    await post(documento.action, 'documento', { intent: 'cancelar', confirmar: 'si' }, cookie)
    // The page says the cancellation happened (its success banner), until another lookup.
    expect(await get(documento.loader, 'documento?continuar', cookie)).toMatchObject({
      cancelled: true,
      found: { active: false, name: expect.stringContaining('Elena') },
    })
    await post(documento.action, 'documento', { intent: 'buscar', ...fields }, cookie)
    expect(await get(documento.loader, 'documento?continuar', cookie)).toMatchObject({ cancelled: false })
    await answer(documento.action, 'documento', { intent: 'continuar', ...fields }, cookie, 'localidad')
  })

  it('refuses a sanctioned and an inhabilitado affiliate beside the document, keeping it, and lets Ana through (002 §6)', async () => {
    const [hugo, diego, ana] = await Promise.all([like('98765438'), like('45678905'), like('12345672')])
    const cookie = await signInAs(operator)
    const operatorApi = await upstreamAs(getRequest('/medicamentos', cookie))
    const enabled = await fetchEnabledAffiliate(operatorApi, { tipoDocumento: 1, documento: hugo.ci })
    const reason = enabled.kind === 'afiliado' ? enabled.afiliado.inhabilitado : null
    expect(reason).toEqual(expect.stringMatching(/\S/))
    for (const intent of ['buscar', 'continuar']) {
      const ask = (person: Persona) => post(documento.action, 'documento', { intent, tipoDocumento: '1', documento: person.ci }, cookie)
      const sanctioned = refused(await ask(diego), 'documento')
      expect(sanctioned).toEqual({ message: 'El usuario esta sancionado', typed: expect.objectContaining({ documento: diego.ci }) })
      const disabled = refused(await ask(hugo), 'documento')
      expect(disabled).toEqual({
        message: `No es posible realizar nuevas solicitudes de medicamentos. ${reason}`,
        typed: expect.objectContaining({ documento: hugo.ci }),
      })
    }
    const draft = await draftOf(cookie)
    expect(draft.lookup).toBeUndefined()
    expect(draft.affiliate).toBeUndefined()
    // Another document on the same page goes on.
    await post(documento.action, 'documento', { intent: 'buscar', tipoDocumento: '1', documento: ana.ci }, cookie)
    expect(await get(documento.loader, 'documento?continuar', cookie)).toMatchObject({ found: { active: false, name: expect.stringContaining('Ana') } })
    await answer(documento.action, 'documento', { intent: 'continuar', tipoDocumento: '1', documento: ana.ci }, cookie, 'localidad')
  })

  it('offers no cancellation for a package that cannot be cancelled', async () => {
    const federico = await like('67890127')
    const cookie = await signInAs(operator)
    await post(documento.action, 'documento', { intent: 'buscar', tipoDocumento: '1', documento: federico.ci }, cookie)
    expect(await get(documento.loader, 'documento?continuar', cookie)).toMatchObject({ found: { active: true, canCancel: false } })
    expect(refused(await post(documento.action, 'documento', { intent: 'cancelar', confirmar: 'si' }, cookie), 'confirmar').message).toBe(
      copy.documento.notCancellable,
    )
  })
})

describe('localidad and agregar-medicamentos (C59, C60, BR46)', () => {
  it('shows the generic error screen when a list fails to load, and the list once the API answers again (C86)', async () => {
    const cookie = await atLocalidad(await like('12345672'))
    await injectFault(sandboxUrl, { path: '/api/solicitud-medicamentos/localidad_entrega/', status: 500, times: 1 })
    try {
      expect(redirectLocation(await get(localidad.loader, 'localidad', cookie))).toBe('/medicamentos/nueva-solicitud/localidad?error=GENERIC_ERROR')
      expect(await get(localidad.loader, 'localidad?error=GENERIC_ERROR', cookie)).toMatchObject({ error: 'GENERIC_ERROR', here: '/medicamentos/nueva-solicitud/localidad' })
      expect(await get(localidad.loader, 'localidad', cookie)).toMatchObject({ error: null, locations: expect.arrayContaining([{ value: MONTEVIDEO, label: 'Montevideo' }]) })
    } finally {
      await clearFaults(sandboxUrl)
    }
  })

  it('shows the generic error screen when the medicine search fails, and the generic message when an action cannot reach the API (C86)', async () => {
    const cookie = await withMedicine(await like('12345672'))
    await injectFault(sandboxUrl, { path: '/api/solicitud-medicamentos/medicamentos/', status: 500, times: 1 })
    try {
      expect(redirectLocation(await get(medicamentos.loader, 'agregar-medicamentos?medicamento=enal', cookie))).toBe(
        '/medicamentos/nueva-solicitud/agregar-medicamentos?error=GENERIC_ERROR',
      )
    } finally {
      await clearFaults(sandboxUrl)
    }
    await injectFault(sandboxUrl, { path: '/api/solicitud-medicamentos/buscar_afiliado/', status: 502, body: '<html></html>', contentType: 'text/html' })
    try {
      const down = replyOf<FormReply>(await post(medicamentos.action, 'agregar-medicamentos', { intent: 'persona', tipoDocumento: '1', documento: '23456783' }, cookie))
      expect(down.init.status).toBe(503)
      expect(down.data.result.error?.['']).toEqual([copy.generic])
    } finally {
      await clearFaults(sandboxUrl)
    }
  })

  it('refuses a missing locality, and `Para mi` adds the holder', async () => {
    const ana = await like('12345672')
    const cookie = await atLocalidad(ana)
    expect(refused(await post(localidad.action, 'localidad', { intent: 'para-mi', localidad: '' }, cookie), 'localidad').message).toBe(
      copy.localidad.required,
    )
    await answer(localidad.action, 'localidad', { intent: 'para-mi', localidad: MONTEVIDEO }, cookie, 'agregar-medicamentos')
    expect(Object.keys((await draftOf(cookie)).groups ?? {})).toEqual([ana.ci])
  })

  it('asks C59’s question once Continuar saved the locality (without JavaScript: the page at `?pregunta`), and its answer goes on', async () => {
    const ana = await like('12345672')
    const cookie = await atLocalidad(ana)
    type Page = Awaited<ReturnType<typeof localidad.loader>>
    const page = async (step: string) => (await get(localidad.loader, step, cookie)) as Page
    // Not before a locality is saved: `?pregunta` typed is the form.
    expect((await page('localidad?pregunta')).asking).toBe(false)
    const none = await post(localidad.action, 'localidad?pregunta', { intent: 'continuar', localidad: '' }, cookie)
    expect(refused(none, 'localidad').message).toBe(copy.localidad.required)
    const form = renderRoutePage(localidad.default, await page('localidad?pregunta'), '/step', replyOf<FormReply>(none).data)
    expect(form).not.toContain(copy.localidad.question)

    const saved = await post(localidad.action, 'localidad?pregunta', { intent: 'continuar', localidad: MONTEVIDEO }, cookie)
    expect(redirectLocation(saved)).toBe('/medicamentos/nueva-solicitud/localidad?pregunta=')
    expect((await draftOf(cookie)).location?.id).toBe(Number(MONTEVIDEO))
    const asking = await page('localidad?pregunta')
    expect(asking.asking).toBe(true)
    const html = renderRoutePage(localidad.default, asking)
    expect(html).toContain(copy.localidad.question)
    expect(tags(html).filter((tag) => tag.attrs.name === 'intent').map((tag) => tag.attrs.value)).toEqual(['para-mi', 'para-otra'])
    expect(tags(html).find((tag) => tag.attrs.name === 'localidad')?.attrs.value).toBe(MONTEVIDEO)
    await answer(localidad.action, 'localidad', { intent: 'para-otra', localidad: MONTEVIDEO }, cookie, 'agregar-medicamentos')
  })

  it('refuses an unknown medicine, a quantity out of 1–20 and Continuar without medicines, keeping the input', async () => {
    const ana = await like('12345672')
    const cookie = await atLocalidad(ana)
    await answer(localidad.action, 'localidad', { intent: 'para-mi', localidad: MONTEVIDEO }, cookie, 'agregar-medicamentos')
    const add = (nombre: string, cantidad: string) =>
      post(medicamentos.action, 'agregar-medicamentos', { intent: 'agregar', persona: personToken(ana.ci), nombre, cantidad }, cookie)
    const unknown = refused(await add('Pócima mágica', '2'), 'nombre')
    expect(unknown).toEqual({ message: copy.medicamentos.medicineUnknown, typed: expect.objectContaining({ nombre: 'Pócima mágica', cantidad: '2' }) })
    expect(refused(await add(ENALAPRIL, '21'), 'cantidad').message).toBe(copy.medicamentos.quantityRequired)
    expect(refused(await post(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie), 'nombre').message).toBe(copy.medicamentos.noneYet)
  })

  it('adds, replaces and removes medicines per person, and adds another person by document', async () => {
    const ana = await like('12345672')
    const bruno = await like('23456783')
    const cookie = await withMedicine(ana)
    await post(medicamentos.action, 'agregar-medicamentos', { intent: 'agregar', persona: personToken(ana.ci), nombre: ENALAPRIL, cantidad: '5' }, cookie)
    expect(
      refused(await post(medicamentos.action, 'agregar-medicamentos', { intent: 'persona', tipoDocumento: '1', documento: '11111111' }, cookie), 'documento')
        .message,
    ).toBe(copy.documento.invalidAffiliate)
    await post(medicamentos.action, 'agregar-medicamentos', { intent: 'persona', tipoDocumento: '1', documento: bruno.ci }, cookie)
    await post(medicamentos.action, 'agregar-medicamentos', { intent: 'agregar', persona: personToken(bruno.ci), nombre: 'Losartán 50 mg comprimidos', cantidad: '1' }, cookie)
    await post(medicamentos.action, 'agregar-medicamentos', { intent: 'eliminar', persona: personToken(bruno.ci), nombre: 'Losartán 50 mg comprimidos' }, cookie)
    const page = (await get(medicamentos.loader, 'agregar-medicamentos', cookie)) as { groups: unknown; canContinue: boolean }
    expect(page.groups).toEqual([
      { token: personToken(ana.ci), name: expect.stringContaining('Ana'), medicines: [{ name: ENALAPRIL, quantity: 5 }] },
      { token: personToken(bruno.ci), name: expect.stringContaining('Bruno'), medicines: [] },
    ])
    expect(page.canContinue).toBe(true)
    // The search without JavaScript: the loader answers `?medicamento=` with E79's matches.
    expect(await get(medicamentos.loader, 'agregar-medicamentos?medicamento=enalapril%2010', cookie)).toMatchObject({
      matches: [{ value: ENALAPRIL, label: ENALAPRIL }],
    })
    await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')
  })

  it('names each Eliminar with the medicine and its person: two people’s same medicine are told apart', async () => {
    const ana = await like('12345672')
    const bruno = await like('23456783')
    const cookie = await withMedicine(ana)
    await post(medicamentos.action, 'agregar-medicamentos', { intent: 'persona', tipoDocumento: '1', documento: bruno.ci }, cookie)
    await post(medicamentos.action, 'agregar-medicamentos', { intent: 'agregar', persona: personToken(bruno.ci), nombre: ENALAPRIL, cantidad: '1' }, cookie)
    const page = (await get(medicamentos.loader, 'agregar-medicamentos', cookie)) as { groups: Array<{ name: string }> }
    const [anaName, brunoName] = page.groups.map((group) => group.name)
    const html = renderRoutePage(medicamentos.default, page)
    // A button's accessible name: its text, the visually hidden part included (no aria-label overrides it).
    const removes = [...html.matchAll(/<button([^>]*value="eliminar"[^>]*)>(.*?)<\/button>/g)]
    expect(removes.map(([, attrs]) => attrs)).not.toContainEqual(expect.stringContaining('aria-label'))
    expect(removes.map(([, , content]) => content!.replace(/<[^>]+>/g, ''))).toEqual([
      `${copy.medicamentos.remove} ${ENALAPRIL} de ${anaName}`,
      `${copy.medicamentos.remove} ${ENALAPRIL} de ${brunoName}`,
    ])
    expect(anaName).not.toBe(brunoName)
  })

  it('refuses a sanctioned or inhabilitado person added as another one, and adds Ana (002 §6)', async () => {
    const [hugo, diego, ana] = await Promise.all([like('98765438'), like('45678905'), like('12345672')])
    const holder = await like('23456783')
    const cookie = await atLocalidad(holder)
    await answer(localidad.action, 'localidad', { intent: 'para-mi', localidad: MONTEVIDEO }, cookie, 'agregar-medicamentos')
    const add = (person: Persona) =>
      post(medicamentos.action, 'agregar-medicamentos', { intent: 'persona', tipoDocumento: '1', documento: person.ci }, cookie)
    const sanctioned = refused(await add(diego), 'documento')
    expect(sanctioned).toEqual({ message: copy.documento.sanctioned, typed: expect.objectContaining({ documento: diego.ci }) })
    const disabled = refused(await add(hugo), 'documento')
    expect(disabled.message).toMatch(/^No es posible realizar nuevas solicitudes de medicamentos\. \S/)
    expect(disabled.typed).toEqual(expect.objectContaining({ documento: hugo.ci }))
    expect(redirectLocation(await add(ana))).toBe('/medicamentos/nueva-solicitud/agregar-medicamentos')
    expect(Object.keys((await draftOf(cookie)).groups ?? {}).sort()).toEqual([holder.ci, ana.ci].sort())
  })

  it('adds any name the search offers, with "/", "," or "+" in it (E79 finds a name it offers by that name)', async () => {
    const ana = await like('12345672')
    const cookie = await atLocalidad(ana)
    await answer(localidad.action, 'localidad', { intent: 'para-mi', localidad: MONTEVIDEO }, cookie, 'agregar-medicamentos')
    const chosen = [
      ['ibu', 'Ibuprofeno 100 mg/5 ml suspensión oral'],
      ['parac', 'Paracetamol 120 mg/5 ml jarabe'],
      ['alpraz', 'Alprazolam 0,5 mg comprimidos'],
      ['clavul', 'Amoxicilina + ácido clavulánico 875/125 mg comprimidos'],
    ] as const
    type Page = { matches: Array<{ value: string }>; groups: Array<{ medicines: Array<{ name: string }> }> }
    for (const [search, nombre] of chosen) {
      // The name as the search offers it, then sent back as the form sends it.
      const offered = (await get(medicamentos.loader, `agregar-medicamentos?medicamento=${search}`, cookie)) as Page
      expect(offered.matches.map((match) => match.value)).toContain(nombre)
      const added = await post(medicamentos.action, 'agregar-medicamentos', { intent: 'agregar', persona: personToken(ana.ci), nombre, cantidad: '1' }, cookie)
      expect(redirectLocation(added)).toBe('/medicamentos/nueva-solicitud/agregar-medicamentos')
    }
    const page = (await get(medicamentos.loader, 'agregar-medicamentos', cookie)) as Page
    expect(page.groups[0]?.medicines.map((medicine) => medicine.name)).toEqual(chosen.map(([, nombre]) => nombre))
  })

  describe('no document number in an address: the page names a person by her token', () => {
    type Page = Awaited<ReturnType<typeof medicamentos.loader>>
    /** The options of the page's select named `name`. */
    function optionsOf(html: string, name: string) {
      const select = html.slice(html.search(new RegExp(`<select[^>]*name="${name}"`)))
      const options = select.slice(0, select.indexOf('</select>')).matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)</g)
      return [...options].map(([, value, label]) => ({ value: value!, label: label! }))
    }
    /** Every attribute of the page that holds `text`: an option's value, a hidden field, a form's or a link's address… */
    const attributesWith = (html: string, text: string) => tags(html).flatMap((tag) => Object.values(tag.attrs).filter((value) => value.includes(text)))
    /** Ana, holder, with a medicine; Bruno added after her. */
    async function anaAndBruno() {
      const [ana, bruno] = await Promise.all([like('12345672'), like('23456783')])
      const cookie = await withMedicine(ana)
      await post(medicamentos.action, 'agregar-medicamentos', { intent: 'persona', tipoDocumento: '1', documento: bruno.ci }, cookie)
      return { ana, bruno, cookie }
    }

    it('in the person select, the search’s GET without JavaScript and the redirect after an add, which adds for the one chosen', async () => {
      const { ana, bruno, cookie } = await anaAndBruno()
      const html = renderRoutePage(medicamentos.default, (await get(medicamentos.loader, 'agregar-medicamentos', cookie)) as Page)
      const people = optionsOf(html, 'persona')
      expect(people.map(({ label }) => label)).toEqual([expect.stringContaining('Ana'), expect.stringContaining('Bruno')])
      expect(people.map(({ value }) => value)).toEqual([personToken(ana.ci), personToken(bruno.ci)])
      // Nowhere in the page's markup either: the removals' hidden fields, the sections' ids.
      for (const ci of [ana.ci, bruno.ci]) expect(attributesWith(html, ci)).toEqual([])

      // Buscar without JavaScript: the add form's fields, Bruno chosen, as the GET's query of the form's address.
      const form = tags(html).find((tag) => tag.name === 'form' && tag.attrs.id === 'medicamento')!
      const searched = `${form.attrs.action}?${new URLSearchParams({ persona: people[1]!.value, medicamento: 'enalapril 10', cantidad: '3' })}`
      const page = (await call(medicamentos.loader, getRequest(searched, cookie))) as Page
      expect(page.selected.persona).toBe(personToken(bruno.ci))
      // Added to the address the page gives, then sent on to the page anew with only the person.
      const fields = { intent: 'agregar', persona: page.selected.persona, medicamento: 'enalapril 10', nombre: ENALAPRIL, cantidad: '3' }
      const added = redirectLocation(await call(medicamentos.action, formRequest(new URL(page.addTo, url('')).toString(), fields, { cookie })))!
      const anew = redirectLocation(await call(medicamentos.loader, getRequest(added, cookie)))!
      expect(anew).toBe(`/medicamentos/nueva-solicitud/agregar-medicamentos?persona=${personToken(bruno.ci)}`)
      for (const address of [searched, page.addTo, added, anew]) {
        for (const ci of [ana.ci, bruno.ci]) expect(address).not.toContain(ci)
      }
      const groups = (await draftOf(cookie)).groups ?? {}
      expect([groups[ana.ci]?.medicines, groups[bruno.ci]?.medicines]).toEqual([{ [ENALAPRIL]: 2 }, { [ENALAPRIL]: 3 }])
    })

    it('a made-up token or a document number names nobody: the last person is chosen, an add is refused, a removal removes nothing', async () => {
      const { ana, bruno, cookie } = await anaAndBruno()
      const chosen = async (persona: string) =>
        ((await get(medicamentos.loader, `agregar-medicamentos?${new URLSearchParams({ persona })}`, cookie)) as Page).selected.persona
      expect(await chosen(personToken(ana.ci))).toBe(personToken(ana.ci))
      for (const stranger of ['AAAAAAAAAAAAAAAA', ana.ci, personToken('11111111')]) {
        expect(await chosen(stranger)).toBe(personToken(bruno.ci))
        const add = await post(medicamentos.action, 'agregar-medicamentos', { intent: 'agregar', persona: stranger, nombre: ENALAPRIL, cantidad: '4' }, cookie)
        expect(refused(add, 'persona').message).toBe(copy.medicamentos.personUnknown)
        await post(medicamentos.action, 'agregar-medicamentos', { intent: 'eliminar', persona: stranger, nombre: ENALAPRIL }, cookie)
        // An address from before, with her document, is not carried on by the redirect after an add.
        const after = await get(medicamentos.loader, `agregar-medicamentos?${new URLSearchParams({ persona: stranger, agregado: '' })}`, cookie)
        expect(redirectLocation(after)).toBe('/medicamentos/nueva-solicitud/agregar-medicamentos')
      }
      expect((await draftOf(cookie)).groups?.[ana.ci]?.medicines).toEqual({ [ENALAPRIL]: 2 })
      // Her token removes it.
      await post(medicamentos.action, 'agregar-medicamentos', { intent: 'eliminar', persona: personToken(ana.ci), nombre: ENALAPRIL }, cookie)
      expect((await draftOf(cookie)).groups?.[ana.ci]?.medicines).toEqual({})
    })
  })
})

describe('envio to confirmacion (C61–C66)', () => {
  it('names the shipping methods as flow B does (BR61), not by the API\'s codes, and files a medicine with "/" in its name', async () => {
    const ana = await like('12345672')
    const cookie = await atLocalidad(ana)
    await answer(localidad.action, 'localidad', { intent: 'para-mi', localidad: MONTEVIDEO }, cookie, 'agregar-medicamentos')
    const jarabe = 'Paracetamol 120 mg/5 ml jarabe'
    const added = await post(medicamentos.action, 'agregar-medicamentos', { intent: 'agregar', persona: personToken(ana.ci), nombre: jarabe, cantidad: '3' }, cookie)
    expect(redirectLocation(added)).toBe('/medicamentos/nueva-solicitud/agregar-medicamentos')
    await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')

    expect(await get(envio.loader, 'envio', cookie)).toMatchObject({
      methods: [
        { value: PRESENCIAL, label: 'Retiro en sucursal', hint: 'Montevideo' },
        { value: DOMICILIO, label: 'Envío a domicilio', hint: 'Dirección a seleccionar' },
      ],
      offersHomeDelivery: true,
    })
    await answer(envio.action, 'envio', { formaEnvio: DOMICILIO }, cookie, 'pago')
    await answer(pago.action, 'pago', { formaPago: PAGO_EN_DOMICILIO }, cookie, 'entrega')
    await answer(entrega.action, 'entrega', { celular: '099123456', telefono: '', direccion: 'Av. Italia 1234', entreCalles: 'Larrañaga' }, cookie, 'confirmacion')
    const { rows } = (await get(confirmacion.loader, 'confirmacion', cookie)) as { rows: Array<{ key: string; value: string }> }
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: copy.confirmacion.rows.shipping, value: 'Envío a domicilio' }),
        expect.objectContaining({ key: copy.confirmacion.rows.medicines(`${ana.nombre} ${ana.apellido}`), value: `${jarabe} (3)` }),
      ]),
    )
    // Pick-up is named too.
    await answer(envio.action, 'envio', { formaEnvio: PRESENCIAL }, cookie, 'pago')
    await answer(pago.action, 'pago', { formaPago: '1' }, cookie, 'entrega')
    await answer(entrega.action, 'entrega', { celular: '099123456', telefono: '', direccion: '', entreCalles: '' }, cookie, 'confirmacion')
    const pickUp = (await get(confirmacion.loader, 'confirmacion', cookie)) as { rows: Array<{ key: string; value: string }> }
    expect(pickUp.rows).toEqual(expect.arrayContaining([expect.objectContaining({ key: copy.confirmacion.rows.shipping, value: 'Retiro en sucursal' })]))

    expect(redirectLocation(await post(confirmacion.action, 'confirmacion', {}, cookie))).toBe('/medicamentos/nueva-solicitud/solicitud-finalizada')
    const anaApi = await upstreamAs(getRequest('/medicamentos', await signInAs(ana)))
    const [filed] = await fetchRequestHistory(anaApi, historyRange(await sandboxNow(sandboxUrl)))
    expect(filed?.MedicamentosSolicitados).toEqual([{ FarmacoSolicitado: `${jarabe} - Unidades: 3` }])
  })

  it('refuses each step’s bad input, then files one request however many times Solicitar is pressed', async () => {
    const ana = await like('12345672')
    const cookie = await withMedicine(ana)
    await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')

    expect(refused(await post(envio.action, 'envio', {}, cookie), 'formaEnvio').message).toBe(copy.envio.methodRequired)
    // BR47: urgent is home delivery's; ticked with pick-up it is refused, the choices kept, nothing saved.
    const urgentPickUp = refused(await post(envio.action, 'envio', { formaEnvio: PRESENCIAL, urgente: 'si' }, cookie), 'urgente')
    expect(urgentPickUp).toEqual({
      message: copy.envio.urgentPickUp,
      typed: expect.objectContaining({ formaEnvio: PRESENCIAL, urgente: 'si' }),
    })
    expect((await draftOf(cookie)).shippingMethod).toBeUndefined()
    // Pick-up, then home delivery: the payment chosen for pick-up is cleared (BR47).
    await answer(envio.action, 'envio', { formaEnvio: PRESENCIAL }, cookie, 'pago')
    await answer(pago.action, 'pago', { formaPago: '0' }, cookie, 'entrega')
    await answer(envio.action, 'envio', { formaEnvio: DOMICILIO, urgente: 'si' }, cookie, 'hora')
    expect((await draftOf(cookie)).paymentMethod).toBeUndefined()
    expect(await get(hora.loader, 'hora', cookie)).toMatchObject({ back: '/medicamentos/nueva-solicitud/envio?continuar', window: { PermiteUrgente: true } })
    await answer(hora.action, 'hora', {}, cookie, 'pago')
    // The engine's back links (C57, A27): `pago` goes back to `hora` on the urgent path.
    expect(await get(pago.loader, 'pago', cookie)).toMatchObject({ back: '/medicamentos/nueva-solicitud/hora?continuar' })
    // Autogestión is pick-up's, not home delivery's (E82).
    expect(refused(await post(pago.action, 'pago', { formaPago: '0' }, cookie), 'formaPago').message).toBe(copy.pago.required)
    await answer(pago.action, 'pago', { formaPago: PAGO_EN_DOMICILIO }, cookie, 'entrega')

    const missing = refused(await post(entrega.action, 'entrega', { celular: '09a', telefono: '', direccion: 'Av. Italia 1234', entreCalles: '' }, cookie), 'celular')
    expect(missing).toEqual({ message: copy.entrega.numeric.celular, typed: expect.objectContaining({ direccion: 'Av. Italia 1234' }) })
    // BR50: a mobile of Uruguay, 09 and seven digits; the other fields' problems are told with it.
    for (const celular of ['0', '0'.repeat(21), '099 123 4567', '29001234']) {
      const fields = { celular, telefono: '', direccion: 'Av. Italia 1234', entreCalles: '' }
      const reply = replyOf<FormReply>(await post(entrega.action, 'entrega', fields, cookie))
      expect(reply.init.status).toBe(400)
      expect(reply.data.result.error).toMatchObject({ celular: [copy.entrega.mobileInvalid], entreCalles: [copy.entrega.required.entreCalles] })
      expect(reply.data.result.initialValue).toEqual(expect.objectContaining({ celular }))
    }
    await answer(entrega.action, 'entrega', { celular: '099 123 456', telefono: '', direccion: 'Av. Italia 1234', entreCalles: 'Larrañaga y Comercio' }, cookie, 'confirmacion')
    expect(await get(confirmacion.loader, 'confirmacion', cookie)).toMatchObject({
      rows: expect.arrayContaining([{ key: copy.confirmacion.rows.mobile, value: '099123456', action: { to: '/medicamentos/nueva-solicitud/entrega?cambiar', label: 'Cambiar' } }]),
    })

    const anaApi = await upstreamAs(getRequest('/medicamentos', await signInAs(ana)))
    const history = async () => fetchRequestHistory(anaApi, historyRange(await sandboxNow(sandboxUrl)))
    const before = (await history()).length
    const pressed = await Promise.all([1, 2, 3].map(() => post(confirmacion.action, 'confirmacion', {}, cookie)))
    for (const response of pressed) expect(redirectLocation(response)).toBe('/medicamentos/nueva-solicitud/solicitud-finalizada')
    const result = (await get(finalizada.loader, 'solicitud-finalizada', cookie)) as { mensaje: string; code: string }
    expect(result.code).toMatch(/^\S+$/)
    expect(result.mensaje.endsWith(`${result.code}.`)).toBe(true)

    // One request more in Ana's history (E80 is the member's own), with her medicine as BR49 writes it.
    const after = await history()
    expect(after).toHaveLength(before + 1)
    expect(after[0]?.MedicamentosSolicitados).toEqual([{ FarmacoSolicitado: `${ENALAPRIL} - Unidades: 2` }])
  })

  it('refuses a payment method E82 does not offer and a home delivery without its address', async () => {
    const ana = await like('12345672')
    const cookie = await withMedicine(ana)
    await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')
    await answer(envio.action, 'envio', { formaEnvio: DOMICILIO }, cookie, 'pago')
    await answer(pago.action, 'pago', { formaPago: RED_PAGOS }, cookie, 'entrega')
    const reply = replyOf<FormReply>(await post(entrega.action, 'entrega', { celular: '', telefono: '', direccion: '', entreCalles: '' }, cookie))
    expect(reply.init.status).toBe(400)
    expect(reply.data.result.error).toMatchObject({
      celular: [copy.entrega.required.celular],
      direccion: [copy.entrega.required.direccion],
      entreCalles: [copy.entrega.required.entreCalles],
    })
  })

  it('lists the delivery’s problems in the summary in the order of the form: mobile, landline, address (GOV.UK)', async () => {
    const cookie = await withMedicine(await like('12345672'))
    await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')
    await answer(envio.action, 'envio', { formaEnvio: DOMICILIO }, cookie, 'pago')
    await answer(pago.action, 'pago', { formaPago: RED_PAGOS }, cookie, 'entrega')
    const page = await get(entrega.loader, 'entrega', cookie)
    const fields = { celular: '09a', telefono: 'xx', direccion: '', entreCalles: 'Larrañaga' }
    const reply = replyOf<FormReply>(await post(entrega.action, 'entrega', fields, cookie))
    expect(reply.init.status).toBe(400)
    // conform's reply has them by name (direccion before telefono); the page has them as it asks them.
    const html = renderRoutePage(entrega.default, page, '/step', reply.data)
    expect(summaryOf(html).links).toEqual(['entrega-celular', 'entrega-telefono', 'entrega-direccion'])
  })

  it('shows the finish’s refusal when the holder got an active request meanwhile, keeping the answers', async () => {
    const ana = await like('12345672')
    /** A session at the confirmation: pick-up, Abitab, a mobile. */
    const atConfirmacion = async () => {
      const cookie = await withMedicine(ana)
      await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')
      await answer(envio.action, 'envio', { formaEnvio: PRESENCIAL }, cookie, 'pago')
      await answer(pago.action, 'pago', { formaPago: '1' }, cookie, 'entrega')
      await answer(entrega.action, 'entrega', { celular: '099123456', telefono: '', direccion: '', entreCalles: '' }, cookie, 'confirmacion')
      return cookie
    }
    const first = await atConfirmacion()
    const second = await atConfirmacion()
    expect(redirectLocation(await post(confirmacion.action, 'confirmacion', {}, first))).toBe('/medicamentos/nueva-solicitud/solicitud-finalizada')
    const keyBefore = (await draftOf(second)).attempts?.solicitud?.key
    expect(keyBefore).toEqual(expect.any(String))
    const reply = replyOf<{ message: string }>(await post(confirmacion.action, 'confirmacion', {}, second))
    expect(reply).toMatchObject({ init: { status: 400 }, data: { message: copy.documento.activeRequest } })
    expect((await draftOf(second)).delivery?.celular).toBe('099123456')
    // Nothing was filed: the next Solicitar is a new call (a new key), not a replay of the refusal.
    expect((await draftOf(second)).attempts?.solicitud?.key).not.toBe(keyBefore)
  })

  it('shows the staff shipping type chosen on the confirmation, and no such row for others (C65, BR73)', async () => {
    const atConfirmacion = async (holder: Persona, envioFields: Record<string, string>) => {
      const cookie = await withMedicine(holder)
      await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')
      await answer(envio.action, 'envio', envioFields, cookie, 'pago')
      await answer(pago.action, 'pago', { formaPago: '1' }, cookie, 'entrega')
      await answer(entrega.action, 'entrega', { celular: '099123456', telefono: '', direccion: '', entreCalles: '' }, cookie, 'confirmacion')
      return ((await get(confirmacion.loader, 'confirmacion', cookie)) as { rows: Array<{ key: string; value: string }> }).rows
    }
    const staff = await like('34567894')
    const types = ((await get(envio.loader, 'envio', await withMedicine(staff).then(async (cookie) => {
      await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')
      return cookie
    }))) as { types: Array<{ value: string; label: string }> }).types
    const chosen = types[0]
    expect(chosen).toBeDefined()
    const staffRows = await atConfirmacion(staff, { formaEnvio: PRESENCIAL, tipoEnvio: chosen?.value ?? '' })
    expect(staffRows).toEqual(expect.arrayContaining([expect.objectContaining({ key: copy.confirmacion.rows.shippingType, value: chosen?.label })]))
    const memberRows = await atConfirmacion(await like('12345672'), { formaEnvio: PRESENCIAL })
    expect(memberRows.map((row) => row.key)).not.toContain(copy.confirmacion.rows.shippingType)
  })

  it('shows E83’s StatusOk false as a refusal with its Mensaje, keeping the answers, and files once the answers change (C65)', async () => {
    const inHours = await sandboxNow(sandboxUrl)
    const cookie = await withMedicine(await like('12345672'))
    await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')
    await answer(envio.action, 'envio', { formaEnvio: DOMICILIO, urgente: 'si' }, cookie, 'hora')
    await answer(hora.action, 'hora', {}, cookie, 'pago')
    await answer(pago.action, 'pago', { formaPago: PAGO_EN_DOMICILIO }, cookie, 'entrega')
    const delivery = { celular: '099123456', telefono: '', direccion: 'Av. Italia 1234', entreCalles: 'Larrañaga' }
    await answer(entrega.action, 'entrega', delivery, cookie, 'confirmacion')
    // The confirmation left open until 07:00, before E81's hours: the API answers StatusOk false.
    await fixClock(sandboxUrl, new Date(inHours.getTime() - 3 * 60 * 60 * 1000))
    try {
      const reply = replyOf<{ message: string }>(await post(confirmacion.action, 'confirmacion', {}, cookie))
      expect(reply).toMatchObject({ init: { status: 400 }, data: { message: expect.stringContaining('solicitudes urgentes') } })
      const kept = await draftOf(cookie)
      expect(kept.delivery?.celular).toBe('099123456')
      expect(kept.attempts?.solicitud?.outcome).toBeUndefined()
      expect(redirectLocation(await get(finalizada.loader, 'solicitud-finalizada', cookie))).not.toBe(null)
      // Not urgent any more: a new request, filed.
      await answer(envio.action, 'envio', { formaEnvio: DOMICILIO }, cookie, 'pago')
      await answer(pago.action, 'pago', { formaPago: PAGO_EN_DOMICILIO }, cookie, 'entrega')
      await answer(entrega.action, 'entrega', delivery, cookie, 'confirmacion')
      expect(redirectLocation(await post(confirmacion.action, 'confirmacion', {}, cookie))).toBe('/medicamentos/nueva-solicitud/solicitud-finalizada')
    } finally {
      await fixClock(sandboxUrl, inHours)
    }
  })

  it('offers the staff shipping types only when the holder is staff (BR73)', async () => {
    const atEnvio = async (holder: Persona) => {
      const cookie = await withMedicine(holder)
      await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')
      return (await get(envio.loader, 'envio', cookie)) as { types: unknown[] }
    }
    expect((await atEnvio(await like('34567894'))).types.length).toBeGreaterThan(0)
    expect((await atEnvio(await like('12345672'))).types).toEqual([])
  })
})

describe('the pages after an answer, without JavaScript (C58, C60, C64)', () => {
  type DocumentoPage = Awaited<ReturnType<typeof documento.loader>>
  type MedicamentosPage = Awaited<ReturnType<typeof medicamentos.loader>>

  it('documento: a document sent empty is shown empty with its message, not the saved one; the field takes any type’s length', async () => {
    const ana = await like('12345672')
    const cookie = await signInAs(operator)
    await post(documento.action, 'documento', { intent: 'buscar', tipoDocumento: '1', documento: ana.ci }, cookie)
    const page = (await get(documento.loader, 'documento?continuar', cookie)) as DocumentoPage
    expect(page.documento).toBe(ana.ci)
    const fresh = renderRoutePage(documento.default, page)
    expect(valueOf(fresh, 'documento-documento')).toBe(ana.ci)
    // Without JavaScript the type is not known to the field: it takes the longest document (C58's other, 20).
    expect(byId(fresh, 'documento-documento').attrs.maxlength).toBe('20')
    expect(fresh).toContain(copy.documento.documentHint)

    const sent = await post(documento.action, 'documento', { intent: 'continuar', tipoDocumento: '1', documento: '' }, cookie)
    expect(refused(sent, 'documento').message).toBe(copy.documento.documentRequired)
    const html = renderRoutePage(documento.default, page, '/step', replyOf<FormReply>(sent).data)
    expect(valueOf(html, 'documento-documento')).toBe('')
    expect(html).toContain(copy.documento.documentRequired)
    // Nor is the saved lookup's affiliate shown beside a document that is not hers.
    expect(html).not.toContain(copy.documento.affiliate(page.found?.name ?? ''))
  })

  it('documento: Continuar on an active request says so in the error summary, leading to its cancellation or the document', async () => {
    const [federico, elena] = await Promise.all([like('67890127'), like('56789016')])
    const cookie = await signInAs(operator)
    const stopped = async (person: Persona) => {
      const fields = { tipoDocumento: '1', documento: person.ci }
      expect(redirectLocation(await post(documento.action, 'documento', { intent: 'continuar', ...fields }, cookie))).toBe(
        '/medicamentos/nueva-solicitud/documento?continuar',
      )
      return (await get(documento.loader, 'documento?continuar', cookie)) as DocumentoPage
    }
    const notCancellable = await stopped(federico)
    expect(notCancellable.blockedAt).toEqual(expect.any(Number))
    const html = renderRoutePage(documento.default, notCancellable)
    const summary = summaryOf(html)
    expect(summary.links).toEqual(['documento-documento'])
    expect(html.slice(summary.at)).toContain(copy.documento.activeRequest)
    expect(summary.at).toBeLessThan(html.indexOf('<form'))
    // An error page, though a redirect's: its title says so.
    const meta = documento.meta({ data: notCancellable, matches: [] } as unknown as Parameters<typeof documento.meta>[0])
    expect(meta).toEqual([{ title: expect.stringMatching(new RegExp(`^${ui.errorTitlePrefix}`)) }])

    // Each press says it again (the summary takes the focus again with JavaScript: its key changes).
    const again = await stopped(federico)
    expect(again.blockedAt).toBeGreaterThanOrEqual(notCancellable.blockedAt ?? 0)
    expect(summaryOf(renderRoutePage(documento.default, await stopped(elena))).links).toEqual(['cancelar-confirmar'])

    // Buscar is another lookup: nothing was refused yet.
    await post(documento.action, 'documento', { intent: 'buscar', tipoDocumento: '1', documento: elena.ci }, cookie)
    const looked = (await get(documento.loader, 'documento?continuar', cookie)) as DocumentoPage
    expect(looked.blockedAt).toBeUndefined()
    expect(summaryOf(renderRoutePage(documento.default, looked)).at).toBe(-1)
    expect(documento.meta({ data: looked, matches: [] } as unknown as Parameters<typeof documento.meta>[0])).toEqual([
      { title: expect.not.stringMatching(new RegExp(`^${ui.errorTitlePrefix}`)) },
    ])
  })

  it('documento: the cancellation sent unconfirmed is told in the error summary, leading to its checkbox', async () => {
    const elena = await like('56789016')
    const cookie = await signInAs(operator)
    await post(documento.action, 'documento', { intent: 'buscar', tipoDocumento: '1', documento: elena.ci }, cookie)
    const page = (await get(documento.loader, 'documento?continuar', cookie)) as DocumentoPage
    const sent = await post(documento.action, 'documento', { intent: 'cancelar' }, cookie)
    expect(refused(sent, 'confirmar').message).toBe(copy.documento.cancelConfirmRequired)
    const html = renderRoutePage(documento.default, page, '/step', replyOf<FormReply>(sent).data)
    const summary = summaryOf(html)
    expect(summary.links).toEqual(['cancelar-confirmar'])
    expect(summary.at).toBeLessThan(html.indexOf('<form'))
    expect(html.slice(summary.at)).toContain(copy.documento.cancelConfirmRequired)
  })

  it('localidad: a locality sent empty is shown unchosen with its message, not the saved one', async () => {
    const ana = await like('12345672')
    const cookie = await atLocalidad(ana)
    await answer(localidad.action, 'localidad', { intent: 'para-mi', localidad: MONTEVIDEO }, cookie, 'agregar-medicamentos')
    const page = await get(localidad.loader, 'localidad', cookie)
    expect(selectedOptions(renderRoutePage(localidad.default, page))).toEqual([MONTEVIDEO])
    const sent = await post(localidad.action, 'localidad', { intent: 'para-mi', localidad: '' }, cookie)
    expect(refused(sent, 'localidad').message).toBe(copy.localidad.required)
    const html = renderRoutePage(localidad.default, page, '/step', replyOf<FormReply>(sent).data)
    expect(selectedOptions(html)).toEqual([''])
    expect(html).toContain(copy.localidad.required)
  })

  it('entrega: a required field cleared is shown empty beside its message, not filled again with the holder’s value', async () => {
    const cookie = await withMedicine(await like('12345672'))
    await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')
    await answer(envio.action, 'envio', { formaEnvio: DOMICILIO }, cookie, 'pago')
    await answer(pago.action, 'pago', { formaPago: PAGO_EN_DOMICILIO }, cookie, 'entrega')
    const page = (await get(entrega.loader, 'entrega', cookie)) as Awaited<ReturnType<typeof entrega.loader>>
    expect(page.values.celular).not.toBe('')
    expect(page.values.direccion).not.toBe('')
    const fresh = renderRoutePage(entrega.default, page)
    expect(valueOf(fresh, 'entrega-celular')).toBe(page.values.celular)

    const sent = await post(entrega.action, 'entrega', { celular: '', telefono: '', direccion: '', entreCalles: 'Larrañaga' }, cookie)
    expect(refused(sent, 'celular').message).toBe(copy.entrega.required.celular)
    const html = renderRoutePage(entrega.default, page, '/step', replyOf<FormReply>(sent).data)
    expect(valueOf(html, 'entrega-celular')).toBe('')
    expect(valueOf(html, 'entrega-direccion')).toBe('')
    expect(valueOf(html, 'entrega-entreCalles')).toBe('Larrañaga')
    expect(html).toContain(copy.entrega.required.celular)
    expect(html).toContain(copy.entrega.required.direccion)
  })

  it('envio: an urgency unticked and sent with a refused choice stays unticked, not ticked again as saved', async () => {
    const staff = await like('34567894')
    const cookie = await withMedicine(staff)
    await answer(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie, 'envio')
    await answer(envio.action, 'envio', { formaEnvio: DOMICILIO, urgente: 'si' }, cookie, 'hora')
    const page = await get(envio.loader, 'envio', cookie)
    expect(byId(renderRoutePage(envio.default, page), 'envio-urgente').attrs).toHaveProperty('checked')
    const sent = await post(envio.action, 'envio', { formaEnvio: DOMICILIO, tipoEnvio: '999' }, cookie)
    expect(refused(sent, 'tipoEnvio').message).toBe(copy.envio.typeUnknown)
    const html = renderRoutePage(envio.default, page, '/step', replyOf<FormReply>(sent).data)
    expect(byId(html, 'envio-urgente').attrs).not.toHaveProperty('checked')
  })

  it('agregar-medicamentos: Continuar without a medicine is told in the step’s error summary, leading to the medicine', async () => {
    const ana = await like('12345672')
    const cookie = await atLocalidad(ana)
    await answer(localidad.action, 'localidad', { intent: 'para-mi', localidad: MONTEVIDEO }, cookie, 'agregar-medicamentos')
    const page = await get(medicamentos.loader, 'agregar-medicamentos', cookie)
    const sent = await post(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, cookie)
    expect(refused(sent, 'nombre').message).toBe(copy.medicamentos.noneYet)
    const html = renderRoutePage(medicamentos.default, page, '/step', replyOf<FormReply>(sent).data)
    const summary = summaryOf(html)
    expect(summary.links).toEqual(['medicamento-nombre'])
    expect(html.slice(summary.at)).toContain(copy.medicamentos.noneYet)
    // Under the title, before every form of the step; and beside the medicine.
    expect(summary.at).toBeLessThan(html.indexOf('<form'))
    expect(byId(html, 'medicamento-nombre-error')).toBeDefined()
    expect(html.match(/class="error-summary"/g)).toHaveLength(1)

    // Before anyone is added (`Para otra persona`), it leads to the other person's document.
    const alone = await atLocalidad(ana)
    await answer(localidad.action, 'localidad', { intent: 'para-otra', localidad: MONTEVIDEO }, alone, 'agregar-medicamentos')
    const empty = await get(medicamentos.loader, 'agregar-medicamentos', alone)
    const none = await post(medicamentos.action, 'agregar-medicamentos', { intent: 'continuar' }, alone)
    expect(refused(none, 'documento').message).toBe(copy.medicamentos.noPerson)
    const emptyHtml = renderRoutePage(medicamentos.default, empty, '/step', replyOf<FormReply>(none).data)
    expect(summaryOf(emptyHtml).links).toEqual(['persona-documento'])
    expect(byId(emptyHtml, 'persona-documento-error')).toBeDefined()
  })

  it('agregar-medicamentos: after an add the next medicine starts anew (no search, quantity 1), the person kept', async () => {
    const ana = await like('12345672')
    const bruno = await like('23456783')
    const cookie = await withMedicine(ana)
    await post(medicamentos.action, 'agregar-medicamentos', { intent: 'persona', tipoDocumento: '1', documento: bruno.ci }, cookie)
    // The search without JavaScript: a GET of the page carrying the form's fields.
    const searched = `agregar-medicamentos?${new URLSearchParams({ persona: personToken(bruno.ci), medicamento: 'enalapril 10', cantidad: '3' })}`
    const page = (await get(medicamentos.loader, searched, cookie)) as MedicamentosPage
    expect(page).toMatchObject({ query: 'enalapril 10', selected: { persona: personToken(bruno.ci), cantidad: '3' } })
    const addTo = new URL(page.addTo, url('')).toString()
    expect(new URL(addTo).searchParams.has('agregado')).toBe(true)

    // A refused add (no medicine chosen): its page, a POST's, keeps the search and its matches.
    const refusedAdd = await call(medicamentos.action, formRequest(addTo, { intent: 'agregar', persona: personToken(bruno.ci), medicamento: 'enalapril 10', cantidad: '3' }, { cookie }))
    expect(refused(refusedAdd, 'nombre').message).toBe(copy.medicamentos.medicineRequired)
    expect(await call(medicamentos.loader, formRequest(addTo, {}, { cookie }))).toMatchObject({ query: 'enalapril 10', matches: [{ value: ENALAPRIL }] })

    // Added: the redirect keeps the address posted to, which leads to the page anew with only the person.
    const added = await call(medicamentos.action, formRequest(addTo, { intent: 'agregar', persona: personToken(bruno.ci), medicamento: 'enalapril 10', nombre: ENALAPRIL, cantidad: '3' }, { cookie }))
    const location = redirectLocation(added) ?? ''
    expect(new URL(location, url('')).searchParams.has('agregado')).toBe(true)
    expect(redirectLocation(await call(medicamentos.loader, getRequest(location, cookie)))).toBe(
      `/medicamentos/nueva-solicitud/agregar-medicamentos?persona=${personToken(bruno.ci)}`,
    )
    const anew = (await get(medicamentos.loader, `agregar-medicamentos?persona=${personToken(bruno.ci)}`, cookie)) as MedicamentosPage
    expect(anew).toMatchObject({ query: '', matches: [], selected: { persona: personToken(bruno.ci), cantidad: '1' } })
    const html = renderRoutePage(medicamentos.default, anew)
    expect(valueOf(html, 'medicamento-nombre')).toBe('')
    expect(selectedOptions(html)).toEqual([personToken(bruno.ci), '1', '1'])
    // The other person's document is empty too, and takes any type's length without JavaScript.
    expect(valueOf(html, 'persona-documento')).toBe('')
    expect(byId(html, 'persona-documento').attrs.maxlength).toBe('20')
    // Without a search in the address the form posts to the page's own.
    expect(anew.addTo).toBe('/medicamentos/nueva-solicitud/agregar-medicamentos')
  })
})

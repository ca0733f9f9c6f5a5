/**
 * Flow B's first steps (`localidad`, `documento`, `verificacion`) with real Requests against the test sandbox: the
 * gate (C67, A08), the sanctioned member (A62), the locality change question (C68), who the purchase is for
 * (BR53: herself, another person by SMS code, the call centre without one, the screens that stop a person, unpaid
 * orders) and the code with its resends (BR54, BR55). The member and the operator are fresh personas made like Ana
 * and Carla, so the sandbox's per-member SMS counters start at zero here.
 */
import type { ReactElement } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import type * as Hydration from '~/utils/use-hydrated'
import { getEnv } from '~/config/env.server'
import { medicinePurchase as copy } from '~/copy/medicine-purchase'
import { RESEND_LOCK_MS } from '~/domain/purchase-identity'
import { FLAGS, type Flag } from '~/flags/names'
import { memberPaths, paths } from '~/utils/paths'
import type { Affiliate, Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { flowBWizard } from '~/wizards/compra-medicamentos/wizard.server'
import { stepPath } from '~/wizards/wizard'
import { firstLocation, keyed, seedPurchaseDraft } from '../../tests/purchase-draft'
import { cookieFrom, redirectLocation, replyOf, signIn, wizardDriver, type FormResult } from '../../tests/route-helpers'
import {
  apiCalls,
  clearFaults,
  createPersona,
  fixClock,
  injectFault,
  readOutbox,
  releaseClock,
  resetCalls,
  sandboxNow,
  setTokenLifetime,
  type Persona,
} from '../../tests/sandbox-control'
import { renderRoutePage, tags } from '../../tests/component-helpers'
import { withScripts } from '../../tests/scripts-on'
import * as medicamentos from './medicamentos-recetados.nueva-solicitud.agregar-medicamentos'
import * as documento from './medicamentos-recetados.nueva-solicitud.documento'
import * as localidad from './medicamentos-recetados.nueva-solicitud.localidad'
import * as verificacion from './medicamentos-recetados.nueva-solicitud.verificacion'
import { personToken } from '~/wizards/person-token.server'

// A server render is the page without JavaScript; a test that draws it as the scripts do says so (`withScripts`).
vi.mock('~/utils/use-hydrated', async (importOriginal) => {
  const { scripts } = await import('../../tests/scripts-on')
  return { ...(await importOriginal<typeof Hydration>()), useHydrated: () => scripts.on }
})

const sandboxUrl = inject('sandboxUrl')
const { get, post, draftOf } = wizardDriver(flowBWizard)

const BRUNO = '23456783'
const DIEGO = '45678905'
const FEDERICO = '67890127'
const GABRIELA = '78901238'
const HUGO = '98765438'
const SEND_SMS_PATH = '/api/ecommerce-medicamentos/enviar-codigo-verificacion/'
const SEND_SMS = `POST ${SEND_SMS_PATH}`
const ENABLED_PATH = '/api/ecommerce-medicamentos/afiliado-habilitado/'

const memberMenu = () => memberPaths(getEnv().PORTAL_PRODUCT).home
const path = (step: (typeof flowBWizard.steps)[number]) => stepPath(flowBWizard, step)

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

/** The 400 of a refused step: the message of `field`. */
function refusal(result: unknown, field: string): string | undefined {
  const reply = replyOf<FormReply>(result)
  expect(reply.init.status).toBe(400)
  return reply.data.result.error?.[field]?.[0]
}

/** The code of the newest purchase SMS in the sandbox's outbox (what the person would read on her phone). */
async function newestCode(): Promise<string> {
  const sms = (await readOutbox(sandboxUrl)).find((message) => message.canal === 'sms' && message.cuerpo.includes('compra de medicamentos'))
  const code = sms?.cuerpo.match(/es ([A-Z0-9]{6})\./)?.[1]
  if (!code) throw new Error('no purchase code in the outbox')
  return code
}

/** How many purchase codes the sandbox has sent by SMS, to anyone. */
async function purchaseSmsCount(): Promise<number> {
  return (await readOutbox(sandboxUrl)).filter((message) => message.canal === 'sms' && message.cuerpo.includes('compra de medicamentos')).length
}

/** A new member session (like Ana) whose draft has chosen the first locality: at `documento`. */
async function atDocumento(persona: Persona): Promise<string> {
  const cookie = await signInAs(persona)
  await seedPurchaseDraft(cookie, { location: await firstLocation(cookie) })
  return cookie
}

/** Another person in member mode: the form's answer sends her the code (BR53), or refuses. */
const forAnother = (cookie: string, doc: string) => post(documento.action, 'documento?otra', { intent: 'enviar', tipoDocumento: '1', documento: doc }, cookie)

let member: Persona
let operator: Persona

beforeAll(async () => {
  member = await createPersona(sandboxUrl, { like: '12345672' })
  operator = await createPersona(sandboxUrl, { like: '34567894' })
})

afterEach(async () => {
  await clearFaults(sandboxUrl)
})

afterAll(async () => {
  await switchFlag(FLAGS.medicinesMaintenance, false)
  await switchFlag(FLAGS.medicinePurchaseEnabled, true)
})

describe('the gate (C67, A08, A60)', () => {
  it('sends a member without a prescription permission home', async () => {
    const cookie = await signInAs(await createPersona(sandboxUrl, { permisos: [] }))
    expect(redirectLocation(await get(localidad.loader, 'localidad', cookie))).toBe(paths.home)
  })

  it('sends everyone to the member menu during maintenance, or while the purchase is not enabled', async () => {
    const cookie = await signInAs(member)
    await switchFlag(FLAGS.medicinesMaintenance, true)
    try {
      expect(redirectLocation(await get(localidad.loader, 'localidad', cookie))).toBe(memberMenu())
      expect(redirectLocation(await post(documento.action, 'documento', { intent: 'mi' }, cookie))).toBe(memberMenu())
    } finally {
      await switchFlag(FLAGS.medicinesMaintenance, false)
    }
    await switchFlag(FLAGS.medicinePurchaseEnabled, false)
    try {
      expect(redirectLocation(await get(localidad.loader, 'localidad', cookie))).toBe(memberMenu())
    } finally {
      await switchFlag(FLAGS.medicinePurchaseEnabled, true)
    }
  })

  it('refuses call-centre mode to a member without the call-centre permission', async () => {
    const cookie = await signInAs(member)
    expect(redirectLocation(await get(localidad.loader, 'localidad?modo=call-center', cookie))).toBe(memberMenu())
  })

  it('checks the call-centre permission again once a document is known (A08)', async () => {
    const cookie = await atDocumento(member)
    await seedPurchaseDraft(cookie, { callCenter: true, location: await firstLocation(cookie) })
    expect(redirectLocation(await forAnother(cookie, FEDERICO))).toBe(memberMenu())
  })
})

describe('localidad (C68, A62)', () => {
  it('lists the localities and goes on to documento with the one chosen', async () => {
    const cookie = await signInAs(member)
    const page = (await get(localidad.loader, 'localidad?continuar', cookie)) as Awaited<ReturnType<typeof localidad.loader>>
    expect(page.sanctioned).toBeNull()
    expect(page.title).toBe('Compra de medicamentos')
    const chosen = page.locations[0]!
    const reply = await post(localidad.action, 'localidad?continuar', { intent: 'continuar', localidad: chosen.value }, cookie)
    expect(redirectLocation(reply)).toBe(path('documento'))
    expect((await draftOf(cookieFrom(reply as Response))).location?.id).toBe(Number(chosen.value))
  })

  it('refuses a locality that is not offered (400, the field named)', async () => {
    const cookie = await signInAs(member)
    expect(refusal(await post(localidad.action, 'localidad?continuar', { intent: 'continuar', localidad: '999' }, cookie), 'localidad')).toBe(copy.localidad.required)
  })

  // Diego is sanctioned, and a sanctioned affiliate cannot sign in at all: the member's E85 answers "sanctioned" here.
  it('a locality sent empty shows the empty choice with its message, not the stored locality again', async () => {
    const cookie = await signInAs(member)
    const location = await firstLocation(cookie)
    await seedPurchaseDraft(cookie, { location })
    const page = (await get(localidad.loader, 'localidad?continuar', cookie)) as Awaited<ReturnType<typeof localidad.loader>>
    expect(page.selected).toBe(String(location.id))
    const sent = await post(localidad.action, 'localidad?continuar', { intent: 'continuar', localidad: '' }, cookie)
    expect(refusal(sent, 'localidad')).toBe(copy.localidad.required)

    const html = renderRoutePage(localidad.default, page, '/step', replyOf<FormReply>(sent).data)
    const selected = tags(html).filter((tag) => tag.name === 'option' && 'selected' in tag.attrs)
    expect(selected.map((tag) => tag.attrs.value)).toEqual([''])
    expect(html).toContain(copy.localidad.required)
    // Before any post the stored locality is the one shown.
    const fresh = tags(renderRoutePage(localidad.default, page)).filter((tag) => tag.name === 'option' && 'selected' in tag.attrs)
    expect(fresh.map((tag) => tag.attrs.value)).toEqual([String(location.id)])
  })

  it('shows a sanctioned member `Usuario sancionado` with the server message, and takes no locality', async () => {
    const cookie = await signInAs(member)
    const mensaje = 'Sanción vigente hasta el 30/06.'
    await injectFault(sandboxUrl, {
      path: '/api/ecommerce-medicamentos/sancionado_medicamentos',
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ Status: true, Mensaje: mensaje }),
      times: 2,
    })
    const page = (await get(localidad.loader, 'localidad?continuar', cookie)) as Awaited<ReturnType<typeof localidad.loader>>
    expect(page.sanctioned).toBe(mensaje)
    expect(page.locations).toEqual([])
    expect(page.menu).toBe(memberMenu())
    expect(refusal(await post(localidad.action, 'localidad?continuar', { intent: 'continuar', localidad: '1' }, cookie), 'localidad')).toBe(
      copy.localidad.sanctionedTitle,
    )
  })

  it('shows the error screen with Reintentar when the localities cannot be loaded', async () => {
    const cookie = await signInAs(member)
    await injectFault(sandboxUrl, { path: '/api/ecommerce-medicamentos/sucursales/', status: 500 })
    const screen = redirectLocation(await get(localidad.loader, 'localidad?continuar', cookie))
    // The entry step's screen keeps the draft (`?continuar`): at its bare path a new draft would drop the error.
    expect(screen).toMatch(/\/localidad\?continuar&error=GENERIC_ERROR$/)
    const shown = (await get(localidad.loader, screen!.split('/').pop()!, cookie)) as { error: string | null; here: string }
    expect(shown.error).toBe('GENERIC_ERROR')
    expect(shown.here).toMatch(/\/localidad\?continuar$/)
  })

  it('asks `Cambio de localidad` before another locality clears the purchases, and Cambiar clears them', async () => {
    const cookie = await signInAs(member)
    const location = await firstLocation(cookie)
    const someone: Affiliate = {
      tipoDocumento: 1, documento: member.ci, own: true, id: 1, nombre: 'Ana', tieneContacto: true,
      ordenesPendientes: [], ordenesAceptadas: false, cantidades: {}, timeAdded: 1,
    }
    const draft: Draft = { location, affiliates: keyed(someone), current: `1-${member.ci}` }
    await seedPurchaseDraft(cookie, draft)
    const page = (await get(localidad.loader, 'localidad?continuar', cookie)) as Awaited<ReturnType<typeof localidad.loader>>
    const other = page.locations.find((option) => option.value !== String(location.id))!

    // The same locality goes on without asking.
    expect(redirectLocation(await post(localidad.action, 'localidad?continuar', { intent: 'continuar', localidad: String(location.id) }, cookie))).toBe(
      path('documento'),
    )
    // Another one is the question, nothing saved: a page of its own, reached by a GET (a question is no refused form).
    const asked = await post(localidad.action, 'localidad?continuar', { intent: 'continuar', localidad: other.value }, cookie)
    expect(redirectLocation(asked)).toBe(`${path('localidad')}?continuar&cambio=${other.value}`)
    expect(Object.keys((await draftOf(cookie)).affiliates ?? {})).toHaveLength(1)
    expect(page.unchanged).toBe(`${path('localidad')}?continuar`)
    const question = (await get(localidad.loader, `localidad?continuar&cambio=${other.value}`, cookie)) as Awaited<ReturnType<typeof localidad.loader>>
    expect(question.confirmChange).toEqual({ id: Number(other.value), nombre: other.label })
    const html = renderRoutePage(localidad.default, question)
    expect(html).toMatch(new RegExp(`<h2[^>]*>${copy.localidad.changeTitle}</h2>`))
    expect(tags(html).find((tag) => tag.attrs.name === 'localidad')?.attrs).toMatchObject({ type: 'hidden', value: other.value })
    // Without JavaScript the question takes the form's place.
    expect(html).not.toContain('<select')
    // A refusal is still the form answered again (400), drawn for the POST: its title says `Error:` (root.tsx).
    expect(refusal(await post(localidad.action, 'localidad?continuar', { intent: 'continuar', localidad: '999' }, cookie), 'localidad')).toBe(
      copy.localidad.required,
    )
    // Without purchases at stake, or for the stored locality, the query asks nothing.
    const same = (await get(localidad.loader, `localidad?continuar&cambio=${location.id}`, cookie)) as Awaited<ReturnType<typeof localidad.loader>>
    expect(same.confirmChange).toBeNull()

    const changed = await post(localidad.action, 'localidad?continuar', { intent: 'cambiar', localidad: other.value }, cookie)
    expect(redirectLocation(changed)).toBe(path('documento'))
    const after = await draftOf(cookieFrom(changed as Response))
    expect(after.location?.id).toBe(Number(other.value))
    expect(after.affiliates).toBeUndefined()
    expect(after.current).toBeUndefined()
  })
})

describe('documento (C69, BR52, BR53)', () => {
  it('is not reached without a locality (BR51)', async () => {
    const cookie = await signInAs(member)
    await seedPurchaseDraft(cookie, {})
    expect(redirectLocation(await get(documento.loader, 'documento', cookie))).toMatch(/\/localidad/)
  })

  it('Solicitar para mi adds the member herself and shows her medicines, without an SMS', async () => {
    const cookie = await atDocumento(member)
    await resetCalls(sandboxUrl)
    expect(redirectLocation(await post(documento.action, 'documento', { intent: 'mi' }, cookie))).toBe(path('agregar-medicamentos'))
    const draft = await draftOf(cookie)
    const key = `1-${member.ci}`
    expect(draft.current).toBe(key)
    expect(draft.affiliates?.[key]).toMatchObject({ own: true, documento: member.ci, ordenesAceptadas: false })
    expect(draft.candidate).toBeUndefined()
    expect((await apiCalls(sandboxUrl))[SEND_SMS]).toBeUndefined()
  })

  it('her own cédula typed on the other-person form is the member herself', async () => {
    const cookie = await atDocumento(member)
    expect(redirectLocation(await forAnother(cookie, member.ci))).toBe(path('agregar-medicamentos'))
    expect((await draftOf(cookie)).affiliates?.[`1-${member.ci}`]?.own).toBe(true)
  })

  it('refuses a cédula with a wrong check digit (400, what was typed kept)', async () => {
    const cookie = await atDocumento(member)
    const reply = await forAnother(cookie, '12345673')
    expect(refusal(reply, 'documento')).toBe(copy.documento.documentInvalid)
    expect(replyOf<FormReply>(reply).data.result.initialValue?.documento).toBe('12345673')
  })

  it('with JavaScript says why a cédula is refused beside the field, in the server\'s words, and keeps Enviar SMS enabled (BR52)', async () => {
    const cookie = await atDocumento(member)
    const page = await get(documento.loader, 'documento?otra', cookie)
    // The rule the browser checks on leaving the field and on submit, as the server refuses it.
    const server = (tipo: string, doc: string) => post(documento.action, 'documento?otra', { intent: 'enviar', tipoDocumento: tipo, documento: doc }, cookie)
    expect(documento.documentCheck(1)('12345673')).toBe(copy.documento.documentInvalid)
    expect(refusal(await server('1', '12345673'), 'documento')).toBe(documento.documentCheck(1)('12345673'))
    expect(documento.documentCheck(1)('')).toBe(copy.documento.documentRequired)
    expect(refusal(await server('1', ''), 'documento')).toBe(documento.documentCheck(1)(''))
    expect(documento.documentCheck(1)(BRUNO)).toBeUndefined()
    expect(documento.documentCheck(2)('12345673')).toBeUndefined()

    const empty = withScripts(() => renderRoutePage(documento.default, page))
    expect(tags(empty).find((tag) => tag.attrs.value === 'enviar')?.attrs).not.toHaveProperty('disabled')
    const refused = replyOf<FormReply>(await server('1', '12345673')).data
    const drawn = withScripts(() => renderRoutePage(documento.default, page, '/step', refused))
    expect(tags(drawn).find((tag) => tag.attrs.value === 'enviar')?.attrs).not.toHaveProperty('disabled')
    expect(drawn).toContain(copy.documento.documentInvalid)
  })

  it('caps the number at a cédula\'s 8 characters only for a cédula: without JavaScript the type is not known, so a passport is kept whole (C69)', async () => {
    const cookie = await atDocumento(member)
    const page = await get(documento.loader, 'documento?otra', cookie)
    const input = (html: string) => tags(html).find((tag) => tag.name === 'input' && tag.attrs.name === 'documento')!.attrs
    const withoutJs = input(renderRoutePage(documento.default, page))
    expect(withoutJs.maxlength).toBe('20')
    expect(withoutJs).not.toHaveProperty('inputmode')
    expect(withScripts(() => input(renderRoutePage(documento.default, page)))).toMatchObject({ maxlength: '8', inputmode: 'numeric' })
    // A passport (type 2) the API does not know: its form again, drawn with the scripts for the type it was sent with.
    const passport = replyOf<FormReply>(await post(documento.action, 'documento?otra', { intent: 'enviar', tipoDocumento: '2', documento: 'AB1234567X' }, cookie)).data
    expect(passport.result.initialValue?.documento).toBe('AB1234567X')
    const drawn = withScripts(() => input(renderRoutePage(documento.default, page, '/step', passport)))
    expect(drawn.maxlength).toBe('20')
    expect(drawn).not.toHaveProperty('inputmode')
  })

  it('shows `El usuario esta sancionado` for a sanctioned person; Ingresar otro afiliado forgets her', async () => {
    const cookie = await atDocumento(member)
    expect(redirectLocation(await forAnother(cookie, DIEGO))).toBe(path('documento'))
    const page = (await get(documento.loader, 'documento', cookie)) as Awaited<ReturnType<typeof documento.loader>>
    expect(page.screen).toMatchObject({ kind: 'sancionado' })
    expect(page.screen?.mensaje).not.toBe('')
    const again = await post(documento.action, 'documento?otra', { intent: 'otro' }, cookie)
    expect(redirectLocation(again)).toMatch(/\/documento\?otra=?$/)
    expect((await draftOf(cookie)).candidate).toBeUndefined()
  })

  it('shows Hugo `inhabilitado` with the API message, and sends him no SMS', async () => {
    const cookie = await atDocumento(member)
    await resetCalls(sandboxUrl)
    expect(redirectLocation(await forAnother(cookie, HUGO))).toBe(path('documento'))
    const page = (await get(documento.loader, 'documento', cookie)) as Awaited<ReturnType<typeof documento.loader>>
    expect(page.screen?.kind).toBe('inhabilitado')
    expect(page.screen?.mensaje).toBeTruthy()
    expect((await apiCalls(sandboxUrl))[SEND_SMS]).toBeUndefined()
  })

  it('says why an SMS could not be sent (BR55) and keeps the person to retry', async () => {
    const cookie = await atDocumento(member)
    const refused = await forAnother(cookie, GABRIELA)
    const message = refusal(refused, 'envio')
    expect(message).toMatch(/no tiene un celular registrado/)
    // Beside the number it was for, listed once in the summary with a link to it, and the submit offers to send again.
    expect(refusal(refused, 'documento')).toBe(message)
    const page = (await get(documento.loader, 'documento?otra', cookie)) as Awaited<ReturnType<typeof documento.loader>>
    const html = renderRoutePage(documento.default, page, '/step', replyOf<FormReply>(refused).data)
    const escaped = message!.replace(/"/g, '&quot;')
    expect(html.split(escaped)).toHaveLength(3)
    expect(tags(html).some((tag) => tag.name === 'a' && tag.attrs.href === '#documento-documento')).toBe(true)
    expect(tags(html).find((tag) => tag.attrs.name === 'documento')?.attrs['aria-invalid']).toBe('true')
    expect(html).toContain('>Reintentar envio</button>')
    await injectFault(sandboxUrl, { path: '/api/ecommerce-medicamentos/enviar-codigo-verificacion/', status: 400, body: '' })
    expect(refusal(await forAnother(cookie, GABRIELA), 'envio')).toBe(copy.documento.smsFailed)
  })

  it('offers `Continuar sin agregar` only once a request is enough for envio', async () => {
    const cookie = await atDocumento(member)
    const page = (await get(documento.loader, 'documento?otra', cookie)) as Awaited<ReturnType<typeof documento.loader>>
    expect(page.withoutAdding).toBeNull()
    expect(page.documentTypes.length).toBeGreaterThan(0)
    const html = renderRoutePage(documento.default, page)
    expect(html).toContain('Paso 2: Solicita medicamentos para otra persona')
    expect(html).toContain('>Enviar SMS</button>')
    expect(html).not.toContain(copy.documento.continueWithoutAdding)
  })

  it('in call-centre mode the form says so and its submit is Continuar (BR52)', async () => {
    const cookie = await signInAs(operator)
    await seedPurchaseDraft(cookie, { callCenter: true, location: await firstLocation(cookie) })
    const html = renderRoutePage(documento.default, await get(documento.loader, 'documento?otra', cookie))
    expect(html).toContain(copy.documento.callCentreHint)
    expect(html).toContain('>Continuar</button>')
  })
})

describe('verificacion (C70, BR54)', () => {
  it('takes Bruno by the code sent to his mobile: a wrong code is refused, the right one adds him with it', async () => {
    const cookie = await atDocumento(member)
    expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('verificacion'))
    const code = await newestCode()
    const page = (await get(verificacion.loader, 'verificacion', cookie)) as Awaited<ReturnType<typeof verificacion.loader>>
    expect(page.resends.resendsLeft).toBe(3)
    const html = renderRoutePage(verificacion.default, page)
    expect(html).toContain('Ingrese el código que enviamos al celular del afiliado')
    expect(html).toContain('Reenviar código (Reintentos 3)')
    expect(html).not.toContain(code)

    const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ'
    expect(refusal(await post(verificacion.action, 'verificacion', { intent: 'continuar', codigo: wrong }, cookie), 'codigo')).toBe(
      copy.verificacion.wrongCode,
    )
    expect(refusal(await post(verificacion.action, 'verificacion', { intent: 'continuar', codigo: 'A1B2C' }, cookie), 'codigo')).toBe(
      copy.verificacion.length,
    )

    expect(redirectLocation(await post(verificacion.action, 'verificacion', { intent: 'continuar', codigo: code }, cookie))).toBe(
      path('agregar-medicamentos'),
    )
    const draft = await draftOf(cookie)
    expect(draft.current).toBe(`1-${BRUNO}`)
    expect(draft.affiliates?.[`1-${BRUNO}`]).toMatchObject({ own: false, codigo: code })
    expect(draft.candidate).toBeUndefined()

    // C79: his document again shows his request, with no new SMS.
    await resetCalls(sandboxUrl)
    expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('agregar-medicamentos'))
    expect((await apiCalls(sandboxUrl))[SEND_SMS]).toBeUndefined()
  })

  it('resends three times, each one counted, then locks five minutes; the newest code is the one', async () => {
    const persona = await createPersona(sandboxUrl, { like: '12345672' })
    const cookie = await atDocumento(persona)
    expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('verificacion'))
    for (const left of [2, 1, 0]) {
      expect(redirectLocation(await post(verificacion.action, 'verificacion', { intent: 'reenviar' }, cookie))).toBe(path('verificacion'))
      expect((await draftOf(cookie)).candidate?.sms?.resendsLeft).toBe(left)
    }
    const { lockedUntil } = (await draftOf(cookie)).candidate!.sms!
    expect(lockedUntil! - Date.now()).toBeGreaterThan(RESEND_LOCK_MS - 60_000)
    expect(refusal(await post(verificacion.action, 'verificacion', { intent: 'reenviar' }, cookie), 'reenvio')).toMatch(/0[45]:\d\d/)
    const page = (await get(verificacion.loader, 'verificacion', cookie)) as Awaited<ReturnType<typeof verificacion.loader>>
    expect(page.resends).toEqual({ resendsLeft: 0, lockedUntil })
    const resend = tags(renderRoutePage(verificacion.default, page)).find((tag) => tag.attrs.value === 'reenviar')
    expect(resend?.attrs.disabled).toBe('')
    expect(renderRoutePage(verificacion.default, page)).toMatch(/Podrá reenviar el código en 0[45]:\d\d/)
    // Said to a screen reader once, as the lock begins (the button's countdown is not a live region).
    expect(withScripts(() => renderRoutePage(verificacion.default, page))).toMatch(/role="status">Podrá reenviar el código en 0[45]:\d\d</)

    const code = await newestCode()
    expect(redirectLocation(await post(verificacion.action, 'verificacion', { intent: 'continuar', codigo: code }, cookie))).toBe(
      path('agregar-medicamentos'),
    )
  })

  it('sends one code for a double tap on Enviar SMS (two posts at once): both lead to it, and the API keeps its resends', async () => {
    const persona = await createPersona(sandboxUrl, { like: '12345672' })
    const cookie = await atDocumento(persona)
    const before = await purchaseSmsCount()
    // The first send slowed down, so the second post surely comes while it is on its way.
    await injectFault(sandboxUrl, { path: SEND_SMS_PATH, delayMs: 200, times: 1 })
    const answers = await Promise.all([forAnother(cookie, BRUNO), forAnother(cookie, BRUNO)])
    expect(answers.map(redirectLocation)).toEqual([path('verificacion'), path('verificacion')])
    expect(await purchaseSmsCount()).toBe(before + 1)
    expect((await draftOf(cookie)).candidate?.sms?.resendsLeft).toBe(3)
    // The SMS the member reads holds the right code.
    const code = await newestCode()
    const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ'
    expect(refusal(await post(verificacion.action, 'verificacion', { intent: 'continuar', codigo: wrong }, cookie), 'codigo')).toBe(
      copy.verificacion.wrongCode,
    )
    // The page's three resends are the API's too: none was spent on a second first send.
    for (const left of [2, 1, 0]) {
      expect(redirectLocation(await post(verificacion.action, 'verificacion', { intent: 'reenviar' }, cookie))).toBe(path('verificacion'))
      expect((await draftOf(cookie)).candidate?.sms?.resendsLeft).toBe(left)
    }
    expect(await purchaseSmsCount()).toBe(before + 4)
  })

  it('asks for the code already sent when her form is sent again later, and sends none (BR54: Reenviar código sends one)', async () => {
    const persona = await createPersona(sandboxUrl, { like: '12345672' })
    const cookie = await atDocumento(persona)
    expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('verificacion'))
    const code = await newestCode()
    await resetCalls(sandboxUrl)
    expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('verificacion'))
    expect((await apiCalls(sandboxUrl))[SEND_SMS]).toBeUndefined()
    expect((await draftOf(cookie)).candidate?.sms?.resendsLeft).toBe(3)
    expect(redirectLocation(await post(verificacion.action, 'verificacion', { intent: 'continuar', codigo: code }, cookie))).toBe(
      path('agregar-medicamentos'),
    )
  })

  it('answers both posts of a double tap with the refusal when the SMS cannot be sent, and sends none', async () => {
    const persona = await createPersona(sandboxUrl, { like: '12345672' })
    const cookie = await atDocumento(persona)
    const before = await purchaseSmsCount()
    const answers = await Promise.all([forAnother(cookie, GABRIELA), forAnother(cookie, GABRIELA)])
    for (const answer of answers) expect(refusal(answer, 'envio')).toMatch(/no tiene un celular registrado/)
    expect(await purchaseSmsCount()).toBe(before)
  })

  it('sends one person at most 8 codes an hour from one member, across purchases; past it nothing is asked, and Reenviar código is locked', async () => {
    const persona = await createPersona(sandboxUrl, { like: '12345672' })
    const cookie = await signInAs(persona)
    const location = await firstLocation(cookie)
    // Each new purchase starts BR54's count again: four first sends, then the API's own five-minute lock.
    for (let purchase = 0; purchase < 4; purchase++) {
      await seedPurchaseDraft(cookie, { location })
      expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('verificacion'))
    }
    const resend = () => post(verificacion.action, 'verificacion', { intent: 'reenviar' }, cookie)
    // The fifth: the API's lock, taken as the page's; a press while it lasts asks nothing, and is not counted.
    expect(redirectLocation(await resend())).toBe(path('verificacion'))
    expect(refusal(await resend(), 'reenvio')).toMatch(/^Podrá reenviar el código en 0[45]:\d\d$/)
    // The sixth: a new purchase's first send meets the API's lock, and says its words.
    await seedPurchaseDraft(cookie, { location })
    expect(refusal(await forAnother(cookie, BRUNO), 'envio')).toMatch(/^Se alcanzó el máximo de reenvíos/)
    // Once the API's lock is over, the seventh and the eighth are sent; past them the API is not asked.
    await fixClock(sandboxUrl, new Date((await sandboxNow(sandboxUrl)).getTime() + RESEND_LOCK_MS))
    try {
      await seedPurchaseDraft(cookie, { location })
      expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('verificacion'))
      expect(redirectLocation(await resend())).toBe(path('verificacion'))
      expect((await draftOf(cookie)).candidate?.sms?.resendsLeft).toBe(2)
      const asked = (await apiCalls(sandboxUrl))[SEND_SMS]
      // Past the limit `Reenviar código` could only be refused: it is taken as BR54's lock for its hour, and the page
      // (with JavaScript as without) shows it locked with its countdown instead of a button to press in vain.
      const pressed = Date.now()
      expect(redirectLocation(await resend())).toBe(path('verificacion'))
      const page = (await get(verificacion.loader, 'verificacion', cookie)) as Awaited<ReturnType<typeof verificacion.loader>>
      expect(page.resends.resendsLeft).toBe(0)
      expect(page.resends.lockedUntil).toBeGreaterThanOrEqual(pressed + 60 * 60_000)
      const drawn = () => renderRoutePage(verificacion.default, page)
      for (const html of [drawn(), withScripts(drawn)]) {
        expect(html).toMatch(/Podrá reenviar el código en (60:00|59:5\d)/)
        expect(html).not.toContain('Reenviar código (Reintentos')
      }
      // Disabled without JavaScript; with it held in place (`HeldButton`), keeping the focus of the press that locked it.
      const reenviar = (html: string) => tags(html).find((tag) => tag.attrs.value === 'reenviar')?.attrs
      expect(reenviar(drawn())?.disabled).toBe('')
      expect(reenviar(withScripts(drawn))).toMatchObject({ 'aria-disabled': 'true' })
      expect(reenviar(withScripts(drawn))).not.toHaveProperty('disabled')
      expect(refusal(await resend(), 'reenvio')).toMatch(/^Podrá reenviar el código en (60:00|59:5\d)$/)
      await seedPurchaseDraft(cookie, { location })
      expect(refusal(await forAnother(cookie, BRUNO), 'envio')).toBe(copy.documento.tooManyCodes)
      expect((await apiCalls(sandboxUrl))[SEND_SMS]).toBe(asked)
    } finally {
      await releaseClock(sandboxUrl)
    }
  })

  it("takes the API's own lock (its 429) as BR54's: the page shows it as its own, and a press while it lasts asks nothing", async () => {
    const persona = await createPersona(sandboxUrl, { like: '12345672' })
    const cookie = await atDocumento(persona)
    expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('verificacion'))
    const resend = () => post(verificacion.action, 'verificacion', { intent: 'reenviar' }, cookie)
    const apiLock = 'Se alcanzó el máximo de reenvíos del código. Intente nuevamente en 04:59.'
    await injectFault(sandboxUrl, { path: SEND_SMS_PATH, status: 429, body: apiLock, times: 1 })
    const pressed = Date.now()
    expect(redirectLocation(await resend())).toBe(path('verificacion'))

    const page = (await get(verificacion.loader, 'verificacion', cookie)) as Awaited<ReturnType<typeof verificacion.loader>>
    const { lockedUntil } = page.resends
    expect(page.resends.resendsLeft).toBe(0)
    expect(lockedUntil).toBeGreaterThanOrEqual(pressed + 299_000)
    expect(lockedUntil).toBeLessThanOrEqual(Date.now() + 299_000)
    const html = renderRoutePage(verificacion.default, page)
    expect(html).toMatch(/Podrá reenviar el código en 04:5\d/)
    expect(html).not.toContain('Reenviar código (Reintentos')
    expect(tags(html).find((tag) => tag.attrs.value === 'reenviar')?.attrs.disabled).toBe('')

    await resetCalls(sandboxUrl)
    expect(refusal(await resend(), 'reenvio')).toMatch(/^Podrá reenviar el código en 04:5\d$/)
    expect((await apiCalls(sandboxUrl))[SEND_SMS]).toBeUndefined()
  })

  it('sends one code for a double tap on Reenviar código, counted once; the next press sends another', async () => {
    const persona = await createPersona(sandboxUrl, { like: '12345672' })
    const cookie = await atDocumento(persona)
    expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('verificacion'))
    const before = await purchaseSmsCount()
    const resend = () => post(verificacion.action, 'verificacion', { intent: 'reenviar' }, cookie)
    await injectFault(sandboxUrl, { path: SEND_SMS_PATH, delayMs: 200, times: 1 })
    expect((await Promise.all([resend(), resend()])).map(redirectLocation)).toEqual([path('verificacion'), path('verificacion')])
    expect(await purchaseSmsCount()).toBe(before + 1)
    expect((await draftOf(cookie)).candidate?.sms?.resendsLeft).toBe(2)
    expect(redirectLocation(await resend())).toBe(path('verificacion'))
    expect(await purchaseSmsCount()).toBe(before + 2)
    expect((await draftOf(cookie)).candidate?.sms?.resendsLeft).toBe(1)
  })

  it('after five wrong codes says the code is no longer valid, the right one too, and a new one is taken (BR54)', async () => {
    const persona = await createPersona(sandboxUrl, { like: '12345672' })
    const cookie = await atDocumento(persona)
    expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('verificacion'))
    const code = await newestCode()
    const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ'
    const tryCode = (codigo: string) => post(verificacion.action, 'verificacion', { intent: 'continuar', codigo }, cookie)
    for (let tries = 0; tries < 5; tries++) expect(refusal(await tryCode(wrong), 'codigo')).toBe(copy.verificacion.wrongCode)
    const voided = await tryCode(code)
    expect(refusal(voided, 'codigo')).toBe(copy.verificacion.codeVoid)

    // The page says so beside the emptied field, with `Reenviar código` to press.
    const page = (await get(verificacion.loader, 'verificacion', cookie)) as Awaited<ReturnType<typeof verificacion.loader>>
    const html = renderRoutePage(verificacion.default, page, '/step', replyOf<FormReply>(voided).data)
    expect(html).toContain(copy.verificacion.codeVoid)
    expect(tags(html).find((tag) => tag.attrs.name === 'codigo')?.attrs.value ?? '').toBe('')
    expect(html).toContain('Reenviar código (Reintentos 3)')

    expect(redirectLocation(await post(verificacion.action, 'verificacion', { intent: 'reenviar' }, cookie))).toBe(path('verificacion'))
    expect(redirectLocation(await tryCode(await newestCode()))).toBe(path('agregar-medicamentos'))
  })

  it('says an expired code (6) needs a new one, and a wrong one (5) or an unreadable refusal is wrong', async () => {
    const persona = await createPersona(sandboxUrl, { like: '12345672' })
    const cookie = await atDocumento(persona)
    expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('verificacion'))
    const refusedAs = async (body: unknown) => {
      await injectFault(sandboxUrl, { path: ENABLED_PATH, status: 400, contentType: 'application/json', body: JSON.stringify(body), times: 1 })
      return refusal(await post(verificacion.action, 'verificacion', { intent: 'continuar', codigo: 'A1B2C3' }, cookie), 'codigo')
    }
    expect(await refusedAs({ detail: 'El código de verificación está vencido', Codigo: 6 })).toBe(copy.verificacion.codeVoid)
    expect(await refusedAs({ detail: 'El código de verificación es incorrecto', Codigo: 5 })).toBe(copy.verificacion.wrongCode)
    expect(await refusedAs({ detail: 'Solicitud inválida' })).toBe(copy.verificacion.wrongCode)
  })

  it('says the medicines step found the code wrong (`?codigo=error`)', async () => {
    const persona = await createPersona(sandboxUrl, { like: '12345672' })
    const cookie = await atDocumento(persona)
    await forAnother(cookie, BRUNO)
    const page = (await get(verificacion.loader, 'verificacion?codigo=error', cookie)) as Awaited<ReturnType<typeof verificacion.loader>>
    expect(page.codeError).toBe(true)
  })

  it('is not reached without a code sent (BR51)', async () => {
    const cookie = await atDocumento(member)
    expect(redirectLocation(await get(verificacion.loader, 'verificacion', cookie))).toMatch(/\/localidad/)
  })
})

describe('call-centre mode (A60, BR53, BR74)', () => {
  it('adds Federico without an SMS, asks about his unpaid orders, and Continuar accepts them', async () => {
    const cookie = await signInAs(operator)
    const entered = await get(localidad.loader, 'localidad?modo=call-center', cookie)
    const withDraft = entered instanceof Response && entered.headers.has('set-cookie') ? cookieFrom(entered) : cookie
    const page = (await get(localidad.loader, 'localidad?continuar', withDraft)) as Awaited<ReturnType<typeof localidad.loader>>
    expect(page.title).toBe('Compra de medicamentos - Call Center')
    await post(localidad.action, 'localidad?continuar', { intent: 'continuar', localidad: page.locations[0]!.value }, withDraft)

    await resetCalls(sandboxUrl)
    expect(redirectLocation(await forAnother(withDraft, FEDERICO))).toBe(path('documento'))
    expect((await apiCalls(sandboxUrl))[SEND_SMS]).toBeUndefined()
    const screen = (await get(documento.loader, 'documento', withDraft)) as Awaited<ReturnType<typeof documento.loader>>
    expect(screen.screen).toMatchObject({ kind: 'ordenes-pendientes', total: '$225.50' })
    expect(renderRoutePage(documento.default, screen)).toMatch(/Federico [^<]* tiene ordenes pendientes de pago/)
    // The question is answered before his medicines: their address, typed or the back button, leads back to it.
    expect(redirectLocation(await get(medicamentos.loader, 'agregar-medicamentos', withDraft))).toBe(path('documento'))

    expect(redirectLocation(await post(documento.action, 'documento', { intent: 'aceptar-ordenes' }, withDraft))).toBe(path('agregar-medicamentos'))
    const draft = await draftOf(withDraft)
    expect(draft.affiliates?.[`1-${FEDERICO}`]).toMatchObject({ ordenesPendientes: [150, 75.5], ordenesAceptadas: true, contacto: { direccion: 'Av. Italia 3456' } })
    expect(draft.candidate).toBeUndefined()
  })

  it('titles every step as its heading names the mode: Compra de medicamentos - Call Center (C67, BR61)', async () => {
    /** The page's `<title>` (its route's `meta` on the loader's data) and its h1, as the browser shows them. */
    const titleAndHeading = (route: { meta: unknown; default: () => ReactElement }, page: unknown) => {
      const meta = route.meta as (args: { data: unknown; matches: [] }) => Array<{ title?: string }>
      const h1 = renderRoutePage(route.default, page).match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]
      return { title: meta({ data: page, matches: [] })[0]?.title, h1 }
    }
    const callCentre = { title: `${copy.titleCallCentre} · Servicios en línea`, h1: copy.titleCallCentre }
    const cookie = await signInAs(operator)
    const entered = await get(localidad.loader, 'localidad?modo=call-center', cookie)
    const withDraft = entered instanceof Response && entered.headers.has('set-cookie') ? cookieFrom(entered) : cookie
    const atLocalidad = (await get(localidad.loader, 'localidad?continuar', withDraft)) as Awaited<ReturnType<typeof localidad.loader>>
    expect(titleAndHeading(localidad, atLocalidad)).toEqual(callCentre)
    await post(localidad.action, 'localidad?continuar', { intent: 'continuar', localidad: atLocalidad.locations[0]!.value }, withDraft)
    expect(titleAndHeading(documento, await get(documento.loader, 'documento', withDraft))).toEqual(callCentre)
    expect(titleAndHeading(documento, await get(documento.loader, 'documento?otra', withDraft))).toEqual(callCentre)
    // The unpaid orders' question is a screen of `documento`, under the same heading.
    await forAnother(withDraft, FEDERICO)
    expect(titleAndHeading(documento, await get(documento.loader, 'documento', withDraft))).toEqual(callCentre)
    await post(documento.action, 'documento', { intent: 'aceptar-ordenes' }, withDraft)
    const atMedicines = replyOf<unknown>(await get(medicamentos.loader, 'agregar-medicamentos', withDraft)).data
    expect(titleAndHeading(medicamentos, atMedicines)).toEqual(callCentre)

    // A member's purchase keeps the flow's own title.
    const own = await signInAs(member)
    const memberPage = await get(localidad.loader, 'localidad?continuar', own)
    expect(titleAndHeading(localidad, memberPage)).toEqual({ title: `${copy.title} · Servicios en línea`, h1: copy.title })
  })

  it('Volver on the unpaid orders declines them: the person is not bought for, and the form is shown again (BR53)', async () => {
    const cookie = await signInAs(operator)
    await seedPurchaseDraft(cookie, { callCenter: true, location: await firstLocation(cookie) })
    await forAnother(cookie, FEDERICO)
    expect(redirectLocation(await post(documento.action, 'documento', { intent: 'rechazar-ordenes' }, cookie))).toBe(path('documento'))
    const draft = await draftOf(cookie)
    expect(draft.affiliates?.[`1-${FEDERICO}`]).toBeUndefined()
    expect(draft.candidate).toBeUndefined()
  })
})

describe('a person removed and entered again (BR53: code already verified; C79)', () => {
  const ENABLED = `GET ${ENABLED_PATH}`
  /** The sandbox's default token lifetime (tests/setup starts it so). */
  const TOKEN_LIFETIME_S = 3600
  /** How long the sandbox keeps a redeemed code good (sandbox/areas/ecommerce-medicamentos/codigos.ts). */
  const GRANT_MS = 120 * 60_000

  /** `Eliminar solicitud`'s `Sí, eliminar` for the person keyed so (the question's address names her by her token). */
  const remove = (cookie: string, key: string) =>
    post(medicamentos.action, `agregar-medicamentos?eliminar=${personToken(key)}`, { intent: 'eliminar' }, cookie)

  /** A new member (like Ana) at `documento`, with herself in the purchase, so that another person may be removed. */
  async function withHerself(): Promise<string> {
    const cookie = await atDocumento(await createPersona(sandboxUrl, { like: '12345672' }))
    expect(redirectLocation(await post(documento.action, 'documento', { intent: 'mi' }, cookie))).toBe(path('agregar-medicamentos'))
    return cookie
  }

  /** Another person added by the code sent to her mobile (read from the outbox): the code. */
  async function addedByCode(cookie: string, doc: string): Promise<string> {
    expect(redirectLocation(await forAnother(cookie, doc))).toBe(path('verificacion'))
    const code = await newestCode()
    await post(verificacion.action, 'verificacion', { intent: 'continuar', codigo: code }, cookie)
    return code
  }

  it('Bruno, added by his code and removed, joins again with it: no new SMS, back at his medicines', async () => {
    const cookie = await withHerself()
    const key = `1-${BRUNO}`
    const code = await addedByCode(cookie, BRUNO)
    expect((await draftOf(cookie)).current).toBe(key)
    expect(redirectLocation(await remove(cookie, key))).toBe(`${path('agregar-medicamentos')}?eliminar=${personToken(key)}`)
    expect((await draftOf(cookie)).affiliates?.[key]).toBeUndefined()

    await resetCalls(sandboxUrl)
    expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('agregar-medicamentos'))
    expect((await apiCalls(sandboxUrl))[SEND_SMS]).toBeUndefined()
    const draft = await draftOf(cookie)
    expect(draft.current).toBe(key)
    expect(draft.affiliates?.[key]).toMatchObject({ own: false, codigo: code, cantidades: {} })
    expect(draft.candidate).toBeUndefined()
    // The API takes the code for his recipes too (E91): his medicines are shown, not the code's error.
    const page = replyOf<{ view: { person: { documento: string } } | null }>(await get(medicamentos.loader, 'agregar-medicamentos', cookie))
    expect(page.data.view?.person.documento).toBe(BRUNO)
  })

  it('Federico removed and entered again is asked about his unpaid orders again, as the first time, without a new SMS', async () => {
    const cookie = await withHerself()
    const key = `1-${FEDERICO}`
    await addedByCode(cookie, FEDERICO)
    expect(redirectLocation(await post(documento.action, 'documento', { intent: 'aceptar-ordenes' }, cookie))).toBe(path('agregar-medicamentos'))
    await remove(cookie, key)

    await resetCalls(sandboxUrl)
    expect(redirectLocation(await forAnother(cookie, FEDERICO))).toBe(path('documento'))
    expect((await apiCalls(sandboxUrl))[SEND_SMS]).toBeUndefined()
    const screen = (await get(documento.loader, 'documento', cookie)) as Awaited<ReturnType<typeof documento.loader>>
    expect(screen.screen).toMatchObject({ kind: 'ordenes-pendientes', total: '$225.50' })
    expect((await draftOf(cookie)).affiliates?.[key]).toMatchObject({ ordenesAceptadas: false })
    expect(redirectLocation(await post(documento.action, 'documento', { intent: 'aceptar-ordenes' }, cookie))).toBe(path('agregar-medicamentos'))
    expect((await draftOf(cookie)).affiliates?.[key]).toMatchObject({ ordenesAceptadas: true })
  })

  it('sends a new code, saying nothing of the kept one, once the API no longer takes it (its two hours over)', async () => {
    // The sandbox's clock moves past the code's grant: the member's session must outlive it there.
    await setTokenLifetime(sandboxUrl, 24 * 60 * 60)
    try {
      const cookie = await withHerself()
      const key = `1-${BRUNO}`
      const kept = await addedByCode(cookie, BRUNO)
      await remove(cookie, key)
      await fixClock(sandboxUrl, new Date((await sandboxNow(sandboxUrl)).getTime() + GRANT_MS + 60_000))

      await resetCalls(sandboxUrl)
      expect(redirectLocation(await forAnother(cookie, BRUNO))).toBe(path('verificacion'))
      const calls = await apiCalls(sandboxUrl)
      // E84 without a code (BR53's checks), with the kept one (refused: 6, expired), then the new SMS.
      expect([calls[ENABLED], calls[SEND_SMS]]).toEqual([2, 1])
      const draft = await draftOf(cookie)
      expect(draft.candidate?.sms).toEqual({ sent: true, failed: false, resendsLeft: 3 })
      expect(draft.verifiedCodes?.[key]).toBeUndefined()
      // The page is the first send's: no error about the code, three resends.
      const page = (await get(verificacion.loader, 'verificacion', cookie)) as Awaited<ReturnType<typeof verificacion.loader>>
      expect(page.codeError).toBe(false)
      const html = renderRoutePage(verificacion.default, page)
      for (const error of [copy.verificacion.codeVoid, copy.verificacion.wrongCode, copy.verificacion.codeError]) expect(html).not.toContain(error)
      expect(html).toContain('Reenviar código (Reintentos 3)')

      const fresh = await newestCode()
      expect(fresh).not.toBe(kept)
      expect(redirectLocation(await post(verificacion.action, 'verificacion', { intent: 'continuar', codigo: fresh }, cookie))).toBe(
        path('agregar-medicamentos'),
      )
      expect((await draftOf(cookie)).verifiedCodes?.[key]).toBe(fresh)
    } finally {
      await releaseClock(sandboxUrl)
      await setTokenLifetime(sandboxUrl, TOKEN_LIFETIME_S)
    }
  })
})

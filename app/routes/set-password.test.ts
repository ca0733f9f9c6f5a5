import { afterEach, describe, expect, inject, it } from 'vitest'
import { accountErrors } from '~/copy/errors/account'
import { commonErrors } from '~/copy/errors/common'
import { passwords } from '~/copy/passwords'
import { canSignIn, cookieFrom, formRequest, getRequest, loadContext, replyOf, type FormResult } from '../../tests/route-helpers'
import {
  clearFaults,
  createCuenta,
  createPersona,
  fixClock,
  injectFault,
  readOutbox,
  releaseClock,
  sandboxNow,
} from '../../tests/sandbox-control'
import { action, headers, loader, meta } from './set-password'
import * as errorScreen from './set-password-error'

const sandboxUrl = inject('sandboxUrl')
const NEW_PASSWORD = 'Elegida2026'

interface Link {
  uid: string
  token: string
}

/** The uid and token of the newest link e-mailed to `email`. */
async function linkSentTo(email: string): Promise<Link> {
  const mail = (await readOutbox(sandboxUrl)).find((message) => message.destinatario === email)
  const url = new URL(mail?.cuerpo.match(/https?:\/\/\S+/)?.[0] ?? 'http://x/')
  return { uid: url.searchParams.get('uid') ?? '', token: url.searchParams.get('token') ?? '' }
}

/** A persona of this test with a reset link e-mailed to her. */
async function personaWithLink(request: Parameters<typeof createPersona>[1] = {}) {
  const persona = await createPersona(sandboxUrl, request)
  const response = await fetch(`${sandboxUrl}/reset-pass-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ci: persona.ci, email: persona.email }),
  })
  expect(response.status).toBe(200)
  return { persona, link: await linkSentTo(persona.email!) }
}

const pageUrl = (link?: Partial<Link>, path = '/set-password') => {
  const url = new URL(`http://localhost${path}`)
  if (link?.uid !== undefined) url.searchParams.set('uid', link.uid)
  if (link?.token !== undefined) url.searchParams.set('token', link.token)
  return url.toString()
}

type Loaded = { data: { view: string }; init: { status?: number; headers?: HeadersInit } | null }
const load = async (url: string, cookie?: string) => {
  const result = (await loader({ request: getRequest(url, cookie), params: {}, context: loadContext })) as unknown as Loaded
  return { view: result.data.view, status: result.init?.status ?? 200 }
}

const submit = (url: string, fields: Record<string, string>) => action({ request: formRequest(url, fields), params: {}, context: loadContext })
async function refused(url: string, fields: Record<string, string>) {
  return replyOf<{ result: FormResult; view: string }>(await submit(url, fields))
}

describe('/set-password', () => {
  afterEach(async () => {
    await clearFaults(sandboxUrl)
    await releaseClock(sandboxUrl)
  })

  it('checks the link first: a working one gets the form', async () => {
    const { link } = await personaWithLink()
    expect(await load(pageUrl(link))).toEqual({ view: 'form', status: 200 })
  })

  it('answers a link the API does not know with the spec’s banner and no form', async () => {
    expect(await load(pageUrl({ uid: 'MQ', token: 'no-es-un-token' }))).toEqual({ view: 'invalid-link', status: 400 })
  })

  it('answers an address without uid or token, or a failed check, with "Error desconocido o url inválida"', async () => {
    expect(await load(pageUrl())).toEqual({ view: 'unknown', status: 400 })
    expect(await load(pageUrl({ uid: 'MQ' }))).toEqual({ view: 'unknown', status: 400 })
    expect(await load(pageUrl({ uid: 'MQ', token: 'x'.repeat(300) }))).toEqual({ view: 'unknown', status: 400 })
    await injectFault(sandboxUrl, { path: '/api/userAuth/check-reset-pass-params/', status: 500, body: '{"detail":"x"}', contentType: 'application/json', times: 1 })
    expect(await load(pageUrl({ uid: 'MQ', token: 'x' }))).toEqual({ view: 'unknown', status: 400 })
    await injectFault(sandboxUrl, { path: '/api/userAuth/check-reset-pass-params/', status: 502, body: '<html></html>', contentType: 'text/html' })
    expect(await load(pageUrl({ uid: 'MQ', token: 'x' }))).toEqual({ view: 'unknown', status: 503 })
  })

  it('requires both passwords ("Contraseña inválida") and never sends them back', async () => {
    const { link } = await personaWithLink()
    const result = await refused(pageUrl(link), { password: '', repeat: '' })
    expect(result.init.status).toBe(400)
    expect(result.data.result.error).toMatchObject({
      password: [accountErrors.setPassword.invalidPassword],
      repeat: [accountErrors.setPassword.invalidPassword],
    })
  })

  it('refuses two different passwords ("Las contraseñas no son iguales") without calling the API', async () => {
    const { persona, link } = await personaWithLink()
    const result = await refused(pageUrl(link), { password: NEW_PASSWORD, repeat: `${NEW_PASSWORD}x` })
    expect(result.data.result.error).toMatchObject({ repeat: [accountErrors.setPassword.notEqual] })
    expect(result.data.result.initialValue ?? {}).not.toHaveProperty('password')
    expect(result.data.result.initialValue ?? {}).not.toHaveProperty('repeat')
    expect(await load(pageUrl(link))).toMatchObject({ view: 'form' })
    expect(await canSignIn(persona.ci, persona.password!)).toBe(true)
  })

  it('sets the password, then shows the success after a redirect that drops the token from the address', async () => {
    const { persona, link } = await personaWithLink()
    const response = (await submit(pageUrl(link), { password: NEW_PASSWORD, repeat: NEW_PASSWORD })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/set-password?resultado')
    const cookie = cookieFrom(response)
    expect(await load('http://localhost/set-password?resultado', cookie)).toEqual({ view: 'saved', status: 200 })
    expect(await load('http://localhost/set-password?resultado', cookie)).toEqual({ view: 'saved', status: 200 })
    expect(await load('http://localhost/set-password?resultado')).toEqual({ view: 'unknown', status: 400 })

    expect(await canSignIn(persona.ci, NEW_PASSWORD)).toBe(true)
    expect(await canSignIn(persona.ci, persona.password!)).toBe(false)
    // Used once, the link no longer opens the form.
    expect(await load(pageUrl(link))).toEqual({ view: 'invalid-link', status: 400 })
  })

  it('words the API’s refusals by BR12: error, then details[0], then a string body', async () => {
    const { link } = await personaWithLink()
    const policy = await refused(pageUrl(link), { password: '1234567', repeat: '1234567' })
    expect(policy.data.result.error?.['']).toEqual(['La contraseña debe tener al menos 8 caracteres.'])
    expect(policy.data.view).toBe('form')

    expect((await submit(pageUrl(link), { password: NEW_PASSWORD, repeat: NEW_PASSWORD })) as Response).toBeInstanceOf(Response)
    const used = await refused(pageUrl(link), { password: NEW_PASSWORD, repeat: NEW_PASSWORD })
    expect(used.data.result.error?.['']).toEqual(['El enlace para elegir la contraseña no es válido o ya fue usado.'])

    const second = await personaWithLink()
    // An hour and a minute later on the sandbox's clock: the link has run out.
    await fixClock(sandboxUrl, new Date((await sandboxNow(sandboxUrl)).getTime() + 61 * 60_000))
    const expired = await refused(pageUrl(second.link), { password: NEW_PASSWORD, repeat: NEW_PASSWORD })
    expect(expired.data.result.error?.['']).toEqual(['El enlace para elegir la contraseña venció. Pida uno nuevo.'])
  })

  it('falls back to the spec’s texts when the API says nothing BR12 reads, or cannot be reached', async () => {
    const { link } = await personaWithLink()
    const path = `/reset-pass-auth/${link.uid}/${link.token}/`
    await injectFault(sandboxUrl, { path, status: 400, body: '{"detail":"Interno"}', contentType: 'application/json', times: 1 })
    const silent = await refused(pageUrl(link), { password: NEW_PASSWORD, repeat: NEW_PASSWORD })
    expect(silent.data.result.error?.['']).toEqual([accountErrors.setPassword.failed])
    await injectFault(sandboxUrl, { path, status: 502, body: '<html></html>', contentType: 'text/html', times: 1 })
    const down = await refused(pageUrl(link), { password: NEW_PASSWORD, repeat: NEW_PASSWORD })
    expect(down.init.status).toBe(503)
    expect(down.data.result.error?.['']).toEqual([commonErrors.generic])
  })

  it('answers a post without uid or token with "Error desconocido o url inválida"', async () => {
    const result = await refused(pageUrl(), { password: NEW_PASSWORD, repeat: NEW_PASSWORD })
    expect(result.init.status).toBe(400)
    expect(result.data.view).toBe('unknown')
    expect(result.data.result.error?.['']).toEqual([accountErrors.setPassword.unknown])
  })

  it('unblocks a blocked account (a persona like Elena)', async () => {
    const { persona, link } = await personaWithLink({ like: '56789016' })
    expect(await canSignIn(persona.ci, persona.password!)).toBe(false)
    expect(((await submit(pageUrl(link), { password: NEW_PASSWORD, repeat: NEW_PASSWORD })) as Response).status).toBe(302)
    expect(await canSignIn(persona.ci, NEW_PASSWORD)).toBe(true)
  })

  it('sets the first password of a new account (an affiliate like Federico, given an account)', async () => {
    const persona = await createPersona(sandboxUrl, { like: '67890127' })
    expect(persona.password).toBeNull()
    await createCuenta(sandboxUrl, persona.ci)
    const link = await linkSentTo(persona.email!)
    expect(await load(pageUrl(link))).toEqual({ view: 'form', status: 200 })
    expect(((await submit(pageUrl(link), { password: NEW_PASSWORD, repeat: NEW_PASSWORD })) as Response).status).toBe(302)
    expect(await canSignIn(persona.ci, NEW_PASSWORD)).toBe(true)
  })

  it('sends no Referer to another site and is never cached: its address is a way into the account', () => {
    expect(new Headers(headers({} as Parameters<typeof headers>[0])).get('cache-control')).toBe('no-store')
    const tags = meta({ matches: [] } as unknown as Parameters<typeof meta>[0])
    expect(tags).toContainEqual({ name: 'referrer', content: 'same-origin' })
    expect(tags).toContainEqual({ title: 'Elegir contraseña · Servicios en línea' })
  })
})

describe('/set-password-error', () => {
  it('is the same screen', async () => {
    expect(errorScreen.loader).toBe(loader)
    expect(errorScreen.action).toBe(action)
    const { link } = await personaWithLink()
    expect(await load(pageUrl(link, '/set-password-error'))).toEqual({ view: 'form', status: 200 })
  })
})

describe('the set-password texts', () => {
  it('are the spec’s', () => {
    expect(accountErrors.setPassword.invalidLink).toBe(
      'Es posible que los datos ingresados no sean correctos, o la url sea invalida. Por favor, verifíquelos e inténtelo de nuevo.',
    )
    expect(accountErrors.setPassword.unknown).toBe('Error desconocido o url inválida')
    expect(passwords.backToLogin).toBe('Volver al Login')
  })
})

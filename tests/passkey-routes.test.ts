/**
 * Passkeys through the portal's routes (C13–C15), against the test sandbox, with the sandbox's software
 * authenticator in the browser's place (which is why these route tests live here: app/ never imports sandbox/): the offer after login, adding a passkey, the login screens and the passkey sign-in, the passkeys
 * page, and the refusals (a replayed or tampered assertion, another member's id, a forged device cookie, a sign
 * counter going back, a visitor or a member without the permission, another member's credential id).
 */
import { describe, expect, inject, it } from 'vitest'
import { accountErrors } from '~/copy/errors/account'
import { commonErrors } from '~/copy/errors/common'
import { passkeys } from '~/copy/passkeys'
import { PASSKEY_INTENTS, PASSKEY_SUPPORT_FIELD, PASSKEY_SUPPORTED } from '~/passkeys/fields'
import { paths } from '~/utils/paths'
import { SoftwareAuthenticator } from '../sandbox/areas/credenciales/test-authenticator'
import { formRequest, loadContext, signIn, thrownResponse } from './route-helpers'
import { apiCalls, clearFaults, createPersona, injectFault } from './sandbox-control'
import { loader as rootLoader } from '~/root'
import { action as offerAction, loader as offerLoader } from '~/routes/clave-de-acceso'
import { action as loginAction, loader as loginLoader } from '~/routes/login'
import { action as pageAction, loader as pageLoader } from '~/routes/mis-datos_.credenciales'

const sandboxUrl = inject('sandboxUrl')
// The test sandbox expects the portal at its default address (sandbox/README.md "Passkeys").
const authenticatorFor = () => new SoftwareAuthenticator({ origin: 'http://localhost:3000', rpId: 'localhost' })

/** A browser's cookies: what each answer sets replaces what it had. */
class Browser {
  private readonly cookies = new Map<string, string>()
  readonly authenticator = authenticatorFor()

  take(response: Response | { init?: ResponseInit | null }): void {
    const headers = response instanceof Response ? response.headers : new Headers(response.init?.headers)
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, pair)
    }
  }

  get header(): string {
    return [...this.cookies.values()].join('; ')
  }

  has(name: string): boolean {
    return this.cookies.has(name)
  }

  forget(name: string): void {
    this.cookies.delete(name)
  }

  set(name: string, pair: string): void {
    this.cookies.set(name, pair)
  }

  get(url: string) {
    return new Request(`http://localhost${url}`, { headers: { cookie: this.header } })
  }

  post(url: string, fields: Record<string, string>) {
    return formRequest(`http://localhost${url}`, fields, { cookie: this.header })
  }
}

/** A member like Ana (the passkey permissions), of this test alone. */
const anaLike = () => createPersona(sandboxUrl, { like: '12345672' })

async function passwordLogin(browser: Browser, ci: string, password: string, supports = true): Promise<Response> {
  const fields: Record<string, string> = { ci, password, redirectTo: '/' }
  if (supports) fields[PASSKEY_SUPPORT_FIELD] = PASSKEY_SUPPORTED
  const response = await loginAction({ request: browser.post('/login', fields), params: {}, context: loadContext })
  if (!(response instanceof Response)) throw new Error('the login failed')
  browser.take(response)
  return response
}

/** Signs in with the password, takes the offer and adds a passkey: the browser then holds the passkey cookies. */
async function registerThroughOffer(browser: Browser, persona: { ci: string; password: string | null }) {
  const login = await passwordLogin(browser, persona.ci, persona.password ?? '')
  expect(login.headers.get('location')).toBe(paths.passkeyOffer)
  const page = await offerLoader({ request: browser.get(paths.passkeyOffer), params: {}, context: loadContext })
  browser.take(page)
  const credential = browser.authenticator.register(page.data.options as never)
  const added = await offerAction({
    request: browser.post(paths.passkeyOffer, { intent: PASSKEY_INTENTS.register, credential: JSON.stringify(credential) }),
    params: {},
    context: loadContext,
  })
  browser.take(added)
  return added
}

async function signOut(browser: Browser) {
  browser.forget('__session')
}

async function loginScreen(browser: Browser, query = '') {
  const page = await loginLoader({ request: browser.get(`/login${query}`), params: {}, context: loadContext })
  browser.take(page)
  return page.data
}

async function passkeyLogin(browser: Browser, fields: Record<string, string>) {
  return loginAction({ request: browser.post('/login', { intent: PASSKEY_INTENTS.login, redirectTo: '/', ...fields }), params: {}, context: loadContext })
}

/** The login screen's ceremony: the assertion for its options, posted as the Biometric form does. */
async function signInWithPasskey(browser: Browser, overrides: Parameters<SoftwareAuthenticator['assert']>[1] = {}) {
  const screen = await loginScreen(browser)
  if (screen.mode.kind !== 'biometric' || !screen.options) throw new Error(`expected the Biometric screen, got ${screen.mode.kind}`)
  const assertion = browser.authenticator.assert(screen.options as never, overrides)
  const response = await passkeyLogin(browser, { userId: String(screen.mode.user.id), credential_info: JSON.stringify(assertion) })
  return { response, assertion, userId: screen.mode.user.id }
}

type Failed = { data: { failure: { message: string } }; init: { status: number } }
const failureOf = (result: unknown) => {
  expect(result).not.toBeInstanceOf(Response)
  return (result as Failed).data.failure.message
}

async function flashOf(browser: Browser, url: string) {
  const root = await rootLoader({ request: browser.get(url), params: {}, context: loadContext })
  return (root as unknown as { data?: { flash?: { message: string } }; flash?: { message: string } })
}

describe('passkeys: add after login, then sign in with one (C13, C14)', () => {
  it('offers a passkey after a password login on a capable device, adds it, and gives the Biometric screen', async () => {
    const persona = await anaLike()
    const browser = new Browser()
    const added = await registerThroughOffer(browser, persona)
    expect(added.status).toBe(302)
    expect(added.headers.get('location')).toBe(paths.home)
    expect(browser.has('dispositivo') && browser.has('claves-de-acceso')).toBe(true)
    const flash = await flashOf(browser, '/')
    expect(JSON.stringify(flash)).toContain(passkeys.added)

    await signOut(browser)
    const screen = await loginScreen(browser)
    expect(screen.mode).toMatchObject({ kind: 'biometric', user: { userName: `${persona.nombre} ${persona.apellido}` } })
    expect(screen.options).toHaveProperty('challenge')

    const { response } = await signInWithPasskey(browser)
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).status).toBe(302)
    expect((response as Response).headers.get('location')).toBe('/')
    expect((response as Response).headers.get('set-cookie')).toMatch(/__session=/)

    // Signed in with the passkey, the next password login on this device is not offered one again.
    await signOut(browser)
    const again = await passwordLogin(browser, persona.ci, persona.password ?? '')
    expect(again.headers.get('location')).toBe('/')
  })

  it('offers nothing to a browser that did not say it can make a passkey, or to a member without the permission', async () => {
    const persona = await anaLike()
    expect((await passwordLogin(new Browser(), persona.ci, persona.password ?? '', false)).headers.get('location')).toBe('/')
    // Bruno lacks the passkey permission.
    expect((await passwordLogin(new Browser(), '23456783', 'Socio2026')).headers.get('location')).toBe('/')
    // And the offer page itself sends him home.
    const bruno = new Browser()
    bruno.set('__session', await signIn('23456783'))
    const away = await thrownResponse(offerLoader({ request: bruno.get(paths.passkeyOffer), params: {}, context: loadContext }))
    expect(away.headers.get('location')).toBe(paths.home)
  })

  it('gives MultiBiometric for two members on one browser, and Biometric for the one chosen', async () => {
    const browser = new Browser()
    const first = await anaLike()
    const second = await anaLike()
    await registerThroughOffer(browser, first)
    await signOut(browser)
    // The second member signs in with the password on the same browser and adds a passkey too.
    await registerThroughOffer(browser, second)
    await signOut(browser)

    const screen = await loginScreen(browser)
    expect(screen.mode.kind).toBe('multi-biometric')
    const users = screen.mode.kind === 'multi-biometric' ? screen.mode.users : []
    expect(users.map((user) => user.userName)).toEqual([`${first.nombre} ${first.apellido}`, `${second.nombre} ${second.apellido}`])
    const chosen = await loginScreen(browser, `?usuario=${users[0]!.id}`)
    expect(chosen.mode).toMatchObject({ kind: 'biometric', user: users[0] })
    // The link back to the password form.
    expect((await loginScreen(browser, '?modo=normal')).mode.kind).toBe('normal')
  })

  it('answers a member not on this browser, and a failed ceremony, with the login error', async () => {
    const browser = new Browser()
    await registerThroughOffer(browser, await anaLike())
    await signOut(browser)
    const screen = await loginScreen(browser)
    if (!screen.options) throw new Error('no options')
    const assertion = browser.authenticator.assert(screen.options as never)
    // Another member's id with this member's assertion.
    expect(failureOf(await passkeyLogin(browser, { userId: '2', credential_info: JSON.stringify(assertion) }))).toBe(accountErrors.login.responseError)
    // The ceremony failed in the browser (cancelled): the form carries no credential.
    expect(failureOf(await passkeyLogin(browser, { userId: '1', credential_info: '', problema: 'NotAllowedError' }))).toBe(
      accountErrors.login.responseError,
    )
  })
})

describe('passkey sign-in refusals (C13)', () => {
  async function memberWithPasskey() {
    const browser = new Browser()
    await registerThroughOffer(browser, await anaLike())
    await signOut(browser)
    return browser
  }

  it('says the generic message, not the login error, when the member cannot be read after the passkey was accepted (C10)', async () => {
    const browser = await memberWithPasskey()
    await injectFault(sandboxUrl, { path: '/api/afiliados/datos/', status: 500, body: '{"detail":"x"}', contentType: 'application/json', times: 1 })
    const { response } = await signInWithPasskey(browser)
    expect(failureOf(response)).toBe(commonErrors.generic)
    await clearFaults(sandboxUrl)
  })

  it('refuses a replayed assertion: the challenge is used once', async () => {
    const browser = await memberWithPasskey()
    const { response, assertion, userId } = await signInWithPasskey(browser)
    expect((response as Response).status).toBe(302)
    await signOut(browser)
    const replay = await passkeyLogin(browser, { userId: String(userId), credential_info: JSON.stringify(assertion) })
    expect(failureOf(replay)).toBe(accountErrors.login.responseError)
  })

  it('refuses a tampered assertion and a sign counter that goes back', async () => {
    const browser = await memberWithPasskey()
    const screen = await loginScreen(browser)
    if (screen.mode.kind !== 'biometric' || !screen.options) throw new Error('no Biometric screen')
    const assertion = browser.authenticator.assert(screen.options as never)
    const tampered = { ...assertion, response: { ...assertion.response, signature: assertion.response.signature.replace(/^../, 'AA') } }
    const refused = await passkeyLogin(browser, { userId: String(screen.mode.user.id), credential_info: JSON.stringify(tampered) })
    expect(failureOf(refused)).toBe(accountErrors.login.responseError)

    // One good sign-in moves the counter to 2; an authenticator that says 1 afterwards is a clone.
    expect(((await signInWithPasskey(browser)).response as Response).status).toBe(302)
    await signOut(browser)
    expect(((await signInWithPasskey(browser)).response as Response).status).toBe(302)
    await signOut(browser)
    const cloned = await signInWithPasskey(browser, { counter: 1 })
    expect(failureOf(cloned.response)).toBe(accountErrors.login.responseError)
  })

  it('reads a forged device cookie as none: the password form, and no call to the API', async () => {
    const browser = await memberWithPasskey()
    browser.set('dispositivo', 'dispositivo=ImZvcmphZG8i') // "forjado", unsigned
    expect((await loginScreen(browser)).mode.kind).toBe('normal')
    const before = (await apiCalls(sandboxUrl))['POST /api/credenciales/finish_login'] ?? 0
    const refused = await passkeyLogin(browser, { userId: '1', credential_info: '{"id":"x"}' })
    expect(failureOf(refused)).toBe(accountErrors.login.responseError)
    expect((await apiCalls(sandboxUrl))['POST /api/credenciales/finish_login'] ?? 0).toBe(before)
  })
})

describe('/mis-datos/credenciales (C15)', () => {
  const page = (browser: Browser, query = '') => pageLoader({ request: browser.get(`${paths.passkeys}${query}`), params: {}, context: loadContext })

  it('sends a visitor to sign in and a member without the permission home', async () => {
    const visitor = await thrownResponse(page(new Browser()))
    expect(visitor.headers.get('location')).toMatch(/^\/login\?redirectTo=/)
    const bruno = new Browser()
    bruno.set('__session', await signIn('23456783'))
    expect((await thrownResponse(page(bruno))).headers.get('location')).toBe(paths.home)
    const post = await thrownResponse(pageAction({ request: bruno.post(paths.passkeys, { intent: PASSKEY_INTENTS.remove, idToDelete: 'x' }), params: {}, context: loadContext }))
    expect(post.headers.get('location')).toBe(paths.home)
  })

  it('lists this device\'s passkey, offers no Agregar then, and shows the confirmation state without JavaScript', async () => {
    const browser = new Browser()
    await registerThroughOffer(browser, await anaLike())
    const { data } = await page(browser)
    expect(data.credentials).toHaveLength(1)
    expect(data.credentials[0]).toMatchObject({ thisDevice: true })
    expect(data.options).toBeNull()
    expect((await page(browser, `?eliminar=${encodeURIComponent(data.credentials[0]!.id)}`)).data.confirming).toBe(data.credentials[0]!.id)
    expect((await page(browser, '?eliminar=desconocida')).data.confirming).toBeNull()
  })

  it('offers Agregar on a device without a passkey, and adds one', async () => {
    const persona = await anaLike()
    const browser = new Browser()
    await passwordLogin(browser, persona.ci, persona.password ?? '', false)
    const before = await page(browser)
    browser.take(before)
    expect(before.data.credentials).toEqual([])
    expect(before.data.options).toHaveProperty('challenge')
    const credential = browser.authenticator.register(before.data.options as never)
    const added = await pageAction({
      request: browser.post(paths.passkeys, { intent: PASSKEY_INTENTS.register, credential: JSON.stringify(credential) }),
      params: {},
      context: loadContext,
    })
    expect((added as Response).headers.get('location')).toBe(paths.passkeys)
    browser.take(added as Response)
    expect(browser.has('claves-de-acceso')).toBe(true)
    expect((await page(browser)).data.credentials).toHaveLength(1)
  })

  it('says nothing was added when the registration fails, and keeps nothing', async () => {
    const persona = await anaLike()
    const browser = new Browser()
    await passwordLogin(browser, persona.ci, persona.password ?? '', false)
    browser.take(await page(browser))
    const failed = await pageAction({
      request: browser.post(paths.passkeys, { intent: PASSKEY_INTENTS.register, credential: '{"id":"inventada"}' }),
      params: {},
      context: loadContext,
    })
    browser.take(failed as Response)
    expect(JSON.stringify(await flashOf(browser, paths.passkeys))).toContain(passkeys.notAdded)
    expect(browser.has('claves-de-acceso')).toBe(false)
    expect((await page(browser)).data.credentials).toEqual([])
  })

  it('deletes this device\'s passkey and forgets the member on this browser: the login is the password form again', async () => {
    const browser = new Browser()
    await registerThroughOffer(browser, await anaLike())
    const { data } = await page(browser)
    const removed = await pageAction({
      request: browser.post(paths.passkeys, { intent: PASSKEY_INTENTS.remove, idToDelete: data.credentials[0]!.id }),
      params: {},
      context: loadContext,
    })
    expect((removed as Response).headers.get('location')).toBe(paths.passkeys)
    browser.take(removed as Response)
    expect(browser.has('claves-de-acceso')).toBe(false)
    expect((await page(browser)).data.credentials).toEqual([])
    await signOut(browser)
    expect((await loginScreen(browser)).mode.kind).toBe('normal')
  })

  it('cannot delete another member\'s passkey by its id', async () => {
    const owner = new Browser()
    await registerThroughOffer(owner, await anaLike())
    const ownersId = (await page(owner)).data.credentials[0]!.id

    const other = new Browser()
    const persona = await anaLike()
    await passwordLogin(other, persona.ci, persona.password ?? '', false)
    const before = (await apiCalls(sandboxUrl))['POST /api/credenciales/removeCredential'] ?? 0
    const refused = await pageAction({ request: other.post(paths.passkeys, { intent: PASSKEY_INTENTS.remove, idToDelete: ownersId }), params: {}, context: loadContext })
    other.take(refused as Response)
    expect(JSON.stringify(await flashOf(other, paths.passkeys))).toContain(passkeys.notRemoved)
    expect((await apiCalls(sandboxUrl))['POST /api/credenciales/removeCredential'] ?? 0).toBe(before)
    expect((await page(owner)).data.credentials).toHaveLength(1)
  })

  it('forgets on this browser a member whose passkey was deleted from another device', async () => {
    const phone = new Browser()
    const persona = await anaLike()
    await registerThroughOffer(phone, persona)
    const id = (await page(phone)).data.credentials[0]!.id
    // From another computer, the member deletes the phone's passkey.
    const computer = new Browser()
    await passwordLogin(computer, persona.ci, persona.password ?? '', false)
    await pageAction({ request: computer.post(paths.passkeys, { intent: PASSKEY_INTENTS.remove, idToDelete: id }), params: {}, context: loadContext })

    await signOut(phone)
    const screen = await loginScreen(phone)
    expect(screen.mode.kind).toBe('normal')
    expect(phone.has('claves-de-acceso')).toBe(false)
  })
})

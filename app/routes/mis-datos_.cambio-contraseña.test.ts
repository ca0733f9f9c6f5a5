import { afterEach, describe, expect, inject, it } from 'vitest'
import { getOptionalUser } from '~/auth/guards.server'
import { accountErrors } from '~/copy/errors/account'
import { MAX_PASSWORD_CHANGES_PER_MEMBER } from '~/auth/login-limits.server'
import { passwords } from '~/copy/passwords'
import { canSignIn, cookieFrom, formRequest, getRequest, loadContext, replyOf, signIn, thrownResponse, type FormResult } from '../../tests/route-helpers'
import { apiCalls, clearFaults, createPersona, injectFault, resetCalls } from '../../tests/sandbox-control'
import { action, loader } from './mis-datos_.cambio-contraseña'
import { loader as aliasLoader } from './mis-datos_.cambio-contrasena'

const sandboxUrl = inject('sandboxUrl')
const PAGE = 'http://localhost/mis-datos/cambio-contrase%C3%B1a'
const RESULT = '/mis-datos/cambio-contrase%C3%B1a?resultado'
const CHANGE_CALL = 'POST /change-pass-auth/'
const NEW_PASSWORD = 'Elegida2026'

/** A persona of this test, signed in. */
async function signedIn() {
  const persona = await createPersona(sandboxUrl)
  return { persona, cookie: await signIn(persona.ci, persona.password!) }
}

const submit = (cookie: string | undefined, fields: Record<string, string>) =>
  action({ request: formRequest(PAGE, fields, cookie ? { cookie } : {}), params: {}, context: loadContext })

async function refused(cookie: string, fields: Record<string, string>) {
  const result = replyOf<{ result: FormResult }>(await submit(cookie, fields))
  expect(result.data.result.initialValue ?? {}).toEqual({})
  return result
}

const load = (cookie?: string, query = '') =>
  loader({ request: getRequest(PAGE + query, cookie), params: {}, context: loadContext })

async function viewOf(cookie: string, query = '') {
  const result = (await load(cookie, query)) as unknown as { data: { view: string } }
  return result.data.view
}

describe('/mis-datos/cambio-contraseña', () => {
  afterEach(() => clearFaults(sandboxUrl))

  it('sends a visitor to log in, and back here afterwards', async () => {
    // The page's address as the browser sends it (ñ percent-encoded), itself encoded as a query value.
    const login = '/login?redirectTo=%2Fmis-datos%2Fcambio-contrase%25C3%25B1a'
    expect((await thrownResponse(load())).headers.get('location')).toBe(login)
    expect((await thrownResponse(submit(undefined, { current: 'x', next: 'y', repeat: 'y' }))).headers.get('location')).toBe(login)

    const persona = await createPersona(sandboxUrl)
    const { action: loginAction } = await import('./login')
    const redirectTo = new URL(login, 'http://localhost').searchParams.get('redirectTo')!
    const fields = { ci: persona.ci, password: persona.password!, redirectTo }
    const signedIn = (await loginAction({ request: formRequest('http://localhost/login', fields), params: {}, context: loadContext })) as Response
    expect(signedIn.headers.get('location')).toBe('/mis-datos/cambio-contrase%C3%B1a')
  })

  it('shows the form to the member', async () => {
    const { cookie } = await signedIn()
    expect(await viewOf(cookie)).toBe('form')
  })

  it('requires the three fields ("Este campo es requerido") and calls nothing', async () => {
    const { cookie } = await signedIn()
    await resetCalls(sandboxUrl)
    const result = await refused(cookie, { current: '', next: '', repeat: '' })
    expect(result.init.status).toBe(400)
    const required = [accountErrors.changePassword.required]
    expect(result.data.result.error).toMatchObject({ current: required, next: required, repeat: required })
    expect((await apiCalls(sandboxUrl))[CHANGE_CALL]).toBeUndefined()
  })

  it('refuses a repeat that differs and a new password outside the rule (BR03) before any call', async () => {
    const { persona, cookie } = await signedIn()
    await resetCalls(sandboxUrl)
    const mismatch = await refused(cookie, { current: persona.password!, next: 'Segura2024', repeat: 'Segura2025' })
    expect(mismatch.data.result.error).toMatchObject({ repeat: ['Las contraseñas no coinciden ¿Quieres volver a intentarlo?'] })
    const policy = await refused(cookie, { current: persona.password!, next: '12345678', repeat: '12345678' })
    expect(policy.data.result.error).toMatchObject({ next: [passwords.policyNotMet] })
    expect((await apiCalls(sandboxUrl))[CHANGE_CALL]).toBeUndefined()
  })

  it('shows the API’s detail in a banner over the form: a wrong current password, the same password', async () => {
    const { persona, cookie } = await signedIn()
    const wrong = await refused(cookie, { current: 'incorrecta', next: NEW_PASSWORD, repeat: NEW_PASSWORD })
    expect(wrong.init.status).toBe(400)
    expect(wrong.data.result.error?.['']).toEqual(['La contraseña actual no es correcta.'])
    const same = await refused(cookie, { current: persona.password!, next: persona.password!, repeat: persona.password! })
    expect(same.data.result.error?.['']).toEqual(['La nueva contraseña debe ser distinta de la actual.'])
    // The member is still signed in and her password unchanged.
    expect(await getOptionalUser(new Request(PAGE, { headers: { cookie } }))).not.toBeNull()
    expect(await canSignIn(persona.ci, persona.password!)).toBe(true)
  })

  it('limits the tries: past five in a row the API is not asked, even with the right current password', async () => {
    const { persona, cookie } = await signedIn()
    for (let attempt = 1; attempt <= MAX_PASSWORD_CHANGES_PER_MEMBER; attempt++) {
      expect((await refused(cookie, { current: `incorrecta${attempt}`, next: NEW_PASSWORD, repeat: NEW_PASSWORD })).init.status).toBe(400)
    }
    await resetCalls(sandboxUrl)
    const limited = await refused(cookie, { current: persona.password!, next: NEW_PASSWORD, repeat: NEW_PASSWORD })
    expect(limited.init.status).toBe(429)
    expect(limited.data.result.error?.['']).toEqual([passwords.change.tooManyAttempts])
    expect((await apiCalls(sandboxUrl))[CHANGE_CALL] ?? 0).toBe(0)
    expect(await canSignIn(persona.ci, persona.password!)).toBe(true)
  })

  it('changes the password and shows the success screen after a redirect; she stays signed in', async () => {
    const { persona, cookie } = await signedIn()
    const response = (await submit(cookie, { current: persona.password!, next: NEW_PASSWORD, repeat: NEW_PASSWORD })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(RESULT)
    expect(await viewOf(cookieFrom(response), '?resultado')).toBe('done')
    expect(await viewOf(cookie, '?resultado')).toBe('done')
    expect(await getOptionalUser(new Request(PAGE, { headers: { cookie } }))).not.toBeNull()
    expect(await canSignIn(persona.ci, NEW_PASSWORD)).toBe(true)
    expect(await canSignIn(persona.ci, persona.password!)).toBe(false)

    // Opened afresh, the page is the form again, and the result is gone.
    expect(await viewOf(cookie)).toBe('form')
    expect((await thrownResponse(load(cookie, '?resultado'))).headers.get('location')).toBe('/mis-datos/cambio-contrase%C3%B1a')
  })

  it('shows the failure screen when the API answers without a word, or cannot be reached', async () => {
    const { persona, cookie } = await signedIn()
    const fields = { current: persona.password!, next: NEW_PASSWORD, repeat: NEW_PASSWORD }
    for (const fault of [
      { status: 400, body: '{}', contentType: 'application/json' },
      { status: 500, body: '', contentType: 'text/plain' },
      { status: 502, body: '<html>bad gateway</html>', contentType: 'text/html' },
    ]) {
      await injectFault(sandboxUrl, { path: '/change-pass-auth/', times: 1, ...fault })
      const response = (await submit(cookie, fields)) as Response
      expect(response.headers.get('location'), String(fault.status)).toBe(RESULT)
      expect(await viewOf(cookie, '?resultado')).toBe('failed')
    }
    expect(accountErrors.changePassword.failureText).toBe('No pudimos actualizar la constraseña. Por favor, inténtelo nuevamente.')
  })

  it('ends the session when the API no longer accepts her token', async () => {
    const { persona, cookie } = await signedIn()
    await injectFault(sandboxUrl, { path: '/change-pass-auth/', status: 401, body: '{"detail":"Token inválido"}', contentType: 'application/json', times: 1 })
    const redirect = await thrownResponse(submit(cookie, { current: persona.password!, next: NEW_PASSWORD, repeat: NEW_PASSWORD }))
    expect(redirect.headers.get('location')).toBe('/login?redirectTo=%2Fmis-datos%2Fcambio-contrase%25C3%25B1a')
    expect(await getOptionalUser(new Request(PAGE, { headers: { cookie } }))).toBeNull()
  })
})

describe('/mis-datos/cambio-contrasena', () => {
  it('redirects for good to the spec’s address, encoded', () => {
    const response = aliasLoader({ request: new Request('http://localhost/mis-datos/cambio-contrasena'), params: {}, context: loadContext })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/mis-datos/cambio-contrase%C3%B1a')
  })
})

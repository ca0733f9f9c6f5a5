import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { OUTCOME_TTL_MS } from '~/account/password-outcomes.server'
import { MAIL_LIMITS } from '~/auth/mail-limits.server'
import { accountErrors } from '~/copy/errors/account'
import { commonErrors } from '~/copy/errors/common'
import { validation } from '~/copy/errors/validation'
import { passwords } from '~/copy/passwords'
import { ciCheckDigit } from '~/domain/ci'
import { cookieFrom, formRequest, getRequest, loadContext, replyOf, thrownResponse, type FormResult } from '../../tests/route-helpers'
import { apiCalls, clearFaults, createPersona, injectFault, readOutbox, resetCalls } from '../../tests/sandbox-control'
import { action, loader } from './nueva-contraseña'
import { loader as aliasLoader } from './nueva-contrasena'

const sandboxUrl = inject('sandboxUrl')
const PAGE = 'http://localhost/nueva-contrase%C3%B1a'
const RESULT = '/nueva-contrase%C3%B1a?resultado'
const DIEGO = '45678905'
const RESET_CALL = 'POST /reset-pass-auth/'

let address = 0
/** Each test asks from its own address, so one test's requests never count against another's limit. */
const nextAddress = () => `10.1.0.${++address}`
/** A valid cédula that belongs to nobody, different each time, for the limits' tests. */
let nobodyNumber = 5_100_000
const nobody = () => {
  const body = String(++nobodyNumber)
  return body + ciCheckDigit(body)
}

async function submit(fields: Record<string, string>, clientAddress = nextAddress()) {
  return action({ request: formRequest(PAGE, fields), params: {}, context: { ...loadContext, clientAddress } })
}

async function failure(fields: Record<string, string>, clientAddress?: string) {
  return replyOf<{ result: FormResult }>(await submit(fields, clientAddress))
}

const load = (query = '', cookie?: string) =>
  loader({ request: getRequest(PAGE + query, cookie), params: {}, context: loadContext })

const loaded = async (query = '', cookie?: string) => {
  const result = (await load(query, cookie)) as unknown as { data: { sentTo: string | null }; init: ResponseInit | null }
  return { sentTo: result.data.sentTo, setCookie: new Headers(result.init?.headers).get('set-cookie') }
}

describe('/nueva-contraseña', () => {
  afterEach(async () => {
    vi.useRealTimers()
    await clearFaults(sandboxUrl)
  })

  it('requires the cédula and the e-mail, and names each beside it', async () => {
    const result = await failure({ ci: '', email: '  ' })
    expect(result.init.status).toBe(400)
    expect(result.data.result.error).toMatchObject({ ci: [passwords.reset.ciRequired], email: [passwords.reset.emailRequired] })
  })

  it('refuses a cédula with a wrong check digit and a malformed e-mail before any call', async () => {
    await resetCalls(sandboxUrl)
    const result = await failure({ ci: '12345673', email: 'ana@@example' })
    expect(result.data.result.error).toMatchObject({ ci: [validation.invalidCi], email: [validation.invalidMail] })
    expect((await apiCalls(sandboxUrl))[RESET_CALL]).toBeUndefined()
  })

  it('sends the link and shows the spec’s text after a redirect, as often as the page is reloaded', async () => {
    const persona = await createPersona(sandboxUrl)
    const response = (await submit({ ci: persona.ci, email: persona.email! })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(RESULT)
    const cookie = cookieFrom(response)

    const shown = await loaded('?resultado', cookie)
    expect(shown.sentTo).toBe(persona.email)
    expect(passwords.reset.sent(shown.sentTo!)).toBe(
      `Se envió un correo a ${persona.email} con las instrucciones para restablecer tu contraseña.`,
    )
    expect((await loaded('?resultado', cookie)).sentTo).toBe(persona.email)

    const [mail] = (await readOutbox(sandboxUrl)).filter((message) => message.destinatario === persona.email)
    expect(mail?.cuerpo).toMatch(/\/set-password\?uid=[\w-]+&token=[\w-]+/)
  })

  it('forgets the outcome when the page is opened afresh, and after ten minutes', async () => {
    const persona = await createPersona(sandboxUrl)
    const cookie = cookieFrom((await submit({ ci: persona.ci, email: persona.email! })) as Response)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OUTCOME_TTL_MS + 1_000 })
    expect((await thrownResponse(load('?resultado', cookie))).headers.get('location')).toBe('/nueva-contrase%C3%B1a')
    vi.useRealTimers()

    const again = cookieFrom((await submit({ ci: persona.ci, email: persona.email! })) as Response)
    const fresh = await loaded('', again)
    expect(fresh).toEqual({ sentTo: null, setCookie: expect.stringMatching(/^__session=/) })
    expect((await thrownResponse(load('?resultado', again))).status).toBe(302)
  })

  it('shows the form to anyone who asks for a result this session does not hold', async () => {
    const redirect = await thrownResponse(load('?resultado'))
    expect(redirect.headers.get('location')).toBe('/nueva-contrase%C3%B1a')
    expect(await loaded()).toEqual({ sentTo: null, setCookie: null })
  })

  it('answers cédula and e-mail that do not belong together with the spec’s message, keeping both', async () => {
    const persona = await createPersona(sandboxUrl)
    const result = await failure({ ci: persona.ci, email: 'otra@example.com' })
    expect(result.init.status).toBe(400)
    expect(result.data.result.error?.['']).toEqual([accountErrors.resetPassword.responseError])
    expect(result.data.result.initialValue).toMatchObject({ ci: persona.ci, email: 'otra@example.com' })
  })

  it('refuses a penalised affiliate with the spec’s penalty message (DOCUMENT_PENALIZED)', async () => {
    const result = await failure({ ci: DIEGO, email: 'diego.sosa@example.com' })
    expect(result.data.result.error?.['']).toEqual([accountErrors.login.userPenalized])
  })

  it('limits the mails one identity may ask for, with one message whether or not the e-mail matched', async () => {
    const persona = await createPersona(sandboxUrl)
    const stranger = nobody()
    for (let request = 0; request < MAIL_LIMITS.perIdentity; request++) {
      expect(((await submit({ ci: persona.ci, email: persona.email! })) as Response).status).toBe(302)
      expect((await failure({ ci: stranger, email: 'alguien@example.com' })).init.status).toBe(400)
    }
    await resetCalls(sandboxUrl)
    const matching = await failure({ ci: persona.ci, email: persona.email! })
    const unmatched = await failure({ ci: stranger, email: 'alguien@example.com' })
    for (const refused of [matching, unmatched]) {
      expect(refused.init.status).toBe(429)
      expect(refused.data.result.error?.['']).toEqual([passwords.reset.tooManyRequests])
    }
    expect((await apiCalls(sandboxUrl))[RESET_CALL]).toBeUndefined()
  })

  it('counts every spelling of one cédula as one identity', async () => {
    // A seven-digit cédula nobody has, written three ways (each fits the field's eight characters).
    const ci = '654321' + ciCheckDigit('654321')
    const spellings = [ci, `0${ci}`, `${ci.slice(0, 6)}-${ci.slice(6)}`]
    for (const spelling of spellings) expect((await failure({ ci: spelling, email: 'alguien@example.com' })).init.status).toBe(400)
    expect((await failure({ ci, email: 'alguien@example.com' })).init.status).toBe(429)
  })

  it('limits the requests from one address', async () => {
    const clientAddress = '192.0.2.55'
    for (let request = 0; request < MAIL_LIMITS.perAddress; request++) {
      expect((await failure({ ci: nobody(), email: 'alguien@example.com' }, clientAddress)).init.status).toBe(400)
    }
    expect((await failure({ ci: nobody(), email: 'alguien@example.com' }, clientAddress)).init.status).toBe(429)
  })

  it('keeps the form and says so when the API cannot be reached', async () => {
    await injectFault(sandboxUrl, { path: '/reset-pass-auth/', status: 502, body: '<html>bad gateway</html>', contentType: 'text/html' })
    const result = await failure({ ci: '12345672', email: 'ana.perez@example.com' })
    expect(result.init.status).toBe(503)
    expect(result.data.result.error?.['']).toEqual([commonErrors.generic])
    expect(result.data.result.initialValue).toMatchObject({ ci: '12345672', email: 'ana.perez@example.com' })
  })
})

describe('/nueva-contrasena', () => {
  it('redirects for good to the spec’s address, encoded, with the query', async () => {
    const response = aliasLoader({ request: new Request('http://localhost/nueva-contrasena?x=1'), params: {}, context: loadContext })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/nueva-contrase%C3%B1a?x=1')
  })
})

import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { accountErrors } from '~/copy/errors/account'
import { commonErrors } from '~/copy/errors/common'
import { validation } from '~/copy/errors/validation'
import { login } from '~/copy/login'
import { IDLE_TIMEOUT_MS, PARKED_DRAFTS_TTL_MS } from '~/auth/auth-session.server'
import { failedLoginsOf } from '~/auth/login-limits.server'
import { getOptionalUser, requireUser } from '~/auth/guards.server'
import { commitSession, getSession } from '~/auth/session.server'
import { ciCheckDigit } from '~/domain/ci'
import { cookieFrom, formRequest, loadContext, replyOf, signIn, thrownResponse, type FormResult, type Reply } from '../../tests/route-helpers'
import { clearFaults, createPersona, injectFault } from '../../tests/sandbox-control'
import { action, loader } from './login'
import { loader as upcomingServicesLoader } from './mi-producto.proximos-servicios'

const sandboxUrl = inject('sandboxUrl')
let address = 0
/** Each test signs in from its own address, so the per-address limit of one test never spills over. */
const context = () => ({ ...loadContext, clientAddress: `10.0.0.${++address}` })

async function submit(fields: Record<string, string>, init: { cookie?: string; clientAddress?: string } = {}) {
  const request = formRequest('http://localhost/login', fields, init.cookie ? { cookie: init.cookie } : {})
  const ctx = init.clientAddress ? { ...loadContext, clientAddress: init.clientAddress } : context()
  return action({ request, params: {}, context: ctx })
}

type LoginReply = Reply<{ result: FormResult; failure: { message: string; attemptsLeft?: number } | null }>

async function failure(fields: Record<string, string>) {
  return replyOf<LoginReply['data']>(await submit(fields))
}

describe('/login', () => {
  afterEach(() => clearFaults(sandboxUrl))

  it('keeps only a same-origin redirectTo', async () => {
    const load = async (query: string) =>
      (await loader({ request: new Request(`http://localhost/login${query}`), params: {}, context: loadContext })).data.redirectTo
    expect(await load('?redirectTo=%2Fnotas-versiones')).toBe('/notas-versiones')
    expect(await load('?redirectTo=%2F%2Fevil.example')).toBe('/')
    expect(await load('?redirectTo=https%3A%2F%2Fevil.example')).toBe('/')
  })

  it('requires both fields and says so beside each', async () => {
    const result = await failure({ ci: '', password: '' })
    expect(result.init.status).toBe(400)
    expect(result.data.result.error).toMatchObject({ ci: [login.ciRequired], password: [login.passwordRequired] })
  })

  it('checks the cédula before asking the API', async () => {
    const result = await failure({ ci: '12345673', password: 'x' })
    expect(result.data.result.error?.ci).toEqual([validation.invalidCi])
  })

  it('keeps the cédula and never sends the password back', async () => {
    const result = await failure({ ci: '23456783', password: 'incorrecta' })
    expect(result.data.result.initialValue).toMatchObject({ ci: '23456783' })
    expect(result.data.result.initialValue).not.toHaveProperty('password')
    expect(result.data.result.error?.['']).toEqual([accountErrors.login.responseError])
    expect(result.data.failure?.attemptsLeft).toBe(4)
    // A successful login resets the upstream's counter.
    expect(await signIn('23456783')).toMatch(/^__session=/)
    expect((await failure({ ci: '23456783', password: 'otra' })).data.failure?.attemptsLeft).toBe(4)
    await signIn('23456783')
  })

  it('answers a penalised affiliate with the spec message', async () => {
    const result = await failure({ ci: '45678905', password: 'Socio2026' })
    expect(result.data.result.error?.['']).toEqual([accountErrors.login.userPenalized])
  })

  it('answers a blocked account with the spec message', async () => {
    const result = await failure({ ci: '56789016', password: 'Socio2026' })
    expect(result.data.result.error?.['']).toEqual([accountErrors.login.userBlocked])
    expect(result.data.failure?.attemptsLeft).toBeUndefined()
  })

  it('answers an affiliate without an account with the generic message and no counter', async () => {
    const result = await failure({ ci: '67890127', password: 'Socio2026' })
    expect(result.data.result.error?.['']).toEqual([accountErrors.login.responseError])
    expect(result.data.failure?.attemptsLeft).toBeUndefined()
  })

  it('signs in on a new session id and goes to the page asked for', async () => {
    const first = await signIn('12345672')
    const response = await submit({ ci: '12345672', password: 'Socio2026', redirectTo: '/notas-versiones' }, { cookie: first })
    expect(response).toBeInstanceOf(Response)
    const redirect = response as Response
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('/notas-versiones')
    const second = cookieFrom(redirect)
    expect(second).not.toBe(first)
    // The old session id is gone: no fixation.
    expect(await getOptionalUser(new Request('http://localhost/', { headers: { cookie: first } }))).toBeNull()
    const auth = await getOptionalUser(new Request('http://localhost/', { headers: { cookie: second } }))
    expect(auth?.user).toMatchObject({ ci: '12345672', nombre: 'Ana', isAdmin: true })
    expect(auth?.user.permisos).toContain('gestion_claves_acceso')
  })

  it('ignores a redirectTo to another site', async () => {
    const response = (await submit({ ci: '12345672', password: 'Socio2026', redirectTo: '//evil.example' })) as Response
    expect(response.headers.get('location')).toBe('/')
  })

  it('clears the failures of a cédula when it signs in (C10)', async () => {
    const persona = await createPersona(sandboxUrl, { like: '12345672' })
    for (let attempt = 0; attempt < 2; attempt++) await submit({ ci: persona.ci, password: 'x' })
    expect(await failedLoginsOf(persona.ci)).toBe(2)
    expect(((await submit({ ci: persona.ci, password: persona.password ?? '' })) as Response).status).toBe(302)
    expect(await failedLoginsOf(persona.ci)).toBe(0)
  })

  it('limits failed attempts per identity', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt++) {
      const result = (await submit({ ci: '44444444', password: 'x' })) as unknown as LoginReply
      statuses.push(result.init.status)
    }
    expect(statuses).toEqual(Array(10).fill(400))
    const last = (await submit({ ci: '44444444', password: 'x' })) as unknown as LoginReply
    expect(last.init.status).toBe(429)
    expect(last.data.result.error?.['']).toEqual([login.tooManyAttempts])
  })

  it('counts every spelling of one cédula as one identity', async () => {
    // 0765432-3 written three ways: each attempt comes from its own address, so only the
    // per-identity limit can stop the last one.
    const spellings = ['07654323', '765432-3', '765.4323']
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push(((await submit({ ci: spellings[attempt % 3]!, password: 'x' })) as unknown as LoginReply).init.status)
    }
    expect(statuses).toEqual(Array(10).fill(400))
    const last = (await submit({ ci: '7654323', password: 'x' })) as unknown as LoginReply
    expect(last.init.status).toBe(429)
  })

  it('limits failed attempts per client address', async () => {
    const clientAddress = '192.0.2.77'
    const statuses: number[] = []
    // 51 different identities, so only the address limit (50 failures) can stop the last one.
    for (let attempt = 0; attempt < 51; attempt++) {
      const body = String(2_000_000 + attempt)
      const ci = body + ciCheckDigit(body)
      statuses.push(((await submit({ ci, password: 'x' }, { clientAddress })) as unknown as LoginReply).init.status)
    }
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(400))
    expect(statuses[50]).toBe(429)
  })

  it('never locks a busy office out for its own typos: the address limit counts distinct cédulas', async () => {
    const clientAddress = '192.0.2.88'
    // Six people behind one address mistype nine times each: 54 failures, six identities.
    for (let person = 0; person < 6; person++) {
      const body = String(3_000_000 + person)
      const ci = body + ciCheckDigit(body)
      for (let attempt = 0; attempt < 9; attempt++) {
        expect(((await submit({ ci, password: 'x' }, { clientAddress })) as unknown as LoginReply).init.status).toBe(400)
      }
    }
    const response = await submit({ ci: '12345672', password: 'Socio2026' }, { clientAddress })
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).status).toBe(302)
  })

  it('says the generic message, not a wrong password, when the member cannot be read after the password was accepted', async () => {
    await injectFault(sandboxUrl, { path: '/api/grupo_pagos/admin_grupo_pagos', status: 401, body: '{"detail":"x"}', contentType: 'application/json', times: 1 })
    const result = await failure({ ci: '12345672', password: 'Socio2026' })
    expect(result.init.status).toBe(502)
    expect(result.data.failure?.message).toBe(commonErrors.generic)
    expect(result.data.result.initialValue).toMatchObject({ ci: '12345672' })
  })

  it('keeps the form and explains when the API cannot be reached', async () => {
    await injectFault(sandboxUrl, { path: '/api-token-auth/', status: 502, body: '<html>bad gateway</html>', contentType: 'text/html' })
    const result = await failure({ ci: '12345672', password: 'Socio2026' })
    expect(result.init.status).toBe(503)
    expect(result.data.result.error?.['']).toEqual([login.serviceDown])
    expect(result.data.result.initialValue).toMatchObject({ ci: '12345672' })
  })
})

describe('/login after the API ended the session in mid-journey', () => {
  const DRAFT_KEY = 'drafts.servicios-administrativos'
  const draft = { cedula: '12345672', sucursal: 1, sector: 4 }

  afterEach(async () => {
    vi.useRealTimers()
    await clearFaults(sandboxUrl)
  })

  /** Ana, signed in halfway through a booking, opens a page whose API call answers 401. */
  async function refusedMidJourney() {
    const cookie = await signIn('12345672')
    const session = await getSession(new Request('http://localhost/', { headers: { cookie } }))
    session.set(DRAFT_KEY, draft)
    await commitSession(session)
    await injectFault(sandboxUrl, { path: '/api/agenda/fetch-admin-appointments', status: 401, body: '{"detail":"Token inválido"}', contentType: 'application/json' })
    const request = new Request('http://localhost/mi-mutual/proximos-servicios', { headers: { cookie } })
    const redirect = await thrownResponse(upcomingServicesLoader({ request, params: {}, context: loadContext }))
    await clearFaults(sandboxUrl)
    expect(redirect.headers.get('location')).toBe('/login?redirectTo=%2Fmi-mutual%2Fproximos-servicios')
    // What the browser sends back: the cleared session and the login page's notice.
    const notice = redirect.headers.getSetCookie().find((header) => !header.startsWith('__session='))!
    return notice.split(';')[0]!
  }

  async function draftAfterSignIn(ci: string, cookie: string) {
    const response = (await submit({ ci, password: 'Socio2026' }, { cookie })) as Response
    expect(response.status).toBe(302)
    const session = await getSession(new Request('http://localhost/', { headers: { cookie: cookieFrom(response) } }))
    return session.get(DRAFT_KEY) as unknown
  }

  it('says why she was asked to sign in again', async () => {
    const notice = await refusedMidJourney()
    const request = new Request('http://localhost/login?redirectTo=%2Fmi-mutual%2Fproximos-servicios', { headers: { cookie: notice } })
    expect((await loader({ request, params: {}, context: loadContext })).data).toMatchObject({ notice: login.signedOut })
    expect((await loader({ request: new Request('http://localhost/login'), params: {}, context: loadContext })).data).not.toHaveProperty('notice', login.signedOut)
  })

  it('gives her draft back when she signs in again, and to nobody else', async () => {
    const notice = await refusedMidJourney()
    expect(await draftAfterSignIn('23456783', notice)).toBeUndefined()
    expect(await draftAfterSignIn('12345672', notice)).toEqual(draft)
    // Given back once: a later sign-in starts clean.
    expect(await draftAfterSignIn('12345672', notice)).toBeUndefined()
  })

  it('says the same, and gives her draft back, when her session ran idle: from a page she opens, or from the idle warning', async () => {
    for (const way of ['page', 'warning'] as const) {
      const cookie = await signIn('12345672')
      const session = await getSession(new Request('http://localhost/', { headers: { cookie } }))
      session.set(DRAFT_KEY, draft)
      await commitSession(session)
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + IDLE_TIMEOUT_MS + 1_000 })
      let loginCookie = cookie
      if (way === 'page') {
        const redirect = await thrownResponse(requireUser(new Request('http://localhost/mis-datos', { headers: { cookie } })))
        expect(redirect.headers.get('location')).toBe('/login?redirectTo=%2Fmis-datos')
        loginCookie = redirect.headers.getSetCookie().find((header) => header.startsWith('aviso-ingreso='))!.split(';')[0]!
      }
      const request = new Request('http://localhost/login?redirectTo=%2Fmis-datos', { headers: { cookie: loginCookie } })
      expect((await loader({ request, params: {}, context: loadContext })).data, way).toMatchObject({ notice: login.signedOut })
      vi.useRealTimers()
      expect(await draftAfterSignIn('12345672', loginCookie), way).toEqual(draft)
    }
  })

  it('keeps the draft for half an hour only', async () => {
    const notice = await refusedMidJourney()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PARKED_DRAFTS_TTL_MS + 1_000 })
    expect(await draftAfterSignIn('12345672', notice)).toBeUndefined()
  })
})

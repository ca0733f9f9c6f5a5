/**
 * Registration (C16, BR11): the page's loader and action and the PDF's resource route, with real
 * Requests against the test sandbox. A visitor's session starts with the first Set-Cookie.
 */
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { DOCUMENT_CHECKS_PER_ADDRESS } from '~/account/registration-limits.server'
import { contract } from '~/copy/contract'
import { accountErrors } from '~/copy/errors/account'
import { validation } from '~/copy/errors/validation'
import { signUp } from '~/copy/sign-up'
import { ciCheckDigit } from '~/domain/ci'
import { inRequestScope } from '~/utils/request-scope.server'
import { readPdfText } from '../../tests/pdf-text'
import { cookieFrom, formRequest, getRequest, loadContext, ORIGIN, redirectLocation, replyOf, settle, type FormResult, type Reply } from '../../tests/route-helpers'
import { apiCalls, clearFaults, injectFault, resetCalls } from '../../tests/sandbox-control'
import { action, loader } from './sign-up'
import { loader as pdfLoader } from './sign-up.contrato'

const sandboxUrl = inject('sandboxUrl')

const FEDERICO = '67890127'
const GABRIELA = '78901238'
const DIEGO = '45678905'
/** Cédulas with a right check digit that belong to nobody in the sandbox. */
const [NOBODY, NOBODY_ELSE] = ['3000001', '3000002'].map((body) => `${body}${ciCheckDigit(body)}`) as [string, string]
const VALIDATION_CALL = 'GET /api/afiliado-valido'

const federico = { nombre: 'Federico', apellido: 'Díaz', cedula: FEDERICO, mail: 'federico.diaz@example.com' }
const gabriela = { adicional: 'si', nombreAditional: 'Gabriela', apellidoAditional: 'Díaz', cedulaAditional: GABRIELA }

type PageData = { dialog?: string; draft: { values: Record<string, string>; adicional: boolean }; mail: string | null }

const post = (fields: Record<string, string>, cookie?: string) =>
  settle(action({ request: formRequest(`${ORIGIN}/sign-up`, fields, cookie ? { cookie } : {}), params: {}, context: loadContext }))

async function refused(fields: Record<string, string>) {
  const result = replyOf<{ result: FormResult }>(await post(fields))
  expect(result.init?.status).toBe(400)
  return result.data.result
}

/** The page's loader; `method` is the browser's (a POST when the page answers a refused submit). */
async function load(query = '', cookie?: string, method = 'GET') {
  return settle(inRequestScope(() => loader({ request: getRequest(`/sign-up${query}`, cookie), params: {}, context: loadContext }), method))
}

async function page(query = '', cookie?: string, method = 'GET') {
  return replyOf<PageData>(await load(query, cookie, method)).data
}


const download = (cookie?: string) =>
  settle(pdfLoader({ request: getRequest('/sign-up/contrato', cookie), params: {}, context: loadContext }))

beforeEach(() => resetCalls(sandboxUrl))
afterEach(() => clearFaults(sandboxUrl))

describe('/sign-up, the page', () => {
  it('starts with an empty form, the adicional closed, and touches no session', async () => {
    const result = (await load()) as Reply<PageData>
    expect(result.data).toEqual({ dialog: undefined, draft: { values: {}, adicional: false }, mail: null })
    expect(new Headers(result.init?.headers).get('set-cookie')).toBeNull()
  })

  it('opens the adicional section as a state of the page', async () => {
    expect((await page('?dialogo=adicional')).draft.adicional).toBe(true)
    expect((await page('?dialogo=contrato')).dialog).toBe('contrato')
    expect((await page('?dialogo=otra-cosa')).dialog).toBeUndefined()
  })

  it('shows the finish only to the session that registered: otherwise back to the form', async () => {
    expect(redirectLocation(await load('?dialogo=fin'))).toBe('/sign-up')
  })
})

describe('/sign-up, the submit', () => {
  it('requires every field, says so beside each, keeps what was typed and asks the API nothing', async () => {
    const result = await refused({ nombre: '  ', apellido: 'Díaz', cedula: '', mail: '' })
    expect(result.error).toEqual({
      nombre: [signUp.nombreRequired],
      cedula: [signUp.cedulaRequired],
      mail: [signUp.mailRequired],
    })
    expect(result.initialValue).toMatchObject({ apellido: 'Díaz' })
    expect((await apiCalls(sandboxUrl))[VALIDATION_CALL]).toBeUndefined()
  })

  it('checks the check digit and the mail format before any call', async () => {
    const result = await refused({ ...federico, cedula: '67890128', mail: 'federico@' })
    expect(result.error).toEqual({ cedula: [validation.invalidCi], mail: [validation.invalidMail] })
    const adicional = await refused({ ...federico, ...gabriela, cedulaAditional: '78901239' })
    expect(adicional.error).toEqual({ cedulaAditional: [validation.invalidCi] })
    expect((await apiCalls(sandboxUrl))[VALIDATION_CALL]).toBeUndefined()
  })

  it("requires the adicional's fields while its section is open, and ignores them once it is closed", async () => {
    const open = await refused({ ...federico, adicional: 'si' })
    expect(open.error).toEqual({
      nombreAditional: [signUp.nombreAditionalRequired],
      apellidoAditional: [signUp.apellidoAditionalRequired],
      cedulaAditional: [signUp.cedulaAditionalRequired],
    })
    // Left over from a closed section: not checked, not sent to the API, not registered.
    const { adicional: _, ...closed } = gabriela
    const cookie = cookieFrom((await post({ ...federico, ...closed, cedulaAditional: '1' })) as Response)
    expect((await apiCalls(sandboxUrl))[VALIDATION_CALL]).toBe(1)
    expect((await readPdfText(await pdfBytes(cookie))).lines.join('\n')).not.toContain(signUp.adicionalTitle)
  })

  it("refuses the member's own cédula as the adicional's", async () => {
    const result = await refused({ ...federico, ...gabriela, cedulaAditional: FEDERICO })
    expect(result.error).toEqual({ cedulaAditional: [signUp.sameCedula] })
  })

  it('refuses a value too long for the contract', async () => {
    const result = await refused({ ...federico, nombre: 'ñ'.repeat(61) })
    expect(result.error).toEqual({ nombre: [signUp.tooLong(60)] })
  })

  it('BR11: one document that is not valid gives the one-document message, beside its field', async () => {
    const adicional = await refused({ ...federico, ...gabriela, cedulaAditional: NOBODY })
    expect(adicional.error).toEqual({ cedulaAditional: [accountErrors.signUp.oneInvalid] })
    expect(adicional.initialValue).toMatchObject({ ...federico, ...gabriela, cedulaAditional: NOBODY })
    // The member's own, and a penalised affiliate's (HTTP 401).
    expect((await refused({ ...federico, cedula: NOBODY })).error).toEqual({ cedula: [accountErrors.signUp.oneInvalid] })
    expect((await refused({ ...federico, ...gabriela, cedula: DIEGO })).error).toEqual({ cedula: [accountErrors.signUp.oneInvalid] })
    expect((await apiCalls(sandboxUrl))[VALIDATION_CALL]).toBe(5)
  })

  it('BR11: two gives the several-documents message above the form, and each field its own', async () => {
    const result = await refused({ ...federico, ...gabriela, cedula: NOBODY, cedulaAditional: NOBODY_ELSE })
    expect(result.error).toEqual({
      '': [accountErrors.signUp.severalInvalid],
      cedula: [accountErrors.signUp.oneInvalid],
      cedulaAditional: [accountErrors.signUp.oneInvalid],
    })
  })

  it('BR11: a document the API could not answer for counts as invalid', async () => {
    const htmlError = { path: '/api/afiliado-valido', status: 502, body: '<html></html>', contentType: 'text/html', times: 1 }
    // Two valid documents; one of the two parallel checks, whichever comes first, meets the fault.
    await injectFault(sandboxUrl, htmlError)
    const one = await refused({ ...federico, ...gabriela })
    expect(Object.values(one.error ?? {}).flat()).toEqual([accountErrors.signUp.oneInvalid])
    // The checklist's example: a network error and an unknown document give the several-documents message.
    await injectFault(sandboxUrl, htmlError)
    const several = await refused({ ...federico, ...gabriela, cedulaAditional: NOBODY })
    expect(several.error?.['']).toEqual([accountErrors.signUp.severalInvalid])
  })

  it('BR11: a check slower than the timeout counts as invalid too', async () => {
    await injectFault(sandboxUrl, { path: '/api/afiliado-valido', delayMs: 3000, times: 1 })
    expect((await refused(federico)).error).toEqual({ cedula: [accountErrors.signUp.oneInvalid] })
  })
})

describe('/sign-up, the limit of document checks', () => {
  it(`checks at most ${DOCUMENT_CHECKS_PER_ADDRESS} submits an hour from one address, then refuses with 429 and keeps what was typed`, async () => {
    const context = { ...loadContext, clientAddress: '203.0.113.9' }
    const submit = () => settle(action({ request: formRequest(`${ORIGIN}/sign-up`, { ...federico, cedula: NOBODY }), params: {}, context }))
    for (let i = 0; i < DOCUMENT_CHECKS_PER_ADDRESS; i++) {
      expect(((await submit()) as Reply<unknown>).init?.status).toBe(400)
    }
    await resetCalls(sandboxUrl)
    const limited = (await submit()) as Reply<{ result: FormResult }>
    expect(limited.init?.status).toBe(429)
    expect(limited.data.result.error).toEqual({ '': [accountErrors.signUp.tooManyChecks] })
    expect(limited.data.result.initialValue).toMatchObject({ ...federico, cedula: NOBODY })
    expect((await apiCalls(sandboxUrl))[VALIDATION_CALL]).toBeUndefined()
    // Another address is not affected.
    expect(((await post({ ...federico, cedula: NOBODY })) as Reply<unknown>).init?.status).toBe(400)
  })
})

async function pdfBytes(cookie: string): Promise<Uint8Array> {
  const response = (await download(cookie)) as Response
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

describe('/sign-up, a registration', () => {
  it('opens the finish, with the form empty again, and offers the contract as a PDF of this registration', async () => {
    const result = await post({ ...federico, ...gabriela })
    expect(redirectLocation(result)).toBe('/sign-up?dialogo=fin')
    expect((await apiCalls(sandboxUrl))[VALIDATION_CALL]).toBe(2)
    const cookie = cookieFrom(result as Response)
    expect(await page('?dialogo=fin', cookie)).toEqual({ dialog: 'fin', draft: { values: {}, adicional: false }, mail: federico.mail })

    const response = (await download(cookie)) as Response
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Contrato de uso.pdf"; filename*=UTF-8''Contrato%20de%20uso.pdf`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const { lines } = await readPdfText(new Uint8Array(await response.arrayBuffer()))
    expect(lines).toEqual(expect.arrayContaining(['Nombre: Federico', `Cédula de identidad: ${FEDERICO}`, `Cédula de identidad: ${GABRIELA}`]))
    expect(lines.join(' ')).toContain(contract.clauses[0]!.title)
  })

  it('sends a download without a registration back to the form', async () => {
    expect(redirectLocation(await download())).toBe('/sign-up')
    // A session of this page, but no registration yet.
    const cookie = cookieFrom((await post({ ...federico, intent: 'abrir-adicional' })) as Response)
    expect(redirectLocation(await download(cookie))).toBe('/sign-up')
  })

  it('forgets the registration when the page is entered again', async () => {
    const cookie = cookieFrom((await post(federico)) as Response)
    const entered = (await load('', cookie)) as Reply<PageData>
    expect(new Headers(entered.init?.headers).get('set-cookie')).toMatch(/^__session=/)
    expect(redirectLocation(await download(cookie))).toBe('/sign-up')
    expect(redirectLocation(await load('?dialogo=fin', cookie))).toBe('/sign-up')
  })
})

describe('/sign-up without JavaScript: the secondary buttons keep what was typed', () => {
  it("opens the adicional's section, keeping the member's fields", async () => {
    const result = await post({ ...federico, nombre: 'Fede', intent: 'abrir-adicional' })
    expect(redirectLocation(result)).toBe('/sign-up?dialogo=adicional')
    const cookie = cookieFrom(result as Response)
    expect((await page('?dialogo=adicional', cookie)).draft).toEqual({ values: { ...federico, nombre: 'Fede' }, adicional: true })
    expect((await apiCalls(sandboxUrl))[VALIDATION_CALL]).toBeUndefined()
  })

  it("closes the section and clears its fields, keeping the member's", async () => {
    const result = await post({ ...federico, ...gabriela, intent: 'cerrar-adicional' })
    expect(redirectLocation(result)).toBe('/sign-up?continuar')
    expect((await page('?continuar', cookieFrom(result as Response))).draft).toEqual({ values: federico, adicional: false })
  })

  it('shows the contract and comes back to the form as it was', async () => {
    const result = await post({ ...federico, ...gabriela, intent: 'leer-contrato' })
    expect(redirectLocation(result)).toBe('/sign-up?dialogo=contrato')
    const cookie = cookieFrom(result as Response)
    expect((await page('?dialogo=contrato', cookie)).dialog).toBe('contrato')
    const { adicional: _, ...typed } = gabriela
    expect((await page('?continuar', cookie)).draft).toEqual({ values: { ...federico, ...typed }, adicional: true })
  })

  it('keeps what was typed when the page answers a refused submit, and forgets it on a new entry', async () => {
    const cookie = cookieFrom((await post({ ...federico, intent: 'abrir-adicional' })) as Response)
    expect((await page('', cookie, 'POST')).draft.values).toEqual(federico)
    const entered = (await load('', cookie)) as Reply<PageData>
    expect(entered.data.draft).toEqual({ values: {}, adicional: false })
    expect((await page('?continuar', cookie)).draft.values).toEqual({})
  })

  it('keeps no more of a field than its longest valid value, and only the form’s own fields', async () => {
    const result = await post({ ...federico, nombre: 'x'.repeat(500), otro: 'y', intent: 'abrir-adicional' })
    const { draft } = await page('?dialogo=adicional', cookieFrom(result as Response))
    expect(draft.values.nombre).toHaveLength(61)
    expect(Object.keys(draft.values).sort()).toEqual(['apellido', 'cedula', 'mail', 'nombre'])
  })
})

describe('/sign-up, any form of its own fields', () => {
  // actions.fuzz.test.ts sends every action bodies of all kinds; these are forms made of this
  // page's own fields, intents and plausible values, so that every branch of the action is reached.
  const names = ['nombre', 'apellido', 'cedula', 'mail', 'adicional', 'nombreAditional', 'apellidoAditional', 'cedulaAditional', 'intent']
  const values = ['', 'si', 'Ana', FEDERICO, GABRIELA, NOBODY, 'a@b.uy', 'abrir-adicional', 'cerrar-adicional', 'leer-contrato', 'ñ'.repeat(300)]
  const form = fc.array(fc.tuple(fc.constantFrom(...names), fc.oneof(fc.constantFrom(...values), fc.string({ maxLength: 20 }))), { maxLength: 12 })

  it('is answered with a redirect or a 400, never a server error', { timeout: 60_000 }, async () => {
    // Each run from its own address, so that the per-address limit of document checks is not what answers.
    let run = 0
    await fc.assert(
      fc.asyncProperty(form, async (pairs) => {
        const request = new Request(`${ORIGIN}/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(pairs),
        })
        const context = { ...loadContext, clientAddress: `198.51.100.${++run % 250}:${run}` }
        const result = (await settle(action({ request, params: {}, context }))) as Response | Reply<unknown>
        const status = result instanceof Response ? result.status : result.init?.status
        expect([302, 400]).toContain(status)
      }),
      { numRuns: 200 },
    )
  })
})

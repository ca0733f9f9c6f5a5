/**
 * The clinical-history request (C80, BR67, E98): its steps' loaders and actions with real Requests against the
 * test sandbox, as a browser without JavaScript sends them (the reason's step as a multipart form).
 */
import { afterEach, describe, expect, inject, it } from 'vitest'
import { clinicalHistory as copy } from '~/copy/clinical-history'
import { stepFiles } from '~/copy/step-files'
import { TERMS_TEXT, clinicalHistoryWizard } from '~/wizards/historia-clinica/wizard.server'
import { stepFileStore } from '~/wizards/step-file-store.server'
import { byId, renderRoutePage } from '../../tests/component-helpers'
import { call, getRequest, redirectLocation, replyOf, signIn, wizardDriver } from '../../tests/route-helpers'
import type { FormResult, Reply } from '../../tests/route-helpers'
import { apiCalls, clearFaults, createPersona, injectFault } from '../../tests/sandbox-control'
import * as confirmacion from './mi-producto.historia-clinica.confirmacion'
import * as motivo from './mi-producto.historia-clinica.motivo-solicitud'
import * as parte from './mi-producto.historia-clinica.parte-solicitada'
import * as solicitud from './mi-producto.historia-clinica.solicitud'

const sandboxUrl = inject('sandboxUrl')
const E98 = '/api/solicitudes/historia_clinica/'
const BASE = '/mi-mutual/historia-clinica'

const { get, post, answer, draftOf, url } = wizardDriver(clinicalHistoryWizard)

afterEach(() => clearFaults(sandboxUrl))

/** A new member like Ana, signed in. */
async function member(): Promise<string> {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  return signIn(persona.ci, persona.password ?? undefined)
}

const sent = async () => (await apiCalls(sandboxUrl))[`POST ${E98}`] ?? 0

const bytes = (value: string) => new TextEncoder().encode(value)
const PDF = bytes('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n')
type Chosen = { bytes: Uint8Array; name: string; type?: string }

/** The reason's form as a browser sends it: multipart, with the file input (empty when nothing is chosen). */
function motivoRequest(fields: Record<string, string>, chosen: Chosen | null, cookie: string): Request {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const file = chosen ?? { bytes: new Uint8Array(), name: '', type: 'application/octet-stream' }
  form.append('archivo', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/pdf' }))
  return new Request(url('motivo-solicitud'), { method: 'POST', headers: { cookie }, body: form })
}

/** The same request with the Content-Length a browser sends (the body as the browser serializes the form). */
async function withLength(request: Request): Promise<Request> {
  const body = new Uint8Array(await request.arrayBuffer())
  const headers = new Headers(request.headers)
  headers.set('content-length', String(body.length))
  return new Request(request.url, { method: 'POST', headers, body })
}

type MotivoReply = Reply<{ result: FormResult; message?: string; attachedFile: { name: string; kind: string; size: number } | null }>
const sendMotivo = (fields: Record<string, string>, chosen: Chosen | null, cookie: string) => call(motivo.action, motivoRequest(fields, chosen, cookie))

const complete = { complete: 'si', requestedEmailCopy: 'no', intent: 'continuar' }
const institution = { requestedByParticular: 'no', motivo: 'Presentar en el BPS', telefono: '099123456' }

/** A member who asked for the complete copy without e-mail, on the reason's step. */
async function atMotivo(): Promise<string> {
  const cookie = await member()
  await answer(solicitud.action, 'solicitud', complete, cookie, 'motivo-solicitud')
  return cookie
}

describe('solicitud', () => {
  it('sends a visitor to log in', async () => {
    const response = (await get(solicitud.loader, 'solicitud')) as Response
    expect(response.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(`${BASE}/solicitud`)}`)
  })

  it('asks both questions before going on, and keeps the one answered', async () => {
    const cookie = await member()
    const refused = (await post(solicitud.action, 'solicitud', { complete: 'no', intent: 'continuar' }, cookie)) as Reply<{ result: FormResult }>
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error).toEqual({ requestedEmailCopy: [copy.solicitud.chooseEmailCopy] })
    expect(refused.data.result.initialValue).toMatchObject({ complete: 'no' })
    expect(await draftOf(cookie)).toEqual({})
  })

  it('goes to the reason for a complete copy, and to the part otherwise', async () => {
    const cookie = await member()
    await answer(solicitud.action, 'solicitud', complete, cookie, 'motivo-solicitud')
    expect(redirectLocation(await post(solicitud.action, 'solicitud?continuar', { ...complete, complete: 'no' }, cookie))).toBe(`${BASE}/parte-solicitada`)
  })

  it('shows the terms without JavaScript when the e-mail copy is chosen: Cancelar keeps the answers, Aceptar términos goes on', async () => {
    const cookie = await member()
    const chosen = await post(solicitud.action, 'solicitud', { complete: 'no', requestedEmailCopy: 'si', intent: 'continuar' }, cookie)
    expect(redirectLocation(chosen)).toBe(`${BASE}/solicitud?continuar&terminos`)
    expect(await draftOf(cookie)).toMatchObject({ complete: false, requestedEmailCopy: true })
    // BR67: no part before the terms are accepted.
    expect(redirectLocation(await get(parte.loader, 'parte-solicitada', cookie))).toBe(`${BASE}/solicitud?continuar`)
    const page = (await get(solicitud.loader, 'solicitud?continuar&terminos', cookie)) as { selected: object; withoutTerms: string }
    expect(page.selected).toEqual({ complete: 'no', requestedEmailCopy: 'si' })
    expect(page.withoutTerms).toBe(`${BASE}/solicitud?continuar`)

    expect(redirectLocation(await post(solicitud.action, 'solicitud?continuar&terminos', { complete: 'no', requestedEmailCopy: 'si', intent: 'aceptar' }, cookie))).toBe(`${BASE}/parte-solicitada`)
    expect(await draftOf(cookie)).toMatchObject({ complete: false, requestedEmailCopy: true, termsAndConditionsAccepted: true })
    // Another answer to the e-mail copy asks for the terms again.
    expect(redirectLocation(await post(solicitud.action, 'solicitud?continuar', { complete: 'no', requestedEmailCopy: 'no', intent: 'continuar' }, cookie))).toBe(`${BASE}/parte-solicitada`)
    expect((await draftOf(cookie)).termsAndConditionsAccepted).toBeUndefined()
  })

  it('refuses an unknown intent and a forged answer', async () => {
    const cookie = await member()
    expect(((await post(solicitud.action, 'solicitud', { ...complete, intent: 'otra' }, cookie)) as Response).status).toBe(400)
    const forged = (await post(solicitud.action, 'solicitud', { ...complete, complete: 'quizas' }, cookie)) as Reply<{ result: FormResult }>
    expect(forged.init.status).toBe(400)
  })

  it('starts anew when opened from outside: leaving the flow clears it', async () => {
    const cookie = await atMotivo()
    await get(solicitud.loader, 'solicitud', cookie)
    expect(await draftOf(cookie)).toEqual({})
  })
})

describe('parte-solicitada', () => {
  it('requires the part and keeps what was typed', async () => {
    const cookie = await member()
    await answer(solicitud.action, 'solicitud', { ...complete, complete: 'no' }, cookie, 'parte-solicitada')
    const refused = (await post(parte.action, 'parte-solicitada', { requestedPart: '   ' }, cookie)) as Reply<{ result: FormResult }>
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error).toEqual({ requestedPart: [copy.errors.required] })
    await answer(parte.action, 'parte-solicitada', { requestedPart: 'Internación de marzo de 2024' }, cookie, 'motivo-solicitud')
    expect((await draftOf(cookie)).requestedPart).toBe('Internación de marzo de 2024')
  })

  it('is refused for a complete copy (BR67)', async () => {
    const cookie = await atMotivo()
    expect(redirectLocation(await get(parte.loader, 'parte-solicitada', cookie))).toBe(`${BASE}/solicitud?continuar`)
  })
})

describe('motivo-solicitud', () => {
  it('is refused before the first questions are answered (BR67)', async () => {
    const cookie = await member()
    expect(redirectLocation(await get(motivo.loader, 'motivo-solicitud', cookie))).toBe(`${BASE}/solicitud?continuar`)
  })

  it('says each missing answer, keeping what was typed', async () => {
    const cookie = await atMotivo()
    const before = await sent()
    const refused = (await sendMotivo({ telefono: '09912345a' }, null, cookie)) as MotivoReply
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error).toMatchObject({
      requestedByParticular: [copy.motivo.chooseDelivery],
      motivo: [copy.errors.required],
      telefono: [copy.errors.notNumeric],
    })
    expect(refused.data.result.initialValue).toMatchObject({ telefono: '09912345a' })
    expect(await sent()).toBe(before)
  })

  it('takes the phone as a person types it, its digits grouped with spaces: they are dropped before the check and the send', async () => {
    const cookie = await atMotivo()
    // The field leaves room for the spaces (it once kept `098 234 5` of `098 234 567`).
    const page = await get(motivo.loader, 'motivo-solicitud', cookie)
    const field = byId(renderRoutePage(motivo.default, page), 'motivo-solicitud-telefono')
    expect(Number(field.attrs.maxlength)).toBeGreaterThanOrEqual('098 234 567'.length)
    // The limits are the digits': 8 or 9 of them, spaces or not.
    const short = (await sendMotivo({ ...institution, requestedByParticular: 'si', telefono: '098 234 5' }, null, cookie)) as MotivoReply
    expect(short.data.result.error).toEqual({ telefono: [copy.errors.phoneLength] })
    const letters = (await sendMotivo({ ...institution, requestedByParticular: 'si', telefono: '098 234 56a' }, null, cookie)) as MotivoReply
    expect(letters.data.result.error).toEqual({ telefono: [copy.errors.notNumeric] })

    const seen: Array<{ telefono: string }> = []
    const original = globalThis.fetch
    globalThis.fetch = (input, init) => {
      if (String(input).endsWith(E98)) seen.push(JSON.parse(String(init?.body)) as { telefono: string })
      return original(input, init)
    }
    try {
      const sentWithSpaces = await sendMotivo({ ...institution, requestedByParticular: 'si', telefono: ' 098 234 567 ' }, null, cookie)
      expect(redirectLocation(sentWithSpaces)).toBe(`${BASE}/confirmacion`)
    } finally {
      globalThis.fetch = original
    }
    expect((await draftOf(cookie)).telefono).toBe('098234567')
    expect(seen.map(({ telefono }) => telefono)).toEqual(['098234567'])
  })

  it('requires the file for an institution: Este archivo es requerido', async () => {
    const cookie = await atMotivo()
    const refused = (await sendMotivo(institution, null, cookie)) as MotivoReply
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error).toEqual({ archivo: [copy.errors.fileRequired] })
    expect(refused.data.result.initialValue).toMatchObject({ motivo: institution.motivo, telefono: institution.telefono })
  })

  it('says every problem of an institution’s empty form in one reply, the missing file included', async () => {
    const cookie = await atMotivo()
    const refused = (await sendMotivo({ requestedByParticular: 'no', motivo: '', telefono: '' }, null, cookie)) as MotivoReply
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error).toEqual({
      motivo: [copy.errors.required],
      telefono: [copy.errors.phoneRequired],
      archivo: [copy.errors.fileRequired],
    })
    expect(refused.data.result.initialValue).toMatchObject({ requestedByParticular: 'no' })
    // Particular reasons need no file: only the fields are said.
    const particular = (await sendMotivo({ requestedByParticular: 'si', motivo: '', telefono: '' }, null, cookie)) as MotivoReply
    expect(particular.data.result.error).toEqual({ motivo: [copy.errors.required], telefono: [copy.errors.phoneRequired] })
  })

  it('names the empty reason and the empty phone differently in the summary: a screen reader tells its links apart', async () => {
    const cookie = await atMotivo()
    const page = await get(motivo.loader, 'motivo-solicitud', cookie)
    const refused = (await sendMotivo({ requestedByParticular: 'si', motivo: '', telefono: '' }, null, cookie)) as MotivoReply
    const html = renderRoutePage(motivo.default, page, '/step', refused.data)
    const summary = html.slice(html.indexOf('error-summary__list'), html.indexOf('</ul>', html.indexOf('error-summary__list')))
    const links = [...summary.matchAll(/<a href="#([^"]+)">([^<]*)<\/a>/g)].map(([, id, text]) => [id, text])
    expect(links).toEqual([
      ['motivo-solicitud-motivo', copy.errors.required],
      ['motivo-solicitud-telefono', copy.errors.phoneRequired],
    ])
    // The reason's words are the spec's (BR67); the phone's are its own.
    expect(copy.errors.required).toBe('Este campo es requerido')
    expect(copy.errors.phoneRequired).not.toBe(copy.errors.required)
  })

  it.each([
    ['too big', { bytes: new Uint8Array(5 * 1024 * 1024 + 1).fill(0x25), name: 'grande.pdf' }, 413, stepFiles.tooLarge(5 * 1024 * 1024)],
    ['of the wrong type', { bytes: bytes('hola'), name: 'nota.txt', type: 'text/plain' }, 415, stepFiles.wrongType(['pdf', 'jpeg', 'png'])],
    ['a renamed executable', { bytes: bytes('MZ\u0090\u0000\u0003binario'), name: 'formulario.pdf' }, 415, stepFiles.wrongType(['pdf', 'jpeg', 'png'])],
  ])('refuses a file %s with a clear message before it reaches the sandbox', async (_name, chosen, status, message) => {
    const cookie = await atMotivo()
    const before = await sent()
    const refused = (await sendMotivo(institution, chosen, cookie)) as MotivoReply | Response
    const reply = refused instanceof Response ? { status: refused.status, body: (await refused.json()) as MotivoReply['data'] } : { status: refused.init.status, body: refused.data }
    expect(reply.status).toBe(status)
    expect(reply.body.result.error?.archivo).toEqual([message])
    expect(reply.body.attachedFile).toBeNull()
    expect(await sent()).toBe(before)
    expect((await draftOf(cookie)).archivo).toBeUndefined()
  })

  it('keeps what was typed with a file far over its limit (a 12 MB PDF): only the file is refused, with its message', async () => {
    const cookie = await atMotivo()
    const before = await sent()
    const big = new Uint8Array(12 * 1024 * 1024).fill(0x25)
    big.set(PDF)
    const request = await withLength(motivoRequest(institution, { bytes: big, name: 'grande.pdf' }, cookie))
    const refused = replyOf<MotivoReply['data']>(await call(motivo.action, request))
    expect(refused.init.status).toBe(413)
    expect(refused.data.result.error).toEqual({ archivo: [stepFiles.tooLarge(5 * 1024 * 1024)] })
    expect(refused.data.result.initialValue).toMatchObject(institution)
    expect(refused.data.attachedFile).toBeNull()
    expect(await sent()).toBe(before)
    expect((await draftOf(cookie)).archivo).toBeUndefined()

    // A file attached before stays attached, and the step goes on with it.
    await sendMotivo({ ...institution, motivo: '' }, { bytes: PDF, name: 'formulario.pdf' }, cookie)
    const again = await withLength(motivoRequest({ ...institution, motivo: 'Otro motivo' }, { bytes: big, name: 'grande.pdf' }, cookie))
    const kept = replyOf<MotivoReply['data']>(await call(motivo.action, again))
    expect(kept.init.status).toBe(413)
    expect(kept.data.result.initialValue).toMatchObject({ ...institution, motivo: 'Otro motivo' })
    expect(kept.data.attachedFile).toEqual({ name: 'formulario.pdf', kind: 'pdf', size: PDF.length })
    expect(redirectLocation(await sendMotivo(institution, null, cookie))).toBe(`${BASE}/confirmacion`)
  })

  it('keeps a file chosen with an error elsewhere on the step: the next submit does not ask for it', async () => {
    const cookie = await atMotivo()
    const refused = (await sendMotivo({ ...institution, motivo: '' }, { bytes: PDF, name: 'formulario.pdf' }, cookie)) as MotivoReply
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error).toEqual({ motivo: [copy.errors.required] })
    expect(refused.data.attachedFile).toEqual({ name: 'formulario.pdf', kind: 'pdf', size: PDF.length })
    const page = (await get(motivo.loader, 'motivo-solicitud', cookie)) as { attachedFile: unknown }
    expect(page.attachedFile).toEqual({ name: 'formulario.pdf', kind: 'pdf', size: PDF.length })
    expect(redirectLocation(await sendMotivo(institution, null, cookie))).toBe(`${BASE}/confirmacion`)
  })

  it('sends the request once, however often it is submitted, with the file as a data URL; the confirmation says 15 days', async () => {
    const cookie = await atMotivo()
    const before = await sent()
    expect(redirectLocation(await sendMotivo(institution, { bytes: PDF, name: 'formulario.pdf' }, cookie))).toBe(`${BASE}/confirmacion`)
    expect(redirectLocation(await sendMotivo(institution, { bytes: PDF, name: 'formulario.pdf' }, cookie))).toBe(`${BASE}/confirmacion`)
    expect(await sent()).toBe(before + 1)
    const draft = await draftOf(cookie)
    expect(draft.attempts?.envio?.outcome).toEqual({ id: expect.any(String) })
    // The API holds the file now: the portal's copy is gone.
    expect(await stepFileStore().has(draft.archivo!.fileId)).toBe(false)
    expect(await get(confirmacion.loader, 'confirmacion', cookie)).toEqual({ days: 15, emailCopy: false })
    // Back on the reason's step: its confirmation.
    expect(redirectLocation(await get(motivo.loader, 'motivo-solicitud', cookie))).toBe(`${BASE}/confirmacion`)
  })

  it('keeps no file sent with a reason that needs none (particular reasons): it ends with the save', async () => {
    const cookie = await atMotivo()
    const store = stepFileStore()
    const put = store.put.bind(store)
    const stored: string[] = []
    store.put = async (content) => {
      const fileId = await put(content)
      if (fileId) stored.push(fileId)
      return fileId
    }
    try {
      const answer = await sendMotivo({ ...institution, requestedByParticular: 'si' }, { bytes: PDF, name: 'formulario.pdf' }, cookie)
      expect(redirectLocation(answer)).toBe(`${BASE}/confirmacion`)
    } finally {
      store.put = put
    }
    expect(stored).toHaveLength(1)
    expect((await draftOf(cookie)).archivo).toBeUndefined()
    expect(await store.has(stored[0]!)).toBe(false)
  })

  it('sends a part with the e-mail copy and the terms for particular reasons: 30 days', async () => {
    const cookie = await member()
    await answer(solicitud.action, 'solicitud', { complete: 'no', requestedEmailCopy: 'si', intent: 'aceptar' }, cookie, 'parte-solicitada')
    await answer(parte.action, 'parte-solicitada', { requestedPart: 'Estudios de cardiología' }, cookie, 'motivo-solicitud')
    const seen: unknown[] = []
    const original = globalThis.fetch
    globalThis.fetch = (input, init) => {
      if (String(input).endsWith(E98)) seen.push(JSON.parse(String(init?.body)))
      return original(input, init)
    }
    try {
      expect(redirectLocation(await sendMotivo({ ...institution, requestedByParticular: 'si' }, null, cookie))).toBe(`${BASE}/confirmacion`)
    } finally {
      globalThis.fetch = original
    }
    expect(seen).toEqual([
      {
        motivo: institution.motivo,
        telefono: institution.telefono,
        es_copia_completa: false,
        observaciones: 'Estudios de cardiología',
        solicitud_externa: null,
        nombre_archivo: null,
        copia_email: true,
        texto_terminos: TERMS_TEXT,
      },
    ])
    expect(await get(confirmacion.loader, 'confirmacion', cookie)).toEqual({ days: 30, emailCopy: true })
  })

  it.each([
    ['refuses the request', { status: 400, body: '{"detail":"no"}' }, 400],
    ['cannot be reached', { status: 503, body: '<h1>Service Unavailable</h1>', contentType: 'text/html' }, 503],
  ])('shows the generic banner when the API %s, keeping the answers and the file; a retry sends it', async (_name, fault, status) => {
    const cookie = await atMotivo()
    await injectFault(sandboxUrl, { path: E98, times: 1, contentType: 'application/json', ...fault })
    const failed = (await sendMotivo(institution, { bytes: PDF, name: 'formulario.pdf' }, cookie)) as MotivoReply
    expect(failed.init.status).toBe(status)
    expect(failed.data.message).toBe(copy.errors.saveFailed)
    expect(failed.data.result.initialValue).toMatchObject({ requestedByParticular: 'no', motivo: institution.motivo, telefono: institution.telefono })
    expect(failed.data.attachedFile).toEqual({ name: 'formulario.pdf', kind: 'pdf', size: PDF.length })
    const draft = await draftOf(cookie)
    expect(draft.attempts?.envio?.outcome).toBeUndefined()
    expect(await stepFileStore().has(draft.archivo!.fileId)).toBe(true)
    expect(redirectLocation(await get(confirmacion.loader, 'confirmacion', cookie))).toBe(`${BASE}/solicitud?continuar`)
    expect(redirectLocation(await sendMotivo(institution, null, cookie))).toBe(`${BASE}/confirmacion`)
  })
})

describe('a retry with the same file', () => {
  it('keeps the attached file and the attempt’s key, so the request is sent once, not twice (C80, E98)', async () => {
    const cookie = await atMotivo()
    await injectFault(sandboxUrl, { path: E98, times: 1, status: 503, body: '<h1>Service Unavailable</h1>', contentType: 'text/html' })
    const pdf = { bytes: PDF, name: 'formulario.pdf' }
    expect(((await sendMotivo(institution, pdf, cookie)) as MotivoReply).init.status).toBe(503)
    const failed = await draftOf(cookie)
    // The browser still holds the file and sends it again.
    expect(redirectLocation(await sendMotivo(institution, pdf, cookie))).toBe(`${BASE}/confirmacion`)
    const sentDraft = await draftOf(cookie)
    expect(sentDraft.archivo?.fileId).toBe(failed.archivo!.fileId)
    expect(sentDraft.attempts?.envio?.key).toBe(failed.attempts!.envio!.key)
    // Another file is another answer.
    const other = await atMotivo()
    await injectFault(sandboxUrl, { path: E98, times: 1, status: 503, body: '<h1>Service Unavailable</h1>', contentType: 'text/html' })
    await sendMotivo(institution, pdf, other)
    const before = await draftOf(other)
    await sendMotivo(institution, { bytes: bytes('%PDF-1.7\n% otro\n%%EOF\n'), name: 'formulario.pdf' }, other)
    expect((await draftOf(other)).archivo?.fileId).not.toBe(before.archivo!.fileId)
  })
})

describe('submits of the file at once', () => {
  /** What E98 answered to each call, while `run` runs: the ids of the requests the sandbox stored. */
  async function answersOfE98(run: () => Promise<unknown>): Promise<{ statuses: number[]; ids: Set<unknown> }> {
    const statuses: number[] = []
    const ids = new Set<unknown>()
    const original = globalThis.fetch
    globalThis.fetch = async (input, init) => {
      const response = await original(input, init)
      if (String(input).endsWith(E98)) {
        statuses.push(response.status)
        if (response.ok) ids.add(((await response.clone().json()) as { id: unknown }).id)
      }
      return response
    }
    try {
      await run()
    } finally {
      globalThis.fetch = original
    }
    return { statuses, ids }
  }

  it.each([2, 3])('%i submits of the reason with its file at once make one request, and none says the file is missing', async (times) => {
    const cookie = await member()
    // Bruno's walk: a complete copy, no e-mail copy, for an institution.
    await answer(solicitud.action, 'solicitud', complete, cookie, 'motivo-solicitud')
    const pdf = { bytes: PDF, name: 'formulario.pdf' }
    let answers: unknown[] = []
    const e98 = await answersOfE98(async () => {
      answers = await Promise.all(Array.from({ length: times }, () => sendMotivo(institution, pdf, cookie)))
    })
    // None is refused (`Este archivo es requerido` while the file went with another submit's call): each goes on.
    expect(answers.filter((answered) => !(answered instanceof Response)).map((reply) => (reply as MotivoReply).data.result.error)).toEqual([])
    for (const answered of answers) expect(redirectLocation(answered)).toBe(`${BASE}/confirmacion`)
    expect(e98.statuses.every((status) => status === 201)).toBe(true)
    expect(e98.ids.size).toBe(1)
    const draft = await draftOf(cookie)
    expect(draft.attempts?.envio?.outcome).toEqual({ id: String([...e98.ids][0]) })
  })
})

describe('confirmacion', () => {
  it('is refused before a successful save (BR67)', async () => {
    const cookie = await atMotivo()
    expect(redirectLocation(await call(confirmacion.loader, getRequest(`${BASE}/confirmacion`, cookie)))).toBe(`${BASE}/solicitud?continuar`)
  })
})

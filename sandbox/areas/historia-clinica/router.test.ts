import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox, type TestSandbox } from '../../test-support'
import { findAfiliadoByCi } from '../afiliados/store'
import { ARCHIVO_MAX_BYTES, DETAILS, HISTORIA_CLINICA_PATH } from './router'
import { solicitudesOf } from './store'

let sandbox: TestSandbox
let token: string
let anaId: number

beforeAll(async () => {
  sandbox = await startTestSandbox()
  token = await sandbox.login('12345672')
  anaId = findAfiliadoByCi(sandbox.db, '12345672')!.id
})
afterAll(async () => {
  await sandbox.close()
})

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n')
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`

const complete = {
  motivo: 'Presentar en el BPS',
  telefono: '099123456',
  es_copia_completa: true,
  observaciones: '',
  solicitud_externa: dataUrl('application/pdf', PDF),
  nombre_archivo: 'formulario.pdf',
  copia_email: false,
  texto_terminos: null,
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  sandbox.sendJson(HISTORIA_CLINICA_PATH, 'POST', body, { authorization: `Bearer ${token}`, ...headers })

describe('POST /api/solicitudes/historia_clinica/', () => {
  it('stores the signed-in member’s request with its file as the data URL it came in', async () => {
    const before = solicitudesOf(sandbox.db, anaId).length
    const res = await post(complete)
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    const stored = solicitudesOf(sandbox.db, anaId)
    expect(stored).toHaveLength(before + 1)
    expect(stored.at(-1)).toMatchObject({
      id,
      motivo: 'Presentar en el BPS',
      es_copia_completa: 1,
      solicitud_externa: complete.solicitud_externa,
      nombre_archivo: 'formulario.pdf',
      copia_email: 0,
      texto_terminos: null,
    })
  })

  it('stores a part with the e-mail copy and its terms, without a file', async () => {
    const res = await post({ ...complete, es_copia_completa: false, observaciones: 'Internación de 2024', solicitud_externa: null, nombre_archivo: null, copia_email: true, texto_terminos: 'Términos' })
    expect(res.status).toBe(201)
    expect(solicitudesOf(sandbox.db, anaId).at(-1)).toMatchObject({ observaciones: 'Internación de 2024', solicitud_externa: null, copia_email: 1, texto_terminos: 'Términos' })
  })

  it('answers the same key with the same request once', async () => {
    const before = solicitudesOf(sandbox.db, anaId).length
    const headers = { 'Idempotency-Key': 'historia-clinica-1' }
    const first = await post(complete, headers)
    const second = await post(complete, headers)
    expect([first.status, second.status]).toEqual([201, 201])
    expect(await second.json()).toEqual(await first.json())
    expect(solicitudesOf(sandbox.db, anaId)).toHaveLength(before + 1)
  })

  it('needs a token', async () => {
    const res = await sandbox.sendJson(HISTORIA_CLINICA_PATH, 'POST', complete)
    expect(res.status).toBe(401)
  })

  it.each([
    ['a type its bytes are not', { solicitud_externa: dataUrl('image/png', PDF) }, 400, DETAILS.wrongType],
    ['a renamed executable', { solicitud_externa: dataUrl('application/pdf', Buffer.from('MZ\x90\x00binario')) }, 400, DETAILS.wrongType],
    ['another media type', { solicitud_externa: dataUrl('text/plain', PDF) }, 400, DETAILS.notDataUrl],
    ['something that is not base64', { solicitud_externa: 'data:application/pdf;base64,%%%' }, 400, DETAILS.notDataUrl],
    ['an empty file', { solicitud_externa: 'data:application/pdf;base64,' }, 400, DETAILS.empty],
    ['a file without its name', { nombre_archivo: null }, 400, DETAILS.noName],
    ['a part without its text', { es_copia_completa: false, observaciones: '  ' }, 400, DETAILS.noPart],
    ['an e-mail copy without the terms', { copia_email: true, texto_terminos: null }, 400, DETAILS.noTerms],
  ])('refuses %s', async (_name, change, status, detail) => {
    const before = solicitudesOf(sandbox.db, anaId).length
    const res = await post({ ...complete, ...change })
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual({ detail })
    expect(solicitudesOf(sandbox.db, anaId)).toHaveLength(before)
  })

  it.each([
    ['a missing reason', { motivo: undefined }],
    ['a phone with letters', { telefono: '099-ABC' }],
    ['a yes/no that is text', { es_copia_completa: 'si' }],
    ['an unknown field', { extra: 1 }],
  ])('refuses %s with 400', async (_name, change) => {
    const res = await post({ ...complete, ...change })
    expect(res.status).toBe(400)
  })

  it('refuses a file over 5 MB in its own words, and a body too large to read', async () => {
    const big = Buffer.alloc(ARCHIVO_MAX_BYTES + 1, 0x20)
    PDF.copy(big)
    const over = await post({ ...complete, solicitud_externa: dataUrl('application/pdf', big) })
    expect(over.status).toBe(413)
    expect(await over.json()).toEqual({ detail: DETAILS.tooLarge })
    const huge = await post({ ...complete, solicitud_externa: dataUrl('application/pdf', Buffer.alloc(ARCHIVO_MAX_BYTES * 2)) })
    expect(huge.status).toBe(413)
  })
})

import { afterEach, describe, expect, inject, it } from 'vitest'
import { readPdfText } from '../../tests/pdf-text'
import { call, getRequest, loadContext, redirectLocation, replyOf, signIn } from '../../tests/route-helpers'
import { addDays, montevideoDay } from '../../tests/test-clock'
import { apiCalls, clearFaults, injectFault, resetCalls, sandboxNow } from '../../tests/sandbox-control'
import { loader as fileLoader } from './documentos-firmados.$id.archivo'
import { loader as pageLoader } from './documentos-firmados.$id'

// The sandbox's seed (DOCUMENTOS_DEMO in sandbox/areas/documentos-firmados/seed.ts; app/ never imports sandbox/): the
// certificate (signed by Laura Méndez three days ago) and the certificate of attendance are signed; one document has
// no author, another no association date.
const sandboxUrl = inject('sandboxUrl')
const certificado = '3f2b8c1e-6a4d-4e8b-9c2f-1a7d5e0b4c11'
const constancia = '8d1e4a7b-2c5f-4b9a-8e3d-6f0a2b7c9d22'
const sinFirmar = 'c5a9e2d4-7b1f-4a6c-9d8e-3b2f1a0c5e33'
const sinFecha = 'e7c3b1a9-4d2e-4f8b-a6c5-9e1d0f2a7b44'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const E101 = `GET /api/documentos-firmados/${certificado}/`

type PageData = { id: string; document: { valid: true; author: string; associated: string } | { valid: false } }

const page = (id: string, cookie?: string) =>
  call(pageLoader, getRequest(`/documentos-firmados/${encodeURIComponent(id)}`, cookie), { id })
const file = (id: string) => call(fileLoader, getRequest(`/documentos-firmados/${encodeURIComponent(id)}/archivo`), { id })

afterEach(() => clearFaults(sandboxUrl))

describe('/documentos-firmados/:id (C82, BR69)', () => {
  it('shows a signed document to a visitor: its author and its association date as a day', async () => {
    const [year, month, day] = addDays(montevideoDay(await sandboxNow(sandboxUrl)), -3).split('-')
    const reply = replyOf<PageData>(await page(certificado))
    expect(reply.init.status).toBe(200)
    expect(reply.data).toEqual({
      id: certificado,
      document: { valid: true, author: 'Laura Méndez', associated: `${day}/${month}/${year}` },
    })
  })

  it('is the same page for a signed-in member: the page needs no session and shows nothing of hers', async () => {
    const reply = replyOf<PageData>(await page(constancia, await signIn('12345672')))
    expect(reply.data.document).toMatchObject({ valid: true, author: 'Martín Silva' })
  })

  it('is the invalid screen for a document without an author or an association date (200: the API knows it)', async () => {
    for (const id of [sinFirmar, sinFecha]) {
      const reply = replyOf<PageData>(await page(id))
      expect([reply.init.status, reply.data.document], id).toEqual([200, { valid: false }])
    }
  })

  it('is the invalid screen, 404, for an unknown id', async () => {
    const reply = replyOf<PageData>(await page(UNKNOWN))
    expect([reply.init.status, reply.data.document]).toEqual([404, { valid: false }])
  })

  it('is the invalid screen, 404, for a malformed id, without asking the API', async () => {
    await resetCalls(sandboxUrl)
    for (const id of ['../../api/afiliados/', 'a b', 'x'.repeat(65), '']) {
      const reply = replyOf<PageData>(await page(id))
      expect([reply.init.status, reply.data.document], id).toEqual([404, { valid: false }])
    }
    expect(Object.keys(await apiCalls(sandboxUrl)).filter((key) => key.includes('documentos-firmados'))).toEqual([])
  })

  it('is the service-problem page (503) when the API fails, not a verdict on the document', async () => {
    await injectFault(sandboxUrl, { path: '/api/documentos-firmados/*', status: 500, body: 'Error', contentType: 'text/html', times: 1 })
    const thrown = await pageLoader({ request: getRequest(`/documentos-firmados/${certificado}`), params: { id: certificado }, context: loadContext }).catch((error: unknown) => error)
    expect(thrown).toMatchObject({ init: { status: 503 }, data: { problem: 'upstream' } })
    // The fault was for one call: the next one answers.
    expect(replyOf<PageData>(await page(certificado)).data.document.valid).toBe(true)
  })
})

describe('/documentos-firmados/:id/archivo', () => {
  it("downloads a valid document's file: a real PDF, never kept by a cache", async () => {
    await resetCalls(sandboxUrl)
    const response = (await file(certificado)) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="documento-firmado-${certificado}.pdf"`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const pdf = await readPdfText(new Uint8Array(await response.arrayBuffer()))
    expect(pdf.title).toBe('Certificado médico')
    expect(pdf.lines).toEqual(expect.arrayContaining(['Firmado por: Laura Méndez']))
    // BR69 is checked again before the file is asked for.
    expect((await apiCalls(sandboxUrl))[E101]).toBe(1)
  })

  it('sends an invalid, unknown or malformed document back to its page, which says it is invalid', async () => {
    for (const id of [sinFirmar, sinFecha, UNKNOWN, 'a b']) {
      expect(redirectLocation(await file(id)), id).toBe(`/documentos-firmados/${encodeURIComponent(id)}`)
    }
  })
})

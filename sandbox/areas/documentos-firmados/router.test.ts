import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPdfText } from '../../../tests/pdf-text'
import { startTestSandbox, type TestSandbox } from '../../test-support'
import { DOCUMENTOS_DEMO } from './seed'

// The clock stands at TEST_NOW, 2026-11-20 in Montevideo: the certificate was signed three days before, the
// certificate of attendance twenty.
const { certificado, constancia, sinFirmar, sinFecha } = DOCUMENTOS_DEMO
const documento = (id: string) => `/api/documentos-firmados/${id}/`
const archivo = (id: string) => `/api/documentos-firmados/${id}/archivo/`

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(async () => {
  await sandbox.close()
})

describe('GET /api/documentos-firmados/{id}/ (E101)', () => {
  it('answers a signed document with its author, association date and file, to anyone', async () => {
    const res = await sandbox.api(documento(certificado))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      id: certificado,
      autor: { id: 7, usuario: { first_name: 'Laura', last_name: 'Méndez' } },
      fecha_asociacion: '2026-11-17',
      documento_firmado: archivo(certificado),
    })
    // An id is read as a UUID is, whatever its case.
    expect((await sandbox.api(documento(constancia.toUpperCase()))).status).toBe(200)
  })

  it('answers one never signed without its author, and one never associated without its date, neither with a file', async () => {
    expect(await (await sandbox.api(documento(sinFirmar))).json()).toEqual({
      id: sinFirmar,
      autor: null,
      fecha_asociacion: '2026-11-19',
      documento_firmado: null,
    })
    expect(await (await sandbox.api(documento(sinFecha))).json()).toEqual({
      id: sinFecha,
      autor: { id: 7, usuario: { first_name: 'Laura', last_name: 'Méndez' } },
      fecha_asociacion: null,
      documento_firmado: null,
    })
  })

  it('is 404 for an unknown id and for anything that is not a document id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '1', 'abc', `${certificado}x`]) {
      const res = await sandbox.api(documento(encodeURIComponent(id)))
      expect(res.status, id).toBe(404)
      expect(await res.json()).toEqual({ detail: 'No existe el documento' })
    }
  })
})

describe('GET /api/documentos-firmados/{id}/archivo/', () => {
  it("answers a signed document's PDF, the same bytes each time", async () => {
    const res = await sandbox.api(archivo(constancia))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await res.arrayBuffer())
    const pdf = await readPdfText(bytes)
    expect(pdf.title).toBe('Constancia de atención')
    expect(pdf.lines).toEqual(
      expect.arrayContaining([`Documento: ${constancia}`, 'Firmado por: Martín Silva', 'Fecha de firma: 31/10/2026']),
    )
    const again = new Uint8Array(await (await sandbox.api(archivo(constancia))).arrayBuffer())
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true)
  })

  it('is 404 for a document not signed, an unknown one and a malformed id', async () => {
    for (const id of [sinFirmar, sinFecha, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await sandbox.api(archivo(id))
      expect(res.status, id).toBe(404)
    }
  })
})

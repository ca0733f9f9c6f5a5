import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPdfText } from '../../../tests/pdf-text'
import { startTestSandbox, type TestSandbox } from '../../test-support'

// The clock stands at TEST_NOW, Friday 2026-11-20 in Montevideo: the seed dates Ana's reports 1–3 (ready) and 4 (in
// process, sampled yesterday), and Bruno's 5 (ready) and 6 (in process).
const ANA = '12345672'
const BRUNO = '23456783'
const CARLA = '34567894'
const INFORMES = '/api/laboratorio/informes_afiliado/'
const ARCHIVO = '/api/laboratorio/obtener_informe_archivo'

let sandbox: TestSandbox
const tokens: Record<string, string> = {}

beforeAll(async () => {
  sandbox = await startTestSandbox()
  for (const ci of [ANA, BRUNO, CARLA]) tokens[ci] = await sandbox.login(ci)
})
afterAll(async () => {
  await sandbox.close()
})

const as = (ci: string, pathname: string) => sandbox.getWithToken(pathname, tokens[ci] ?? '')

async function json<T>(ci: string, pathname: string): Promise<T> {
  const res = await as(ci, pathname)
  expect(res.status, pathname).toBe(200)
  return (await res.json()) as T
}

type Informes = Array<{ id: number; estudio: string; estado: string }>

describe('GET /api/laboratorio/informes_afiliado/', () => {
  it("answers the member's own reports, newest first, with their state", async () => {
    expect(await json(ANA, INFORMES)).toEqual([
      { id: 4, fecha: '19-11-2026', estudio: 'Urocultivo', medico_solicitante: 'Dr. Gonzalo Fernández', estado: 'EN_PROCESO' },
      { id: 3, fecha: '15-11-2026', estudio: 'Glicemia', medico_solicitante: 'Dra. Laura Méndez', estado: 'LISTO' },
      expect.objectContaining({ id: 2, fecha: '08-11-2026', estudio: 'Perfil lipídico', estado: 'LISTO' }),
      expect.objectContaining({ id: 1, fecha: '21-10-2026', estudio: 'Hemograma completo', estado: 'LISTO' }),
    ])
    expect((await json<Informes>(BRUNO, INFORMES)).map((i) => [i.id, i.estado])).toEqual([
      [6, 'EN_PROCESO'],
      [5, 'LISTO'],
    ])
    expect(await json(CARLA, INFORMES)).toEqual([])
  })

  it('needs a token', async () => {
    expect((await sandbox.api(INFORMES)).status).toBe(401)
  })

  it('gives a persona made like Ana copies of her reports, with new ids', async () => {
    const res = await sandbox.sendJson('/sandbox/personas', 'POST', { like: ANA })
    const { ci } = (await res.json()) as { ci: string }
    tokens[ci] = await sandbox.login(ci)
    const copies = await json<Informes>(ci, INFORMES)
    const anas = await json<Informes>(ANA, INFORMES)
    expect(copies.map((i) => [i.estudio, i.estado])).toEqual(anas.map((i) => [i.estudio, i.estado]))
    expect(copies.every((i) => i.id > 6)).toBe(true)
    const ready = copies.find((i) => i.estado === 'LISTO')
    expect((await as(ci, `${ARCHIVO}?informe_id=${ready?.id}`)).status).toBe(200)
  })
})

describe('GET /api/laboratorio/obtener_informe_archivo', () => {
  it("answers a ready report's PDF to its owner, the same bytes each time", async () => {
    const res = await as(ANA, `${ARCHIVO}?informe_id=2`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="informe-2.pdf"')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    const pdf = await readPdfText(bytes)
    expect(pdf.title).toBe('Informe de laboratorio N.º 2')
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        'Afiliado: Ana Pérez, C.I. 12345672',
        'Estudio: Perfil lipídico',
        'Fecha de extracción: 08/11/2026',
        'Colesterol total: 192 mg/dL (referencia: menor a 200 mg/dL)',
      ]),
    )
    const again = new Uint8Array(await (await as(ANA, `${ARCHIVO}?informe_id=2`)).arrayBuffer())
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true)
  })

  it("answers another member's report like an unknown one, and one in process too", async () => {
    for (const [ci, id] of [
      [BRUNO, 1],
      [ANA, 5],
      [ANA, 999],
      [ANA, 4],
    ] as const) {
      const res = await as(ci, `${ARCHIVO}?informe_id=${id}`)
      expect(res.status, `${ci} ${id}`).toBe(404)
      expect(await res.json()).toEqual({ detail: 'No existe el archivo del informe' })
    }
    expect((await as(BRUNO, `${ARCHIVO}?informe_id=5`)).status).toBe(200)
  })

  it('refuses a missing or malformed informe_id, and a call without a token', async () => {
    const missing = await as(ANA, ARCHIVO)
    expect([missing.status, await missing.json()]).toEqual([400, { detail: 'informe_id: es obligatorio' }])
    expect((await as(ANA, `${ARCHIVO}?informe_id=dos`)).status).toBe(400)
    expect((await as(ANA, `${ARCHIVO}?informe_id=1&informe_id=2`)).status).toBe(400)
    expect((await sandbox.api(`${ARCHIVO}?informe_id=1`)).status).toBe(401)
  })
})

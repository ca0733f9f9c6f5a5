import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPdfText } from '../../../tests/pdf-text'
import { startTestSandbox, type TestSandbox } from '../../test-support'

// The clock stands at TEST_NOW, Friday 2026-11-20 09:00 in Montevideo: the seed dates Ana's coordinations from
// 2026-11-19 (an emergency X-ray) to 2026-12-05, her referrals 1 and 2 (with files) and 3 (expired, no file), and
// Bruno's coordination 9 and referral 4.
const ANA = '12345672'
const BRUNO = '23456783'
const CARLA = '34567894'
const COORDINACIONES = '/api/tecnicas/coordinaciones_afiliado/'
const PASES = '/api/tecnicas/pases_afiliado/'
const ARCHIVO = '/api/tecnicas/obtener_pase_archivo'
const LISTAS = [
  'indicaciones_coordinadas',
  'urgencias_coordinadas',
  'anotaciones',
  'domicilio',
  'pases',
  'domicilio_urgente',
]

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

type Listas = Record<string, Array<{ id: number; tipo: string; estudios: unknown[] }>>

describe('GET /api/tecnicas/coordinaciones_afiliado/', () => {
  it("answers the member's coordinations in the six lists, earliest first, each with its studies", async () => {
    const listas = await json<Listas>(ANA, COORDINACIONES)
    expect(Object.keys(listas)).toEqual(LISTAS)
    expect(Object.fromEntries(Object.entries(listas).map(([k, v]) => [k, v.map((c) => c.id)]))).toEqual({
      indicaciones_coordinadas: [1, 2, 3],
      urgencias_coordinadas: [4],
      anotaciones: [5],
      domicilio: [6],
      pases: [7],
      domicilio_urgente: [8],
    })
    expect(listas.indicaciones_coordinadas?.[0]).toEqual({
      id: 1,
      tipo: 'indicacion',
      area: 'Laboratorio',
      filial: 'Sede Central',
      direccion: 'Colonia 1820, Montevideo',
      medico_informante: 'Dra. Laura Méndez',
      fecha: '23-11-2026',
      hora: '07:30',
      sector: 'Extracciones',
      estudios: [
        {
          nombre: 'Hemograma completo',
          requiere_consentimiento: false,
          indicaciones: ['Concurrir con 8 horas de ayuno (puede tomar agua).'],
        },
        {
          nombre: 'Perfil lipídico',
          requiere_consentimiento: false,
          indicaciones: ['Concurrir con 12 horas de ayuno.', 'No consumir alcohol en las 48 horas previas.'],
        },
      ],
    })
    expect(listas.indicaciones_coordinadas?.[2]?.estudios).toEqual([
      expect.objectContaining({ nombre: 'Tomografía de abdomen con contraste', requiere_consentimiento: true }),
    ])
    // At home: no branch, the member's address.
    expect(listas.domicilio_urgente?.[0]).toMatchObject({
      tipo: 'domicilio-urgente',
      filial: null,
      direccion: 'Av. 18 de Julio 1234, apto. 501',
      fecha: '20-11-2026',
      hora: '18:00',
    })
  })

  it('answers only her own, and six empty lists to a member without any', async () => {
    const bruno = await json<Listas>(BRUNO, COORDINACIONES)
    expect(bruno.indicaciones_coordinadas?.map((c) => c.id)).toEqual([9])
    expect(Object.values(bruno).flat()).toHaveLength(1)
    expect(await json(CARLA, COORDINACIONES)).toEqual(Object.fromEntries(LISTAS.map((l) => [l, []])))
  })

  it('needs a token', async () => {
    expect((await sandbox.api(COORDINACIONES)).status).toBe(401)
  })

  it('fails when a fault is injected, like every call of the API', async () => {
    await sandbox.sendJson('/sandbox/faults', 'POST', { path: '/api/tecnicas/*', status: 500, times: 1 })
    expect((await as(ANA, COORDINACIONES)).status).toBe(500)
    expect((await as(ANA, COORDINACIONES)).status).toBe(200)
  })
})

describe('GET /api/tecnicas/pases_afiliado/', () => {
  it("answers the member's referrals, newest first", async () => {
    expect(await json(ANA, PASES)).toEqual([
      {
        id: 2,
        especialidad: 'Medicina nuclear',
        prestador: 'Instituto de Medicina Nuclear del Este',
        direccion_prestador: 'Av. Roosevelt parada 10, Maldonado',
        medico_derivante: 'Dr. Martín Silva',
        motivo: 'Centellograma de perfusión miocárdica',
        fecha_emision: '17-11-2026',
        vigente_hasta: '15-02-2027',
        tiene_archivo: true,
      },
      expect.objectContaining({ id: 1, fecha_emision: '10-11-2026', tiene_archivo: true }),
      expect.objectContaining({
        id: 3,
        fecha_emision: '11-10-2026',
        vigente_hasta: '10-11-2026',
        tiene_archivo: false,
      }),
    ])
    expect((await json<Array<{ id: number }>>(BRUNO, PASES)).map((p) => p.id)).toEqual([4])
    expect(await json(CARLA, PASES)).toEqual([])
  })

  it('gives a persona made like Ana copies of her coordinations and referrals', async () => {
    const res = await sandbox.sendJson('/sandbox/personas', 'POST', { like: ANA })
    const { ci } = (await res.json()) as { ci: string }
    tokens[ci] = await sandbox.login(ci)
    const pases = await json<Array<{ id: number; motivo: string }>>(ci, PASES)
    expect(pases.map((p) => p.motivo)).toEqual((await json<typeof pases>(ANA, PASES)).map((p) => p.motivo))
    expect(pases.every((p) => p.id > 4)).toBe(true)
    const listas = await json<Listas>(ci, COORDINACIONES)
    expect(Object.values(listas).flat()).toHaveLength(8)
    expect(listas.indicaciones_coordinadas?.[0]?.estudios).toHaveLength(2)
  })
})

describe('GET /api/tecnicas/obtener_pase_archivo', () => {
  it("answers the referral's PDF to its owner", async () => {
    const res = await as(ANA, `${ARCHIVO}?pase_id=2`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="pase-2.pdf"')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    const pdf = await readPdfText(bytes)
    expect(pdf.title).toBe('Pase a terceros N.º 2')
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        'Afiliado: Ana Pérez, C.I. 12345672',
        'Prestador: Instituto de Medicina Nuclear del Este',
        'Motivo: Centellograma de perfusión miocárdica',
        'Fecha de emisión: 17/11/2026',
        'Válido hasta: 15/02/2027',
      ]),
    )
    // The same referral gives the same file.
    const again = new Uint8Array(await (await as(ANA, `${ARCHIVO}?pase_id=2`)).arrayBuffer())
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true)
  })

  it("answers another member's referral like an unknown one, and one without a file too", async () => {
    const notFound = { detail: 'No existe el archivo del pase' }
    for (const [ci, id] of [
      [BRUNO, 1],
      [ANA, 4],
      [ANA, 999],
      [ANA, 3],
    ] as const) {
      const res = await as(ci, `${ARCHIVO}?pase_id=${id}`)
      expect(res.status, `${ci} ${id}`).toBe(404)
      expect(await res.json()).toEqual(notFound)
    }
    expect((await as(BRUNO, `${ARCHIVO}?pase_id=4`)).status).toBe(200)
  })

  it('refuses a missing or malformed pase_id, and a call without a token', async () => {
    const missing = await as(ANA, ARCHIVO)
    expect([missing.status, await missing.json()]).toEqual([400, { detail: 'pase_id: es obligatorio' }])
    expect((await as(ANA, `${ARCHIVO}?pase_id=dos`)).status).toBe(400)
    expect((await as(ANA, `${ARCHIVO}?pase_id=1&pase_id=2`)).status).toBe(400)
    expect((await sandbox.api(`${ARCHIVO}?pase_id=1`)).status).toBe(401)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox, type TestSandbox } from '../../test-support'

// Ana holds the payment group Bruno belongs to; Carla is the call centre; the outsider, a plain new member, is neither.
const ANA = '12345672'
const BRUNO = '23456783'
const CARLA = '34567894'
let OUTSIDER = ''
const recetas = (documento: string) => `/api/ecommerce-medicamentos/mis-recetas?tipo_documento=1&documento=${documento}`

interface Answer {
  status: { Codigo: number }
  recetas: Array<{ Id_Receta: number; StatusReceta: string; EsRecetaEspecial: boolean; Farmacos: Array<Record<string, unknown>> }>
  datos_pago: Record<string, number>
}

let sandbox: TestSandbox
const tokens: Record<string, string> = {}

beforeAll(async () => {
  sandbox = await startTestSandbox()
  for (const ci of [ANA, BRUNO, CARLA]) tokens[ci] = await sandbox.login(ci)
  const outsider = (await (await sandbox.sendJson('/sandbox/personas', 'POST', {})).json()) as { ci: string; password: string }
  OUTSIDER = outsider.ci
  tokens[OUTSIDER] = await sandbox.login(outsider.ci, outsider.password)
})
afterAll(async () => {
  await sandbox.close()
})

const get = (ci: string, documento: string) => sandbox.getWithToken(recetas(documento), tokens[ci] ?? '')

describe('E87 mis-recetas', () => {
  it("answers Ana's recipes of every status, one special, with what a purchase needs", async () => {
    const res = await get(ANA, ANA)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const answer = (await res.json()) as Answer
    expect(answer.status.Codigo).toBe(1)
    expect(answer.recetas.map((r) => r.StatusReceta)).toEqual(['OK', 'SINSTOCK', 'ALERT', 'ERROR', 'OK'])
    expect(answer.recetas.filter((r) => r.EsRecetaEspecial)).toHaveLength(1)
    expect(answer.recetas[0]).toMatchObject({
      Medico: 'Dra. Laura Méndez',
      NroOrden: '480112',
      Sector: 'Medicina General',
      FechaHoraIndicacion: '2026-10-31T10:30:00',
      IndicacionHCE: expect.any(String),
    })
    expect(answer.recetas[0]?.Farmacos[0]).toEqual({
      Id_Farmaco_Geosalud: 10452,
      NombreFarmaco: 'Enalapril 10 mg comprimidos',
      PrecioTicket: 186,
      CantidadCajasPorTicket: 1,
      CantidadMaximaDeUnidades: 3,
      CantidadCajasMaxima: 3,
      CantidadMaximaTickets: 3,
      FechaProximoRetiro: '2026-11-19T09:00:00',
      CoincideConIndicacionMedica: true,
      AlertaECommerce: 0,
      AlertaECommerceDescripcion: null,
    })
    expect(Object.keys(answer.datos_pago)).toEqual([
      'TopeEntregasAlGrupoPrecioBasico',
      'EntregadosAlGrupoEnElMes',
      'PrecioEntregaSobreTope',
      'PrecioBolsa',
    ])
  })

  it("lets the payment group and the call centre read a member's recipes, nobody else", async () => {
    expect(((await (await get(ANA, BRUNO)).json()) as Answer).recetas).toHaveLength(2)
    expect((await get(BRUNO, ANA)).status).toBe(200)
    expect((await get(CARLA, BRUNO)).status).toBe(200)
    expect((await get(OUTSIDER, ANA)).status).toBe(404)
    expect((await get(CARLA, '11111111')).status).toBe(404)
    expect(((await (await get(OUTSIDER, OUTSIDER)).json()) as Answer).recetas).toEqual([])
  })

  it("gives Ana's family (Ana, Bruno, Gabriela) 20 medicines to choose from, Gabriela's all current", async () => {
    const medicines = async (documento: string) => {
      const answer = (await (await get(CARLA, documento)).json()) as Answer
      return answer.recetas.flatMap((receta) => receta.Farmacos.map(() => receta.StatusReceta))
    }
    const gabriela = await medicines('78901238')
    expect(gabriela).toEqual(Array<string>(12).fill('OK'))
    expect((await medicines(ANA)).length + (await medicines(BRUNO)).length + gabriela.length).toBe(20)
  })

  it('refuses a bad query', async () => {
    expect((await sandbox.getWithToken('/api/ecommerce-medicamentos/mis-recetas?documento=1', tokens[ANA] ?? '')).status).toBe(400)
    expect((await get(ANA, 'abc')).status).toBe(400)
  })

  it('gives a persona made like Ana her recipes and request history', async () => {
    const persona = (await (await sandbox.sendJson('/sandbox/personas', 'POST', { like: ANA })).json()) as { ci: string }
    tokens[persona.ci] = await sandbox.login(persona.ci)
    expect(((await (await get(persona.ci, persona.ci)).json()) as Answer).recetas).toHaveLength(5)
    const history = await sandbox.sendJson(
      '/api/solicitud-medicamentos/historial_medicamentos/',
      'POST',
      { fechaDesde: '2025-11-20', fechaHasta: '2026-11-20' },
      { authorization: `Bearer ${tokens[persona.ci]}` },
    )
    expect(((await history.json()) as unknown[]).length).toBe(4)
  })
})

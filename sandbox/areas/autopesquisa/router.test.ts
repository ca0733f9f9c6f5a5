import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox, type TestSandbox } from '../../test-support'
import { envios, type InfoViolenciaGenero } from './store'

const INFO = '/api/autopesquisa/info-violencia-genero'
const COMPLETADO = '/api/autopesquisa/formulario-violencia-genero-completado'

let sandbox: TestSandbox
const logged: Array<Record<string, unknown>> = []

beforeAll(async () => {
  sandbox = await startTestSandbox({ log: (entry) => logged.push(entry) })
})
afterAll(async () => {
  await sandbox.close()
})

async function info(): Promise<InfoViolenciaGenero> {
  const res = await sandbox.api(INFO)
  expect(res.status).toBe(200)
  return (await res.json()) as InfoViolenciaGenero
}

const allIds = (data: InfoViolenciaGenero) => Object.values(data.preguntas).flatMap((list) => list.map(({ id }) => id))

describe('GET /api/autopesquisa/info-violencia-genero', () => {
  it('answers without a token: both phones, four to eight questions per category, the feedback bands in order', async () => {
    const data = await info()
    expect(data.contactos).toEqual({ PUBLICO: '0800 4141', PRIVADO: '2400 0800' })
    expect(Object.keys(data.preguntas)).toEqual(['PSYCHOLOGICAL', 'PHYSICAL', 'SEXUAL', 'ECONOMIC_PATRIMONIAL'])
    for (const list of Object.values(data.preguntas)) {
      expect(list.length).toBeGreaterThanOrEqual(4)
      expect(list.length).toBeLessThanOrEqual(8)
      for (const pregunta of list) expect(pregunta).toEqual({ id: expect.any(Number), text: expect.stringMatching(/^¿.+\?$/) })
    }
    expect(new Set(allIds(data)).size).toBe(allIds(data).length)
    expect(data.feedback.map((entry) => entry.max_respuestas_si)).toEqual([0, 5, 20])
    expect(data.feedback[1]).toEqual({ title: 'Hay señales de alerta', text: expect.stringContaining('TELEFONO_PUBLICO'), max_respuestas_si: 5 })
  })
})

describe('POST /api/autopesquisa/formulario-violencia-genero-completado', () => {
  it('takes one yes or no per question, counts the test and keeps and logs none of the answers', async () => {
    const ids = allIds(await info())
    const before = envios(sandbox.db)
    logged.length = 0
    const res = await sandbox.sendJson(COMPLETADO, 'POST', ids.map((id, index) => ({ id, value: index % 3 === 0 })))
    expect(res.status).toBe(204)
    expect(envios(sandbox.db)).toBe(before + 1)
    expect(logged).toEqual([{ method: 'POST', path: COMPLETADO, status: 204, ms: expect.any(Number) }])
    const tables = sandbox.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'autopesquisa%'").pluck().all()
    expect(tables).toEqual(['autopesquisa_contactos', 'autopesquisa_preguntas', 'autopesquisa_feedback', 'autopesquisa_envios'])
  })

  it.each([
    ['a missing question', (ids: number[]) => ids.slice(1).map((id) => ({ id, value: false }))],
    ['a question twice', (ids: number[]) => [...ids, ids[0]].map((id) => ({ id, value: false }))],
    ['an unknown question', (ids: number[]) => [...ids.slice(1), 9999].map((id) => ({ id, value: false }))],
    ['an answer that is not a boolean', (ids: number[]) => ids.map((id) => ({ id, value: 'si' }))],
    ['an object instead of the list', (ids: number[]) => ({ respuestas: ids })],
  ])('refuses %s with a 400 that repeats nothing and counts nothing', async (_name, body) => {
    const ids = allIds(await info())
    const before = envios(sandbox.db)
    const res = await sandbox.sendJson(COMPLETADO, 'POST', body(ids))
    expect(res.status).toBe(400)
    const { detail } = (await res.json()) as { detail: string }
    expect(detail).not.toMatch(/\d{2,}/)
    expect(envios(sandbox.db)).toBe(before)
  })

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await sandbox.api(COMPLETADO, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[{' })
    expect(res.status).toBe(400)
  })
})

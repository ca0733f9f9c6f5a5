/**
 * The gender-violence self-test's API (E99, E100), open and anonymous: no token is asked for, and none is read.
 * E100's answers are checked (every question exactly once, yes or no) and counted, never kept or logged: the test
 * tells the person their answers are not saved.
 */
import { Router } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { sendDetail } from '../../lib/http'
import { countEnvio, infoViolenciaGenero, preguntaIds } from './store'

const RespuestasSchema = z.array(z.object({ id: z.number().int(), value: z.boolean() }).strict()).max(500)

export function autopesquisaRouter({ db }: SandboxContext): Router {
  const router = Router()

  router.get('/api/autopesquisa/info-violencia-genero', (_req, res) => {
    res.json(infoViolenciaGenero(db))
  })

  router.post('/api/autopesquisa/formulario-violencia-genero-completado', (req, res) => {
    const parsed = RespuestasSchema.safeParse(req.body)
    // The detail never repeats what was sent: it would be an answer.
    if (!parsed.success) return sendDetail(res, 400, 'Las respuestas deben ser una lista de {id, value} con value verdadero o falso')
    const expected = new Set(preguntaIds(db))
    const given = parsed.data.map(({ id }) => id)
    const once = new Set(given).size === given.length
    if (!once || given.length !== expected.size || given.some((id) => !expected.has(id))) {
      return sendDetail(res, 400, 'Se espera una respuesta por cada pregunta del test')
    }
    countEnvio(db)
    res.status(204).end()
  })

  return router
}

/**
 * Lab reports (checklist C09, A38): the spec shows neither the page nor its calls, so both are invented in the
 * style of the coordinated techniques' (docs/decisions/invented-paths.md). Every call needs a token and answers only
 * the signed-in member's reports.
 *
 * GET /api/laboratorio/informes_afiliado/ answers `[{id, fecha (DD-MM-YYYY), estudio, medico_solicitante, estado
 * (EN_PROCESO | LISTO)}]`, newest first; GET /api/laboratorio/obtener_informe_archivo?informe_id= answers a ready
 * report's PDF. Another member's report, an unknown one and one still in process are all 404.
 */
import { Router } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { firstIssue, sendDetail } from '../../lib/http'
import { dayMonthYear } from '../../lib/local-time'
import { currentUser, requireAuth } from '../auth/tokens'
import { informePdf } from './informe-pdf'
import { findOwnInforme, informesDe, type EstadoInforme } from './store'

const ESTADOS: Record<EstadoInforme, string> = { en_proceso: 'EN_PROCESO', listo: 'LISTO' }

const ArchivoQuerySchema = z.object({
  informe_id: z
    .string({ required_error: 'es obligatorio', invalid_type_error: 'debe indicarse una sola vez' })
    .trim()
    .regex(/^0*[1-9]\d{0,8}$/, 'debe ser un número entero positivo')
    .transform(Number),
})

export function laboratorioRouter(ctx: SandboxContext): Router {
  const { db } = ctx
  const router = Router()
  const auth = requireAuth(ctx)

  router.get('/api/laboratorio/informes_afiliado/', auth, (req, res) => {
    res.json(
      informesDe(db, currentUser(req).afiliado.id).map((informe) => ({
        id: informe.id,
        fecha: dayMonthYear(informe.fecha).join('-'),
        estudio: informe.estudio,
        medico_solicitante: informe.medicoSolicitante,
        estado: ESTADOS[informe.estado],
      })),
    )
  })

  router.get('/api/laboratorio/obtener_informe_archivo', auth, async (req, res, next) => {
    const query = ArchivoQuerySchema.safeParse(req.query)
    if (!query.success) return sendDetail(res, 400, firstIssue(query.error, 'Falta informe_id'))
    const { afiliado } = currentUser(req)
    const informe = findOwnInforme(db, query.data.informe_id, afiliado.id)
    if (informe?.estado !== 'listo') return sendDetail(res, 404, 'No existe el archivo del informe')
    try {
      const pdf = await informePdf(informe, afiliado)
      res
        .status(200)
        .type('application/pdf')
        .set('Content-Disposition', `attachment; filename="informe-${informe.id}.pdf"`)
        // A member's medical document: no cache keeps a copy.
        .set('Cache-Control', 'no-store')
        .send(Buffer.from(pdf))
    } catch (error) {
      next(error)
    }
  })

  return router
}

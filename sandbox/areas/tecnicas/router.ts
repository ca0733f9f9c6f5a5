/**
 * Coordinated techniques and third-party referrals (spec 001 §2.3, §3, §7; checklist C53, C54, E72–E74). Every call
 * needs a token and answers only the signed-in member's rows.
 *
 * The spec names the lists, not their items; the sandbox's fields (invented) are, per coordination: `id, tipo (the
 * portal's :type value), area, filial (null at home), direccion, medico_informante, fecha (DD-MM-YYYY), hora
 * (HH:mm), sector, estudios [{nombre, requiere_consentimiento, indicaciones: [texts]}]`, the patient's
 * instructions grouped by study; per referral: `id, especialidad, prestador, direccion_prestador,
 * medico_derivante, motivo, fecha_emision, vigente_hasta (DD-MM-YYYY), tiene_archivo`. E74 answers the referral's
 * PDF; another member's referral, an unknown one and one without a file are all 404.
 */
import { Router } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { firstIssue, sendDetail } from '../../lib/http'
import { dayMonthYear } from '../../lib/local-time'
import { currentUser, requireAuth } from '../auth/tokens'
import { pasePdf } from './pase-pdf'
import { coordinacionesDe, findOwnPase, pasesDe, type Coordinacion, type TipoCoordinacion } from './store'

/** E72's lists, each with the kind of coordination it holds. */
const LISTAS: ReadonlyArray<[string, TipoCoordinacion]> = [
  ['indicaciones_coordinadas', 'indicacion'],
  ['urgencias_coordinadas', 'urgencia'],
  ['anotaciones', 'anotacion'],
  ['domicilio', 'domicilio'],
  ['pases', 'pase'],
  ['domicilio_urgente', 'domicilio-urgente'],
]

const PaseQuerySchema = z.object({
  pase_id: z
    .string({ required_error: 'es obligatorio', invalid_type_error: 'debe indicarse una sola vez' })
    .trim()
    .regex(/^0*[1-9]\d{0,8}$/, 'debe ser un número entero positivo')
    .transform(Number),
})

const dashDate = (date: string) => dayMonthYear(date).join('-')

function coordinacionView(c: Coordinacion) {
  return {
    id: c.id,
    tipo: c.tipo,
    area: c.area,
    filial: c.filial,
    direccion: c.direccion,
    medico_informante: c.medicoInformante,
    fecha: dashDate(c.fecha),
    hora: c.hora,
    sector: c.sector,
    estudios: c.estudios.map((e) => ({
      nombre: e.nombre,
      requiere_consentimiento: e.requiereConsentimiento,
      indicaciones: e.indicaciones,
    })),
  }
}

export function tecnicasRouter(ctx: SandboxContext): Router {
  const { db } = ctx
  const router = Router()
  const auth = requireAuth(ctx)

  router.get('/api/tecnicas/coordinaciones_afiliado/', auth, (req, res) => {
    const coordinaciones = coordinacionesDe(db, currentUser(req).afiliado.id)
    res.json(
      Object.fromEntries(
        LISTAS.map(([lista, tipo]) => [lista, coordinaciones.filter((c) => c.tipo === tipo).map(coordinacionView)]),
      ),
    )
  })

  router.get('/api/tecnicas/pases_afiliado/', auth, (req, res) => {
    res.json(
      pasesDe(db, currentUser(req).afiliado.id).map((p) => ({
        id: p.id,
        especialidad: p.especialidad,
        prestador: p.prestador,
        direccion_prestador: p.direccion_prestador,
        medico_derivante: p.medico_derivante,
        motivo: p.motivo,
        fecha_emision: dashDate(p.fecha_emision),
        vigente_hasta: dashDate(p.vigente_hasta),
        tiene_archivo: p.tiene_archivo === 1,
      })),
    )
  })

  router.get('/api/tecnicas/obtener_pase_archivo', auth, async (req, res, next) => {
    const query = PaseQuerySchema.safeParse(req.query)
    if (!query.success) return sendDetail(res, 400, firstIssue(query.error, 'Falta pase_id'))
    const { afiliado } = currentUser(req)
    const pase = findOwnPase(db, query.data.pase_id, afiliado.id)
    if (!pase?.tiene_archivo) return sendDetail(res, 404, 'No existe el archivo del pase')
    try {
      const pdf = await pasePdf(pase, afiliado)
      res
        .status(200)
        .type('application/pdf')
        .set('Content-Disposition', `attachment; filename="pase-${pase.id}.pdf"`)
        // A member's medical document: no cache keeps a copy.
        .set('Cache-Control', 'no-store')
        .send(Buffer.from(pdf))
    } catch (error) {
      next(error)
    }
  })

  return router
}

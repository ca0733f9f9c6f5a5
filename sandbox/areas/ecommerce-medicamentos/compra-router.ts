/**
 * Flow B's calls around the recipes (spec 002 §7.2; checklist E84–E86, E88–E93, A22, A34, A46, A62): whether an
 * affiliate may buy (E84) and is sanctioned (E85), the branches (E86), document types (E88), payment methods (E89),
 * the SMS code (E90), the recipes to buy from (E91, E92) and the home-delivery cost (E93).
 *
 * Who may act for whom: the member for herself; the call centre (permission `puede_usar_ecommerce_call_center`) for
 * anyone; anyone else only with the person's SMS code (codigos.ts). Documents are cédulas (type 1); the sandbox has
 * no passports, so type 2 finds nobody.
 */
import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { firstIssue, sendDetail } from '../../lib/http'
import { AFILIADO_NO_EXISTE_DETAIL, findAfiliadoByCi, listPermisos, type AfiliadoRow } from '../afiliados/store'
import { currentUser, requireAuth } from '../auth/tokens'
import { costoEnvioCentesimos, listSucursales, listTiposDocumento, METODOS_PAGO, metodosPago, ordenesPendientesCentesimos, sucursalExists } from './catalogo'
import { checkCode, CODIGO_NO_EXISTE, CODIGO_OK, grantedAfiliadoIds, sendCode, type CodeOutcome } from './codigos'
import { findReceta, misRecetas, reloadErrorReceta } from './recetas'

const BASE = '/api/ecommerce-medicamentos'
export const CALL_CENTER_PERMISSION = 'puede_usar_ecommerce_call_center'
const SANCIONADO_MENSAJE = 'El afiliado se encuentra sancionado y no puede solicitar medicamentos.'
const CODE_DETAILS: Record<Exclude<CodeOutcome, typeof CODIGO_OK>, string> = {
  4: 'No hay un código de verificación vigente para este afiliado',
  5: 'El código de verificación es incorrecto',
  6: 'El código de verificación está vencido',
}

const one = (name: string) => z.string({ required_error: 'es obligatorio', invalid_type_error: `${name} debe indicarse una sola vez` }).trim()
const TipoDocumento = z.coerce.string().pipe(z.enum(['1', '2'], { errorMap: () => ({ message: 'debe ser 1 o 2' }) }))
const Documento = z.coerce.string().trim().min(1, 'es obligatorio').max(20, 'es demasiado largo')
const Id = (name: string) => one(name).regex(/^\d{1,9}$/, 'debe ser un número').transform(Number)

const DocumentQuery = z.object({
  tipo_documento: TipoDocumento,
  documento: one('documento').pipe(Documento),
  codigo_verificacion: one('codigo_verificacion').max(20, 'es demasiado largo').optional(),
})
const RecetasQuery = DocumentQuery.extend({ id_localidad: Id('id_localidad') })
const RecargaQuery = RecetasQuery.omit({ codigo_verificacion: true }).extend({ id_receta: Id('id_receta') })
const SendBody = z.object({ tipo_documento: TipoDocumento, documento: Documento })
const CostoBody = z.object({
  id_personas: z.array(z.coerce.number().int().positive(), { required_error: 'es obligatorio', invalid_type_error: 'debe ser una lista' })
    .min(1, 'debe tener al menos una persona')
    .max(10, 'tiene demasiadas personas'),
})

function parse<T extends z.ZodTypeAny>(schema: T, value: unknown, res: Response, fallback: string): z.infer<T> | null {
  const parsed = schema.safeParse(value ?? {})
  if (parsed.success) return parsed.data as z.infer<T>
  sendDetail(res, 400, firstIssue(parsed.error, fallback))
  return null
}

function findByDocument(ctx: SandboxContext, tipo: string, documento: string): AfiliadoRow | undefined {
  return tipo === '1' ? findAfiliadoByCi(ctx.db, documento) : undefined
}

export function compraMedicamentosRouter(ctx: SandboxContext): Router {
  const router = Router()
  const auth = requireAuth(ctx)
  const { db, clock } = ctx

  const isCallCenter = (req: Request) => listPermisos(db, currentUser(req).afiliado.id).includes(CALL_CENTER_PERMISSION)

  /** Whether the caller may see the person's purchase data, checking (and redeeming) the code she gave. */
  function access(req: Request, afiliado: AfiliadoRow, codigo: string | undefined): CodeOutcome {
    const me = currentUser(req).afiliado
    if (me.id === afiliado.id || isCallCenter(req)) return CODIGO_OK
    return checkCode(db, me.id, afiliado.id, codigo, clock.now())
  }

  // E84: the affiliate as the purchase needs her. For another person without a right code only whether she may buy
  // is told (the document step routes on it before sending the SMS, BR53); her name, id and orders need the code.
  router.get(`${BASE}/afiliado-habilitado/`, auth, (req, res) => {
    const query = parse(DocumentQuery, req.query, res, 'Faltan tipo_documento y documento')
    if (!query) return
    const afiliado = findByDocument(ctx, query.tipo_documento, query.documento)
    if (!afiliado) return sendDetail(res, 404, AFILIADO_NO_EXISTE_DETAIL)
    const summary = { inhabilitado: afiliado.inhabilitado_motivo, tiene_contacto: Boolean(afiliado.celular || afiliado.telefono) }
    const outcome = ctx.db.transaction(() => access(req, afiliado, query.codigo_verificacion))()
    res.set('Cache-Control', 'no-store')
    if (outcome === CODIGO_NO_EXISTE && query.codigo_verificacion === undefined) {
      return res.json({ id: null, nombre: null, ordenes_pendientes: [], ...summary })
    }
    // 400, not 403: a 403 tells the portal its session may not do this at all (C07).
    if (outcome !== CODIGO_OK) return res.status(400).json({ detail: CODE_DETAILS[outcome], Codigo: outcome })
    res.json({
      id: afiliado.id_persona,
      nombre: `${afiliado.nombre} ${afiliado.apellido}`,
      ordenes_pendientes: ordenesPendientesCentesimos(db, afiliado.id).map((valor) => ({ Valor: valor / 100 })),
      ...summary,
    })
  })

  // E85 (A22, A62): Status true means sanctioned.
  router.get(`${BASE}/sancionado_medicamentos`, auth, (req, res) => {
    const query = parse(z.object({ documento: one('documento').pipe(Documento) }), req.query, res, 'Falta documento')
    if (!query) return
    const afiliado = findAfiliadoByCi(db, query.documento)
    if (!afiliado) return sendDetail(res, 404, AFILIADO_NO_EXISTE_DETAIL)
    const sancionado = afiliado.sancionado === 1
    res.set('Cache-Control', 'no-store').json({ Status: sancionado, Mensaje: sancionado ? SANCIONADO_MENSAJE : '' })
  })

  router.get(`${BASE}/sucursales/`, auth, (_req, res) => {
    res.json(listSucursales(db))
  })

  router.get(`${BASE}/tipos-documentos/`, auth, (_req, res) => {
    res.json(listTiposDocumento(db))
  })

  router.get(`${BASE}/metodos-pago/`, auth, (req, res) => {
    const query = parse(z.object({ idLocalidad: Id('idLocalidad'), idEnvio: Id('idEnvio') }), req.query, res, 'Faltan idLocalidad e idEnvio')
    if (!query) return
    if (!sucursalExists(db, query.idLocalidad)) return sendDetail(res, 404, 'No existe la localidad')
    res.json(metodosPago(db, query.idLocalidad, query.idEnvio).map((id) => ({ Id: id, Nombre: METODOS_PAGO[id] })))
  })

  // E90: its error body is text (spec 002 §7.2).
  router.post(`${BASE}/enviar-codigo-verificacion/`, auth, (req, res) => {
    const body = SendBody.safeParse(req.body ?? {})
    const text = (status: number, message: string) => res.status(status).type('text/plain').send(message)
    if (!body.success) return text(400, firstIssue(body.error, 'Faltan documento y tipo_documento'))
    const afiliado = findByDocument(ctx, body.data.tipo_documento, body.data.documento)
    if (!afiliado) return text(404, AFILIADO_NO_EXISTE_DETAIL)
    const sent = db.transaction(() => sendCode(db, currentUser(req).afiliado.id, afiliado, clock.now()))()
    if (!sent.sent) return text(sent.status, sent.text)
    res.json({ Status: true, Mensaje: `Enviamos el código al celular terminado en ${sent.celularFinal}.` })
  })

  // E91: code problems are answered in status.Codigo (4, 5, 6) with nothing else, as the spec reads them.
  router.get(`${BASE}/recetas-afiliado`, auth, (req, res) => {
    const query = parse(RecetasQuery, req.query, res, 'Faltan tipo_documento, documento e id_localidad')
    if (!query) return
    if (!sucursalExists(db, query.id_localidad)) return sendDetail(res, 400, 'id_localidad: no existe la localidad')
    const afiliado = findByDocument(ctx, query.tipo_documento, query.documento)
    if (!afiliado) return sendDetail(res, 404, AFILIADO_NO_EXISTE_DETAIL)
    const outcome = db.transaction(() => access(req, afiliado, query.codigo_verificacion))()
    res.set('Cache-Control', 'no-store')
    if (outcome !== CODIGO_OK) return res.json({ status: { Codigo: outcome, Mensaje: CODE_DETAILS[outcome] }, recetas: [], datos_pago: null })
    res.json(misRecetas(db, afiliado.id, clock.now()))
  })

  // E92: one recipe again, for whoever may read it (the code already redeemed for another person); the call
  // centre's reload may fix a recipe in error (recetas.ts).
  router.get(`${BASE}/actualizar-receta-afiliado`, auth, (req, res) => {
    const query = parse(RecargaQuery, req.query, res, 'Faltan tipo_documento, documento, id_localidad e id_receta')
    if (!query) return
    if (!sucursalExists(db, query.id_localidad)) return sendDetail(res, 400, 'id_localidad: no existe la localidad')
    const afiliado = findByDocument(ctx, query.tipo_documento, query.documento)
    const me = currentUser(req).afiliado
    const callCenter = isCallCenter(req)
    const mayRead =
      afiliado !== undefined &&
      (me.id === afiliado.id || callCenter || grantedAfiliadoIds(db, me.id, clock.now()).has(afiliado.id))
    if (!afiliado || !mayRead || !findReceta(db, afiliado.id, query.id_receta)) return sendDetail(res, 404, 'No existe la receta')
    if (callCenter) db.transaction(() => reloadErrorReceta(db, query.id_receta))()
    res.set('Cache-Control', 'no-store').json(findReceta(db, afiliado.id, query.id_receta))
  })

  // E93: one home delivery for everyone in the purchase.
  router.post(`${BASE}/costo-envio/`, auth, (req, res) => {
    const body = parse(CostoBody, req.body, res, 'Falta id_personas')
    if (!body) return
    const ids = [...new Set(body.id_personas)]
    const known = db.prepare('SELECT id_persona FROM afiliados WHERE id_persona = ?').pluck()
    if (ids.some((id) => known.get(id) === undefined)) return sendDetail(res, 400, 'id_personas: hay personas que no son afiliadas')
    res.json({ costo: costoEnvioCentesimos(ids.length) / 100 })
  })

  return router
}

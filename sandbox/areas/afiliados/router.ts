/**
 * Affiliate group of the mutual's API (spec 000 §7): the logged-in user's data, contact data by document, and
 * the two public checks by CI used before login and before booking. The member's own profile calls (notifications,
 * e-mail, photo) are in profile-router.ts.
 */
import { Router } from 'express'
import type { SandboxContext } from '../../context'
import { queryParam, sendDetail } from '../../lib/http'
import { currentUser, requireAuth } from '../auth/tokens'
import { findPaymentGroupHolder } from '../grupo-pagos/store'
import { profileRouter } from './profile-router'
import { AFILIADO_NO_EXISTE_DETAIL, findAfiliadoByCi, hasFotoPerfil, listPermisos, SANCIONADO_DETAIL } from './store'

const SANCIONADO_MENSAJE = 'El afiliado se encuentra sancionado. Comuníquese con el call center.'

export function afiliadosRouter(ctx: SandboxContext): Router {
  const { db } = ctx
  const router = Router()
  const auth = requireAuth(ctx)

  router.get('/api/afiliados/datos/', auth, (req, res) => {
    const { afiliado, token } = currentUser(req)
    // "The payment administrator, or the user himself" when he is in no group.
    const admin = findPaymentGroupHolder(db, afiliado.id) ?? afiliado
    res.json({
      userId: token.user_id,
      id: afiliado.id,
      ci: afiliado.ci,
      nombre: afiliado.nombre,
      apellido: afiliado.apellido,
      email: afiliado.email,
      email_validado: afiliado.email_validado === 1,
      telefono: afiliado.telefono,
      celular: afiliado.celular,
      direccion: afiliado.direccion,
      notificaciones_email: afiliado.notificaciones_email === 1,
      notificaciones_push: afiliado.notificaciones_push === 1,
      permisos: listPermisos(db, afiliado.id),
      adminGrupoPago: { id: admin.id, nombre: admin.nombre, apellido: admin.apellido },
      pais: afiliado.pais,
      departamento: afiliado.departamento,
      ciudad: afiliado.ciudad,
      afiliadoInfo: { IdPersona: afiliado.id_persona },
      isStaff: afiliado.es_staff === 1,
      // Not in the spec's list: whether GET /api/afiliados/foto/ has a photo to answer (the invented photo call).
      tieneFoto: hasFotoPerfil(db, afiliado.id),
    })
  })

  router.get('/api/afiliados/afiliado_by_documento', auth, (req, res) => {
    const documento = queryParam(req, 'documento')
    if (documento === null) return sendDetail(res, 400, 'El parámetro documento es obligatorio')
    const afiliado = findAfiliadoByCi(db, documento)
    if (!afiliado) return sendDetail(res, 404, AFILIADO_NO_EXISTE_DETAIL)
    const { id, ci, nombre, apellido, celular, telefono, direccion, email } = afiliado
    res.json({ id, ci, nombre, apellido, celular, telefono, direccion, email })
  })

  router.get('/api/afiliado-valido', (req, res) => {
    const cedula = queryParam(req, 'cedula')
    if (cedula === null) return sendDetail(res, 400, 'El parámetro cedula es obligatorio')
    const afiliado = findAfiliadoByCi(db, cedula)
    if (!afiliado) return sendDetail(res, 404, AFILIADO_NO_EXISTE_DETAIL)
    if (afiliado.sancionado === 1) return sendDetail(res, 401, SANCIONADO_DETAIL)
    res.json({ valido: true })
  })

  router.get('/api/afiliado-habilitado', (req, res) => {
    const cedula = queryParam(req, 'cedula')
    if (cedula === null) return sendDetail(res, 400, 'El parámetro cedula es obligatorio')
    const afiliado = findAfiliadoByCi(db, cedula)
    if (!afiliado) return sendDetail(res, 404, AFILIADO_NO_EXISTE_DETAIL)
    if (afiliado.sancionado === 1) return res.json({ habilitado: false, mensaje: SANCIONADO_MENSAJE })
    res.json({ habilitado: true })
  })

  router.use(profileRouter(ctx))
  return router
}

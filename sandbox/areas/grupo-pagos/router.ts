/**
 * Payment groups and their saved cards (spec 000 §4, §7; checklist C25–C28, E28–E34): who administers the user's
 * group, its people, adding and removing members, the group's cards (which every member pays with), deleting one,
 * and a session of the card-capture provider to add one. Changes are the group administrator's (the holder's) only,
 * checked on every call; another group's card is answered like a missing one.
 */
import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { isValidCedula } from '../../lib/cedula'
import { messageOf } from '../../lib/gateway-outcomes'
import { sendDetail } from '../../lib/http'
import { AFILIADO_NO_EXISTE_DETAIL, findAfiliadoByCi } from '../afiliados/store'
import { currentUser, requireAuth } from '../auth/tokens'
import { CAPTURE_PAGE_PATH, pageUrl } from '../pasarela/addresses'
import { openSession } from '../pasarela/store'
import {
  addPaymentGroupMember,
  deleteMedioPago,
  findGroupOf,
  findHeldGroup,
  findPaymentGroupHolder,
  listGroupPeople,
  listMediosPago,
  removePaymentGroupMember,
  type MedioPagoRow,
} from './store'

export const DETAILS = {
  noGroup: 'No pertenece a un grupo de pago',
  notAdmin: 'Solo el administrador del grupo de pago puede hacerlo',
  ciRequired: 'ci es obligatorio',
  ciInvalid: 'La cédula no es válida',
  // The spec's example of the banner shown when an add fails (checklist BR23).
  alreadyInGroup: 'La persona ya pertenece a un grupo',
  holder: 'No se puede eliminar al titular del grupo',
  notMember: 'La persona no pertenece al grupo',
  memberRemoved: 'Integrante eliminado del grupo',
  cardNotFound: 'No existe el medio de pago',
  cardDeleted: 'Medio de pago eliminado',
  paymentProfileRequired: 'payment_profile_id: debe ser un número entero positivo',
} as const

const MEDIOS_CONFLICTO = 'Hay una operación en curso con los medios de pago'
const MEDIOS_DETAIL = 'El servicio de medios de pago no está disponible'
const MEDIOS_ERROR = 'No se pudieron obtener los medios de pago'
const MEDIOS_WARNING = 'Revise su tarjeta'

/** `{ci}`, or the spec's wrapper name `ciAditional`; digits as text or a number. */
const CiBodySchema = z
  .object({ ci: z.unknown().optional(), ciAditional: z.unknown().optional() })
  .transform((body) => body.ci ?? body.ciAditional)
  .pipe(
    z
      .union([z.string(), z.number().int().nonnegative()], { errorMap: () => ({ message: DETAILS.ciRequired }) })
      .transform((ci) => String(ci).trim())
      .pipe(z.string().min(1, DETAILS.ciRequired).refine(isValidCedula, DETAILS.ciInvalid)),
  )

const PaymentProfileSchema = z.object({
  payment_profile_id: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,12}$/),
    ])
    .pipe(z.coerce.number().int().positive()),
})

function card(row: MedioPagoRow) {
  return {
    payment_profile_id: row.id,
    payment_media_id: row.payment_media_id,
    expiration: row.vencimiento,
    last_4: row.last_4,
    type: row.tipo,
  }
}

export function grupoPagosRouter(ctx: SandboxContext): Router {
  const { db, clock } = ctx
  const router = Router()
  const auth = requireAuth(ctx)

  /** The group the user administers, or undefined after answering 404 (in no group) or 403 (a member). */
  function administeredGroup(req: Request, res: Response): number | undefined {
    const { afiliado } = currentUser(req)
    const held = findHeldGroup(db, afiliado.id)
    if (held !== undefined) return held
    const inGroup = findGroupOf(db, afiliado.id) !== undefined
    sendDetail(res, inGroup ? 403 : 404, inGroup ? DETAILS.notAdmin : DETAILS.noGroup)
    return undefined
  }

  router.get('/api/grupo_pagos/admin_grupo_pagos', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const holder = findPaymentGroupHolder(db, afiliado.id)
    res.json({
      isAdmin: holder?.id === afiliado.id,
      afiliadoAdmin: holder ? { id: holder.id, nombre: holder.nombre, apellido: holder.apellido, ci: holder.ci } : null,
    })
  })

  router.get('/api/grupo_pagos/traer_grupo_pagos', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const grupoId = findGroupOf(db, afiliado.id)
    if (grupoId === undefined) return sendDetail(res, 404, DETAILS.noGroup)
    if (findHeldGroup(db, afiliado.id) !== grupoId) return sendDetail(res, 403, DETAILS.notAdmin)
    res.json(
      listGroupPeople(db, grupoId).map((person) => ({
        ci: person.ci,
        nombre_completo: `${person.nombre} ${person.apellido}`,
        titular: person.titular,
      })),
    )
  })

  router.post('/api/grupo_pagos/agregar_usuario_grupo_pagos/', auth, (req, res) => {
    const parsed = CiBodySchema.safeParse(req.body ?? {})
    db.transaction(() => {
      const grupoId = administeredGroup(req, res)
      if (grupoId === undefined) return
      if (!parsed.success) return sendDetail(res, 400, parsed.error.issues[0]?.message ?? DETAILS.ciRequired)
      const persona = findAfiliadoByCi(db, parsed.data)
      if (!persona) return sendDetail(res, 404, AFILIADO_NO_EXISTE_DETAIL)
      if (findGroupOf(db, persona.id) !== undefined) return sendDetail(res, 409, DETAILS.alreadyInGroup)
      addPaymentGroupMember(db, grupoId, persona.id)
      res.status(201).json({ ci: persona.ci, nombre_completo: `${persona.nombre} ${persona.apellido}`, titular: false })
    }).immediate()
  })

  router.post('/api/grupo_pagos/eliminar_usuario_grupo_pagos/', auth, (req, res) => {
    const parsed = CiBodySchema.safeParse(req.body ?? {})
    db.transaction(() => {
      const grupoId = administeredGroup(req, res)
      if (grupoId === undefined) return
      if (!parsed.success) return sendDetail(res, 400, parsed.error.issues[0]?.message ?? DETAILS.ciRequired)
      if (parsed.data === currentUser(req).afiliado.ci) return sendDetail(res, 409, DETAILS.holder)
      const persona = findAfiliadoByCi(db, parsed.data)
      if (!persona || !removePaymentGroupMember(db, grupoId, persona.id)) return sendDetail(res, 404, DETAILS.notMember)
      sendDetail(res, 200, DETAILS.memberRemoved)
    }).immediate()
  })

  // Every member pays with the group's cards; a forced outcome (POST /sandbox/pagos/resultados) answers BR21's errors.
  router.get('/api/grupo_pagos/payment_methods/', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const grupoId = findGroupOf(db, afiliado.id)
    const cards = grupoId === undefined ? [] : listMediosPago(db, grupoId).map(card)
    const forced = ctx.gateway.take('medios')
    if (forced?.resultado === 'errores_pagos')
      return res.status(400).json({ errores_pagos: forced.mensaje ?? [MEDIOS_ERROR] })
    if (forced?.resultado === 'warning_pagos')
      return res.status(400).json({ warning_pagos: forced.mensaje ?? [MEDIOS_WARNING] })
    if (forced?.resultado === 'conflicto') {
      return res.status(409).json({ detail: messageOf(forced.mensaje, MEDIOS_CONFLICTO), data: cards })
    }
    if (forced?.resultado === 'detail') return sendDetail(res, 500, messageOf(forced.mensaje, MEDIOS_DETAIL))
    res.json(cards)
  })

  router.post('/api/grupo_pagos/eliminar_medio_de_pago/', auth, (req, res) => {
    const parsed = PaymentProfileSchema.safeParse(req.body ?? {})
    db.transaction(() => {
      const grupoId = administeredGroup(req, res)
      if (grupoId === undefined) return
      if (!parsed.success) return sendDetail(res, 400, DETAILS.paymentProfileRequired)
      if (!deleteMedioPago(db, grupoId, parsed.data.payment_profile_id))
        return sendDetail(res, 404, DETAILS.cardNotFound)
      sendDetail(res, 200, DETAILS.cardDeleted)
    }).immediate()
  })

  router.get('/api/grupo_pagos/capture_information', auth, (req, res) => {
    const grupoId = administeredGroup(req, res)
    if (grupoId === undefined) return
    const ttlMs = ctx.settings.get().pasarelaTimeoutSeconds * 1000
    const session = openSession(db, { tipo: 'captura', grupoId }, clock.now(), ttlMs)
    res.json({ unique_id: session.id, capture_url: pageUrl(req, CAPTURE_PAGE_PATH, session.id) })
  })

  return router
}

/**
 * Flow A, the call-centre medicine request (spec 002 §3.1, §7.1; checklist C56–C66, E75–E83). Every call needs a
 * token. A member may look up, and send for, only herself; a call-centre operator (permission
 * `puede_usar_ecommerce_call_center`) anyone: others get 403. History (E80) is always the signed-in member's: her
 * requests of flow A and the purchases of flow B that bought medicines for her (historial.ts).
 *
 * Not in the spec (docs/decisions/invented-paths.md): E80's range is the caller's choice (the portal asks the last
 * 12 months), its items also carry `FechaSolicitud` ('YYYY-MM-DDTHH:mm:ss', Montevideo) and `Estado` (BR66's
 * names); E83's `titular` field names; E75 answers an unknown affiliate 404 with `Datos inválidos…` as detail.
 * E83 takes an Idempotency-Key: one confirmation is one package, however often it is sent.
 */
import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { firstIssue, sendDetail } from '../../lib/http'
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_INVALID_DETAIL, IdempotencyKeySchema, runIdempotent } from '../../lib/idempotency'
import { isClosedDay } from '../../lib/closed-days'
import { fromMontevideo, isoWeekday, toMontevideo } from '../../lib/local-time'
import { findAfiliadoByCi, listPermisos, type AfiliadoRow } from '../afiliados/store'
import { currentUser, requireAuth } from '../auth/tokens'
import { historial } from './historial'
import {
  activePaquete,
  cancelPaquete,
  findPaquete,
  formaEnvio,
  formasCobro,
  insertPaquete,
  insertPedido,
  localidades,
  localidadOffers,
  newTrackingCode,
  searchCatalog,
  tipoEnvioExists,
  tiposEnvio,
} from './store'

const BASE = '/api/solicitud-medicamentos'
const FINALIZAR_PATH = `${BASE}/finalizar/`
export const CALL_CENTER_PERMISSION = 'puede_usar_ecommerce_call_center'

export const AFILIADO_INVALIDO = 'Datos inválidos. Por favor verifique los datos del afiliado.'
const SOLO_CALL_CENTER = 'Solo el call center puede solicitar medicamentos para otra persona'
const PAQUETE_NO_EXISTE = 'No existe el paquete'
const PAQUETE_NO_CANCELABLE = 'El paquete no se puede cancelar'
const SOLICITUD_ACTIVA = 'El afiliado ya tiene una solicitud de medicamento activa'

/** Urgent requests: weekdays from 8 to 18 (Montevideo). */
const URGENTE_DESDE = '08:00'
const URGENTE_HASTA = '18:00'
const HORARIOS = 'Lunes a viernes de 8:00 a 18:00 hs'
/** E83's refusal of an urgent request outside E81's hours (a 200 with `StatusOk: false`, as the API answers). */
const URGENTE_FUERA_DE_HORARIO = `En este momento no se reciben solicitudes urgentes (${HORARIOS}). Puede hacer una solicitud común.`

/** E81's hours: weekdays from URGENTE_DESDE to URGENTE_HASTA, Montevideo time; none on a closed day (lib/closed-days). */
function urgentAllowedAt(now: Date): boolean {
  const local = toMontevideo(now)
  const hhmm = local.time.slice(0, 5)
  return isoWeekday(local.date) <= 5 && !isClosedDay(local.date) && hhmm >= URGENTE_DESDE && hhmm < URGENTE_HASTA
}

const DOMICILIO = 'DOMICILIO'

const text = (max: number) => z.string({ required_error: 'es obligatorio' }).trim().max(max, 'es demasiado largo')
const Id = z.union([z.number().int().nonnegative(), z.string().trim().regex(/^\d{1,9}$/).transform(Number)], {
  errorMap: () => ({ message: 'debe ser un número entero' }),
})
const Digits = z.string().trim().regex(/^\d{6,12}$/, 'debe tener solo números')

const LookupSchema = z.object({
  tipo_documento: z.enum(['1', '2'], { errorMap: () => ({ message: 'debe ser 1 o 2' }) }),
  documento: z.string({ required_error: 'es obligatorio', invalid_type_error: 'debe indicarse una sola vez' }).trim().min(1).max(20),
})

const HistorySchema = z.object({
  fechaDesde: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'debe ser AAAA-MM-DD'),
  fechaHasta: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'debe ser AAAA-MM-DD'),
})

/** "Enalapril 10 mg comprimidos - Unidades: 2" (BR49), 1 to 20 units (BR46). */
const Farmaco = text(200).regex(/^\S.* - Unidades: ([1-9]|1\d|20)$/, 'debe ser "nombre - Unidades: N" con N de 1 a 20')

const FinalizarSchema = z.object({
  formulario: z.object({
    personas: z
      .array(z.object({ affiliatedId: Id, medicines: z.array(Farmaco).min(1, 'no tiene medicamentos').max(30) }))
      .min(1, 'debe tener al menos una persona')
      .max(10)
      .refine((list) => new Set(list.map((p) => p.affiliatedId)).size === list.length, 'repite una persona'),
    titular: z.object({
      shippingAddress: text(200).default(''),
      streetsBetween: text(200).default(''),
      telephoneNumber: z.union([Digits, z.literal('')]).default(''),
      mobilePhoneNumber: Digits,
      deliveryType: z.enum(['DOMICILIO', 'PRESENCIAL']),
      urgentRequest: z.boolean(),
      affiliatedId: Id,
      affiliatedName: text(120).min(1, 'es obligatorio'),
      locationId: Id,
      shippingMethodId: Id,
      paymentMethodId: Id,
      shippingTypeId: Id.default(0),
    }),
  }),
})
type Formulario = z.infer<typeof FinalizarSchema>['formulario']

const isCallCenter = (db: SandboxContext['db'], afiliado: AfiliadoRow) =>
  listPermisos(db, afiliado.id).includes(CALL_CENTER_PERMISSION)

function montevideoDay(date: string, end: boolean): Date {
  return fromMontevideo(date, end ? '23:59:59' : '00:00:00')
}

export function solicitudMedicamentosRouter(ctx: SandboxContext): Router {
  const { db, clock } = ctx
  const router = Router()
  const auth = requireAuth(ctx)

  /** The affiliate of the query, or null after answering 400/403/404. */
  function lookup(req: Request, res: Response): AfiliadoRow | null {
    const query = LookupSchema.safeParse(req.query)
    if (!query.success) {
      sendDetail(res, 400, firstIssue(query.error, 'Faltan tipo_documento y documento'))
      return null
    }
    // The sandbox's affiliates have a cédula only: type 2 (another document, C58) finds nobody, 404 (sandbox/README.md).
    const afiliado = query.data.tipo_documento === '1' ? findAfiliadoByCi(db, query.data.documento.replace(/\D/g, '')) : undefined
    const me = currentUser(req).afiliado
    if (afiliado?.id !== me.id && !isCallCenter(db, me)) {
      sendDetail(res, 403, SOLO_CALL_CENTER)
      return null
    }
    if (!afiliado) {
      sendDetail(res, 404, AFILIADO_INVALIDO)
      return null
    }
    return afiliado
  }

  router.get(`${BASE}/buscar_afiliado/`, auth, (req, res) => {
    const afiliado = lookup(req, res)
    if (!afiliado) return
    const paquete = activePaquete(db, afiliado.id)
    res.json({
      fecha_solicitud: paquete?.fecha_solicitud ?? null,
      id_paquete: paquete?.id ?? null,
      envio_activo: paquete !== undefined,
      puede_cancelar: paquete?.puede_cancelar === 1,
      PrimerNombre: afiliado.nombre,
      PrimerApellido: afiliado.apellido,
      IdPersona: afiliado.id_persona,
      esStaff: afiliado.es_staff === 1,
      Celular: afiliado.celular,
      Telefono: afiliado.telefono,
      Direccion: afiliado.direccion,
    })
  })

  router.post(`${BASE}/cancelar_paquete/`, auth, (req, res) => {
    const body = z.object({ id_paquete: Id }).safeParse(req.body ?? {})
    if (!body.success) return sendDetail(res, 400, firstIssue(body.error, 'Falta id_paquete'))
    const me = currentUser(req).afiliado
    const paquete = findPaquete(db, body.data.id_paquete)
    if (!paquete || (paquete.titular_afiliado_id !== me.id && !isCallCenter(db, me))) {
      return sendDetail(res, 404, PAQUETE_NO_EXISTE)
    }
    if (paquete.estado !== 'activo' || paquete.puede_cancelar !== 1) return sendDetail(res, 409, PAQUETE_NO_CANCELABLE)
    cancelPaquete(db, paquete.id)
    res.json({ StatusOk: true })
  })

  router.get(`${BASE}/localidad_entrega/`, auth, (_req, res) => {
    res.json(localidades(db))
  })

  router.get(`${BASE}/tipo_de_envio/`, auth, (_req, res) => {
    res.json(tiposEnvio(db))
  })

  router.get(`${BASE}/medicamentos/`, auth, (req, res) => {
    const query = z.object({ medicamento: z.string().trim().min(2, 'debe tener al menos 2 letras').max(60) }).safeParse(req.query)
    if (!query.success) return sendDetail(res, 400, firstIssue(query.error, 'Falta medicamento'))
    res.json(searchCatalog(db, query.data.medicamento).map((Nombre) => ({ Nombre })))
  })

  router.post(`${BASE}/historial_medicamentos/`, auth, (req, res) => {
    const body = HistorySchema.safeParse(req.body ?? {})
    if (!body.success) return sendDetail(res, 400, firstIssue(body.error, 'Faltan fechaDesde y fechaHasta'))
    const { fechaDesde, fechaHasta } = body.data
    if (fechaDesde > fechaHasta) return sendDetail(res, 400, 'fechaDesde: es posterior a fechaHasta')
    res.json(historial(db, currentUser(req).afiliado, montevideoDay(fechaDesde, false), montevideoDay(fechaHasta, true)))
  })

  router.get(`${BASE}/permite_urgente/`, auth, (_req, res) => {
    const PermiteUrgente = urgentAllowedAt(clock.now())
    res.json({
      Horarios: HORARIOS,
      Mensaje: PermiteUrgente
        ? 'Las solicitudes urgentes se entregan en el día.'
        : 'En este momento no se reciben solicitudes urgentes. Puede hacer una solicitud común.',
      PermiteUrgente,
    })
  })

  router.get(`${BASE}/forma_cobro/`, auth, (req, res) => {
    const query = z.object({ forma_envio_id: Id }).safeParse(req.query)
    if (!query.success) return sendDetail(res, 400, firstIssue(query.error, 'Falta forma_envio_id'))
    if (!formaEnvio(db, query.data.forma_envio_id)) return sendDetail(res, 404, 'No existe la forma de envío')
    res.json(formasCobro(db, query.data.forma_envio_id))
  })

  router.post(FINALIZAR_PATH, auth, (req, res) => {
    const key = IdempotencyKeySchema.optional().safeParse(req.get(IDEMPOTENCY_KEY_HEADER))
    if (!key.success) return sendDetail(res, 400, IDEMPOTENCY_KEY_INVALID_DETAIL)
    const body = FinalizarSchema.safeParse(req.body ?? {})
    if (!body.success) return sendDetail(res, 400, firstIssue(body.error, 'Datos de la solicitud inválidos'))
    const me = currentUser(req).afiliado
    const route = `${FINALIZAR_PATH}#${me.id}`
    const answer = runIdempotent(db, { route, key: key.data ?? null, request: body.data, now: clock.now() }, () =>
      finish(me, body.data.formulario),
    )
    res.status(answer.status).json(answer.body)
  })

  function refuse(status: number, detail: string) {
    return { status, body: { detail } }
  }

  function finish(me: AfiliadoRow, form: Formulario) {
    const { titular, personas } = form
    const byPersona = db.prepare('SELECT * FROM afiliados WHERE id_persona = ?')
    const holder = byPersona.get(titular.affiliatedId) as AfiliadoRow | undefined
    if (!holder) return refuse(400, 'titular.affiliatedId: no es un afiliado')
    const people = personas.map((p) => byPersona.get(p.affiliatedId) as AfiliadoRow | undefined)
    if (people.some((p) => !p)) return refuse(400, 'personas: hay personas que no son afiliados')
    const everyone = [holder, ...(people as AfiliadoRow[])]
    if (everyone.some((p) => p.id !== me.id) && !isCallCenter(db, me)) return refuse(403, SOLO_CALL_CENTER)
    const method = formaEnvio(db, titular.shippingMethodId)
    if (!method || !localidadOffers(db, titular.locationId, method.Id)) {
      return refuse(400, 'titular.shippingMethodId: la localidad no ofrece esa forma de envío')
    }
    if (titular.deliveryType !== method.Nombre) return refuse(400, 'titular.deliveryType: no es el de la forma de envío')
    const home = method.Nombre === DOMICILIO
    if (home && (!titular.shippingAddress || !titular.streetsBetween)) {
      return refuse(400, 'titular.shippingAddress: la dirección y las entre calles son obligatorias para envío a domicilio')
    }
    if (titular.urgentRequest && !home) return refuse(400, 'titular.urgentRequest: solo un envío a domicilio es urgente')
    // E81's hours are checked again at the finish: the page may have been left open past them.
    if (titular.urgentRequest && !urgentAllowedAt(clock.now())) {
      return { status: 200, body: { Mensaje: URGENTE_FUERA_DE_HORARIO, StatusOk: false } }
    }
    if (!formasCobro(db, method.Id).some((c) => c.Id === titular.paymentMethodId)) {
      return refuse(400, 'titular.paymentMethodId: no es un medio de pago de la forma de envío')
    }
    if (titular.shippingTypeId !== 0 && (holder.es_staff !== 1 || !tipoEnvioExists(db, titular.shippingTypeId))) {
      return refuse(400, 'titular.shippingTypeId: solo el personal elige un tipo de envío existente')
    }
    if (activePaquete(db, holder.id)) return refuse(409, SOLICITUD_ACTIVA)

    const now = clock.now()
    const codigo = newTrackingCode(db)
    const paquete = insertPaquete(db, {
      titularAfiliadoId: holder.id,
      estado: 'activo',
      puedeCancelar: !titular.urgentRequest,
      fechaSolicitud: now,
      codigoSeguimiento: codigo,
      datos: titular,
    })
    personas.forEach((p, index) => {
      insertPedido(db, {
        afiliadoId: (people[index] as AfiliadoRow).id,
        paqueteId: paquete.id,
        fechaSolicitud: now,
        estado: 'pendingPayment',
        medicamentos: p.medicines,
      })
    })
    return { status: 200, body: { Mensaje: `Solicitud ingresada correctamente. Código de seguimiento: ${codigo}.`, StatusOk: true } }
  }

  return router
}

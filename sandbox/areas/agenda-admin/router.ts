/**
 * Administrative-services booking (spec 001 §2.2, §4, §5, §7): branches, not-allowed combinations, branch status,
 * month calendar, hours of a day, the one-reservation-per-day check, booking, the affiliate's upcoming reservations
 * and cancelling. Everything but the list and the cancellation is open (checklist A04): the wizard books for
 * whatever cédula is entered (A50).
 */
import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { firstIssue, sendDetail } from '../../lib/http'
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_INVALID_DETAIL,
  IdempotencyKeySchema,
  runIdempotent,
  type Answer,
} from '../../lib/idempotency'
import { dayMonthYear, daysInMonth, formatDate, toMontevideo } from '../../lib/local-time'
import { findAfiliadoByCi, SANCIONADO_DETAIL } from '../afiliados/store'
import { currentUser, requireAuth } from '../auth/tokens'
import { createAdminAgenda, dayState, type Combinacion, type NewReserva } from './store'

const RESERVA_FARMACIA_PATH = '/api/reservas/reserva-farmacia/'

const COMBINACION_NO_EXISTE_DETAIL = 'No existe esa combinación de sucursal, sector y fila'
const SUCURSAL_NO_EXISTE_DETAIL = 'No existe la sucursal'
const RESERVA_NO_EXISTE_DETAIL = 'No existe la reserva'

// The booking answers errors as data.error, which the wizard shows as it comes (spec 001 §4).
const AFILIADO_INVALIDO = 'Datos inválidos. Por favor verifique los datos del afiliado.'
const COMBINACION_INEXISTENTE = 'La sucursal, el sector o la fila seleccionados no existen.'
const SUCURSAL_NO_DISPONIBLE = 'La sucursal seleccionada no se encuentra disponible. Seleccione otra.'
const COMBINACION_NO_PERMITIDA = 'La sucursal no da reservas para el sector y la fila seleccionados. Seleccione otros.'
const DIA_NO_DISPONIBLE = 'El día seleccionado no tiene horas disponibles. Seleccione otro.'
const HORA_NO_DISPONIBLE = 'El horario seleccionado no existe o ya pasó. Elija otro horario.'
const YA_TIENE_AGENDA = 'Usted ya tiene agenda para el día seleccionado. Seleccione otro.'
const SIN_LUGARES = 'No quedan lugares disponibles en el horario seleccionado. Elija otro horario.'

// With the 'simple' query parser a repeated parameter arrives as an array: refused as not given once.
const queryString = () =>
  z.string({ required_error: 'es obligatorio', invalid_type_error: 'debe indicarse una sola vez' }).trim()
const idParam = () =>
  queryString()
    .regex(/^0*[1-9]\d{0,8}$/, 'debe ser un número entero positivo')
    .transform(Number)
const monthParam = () =>
  queryString()
    .regex(/^(0?[1-9]|1[0-2])$/, 'debe ser un mes del 1 al 12')
    .transform(Number)
const yearParam = () =>
  queryString()
    .regex(/^\d{4}$/, 'debe ser un año de cuatro cifras')
    .transform(Number)
const dayParam = () =>
  queryString()
    .regex(/^(0?[1-9]|[12]\d|3[01])$/, 'debe ser un día del 1 al 31')
    .transform(Number)

/** The day must exist in that month; the issue goes on the day parameter. */
function dateIn<Y extends string, M extends string, D extends string>(year: Y, month: M, day: D) {
  return (query: Record<Y | M | D, number>, issues: z.RefinementCtx) => {
    if (query[day] > daysInMonth(query[year], query[month])) {
      issues.addIssue({ code: z.ZodIssueCode.custom, path: [day], message: 'no existe en ese mes' })
    }
  }
}

const BranchesQuerySchema = z.object({
  excluirNoPermitidas: z.enum(['true', 'false'], { errorMap: () => ({ message: 'debe ser true o false' }) }).optional(),
})

const BranchStatusQuerySchema = z.object({ branchId: idParam() })

const CalendarQuerySchema = z.object({
  idSucursal: idParam(),
  idSector: idParam(),
  idFila: idParam(),
  month: monthParam(),
  year: yearParam(),
})

// The wizard's hours payload names the date diaListar, mesListar and anioListar (spec 001 §7).
const CalendarDayQuerySchema = z.preprocess((query) => {
  const q = query as Record<string, unknown>
  return { ...q, day: q.day ?? q.diaListar, month: q.month ?? q.mesListar, year: q.year ?? q.anioListar }
}, CalendarQuerySchema.extend({ day: dayParam() }).superRefine(dateIn('year', 'month', 'day')))

const HaveDayAgendaQuerySchema = z
  .object({
    idCliente: queryString().min(1, 'es obligatorio'),
    idSucursal: idParam(),
    idSector: idParam(),
    anio: yearParam(),
    mes: monthParam(),
    dia: dayParam(),
  })
  .superRefine(dateIn('anio', 'mes', 'dia'))

const idField = z.union(
  [
    z.number().int().positive().max(999_999_999),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ],
  { errorMap: () => ({ message: 'debe ser un número entero positivo' }) },
)

const ReservaFarmaciaSchema = z.object({
  afiliado: z
    .union([z.string(), z.number().int().nonnegative()], { errorMap: () => ({ message: 'es obligatorio' }) })
    .transform((ci) => String(ci).trim())
    .pipe(z.string().min(1, 'es obligatorio')),
  dia: z
    .string({ required_error: 'es obligatorio' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'debe tener el formato AAAA-MM-DD')
    .refine((dia) => {
      const [year = 0, month = 0, day = 0] = dia.split('-').map(Number)
      return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
    }, 'no es una fecha válida'),
  hora: z
    .string({ required_error: 'es obligatorio' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'debe tener el formato HH:mm:ss')
    .transform((hora) => (hora.length === 5 ? `${hora}:00` : hora)),
  sucursal: idField,
  sector: idField,
  fila: idField,
})
type ReservaFarmacia = z.infer<typeof ReservaFarmaciaSchema>

const CancelBodySchema = z.object({ reservationId: idField })

/** The parsed query, or null after answering 400 with the first problem. */
function parseQuery<S extends z.ZodTypeAny>(schema: S, req: Request, res: Response): z.output<S> | null {
  const parsed = schema.safeParse(req.query)
  if (parsed.success) return parsed.data as z.output<S>
  sendDetail(res, 400, firstIssue(parsed.error, 'Parámetros inválidos'))
  return null
}

function dataError(status: number, error: string): Answer {
  return { status, body: { data: { error } } }
}

export function adminAgendaRouter(ctx: SandboxContext): Router {
  const { db, clock } = ctx
  const router = Router()
  const auth = requireAuth(ctx)
  const agenda = createAdminAgenda(db)

  /** Every branch with its sectors and rows; without the not-allowed rows, and what they leave empty, on request. */
  function branches(excluirNoPermitidas: boolean) {
    const noPermitidas = new Set(
      excluirNoPermitidas
        ? agenda.noPermitidas().map(
            (c) => `${c.id_sucursal}/${c.id_sector}/${c.id_fila}`,
          )
        : [],
    )
    const sectores = agenda.sectores()
    const filas = agenda.filas()
    return agenda
      .sucursales()
      .map((sucursal) => ({
        id: sucursal.id,
        description: sucursal.description,
        sectors: sectores
          .filter((sector) => sector.sucursal_id === sucursal.id)
          .map((sector) => ({
            id: sector.id,
            description: sector.description,
            rows: filas
              .filter(
                (fila) => fila.sector_id === sector.id && !noPermitidas.has(`${sucursal.id}/${sector.id}/${fila.id}`),
              )
              .map(({ id, description }) => ({ id, description })),
          }))
          .filter((sector) => !excluirNoPermitidas || sector.rows.length > 0),
      }))
      .filter((sucursal) => !excluirNoPermitidas || sucursal.sectors.length > 0)
  }

  function book(reserva: ReservaFarmacia, now: Date): Answer {
    const afiliado = findAfiliadoByCi(db, reserva.afiliado)
    if (!afiliado) return dataError(400, AFILIADO_INVALIDO)
    if (afiliado.sancionado === 1) return { status: 401, body: { detail: SANCIONADO_DETAIL } }

    const combinacion = agenda.findCombinacion(reserva.sucursal, reserva.sector, reserva.fila)
    if (!combinacion) return dataError(400, COMBINACION_INEXISTENTE)
    if (!combinacion.disponible) return dataError(409, SUCURSAL_NO_DISPONIBLE)
    if (!combinacion.permitida) return dataError(409, COMBINACION_NO_PERMITIDA)

    const slots = agenda.openSlots(combinacion, reserva.dia, now)
    if (slots.length === 0) return dataError(409, DIA_NO_DISPONIBLE)
    const slot = slots.find((s) => s.hora === reserva.hora)
    if (!slot) return dataError(409, HORA_NO_DISPONIBLE)
    if (agenda.hasReservation(afiliado.ci, combinacion.sucursalId, combinacion.sectorId, reserva.dia)) {
      return dataError(409, YA_TIENE_AGENDA)
    }
    if (slot.disponibles === 0) return dataError(409, SIN_LUGARES)

    const created = agenda.insertReserva(afiliado.ci, combinacion, reserva.dia, reserva.hora, now)
    return { status: 201, body: { data: confirmation(created, combinacion, reserva) } }
  }

  function confirmation(created: NewReserva, combinacion: Combinacion, reserva: ReservaFarmacia) {
    return {
      ...created,
      fecha: reserva.dia,
      hora: reserva.hora,
      sucursal: { id: combinacion.sucursalId, descripcion: combinacion.sucursal },
      sector: { id: combinacion.sectorId, descripcion: combinacion.sector },
    }
  }

  router.get('/api/agenda/get-branches', (req, res) => {
    const query = parseQuery(BranchesQuerySchema, req, res)
    if (query) res.json(branches(query.excluirNoPermitidas === 'true'))
  })

  router.get('/api/reservas/combinaciones-no-permitidas', (_req, res) => {
    res.json(agenda.noPermitidas())
  })

  router.get('/api/agenda/branch-status', (req, res) => {
    const query = parseQuery(BranchStatusQuerySchema, req, res)
    if (!query) return
    const disponible = agenda.sucursalDisponible(query.branchId)
    if (disponible === undefined) return sendDetail(res, 404, SUCURSAL_NO_EXISTE_DETAIL)
    res.json({ branchId: query.branchId, disponible })
  })

  router.get('/api/agenda/get-calendar', (req, res) => {
    const query = parseQuery(CalendarQuerySchema, req, res)
    if (!query) return
    const combinacion = agenda.findCombinacion(query.idSucursal, query.idSector, query.idFila)
    if (!combinacion) return sendDetail(res, 404, COMBINACION_NO_EXISTE_DETAIL)
    const now = clock.now()
    const dias = Array.from({ length: daysInMonth(query.year, query.month) }, (_, index) => {
      const fecha = formatDate(query.year, query.month, index + 1)
      return { fecha, idEstado: dayState(agenda.openSlots(combinacion, fecha, now)) }
    })
    res.json({ dias })
  })

  router.get('/api/agenda/get-calendar-day', (req, res) => {
    const query = parseQuery(CalendarDayQuerySchema, req, res)
    if (!query) return
    const combinacion = agenda.findCombinacion(query.idSucursal, query.idSector, query.idFila)
    if (!combinacion) return sendDetail(res, 404, COMBINACION_NO_EXISTE_DETAIL)
    const slots = agenda.openSlots(combinacion, formatDate(query.year, query.month, query.day), clock.now())
    res.json({ horas: slots.map(({ hora, disponibles }) => ({ hora, disponibles, horaInicio: hora.slice(0, 5) })) })
  })

  router.get('/api/agenda/have-day-agenda', (req, res) => {
    const query = parseQuery(HaveDayAgendaQuerySchema, req, res)
    if (!query) return
    const fecha = formatDate(query.anio, query.mes, query.dia)
    res.json({
      TieneAgendaParaElDiaResult: agenda.hasReservation(query.idCliente, query.idSucursal, query.idSector, fecha),
    })
  })

  // Open: any token sent along is ignored (A04).
  router.post(RESERVA_FARMACIA_PATH, (req, res) => {
    const key = IdempotencyKeySchema.optional().safeParse(req.get(IDEMPOTENCY_KEY_HEADER))
    if (!key.success) return sendDetail(res, 400, IDEMPOTENCY_KEY_INVALID_DETAIL)
    const parsed = ReservaFarmaciaSchema.safeParse(req.body)
    if (!parsed.success) {
      const problem = firstIssue(parsed.error, 'faltan datos')
      return res.status(400).json({ data: { error: `Los datos de la reserva no son válidos (${problem}).` } })
    }
    const now = clock.now()
    // The checks and the insert share one write transaction: two people after the last place get one booking.
    const answer = runIdempotent(
      db,
      { route: RESERVA_FARMACIA_PATH, key: key.data ?? null, request: parsed.data, now },
      () => book(parsed.data, now),
    )
    res.status(answer.status).json(answer.body)
  })

  router.get('/api/agenda/fetch-admin-appointments', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const local = toMontevideo(clock.now())
    const rows = agenda.upcomingReservas(afiliado.ci, `${local.date}T${local.time}`)
    res.json(
      rows.map((r) => {
        const [day, month, year] = dayMonthYear(r.fecha)
        return {
          id: r.id,
          description: r.fila ? `${r.sector} - ${r.fila}` : r.sector,
          fechaReserva: `${r.fecha}T${r.hora}`,
          fechaReservaFormatString: `${day}/${month}/${year} ${r.hora.slice(0, 5)}`,
          idTramite: r.id_tramite,
          nombreSector: r.sector,
          numeroLlamado: r.numero_llamado,
          sucursal: { id: r.sucursal_id, descripcion: r.sucursal, sectors: agenda.sectorsOf(r.sucursal_id) },
          status: r.estado,
        }
      }),
    )
  })

  router.post('/api/agenda/cancel-administrative-reservation/', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const parsed = CancelBodySchema.safeParse(req.body)
    if (!parsed.success) return sendDetail(res, 400, firstIssue(parsed.error, 'Falta reservationId'))
    const local = toMontevideo(clock.now())
    const outcome = db
      .transaction((): [number, string] => {
        // Someone else's reservation is answered like a missing one, so ids reveal nothing.
        const reserva = agenda.findOwnReserva(parsed.data.reservationId, afiliado.ci)
        if (!reserva) return [404, RESERVA_NO_EXISTE_DETAIL]
        if (reserva.estado === 'cancelled') return [409, 'La reserva ya estaba cancelada']
        if (`${reserva.fecha}T${reserva.hora}` <= `${local.date}T${local.time}`) {
          return [409, 'La reserva ya pasó y no se puede cancelar']
        }
        agenda.cancelReserva(parsed.data.reservationId)
        return [200, 'Reserva cancelada']
      })
      .immediate()
    sendDetail(res, ...outcome)
  })

  return router
}

/**
 * The medical consultation booking's lookups (spec 001 §2.1, §3, §5, §7; checklist E51–E57): specialties and order
 * types, professionals, branches, availability, agreements, buildings and the first available date. Every call
 * needs a token. The reservation itself (E58–E63) lives in areas/reservas-web and takes its slot with takeSlot.
 *
 * Invented where the spec shows no shape: E52's refusal for a specialty whose doctors cannot be chosen is 422
 * `{codigo: '02', detail}`; E53's body carries the spec's url `disponibilidad/{profesional o 0}/{especialidad}/
 * {inicio}/{fin}/` (dates DD-MM-YYYY; the same url may follow the path instead), `filial` comma-joined (empty:
 * every branch) and `modalidad` ANY | REMOTE | PRESENCIAL; E56 answers `{id, nombre, direccion}`; E57 answers
 * `{Fecha}`, the earliest free slot's start ('YYYY-MM-DDTHH:mm:ss', Montevideo) or null when there is none.
 */
import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { firstIssue, sendDetail } from '../../lib/http'
import { formatDate } from '../../lib/local-time'
import { currentUser, requireAuth } from '../auth/tokens'
import { MODALIDADES } from './availability'
import {
  availability,
  conveniosDe,
  findEdificio,
  findEspecialidad,
  firstAvailable,
  listEspecialidades,
  profesionalesDe,
  sucursalesDe,
} from './store'

const ESPECIALIDAD_NO_EXISTE = 'No existe la especialidad'
/** E52's error code '02' (spec 001 §8): the specialty's doctors cannot be chosen; the text is invented. */
const PROFESIONALES_NO_PERMITIDOS = {
  codigo: '02',
  detail: 'La especialidad no permite elegir médico: reserve con Reserva rápida.',
}

// With the 'simple' query parser a repeated parameter arrives as an array: refused as not given once.
const text = () =>
  z.string({ required_error: 'es obligatorio', invalid_type_error: 'debe indicarse una sola vez' }).trim()
const id = () =>
  text()
    .regex(/^0*[1-9]\d{0,8}$/, 'debe ser un número entero positivo')
    .transform(Number)
/** An optional id where 0 or empty means "any". */
const optionalId = () =>
  text()
    .regex(/^\d{0,9}$/, 'debe ser un número entero')
    .transform((value) => (Number(value) > 0 ? Number(value) : null))
    .optional()

/** The parsed query, or null after answering 400 with the first problem. */
function parseQuery<S extends z.ZodTypeAny>(schema: S, req: Request, res: Response): z.output<S> | null {
  const parsed = schema.safeParse(req.query)
  if (parsed.success) return parsed.data as z.output<S>
  sendDetail(res, 400, firstIssue(parsed.error, 'Parámetros inválidos'))
  return null
}

/** DD-MM-YYYY → YYYY-MM-DD, refusing a day the month does not have. */
const dayFirstDate = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'debe tener el formato DD-MM-AAAA')
  .transform((value, issues) => {
    const [day = 0, month = 0, year = 0] = value.split('-').map(Number)
    const iso = formatDate(year, month, day)
    const real = new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === iso
    if (!real) issues.addIssue({ code: z.ZodIssueCode.custom, message: 'no es una fecha válida' })
    return iso
  })

/** The url the portal sends: disponibilidad/{profesional or 0}/{especialidad}/{inicio}/{fin}/ */
const DisponibilidadSchema = z.object({
  profesional: z
    .string()
    .regex(/^\d{1,9}$/, 'debe ser un número entero')
    .transform((v) => Number(v) || null),
  especialidad: z
    .string()
    .regex(/^0*[1-9]\d{0,8}$/, 'debe ser un número entero positivo')
    .transform(Number),
  inicio: dayFirstDate,
  fin: dayFirstDate,
})

function disponibilidadParts(url: string) {
  const match = /^\/?disponibilidad\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/?$/.exec(url.trim())
  if (!match) return null
  const [, profesional, especialidad, inicio, fin] = match
  return { profesional, especialidad, inicio, fin }
}

const AvailabilityBodySchema = z.object(
  {
    url: z.string({ invalid_type_error: 'debe ser texto' }).max(200, 'es demasiado larga').optional(),
    filial: z
      .union([z.string(), z.number().int()], {
        errorMap: () => ({ message: 'debe ser una lista de ids separada por comas' }),
      })
      .transform((value) => String(value).trim())
      .pipe(z.string().regex(/^(\d{1,9}(\s*,\s*\d{1,9})*)?$/, 'debe ser una lista de ids separada por comas'))
      .transform((value) => (value === '' ? null : value.split(',').map((part) => Number(part.trim()))))
      .optional(),
    modalidad: z
      .string({ invalid_type_error: 'debe ser ANY, REMOTE o PRESENCIAL' })
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.enum(MODALIDADES, { errorMap: () => ({ message: 'debe ser ANY, REMOTE o PRESENCIAL' }) }))
      .optional(),
  },
  { invalid_type_error: 'debe ser un objeto' },
)

const ProfesionalesQuerySchema = z.object({ especialidad: id() })
const SucursalesQuerySchema = z.object({ especialidad: id(), profesional: optionalId() })
const ConveniosQuerySchema = z.object({ calendarNumber: id(), orderNumber: id(), orderType: id() })
const EdificioQuerySchema = z.object({ subsidiaryId: id(), buildingId: id() })
const PrimeraFechaQuerySchema = z.object({ specialityId: id() })

export function agendaMedicaRouter(ctx: SandboxContext): Router {
  const { db, clock } = ctx
  const router = Router()
  const auth = requireAuth(ctx)

  router.get('/api/agenda/specialities', auth, (_req, res) => {
    res.json(listEspecialidades(db))
  })

  router.get('/api/agenda/professional-by-speciality', auth, (req, res) => {
    const query = parseQuery(ProfesionalesQuerySchema, req, res)
    if (!query) return
    const especialidad = findEspecialidad(db, query.especialidad)
    if (!especialidad) return sendDetail(res, 404, ESPECIALIDAD_NO_EXISTE)
    if (especialidad.permite_elegir_profesional === 0) return res.status(422).json(PROFESIONALES_NO_PERMITIDOS)
    res.json(profesionalesDe(db, especialidad.id, currentUser(req).afiliado.id))
  })

  router.get('/api/agenda/subsidiaries-by-speciality-and-professional', auth, (req, res) => {
    const query = parseQuery(SucursalesQuerySchema, req, res)
    if (!query) return
    if (!findEspecialidad(db, query.especialidad)) return sendDetail(res, 404, ESPECIALIDAD_NO_EXISTE)
    res.json(sucursalesDe(db, query.especialidad, query.profesional ?? null))
  })

  function sendAvailability(req: Request, res: Response, url: string | undefined) {
    const body = AvailabilityBodySchema.safeParse(req.body ?? {})
    if (!body.success) return sendDetail(res, 400, firstIssue(body.error, 'Cuerpo inválido'))
    const given = url ?? body.data.url
    if (given === undefined) return sendDetail(res, 400, 'url: es obligatoria')
    const parts = disponibilidadParts(given)
    if (!parts) return sendDetail(res, 400, 'url: debe ser disponibilidad/{profesional}/{especialidad}/{inicio}/{fin}/')
    const parsed = DisponibilidadSchema.safeParse(parts)
    if (!parsed.success) return sendDetail(res, 400, firstIssue(parsed.error, 'url inválida'))
    const { profesional, especialidad, inicio, fin } = parsed.data
    if (fin < inicio) return sendDetail(res, 400, 'fin: es anterior al inicio')
    if (!findEspecialidad(db, especialidad)) return sendDetail(res, 404, ESPECIALIDAD_NO_EXISTE)
    res.json(
      availability(
        db,
        {
          especialidadId: especialidad,
          profesionalId: profesional,
          filiales: body.data.filial ?? null,
          modalidad: body.data.modalidad ?? 'ANY',
          desde: inicio,
          hasta: fin,
        },
        clock.now(),
      ),
    )
  }

  router.post('/api/agenda/fetch-availability/', auth, (req, res) => sendAvailability(req, res, undefined))
  router.post('/api/agenda/fetch-availability/disponibilidad/:a/:b/:c/:d/', auth, (req, res) => {
    const { a, b, c, d } = req.params as Record<'a' | 'b' | 'c' | 'd', string>
    sendAvailability(req, res, `disponibilidad/${a}/${b}/${c}/${d}/`)
  })

  router.get('/api/agenda/fetch-agreements/', auth, (req, res) => {
    const query = parseQuery(ConveniosQuerySchema, req, res)
    if (!query) return
    const convenios = conveniosDe(db, query.calendarNumber, query.orderType)
    if (!convenios) return sendDetail(res, 404, 'No existe ese tipo de orden en ese calendario')
    res.json(convenios)
  })

  router.get('/api/agenda/building-by-id-and-subsidiary', auth, (req, res) => {
    const query = parseQuery(EdificioQuerySchema, req, res)
    if (!query) return
    const edificio = findEdificio(db, query.subsidiaryId, query.buildingId)
    if (!edificio) return sendDetail(res, 404, 'No existe ese edificio en esa filial')
    res.json(edificio)
  })

  router.get('/api/agenda/first_available-date-by-speciality', auth, (req, res) => {
    const query = parseQuery(PrimeraFechaQuerySchema, req, res)
    if (!query) return
    if (!findEspecialidad(db, query.specialityId)) return sendDetail(res, 404, ESPECIALIDAD_NO_EXISTE)
    res.json({ Fecha: firstAvailable(db, query.specialityId, clock.now())?.comienzo ?? null })
  })

  return router
}

/**
 * The administrative-services booking calls (spec 001 §7, checklist E63–E70). The area is
 * open to visitors: no call carries a token, and a 401 means "penalised", never "sign in again".
 */
import { z } from 'zod'
import type { AvailableHour, Branch, CalendarDay, NotAllowedCombination } from '~/domain/admin-booking'
import type { CalendarMonth } from '~/domain/calendar.server'
import { callUpstream } from './client.server'
import { UpstreamError } from './errors'
import { readUpstreamError } from './errors'
import { CallNumberSchema, IdSchema } from './ids'

const BranchSchema: z.ZodType<Branch, z.ZodTypeDef, unknown> = z.object({
  id: IdSchema,
  description: z.string(),
  sectors: z.array(
    z.object({
      id: IdSchema,
      description: z.string(),
      rows: z.array(z.object({ id: IdSchema, description: z.string() })),
    }),
  ),
})

const NotAllowedSchema: z.ZodType<NotAllowedCombination, z.ZodTypeDef, unknown> = z.object({
  id_sucursal: IdSchema,
  id_sector: IdSchema,
  id_fila: IdSchema,
})

const CalendarSchema = z.object({
  dias: z.array(z.object({ fecha: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), idEstado: z.number().int() })),
})

const HoursSchema = z.object({
  horas: z.array(z.object({ hora: z.string().regex(/^\d{2}:\d{2}:\d{2}$/), disponibles: z.number(), horaInicio: z.string() })),
})

const BookingSchema = z.object({
  id: IdSchema,
  numeroLlamado: CallNumberSchema,
  idTramite: IdSchema.nullish(),
  fecha: z.string(),
  hora: z.string(),
  sucursal: z.object({ id: IdSchema, descripcion: z.string() }),
  sector: z.object({ id: IdSchema, descripcion: z.string() }),
})
type AdminBooking = z.output<typeof BookingSchema>

/**
 * Spec 001 §4: "if the response carries data.error that is shown", whatever its status. BR43's example answers the
 * refusal at the top (`{error: "Cupo agotado"}`: the client's `data` is the body); the sandbox nests it under `data`.
 * Both are the refusal.
 */
const RefusalSchema = z.object({ error: z.string() })
const BookingAnswerSchema = z.union([RefusalSchema, z.object({ data: z.union([RefusalSchema, BookingSchema]) })])

/** The place of a booking: branch, sector and row (queue). */
export interface Queue {
  idSucursal: number
  idSector: number
  idFila: number
}

/** GET /api/agenda/get-branches */
export function getBranches(signal?: AbortSignal): Promise<Branch[]> {
  return callUpstream({ path: '/api/agenda/get-branches', schema: z.array(BranchSchema), signal })
}

/** GET /api/reservas/combinaciones-no-permitidas */
export function getNotAllowedCombinations(signal?: AbortSignal): Promise<NotAllowedCombination[]> {
  return callUpstream({ path: '/api/reservas/combinaciones-no-permitidas', schema: z.array(NotAllowedSchema), signal })
}

/** GET /api/agenda/branch-status?branchId= → whether the branch takes bookings now. */
export async function isBranchAvailable(branchId: number, signal?: AbortSignal): Promise<boolean> {
  const schema = z.object({ disponible: z.boolean() })
  const { disponible } = await callUpstream({ path: '/api/agenda/branch-status', query: { branchId }, schema, signal })
  return disponible
}

/** GET /api/agenda/get-calendar: the state of every day of one month. */
export async function getCalendar(queue: Queue, { month, year }: CalendarMonth, signal?: AbortSignal): Promise<CalendarDay[]> {
  const { dias } = await callUpstream({
    path: '/api/agenda/get-calendar',
    query: { ...queue, month, year },
    schema: CalendarSchema,
    signal,
  })
  return dias
}

/** 'YYYY-MM-DD' → its numeric parts. */
function dayParts(day: string): { year: number; month: number; date: number } {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number)
  return { year, month, date }
}

/**
 * GET /api/agenda/have-day-agenda: whether the person already has a reservation that day at that
 * branch and sector. `idCliente` is the cédula entered (A50).
 */
export async function hasDayAgenda(
  ci: string,
  { idSucursal, idSector }: Omit<Queue, 'idFila'>,
  day: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const { year, month, date } = dayParts(day)
  const schema = z.object({ TieneAgendaParaElDiaResult: z.boolean() })
  const result = await callUpstream({
    path: '/api/agenda/have-day-agenda',
    query: { idCliente: ci, idSucursal, idSector, anio: year, mes: month, dia: date },
    schema,
    signal,
  })
  return result.TieneAgendaParaElDiaResult
}

/** GET /api/agenda/get-calendar-day: the hours of one day with their free places. */
export async function getCalendarDay(queue: Queue, day: string, signal?: AbortSignal): Promise<AvailableHour[]> {
  const { year, month, date } = dayParts(day)
  const { horas } = await callUpstream({
    path: '/api/agenda/get-calendar-day',
    query: { ...queue, month, year, day: date },
    schema: HoursSchema,
    signal,
  })
  return horas
}

interface AdminBookingRequest {
  /** The cédula entered (A50). */
  afiliado: string
  /** YYYY-MM-DD */
  dia: string
  /** HH:mm:ss */
  hora: string
  sucursal: number
  sector: number
  /** The queue: the sector's first allowed row. */
  fila: number
}

/**
 * POST /api/reservas/reserva-farmacia/. A refusal (`{ data: { error } }`, usually 400/409) and a
 * penalised person (401) throw `UpstreamError`.
 */
export async function bookAdminAppointment(
  booking: AdminBookingRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<AdminBooking> {
  const path = '/api/reservas/reserva-farmacia/'
  const answer = await callUpstream({
    method: 'POST',
    path,
    json: booking,
    idempotencyKey,
    schema: BookingAnswerSchema,
    signal,
  })
  const data = 'data' in answer ? answer.data : answer
  if ('error' in data) throw new UpstreamError(path, readUpstreamError(200, { data }))
  return data
}

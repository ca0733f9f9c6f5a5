/**
 * The medical booking's lookups (spec 001 §3, §7; checklist E51–E57): specialties and their order types, doctors,
 * branches, free slots, agreements, a building's address and the specialty's first available date. Every call is
 * the signed-in member's (`upstreamAs`). Booking and paying are in reserva-web.server.ts.
 *
 * They feed pages: an answer of 5xx is the service problem, as an unreachable API is; an answer of 4xx (an id the
 * API does not know) is thrown as `UpstreamError` for the step to word. E52's code '02' is an answer, not an error.
 */
import { z } from 'zod'
import type { Agreement, AvailabilityCall } from '~/domain/medical-booking'
import type { Slot } from '~/domain/medical-slots'
import { callUpstream, serviceProblem, type Caller, type UpstreamCall } from './client.server'
import { UpstreamError } from './errors'
import { IdSchema } from './ids'

/** A specialty of E51 with its order types (the first one is the default, C35). */
export interface Especialidad {
  id: number
  nombre: string
  tiposOrden: Array<{ id: number; nombre: string }>
}

/** A doctor of E52; `es_referencia` when the doctor is the member's reference doctor for the specialty (A47). */
export interface Profesional {
  id: number
  nombre: string
  apellido: string
  es_referencia: boolean
}

/** A branch (sucursal) of E54. */
export interface Filial {
  id: number
  nombre: string
}

const Named = z.object({ id: IdSchema, nombre: z.string() })

const EspecialidadSchema: z.ZodType<Especialidad, z.ZodTypeDef, unknown> = Named.extend({ tiposOrden: z.array(Named) })

const ProfesionalSchema: z.ZodType<Profesional, z.ZodTypeDef, unknown> = Named.extend({
  apellido: z.string(),
  es_referencia: z.boolean().nullish().transform(Boolean),
})

/** The API's wall-clock start, 'YYYY-MM-DDTHH:mm:ss' (seconds optional, a one-digit hour read too, A25). */
const StartSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{1,2}:\d{2}(:\d{2})?$/)

const SlotSchema: z.ZodType<Slot, z.ZodTypeDef, unknown> = z.object({
  comienzo: StartSchema,
  nro_orden: IdSchema,
  nro_calendario: IdSchema,
  filial: IdSchema,
  edificio: IdSchema,
  profesional: IdSchema,
  nombre: z.string(),
  apellido: z.string(),
  nombre_especialidad: z.string(),
  es_telemedicina: z.boolean(),
})

const AgreementSchema: z.ZodType<Agreement, z.ZodTypeDef, unknown> = Named.extend({
  // Parsed by the rule (BR29: a number, default 0), so it is kept as the API wrote it.
  costo: z.union([z.string(), z.number(), z.null()]).optional(),
})

/** E52's refusal for a specialty whose doctors cannot be chosen (001 §8: error code '02'). */
const DOCTORS_NOT_ALLOWED = '02'

/** A lookup: the call, with an API error of its own (5xx) read as the service problem. */
async function lookup<Schema extends z.ZodTypeAny>(as: Caller, call: Omit<UpstreamCall<Schema>, 'as'>): Promise<z.infer<Schema>> {
  try {
    return await callUpstream({ ...call, as })
  } catch (error) {
    if (error instanceof UpstreamError && error.status >= 500) throw serviceProblem('invalid-response')
    throw error
  }
}

/** E51 GET api/agenda/specialities */
export function fetchSpecialties(as: Caller): Promise<Especialidad[]> {
  return lookup(as, { path: '/api/agenda/specialities', schema: z.array(EspecialidadSchema) })
}

/**
 * E52 GET api/agenda/professional-by-speciality: the specialty's doctors, or `allowed: false` when its doctors
 * cannot be chosen (code '02': the doctor's choice is hidden, only a quick booking remains, C35).
 */
export async function fetchProfessionals(
  as: Caller,
  especialidad: number,
): Promise<{ allowed: true; professionals: Profesional[] } | { allowed: false }> {
  try {
    const professionals = await lookup(as, {
      path: '/api/agenda/professional-by-speciality',
      query: { especialidad },
      schema: z.array(ProfesionalSchema),
    })
    return { allowed: true, professionals }
  } catch (error) {
    if (error instanceof UpstreamError && codeOf(error.body) === DOCTORS_NOT_ALLOWED) return { allowed: false }
    throw error
  }
}

function codeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const code = (body as Record<string, unknown>).codigo
  return typeof code === 'string' || typeof code === 'number' ? String(code).padStart(2, '0') : null
}

/** E54 GET api/agenda/subsidiaries-by-speciality-and-professional: the branches, of the doctor when one is given. */
export function fetchBranches(as: Caller, especialidad: number, profesional: number | null): Promise<Filial[]> {
  return lookup(as, {
    path: '/api/agenda/subsidiaries-by-speciality-and-professional',
    query: { especialidad, profesional: profesional ?? undefined },
    schema: z.array(Named),
  })
}

/**
 * E53 POST api/agenda/fetch-availability/ with the body `availabilityCall` builds (BR28): the free slots, earliest
 * first. The filters of BR25 apply to what it answers (`filterSlots`).
 */
export function fetchAvailability(as: Caller, call: AvailabilityCall): Promise<Slot[]> {
  return lookup(as, { method: 'POST', path: '/api/agenda/fetch-availability/', json: call, schema: z.array(SlotSchema) })
}

/** E55 GET api/agenda/fetch-agreements/: the agreements that cover the order type on the slot's calendar. */
export function fetchAgreements(
  as: Caller,
  which: { calendarNumber: number; orderNumber: number; orderType: number },
): Promise<Agreement[]> {
  return lookup(as, { path: '/api/agenda/fetch-agreements/', query: { ...which }, schema: z.array(AgreementSchema) })
}

/** E56 GET api/agenda/building-by-id-and-subsidiary: the address of the slot's building. */
export async function fetchBuildingAddress(as: Caller, which: { subsidiaryId: number; buildingId: number }): Promise<string> {
  const building = await lookup(as, {
    path: '/api/agenda/building-by-id-and-subsidiary',
    query: { ...which },
    schema: z.object({ direccion: z.string() }),
  })
  return building.direccion
}

/** E57 GET api/agenda/first_available-date-by-speciality: the earliest free slot's start (`Fecha`), null for none. */
export async function fetchFirstAvailableDate(as: Caller, specialityId: number): Promise<string | null> {
  const answer = await lookup(as, {
    path: '/api/agenda/first_available-date-by-speciality',
    query: { specialityId },
    schema: z.object({ Fecha: StartSchema.nullable() }),
  })
  return answer.Fecha
}

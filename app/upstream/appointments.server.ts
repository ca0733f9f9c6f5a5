/**
 * The user's upcoming appointments (spec 000 §7, 001 §7): medical appointments and administrative
 * reservations, earliest first, for the home cards and the upcoming lists; one consultation and
 * one reservation of the user's; and the cancellation of an administrative reservation. Fields the
 * portal does not show are accepted loosely, so a change in them cannot take the pages down.
 */
import { z } from 'zod'
import { medicalList } from '~/domain/appointments.server'
import { callUpstream, serviceProblem, type Caller } from './client.server'
import { UpstreamError } from './errors'
import { CallNumberSchema, IdSchema } from './ids'

const ConsultaSchema = z.object({
  /** Not in the spec's item (`{fechahora, medico, filial}`), which says "detail by id": without one, no detail. */
  id: IdSchema.nullish(),
  /** DD-MM-YYYY HH:mm, Montevideo time. */
  fechahora: z.string(),
  medico: z.string(),
  filial: z.string(),
  especialidad: z.string().nullish(),
})
export type Consulta = z.infer<typeof ConsultaSchema>

const MedicalAppointmentsSchema = z.object({
  /** "00" is success; any other code means the agenda has no information for this user (BR45). */
  codigo: z.string(),
  datetime: z.string().nullish(),
  consultas: z
    .array(ConsultaSchema)
    .nullish()
    .transform((consultas) => consultas ?? []),
})
export type MedicalAppointments = z.infer<typeof MedicalAppointmentsSchema>

const AdminReservationSchema = z.object({
  id: IdSchema,
  description: z.string().nullish(),
  /** YYYY-MM-DDTHH:mm:ss, Montevideo time: the sandbox's, not in the spec's list, so optional (`reservationStart`). */
  fechaReserva: z.string().nullish(),
  /** DD/MM/YYYY HH:mm, shown as it comes. */
  fechaReservaFormatString: z.string(),
  idTramite: IdSchema.nullish(),
  nombreSector: z.string(),
  numeroLlamado: CallNumberSchema,
  sucursal: z.object({ id: IdSchema, descripcion: z.string() }),
  /** reserved | confirmed | pendingPayment (BR66); other values are shown without a badge. */
  status: z.string(),
})
export type AdminReservation = z.infer<typeof AdminReservationSchema>

/** GET /api/agenda/fetch-medical-appointments */
export function fetchMedicalAppointments(as: Caller): Promise<MedicalAppointments> {
  return callUpstream({ path: '/api/agenda/fetch-medical-appointments', schema: MedicalAppointmentsSchema, as })
}

/**
 * The member's own list, read to find one item of it (`findOwnConsulta`, `findOwnReservation`): a detail page has
 * nothing to show without it, so an API that answers 5xx is the service problem (503), as one that does not answer is.
 * Any other refusal (a 401/403 has already ended the session) is no list: the item is not found, no portal failure.
 */
async function ownListOrNone<List>(reading: Promise<List>): Promise<List | null> {
  try {
    return await reading
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    if (error.status >= 500) throw serviceProblem('invalid-response')
    return null
  }
}

/**
 * One of the user's upcoming consultations, found in their own list as `findOwnReservation` finds
 * a reservation (the API has no call for one consultation); null for an unknown or foreign id and
 * when the agenda has no information for the user (BR45). The page has nothing to show without the
 * list, so an API that answers 5xx is the service problem (503), as one that does not answer is; one that refuses
 * the list (a 4xx) gives the consultation error too.
 */
export async function findOwnConsulta(as: Caller, id: string): Promise<Consulta | null> {
  const appointments = await ownListOrNone(fetchMedicalAppointments(as))
  if (!appointments) return null
  const list = medicalList({ status: 'fulfilled', value: appointments })
  if (list.status === 'error') return null
  return list.items.find((consulta) => consulta.id !== null && consulta.id !== undefined && String(consulta.id) === id) ?? null
}

/** GET /api/agenda/fetch-admin-appointments */
export function fetchAdminAppointments(as: Caller): Promise<AdminReservation[]> {
  return callUpstream({ path: '/api/agenda/fetch-admin-appointments', schema: z.array(AdminReservationSchema), as })
}

/**
 * One of the user's administrative reservations, found in their own upcoming list: the API has
 * no call for a single reservation, and looking it up among the user's own means an unknown or
 * foreign id simply does not exist for them. An API that answers 5xx is the service problem (503), as one that does
 * not answer is (`findOwnConsulta` the same); one that refuses the list (a 4xx) knows no such reservation.
 */
export async function findOwnReservation(as: Caller, id: string): Promise<AdminReservation | null> {
  const reservations = await ownListOrNone(fetchAdminAppointments(as))
  if (!reservations) return null
  return reservations.find((reservation) => String(reservation.id) === id) ?? null
}

/** POST /api/agenda/cancel-administrative-reservation/ {reservationId} */
export async function cancelAdministrativeReservation(as: Caller, reservationId: number | string): Promise<void> {
  await callUpstream({
    method: 'POST',
    path: '/api/agenda/cancel-administrative-reservation/',
    json: { reservationId },
    // A cancellation is finished even if the browser goes away meanwhile.
    as: { ...as, signal: undefined },
    schema: z.unknown(),
  })
}

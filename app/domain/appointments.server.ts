/**
 * The home's appointment cards and the upcoming-consultations list (BR45, BR66): what each shows
 * from its call's outcome. A failed call is the card's or the list's own error, never the page's.
 * The rules read only the fields they need, so they take the API's answers
 * (upstream/appointments.server.ts) without importing them.
 */
import { agendaErrors } from '~/copy/errors/agenda'
import { parseDate, type DateFormat } from './dates.server'

export type CardState<T> = { status: 'ok'; next: T | null } | { status: 'error'; message: string }

/** A whole upcoming list (C51): its items earliest first, or its own error. */
export type ListState<T> = { status: 'ok'; items: T[] } | { status: 'error'; message: string }

const SUCCESS_CODE = '00'

/**
 * The items earliest first. The API lists them earliest first, so an item whose date cannot be
 * read ranks last instead of being dropped, and ties keep the API's order (the sort is stable).
 */
function byDate<T>(items: T[], dateOf: (item: T) => string, format: DateFormat): T[] {
  const time = (item: T) => parseDate(dateOf(item), format)?.getTime() ?? Number.POSITIVE_INFINITY
  return [...items].sort((a, b) => {
    const [first, second] = [time(a), time(b)]
    return first === second ? 0 : first < second ? -1 : 1
  })
}

/** The member's upcoming consultations (BR45): the list page shows them all, the home card the first. */
export function medicalList<Consulta extends { fechahora: string }>(
  result: PromiseSettledResult<{ codigo: string; consultas: Consulta[] }>,
): ListState<Consulta> {
  if (result.status === 'rejected') return { status: 'error', message: agendaErrors.medicalAppointments }
  const { codigo, consultas } = result.value
  if (codigo !== SUCCESS_CODE) return { status: 'error', message: agendaErrors.appointmentsCode }
  return { status: 'ok', items: byDate(consultas, (consulta) => consulta.fechahora, 'appointment') }
}

export function medicalCard<Consulta extends { fechahora: string }>(
  result: PromiseSettledResult<{ codigo: string; consultas: Consulta[] }>,
): CardState<Consulta> {
  const list = medicalList(result)
  return list.status === 'error' ? list : { status: 'ok', next: list.items[0] ?? null }
}

export function adminCard<Reservation extends { fechaReserva: string }>(result: PromiseSettledResult<Reservation[]>): CardState<Reservation> {
  if (result.status === 'rejected') return { status: 'error', message: agendaErrors.adminAppointments }
  return { status: 'ok', next: byDate(result.value, (reserva) => reserva.fechaReserva, 'isoDateTime')[0] ?? null }
}

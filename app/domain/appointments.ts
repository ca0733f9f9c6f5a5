/**
 * The home's appointment cards (BR45, BR66): what each card shows from its call's outcome.
 * A failed call is the card's own error, never the page's. The rules read only the fields they
 * need, so they take the API's answers (upstream/appointments.server.ts) without importing them.
 */
import { agendaErrors } from '~/copy/errors/agenda'
import { parseDate, type DateFormat } from './dates'

export type CardState<T> = { status: 'ok'; next: T | null } | { status: 'error'; message: string }

const SUCCESS_CODE = '00'

/**
 * The item with the earliest date. The API lists them earliest first, so an item whose date
 * cannot be read ranks last instead of being dropped, and ties keep the API's order.
 */
function earliest<T>(items: T[], dateOf: (item: T) => string, format: DateFormat): T | null {
  const time = (item: T) => parseDate(dateOf(item), format)?.getTime() ?? Number.POSITIVE_INFINITY
  return items.reduce<T | null>((best, item) => (best === null || time(item) < time(best) ? item : best), null)
}

export function medicalCard<Consulta extends { fechahora: string }>(
  result: PromiseSettledResult<{ codigo: string; consultas: Consulta[] }>,
): CardState<Consulta> {
  if (result.status === 'rejected') return { status: 'error', message: agendaErrors.medicalAppointments }
  const { codigo, consultas } = result.value
  if (codigo !== SUCCESS_CODE) return { status: 'error', message: agendaErrors.appointmentsCode }
  return { status: 'ok', next: earliest(consultas, (consulta) => consulta.fechahora, 'appointment') }
}

export function adminCard<Reservation extends { fechaReserva: string }>(result: PromiseSettledResult<Reservation[]>): CardState<Reservation> {
  if (result.status === 'rejected') return { status: 'error', message: agendaErrors.adminAppointments }
  return { status: 'ok', next: earliest(result.value, (reserva) => reserva.fechaReserva, 'isoDateTime') }
}

/**
 * The home's appointment cards and the upcoming-consultations list (BR45, BR66): what each shows
 * from its call's outcome. A failed call is the card's or the list's own error, never the page's.
 * The rules read only the fields they need, so they take the API's answers
 * (upstream/appointments.server.ts) without importing them.
 */
import { agendaErrors } from '~/copy/errors/agenda'
import { parseDate } from './dates.server'

export type CardState<T> = { status: 'ok'; next: T | null } | { status: 'error'; message: string }

/** A whole upcoming list (C51): its items earliest first, or its own error. */
export type ListState<T> = { status: 'ok'; items: T[] } | { status: 'error'; message: string }

const SUCCESS_CODE = '00'

/**
 * The items earliest first. The API lists them earliest first, so an item whose date cannot be
 * read ranks last instead of being dropped, and ties keep the API's order (the sort is stable).
 */
function byDate<T>(items: T[], startOf: (item: T) => Date | null): T[] {
  const time = (item: T) => startOf(item)?.getTime() ?? Number.POSITIVE_INFINITY
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
  return { status: 'ok', items: byDate(consultas, (consulta) => parseDate(consulta.fechahora, 'appointment')) }
}

export function medicalCard<Consulta extends { fechahora: string }>(
  result: PromiseSettledResult<{ codigo: string; consultas: Consulta[] }>,
): CardState<Consulta> {
  const list = medicalList(result)
  return list.status === 'error' ? list : { status: 'ok', next: list.items[0] ?? null }
}

/**
 * When an administrative reservation (E49) starts: its `fechaReserva` (YYYY-MM-DDTHH:mm:ss, which the sandbox sends
 * and the spec does not name), else the `fechaReservaFormatString` the spec names (DD/MM/YYYY HH:mm); null when
 * neither reads.
 */
export function reservationStart(reserva: { fechaReserva?: string | null; fechaReservaFormatString: string }): Date | null {
  return (reserva.fechaReserva ? parseDate(reserva.fechaReserva, 'isoDateTime') : null) ?? parseDate(reserva.fechaReservaFormatString, 'dateTime')
}

export function adminCard<Reservation extends Parameters<typeof reservationStart>[0]>(
  result: PromiseSettledResult<Reservation[]>,
): CardState<Reservation> {
  if (result.status === 'rejected') return { status: 'error', message: agendaErrors.adminAppointments }
  return { status: 'ok', next: byDate(result.value, reservationStart)[0] ?? null }
}

/**
 * One of the user's administrative reservations, found in their own upcoming list: the API has
 * no call for a single reservation, and looking it up among the user's own means an unknown or
 * foreign id simply does not exist for them.
 */
import { fetchAdminAppointments, type AdminReservation } from './appointments.server'

export async function findOwnReservation(token: string, id: string, signal?: AbortSignal): Promise<AdminReservation | null> {
  const reservations = await fetchAdminAppointments(token, signal)
  return reservations.find((reservation) => String(reservation.id) === id) ?? null
}

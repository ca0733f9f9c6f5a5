/**
 * BR66: the badge of a reservation's status; none for a status the spec does not name.
 * Its own module because pages render it in the browser: it must not bring the date code along.
 */
import { reservationStatus } from '~/copy/home'

export function statusBadge(status: string): string | null {
  if (status === 'pendingPayment' || status === 'reserved') return reservationStatus.pendingPayment
  if (status === 'confirmed') return reservationStatus.confirmed
  return null
}

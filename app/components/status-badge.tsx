/** A reservation's status as its badge (BR66); nothing for a status the spec does not name. */
import { statusBadge } from '~/domain/reservation-status'

export function StatusBadge({ status }: { status: string }) {
  const label = statusBadge(status)
  return label ? <strong className="tag">{label}</strong> : null
}

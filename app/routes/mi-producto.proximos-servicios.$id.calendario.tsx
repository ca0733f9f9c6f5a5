/** "Agregar a mi calendario" for one of the user's administrative reservations: an .ics file. */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { upstreamAs } from '~/auth/upstream-as.server'
import { getEnv } from '~/config/env.server'
import { reservationStart } from '~/domain/appointments.server'
import { formatDate } from '~/domain/dates.server'
import { calendarResponse } from '~/domain/ics'
import { findOwnReservation } from '~/upstream/appointments.server'
import { now } from '~/utils/clock.server'
import { memberPaths } from '~/utils/paths'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const reservation = await findOwnReservation(await upstreamAs(request), params.id ?? '')
  const start = reservation && reservationStart(reservation)
  // Unknown, another member's, or a reservation whose start cannot be read: nothing to put in a calendar.
  if (!reservation || !start) throw redirect(memberPaths(getEnv().PORTAL_PRODUCT).upcomingServices)
  const [day, time] = [formatDate(start, 'isoDay'), formatDate(start, 'time')]
  const title = reservation.description ?? reservation.nombreSector
  return calendarResponse(
    {
      uid: `reserva-administrativa-${reservation.id}@portal`,
      day,
      time,
      durationMinutes: 30,
      title: `${title} - ${reservation.sucursal.descripcion}`,
      location: reservation.sucursal.descripcion,
      description: reservation.numeroLlamado ? `Número de llamado: ${reservation.numeroLlamado}` : undefined,
      stamp: now(),
    },
    `reserva-${reservation.id}.ics`,
  )
}

export { getInstead as action } from '~/utils/get-instead.server'

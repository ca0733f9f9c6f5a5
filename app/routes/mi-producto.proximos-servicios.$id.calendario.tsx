/** "Agregar a mi calendario" for one of the user's administrative reservations: an .ics file. */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { upstreamAs } from '~/auth/upstream-as.server'
import { getEnv } from '~/config/env.server'
import { reservationStart } from '~/domain/appointments.server'
import { formatDate } from '~/domain/dates.server'
import { calendarResponse } from '~/domain/ics'
import { findOwnReservation } from '~/upstream/appointments.server'
import { isUpstreamUnavailable } from '~/upstream/errors'
import { now } from '~/utils/clock.server'
import { memberPaths } from '~/utils/paths'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  const listPath = memberPaths(getEnv().PORTAL_PRODUCT).upcomingServices
  const reservation = await findOwnReservation(await upstreamAs(request), id).catch((error: unknown) => {
    // A file has no page to say the API failed: the reservation's page says it (the service problem, Reintentar).
    if (isUpstreamUnavailable(error)) throw redirect(`${listPath}/${encodeURIComponent(id)}`)
    throw error
  })
  const start = reservation && reservationStart(reservation)
  // Unknown, another member's, or a reservation whose start cannot be read: nothing to put in a calendar.
  if (!reservation || !start) throw redirect(listPath)
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

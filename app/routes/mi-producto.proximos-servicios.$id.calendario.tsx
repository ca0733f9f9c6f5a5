/** "Agregar a mi calendario" for one of the user's administrative reservations: an .ics file. */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { upstreamAs } from '~/auth/upstream-as.server'
import { getEnv } from '~/config/env.server'
import { calendarResponse } from '~/domain/ics'
import { findOwnReservation } from '~/upstream/appointments.server'
import { now } from '~/utils/clock.server'
import { memberPaths } from '~/utils/paths'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const reservation = await findOwnReservation(await upstreamAs(request), params.id ?? '')
  if (!reservation) throw redirect(memberPaths(getEnv().PORTAL_PRODUCT).upcomingServices)
  const [day = '', time = ''] = reservation.fechaReserva.split('T')
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

import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { ButtonLink } from '~/components/button'
import { NotificationBanner } from '~/components/notification-banner'
import { PageHeader } from '~/components/page-header'
import { StatusBadge } from '~/components/status-badge'
import { agendaErrors } from '~/copy/errors/agenda'
import { upcomingServices } from '~/copy/upcoming-services'
import { fetchAdminAppointments, type AdminReservation } from '~/upstream/appointments.server'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'
import { useRootData } from '~/utils/root-data'

export const meta = titled(upcomingServices.title)

type ListState = { status: 'ok'; reservations: AdminReservation[] } | { status: 'error' }

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await upstreamAs(request)
  try {
    const reservations = await fetchAdminAppointments(api)
    return { status: 'ok', reservations } satisfies ListState
  } catch (error) {
    if (error instanceof Response) throw error
    // Spec 001 §8: a failed call shows 'Error fetching next admin appointments.'
    return { status: 'error' } satisfies ListState
  }
}

export default function UpcomingServicesPage() {
  const list = useLoaderData<typeof loader>()
  const { product } = useRootData()

  return (
    <div className="stack">
      <PageHeader title={upcomingServices.title} lead={upcomingServices.lead} />
      {list.status === 'error' ? (
        <NotificationBanner tone="error">{agendaErrors.adminAppointments}</NotificationBanner>
      ) : list.reservations.length === 0 ? (
        <div className="stack">
          <p>{upcomingServices.empty}</p>
          <p>
            <ButtonLink to={paths.adminBooking}>{upcomingServices.book}</ButtonLink>
          </p>
        </div>
      ) : (
        <ul className="reservation-list">
          {list.reservations.map((reservation) => (
            <li key={reservation.id} className="card reservation-list__item">
              <h2 className="reservation-list__title">
                <Link to={`/mi-${product}/proximos-servicios/${reservation.id}`}>
                  {reservation.description ?? reservation.nombreSector}
                  <span className="visually-hidden">, {reservation.fechaReservaFormatString}</span>
                </Link>
              </h2>
              <dl className="reservation-list__facts">
                <div>
                  <dt>{upcomingServices.date}</dt>
                  <dd>{reservation.fechaReservaFormatString}</dd>
                </div>
                <div>
                  <dt>{upcomingServices.sector}</dt>
                  <dd>{reservation.nombreSector}</dd>
                </div>
                <div>
                  <dt>{upcomingServices.branch}</dt>
                  <dd>{reservation.sucursal.descripcion}</dd>
                </div>
                {reservation.numeroLlamado ? (
                  <div>
                    <dt>{upcomingServices.callNumber}</dt>
                    <dd>{reservation.numeroLlamado}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{upcomingServices.status}</dt>
                  <dd>
                    <StatusBadge status={reservation.status} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

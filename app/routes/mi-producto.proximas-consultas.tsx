/**
 * The member's upcoming medical consultations (001 §2.3, C51, R34): guarded (A03). Each links to
 * its detail; none is the way to book one; a code other than "00" and a failed call are the
 * list's own messages (BR45). The spec offers no cancellation of a consultation here.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { ButtonLink } from '~/components/button'
import { NotificationBanner } from '~/components/notification-banner'
import { PageHeader } from '~/components/page-header'
import { VisuallyHidden } from '~/components/visually-hidden'
import { upcomingConsultations } from '~/copy/upcoming-consultations'
import { medicalList } from '~/domain/appointments.server'
import { fetchMedicalAppointments, type MedicalAppointments } from '~/upstream/appointments.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { titled } from '~/utils/meta'
import { memberPaths, paths } from '~/utils/paths'
import { useRootData } from '~/utils/root-data'

export const meta = titled(upcomingConsultations.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await upstreamAs(request)
  let result: PromiseSettledResult<MedicalAppointments>
  try {
    result = { status: 'fulfilled', value: await fetchMedicalAppointments(api) }
  } catch (error) {
    // A 401/403 has already become the sign-in redirect; what is not the API's failure is a bug.
    if (!(error instanceof UpstreamError) && !isUpstreamUnavailable(error)) throw error
    // BR45: a failed call is the list's own message, not the service-problem page.
    result = { status: 'rejected', reason: error }
  }
  return medicalList(result)
}

export default function UpcomingConsultationsPage() {
  const list = useLoaderData<typeof loader>()
  const listHref = memberPaths(useRootData().product).upcomingConsultations
  const copy = upcomingConsultations

  return (
    <div className="stack">
      <PageHeader title={copy.title} lead={copy.lead} />
      {list.status === 'error' ? (
        <NotificationBanner tone="error">{list.message}</NotificationBanner>
      ) : list.items.length === 0 ? (
        <div className="stack">
          <p>{copy.empty}</p>
          <p>
            <ButtonLink to={paths.medicalBooking}>{copy.book}</ButtonLink>
          </p>
        </div>
      ) : (
        <ul className="reservation-list">
          {list.items.map((consulta, index) => (
            <li key={consulta.id ?? `sin-id-${index}`} className="card reservation-list__item">
              <h2 className="reservation-list__title">
                {/* A consultation the API sent without an id has no page of its own: its facts are all there is. */}
                {consulta.id === null || consulta.id === undefined ? (
                  (consulta.especialidad ?? copy.consultation)
                ) : (
                  <Link to={`${listHref}/${consulta.id}`}>
                    {consulta.especialidad ?? copy.consultation}
                    <VisuallyHidden>, {consulta.fechahora}</VisuallyHidden>
                  </Link>
                )}
              </h2>
              <dl className="reservation-list__facts">
                <div>
                  <dt>{copy.date}</dt>
                  <dd>{consulta.fechahora}</dd>
                </div>
                <div>
                  <dt>{copy.doctor}</dt>
                  <dd>{consulta.medico}</dd>
                </div>
                <div>
                  <dt>{copy.branch}</dt>
                  <dd>{consulta.filial}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

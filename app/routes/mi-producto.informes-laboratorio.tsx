/**
 * The member's lab reports (C09, `/mi-{product}/informes-laboratorio`, guarded; A38: the spec shows no content):
 * each with its study, day, requesting doctor and state, and its PDF once it is ready. The spec shows no error
 * text for the list: when the API fails, the service-problem page (503) says so.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { ButtonLink } from '~/components/button'
import { PageHeader } from '~/components/page-header'
import { VisuallyHidden } from '~/components/visually-hidden'
import { labReports } from '~/copy/lab-reports'
import { labReportView } from '~/domain/lab-reports.server'
import { fetchInformes } from '~/upstream/laboratorio.server'
import { titled } from '~/utils/meta'
import { memberPaths } from '~/utils/paths'
import { useRootData } from '~/utils/root-data'

export const meta = titled(labReports.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const informes = await fetchInformes(await upstreamAs(request))
  return { reports: informes.map(labReportView) }
}

export default function LabReportsPage() {
  const { reports } = useLoaderData<typeof loader>()
  const listHref = memberPaths(useRootData().product).labReports

  return (
    <div className="stack">
      <PageHeader title={labReports.title} lead={labReports.lead} />
      {reports.length === 0 ? (
        <p>{labReports.empty}</p>
      ) : (
        <ul className="reservation-list">
          {reports.map((report) => (
            <li key={report.id} className="card reservation-list__item">
              <h2 className="reservation-list__title">{report.title}</h2>
              <dl className="reservation-list__facts">
                {report.day ? (
                  <div>
                    <dt>{labReports.date}</dt>
                    <dd>{report.day}</dd>
                  </div>
                ) : null}
                {report.doctor ? (
                  <div>
                    <dt>{labReports.doctor}</dt>
                    <dd>{report.doctor}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{labReports.status}</dt>
                  <dd>
                    <strong className="tag">{report.status}</strong>
                  </dd>
                </div>
              </dl>
              {report.ready ? (
                <p>
                  {/* A file, not a page: the browser downloads it. */}
                  <ButtonLink to={`${listHref}/${report.id}/archivo`} variant="secondary" reloadDocument>
                    {labReports.download}
                    <VisuallyHidden> {labReports.downloadOf(report.title, report.day)}</VisuallyHidden>
                    {` ${labReports.pdf}`}
                  </ButtonLink>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * One of the member's upcoming consultations (001 §2.3, C51, R35): guarded (A03), read from her own
 * list (docs/decisions/reservation-detail-from-own-list.md). The spec shows no layout and offers no
 * cancellation: the list's facts, and the way back.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { redirectWithFlash } from '~/auth/flash.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { BackLink } from '~/components/back-link'
import { PageHeader } from '~/components/page-header'
import { SummaryList } from '~/components/summary-list'
import { getEnv } from '~/config/env.server'
import { agendaErrors } from '~/copy/errors/agenda'
import { upcomingConsultations } from '~/copy/upcoming-consultations'
import { findOwnConsulta } from '~/upstream/appointments.server'
import { titled } from '~/utils/meta'
import { memberPaths } from '~/utils/paths'
import { useRootData } from '~/utils/root-data'

export const meta = titled(upcomingConsultations.detailTitle)

export async function loader({ request, params }: LoaderFunctionArgs) {
  const consulta = await findOwnConsulta(await upstreamAs(request), params.id ?? '')
  // Unknown, past or someone else's: the same answer, the spec's consultation error, so nothing leaks.
  if (!consulta) {
    const list = memberPaths(getEnv().PORTAL_PRODUCT).upcomingConsultations
    throw await redirectWithFlash(request, list, { tone: 'error', message: agendaErrors.consultationInfo })
  }
  return { consulta }
}

export default function UpcomingConsultationPage() {
  const { consulta } = useLoaderData<typeof loader>()
  const copy = upcomingConsultations
  return (
    <div className="stack">
      <BackLink to={memberPaths(useRootData().product).upcomingConsultations}>{copy.backToList}</BackLink>
      <PageHeader title={consulta.especialidad ?? copy.consultation} />
      <SummaryList
        rows={[
          { key: copy.date, value: consulta.fechahora },
          { key: copy.doctor, value: consulta.medico },
          { key: copy.branch, value: consulta.filial },
        ]}
      />
    </div>
  )
}

/**
 * The indications of one medicine of the member's prescriptions (`/medicamentos/recetas/ver-indicaciones`, guarded
 * and for a prescription permission, as the list; 002 §2.2, checklist C56, C72). Which medicine is in the query
 * (A45: `?receta=<Id_Receta>&farmaco=<Id_Farmaco_Geosalud>`), looked up in her own recipes: a link that names none
 * of hers is not found, so nothing of anyone's is shown.
 */
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { BackLink } from '~/components/back-link'
import { PageHeader } from '~/components/page-header'
import { prescriptions } from '~/copy/medicine-lists'
import { HUB_LINK_PATHS } from '~/domain/medicine-request'
import { IndicationsCards } from '~/medicines/indications-view'
import { ListFailure } from '~/medicines/list-failure'
import { findIndications, mayReadPrescriptions, ownPrescriptions } from '~/medicines/lists.server'
import { pageTitle } from '~/utils/meta'
import { paths } from '~/utils/paths'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  pageTitle(data?.status === 'ok' ? prescriptions.indicationsTitle(data.indications.medicine) : prescriptions.title, matches),
]

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await upstreamAs(request)
  if (!mayReadPrescriptions(api.user)) throw redirect(paths.home)
  const recetas = await ownPrescriptions(api)
  if (recetas.status === 'error') return recetas
  const indications = findIndications(recetas.items, new URL(request.url).searchParams)
  if (!indications) throw new Response(null, { status: 404 })
  return { status: 'ok' as const, indications }
}

export default function IndicationsPage() {
  const answer = useLoaderData<typeof loader>()
  const copy = prescriptions
  const back = <BackLink to={HUB_LINK_PATHS.prescriptions}>{copy.backToList}</BackLink>
  if (answer.status === 'error') {
    return (
      <div className="stack">
        {back}
        <PageHeader title={copy.title} />
        <ListFailure />
      </div>
    )
  }
  const { indications } = answer
  return (
    <div className="stack">
      {back}
      <PageHeader title={copy.indicationsTitle(indications.medicine)} />
      <IndicationsCards indications={indications} labels={copy} />
    </div>
  )
}

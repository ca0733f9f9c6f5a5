/**
 * One of the member's medicine requests (`/medicamentos/solicitudes/:id`, guarded; C56), read from her own list
 * (docs/decisions/reservation-detail-from-own-list.md): the API has no call for one request. An id that is not one
 * of hers (unknown, older than the list's range, someone else's) is not found, so nothing of it is shown.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { BackLink } from '~/components/back-link'
import { PageHeader } from '~/components/page-header'
import { StatusBadge } from '~/components/status-badge'
import { medicineRequests } from '~/copy/medicine-lists'
import { HUB_LINK_PATHS } from '~/domain/medicine-request'
import { ListFailure } from '~/medicines/list-failure'
import { loadOwnRequests } from '~/medicines/lists.server'
import { RequestFacts } from '~/medicines/request-facts'
import { pageTitle } from '~/utils/meta'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  pageTitle(data?.status === 'ok' ? medicineRequests.request(data.pedido.id) : medicineRequests.title, matches),
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const list = await loadOwnRequests(await upstreamAs(request))
  if (list.status === 'error') return list
  const pedido = list.items.find((item) => String(item.id) === params.id)
  if (!pedido) throw new Response(null, { status: 404 })
  return { status: 'ok' as const, pedido }
}

export default function MedicineRequestPage() {
  const answer = useLoaderData<typeof loader>()
  const copy = medicineRequests
  const listPath = HUB_LINK_PATHS.requests
  if (answer.status === 'error') {
    return (
      <div className="stack">
        <BackLink to={listPath}>{copy.backToList}</BackLink>
        <PageHeader title={copy.title} />
        <ListFailure />
      </div>
    )
  }
  const { pedido } = answer
  return (
    <div className="stack">
      <BackLink to={listPath}>{copy.backToList}</BackLink>
      <PageHeader title={copy.request(pedido.id)} />
      {pedido.status ? (
        <p>
          <StatusBadge status={pedido.status} />
        </p>
      ) : null}
      <RequestFacts pedido={pedido} />
    </div>
  )
}

/**
 * The member's medicine requests (`/medicamentos/solicitudes`, guarded; 002 §2.1, checklist C56): the last 12 months
 * of E80, newest first, each with its date (`DD/MM/YYYY`, `H:mm hs`), its status badge (BR66) and its medicines
 * split on `- Unidades:` (BR49). A failed load is the medicines area's generic message with a way to try again (C86).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { BackLink } from '~/components/back-link'
import { PageHeader } from '~/components/page-header'
import { StatusBadge } from '~/components/status-badge'
import { VisuallyHidden } from '~/components/visually-hidden'
import { medicineRequests } from '~/copy/medicine-lists'
import { HUB_LINK_PATHS } from '~/domain/medicine-request'
import { ListFailure } from '~/medicines/list-failure'
import { loadOwnRequests } from '~/medicines/lists.server'
import { RequestFacts } from '~/medicines/request-facts'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'

export const meta = titled(medicineRequests.title)

export async function loader({ request }: LoaderFunctionArgs) {
  return loadOwnRequests(await upstreamAs(request))
}

export default function MedicineRequestsPage() {
  const list = useLoaderData<typeof loader>()
  const copy = medicineRequests
  const listPath = HUB_LINK_PATHS.requests
  return (
    <div className="stack">
      <BackLink to={paths.medicines}>{copy.backToHub}</BackLink>
      <PageHeader title={copy.title} lead={copy.lead} />
      {list.status === 'error' ? (
        <ListFailure />
      ) : list.items.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ul className="reservation-list">
          {list.items.map((pedido) => (
            <li key={pedido.id} className="card reservation-list__item">
              <h2 className="reservation-list__title">
                <Link to={`${listPath}/${pedido.id}`}>
                  {copy.request(pedido.id)}
                  {pedido.day ? <VisuallyHidden>, {pedido.day}</VisuallyHidden> : null}
                </Link>
              </h2>
              {pedido.status ? (
                <p>
                  <StatusBadge status={pedido.status} />
                </p>
              ) : null}
              <RequestFacts pedido={pedido} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

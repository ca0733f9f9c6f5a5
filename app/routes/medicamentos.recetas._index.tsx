/**
 * The member's prescriptions (`/medicamentos/recetas`, guarded and for a prescription permission, else home; 002 §2.1,
 * checklist C56): E87 with her own document. Each recipe shows its status and message (002 §4.2), doctor, dates
 * (BR65) and medicines, each linking to its indications (C72, A45). A failed load is C86's generic message.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { BackLink } from '~/components/back-link'
import { PageHeader } from '~/components/page-header'
import { VisuallyHidden } from '~/components/visually-hidden'
import { WarningText } from '~/components/warning-text'
import { medicineRequests, prescriptions } from '~/copy/medicine-lists'
import { ListFailure } from '~/medicines/list-failure'
import { loadOwnPrescriptions, mayReadPrescriptions } from '~/medicines/lists.server'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'

export const meta = titled(prescriptions.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await upstreamAs(request)
  if (!mayReadPrescriptions(api.user)) throw redirect(paths.home)
  return loadOwnPrescriptions(api)
}

export default function PrescriptionsPage() {
  const list = useLoaderData<typeof loader>()
  const copy = prescriptions
  return (
    <div className="stack">
      <BackLink to={paths.medicines}>{medicineRequests.backToHub}</BackLink>
      <PageHeader title={copy.title} lead={copy.lead} />
      {list.status === 'error' ? (
        <ListFailure />
      ) : list.items.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ul className="reservation-list">
          {list.items.map((receta) => (
            <li key={receta.id} className="card reservation-list__item">
              <h2 className="reservation-list__title">{receta.sector ?? copy.prescription}</h2>
              <p>
                <strong className={receta.status === 'OK' ? 'tag' : 'tag tag--error'}>
                  <VisuallyHidden>{copy.statusLabel}: </VisuallyHidden>
                  {copy.status[receta.status]}
                </strong>
              </p>
              {receta.statusMessage ? <WarningText>{receta.statusMessage}</WarningText> : null}
              <dl className="reservation-list__facts">
                {receta.doctor ? (
                  <div>
                    <dt>{copy.doctor}</dt>
                    <dd>{receta.doctor}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{copy.indicated}</dt>
                  <dd>{receta.indicated}</dd>
                </div>
                <div>
                  <dt>{copy.expires}</dt>
                  <dd>{receta.expires}</dd>
                </div>
              </dl>
              <h3>{copy.medicines}</h3>
              <ul>
                {receta.medicines.map((medicine) => (
                  <li key={medicine.id}>
                    {medicine.name}{' '}
                    <Link to={medicine.indicationsHref}>
                      {copy.viewIndications}
                      <VisuallyHidden> de {medicine.name}</VisuallyHidden>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

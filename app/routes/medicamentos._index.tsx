/**
 * The medicines hub (`/medicamentos`, open; spec 002 §2.1, checklist C56, A59, A60): the way into the
 * purchase (flow B), the call-centre request (flow A), the member's requests and her prescriptions. A
 * visitor sees it too; each link's page applies its own guard. The maintenance flag leaves the two flows
 * out and says why.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { getOptionalUser } from '~/auth/guards.server'
import { hasPermission, PERMISOS, type SessionUser } from '~/auth/user'
import { NotificationBanner } from '~/components/notification-banner'
import { PageHeader } from '~/components/page-header'
import { medicinesHub } from '~/copy/medicines-hub'
import { HUB_LINK_PATHS, medicinesHubLinks, type MedicineCapabilities } from '~/domain/medicine-request'
import { isFlagOn } from '~/flags/flags.server'
import { FLAGS } from '~/flags/names'
import { titled } from '~/utils/meta'

export const meta = titled(medicinesHub.title)

/** The permissions the medicine rules read (C56, C84). */
function medicineCapabilities(user: SessionUser): MedicineCapabilities {
  return {
    callCentre: hasPermission(user, PERMISOS.callCentreEcommerce),
    prescriptions: hasPermission(user, PERMISOS.prescriptionsView) || hasPermission(user, PERMISOS.prescriptionsBuy),
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await getOptionalUser(request)
  const can = auth ? medicineCapabilities(auth.user) : null
  const [maintenance, purchaseEnabled, requestsOpenToAll, callCentreRequests] = await Promise.all([
    isFlagOn(request, FLAGS.medicinesMaintenance),
    isFlagOn(request, FLAGS.medicinePurchaseEnabled),
    // Flow A's flags matter only to the call centre (A09): nobody else costs a call.
    can?.callCentre ? isFlagOn(request, FLAGS.medicineRequestsOpenToAll) : false,
    can?.callCentre ? isFlagOn(request, FLAGS.medicineRequestsCallCentre) : false,
  ])
  return { maintenance, links: medicinesHubLinks(can, { maintenance, purchaseEnabled, requestsOpenToAll, callCentreRequests }) }
}

export default function MedicinesHubPage() {
  const { maintenance, links } = useLoaderData<typeof loader>()
  return (
    <div className="stack">
      <PageHeader title={medicinesHub.title} lead={medicinesHub.lead} />
      {maintenance ? <NotificationBanner tone="warning">{medicinesHub.maintenance}</NotificationBanner> : null}
      <ul className="tile-grid">
        {links.map((link) => (
          <li key={link}>
            <Link to={HUB_LINK_PATHS[link]} className="tile">
              <span className="tile__label">{medicinesHub.links[link]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

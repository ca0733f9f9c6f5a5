import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { redirectWithFlash } from '~/auth/flash.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { BackLink } from '~/components/back-link'
import { ButtonLink } from '~/components/button'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { PageHeader } from '~/components/page-header'
import { StatusBadge } from '~/components/status-badge'
import { SummaryList } from '~/components/summary-list'
import { getEnv } from '~/config/env.server'
import { readFormData } from '~/forms/form-data.server'
import { commonErrors } from '~/copy/errors/common'
import { upcomingServices } from '~/copy/upcoming-services'
import { cancelAdministrativeReservation, findOwnReservation } from '~/upstream/appointments.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { titled } from '~/utils/meta'
import { memberPaths } from '~/utils/paths'
import { useRootData } from '~/utils/root-data'

export const meta = titled(upcomingServices.detailTitle)

const listPath = () => memberPaths(getEnv().PORTAL_PRODUCT).upcomingServices

export async function loader({ request, params }: LoaderFunctionArgs) {
  const reservation = await findOwnReservation(await upstreamAs(request), params.id ?? '')
  // Unknown, cancelled or someone else's: the same answer, so nothing leaks.
  if (!reservation) throw await redirectWithFlash(request, listPath(), { tone: 'warning', message: upcomingServices.notFound })
  // The confirmation as a state of this page, for a browser without JavaScript (decisions.md: modals).
  const confirming = new URL(request.url).searchParams.has('cancelar')
  return { reservation, confirming }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const api = await upstreamAs(request)
  // Only a form of the portal is answered; anything else gets the refused-body page.
  await readFormData(request)
  const id = params.id ?? ''
  try {
    const reservation = await findOwnReservation(api, id)
    if (!reservation) return redirectWithFlash(request, listPath(), { tone: 'warning', message: upcomingServices.notFound })
    await cancelAdministrativeReservation(api, reservation.id)
    return redirectWithFlash(request, listPath(), { tone: 'success', message: upcomingServices.cancelled })
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) {
      const message = error instanceof UpstreamError ? (error.info.message ?? commonErrors.generic) : commonErrors.generic
      return redirectWithFlash(request, `${listPath()}/${encodeURIComponent(id)}`, { tone: 'error', message })
    }
    throw error
  }
}

export default function UpcomingServicePage() {
  const { reservation, confirming } = useLoaderData<typeof loader>()
  const listHref = memberPaths(useRootData().product).upcomingServices
  const detailHref = `${listHref}/${reservation.id}`
  return (
    <div className="stack">
      <BackLink to={listHref}>{upcomingServices.backToList}</BackLink>
      <PageHeader title={reservation.description ?? upcomingServices.detailTitle} />
      <SummaryList
        rows={[
          { key: upcomingServices.date, value: reservation.fechaReservaFormatString },
          { key: upcomingServices.branch, value: reservation.sucursal.descripcion },
          { key: upcomingServices.sector, value: reservation.nombreSector },
          ...(reservation.numeroLlamado ? [{ key: upcomingServices.callNumber, value: String(reservation.numeroLlamado) }] : []),
          ...(reservation.idTramite ? [{ key: upcomingServices.procedure, value: String(reservation.idTramite) }] : []),
          { key: upcomingServices.status, value: <StatusBadge status={reservation.status} /> },
        ]}
      />

      <ConfirmDialog
        id="confirmar-cancelacion"
        question={upcomingServices.confirmCancel}
        yesLabel={upcomingServices.confirmYes}
        noLabel={upcomingServices.confirmNo}
        confirming={confirming}
        backTo={detailHref}
      >
        {(openConfirmation) => (
          <div className="button-group">
            <ButtonLink to={`${detailHref}/calendario`} variant="secondary" reloadDocument>
              {upcomingServices.addToCalendar}
            </ButtonLink>
            <ButtonLink to={`${detailHref}?cancelar#confirmar-cancelacion`} variant="warning" onClick={openConfirmation}>
              {upcomingServices.cancel}
            </ButtonLink>
          </div>
        )}
      </ConfirmDialog>
    </div>
  )
}

/**
 * A medicine page whose list did not load (C86): the medicines area's generic message, verbatim, and `Reintentar`,
 * a link to the same address so it works without JavaScript.
 */
import { Link, useLocation } from '@remix-run/react'
import { NotificationBanner } from '~/components/notification-banner'
import { commonErrors } from '~/copy/errors/common'
import { ui } from '~/copy/shell'

export function ListFailure() {
  const { pathname, search } = useLocation()
  return (
    <NotificationBanner tone="error">
      <p>{commonErrors.genericMedicines}</p>
      <p>
        <Link to={`${pathname}${search}`}>{ui.retry}</Link>
      </p>
    </NotificationBanner>
  )
}

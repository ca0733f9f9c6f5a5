/**
 * A medicine page whose list did not load (C86): the medicines area's generic message, verbatim, "shown with
 * `Reintentar` going to the menu": a link to the main menu (home), so it works without JavaScript.
 */
import { Link } from '@remix-run/react'
import { NotificationBanner } from '~/components/notification-banner'
import { commonErrors } from '~/copy/errors/common'
import { ui } from '~/copy/shell'
import { paths } from '~/utils/paths'

export function ListFailure() {
  return (
    <NotificationBanner tone="error">
      <p>{commonErrors.genericMedicines}</p>
      <p>
        <Link to={paths.home}>{ui.retry}</Link>
      </p>
    </NotificationBanner>
  )
}

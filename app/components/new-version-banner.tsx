import { useLocation } from '@remix-run/react'
import { versionBanner } from '~/copy/shell'
import { SubmitButton } from './button'
import { NotificationBanner } from './notification-banner'

/**
 * The new-version notice (C24). "Recargar" is a plain form: it stores the version and then loads
 * the page again as a full document, so the new version's code is what runs next.
 */
export function NewVersionBanner({ latest }: { latest: string }) {
  const location = useLocation()
  return (
    <NotificationBanner tone="info">
      <div className="version-banner">
        <p>
          {versionBanner.text} {versionBanner.version(latest)}.
        </p>
        <form method="post" action="/nueva-version">
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <SubmitButton variant="secondary">{versionBanner.reload}</SubmitButton>
        </form>
      </div>
    </NotificationBanner>
  )
}

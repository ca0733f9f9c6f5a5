/**
 * The Spanish error boundary every route uses. It never shows a stack trace or an internal
 * message: an upstream outage gets the service-problem page, a refused body (not a form of the
 * portal) says so, anything else a short apology.
 */
import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react'
import { commonErrors } from '~/copy/errors/common'
import { servicePage, ui } from '~/copy/shell'
import { paths } from '~/utils/paths'
import { ServiceProblem } from './service-problem'

function isServiceProblem(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 503 &&
    (error.data as { problem?: string } | null)?.problem === 'upstream'
  )
}

/** What `readFormData` throws (400 or 415) for a body that is not a form of the portal, 413 for one too large. */
function isRefusedBody(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error.data as { problem?: string } | null)?.problem === 'body'
}

/** The heading of the page the boundary shows for `error`, which is also the page's title (the root's `meta`). */
export function errorHeading(error: unknown): string {
  if (isServiceProblem(error)) return servicePage.title
  if (isRefusedBody(error)) return isRouteErrorResponse(error) && error.status === 413 ? servicePage.tooLargeBodyTitle : servicePage.refusedBodyTitle
  return isRouteErrorResponse(error) && error.status === 404 ? servicePage.notFoundTitle : servicePage.unexpectedTitle
}

export function GeneralErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()

  if (isServiceProblem(error)) return <ServiceProblem retryHref={location.pathname + location.search} />

  if (isRefusedBody(error)) {
    const tooLarge = isRouteErrorResponse(error) && error.status === 413
    return (
      <div className="stack">
        <h1>{errorHeading(error)}</h1>
        <p>{tooLarge ? servicePage.tooLargeBody : servicePage.refusedBody}</p>
        <p>
          <Link to={paths.home}>{ui.backToMenu}</Link>
        </p>
      </div>
    )
  }

  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <div className="stack">
      <h1>{errorHeading(error)}</h1>
      <p>{notFound ? servicePage.notFound : commonErrors.generic}</p>
      <p>
        <Link to={paths.home}>{ui.backToMenu}</Link>
      </p>
    </div>
  )
}

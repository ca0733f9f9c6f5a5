/**
 * The Spanish error boundary every route uses. It never shows a stack trace or an internal
 * message: an upstream outage gets the service-problem page, a refused body (not a form of the
 * portal) says so, anything else a short apology.
 */
import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react'
import { commonErrors } from '~/copy/errors/common'
import { servicePage, ui } from '~/copy/shell'
import { paths } from '~/utils/paths'
import { ServiceProblem, type Resend } from './service-problem'

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

/**
 * What the router refuses in words of its own: an address that names nothing (404), and a request no page answers
 * (405: a POST to a page without a form, another method), said as the server's own refusals say it
 * (server/request-shape.ts), not as something that failed.
 */
const ROUTER_REFUSALS: Record<number, { title: string; text: string }> = {
  404: { title: servicePage.notFoundTitle, text: servicePage.notFound },
  405: { title: servicePage.unsupportedMethodTitle, text: servicePage.unsupportedMethod },
}

const routerRefusal = (error: unknown) => (isRouteErrorResponse(error) ? ROUTER_REFUSALS[error.status] : undefined)

/** The heading of the page the boundary shows for `error`, which is also the page's title (the root's `meta`). */
export function errorHeading(error: unknown): string {
  if (isServiceProblem(error)) return servicePage.title
  if (isRefusedBody(error)) return isRouteErrorResponse(error) && error.status === 413 ? servicePage.tooLargeBodyTitle : servicePage.refusedBodyTitle
  return routerRefusal(error)?.title ?? servicePage.unexpectedTitle
}

/** `resend`: a page's own boundary passes the form its failed post had sent, for Reintentar to send again. */
export function GeneralErrorBoundary({ resend }: { resend?: Resend }) {
  const error = useRouteError()
  const location = useLocation()

  if (isServiceProblem(error)) return <ServiceProblem retryHref={location.pathname + location.search} resend={resend} />

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

  return (
    <div className="stack">
      <h1>{errorHeading(error)}</h1>
      <p>{routerRefusal(error)?.text ?? commonErrors.generic}</p>
      <p>
        <Link to={paths.home}>{ui.backToMenu}</Link>
      </p>
    </div>
  )
}

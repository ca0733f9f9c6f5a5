/**
 * The page shown when the mutual's API is down, too slow or answers outside its contract
 * (GOV.UK "there is a problem with the service" pattern): what happened, that nothing was
 * lost, a retry that works without JavaScript, and the call centre.
 */
import { callCentre } from '~/config/contact'
import { servicePage, ui } from '~/copy/shell'

export function ServiceProblem({ retryHref }: { retryHref: string }) {
  return (
    <div className="stack">
      <h1>{servicePage.title}</h1>
      <p className="lead">{servicePage.lead}</p>
      <p>{servicePage.whatToDo}</p>
      <p>
        {/* A full page load: the retry must work without JavaScript and with a broken client. */}
        <a href={retryHref} className="button button--primary">
          {ui.retry}
        </a>
      </p>
      <p>
        {servicePage.callCentre}{' '}
        <a href={`tel:${callCentre.phone.replace(/\s/g, '')}`}>{callCentre.phone}</a>
        {' · '}
        <a href={`mailto:${callCentre.email}`}>{callCentre.email}</a>
      </p>
    </div>
  )
}

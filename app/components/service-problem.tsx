/**
 * The page shown when the mutual's API is down, too slow or answers outside its contract
 * (GOV.UK "there is a problem with the service" pattern): what happened, that nothing was
 * lost, a retry that works without JavaScript, and the call centre.
 */
import { callCentre } from '~/config/contact'
import { servicePage, ui } from '~/copy/shell'

/**
 * What a form whose post met the outage had sent, for its page's boundary to send again: where a page reads the API
 * again after its action (the page drawn with the action's answer), the outage hides the form, and a retry by link
 * would show it as stored, without what she had chosen or typed.
 */
export type Resend = { action: string; fields: ReadonlyArray<readonly [name: string, value: string]> }

export function ServiceProblem({ retryHref, resend }: { retryHref: string; resend?: Resend }) {
  return (
    <div className="stack">
      <h1>{servicePage.title}</h1>
      <p className="lead">{servicePage.lead}</p>
      <p>{servicePage.whatToDo}</p>
      {/* A full page load: the retry must work without JavaScript and with a broken client. */}
      {resend ? (
        <form method="post" action={resend.action}>
          {resend.fields.map(([name, value], index) => (
            <input key={index} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button button--primary">
            {ui.retry}
          </button>
        </form>
      ) : (
        <p>
          <a href={retryHref} className="button button--primary">
            {ui.retry}
          </a>
        </p>
      )}
      <p>
        {servicePage.callCentre}{' '}
        <a href={`tel:${callCentre.phone.replace(/\s/g, '')}`}>{callCentre.phone}</a>
        {' · '}
        <a href={`mailto:${callCentre.email}`}>{callCentre.email}</a>
      </p>
    </div>
  )
}

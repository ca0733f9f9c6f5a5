import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { VisuallyHidden } from './visually-hidden'

export type SummaryListRow = {
  key: string
  value: ReactNode
  /** "Cambiar" link back to the step that asked the question. */
  action?: {
    to: string
    label: string
    /** Completes the link's name for screen readers ("Cambiar cédula"); defaults to the row's key. */
    visuallyHiddenText?: string
  }
}

/** GOV.UK summary list, the body of a "check your answers" page. */
export function SummaryList({ rows }: { rows: SummaryListRow[] }) {
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div key={row.key} className="summary-list__row">
          <dt className="summary-list__key">{row.key}</dt>
          <dd className="summary-list__value">{row.value}</dd>
          {row.action ? (
            <dd className="summary-list__actions">
              <Link to={row.action.to}>
                {row.action.label}
                <VisuallyHidden> {row.action.visuallyHiddenText ?? row.key}</VisuallyHidden>
              </Link>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  )
}

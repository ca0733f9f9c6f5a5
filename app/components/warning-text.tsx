import type { ReactNode } from 'react'
import { ui } from '~/copy/shell'
import { VisuallyHidden } from './visually-hidden'

/** GOV.UK "warning text": an important note with a "!" badge, named for screen readers. */
export function WarningText({ children }: { children: ReactNode }) {
  return (
    <div className="warning-text">
      <span className="warning-text__icon" aria-hidden="true">
        !
      </span>
      <strong className="warning-text__text">
        <VisuallyHidden>{ui.warning}: </VisuallyHidden>
        {children}
      </strong>
    </div>
  )
}

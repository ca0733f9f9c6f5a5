import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ui } from '~/copy/shell'
import { VisuallyHidden } from './visually-hidden'

export type StepState = 'done' | 'current' | 'upcoming'

export type Step = {
  label: string
  /** Where the step lives; only followed when `enabled`. */
  to?: string
  state: StepState
  /** Whether the journey allows going to this step now (e.g. "sector once a branch is chosen"). */
  enabled: boolean
  /** Decorative inline SVG shown in the marker instead of the step number. */
  icon?: ReactNode
}

export type StepperProps = {
  steps: Step[]
  /** Accessible name of the navigation landmark, e.g. "Progreso de la reserva". */
  'aria-label': string
}

/**
 * Progress navigator: an ordered list inside a labelled <nav>. Reachable steps
 * are links, the rest plain text; the current one carries aria-current="step" and
 * completed ones say so in words, not only in colour.
 */
export function Stepper({ steps, 'aria-label': label }: StepperProps) {
  return (
    <nav className="stepper" aria-label={label}>
      <ol className="stepper__list">
        {steps.map((step, index) => {
          const current = step.state === 'current' ? 'step' : undefined
          const content = (
            <>
              <span className="stepper__marker" aria-hidden="true">
                {step.icon ?? index + 1}
              </span>
              <span className="stepper__label">
                {step.label}
                {step.state === 'done' ? <VisuallyHidden> ({ui.stepDone})</VisuallyHidden> : null}
              </span>
            </>
          )
          return (
            <li key={step.label} className={`stepper__item stepper__item--${step.state}`}>
              {step.enabled && step.to ? (
                <Link to={step.to} className="stepper__link" aria-current={current}>
                  {content}
                </Link>
              ) : (
                <span className="stepper__text" aria-current={current}>
                  {content}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

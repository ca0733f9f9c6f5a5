import { isValidElement, type ReactNode } from 'react'
import { ui } from '~/copy/shell'
import { ButtonLink, type ButtonVariant } from './button'
import { Illustration, type IllustrationName } from './illustrations'
import { VisuallyHidden } from './visually-hidden'

/** A navigation (rendered as a button-styled link) or any element, e.g. a <Form> with a SubmitButton. */
export type ResultAction = { to: string; label: string } | ReactNode

export type ResultScreenProps = {
  illustration?: IllustrationName
  /** The page's h1. */
  title: string
  /** Small line above the title (e.g. the service name). */
  topTitle?: string
  messages?: string[]
  /** Important note shown as GOV.UK "warning text". */
  warning?: ReactNode
  children?: ReactNode
  primaryAction?: ResultAction
  secondaryAction?: ResultAction
}

function isLinkAction(action: ResultAction): action is { to: string; label: string } {
  return typeof action === 'object' && action !== null && !isValidElement(action) && 'to' in action && 'label' in action
}

function Action({ action, variant }: { action: ResultAction; variant: ButtonVariant }) {
  if (isLinkAction(action)) {
    return (
      <ButtonLink to={action.to} variant={variant}>
        {action.label}
      </ButtonLink>
    )
  }
  return <>{action}</>
}

/** The shared outcome page of a journey: success, cancellation, refusal or failure (spec 002 §2.2). */
export function ResultScreen({
  illustration = 'default',
  title,
  topTitle,
  messages = [],
  warning,
  children,
  primaryAction,
  secondaryAction,
}: ResultScreenProps) {
  return (
    <div className="result">
      <Illustration name={illustration} className="result__illustration" />
      {topTitle ? <p className="result__top-title">{topTitle}</p> : null}
      <h1 className="result__title">{title}</h1>
      {messages.map((message) => (
        <p key={message} className="result__message">
          {message}
        </p>
      ))}
      {warning ? (
        <div className="warning-text">
          <span className="warning-text__icon" aria-hidden="true">
            !
          </span>
          <strong className="warning-text__text">
            <VisuallyHidden>{ui.warning}: </VisuallyHidden>
            {warning}
          </strong>
        </div>
      ) : null}
      {children}
      {primaryAction || secondaryAction ? (
        <div className="button-group">
          {primaryAction ? <Action action={primaryAction} variant="primary" /> : null}
          {secondaryAction ? <Action action={secondaryAction} variant="secondary" /> : null}
        </div>
      ) : null}
    </div>
  )
}

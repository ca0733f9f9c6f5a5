import { isValidElement, type ReactNode } from 'react'
import { ButtonLink, type ButtonVariant } from './button'
import { WarningText } from './warning-text'

/**
 * The spec's six result illustrations (002 §2.2), as files in public/illustrations: pictures, not
 * JavaScript, so every step that may show a result does not download them. Decorative: the
 * heading carries the meaning, hence the empty alt.
 */
export const ILLUSTRATIONS = [
  'exclamation',
  'refund',
  'refund-in-hand-with-calendar',
  'calendar-cancel',
  'warning',
  'default',
] as const
export type IllustrationName = (typeof ILLUSTRATIONS)[number]

export const illustrationPath = (name: IllustrationName) => `/illustrations/${name}.svg`

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
      <img className="result__illustration" src={illustrationPath(illustration)} alt="" width={120} height={120} />
      {topTitle ? <p className="result__top-title">{topTitle}</p> : null}
      <h1 className="result__title">{title}</h1>
      {messages.map((message) => (
        <p key={message} className="result__message">
          {message}
        </p>
      ))}
      {warning ? <WarningText>{warning}</WarningText> : null}
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

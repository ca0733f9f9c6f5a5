/**
 * The screen of a wizard's error kind (`?error=KIND`): its message and "Reintentar", which
 * reloads the step whose choice must be redone.
 */
import { ResultScreen } from '~/components/result-screen'
import { ui } from '~/copy/shell'

type ErrorScreenProps = {
  /** The wizard's title, above the message. */
  wizardTitle: string
  message: string
  /** The step to load again. */
  retryTo: string
}

export function ErrorScreen({ wizardTitle, message, retryTo }: ErrorScreenProps) {
  return <ResultScreen illustration="warning" topTitle={wizardTitle} title={message} primaryAction={{ to: retryTo, label: ui.retry }} />
}

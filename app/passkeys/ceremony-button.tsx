/**
 * A button that runs a passkey ceremony in the browser and then posts its answer as an ordinary form: the
 * credential's JSON in a field (decisions.md "Passkeys"), or, when the ceremony failed, what went wrong in
 * `problema`, so the server answers each outcome (the session is created by an ordinary action and redirect).
 *
 * It needs JavaScript by nature: pages render it only once they know the browser can run a ceremony.
 */
import { useNavigation, useSubmit } from '@remix-run/react'
import { useState, type ReactNode } from 'react'
import { Button, type ButtonVariant } from '~/components/button'
import { VisuallyHidden } from '~/components/visually-hidden'
import { ui } from '~/copy/shell'
import type { CeremonyResult } from './ceremony'

export function CeremonyButton(props: {
  /** The action's `intent`. */
  intent: string
  /** The field the credential's JSON goes in (`credential_info` for a login, `credential` for a registration). */
  credentialField: string
  /** Other fields the action needs (the user id of a login). */
  fields?: Record<string, string>
  /** The ceremony, run on the click. */
  run: () => Promise<CeremonyResult>
  children: ReactNode
  variant?: ButtonVariant
  /** Where the form posts (the current page by default). */
  action?: string
}) {
  const submit = useSubmit()
  const navigation = useNavigation()
  const [running, setRunning] = useState(false)
  const busy = running || (navigation.state === 'submitting' && navigation.formData?.get('intent') === props.intent)

  async function start() {
    if (busy) return
    setRunning(true)
    try {
      const result = await props.run()
      const fields = {
        ...props.fields,
        intent: props.intent,
        [props.credentialField]: 'credential' in result ? result.credential : '',
        problema: 'problem' in result ? result.problem : '',
      }
      submit(fields, { method: 'post', action: props.action })
    } finally {
      setRunning(false)
    }
  }

  return (
    <Button
      variant={props.variant}
      onClick={() => void start()}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {props.children}
      {busy ? <VisuallyHidden> {ui.loading}</VisuallyHidden> : null}
    </Button>
  )
}

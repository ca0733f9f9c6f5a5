/**
 * The idle-timeout warning (decisions.md, WCAG 2.2.1): two minutes before the session would close
 * for inactivity, a modal dialog counts down and offers to stay signed in. It needs JavaScript, so
 * nothing is rendered on the server; without it the session simply ends after the idle timeout.
 */
import { Form, useFetcher, useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { sessionTimeout } from '~/copy/shell'
import { formatCountdown } from '~/domain/countdown'
import type { action as extendSessionAction } from '~/routes/sesion'
import { paths } from '~/utils/paths'
import { Button } from './button'

const WARNING_MS = 2 * 60 * 1000
const EXTEND_ACTION = '/sesion'

/** The current time, ticking every second; null during the server render and hydration. */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  return now
}

export function SessionTimeoutWarning({ idleDeadline }: { idleDeadline: number }) {
  const now = useNow()
  const fetcher = useFetcher<typeof extendSessionAction>()
  const navigate = useNavigate()
  const location = useLocation()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const leaving = useRef(false)

  // Every navigation brings a new deadline from the root data; "Seguir conectado" brings its own.
  const extended = fetcher.data?.idleDeadline ?? 0
  const deadline = Math.max(idleDeadline, extended)
  const remaining = now === null ? Number.POSITIVE_INFINITY : deadline - now
  const warning = remaining > 0 && remaining <= WARNING_MS
  const expired = remaining <= 0

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (warning && !dialog.open) dialog.showModal()
    if (!warning && dialog.open) dialog.close()
  }, [warning])

  // The session is over on the server too: sign in again and come back here (once per expiry).
  useEffect(() => {
    if (!expired) {
      leaving.current = false
      return
    }
    if (leaving.current) return
    leaving.current = true
    navigate(`${paths.login}?${new URLSearchParams({ redirectTo: location.pathname + location.search })}`)
  }, [expired, navigate, location])

  if (now === null) return null

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog"
      aria-labelledby="sesion-aviso-titulo"
      aria-describedby="sesion-aviso-texto"
      // Escape means "not now": treat it as staying signed in rather than leaving a silent countdown.
      onCancel={(event) => {
        event.preventDefault()
        fetcher.submit(null, { method: 'post', action: EXTEND_ACTION })
      }}
    >
      <h2 id="sesion-aviso-titulo" className="timeout-dialog__title">
        {sessionTimeout.title}
      </h2>
      <p id="sesion-aviso-texto">
        {sessionTimeout.text}{' '}
        <span role="timer" className="timeout-dialog__countdown">
          {warning ? formatCountdown(remaining) : null}
        </span>
        .
      </p>
      <div className="button-group">
        <fetcher.Form method="post" action={EXTEND_ACTION}>
          <Button type="submit" aria-busy={fetcher.state !== 'idle' || undefined}>
            {sessionTimeout.stay}
          </Button>
        </fetcher.Form>
        <Form method="post" action={paths.logout}>
          <Button type="submit" variant="secondary">
            {sessionTimeout.signOut}
          </Button>
        </Form>
      </div>
    </dialog>
  )
}

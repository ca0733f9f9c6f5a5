/**
 * The card provider's page in a modal over the portal (C27 add card, C33 security code), with JavaScript only: the
 * provider's checkout script (a classic script from its origin, fetched when the dialog opens) frames the page and
 * hands over its messages. The portal draws the dialog, its close button and its click outside; Escape is a close.
 * Each message the provider's page posts, and each way the member leaves, is told to `onEvent` once: the page then
 * submits it to its server action, which asks the API what really happened.
 *
 * If the script does not load, the dialog offers the provider's hosted page instead (the flow without JavaScript).
 */
import { useEffect, useRef, useState } from 'react'
import { Button, ButtonLink } from '~/components/button'
import { NotificationBanner } from '~/components/notification-banner'
import { paymentChannel } from '~/copy/payment-channel'
import { providerEvent, providerSession, type ProviderEvent, type ProviderPage } from '~/payments/provider-events'

interface Checkout {
  mount(url: string, container: HTMLElement, onEvent: (message: unknown) => void): { unmount(): void }
}

declare global {
  interface Window {
    SandboxCheckout?: Checkout
  }
}

let loading: Promise<Checkout> | undefined

/** The provider's script, once per page: a classic <script> added by this (trusted) code, as its CSP allows. */
function loadCheckout(scriptUrl: string): Promise<Checkout> {
  if (window.SandboxCheckout) return Promise.resolve(window.SandboxCheckout)
  loading ??= new Promise<Checkout>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    script.onload = () => (window.SandboxCheckout ? resolve(window.SandboxCheckout) : reject(new Error('checkout')))
    script.onerror = () => reject(new Error('checkout'))
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

export function ProviderDialog(props: {
  id: string
  title: string
  lead: string
  page: ProviderPage
  scriptUrl: string
  url: string
  hostedUrl: string
  onEvent: (event: ProviderEvent) => void
}) {
  const { id, page, scriptUrl, url, onEvent } = props
  const dialogRef = useRef<HTMLDialogElement>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const told = useRef(false)
  const [failed, setFailed] = useState(false)

  // The latest handler, without remounting the provider's frame when the page re-renders.
  const onEventRef = useRef(onEvent)
  onEventRef.current = onEvent

  useEffect(() => {
    const dialog = dialogRef.current
    const container = frameRef.current
    if (!dialog || !container) return
    told.current = false
    if (!dialog.open) dialog.showModal()
    dialog.querySelector<HTMLElement>('h2')?.focus()
    const session = providerSession(url)
    // A page reached by a client-side navigation keeps the policy of the page it was loaded as, which may not
    // admit the provider's frame: then the hosted page is the way.
    const origin = new URL(url).origin
    const blocked = (event: SecurityPolicyViolationEvent) => {
      if (event.violatedDirective.startsWith('frame-src') && event.blockedURI.startsWith(origin)) setFailed(true)
    }
    document.addEventListener('securitypolicyviolation', blocked)
    let mounted: { unmount(): void } | undefined
    let cancelled = false
    loadCheckout(scriptUrl).then(
      (checkout) => {
        if (cancelled) return
        mounted = checkout.mount(url, container, (message) => {
          const event = providerEvent(message, page, session)
          if (event) tell(event)
        })
      },
      () => !cancelled && setFailed(true)
    )
    return () => {
      cancelled = true
      document.removeEventListener('securitypolicyviolation', blocked)
      mounted?.unmount()
      if (dialog.open) dialog.close()
    }
  }, [url, scriptUrl, page])

  function tell(event: ProviderEvent) {
    if (told.current) return
    told.current = true
    dialogRef.current?.close()
    onEventRef.current(event)
  }

  return (
    // The click outside (C33) is the pointer's way out; the keyboard's is Escape (onCancel) and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="modal-dialog provider-dialog stack"
      aria-labelledby={`${id}-titulo`}
      onCancel={(event) => {
        event.preventDefault()
        tell({ event: 'close' })
      }}
      // A click on the backdrop reaches the <dialog> itself; a click inside reaches its content.
      onClick={(event) => event.target === event.currentTarget && tell({ event: 'click-outside' })}
    >
      <h2 id={`${id}-titulo`} tabIndex={-1}>
        {props.title}
      </h2>
      <p>{props.lead}</p>
      {failed ? (
        <NotificationBanner tone="warning">
          <p>{paymentChannel.pay.providerUnavailable}</p>
          <p>
            <ButtonLink to={props.hostedUrl} reloadDocument>
              {paymentChannel.pay.openHosted}
            </ButtonLink>
          </p>
        </NotificationBanner>
      ) : null}
      <div ref={frameRef} className="provider-dialog__frame" />
      <div className="button-group">
        <Button variant="secondary" onClick={() => tell({ event: 'close' })}>
          {paymentChannel.pay.close}
        </Button>
      </div>
    </dialog>
  )
}

/**
 * A confirmation before a POST (decisions.md: the spec's modals). Without JavaScript the page's
 * link leads to a confirmation state of the same page (`confirming`, from a query parameter), an
 * in-page section with the question, the confirming POST form and a link back. Once hydrated,
 * the same link opens the same question and buttons in a modal <dialog> instead; "No" and Escape
 * close it and focus goes back to the link that opened it.
 */
import { Form, Link, useLocation } from '@remix-run/react'
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { useHydrated } from '~/utils/use-hydrated'
import { Button, SubmitButton } from './button'

export type OpenConfirmation = (event: MouseEvent<HTMLElement>) => void

export function ConfirmDialog(props: {
  /** The heading's id, which names the section or the dialog. */
  id: string
  question: string
  yesLabel: string
  noLabel: string
  /** True when the page was asked for its confirmation state. */
  confirming: boolean
  /** The page without its confirmation state: where "No" leads without JavaScript. */
  backTo: string
  /** What the page shows when not confirming; `open` is the onClick of the link to the confirmation state. */
  children: (open: OpenConfirmation) => ReactNode
}) {
  const { id, question, yesLabel, noLabel } = props
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const hydrated = useHydrated()

  // A failed confirmation comes back to this page with a notice; the dialog must not hide it.
  const { key } = useLocation()
  useEffect(() => {
    if (dialogRef.current?.open) dialogRef.current.close()
  }, [key])

  if (props.confirming) {
    return (
      <section className="confirm-box stack" aria-labelledby={id}>
        <h2 id={id}>{question}</h2>
        <Form method="post" className="button-group">
          <SubmitButton variant="warning">{yesLabel}</SubmitButton>
          <Link to={props.backTo} className="button button--secondary">
            {noLabel}
          </Link>
        </Form>
      </section>
    )
  }

  const open: OpenConfirmation = (event) => {
    const dialog = dialogRef.current
    if (!dialog) return
    event.preventDefault()
    opener.current = event.currentTarget
    dialog.showModal()
    // The safe answer takes the focus, not the destructive one that comes first.
    dialog.querySelector<HTMLButtonElement>('button[type="button"]')?.focus()
  }

  return (
    <>
      {props.children(open)}
      {hydrated ? (
        // Closing covers "No" and Escape alike.
        <dialog ref={dialogRef} className="modal-dialog stack" aria-labelledby={id} onClose={() => opener.current?.focus()}>
          <h2 id={id}>{question}</h2>
          <Form method="post" className="button-group">
            <SubmitButton variant="warning">{yesLabel}</SubmitButton>
            <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
              {noLabel}
            </Button>
          </Form>
        </dialog>
      ) : null}
    </>
  )
}

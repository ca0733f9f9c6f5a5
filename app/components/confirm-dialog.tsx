/**
 * The spec's modals (decisions.md). Without JavaScript a dialog is a state of its page, reached
 * by a link or a form submit that leads to a query parameter: an in-page section with the
 * dialog's heading, content and buttons. Once hydrated, the control that leads to that state
 * opens the same heading, content and buttons in a modal <dialog> instead; its close buttons and
 * Escape close it and focus goes back to the control that opened it. A state the page reaches at
 * the end of a journey (the registration's finish) opens as a modal by itself (`opensOnArrival`).
 * A state whose buttons are the page's only way on (a failed payment's choice) stays in the page
 * once its modal is closed (`inPageOnceClosed`), as without JavaScript, instead of leaving the page
 * without them; the next visit opens it as a modal again.
 *
 * `ConfirmDialog` is the confirmation before a POST: the confirming form and a "No".
 */
import { Form, Link, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useHydrated } from '~/utils/use-hydrated'
import { Button, SubmitButton } from './button'

export type OpenDialog = (event: MouseEvent<HTMLElement>) => void
export type OpenConfirmation = OpenDialog

/** How the content is shown: in the page (`modal` false) or in the modal, which `close` closes. */
export interface DialogView {
  modal: boolean
  close: () => void
}

export function PageDialog(props: {
  /** The heading's id, which names the section or the dialog. */
  id: string
  title: string
  /** True when the page was asked for this dialog's state (its query parameter). */
  requested: boolean
  /** With JavaScript, the requested state opens as a modal over the page instead of replacing it. */
  opensOnArrival?: boolean
  /** Closing that modal (Escape) shows the state in the page: the page has no way on without its buttons. */
  inPageOnceClosed?: boolean
  /** Classes of the in-page section. */
  className?: string
  /** Below the heading, in the section and in the modal alike. */
  content: (view: DialogView) => ReactNode
  /** Once the person has closed the modal (a close button, Escape); not when a navigation closes it. */
  onClose?: () => void
  /** What the page shows when not in this state; `open` is the onClick of the control that leads to it. */
  children: (open: OpenDialog) => ReactNode
}) {
  const { id, title, requested, content, onClose } = props
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const closedByNavigation = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const hydrated = useHydrated()
  const { key } = useLocation()
  // The visit (location key) on which the person closed the modal of a state kept in the page.
  const [closedOn, setClosedOn] = useState<string | null>(null)
  const keptInPage = props.inPageOnceClosed === true && closedOn === key
  const openedOnArrival = requested && props.opensOnArrival === true && hydrated && !keptInPage

  // A navigation closes the modal: a failed confirmation comes back to this page with a notice,
  // which the dialog must not hide. A state that opens on arrival opens then.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (openedOnArrival) {
      if (!dialog.open) show(dialog)
    } else if (dialog.open) {
      closedByNavigation.current = true
      dialog.close()
    }
  }, [key, openedOnArrival])

  // The focus was in the modal, which is gone: it goes to the same heading, now in the page.
  useEffect(() => {
    if (keptInPage) heading.current?.focus()
  }, [keptInPage])

  if (requested && !openedOnArrival) {
    return (
      <section className={props.className ?? 'confirm-box stack'} aria-labelledby={id}>
        <h2 id={id} ref={heading} tabIndex={keptInPage ? -1 : undefined}>
          {title}
        </h2>
        {content({ modal: false, close: () => {} })}
      </section>
    )
  }

  function show(dialog: HTMLDialogElement) {
    dialog.showModal()
    // The control marked for it takes the focus (a confirmation's safe answer), else the heading,
    // so a screen reader starts from the top of a long text.
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('h2')
    target?.focus()
  }

  const open: OpenDialog = (event) => {
    const dialog = dialogRef.current
    if (!dialog) return
    event.preventDefault()
    opener.current = event.currentTarget
    show(dialog)
  }

  function handleClose() {
    opener.current?.focus()
    if (closedByNavigation.current) {
      closedByNavigation.current = false
      return
    }
    if (props.inPageOnceClosed) setClosedOn(key)
    onClose?.()
  }

  return (
    <>
      {props.children(open)}
      {hydrated ? (
        // Closing covers the close buttons and Escape alike.
        <dialog ref={dialogRef} className="modal-dialog stack" aria-labelledby={id} onClose={handleClose}>
          <h2 id={id} tabIndex={-1}>
            {title}
          </h2>
          {content({ modal: true, close: () => dialogRef.current?.close() })}
        </dialog>
      ) : null}
    </>
  )
}

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
  /** What the confirming form posts (which item, which intent). */
  fields?: Record<string, string>
  /**
   * What the page shows when not confirming; `open` is the onClick of the link to the confirmation state. That link
   * names the question's heading (`?…#id`): without JavaScript the question is at the end of the page, and the browser
   * then scrolls to it and a keyboard or screen reader goes on from there.
   */
  children: (open: OpenConfirmation) => ReactNode
}) {
  const { yesLabel, noLabel } = props
  return (
    <PageDialog
      id={props.id}
      title={props.question}
      requested={props.confirming}
      content={({ modal, close }) => (
        <Form method="post" className="button-group">
          {Object.entries(props.fields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <SubmitButton variant="warning">{yesLabel}</SubmitButton>
          {modal ? (
            // The safe answer takes the focus, not the destructive one that comes first.
            <Button variant="secondary" onClick={close} data-autofocus>
              {noLabel}
            </Button>
          ) : (
            <Link to={props.backTo} className="button button--secondary">
              {noLabel}
            </Link>
          )}
        </Form>
      )}
    >
      {props.children}
    </PageDialog>
  )
}

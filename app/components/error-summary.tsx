import { useEffect, useRef, type MouseEvent } from 'react'
import { ui } from '~/copy/shell'
import type { FormMeta } from '~/forms/use-form'
import { NotificationBanner } from './notification-banner'

export type ErrorSummaryItem = {
  /** Id of the control in error: the link goes to `#fieldId`. */
  fieldId: string
  message: string
}

export type ErrorSummaryProps = {
  errors: ErrorSummaryItem[]
  /** Messages about the whole form (`form.errors`), shown as text. */
  formErrors?: string[]
  /** Changes on every submit that found errors: the summary takes focus again each time. */
  focusKey?: number
}

const NOT_FOCUSED_YET = Symbol('not focused yet')

/**
 * Whether the summary takes the focus: when it first shows problems, and after each submit that found some (a new
 * `focusKey`), never because a keystroke brought a problem back (the person is typing in the field; taking the focus
 * would drop her next keys). `focusedFor`: the key it last took the focus for.
 */
export function takesFocus(hasErrors: boolean, focusKey: unknown, focusedFor: unknown): boolean {
  return hasErrors && focusKey !== focusedFor
}

/**
 * GOV.UK error summary: a box at the top of the page listing every problem, each
 * linking to its field. Without JavaScript it is simply the first thing under the
 * h1. With JavaScript it takes focus when errors appear (so screen readers read
 * it at once) and its links focus the control while scrolling its label into view.
 *
 * Usage with `useForm` (~/forms/use-form): `<ErrorSummary {...summaryFromForm(form)} />`.
 */
export function ErrorSummary({ errors, formErrors = [], focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null)
  const hasErrors = errors.length > 0 || formErrors.length > 0
  const focusedFor = useRef<unknown>(NOT_FOCUSED_YET)

  useEffect(() => {
    if (!takesFocus(hasErrors, focusKey, focusedFor.current)) return
    focusedFor.current = focusKey
    ref.current?.focus()
  }, [hasErrors, focusKey])

  useErrorTitle(hasErrors, focusKey)

  if (!hasErrors) return null

  return (
    <div ref={ref} className="error-summary" tabIndex={-1}>
      <h2 className="error-summary__title">{ui.errorSummaryTitle}</h2>
      <ul className="error-summary__list">
        {formErrors.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A fragment link only scrolls; this also focuses the control and keeps its question visible. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const control = document.getElementById(fieldId)
  if (!control) return
  event.preventDefault()
  const question =
    control.closest('fieldset')?.querySelector('legend') ??
    document.querySelector(`label[for="${CSS.escape(fieldId)}"]`) ??
    control
  question.scrollIntoView()
  control.focus({ preventScroll: true })
}

/**
 * Builds the summary from `useForm`'s form metadata: the first message of each field, in the
 * order of the form's fields (`summaryErrors` is in it: GOV.UK's summary follows the page), plus
 * the form-level messages (under the empty name). Every control's id is `${formId}-${fieldName}`
 * (`fields.x.id`).
 */
export function summaryFromForm(form: Pick<FormMeta, 'id' | 'summaryErrors' | 'attempt'>): Required<ErrorSummaryProps> {
  const errors: ErrorSummaryItem[] = []
  const formErrors: string[] = []
  for (const [name, messages] of Object.entries(form.summaryErrors)) {
    if (!messages.length) continue
    if (name === '') formErrors.push(...messages)
    else errors.push({ fieldId: `${form.id}-${name}`, message: messages[0] ?? '' })
  }
  return { errors, formErrors, focusKey: form.attempt }
}

/**
 * A submit's problems where the form-level message is the server's answer (the API's words, a
 * limit) and belongs in a banner: the summary lists the fields, the banner says the rest. With
 * JavaScript, the banner takes the focus when it is all there is to say (a summary of fields takes
 * it otherwise), so that the person finds it from where she pressed the button.
 */
export function SubmitProblems({ form }: { form: Pick<FormMeta, 'id' | 'summaryErrors' | 'attempt' | 'errors'> }) {
  const serverMessage = form.errors?.[0]
  const summary = summaryFromForm(form)
  const ref = useRef<HTMLDivElement>(null)
  const alone = serverMessage !== undefined && summary.errors.length === 0
  // The banner alone is the form's problem too: the title says so, as the summary's errors make it say.
  useErrorTitle(alone, form.attempt)
  useEffect(() => {
    if (alone) ref.current?.focus()
  }, [alone, serverMessage, form.attempt])
  return (
    <>
      <ErrorSummary {...summary} formErrors={[]} />
      {serverMessage ? (
        <div ref={ref} tabIndex={-1} className="submit-problem">
          <NotificationBanner tone="error">
            <p>{serverMessage}</p>
          </NotificationBanner>
        </div>
      ) : null}
    </>
  )
}

/**
 * The title says "Error: " while a form's problems show (GOV.UK). After a page load the server has already written it
 * (see pageTitle); after a submit handled in the browser, it is added here, and taken off once they are gone.
 */
function useErrorTitle(showing: boolean, key: unknown) {
  useEffect(() => {
    if (!showing) return
    const prefix = ui.errorTitlePrefix
    if (!document.title.startsWith(prefix)) document.title = prefix + document.title
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length)
    }
  }, [showing, key])
}

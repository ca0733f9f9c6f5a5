/**
 * A form's fields and errors for the components in `~/components/field`: the server's answer
 * (conform's `SubmissionResult`, from `submission.reply()` in the action) plus, with JavaScript,
 * the field rules checked when a field is left, again while it is corrected, and on submit.
 *
 * The server half is conform (`parseWithZod`); this browser half replaces conform's `useForm`,
 * whose runtime alone would take a tenth of a page's JavaScript budget. It keeps conform's ids
 * (`${formId}-${name}`) so the error summary's links and the tests do not change.
 *
 * The error summary lists only what a submit found (GOV.UK): a field left with a mistake shows
 * its message beside it and does not pull the focus away from where the user is going.
 *
 * A field left empty is not a mistake yet (000 §5, C85: an empty value counts as valid): "required"
 * is the submit's to say. Once a submit has named a field, its message follows what is typed,
 * emptied included.
 *
 * A message found outside a submit waits for a mouse press or a tap in progress to end: it is
 * written above its input and would push down the button being pressed, which would then miss
 * the click.
 */
import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react'
import { afterPress, trackPresses } from './press'

type Errors = Record<string, string[]>

/** A field's browser check: the message for its value, or undefined (see `check` in field-rules). */
export type FieldCheck = (value: string) => string | undefined

export type FieldMeta = {
  id: string
  name: string
  descriptionId: string
  errorId: string
  /** What the server sent back (the typed value survives an error) or the form's starting value. */
  initialValue?: string
  errors?: string[]
}

export type FormMeta = {
  id: string
  /** Messages about the whole form (conform's errors under the empty name). */
  errors?: string[]
  /** What the error summary lists: the errors of the last submit still standing, in the order of the form's fields. */
  summaryErrors: Record<string, string[]>
  /** Changes on every submit that found errors, so the summary takes focus each time. */
  attempt: number
  /** Spread on the `<Form>`. */
  props: {
    id: string
    noValidate: true
    onSubmit: (event: FormEvent<HTMLFormElement>) => void
    onBlur: (event: FocusEvent<HTMLFormElement>) => void
    onInput: (event: FormEvent<HTMLFormElement>) => void
  }
}

export type FormOptions<Name extends string> = {
  id: string
  /**
   * Every field of the form with its browser check; `null` for a field only the server checks. In the page's order:
   * the error summary lists the fields' problems in it.
   */
  fields: Record<Name, FieldCheck | null>
  /**
   * Starts the form afresh when it changes: a form closed and opened again on the same page (the profile's e-mail,
   * `Cancelar` then `Actualizar email`) shows nothing of what was found before, in its fields or the error summary.
   */
  session?: string
  /** The action's answer. A new object is a new answer: one derived from it is made once (`useMemo`), not per render. */
  lastResult?: SubmissionResult<string[]> | null
  /**
   * The `intent`s of this form's buttons, on a page whose forms post to one action: the answer to another form's
   * submit is not this form's, so its errors are not listed in this form's summary, nor tied to fields it lacks.
   */
  intents?: readonly string[]
  /**
   * The server's answer to a check of some fields made without submitting (a fetcher on blur):
   * its messages show beside those fields only, like the browser's own checks.
   */
  checkResult?: SubmissionResult<string[]> | null
  defaultValue?: Partial<Record<Name, string>>
  /**
   * Text fields checked once typing has stopped for `ms` (002 §5.3: the clinical history's reason and
   * part, 300 ms) instead of at each keystroke; they are also checked then before being left.
   */
  settle?: { fields: readonly NoInfer<Name>[]; ms: number }
  /**
   * Required fields that a form's own rule flags when left empty, unlike C85's default ("an empty value counts as
   * valid"): the delivery forms (BR50, C74) and the payment group's cédula (C28).
   */
  requiredOnBlur?: readonly NoInfer<Name>[]
}

export type State = {
  result: SubmissionResult<string[]> | null | undefined
  checkResult: SubmissionResult<string[]> | null | undefined
  errors: Errors
  /** Fields checked again on every keystroke: those left once, or named by a submit. */
  watched: Set<string>
  /** Fields whose errors the summary lists. */
  submitted: Set<string>
  attempt: number
  /** The form's `session` (FormOptions) this state belongs to. */
  session?: string
}

export function fromResult(result: SubmissionResult<string[]> | null | undefined, previous?: State): State {
  const errors: Errors = {}
  for (const [name, messages] of Object.entries(result?.error ?? {})) if (messages?.length) errors[name] = messages
  const names = new Set(Object.keys(errors))
  const attempt = previous?.attempt ?? 0
  return {
    result,
    checkResult: previous?.checkResult,
    errors,
    watched: names,
    submitted: names,
    attempt: names.size > 0 ? attempt + 1 : attempt,
    session: previous?.session,
  }
}

/** The fields a check sent take its verdict; its form-level messages wait for the submit. */
export function withCheck(state: State, checkResult: SubmissionResult<string[]> | null | undefined): State {
  const errors = { ...state.errors }
  for (const name of Object.keys(checkResult?.initialValue ?? {})) {
    const messages = checkResult?.error?.[name]
    if (messages?.length) errors[name] = messages
    else delete errors[name]
  }
  return { ...state, checkResult, errors }
}

/**
 * The state after one field was checked outside a submit (left, or corrected while watched):
 * `message` is the field rule's verdict on `value`. An empty value clears the field's message
 * unless the last submit named the field, or the form's own rule flags it empty (`emptyFlagged`).
 */
export function afterFieldCheck(
  state: State,
  name: string,
  value: string,
  message: string | undefined,
  watch: boolean,
  emptyFlagged = false,
): State {
  // The browser's rules first; where they pass, what the server said of this very value stands.
  const verdict = message ?? serverVerdict(state, name, value)
  const shown = value.trim() === '' && !state.submitted.has(name) && !emptyFlagged ? undefined : verdict
  const errors = { ...state.errors }
  if (shown) errors[name] = [shown]
  else delete errors[name]
  return { ...state, errors, watched: watch ? new Set(state.watched).add(name) : state.watched }
}

/**
 * What the server last said of field `name` while it held `value` (a submit's answer, or a check's): it stands while the
 * value is unchanged. A value the browser's rules pass can still be one the server refused (a sanctioned affiliate's
 * cédula); checked again when it is left (as when Enter sends the form and the error summary takes the focus), the
 * field keeps the server's message instead of losing it.
 */
export function serverVerdict(state: Pick<State, 'result' | 'checkResult'>, name: string, value: string): string | undefined {
  for (const answer of [state.checkResult, state.result]) {
    const message = answer?.error?.[name]?.[0]
    // conform leaves a field sent empty out of the answer's values.
    const sent = answer?.initialValue?.[name]
    if (message && (typeof sent === 'string' ? sent : '').trim() === value.trim()) return message
  }
  return undefined
}

/**
 * What the summary lists: the errors the last submit named. A message keyed to no field of the form (a name that says
 * which of its actions failed: `envio`, `reenvio`) is the form's own, listed without a link to a field that is not there.
 * The fields come in the order of `fields` (the page's), not in the errors' own: conform's reply sorts them by name
 * (`celular`, `direccion`, `telefono` for a form that asks the landline before the address), and a message set again
 * on a keystroke moves to the end of the errors.
 */
export function summaryErrorsOf(state: Pick<State, 'errors' | 'submitted'>, fields: Record<string, unknown>): Errors {
  const listed: Errors = {}
  for (const [name, messages] of Object.entries(state.errors)) {
    if (!state.submitted.has(name)) continue
    const key = name === '' || Object.hasOwn(fields, name) ? name : ''
    listed[key] = [...(listed[key] ?? []), ...messages]
  }
  const ordered: Errors = {}
  for (const name of ['', ...Object.keys(fields)]) {
    const messages = listed[name]
    if (messages) ordered[name] = messages
  }
  return ordered
}

/** `result` when it answers a submit of one of `intents` (by the pressed button's `intent`), or of any form without them. */
export function ownResult(result: SubmissionResult<string[]> | null | undefined, intents?: readonly string[]) {
  if (!intents || !result) return result
  const intent = result.initialValue?.intent
  return typeof intent === 'string' && intents.includes(intent) ? result : undefined
}

function initialValue(result: SubmissionResult<string[]> | null | undefined, name: string, fallback?: string) {
  const value = result?.initialValue?.[name]
  return typeof value === 'string' ? value : fallback
}

/**
 * One timer per name: `schedule` runs the latest callback of a name once it has not been scheduled
 * again for `ms`; `cancel` drops them all (the form goes away).
 */
export function settler(ms: number) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  return {
    schedule(name: string, run: () => void) {
      clearTimeout(timers.get(name))
      timers.set(name, setTimeout(() => {
        timers.delete(name)
        run()
      }, ms))
    },
    cancel() {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}

/**
 * The state for this render: started afresh for another `session` (a form closed and opened again), else moved on to
 * a new answer of the server, else as it is.
 */
export function stateFor(state: State, lastResult: SubmissionResult<string[]> | null | undefined, session: string | undefined): State {
  if (state.session !== session) return { ...fromResult(lastResult), session }
  return state.result === lastResult ? state : fromResult(lastResult, state)
}

export function useForm<Name extends string>({
  id,
  fields,
  lastResult: anyResult,
  intents,
  checkResult,
  defaultValue,
  settle,
  requiredOnBlur,
  session,
}: FormOptions<Name>) {
  const lastResult = ownResult(anyResult, intents)
  const [state, setState] = useState<State>(() => ({ ...fromResult(lastResult), session }))
  const settling = useRef(settle ? settler(settle.ms) : null)
  useEffect(() => () => settling.current?.cancel(), [])
  // A new answer from the server replaces what the browser found, and a form opened again starts afresh (set while
  // rendering, so the page never shows the old errors with the new answer).
  const current = stateFor(state, lastResult, session)
  if (current !== state) setState(current)

  // A check's answer arrives at any moment: like the blur messages, it waits for a press to end.
  useEffect(() => trackPresses(), [])
  useEffect(() => {
    afterPress(() => setState((current) => (current.checkResult === checkResult ? current : withCheck(current, checkResult))))
  }, [checkResult])

  const checks = fields as Record<string, FieldCheck | null | undefined>
  // Fields the browser checks; the others (choices, say) are left to the server.
  const ruled = (name: string) => typeof checks[name] === 'function'
  const valueOf = (data: FormData, name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  const messageFor = (data: FormData, name: string) => checks[name]?.(valueOf(data, name))

  function check(form: HTMLFormElement, name: string, watch: boolean) {
    const data = new FormData(form)
    const value = valueOf(data, name)
    const message = messageFor(data, name)
    const emptyFlagged = (requiredOnBlur as readonly string[] | undefined)?.includes(name) ?? false
    afterPress(() => setState((current) => afterFieldCheck(current, name, value, message, watch, emptyFlagged)))
  }

  const controlName = (target: EventTarget) => (target as Partial<HTMLInputElement>).name ?? ''

  const form: FormMeta = {
    id,
    errors: state.errors[''],
    summaryErrors: summaryErrorsOf(state, checks),
    attempt: state.attempt,
    props: {
      id,
      noValidate: true,
      onBlur(event) {
        const name = controlName(event.target)
        if (ruled(name)) return check(event.currentTarget, name, true)
        // A field the browser does not check (a choice, a code): only what the server said of it, while it stands.
        if (name === '') return
        const value = valueOf(new FormData(event.currentTarget), name)
        afterPress(() => setState((current) => afterFieldCheck(current, name, value, undefined, false)))
      },
      onInput(event) {
        const name = controlName(event.target)
        if (ruled(name) && settle?.fields.includes(name as Name)) {
          const target = event.currentTarget
          settling.current?.schedule(name, () => check(target, name, true))
        } else if (ruled(name) && state.watched.has(name)) check(event.currentTarget, name, false)
      },
      onSubmit(event) {
        const data = new FormData(event.currentTarget)
        const found: Errors = {}
        for (const name of Object.keys(checks)) {
          const message = messageFor(data, name)
          if (message) found[name] = [message]
        }
        if (Object.keys(found).length === 0) return
        event.preventDefault()
        const names = new Set(Object.keys(found))
        setState((current) => ({
          ...current,
          errors: found,
          watched: new Set([...current.watched, ...names]),
          submitted: names,
          attempt: current.attempt + 1,
        }))
      },
    },
  }

  const meta = {} as Record<Name, FieldMeta>
  for (const name of Object.keys(fields) as Name[]) {
    meta[name] = {
      id: `${id}-${name}`,
      name,
      descriptionId: `${id}-${name}-description`,
      errorId: `${id}-${name}-error`,
      initialValue: initialValue(lastResult, name, defaultValue?.[name]),
      errors: state.errors[name],
    }
  }
  return [form, meta] as const
}

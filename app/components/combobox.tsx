import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { combobox as copy } from '~/copy/combobox'
import { filterByText } from '~/domain/text-search'
import { useHydrated } from '~/utils/use-hydrated'
import { cx } from './class-names'
import {
  activeIndex,
  comboboxUpdate,
  isExpanded,
  settledChoice,
  shownOptions,
  startState,
  statusText,
  type ComboboxEvent,
  type ComboboxOption,
  type ComboboxState,
  type OptionSource,
} from './combobox-state'
import { FieldError } from './field-error'

export type { ComboboxOption } from './combobox-state'

/**
 * A pick list to search: the medical booking's specialty (about forty, all known to the loader),
 * the call centre's medicine (flow A: the matches come from the API as the person types) and the
 * document type (two). The same `name` sends the chosen `value` with and without JavaScript, so
 * the step's action does not know which one the person had.
 *
 * - Specialty: `options` = every specialty, `defaultValue` = the draft's. A `<select>` without
 *   JavaScript; with it, the list is filtered in the browser by the domain's filter.
 * - Document type: the same, with two options.
 * - Medicine: `search = { param: 'medicamento', query, onSearch, loading }`. Without JavaScript a
 *   GET search field and the loader's matches as radios; with it, `onSearch` asks for the matches
 *   (e.g. `fetcher.load` of the route's own loader with `?medicamento=`) and `options` is the
 *   answer. `defaultValue`'s option must be among `options` for it to show as chosen.
 */
export type ComboboxProps = {
  /** The form field: the chosen option's value, or empty when none is chosen. */
  name: string
  /** The control the label and the error summary point at; the hint's and the error's ids derive from it. */
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  /** Every option (a local list), or the matches of the current search (`search.onSearch`). */
  options: readonly ComboboxOption[]
  /** The value chosen when the page loads (the draft's answer). */
  defaultValue?: string
  /** The empty first option of the plain list without JavaScript; "Seleccione una opción" by default. */
  placeholder?: string
  /** A search-then-choose form without JavaScript, for a long or a remote list; without it, a `<select>`. */
  search?: ComboboxSearch
  /**
   * Called with the chosen option's value when the person chooses another (with JavaScript), for a page that
   * redraws around the choice (the medical booking's specialty reloads its order types and doctors).
   */
  onChoose?: (value: string) => void
}

export type ComboboxSearch = {
  /** The GET parameter of the search without JavaScript, which the loader reads. */
  param: string
  /** What was searched, as the loader read it from the address: the search field keeps it. */
  query: string
  /**
   * A remote list: called, after a pause in the typing, with what is typed; the page passes the
   * answer back as `options`. Without it the list is local, and the search (with or without
   * JavaScript) filters `options` with the domain's filter.
   */
  onSearch?: (query: string) => void
  /** True while the answer to the last `onSearch` is on its way. */
  loading?: boolean
  /**
   * Where the search goes without JavaScript; the form's own address by default. A GET replaces
   * the address's query with the form's fields, so a parameter the step needs must be a field.
   */
  action?: string
}

/** What the plain control held when the page was hydrated: what the person did before the scripts ran. */
type Handoff = { value: string; text: string }

/**
 * Server render and before hydration: the plain control. Once the scripts run, the combobox,
 * starting from what the plain control holds (a choice made while the page loaded is kept).
 * Mounted after hydration (a client-side navigation, a remount by key), the combobox at once:
 * no plain control was drawn, so it starts from what that control would have held.
 */
export function Combobox(props: ComboboxProps) {
  const hydrated = useHydrated()
  const plain = useRef<HTMLDivElement>(null)
  const [handoff, setHandoff] = useState<Handoff | null>(() => (hydrated ? plainControlStart(props) : null))
  // Only the plain control's hand-off: a combobox mounted after hydration keeps its start (the draft's answer).
  useEffect(() => setHandoff((start) => start ?? readPlainControl(plain.current)), [])
  if (!handoff) return <PlainControl {...props} rootRef={plain} />
  return <ComboboxWidget {...props} start={handoff} />
}

/** What the plain control holds as it is drawn: the draft's answer, and the search the loader read. */
export const plainControlStart = ({ defaultValue, search }: Pick<ComboboxProps, 'defaultValue' | 'search'>): Handoff => ({
  value: defaultValue ?? '',
  text: search?.query ?? '',
})

function readPlainControl(root: HTMLElement | null): Handoff {
  const select = root?.querySelector('select')
  const checked = root?.querySelector<HTMLInputElement>('input[type="radio"]:checked')
  const search = root?.querySelector<HTMLInputElement>('input[type="search"]')
  return { value: select?.value ?? checked?.value ?? '', text: search?.value ?? '' }
}

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined

/** The plain form control: a select, or a search field (GET) with the matches as radios. */
function PlainControl({
  name,
  id,
  label,
  hint,
  error,
  options,
  defaultValue,
  placeholder,
  search,
  rootRef,
}: ComboboxProps & { rootRef?: Ref<HTMLDivElement> }) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const description = describedBy(hint !== undefined && hintId, error !== undefined && errorId)
  const matches = search?.onSearch ? options : filterByText(options, search?.query ?? '', (option) => option.label)
  const searched = (search?.query.trim() ?? '') !== ''

  return (
    <div ref={rootRef} className={cx('field', error && 'field--error')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint !== undefined ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error !== undefined ? <FieldError id={errorId} message={error} /> : null}
      {search ? (
        <>
          <div className="combobox-search">
            <input
              type="search"
              id={id}
              name={search.param}
              defaultValue={search.query}
              className="field__input"
              aria-describedby={description}
              aria-invalid={error ? true : undefined}
            />
            {/* Inside the step's form: this button turns its submission into the search's GET. */}
            <button type="submit" className="button button--secondary" formMethod="get" formAction={search.action} formNoValidate>
              {copy.search}
            </button>
          </div>
          {matches.length > 0 ? (
            <fieldset className="fieldset combobox-search__matches">
              <legend className="fieldset__legend">{copy.chooseMatch(matches.length)}</legend>
              <div className="radios">
                {matches.map((option, index) => (
                  <div className="radios__item" key={option.value}>
                    <input
                      type="radio"
                      id={`${id}-opcion-${index}`}
                      name={name}
                      value={option.value}
                      defaultChecked={option.value === defaultValue}
                      className="radios__input"
                    />
                    <label className="radios__label" htmlFor={`${id}-opcion-${index}`}>
                      {option.label}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
          ) : searched ? (
            <p className="combobox__empty">{copy.noResults}</p>
          ) : null}
        </>
      ) : (
        <select id={id} name={name} defaultValue={defaultValue ?? ''} aria-describedby={description} aria-invalid={error ? true : undefined}>
          <option value="">{placeholder ?? copy.choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </div>
  )
}

/** How long the typing must pause before the count is announced (screen readers would talk over it) or a remote search asked. */
const ANNOUNCE_DELAY_MS = 700
const SEARCH_DELAY_MS = 300

/**
 * The enhanced control: an editable combobox whose list filters as the person types (WAI-ARIA 1.2),
 * starting from what the plain control held (`start`). The typed text is not sent; a hidden field
 * sends the chosen option's value under `name`.
 */
export function ComboboxWidget({
  name,
  id,
  label,
  hint,
  error,
  options,
  search,
  start,
  onChoose,
}: ComboboxProps & { start: Handoff }) {
  const onSearch = search?.onSearch
  const source: OptionSource = { options, remote: onSearch !== undefined }
  const [state, setState] = useState<ComboboxState>(() => startState(source, start.value, start.text))
  const shown = shownOptions(state, source)
  const active = activeIndex(state, shown)
  const expanded = isExpanded(state, shown)
  // A remote search counts as under way from the keystroke, so "no results" does not flash before it is asked.
  const [searchDue, setSearchDue] = useState(false)
  const status = statusText(state, shown, { remote: source.remote, loading: searchDue || search?.loading === true })
  const announcement = useSettled(status, ANNOUNCE_DELAY_MS)
  const searchTimer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(searchTimer.current), [])
  const settled = settledChoice(state)
  const onChooseRef = useRef(onChoose)
  onChooseRef.current = onChoose
  const lastSettled = useRef(settled ?? '')
  useEffect(() => {
    if (settled === null || settled === lastSettled.current) return
    lastSettled.current = settled
    onChooseRef.current?.(settled)
  }, [settled])

  const labelId = `${id}-label`
  const listboxId = `${id}-opciones`
  const optionId = (index: number) => `${id}-opcion-${index}`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-opcion-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [id, active])

  const apply = (event: ComboboxEvent) => {
    const result = comboboxUpdate(state, event, source)
    setState(result.state)
    return result.handled
  }

  const onInput = (text: string) => {
    apply({ type: 'input', text })
    if (!onSearch) return
    clearTimeout(searchTimer.current)
    const due = text.trim() !== ''
    setSearchDue(due)
    if (!due) return
    searchTimer.current = setTimeout(() => {
      setSearchDue(false)
      onSearch(text)
    }, SEARCH_DELAY_MS)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return
    if (apply({ type: 'key', key: event.key, altKey: event.altKey })) event.preventDefault()
  }

  return (
    <div className={cx('field', 'combobox', error && 'field--error')}>
      <label id={labelId} className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint !== undefined ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error !== undefined ? <FieldError id={errorId} message={error} /> : null}
      <div className="combobox__control">
        <input
          type="text"
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy(hint !== undefined && hintId, error !== undefined && errorId)}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="field__input combobox__input"
          value={state.text}
          onChange={(event) => onInput(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onClick={() => apply({ type: 'open' })}
          onBlur={() => apply({ type: 'close' })}
        />
        <div id={listboxId} role="listbox" aria-labelledby={labelId} className="combobox__listbox" hidden={!expanded}>
          {shown.map((option, index) => (
            // The input keeps the focus (aria-activedescendant): a press on an option must not take it.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- its keys are the input's
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className={cx('combobox__option', option.value === state.chosen?.value && 'combobox__option--chosen')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply({ type: 'choose', option })}
            >
              {option.label}
            </div>
          ))}
        </div>
      </div>
      {status === copy.noResults ? <p className="combobox__empty">{copy.noResults}</p> : null}
      <input type="hidden" name={name} value={state.chosen?.value ?? ''} />
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  )
}

/** `value` once it has stayed the same for `delay` ms; an empty value at once (a closed list says nothing). */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState('')
  useEffect(() => {
    if (value === '') {
      setSettled('')
      return
    }
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/*
 * The combobox's behaviour as pure functions (WAI-ARIA 1.2 combobox with a listbox popup, list
 * autocomplete with manual selection): what a key or a keystroke does to the state, which options
 * the list shows and what the live region says. The component only wires them to the DOM, so the
 * behaviour is tested without one.
 */
import { combobox as copy } from '~/copy/combobox'
import { filterByText, sameSearchText, searchKey } from '~/domain/text-search'

/** One choice: `value` is what the form sends, `label` what the person reads and types. */
export type ComboboxOption = { value: string; label: string }

export type ComboboxState = {
  /** What the input shows: the search being typed, or the chosen option's label. */
  text: string
  /** Whether the list should show (it does only when it has options). */
  open: boolean
  /** Index, among the options shown, of the one with visual focus (aria-activedescendant); -1: none. */
  active: number
  /** The option the form sends; null sends an empty value, which the step's action refuses. */
  chosen: ComboboxOption | null
  /**
   * Whether `text` is what the person typed (or pasted): the list filters by it. False while `text` is the label a
   * choice put there, when the list offers every option. The text alone cannot tell: a pasted or autofilled option
   * name ("Medicina General") reads as its label, yet the list must still follow it, or Down and Enter would act on
   * the whole list.
   */
  typed: boolean
}

/**
 * Where the options come from. `local`: every option is known and the list is filtered here, with
 * the domain's filter. `remote`: the options are the answer to the last search, shown as given
 * (the API has its own way of matching).
 */
export type OptionSource = { options: readonly ComboboxOption[]; remote: boolean }

export type ComboboxEvent =
  | { type: 'input'; text: string }
  | { type: 'key'; key: string; altKey?: boolean }
  | { type: 'choose'; option: ComboboxOption }
  | { type: 'open' }
  | { type: 'close' }

/**
 * The value of a choice the person has settled on, for a page that acts on it (`onChoose`), or null while she has
 * not: an option picked from the list, or a typed name once she leaves the field or closes the list. A name typed on
 * the way to a longer one ("Cardiología" of "Cardiología pediátrica") is not yet a choice.
 */
export function settledChoice(state: ComboboxState): string | null {
  if (state.typed && state.open) return null
  return state.chosen?.value ?? ''
}

/** The state the combobox starts in: `value` chosen if it is an option, else `text` as typed. */
export function startState(source: OptionSource, value: string, text: string): ComboboxState {
  const chosen = source.options.find((option) => option.value === value) ?? null
  return { text: chosen?.label ?? text, open: false, active: -1, chosen, typed: chosen === null }
}

/**
 * The options the list shows. Right after a choice the local list shows every option (opening it
 * again offers the others, as a select would); once the person types, only what the text finds,
 * even when it is an option's very label; a blank search shows no remote option.
 */
export function shownOptions(state: ComboboxState, { options, remote }: OptionSource): readonly ComboboxOption[] {
  if (remote) return searchKey(state.text) === '' ? [] : options
  if (state.chosen && !state.typed) return options
  return filterByText(options, state.text, (option) => option.label)
}

/** The active index, or -1 when the options shown have changed under it (a remote answer came). */
export const activeIndex = (state: ComboboxState, shown: readonly ComboboxOption[]): number =>
  state.active < shown.length ? state.active : -1

/** Whether the list is displayed (aria-expanded): open and with something to show. */
export const isExpanded = (state: ComboboxState, shown: readonly ComboboxOption[]): boolean =>
  state.open && shown.length > 0

/**
 * What `event` does to `state`; `handled` says the key was the combobox's, so the page must not
 * also act on it (Enter must not submit the form, the arrows must not move the caret).
 */
export function comboboxUpdate(
  state: ComboboxState,
  event: ComboboxEvent,
  source: OptionSource,
): { state: ComboboxState; handled: boolean } {
  switch (event.type) {
    case 'input': {
      // A typed text that reads as one option's label is that choice ("pediatria" is "Pediatría").
      const chosen = source.options.find((option) => sameSearchText(option.label, event.text)) ?? null
      return { state: { text: event.text, open: true, active: -1, chosen, typed: true }, handled: true }
    }
    case 'choose':
      return { state: { text: event.option.label, open: false, active: -1, chosen: event.option, typed: false }, handled: true }
    case 'open':
      return { state: { ...state, open: true }, handled: true }
    case 'close':
      return { state: { ...state, open: false, active: -1 }, handled: true }
    case 'key':
      return onKey(state, event.key, event.altKey === true, source)
  }
}

function onKey(state: ComboboxState, key: string, altKey: boolean, source: OptionSource) {
  const shown = shownOptions(state, source)
  const expanded = isExpanded(state, shown)
  const active = activeIndex(state, shown)
  const last = shown.length - 1
  const chosenIndex = state.chosen ? shown.findIndex((option) => option.value === state.chosen?.value) : -1
  const to = (index: number) => ({ state: { ...state, open: true, active: index }, handled: true })
  const unhandled = { state, handled: false }

  switch (key) {
    case 'ArrowDown':
      // Alt+Down opens the list without moving into it; Down from a closed list starts at the choice.
      if (!expanded) return to(altKey || last < 0 ? -1 : Math.max(chosenIndex, 0))
      return to(active >= last ? 0 : active + 1)
    case 'ArrowUp':
      if (!expanded) return to(chosenIndex >= 0 ? chosenIndex : last)
      return to(active <= 0 ? last : active - 1)
    // Home and End move in the list once the person is in it; while typing they move the caret.
    case 'Home':
      return expanded && active >= 0 ? to(0) : unhandled
    case 'End':
      return expanded && active >= 0 ? to(last) : unhandled
    case 'Enter': {
      const option = expanded && active >= 0 ? shown[active] : undefined
      // Without an option in focus, Enter is the form's: it submits what is chosen.
      return option ? comboboxUpdate(state, { type: 'choose', option }, source) : unhandled
    }
    case 'Escape':
      // First it closes the list (or the "no results" line), then it clears the field (APG).
      if (state.open) return { state: { ...state, open: false, active: -1 }, handled: true }
      if (state.text !== '' || state.chosen) return { state: { text: '', open: false, active: -1, chosen: null, typed: true }, handled: true }
      return unhandled
    default:
      return unhandled
  }
}

/** What the polite live region says: how many options the open list has, or that a search is under way. */
export function statusText(state: ComboboxState, shown: readonly ComboboxOption[], { remote, loading }: { remote: boolean; loading: boolean }): string {
  if (!state.open) return ''
  if (remote && searchKey(state.text) === '') return ''
  if (loading) return copy.searching
  return shown.length === 0 ? copy.noResults : copy.available(shown.length)
}

import { describe, expect, it } from 'vitest'
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

const option = (value: string, label: string): ComboboxOption => ({ value, label })
const specialties = [
  option('1', 'Cardiología'),
  option('2', 'Cardiología pediátrica'),
  option('3', 'Dermatología'),
  option('4', 'Pediatría'),
]
const local: OptionSource = { options: specialties, remote: false }
const blank: ComboboxState = startState(local, '', '')

type Step = ComboboxEvent | string
/** Plays typed texts (`'type:…'`), key names and events on `state`; the last `handled` comes back too. */
function play(steps: Step[], state = blank, source = local) {
  let handled = false
  for (const step of steps) {
    const event: ComboboxEvent =
      typeof step !== 'string' ? step : step.startsWith('type:') ? { type: 'input', text: step.slice(5) } : { type: 'key', key: step }
    ;({ state, handled } = comboboxUpdate(state, event, source))
  }
  return { state, handled }
}
const labels = (state: ComboboxState, source = local) => shownOptions(state, source).map((o) => o.label)
const activeLabel = (state: ComboboxState, source = local) => {
  const shown = shownOptions(state, source)
  return shown[activeIndex(state, shown)]?.label
}

describe('startState', () => {
  it('starts on the chosen option, read as its label, with the list closed', () => {
    expect(startState(local, '4', 'ignored')).toEqual({ text: 'Pediatría', open: false, active: -1, chosen: specialties[3], typed: false })
  })

  it('keeps the searched text when no option is chosen (or the value is no option)', () => {
    expect(startState(local, '99', 'cardio')).toEqual({ text: 'cardio', open: false, active: -1, chosen: null, typed: true })
  })
})

describe('typing', () => {
  it('opens the list on the matches of the domain filter, none in focus, none chosen', () => {
    const { state } = play(['type:cardio'])
    expect(state).toMatchObject({ text: 'cardio', open: true, active: -1, chosen: null })
    expect(labels(state)).toEqual(['Cardiología', 'Cardiología pediátrica'])
  })

  it('chooses the option a typed text reads as, without accents or capitals', () => {
    expect(play(['type:pediatria']).state.chosen).toEqual(specialties[3])
  })

  it('drops the choice when the text is edited away from it', () => {
    const chosen = startState(local, '4', '')
    expect(play(['type:Pediatrí'], chosen).state.chosen).toBeNull()
  })

  it('shows every option right after a choice, so the list can be opened to change it', () => {
    expect(labels(startState(local, '1', ''))).toHaveLength(4)
    const chosen = play(['type:pedia', 'ArrowDown', 'Enter']).state
    expect(labels(chosen)).toHaveLength(4)
    expect(activeLabel(play(['ArrowDown'], chosen).state)).toBe('Pediatría')
  })

  // A paste or an autofill is one input event with the whole text, which is an option's very label.
  it('filters by an option’s exact label pasted in one go, so Down and Enter choose that option', () => {
    const pasted = play(['type:Pediatría']).state
    expect(pasted).toMatchObject({ open: true, active: -1, chosen: specialties[3] })
    expect(labels(pasted)).toEqual(['Pediatría'])
    const down = play(['ArrowDown'], pasted).state
    expect(activeLabel(down)).toBe('Pediatría')
    expect(play(['Enter'], down).state.chosen).toEqual(specialties[3])
  })

  it('filters by the text typed last, even when typing over a choice ends on an option’s label', () => {
    const typed = play(['type:D', 'type:De', 'type:Derm', 'type:Dermatología'], startState(local, '1', '')).state
    expect(labels(typed)).toEqual(['Dermatología'])
    expect(play(['ArrowDown', 'Enter'], typed).state.chosen).toEqual(specialties[2])
    // Enter at once is the form's: it submits the option the text reads as.
    expect(play(['Enter'], typed)).toMatchObject({ handled: false, state: { chosen: specialties[2] } })
  })

  it('keeps following the pasted label once the list is closed and opened again', () => {
    const reopened = play(['type:Dermatología', 'Escape', 'ArrowDown']).state
    expect(labels(reopened)).toEqual(['Dermatología'])
    expect(activeLabel(reopened)).toBe('Dermatología')
  })
})

describe('keys', () => {
  it('Down opens a closed list on its first option, then walks it and wraps around', () => {
    const opened = play(['ArrowDown'])
    expect(opened.handled).toBe(true)
    expect(isExpanded(opened.state, shownOptions(opened.state, local))).toBe(true)
    expect(activeLabel(opened.state)).toBe('Cardiología')
    const state = play(['ArrowDown', 'ArrowDown', 'ArrowDown'], opened.state).state
    expect(activeLabel(state)).toBe('Pediatría')
    expect(activeLabel(play(['ArrowDown'], state).state)).toBe('Cardiología')
  })

  it('Up opens a closed list on its last option and wraps from the first to the last', () => {
    expect(activeLabel(play(['ArrowUp']).state)).toBe('Pediatría')
    expect(activeLabel(play(['type:cardio', 'ArrowDown', 'ArrowUp']).state)).toBe('Cardiología pediátrica')
  })

  it('opens a closed list on the chosen option', () => {
    expect(activeLabel(play(['ArrowDown'], startState(local, '3', '')).state)).toBe('Dermatología')
  })

  it('Alt+Down opens the list without moving into it', () => {
    const { state } = play([{ type: 'key', key: 'ArrowDown', altKey: true }])
    expect(state).toMatchObject({ open: true, active: -1 })
  })

  it('Home and End go to the first and last option once in the list; while typing they are the caret’s', () => {
    const inList = play(['type:a', 'ArrowDown', 'ArrowDown']).state
    expect(activeLabel(play(['End'], inList).state)).toBe('Pediatría')
    expect(activeLabel(play(['End', 'Home'], inList).state)).toBe('Cardiología')
    const typing = play(['type:a'])
    expect(play(['Home'], typing.state)).toEqual({ state: typing.state, handled: false })
    expect(play(['End'], typing.state).handled).toBe(false)
  })

  it('Enter chooses the option in focus, closes the list and keeps the form from submitting', () => {
    const { state, handled } = play(['type:cardio', 'ArrowDown', 'ArrowDown', 'Enter'])
    expect(handled).toBe(true)
    expect(state).toEqual({ text: 'Cardiología pediátrica', open: false, active: -1, chosen: specialties[1], typed: false })
  })

  it('Enter without an option in focus is left to the form (it submits)', () => {
    expect(play(['type:cardio', 'Enter']).handled).toBe(false)
    expect(play(['Enter']).handled).toBe(false)
  })

  it('Escape closes the list and keeps the text, then clears the text and the choice', () => {
    const open = play(['type:pediatria', 'ArrowDown']).state
    const closed = play(['Escape'], open)
    expect(closed).toMatchObject({ handled: true, state: { text: 'pediatria', open: false, active: -1, chosen: specialties[3] } })
    const cleared = play(['Escape'], closed.state)
    expect(cleared).toMatchObject({ handled: true, state: { text: '', open: false, chosen: null } })
    expect(play(['Escape'], cleared.state).handled).toBe(false)
  })

  it('leaves other keys to the input (letters, Tab)', () => {
    const state = play(['type:car']).state
    expect(play(['Tab'], state)).toEqual({ state, handled: false })
    expect(play(['d'], state).handled).toBe(false)
  })

  it('does not open an empty list: a search without matches is not expanded', () => {
    const { state } = play(['type:zzz', 'ArrowDown'])
    expect(isExpanded(state, shownOptions(state, local))).toBe(false)
    expect(play(['Enter'], state).handled).toBe(false)
  })

  it('closes on leaving the field, keeping the text and the choice', () => {
    const { state } = play(['type:pediatria', 'ArrowDown', { type: 'close' }])
    expect(state).toMatchObject({ text: 'pediatria', open: false, active: -1, chosen: specialties[3] })
  })

  it('chooses a pressed option', () => {
    expect(play(['type:derma', { type: 'choose', option: specialties[2] as ComboboxOption }]).state.text).toBe('Dermatología')
  })
})

describe('a remote list (the call centre’s medicine search)', () => {
  const answer = [option('Ibuprofeno 400 mg', 'Ibuprofeno 400 mg'), option('Actron 400', 'Actron 400')]
  const remote: OptionSource = { options: answer, remote: true }

  it('shows the answer as given: the API matched it, not the domain filter', () => {
    expect(labels(play(['type:ibu'], blank, remote).state, remote)).toEqual(['Ibuprofeno 400 mg', 'Actron 400'])
  })

  it('shows nothing for a blank search', () => {
    expect(labels(play(['type:  '], blank, remote).state, remote)).toEqual([])
  })

  it('drops the focus when a new, shorter answer leaves it outside the list', () => {
    const state = play(['type:i', 'ArrowUp'], blank, remote).state
    expect(activeIndex(state, shownOptions(state, remote))).toBe(1)
    const shorter: OptionSource = { options: answer.slice(0, 1), remote: true }
    expect(activeIndex(state, shownOptions(state, shorter))).toBe(-1)
  })
})

describe('statusText (the polite live region)', () => {
  const say = (state: ComboboxState, source = local, loading = false) =>
    statusText(state, shownOptions(state, source), { remote: source.remote, loading })

  it('counts the matches of the open list, in Spanish', () => {
    expect(say(play(['type:cardio']).state)).toBe('2 resultados disponibles')
    expect(say(play(['type:derma']).state)).toBe('1 resultado disponible')
    expect(say(play(['type:zzz']).state)).toBe('No hay resultados')
  })

  it('says nothing while the list is closed', () => {
    expect(say(play(['type:cardio', 'Escape']).state)).toBe('')
  })

  it('says a remote search is under way, and nothing for a blank one', () => {
    const remote: OptionSource = { options: [], remote: true }
    expect(say(play(['type:ibu'], blank, remote).state, remote, true)).toBe('Buscando…')
    expect(say(play(['type: '], blank, remote).state, remote, true)).toBe('')
  })
})

describe('settledChoice (what onChoose reports)', () => {
  it('is nothing yet while a typed name may be on the way to a longer one', () => {
    expect(settledChoice(play(['type:Cardiología']).state)).toBeNull()
    expect(settledChoice(play(['type:Cardiología pediátrica']).state)).toBeNull()
  })

  it('is the typed name once the list closes or the field is left', () => {
    expect(settledChoice(play(['type:Cardiología', 'Escape']).state)).toBe('1')
    expect(settledChoice(play(['type:Cardiología pediátrica', { type: 'close' }]).state)).toBe('2')
  })

  it('is an option picked from the list at once', () => {
    expect(settledChoice(play(['type:cardio', 'ArrowDown', 'ArrowDown', 'Enter']).state)).toBe('2')
    expect(settledChoice(play([{ type: 'choose', option: specialties[2]! }]).state)).toBe('3')
  })

  it('is empty for a text that names no option, once left', () => {
    expect(settledChoice(play(['type:zzz', { type: 'close' }]).state)).toBe('')
  })
})

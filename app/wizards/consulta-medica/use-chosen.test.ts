import type * as React from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { someChecked, useChosen } from './use-chosen'

/*
 * The unit tests have no DOM: the hook runs on a few lines of React's hooks (state kept between renders, effects run
 * after each render, renders again while an effect changes the state, an external store read as the browser's) and on
 * a document that only finds the radios.
 */
const react = vi.hoisted(() => {
  let slots: unknown[] = []
  let index = 0
  let effects: Array<() => void> = []
  let changed = false
  return {
    reset() {
      slots = []
    },
    /** The hook's result once its effects have settled, as the page shows it. */
    render<T>(hook: () => T): T {
      for (let pass = 0; pass < 10; pass++) {
        index = 0
        effects = []
        changed = false
        const result = hook()
        for (const effect of effects) effect()
        if (!changed) return result
      }
      throw new Error('the effects change the state at every render')
    },
    useState<T>(initial: T | (() => T)) {
      const at = index++
      if (!(at in slots)) slots[at] = typeof initial === 'function' ? (initial as () => T)() : initial
      const set = (next: T) => {
        if (Object.is(slots[at], next)) return
        slots[at] = next
        changed = true
      }
      return [slots[at] as T, set] as const
    },
    useEffect(effect: () => void, deps?: readonly unknown[]) {
      const at = index++
      const before = slots[at] as readonly unknown[] | undefined
      if (deps && before && deps.every((dep, i) => Object.is(dep, before[i]))) return
      slots[at] = deps
      effects.push(effect)
    },
    /** A page already hydrated (useHydrated): the browser's snapshot. */
    useSyncExternalStore<T>(_subscribe: unknown, snapshot: () => T): T {
      return snapshot()
    },
  }
})
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof React>()),
  useState: react.useState,
  useEffect: react.useEffect,
  useSyncExternalStore: react.useSyncExternalStore,
}))

type Radio = { name: string; value: string; checked: boolean }
let radios: Radio[] = []
vi.stubGlobal('document', { getElementsByName: (name: string) => radios.filter((radio) => radio.name === name) })
afterEach(() => react.reset())

const slot = (value: string, checked = false): Radio => ({ name: 'turno', value, checked })
const changeOf = (target: Radio) => ({ target }) as unknown as React.FormEvent<HTMLFormElement>

describe('someChecked', () => {
  it('is true when one of the controls is checked, false when none is or there is none', () => {
    const controls = (...checked: boolean[]) => checked.map((each) => ({ checked: each }) as unknown as Element)
    expect(someChecked(controls(false, true))).toBe(true)
    expect(someChecked(controls(false, false))).toBe(false)
    expect(someChecked([])).toBe(false)
  })
})

describe('useChosen', () => {
  it('disables Continuar until a radio of the field is checked, then enables it', () => {
    radios = [slot('a'), slot('b'), { name: 'desde', value: '14', checked: true }]
    const hook = () => useChosen('turno', false)
    expect(react.render(hook).disabled).toBe(true)
    const chosen = slot('b', true)
    radios = [slot('a'), chosen]
    react.render(hook).onChange(changeOf(chosen))
    expect(react.render(hook).disabled).toBe(false)
  })

  it('disables it again when the chosen slot is filtered away: no radio left is checked', () => {
    radios = [slot('a'), slot('b', true)]
    const hook = () => useChosen('turno', true)
    expect(react.render(hook).disabled).toBe(false)
    radios = [slot('a')]
    expect(react.render(hook).disabled).toBe(true)
    radios = []
    expect(react.render(hook).disabled).toBe(true)
  })

  it('enables it when the radios redrawn bring a checked one (the draft’s slot back, or one checked before hydration)', () => {
    radios = [slot('a', true)]
    expect(react.render(() => useChosen('turno', false)).disabled).toBe(false)
  })
})

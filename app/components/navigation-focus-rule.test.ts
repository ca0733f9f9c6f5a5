import { describe, expect, it } from 'vitest'
import { focusMove, type FocusFacts, type FocusMove } from './navigation-focus-rule'

describe('focusMove', () => {
  const cases: Array<[string, FocusFacts, FocusMove]> = [
    // A new page: its heading, as after a page load, whatever had the focus.
    ['a wizard step reached by its POST, the button gone', { samePage: false, focus: 'lost', controlShown: false }, 'heading'],
    ['a header link, which survives the navigation', { samePage: false, focus: 'kept', controlShown: false }, 'heading'],
    ['a new page whose dialog opened on arrival', { samePage: false, focus: 'taken', controlShown: false }, 'stay'],
    // The same page.
    ['a refused submit: the error summary took the focus', { samePage: true, focus: 'taken', controlShown: true }, 'stay'],
    ['a fetcher redirected back, its button kept the focus', { samePage: true, focus: 'kept', controlShown: true }, 'stay'],
    ['a filter in the query', { samePage: true, focus: 'kept', controlShown: false }, 'stay'],
    [
      'a fetcher redirected back, its button disabled while the press was on its way',
      { samePage: true, focus: 'lost', controlShown: true },
      'control',
    ],
    ['a step’s error screen replacing its form', { samePage: true, focus: 'lost', controlShown: false }, 'heading'],
  ]

  it.each(cases)('%s', (_name, facts, expected) => {
    expect(focusMove(facts)).toBe(expected)
  })
})

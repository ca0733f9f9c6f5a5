/**
 * Where the focus goes once the browser shows the location a navigation led to (`NavigationFocus` moves it). A new
 * page starts from its heading, as after a page load. The same page updated in place (a filter in the query, a form
 * or a fetcher whose action redirected back to it, a refused submit answered on it) leaves the person where she was.
 */

/** The focus when the new location is shown, against the element that had it when the navigation started. */
export type FocusNow =
  /** Still on that element. */
  | 'kept'
  /** On another element: the page took it itself (an error summary after a refused submit, a dialog). */
  | 'taken'
  /** On nothing (<body>), or on an element no longer in the page. */
  | 'lost'

export type FocusMove =
  /** Nothing to do. */
  | 'stay'
  /** Back to the control the submission was sent from. */
  | 'control'
  /** To the page's heading (or the fragment's element), as after a page load. */
  | 'heading'

export interface FocusFacts {
  /** The path is the one shown before (the query and the fragment may differ). */
  samePage: boolean
  focus: FocusNow
  /** The control a submit was sent from (its focused button or field) is still in the page. */
  controlShown: boolean
}

export function focusMove({ samePage, focus, controlShown }: FocusFacts): FocusMove {
  if (focus === 'taken') return 'stay'
  if (!samePage) return 'heading'
  if (focus === 'kept') return 'stay'
  // The page and its control are the same: the control lost the focus while its submission was on its way (a button
  // disabled meanwhile), not because the page changed, so the person goes on from it. A control gone means the form
  // was replaced (a step's error screen): its heading says what is there now.
  return controlShown ? 'control' : 'heading'
}

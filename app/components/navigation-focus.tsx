/**
 * After a navigation made in the browser, the new page is announced and the focus starts from its
 * top, as after a page load: the focus moves to the page's h1 (whose text is the page's title), or
 * to <main> when the page has none, whose title a polite live region then reads out.
 *
 * Nothing happens on the first load (the browser does it), nor when something on the new page
 * has taken the focus itself (the error summary after a refused submit, a dialog). Within one
 * page (the same path: a filter in the query, a fragment link, a submit answered on the page) the
 * focus stays where the person is; when it was lost meanwhile, it goes back to the control the
 * submit came from if that is still there, else to the heading (a step's error screen replacing
 * its form). The rule itself: navigation-focus-rule.ts.
 */
import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { focusMove, type FocusNow } from './navigation-focus-rule'

export const MAIN_ID = 'contenido'

function focusWithoutScroll(element: HTMLElement) {
  // Not focusable by itself: reachable by script only, out of the tab order.
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  // Scrolling is ScrollRestoration's: the top of a new page, the place left on a back navigation.
  element.focus({ preventScroll: true })
}

/** Focuses a control the person used again; false when it cannot take the focus now (disabled, hidden). */
function focusAgain(control: Element | null): boolean {
  if (!(control instanceof HTMLElement)) return false
  control.focus({ preventScroll: true })
  return document.activeElement === control
}

/** The fragment's element, when the location names one that exists. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}

export function NavigationFocus() {
  const location = useLocation()
  const navigation = useNavigation()
  const [announcement, setAnnouncement] = useState('')
  const shown = useRef({ key: location.key, pathname: location.pathname })
  // What had the focus when the navigation started.
  const focusedAtStart = useRef<Element | null>(null)
  // What had the focus when the last form was submitted: a control that disables itself while its submission is on
  // its way (or a fetcher's, which is no navigation until its action redirects) has lost it by the navigation's start.
  const submittedFrom = useRef<Element | null>(null)

  useEffect(() => {
    // Captured on the window: before the form's own handlers have started the submission.
    const record = () => {
      submittedFrom.current = document.activeElement
    }
    window.addEventListener('submit', record, true)
    return () => window.removeEventListener('submit', record, true)
  }, [])

  useEffect(() => {
    if (navigation.state !== 'idle' && focusedAtStart.current === null) focusedAtStart.current = document.activeElement
  }, [navigation.state])

  useEffect(() => {
    const previous = shown.current
    if (previous.key === location.key) return
    shown.current = { key: location.key, pathname: location.pathname }
    const before = focusedAtStart.current
    const control = submittedFrom.current
    focusedAtStart.current = null
    submittedFrom.current = null

    const active = document.activeElement
    const focusLost = active === null || active === document.body || !active.isConnected
    // Something on the new page took the focus itself (children's effects run before this one).
    const focus: FocusNow = focusLost ? 'lost' : active === before ? 'kept' : 'taken'
    const controlShown = control !== null && control !== document.body && control.isConnected
    const move = focusMove({ samePage: previous.pathname === location.pathname, focus, controlShown })
    if (move === 'stay') return
    if (move === 'control' && focusAgain(control)) return

    const main = document.getElementById(MAIN_ID)
    if (!main) return
    const target = fragmentTarget(location.hash) ?? main.querySelector<HTMLElement>('h1') ?? main
    focusWithoutScroll(target)
    // A heading reads its own text when focused; <main> has none: say the page's title.
    setAnnouncement(target === main ? document.title : '')
  }, [location.key, location.pathname, location.hash])

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  )
}

/**
 * A native <details> disclosure (a menu) that, with JavaScript, also closes on Escape (focus back
 * on its summary), on a press outside it and after a navigation: the header survives client-side
 * navigations, so a chosen entry must not leave its menu open. Without JavaScript the <details>
 * opens and closes by itself, with the mouse and the keyboard.
 */
import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/** Whether the summary is on screen: a menu shown open on wide screens hides its summary. */
const displayed = (element: Element | null): element is HTMLElement => element instanceof HTMLElement && element.getClientRects().length > 0

export function useDismissableDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null)
  const { key } = useLocation()
  const shownKey = useRef(key)

  useEffect(() => {
    const details = ref.current
    if (!details) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      const summary = details.querySelector('summary')
      if (!displayed(summary)) return
      details.open = false
      summary.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false
    }
    details.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      details.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [])

  useEffect(() => {
    if (shownKey.current === key) return
    shownKey.current = key
    if (ref.current) ref.current.open = false
  }, [key])

  return ref
}

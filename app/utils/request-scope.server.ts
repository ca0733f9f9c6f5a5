/**
 * What one HTTP request shares across the loaders and the action Remix runs for it.
 *
 * Remix hands each loader its own copy of the Request, so nothing keyed on the Request object is
 * shared by the loaders of one page. The server runs each request's handler inside a scope
 * (`inRequestScope`), and modules keep per-request memos in it (the session read, say).
 *
 * The AsyncLocalStorage lives on globalThis under a registered symbol: the server entry and the
 * Remix build are separate bundles, each with its own copy of this module, and both must use
 * the same storage. Outside a scope (unit tests, scripts) `requestScope()` is undefined and
 * callers fall back to reading each time.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

type Scope = Map<string, unknown>

const KEY = Symbol.for('portal.request-scope')
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<Scope> }

function scopes(): AsyncLocalStorage<Scope> {
  return (holder[KEY] ??= new AsyncLocalStorage<Scope>())
}

/** Runs `handle` (and everything it starts) inside a new, empty request scope. */
export function inRequestScope<T>(handle: () => T): T {
  return scopes().run(new Map(), handle)
}

/** The current request's scope, or undefined outside one. */
export function requestScope(): Scope | undefined {
  return scopes().getStore()
}

/**
 * What one HTTP request shares across the loaders and the action Remix runs for it.
 *
 * Remix hands each loader its own copy of the Request, so nothing keyed on the Request object is
 * shared by the loaders of one page; and the copy is a GET even when the page answers a form's
 * POST (`sentMethod`). The server runs each request's handler inside a scope (`inRequestScope`),
 * and modules keep per-request memos in it (the session read, say).
 *
 * The AsyncLocalStorage lives on globalThis under a registered symbol: the server entry and the
 * Remix build are separate bundles, each with its own copy of this module, and both must use
 * the same storage. Outside a scope (unit tests, scripts) `requestScope()` is undefined and
 * callers fall back to reading each time.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

type Scope = Map<string | symbol, unknown>

// Registered, as the storage's key is: the server entry's copy of this module sets it, the Remix build's reads it.
const METHOD = Symbol.for('portal.request-scope.method')

const KEY = Symbol.for('portal.request-scope')
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<Scope> }

function scopes(): AsyncLocalStorage<Scope> {
  return (holder[KEY] ??= new AsyncLocalStorage<Scope>())
}

/**
 * Runs `handle` (and everything it starts) inside a new request scope; `method`, the server's, is the one the browser
 * sent. Without it (a test's scope), `sentMethod` reads each request's own.
 */
export function inRequestScope<T>(handle: () => T, method?: string): T {
  return scopes().run(new Map(method ? [[METHOD, method.toUpperCase()]] : []), handle)
}

/**
 * The method the browser sent. Remix renders the page that answers a refused POST with loaders given a GET of its
 * own: this tells that page apart from a page asked for (a refused form must not start a new draft, say). Outside a
 * scope, the request's own method.
 */
export function sentMethod(request: Request): string {
  return (requestScope()?.get(METHOD) as string | undefined) ?? request.method
}

const ANSWERED_WITH_PAGE = Symbol.for('portal.request-scope.answered-with-page')

/**
 * Marks the POST being answered as answered with the next page itself, not with its form refused: a form-stored
 * wizard has nothing stored to redirect to (`answerFormStep`). The root then does not title the page `Error:`.
 */
export function markAnsweredWithPage(): void {
  requestScope()?.set(ANSWERED_WITH_PAGE, true)
}

/** Whether this request's action answered with the next page (`markAnsweredWithPage`). */
export function answeredWithPage(): boolean {
  return requestScope()?.get(ANSWERED_WITH_PAGE) === true
}

/** The current request's scope, or undefined outside one. */
export function requestScope(): Scope | undefined {
  return scopes().getStore()
}

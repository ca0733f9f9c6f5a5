/**
 * The route-test driver: loaders and actions called with real Requests the way Remix calls them
 * (the load context server.ts would give, a signed-in session made through the real login action
 * against the test sandbox, the Response a handler throws, a `data()` reply read as such) and a
 * wizard's steps walked as a browser without JavaScript walks them. One copy for every route test.
 */
import type { AppLoadContext } from '@remix-run/node'
import { expect } from 'vitest'
import { basePathOf, stepPath, type DraftBase } from '~/wizards/wizard'
import { readDraft, type DraftWizard } from '~/wizards/drafts.server'

export const loadContext: AppLoadContext = { cspNonce: '', requestId: 'test', clientAddress: '127.0.0.1' }

export const DEMO_PASSWORD = 'Socio2026'

/** POSTs a form to an action the way a browser without JavaScript would. */
export function formRequest(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  })
}

/** The `name=value` part of a Set-Cookie header, ready for a Cookie header. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get('set-cookie')
  if (!setCookie) throw new Error('the response sets no cookie')
  return setCookie.split(';')[0]!
}

/** Signs in through the login action and returns the session cookie. */
export async function signIn(ci: string, password = DEMO_PASSWORD): Promise<string> {
  const { action } = await import('~/routes/login')
  const response = await action({ request: formRequest('http://localhost/login', { ci, password }), params: {}, context: loadContext })
  if (!(response instanceof Response) || response.status !== 302) throw new Error(`login of ${ci} failed`)
  return cookieFrom(response)
}

/**
 * The Response (usually a redirect) that a loader, action or guard throws. Remix control flow
 * throws Responses, so `rejects` alone would hide which status and location came back.
 */
export async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown Response, but the promise resolved')
}

/** The origin route tests address: a loader only reads its path and query. */
export const ORIGIN = 'http://localhost'

/**
 * A loader or an action as Remix calls it. One type for every route module, so a helper can take
 * any of them without knowing what it returns.
 */
export type RouteHandler = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown

/**
 * What `data(body, init)` gives a test: Remix unwraps it for the page, so loaders and actions return
 * this object, not a Response. Every reply the tests read is made with a status.
 */
export type Reply<T> = { type: 'DataWithResponseInit'; data: T; init: { status: number; headers?: HeadersInit } }

/** A form's submission result (conform's `reply()`): the field errors and the values kept. */
export type FormResult = { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null }

/** A GET of `path` (or a whole URL) with the session cookie when there is one, as a browser would load the page. */
export function getRequest(path: string, cookie?: string): Request {
  return new Request(new URL(path, ORIGIN), { headers: cookie ? { cookie } : {} })
}

/**
 * What the user gets from a loader or action: its value, or the Response it throws. Remix throws
 * redirects, so a test that only awaited would see a rejection instead of where it was sent.
 */
export async function settle(answer: unknown): Promise<unknown> {
  try {
    return await answer
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

/** Calls a loader or action with the tests' load context and settles it (see `settle`). */
export function call(handler: RouteHandler, request: Request, params: Record<string, string> = {}): Promise<unknown> {
  return settle(Promise.resolve().then(() => handler({ request, params, context: loadContext })))
}

/** The Location of a redirect (302), checked to be one: where a handler sent the browser. */
export function redirectLocation(result: unknown): string | null {
  expect(result).toBeInstanceOf(Response)
  const response = result as Response
  expect(response.status).toBe(302)
  return response.headers.get('location')
}

/** A `data()` reply, checked not to be a Response (a redirect where a page with its errors was due). */
export function replyOf<T>(result: unknown): Reply<T> {
  expect(result).not.toBeInstanceOf(Response)
  return result as Reply<T>
}

/** Whether the login action accepts `ci` and `password` now: a password test's last word. */
export async function canSignIn(ci: string, password: string): Promise<boolean> {
  try {
    await signIn(ci, password)
    return true
  } catch {
    return false
  }
}

/** What a wizard driver needs of a wizard: where it lives, its steps and how its draft is read. */
type DrivenWizard<Step extends string, Draft extends DraftBase> = DraftWizard<Draft> & {
  basePath: string | (() => string)
  steps: readonly Step[]
}

/**
 * Drives a wizard's step routes the way a browser without JavaScript does: a GET or a form POST
 * per step, the session cookie carried by hand. The journeys' tests all walk steps this way;
 * `run` replaces `call` for a test that needs each request run differently (in a request scope).
 */
export function wizardDriver<Step extends string, Draft extends DraftBase>(
  wizard: DrivenWizard<Step, Draft>,
  run: (handler: RouteHandler, request: Request) => Promise<unknown> = call,
) {
  const base = basePathOf(wizard)
  const url = (step: string) => `${ORIGIN}${base}/${step}`
  const headers = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {})
  const driver = {
    /** The absolute URL of a step; `step` may carry a query (`cedula?continuar`). */
    url,
    /** A step's loader (or any handler) for a GET of `step`. */
    get: (handler: RouteHandler, step: string, cookie?: string) => run(handler, getRequest(url(step), cookie)),
    /** A step's action for a form POST of `fields` to `step`. */
    post: (handler: RouteHandler, step: string, fields: Record<string, string>, cookie?: string) =>
      run(handler, formRequest(url(step), fields, headers(cookie))),
    /** Answers a step and checks the wizard moves on to `to`. */
    async answer(handler: RouteHandler, step: Step, fields: Record<string, string>, cookie: string, to: Step) {
      expect(redirectLocation(await driver.post(handler, step, fields, cookie))).toBe(stepPath(wizard, to))
    },
    /** The draft stored in the session of `cookie` (the empty draft when there is none). */
    draftOf: (cookie: string) => readDraft(getRequest(`${ORIGIN}${base}`, cookie), wizard),
  }
  return driver
}

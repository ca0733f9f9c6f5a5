/**
 * Helpers for route tests: the load context server.ts would give, a signed-in session made
 * through the real login action against the test sandbox, and the Response a loader throws.
 */
import type { AppLoadContext } from '@remix-run/node'

export const loadContext: AppLoadContext = { cspNonce: '', requestId: 'test', clientAddress: '127.0.0.1', method: 'GET' }

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

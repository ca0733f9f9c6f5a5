/**
 * How a consultation cancelled from the booking's result had been paid (E61's `tipo`, A63), handed to the
 * cancelled-consultation page once (C55). A one-shot value of the member's server-side session, like the flash
 * banner's, under its own key: an address cannot say a consultation was cancelled, and a reload says nothing.
 */
import { redirect } from '@remix-run/node'
import { commitSession, getSession } from '~/auth/session.server'
import type { CancellationKind } from '~/domain/medical-booking'

const KEY = 'consulta-cancelada'
const KINDS: readonly CancellationKind[] = ['ONLINE', 'AGENCIA_PAGA', 'AGENCIA_NO_PAGA']

/** Redirects to the cancelled page with the kind for it to show once. */
export async function redirectWithCancellation(request: Request, to: string, kind: CancellationKind): Promise<Response> {
  const session = await getSession(request)
  session.flash(KEY, kind)
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(session) } })
}

/** The kind left for this page, consumed; null when there is none (a reload, a typed address). */
export async function takeCancellation(request: Request): Promise<{ kind: CancellationKind | null; setCookie: string | null }> {
  const session = await getSession(request)
  const value: unknown = session.get(KEY)
  const kind = KINDS.find((candidate) => candidate === value) ?? null
  if (value === undefined) return { kind: null, setCookie: null }
  return { kind, setCookie: await commitSession(session) }
}

/**
 * The outcome of a password form, held briefly in the server-side session between the POST and the page that
 * shows it (post/redirect/get, docs/decisions/password-results-after-redirect.md): a reload shows the same
 * screen instead of sending the form again, and the address carries only `?resultado`, never the e-mail.
 *
 * Held for OUTCOME_TTL_MS and read without being consumed, so a reload or a revalidation with JavaScript (the
 * idle warning's "Seguir conectado") keeps showing it; opening the page afresh forgets it.
 */
import { z } from 'zod'
import { commitSession, getSession } from '~/auth/session.server'

export const OUTCOME_TTL_MS = 10 * 60 * 1000

/** The query parameter of a page showing its outcome. */
export const RESULT_PARAM = 'resultado'

const OutcomeSchema = z.discriminatedUnion('screen', [
  /** C17: the reset link was sent to this address. */
  z.object({ screen: z.literal('reset-request'), email: z.string() }),
  /** C18: the password was set through a link. */
  z.object({ screen: z.literal('set-password') }),
  /** C19: the change went through, or failed without a word from the API. */
  z.object({ screen: z.literal('change-password'), ok: z.boolean() }),
])
export type Outcome = z.infer<typeof OutcomeSchema>
type Screen = Outcome['screen']

const HeldSchema = z.object({ outcome: OutcomeSchema, until: z.number() })

const keyOf = (screen: Screen) => `resultados.${screen}`

/** Keeps the outcome; returns the Set-Cookie header for the redirect. */
export async function holdOutcome(request: Request, outcome: Outcome): Promise<string> {
  const session = await getSession(request)
  session.set(keyOf(outcome.screen), { outcome, until: Date.now() + OUTCOME_TTL_MS })
  return commitSession(session)
}

/** The outcome this session holds for the screen, while it is fresh. */
export async function readOutcome<S extends Screen>(request: Request, screen: S): Promise<Extract<Outcome, { screen: S }> | null> {
  const parsed = HeldSchema.safeParse((await getSession(request)).get(keyOf(screen)))
  if (!parsed.success || parsed.data.until <= Date.now() || parsed.data.outcome.screen !== screen) return null
  return parsed.data.outcome as Extract<Outcome, { screen: S }>
}

/** Forgets the screen's outcome when the page is opened afresh; the Set-Cookie header, or null when there was none. */
export async function forgetOutcome(request: Request, screen: Screen): Promise<string | null> {
  const session = await getSession(request)
  if (!session.has(keyOf(screen))) return null
  session.unset(keyOf(screen))
  return commitSession(session)
}

/** `path?resultado`, with the path's ñ encoded as a Location header needs (an HTTP header is ASCII). */
export const resultPath = (path: string) => `${encodeURI(path)}?${RESULT_PARAM}`

/** Does the request ask for the page's outcome? */
export const asksForResult = (request: Request) => new URL(request.url).searchParams.has(RESULT_PARAM)

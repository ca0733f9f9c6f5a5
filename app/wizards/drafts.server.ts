/**
 * Drafts in the server session: `drafts.<name>` holds a wizard's answers and attempts,
 * `drafts.<name>.revision` counts its saves. Every key starts with `drafts.`, so whatever must
 * carry a member's drafts elsewhere (a new session after signing in again) copies them by prefix.
 *
 * A save is a compare-and-set on the revision: two requests that read the same draft (a
 * JavaScript request changing a quantity, a navigation saving a step) cannot overwrite each
 * other. The one that loses reads the draft again and applies its change to it, so both
 * changes are kept; changes are functions of the draft for that reason.
 */
import crypto from 'node:crypto'
import { data, type Session } from '@remix-run/node'
import type { z } from 'zod'
import { commitSession, commitSessionIf, getSession } from '~/auth/session.server'
import { withAttempt } from './graph'
import type { AttemptName, DraftBase } from './wizard'

/** What the drafts need of a wizard: its name, its attempts' steps and its draft schema. */
export interface DraftWizard<Draft extends DraftBase> {
  name: string
  attempts: Partial<Record<string, { step: string }>>
  canAccess(draft: Draft, step: string): boolean
  /** Every field optional: `{}` is the empty draft. */
  draftSchema: z.ZodType<Draft, z.ZodTypeDef, unknown>
}

/** A save that lost this many races in a row gives up (409) rather than loop. */
const MAX_TRIES = 5

export const draftKey = (wizard: { name: string }) => `drafts.${wizard.name}`
const revisionKey = (wizard: { name: string }) => `${draftKey(wizard)}.revision`

function draftIn<Draft extends DraftBase>(session: Session, wizard: DraftWizard<Draft>): Draft {
  const parsed = wizard.draftSchema.safeParse(session.get(draftKey(wizard)))
  return parsed.success ? parsed.data : ({} as Draft)
}

function revisionIn(session: Session, wizard: { name: string }): number | undefined {
  const revision: unknown = session.get(revisionKey(wizard))
  return typeof revision === 'number' ? revision : undefined
}

/** The stored draft; an absent or unreadable one (an older shape, say) is the empty draft. */
export async function readDraft<Draft extends DraftBase>(request: Request, wizard: DraftWizard<Draft>): Promise<Draft> {
  return draftIn(await getSession(request), wizard)
}

/** Whether a draft is stored (the entry rule clears only one that is). */
export async function hasDraft(request: Request, wizard: { name: string }): Promise<boolean> {
  return (await getSession(request)).has(draftKey(wizard))
}

/**
 * Gives each attempt whose step the answers now reach a fresh key, before its call is ever
 * made: a retry after a call whose answer was lost (a timeout) then replays it.
 */
function withAttemptKeys<Draft extends DraftBase>(wizard: DraftWizard<Draft>, draft: Draft): Draft {
  let result = draft
  for (const [name, attempt] of Object.entries(wizard.attempts) as Array<[AttemptName<Draft>, { step: string }]>) {
    if (!result.attempts?.[name] && wizard.canAccess(result, attempt.step)) result = withAttempt(result, name, { key: crypto.randomUUID() })
  }
  return result
}

/**
 * Saves `change(draft)` as a compare-and-set on the draft's revision. `change` may run again,
 * on the draft another request has just saved, so it must be a function of the draft it gets
 * (and may throw a redirect when that draft no longer allows the step). Returns the saved draft
 * and the Set-Cookie header for the redirect.
 */
export async function updateDraft<Draft extends DraftBase>(
  request: Request,
  wizard: DraftWizard<Draft>,
  change: (draft: Draft) => Draft,
): Promise<{ draft: Draft; setCookie: string }> {
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const session = await getSession(request)
    const revision = revisionIn(session, wizard)
    const draft = withAttemptKeys(wizard, change(draftIn(session, wizard)))
    session.set(draftKey(wizard), draft)
    session.set(revisionKey(wizard), (revision ?? 0) + 1)
    // On a lost race the session now holds the winner's draft: the loop applies the change to it.
    const setCookie = await commitSessionIf(session, { [revisionKey(wizard)]: revision })
    if (setCookie) return { draft, setCookie }
  }
  throw data({ problem: 'conflict' }, { status: 409 })
}

/**
 * Forgets the draft (the entry rule). The revision still counts on, so a save that read the
 * forgotten draft cannot land on a new one.
 */
export async function clearDraft(request: Request, wizard: { name: string }): Promise<string> {
  const session = await getSession(request)
  session.unset(draftKey(wizard))
  session.set(revisionKey(wizard), (revisionIn(session, wizard) ?? 0) + 1)
  return commitSession(session)
}

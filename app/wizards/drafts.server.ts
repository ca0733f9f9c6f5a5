/**
 * Drafts in the server session: `drafts.<name>` holds a wizard's answers and attempts,
 * `drafts.<name>.revision` counts its saves. Every key starts with `drafts.`, so whatever must
 * carry a member's drafts elsewhere (a new session after signing in again) copies them by prefix.
 *
 * A save is a compare-and-set on the revision: two requests that read the same draft (a
 * JavaScript request changing a quantity, a navigation saving a step) cannot overwrite each
 * other. The one that loses reads the draft again and applies its change to it, so both
 * changes are kept; changes are functions of the draft for that reason.
 *
 * A wizard with `storage: 'form'` (the gender-violence self-test) keeps no draft here: its answers
 * travel in its forms, sealed (`sealFormDraft`), and every function of the session refuses it.
 */
import crypto from 'node:crypto'
import { data, type Session } from '@remix-run/node'
import type { z } from 'zod'
import { commitSession, commitSessionIf, cookieSecret, getSession, readSessionAgain } from '~/auth/session.server'
import { withAttempt } from './graph'
import { discardDropped } from './step-files.server'
import type { AttemptName, DraftBase } from './wizard'

/** What the drafts need of a wizard: its name, its attempts' steps and its draft schema. */
export interface DraftWizard<Draft extends DraftBase> {
  name: string
  attempts: Partial<Record<string, { step: string }>>
  canAccess(draft: Draft, step: string): boolean
  /** Every field optional: `{}` is the empty draft. */
  draftSchema: z.ZodType<Draft, z.ZodTypeDef, unknown>
  /**
   * Where the draft lives: the session (the default), or only the wizard's forms (`'form'`), for
   * answers that must never be written to the session store, parked at a re-login or logged.
   */
  storage?: DraftStorage
}

export type DraftStorage = 'session' | 'form'

/** The session functions' refusal of a wizard whose draft must never be stored. */
function inSession(wizard: { name: string; storage?: DraftStorage }) {
  if (wizard.storage === 'form') throw new Error(`the draft of ${wizard.name} travels in its forms and is never stored in the session`)
}

/** A save that lost this many races in a row gives up (409) rather than loop. */
const MAX_TRIES = 5

export const draftKey = (wizard: { name: string }) => `drafts.${wizard.name}`
export const revisionKey = (wizard: { name: string }) => `${draftKey(wizard)}.revision`

/**
 * The digests of drafts their schema has read and left exactly as stored. A draft is read on every view of its steps,
 * and checking a large one (flow B's recipes for three people: ~0.7 ms) was most of such a page's own work; the same
 * content read again is copied instead (~0.1 ms with its digest). Keyed by content, not by session or revision, so a
 * draft written elsewhere (another instance, an older build) is always checked the first time. Bounded: past
 * `KNOWN_DRAFTS` the oldest digest goes first.
 */
const knownDrafts = new Set<string>()
const KNOWN_DRAFTS = 512

function draftIn<Draft extends DraftBase>(session: Session, wizard: DraftWizard<Draft>): Draft {
  const stored: unknown = session.get(draftKey(wizard))
  const text = stored === undefined ? undefined : JSON.stringify(stored)
  const digest = text && `${wizard.name}:${crypto.createHash('sha256').update(text).digest('base64url')}`
  // A copy, as the schema's reading is one: changing the draft in hand never changes the session behind it.
  if (digest && knownDrafts.has(digest)) return structuredClone(stored) as Draft
  const parsed = wizard.draftSchema.safeParse(stored)
  if (!parsed.success) return {} as Draft
  if (digest && JSON.stringify(parsed.data) === text) {
    // A Set keeps insertion order: its first digest is the oldest.
    if (knownDrafts.size >= KNOWN_DRAFTS) knownDrafts.delete(knownDrafts.values().next().value!)
    knownDrafts.add(digest)
  }
  return parsed.data
}

function revisionIn(session: Session, wizard: { name: string }): number | undefined {
  const revision: unknown = session.get(revisionKey(wizard))
  return typeof revision === 'number' ? revision : undefined
}

/** The stored draft; an absent or unreadable one (an older shape, say) is the empty draft. */
export async function readDraft<Draft extends DraftBase>(request: Request, wizard: DraftWizard<Draft>): Promise<Draft> {
  inSession(wizard)
  return draftIn(await getSession(request), wizard)
}

/** The stored draft as it is now, read from the store again rather than from this request's first read. */
export async function readCurrentDraft<Draft extends DraftBase>(request: Request, wizard: DraftWizard<Draft>): Promise<Draft> {
  inSession(wizard)
  return draftIn(await readSessionAgain(request), wizard)
}

/** Whether a draft is stored (the entry rule clears only one that is). */
export async function hasDraft(request: Request, wizard: { name: string; storage?: DraftStorage }): Promise<boolean> {
  inSession(wizard)
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
  inSession(wizard)
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const session = await getSession(request)
    const revision = revisionIn(session, wizard)
    const before = draftIn(session, wizard)
    const draft = withAttemptKeys(wizard, change(before))
    session.set(draftKey(wizard), draft)
    session.set(revisionKey(wizard), (revision ?? 0) + 1)
    // On a lost race the session now holds the winner's draft: the loop applies the change to it.
    const setCookie = await commitSessionIf(session, { [revisionKey(wizard)]: revision })
    if (setCookie) {
      // The save landed on exactly `before`: a file it no longer holds (replaced, removed, cleared) is no one's now.
      await discardDropped(before, draft)
      return { draft, setCookie }
    }
  }
  throw data({ problem: 'conflict' }, { status: 409 })
}

/**
 * Forgets the draft (the entry rule), and the files it held. The revision still counts on, so a save that read the
 * forgotten draft cannot land on a new one.
 */
export async function clearDraft(request: Request, wizard: { name: string; storage?: DraftStorage }): Promise<string> {
  inSession(wizard)
  const session = await getSession(request)
  const forgotten: unknown = session.get(draftKey(wizard))
  session.unset(draftKey(wizard))
  session.set(revisionKey(wizard), (revisionIn(session, wizard) ?? 0) + 1)
  const setCookie = await commitSession(session)
  await discardDropped(forgotten, {})
  return setCookie
}

/** The form field that carries a form-stored wizard's sealed draft. */
export const FORM_DRAFT_FIELD = 'borrador'

/** A sealed draft is small (a few answers); anything longer is refused unread. */
const MAX_SEALED = 32 * 1024

const sealOf = (wizard: { name: string }, payload: string) =>
  crypto.createHmac('sha256', cookieSecret()).update(`borrador:${wizard.name}:${payload}`).digest('base64url')

/**
 * A form-stored draft and the step whose page carries it, as the value of a hidden field:
 * `<base64url JSON>.<HMAC with the session secret>`. The answers are readable by whoever holds
 * the page (the member), but a changed one no longer opens (`openFormDraft`).
 */
export function sealFormDraft<Draft extends DraftBase>(wizard: { name: string }, step: string, draft: Draft): string {
  const payload = Buffer.from(JSON.stringify({ step, draft }), 'utf8').toString('base64url')
  return `${payload}.${sealOf(wizard, payload)}`
}

/**
 * The step and draft a sealed value carries; null for a value this wizard did not seal, a step
 * it does not have or a draft its schema refuses.
 */
export function openFormDraft<Draft extends DraftBase, Step extends string>(
  wizard: DraftWizard<Draft> & { steps: readonly Step[] },
  value: unknown,
): { step: Step; draft: Draft } | null {
  if (typeof value !== 'string' || value.length > MAX_SEALED) return null
  const dot = value.lastIndexOf('.')
  const payload = value.slice(0, dot)
  const expected = Buffer.from(sealOf(wizard, payload))
  const given = Buffer.from(value.slice(dot + 1))
  if (dot < 0 || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  let state: { step?: unknown; draft?: unknown }
  try {
    state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof state
  } catch {
    return null
  }
  const step = wizard.steps.find((name) => name === state.step)
  const draft = wizard.draftSchema.safeParse(state.draft)
  return step !== undefined && draft.success ? { step, draft: draft.data } : null
}

/**
 * The wizard pattern: every multi-step journey is a folder `app/wizards/<name>/` with
 *
 * - `steps.ts`, the pure step graph (HMPO form-wizard vocabulary): the steps in order,
 *   `canAccess(draft, step)` (the spec's "requires" table), `next` / `back`, `invalidate`
 *   (changing an answer clears the answers that depended on it), the progress navigator, and
 *   the `Wizard` object (`./wizard.ts`) that ties them to the draft schema;
 * - `schemas.ts`, the zod draft schema (every field optional) and one schema per step form;
 * - one route per step, whose loader and action both start with `guardStep`, and whose action
 *   saves with `saveDraft(request, wizard, invalidate(draft, answer))` and redirects to `next`.
 *
 * This module is the one generic helper they share. The draft lives in the server session under
 * `drafts.<name>`, so nothing of it reaches the browser and every step works without JavaScript
 * (Post/Redirect/Get). An unreadable draft (an older shape, say) is the empty one.
 *
 * - Entry (decisions.md): a GET of the first step without `?continuar` starts a new draft;
 *   everything else keeps it (reloads, back/forward, POSTs, in-flow links into the first step,
 *   which carry `?continuar`).
 * - Guard: a step whose prerequisites are missing redirects to the first step with `?continuar`,
 *   so what was already answered is kept.
 * - Idempotency: when an answer makes the draft reach the confirmation step, `saveDraft` gives it
 *   a new idempotency key (a changed answer is a new attempt); `completeOnce` sends it with the
 *   final call and keeps the result in the draft, so a reload or a double submit of the
 *   confirmation never books twice: with a result it only redirects to the result step.
 */
import crypto from 'node:crypto'
import { redirect, type Session } from '@remix-run/node'
import { commitSession, getSession } from '~/auth/session.server'
import { CONTINUE_PARAM, stepPath, type DraftBase, type Wizard } from './wizard'

type AnyWizard = Wizard<string, DraftBase<unknown>>
type StepOf<W> = W extends Wizard<infer Step, DraftBase<unknown>> ? Step : never
type DraftOf<W> = W extends Wizard<string, infer Draft> ? Draft : never
type ResultOf<W> = NonNullable<DraftOf<W>['result']>

const sessionKey = (wizard: AnyWizard) => `drafts.${wizard.name}`

function emptyDraft<W extends AnyWizard>(wizard: W): DraftOf<W> {
  return wizard.draftSchema.parse({}) as DraftOf<W>
}

function draftIn<W extends AnyWizard>(session: Session, wizard: W): DraftOf<W> {
  const parsed = wizard.draftSchema.safeParse(session.get(sessionKey(wizard)))
  return parsed.success ? (parsed.data as DraftOf<W>) : emptyDraft(wizard)
}

/** The stored draft; an absent or unreadable one (an older shape, say) is the empty draft. */
export async function readDraft<W extends AnyWizard>(request: Request, wizard: W): Promise<DraftOf<W>> {
  return draftIn(await getSession(request), wizard)
}

async function store(request: Request, wizard: AnyWizard, draft: DraftBase<unknown> | undefined): Promise<string> {
  const session = await getSession(request)
  if (draft) session.set(sessionKey(wizard), draft)
  else session.unset(sessionKey(wizard))
  return commitSession(session)
}

/**
 * Saves the answers of a step and returns the Set-Cookie header for the redirect. An answer
 * makes this a new booking attempt: the previous key and result are dropped, and a fresh key is
 * minted when the answers now reach the confirmation step.
 */
export function saveDraft<W extends AnyWizard>(request: Request, wizard: W, draft: DraftOf<W>): Promise<string> {
  const answers = { ...draft, idempotencyKey: undefined, result: undefined }
  const idempotencyKey = wizard.canAccess(answers, wizard.confirmationStep) ? crypto.randomUUID() : undefined
  return store(request, wizard, { ...answers, idempotencyKey })
}

/** Forgets the draft (the entry rule, a "start again" action). */
export function clearDraft(request: Request, wizard: AnyWizard): Promise<string> {
  return store(request, wizard, undefined)
}

function isEntry(request: Request, wizard: AnyWizard, step: string): boolean {
  return step === wizard.steps[0] && request.method === 'GET' && !new URL(request.url).searchParams.has(CONTINUE_PARAM)
}

/**
 * The first call of every step's loader and action: applies the entry rule and the step's
 * prerequisites. Returns the draft, or throws a redirect to the first step.
 */
export async function guardStep<W extends AnyWizard>(request: Request, wizard: W, step: StepOf<W>): Promise<DraftOf<W>> {
  const session = await getSession(request)
  if (isEntry(request, wizard, step)) {
    // The session keeps its id, so the browser's cookie stays valid: no Set-Cookie is needed.
    if (session.has(sessionKey(wizard))) await clearDraft(request, wizard)
    return emptyDraft(wizard)
  }
  const draft = draftIn(session, wizard)
  if (!wizard.canAccess(draft, step)) throw redirect(stepPath(wizard, wizard.steps[0], { continuar: true }))
  return draft
}

/**
 * Runs the journey's final call once per idempotency key and goes to the result step. When the
 * draft already holds a result (a reload, a second click) it only redirects. Errors of `send`
 * propagate, with the draft untouched, for the confirmation page to explain.
 */
export async function completeOnce<W extends AnyWizard>(
  request: Request,
  wizard: W,
  draft: DraftOf<W>,
  send: (idempotencyKey: string) => Promise<ResultOf<W>>,
): Promise<Response> {
  const resultPath = stepPath(wizard, wizard.resultStep)
  if (draft.result !== undefined) return redirect(resultPath)
  if (!draft.idempotencyKey) throw redirect(stepPath(wizard, wizard.steps[0], { continuar: true }))
  const result = await send(draft.idempotencyKey)
  const setCookie = await store(request, wizard, { ...draft, result })
  return redirect(resultPath, { headers: { 'Set-Cookie': setCookie } })
}

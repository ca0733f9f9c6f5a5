/**
 * The one wizard helper of the server (docs/wizards.md shows a wizard written with it). A
 * wizard is its pure step graph (`WizardSteps`, shared with the browser) plus what only the
 * server knows: the draft schema, the service-problem message and an optional entry hook.
 *
 * - Access: the wizard's own check of the request (a permission, a flag) runs first, for every
 *   loader and action.
 * - Entry: a GET of the entry step without `?continuar` starts a new draft and runs the entry
 *   hook, then shows the step at `?continuar` (so Back to it keeps the draft); everything else
 *   keeps the draft (reloads, back/forward, POSTs, in-flow links, and the page that answers a
 *   refused POST, whose loaders Remix runs with a GET: `sentMethod`). With no
 *   draft at all (a fresh session, whichever way it came in) the entry hook runs too.
 * - Guard: a step the answers do not allow redirects to the wizard's fallback.
 * - `saveAndContinue`: the ending of every step form (validate, apply the answer through
 *   `invalidate`, save, redirect to `next`), without JavaScript too; `saveByIntent` for a step
 *   whose buttons save and stay or save and continue. Either may take a file (`file`:
 *   step-files.server.ts), kept on the server between submits.
 * - Attempts: each side-effecting call runs once per idempotency key and keeps its outcome, so
 *   a reload or a double submit only redirects; `updateAttempt` rewrites an outcome that moves on.
 * - `storage: 'form'`: a draft never stored, carried sealed by the forms (`guardFormStep`,
 *   `answerFormStep`).
 */
import { markAnsweredWithPage, sentMethod } from '~/utils/request-scope.server'
import { parseForm } from '~/forms/parse-form.server'
import crypto from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { data, redirect, replace } from '@remix-run/node'
import { z } from 'zod'
import { commonErrors } from '~/copy/errors/common'
import { readFormData, refusedForm } from '~/forms/form-data.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import {
  clearDraft,
  FORM_DRAFT_FIELD,
  hasDraft,
  openFormDraft,
  readCurrentDraft,
  readDraft,
  sealFormDraft,
  updateDraft,
  type DraftStorage,
  type DraftWizard,
} from './drafts.server'

export { clearDraft, FORM_DRAFT_FIELD, readDraft, updateDraft } from './drafts.server'
import { back, fallbackPath, invalidate, withAttempt } from './graph'
import {
  discardFiles,
  filesIn,
  keepChosenFile,
  landedIntake,
  takeFileStepBody,
  withFileAnswer,
  type StepFile,
  type StepFileIntake,
  type StepFileOption,
} from './step-files.server'
import {
  CHANGE_PARAM,
  CONTINUE_PARAM,
  ERROR_PARAM,
  errorPath,
  keptStepPath,
  readStep,
  stepPath,
  type Answers,
  type AttemptName,
  type DraftBase,
  type OutcomeOf,
  type SentOf,
  type WizardSteps,
} from './wizard'

export interface Wizard<Step extends string, Draft extends DraftBase, ErrorKind extends string = never>
  extends WizardSteps<Step, Draft, ErrorKind> {
  /** Every field optional: `{}` is the empty draft. */
  draftSchema: DraftWizard<Draft>['draftSchema']
  /** The form's message when the mutual's API cannot be reached: the input is kept. */
  serviceProblem: string
  /**
   * `'form'`: the draft is never stored (the session functions refuse the wizard); it travels in
   * the wizard's forms, sealed, and the steps use `guardFormStep` and `answerFormStep`.
   */
  storage?: DraftStorage
  /**
   * Runs when the wizard is entered (its entry step opened from outside) and whenever a request
   * finds no draft, before anything is shown: it may throw a redirect (a penalty refuses the
   * journey) or return the draft to start from (data loaded once for the whole journey).
   */
  enter?(request: Request): Promise<Draft | undefined>
  /**
   * Runs first on every loader and action of the wizard, draft or not: it may throw a redirect
   * (a permission or a flag that can change while the journey goes on, A08).
   */
  access?(request: Request): Promise<void>
}

// The helpers take any wizard; each function's own parameters carry its types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWizard<Step extends string, Draft extends DraftBase> = Wizard<Step, Draft, any>

function isEntry(request: Request, wizard: { entry: string }, step: string): boolean {
  // The page that answers a refused POST is rendered with a GET: it is not an entry (the draft stays).
  return step === wizard.entry && sentMethod(request) === 'GET' && !new URL(request.url).searchParams.has(CONTINUE_PARAM)
}

/**
 * The first call of every step's loader and action: applies the entry rule and the journey
 * check. Returns the draft, or throws a redirect (the fallback of a refused step, the entry
 * hook's refusal, or the entry step again once the hook has started a draft).
 */
export async function guardStep<Step extends string, Draft extends DraftBase>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  step: NoInfer<Step>,
): Promise<Draft> {
  await wizard.access?.(request)
  const entry = isEntry(request, wizard, step)
  // The session keeps its id, so the browser's cookie stays valid: no Set-Cookie is needed.
  if (entry && (await hasDraft(request, wizard))) await clearDraft(request, wizard)
  if (entry || (wizard.enter && !(await hasDraft(request, wizard)))) {
    const start = await wizard.enter?.(request)
    if (start) {
      const { setCookie } = await updateDraft(request, wizard, () => start)
      // A new session may need its cookie: a page travels with a redirect to itself (the entry
      // step goes on with `?continuar`); a form goes on with the draft, and its answer's redirect
      // carries the cookie.
      if (request.method === 'GET' || request.method === 'HEAD') {
        const url = new URL(request.url)
        const again = entry ? stepPath(wizard, step, { continuar: true }) : url.pathname + url.search
        throw redirect(again, { headers: { 'Set-Cookie': setCookie } })
      }
      if (!wizard.canAccess(start, step)) throw redirect(fallbackPath(wizard, start), { headers: { 'Set-Cookie': setCookie } })
      return start
    }
    // The entry's page lives at `?continuar`, as every later visit to it: the browser's Back to it (the commonest
    // move on a phone) then keeps the journey, where the address without it would start a new one.
    if (entry) throw redirect(stepPath(wizard, step, { continuar: true }))
  }
  const draft = await readDraft(request, wizard)
  if (!wizard.canAccess(draft, step)) throw redirect(fallbackPath(wizard, draft))
  return draft
}

/** The draft schema of an attempt whose call answers `outcome`; `sent`, of the call it keeps once built (`sentOnce`). */
export function attemptSchema<Outcome extends z.ZodTypeAny, Sent extends z.ZodTypeAny = z.ZodUndefined>(outcome: Outcome, sent?: Sent) {
  return z.object({ key: z.string().uuid(), outcome: outcome.optional(), sent: ((sent ?? z.undefined()) as Sent).optional() })
}

/** A step form's answer refused by a check beyond its schema (an unknown option, an API's "no"). */
class Refusal {
  constructor(readonly fieldErrors: Record<string, string[]>) {}
}

/** A submit that only checks the input (an on-blur check): answered, nothing saved. */
class CheckOnly<Body> {
  constructor(readonly body: Body) {}
}

/** Refuses the answer with these messages beside its fields; the input is kept. */
export const refuse = (fieldErrors: Record<string, string[]>) => new Refusal(fieldErrors)

/** Answers the submit with `body` (next to the form's result) without saving or moving on. */
export const answerOnly = <Body extends object>(body: Body) => new CheckOnly(body)

/** A change saved, after which the step is shown again, whatever the intent's `then`. */
class StayChange<Draft extends DraftBase> {
  constructor(
    readonly change: Partial<Answers<Draft>>,
    readonly fieldErrors?: Record<string, string[]>,
  ) {}
}

/**
 * Saves `change` and shows the step again, from an intent that would go on: the form was drawn for an earlier answer
 * (a specialty chosen without JavaScript and `Continuar` pressed at once), so what depends on it must be asked first.
 * `fieldErrors` say what (the step answers them as a refusal, 400, on the page drawn for the change saved): without
 * them the page comes back changed with no word of why `Continuar` did not go on.
 */
export const saveAndStay = <Draft extends DraftBase>(change: Partial<Answers<Draft>>, fieldErrors?: Record<string, string[]>) =>
  new StayChange<Draft>(change, fieldErrors)

/** An answer worked out on the draft the save lands on (`onSavedDraft`). */
class FreshChange<Draft extends DraftBase> {
  constructor(readonly apply: (draft: Draft) => Partial<Answers<Draft>>) {}
}

/**
 * An answer that is a step on what is saved, not a value: a quantity's + or −. It is worked out again on the draft
 * the save lands on, so a press of another tab saved meanwhile is stepped on, never overwritten (the revision
 * check, docs/wizards.md "Concurrent saves"). `apply` must be pure: it may run more than once.
 */
export const onSavedDraft = <Draft extends DraftBase>(apply: (draft: Draft) => Partial<Answers<Draft>>) => new FreshChange(apply)

/** An answer as a change of `draft`. */
const changeOf = <Draft extends DraftBase>(draft: Draft, change: Partial<Answers<Draft>> | FreshChange<Draft>) =>
  change instanceof FreshChange ? change.apply(draft) : change

interface StepForm<Schema extends z.ZodTypeAny, Draft extends DraftBase, Extra extends object, Checked extends object> {
  /** The step form's zod schema (conform's `parseWithZod`). */
  schema: Schema
  /**
   * The answer the valid form gives, for `invalidate`; may call the API, throw an error-screen
   * redirect, `refuse` or `answerOnly`.
   */
  answer(
    value: z.output<Schema>,
    step: { draft: Draft; signal: AbortSignal },
  ):
    | Partial<Answers<Draft>>
    | FreshChange<Draft>
    | StayChange<Draft>
    | Refusal
    | CheckOnly<Checked>
    | Promise<Partial<Answers<Draft>> | FreshChange<Draft> | StayChange<Draft> | Refusal | CheckOnly<Checked>>
  /** Added to every answer that shows the form again. */
  extra?: Extra
}

/** What a step form's submit comes to: refused (400 or 503, the input kept), only checked, or a change to save. */
type FormOutcome<Draft extends DraftBase, Checked extends object> =
  | { kind: 'refused'; status: 400 | 413 | 415 | 502 | 503; result: SubmissionResult<string[]> }
  | { kind: 'checked'; result: SubmissionResult<string[]>; body: Checked }
  // `refusal`: a change saved and shown again with what is still to be answered (`saveAndStay`'s field errors).
  | { kind: 'change'; change: Partial<Answers<Draft>> | FreshChange<Draft>; stay?: true; refusal?: SubmissionResult<string[]> }

/**
 * Validates a step form and works out its answer: the part every step action shares (a schema's
 * or `refuse`'s 400, the 503 of an API that cannot be reached, `answerOnly`).
 */
async function answerOf<Draft extends DraftBase, Checked extends object>(
  formData: FormData,
  form: StepForm<z.ZodTypeAny, Draft, object, Checked>,
  draft: Draft,
  request: Request,
  serviceProblem: string,
  fileRefused?: { field: string; status: 400 | 413 | 415 | 503; message: string },
): Promise<FormOutcome<Draft, Checked>> {
  const submission = parseForm(formData, form.schema)
  // A refused file is told beside its field, with the rest of the form's problems; nothing is answered.
  if (fileRefused) {
    const fieldErrors = { [fileRefused.field]: [fileRefused.message] }
    return { kind: 'refused', status: fileRefused.status, result: submission.reply({ fieldErrors }) }
  }
  if (submission.status !== 'success') return { kind: 'refused', status: 400, result: submission.reply() }
  let answer: Partial<Answers<Draft>> | FreshChange<Draft> | StayChange<Draft> | Refusal | CheckOnly<Checked>
  try {
    answer = await form.answer(submission.value, { draft, signal: request.signal })
  } catch (error) {
    if (isUpstreamUnavailable(error)) return { kind: 'refused', status: 503, result: submission.reply({ formErrors: [serviceProblem] }) }
    // An error answer the step has no words for: the form again with what was typed and the spec's generic message,
    // never the error page (a step that knows an answer, or a screen for it, catches it first).
    if (error instanceof UpstreamError) return { kind: 'refused', status: 502, result: submission.reply({ formErrors: [commonErrors.generic] }) }
    throw error
  }
  if (answer instanceof Refusal) return { kind: 'refused', status: 400, result: submission.reply({ fieldErrors: answer.fieldErrors }) }
  if (answer instanceof CheckOnly) return { kind: 'checked', result: submission.reply(), body: answer.body }
  if (answer instanceof StayChange) {
    const refusal = answer.fieldErrors ? submission.reply({ fieldErrors: answer.fieldErrors }) : undefined
    return { kind: 'change', change: answer.change, stay: true, ...(refusal ? { refusal } : {}) }
  }
  return { kind: 'change', change: answer }
}

/**
 * One button of a step form (`<button name="intent" value="eliminar">`): its form, and whether its
 * answer is saved and the step shown again (`stay`: a quantity, Eliminar, Buscar, a choice that
 * reloads a list) or saved and the journey goes on (`continue`).
 */
export interface StepIntent<Schema extends z.ZodTypeAny, Draft extends DraftBase, Extra extends object = object, Checked extends object = never>
  extends StepForm<Schema, Draft, Extra, Checked> {
  then: 'stay' | 'continue'
}

/** The form field that names the pressed button: `<button type="submit" name="intent" value="…">`. */
export const INTENT_FIELD = 'intent'

/** Query parameters of a request that are not the page's: Remix's own, and an error screen's. */
const NOT_THE_PAGES = [ERROR_PARAM, 'index', '_data']

/**
 * Where a step that saves and stays sends the browser: the step's own path (Post/Redirect/Get, so
 * a reload does not post again) with the page's query; the entry step with `?continuar`, so the
 * entry rule keeps the draft just saved.
 */
export function stayPath<Step extends string>(
  request: Request,
  wizard: Pick<WizardSteps<Step, DraftBase, string>, 'basePath' | 'entry'>,
  step: Step,
): string {
  const query = new URLSearchParams(new URL(request.url).search)
  for (const name of [...NOT_THE_PAGES, CONTINUE_PARAM]) query.delete(name)
  const path = keptStepPath(wizard, step)
  const rest = query.toString()
  return rest === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${rest}`
}

/**
 * The one ending of a step's action: guard, read the body, pick the form of the pressed button
 * (`pick` may throw a refusal), validate (400 with the submission's reply), work out the answer
 * (503 keeping the input when the API cannot be reached), save it through `invalidate` and
 * redirect: to `next(draft, step)`, or to the step itself.
 */
async function submitStep<Step extends string, Draft extends DraftBase, Extra extends object, Checked extends object>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  step: Step,
  pick: (formData: FormData) => StepIntent<z.ZodTypeAny, Draft, Extra, Checked>,
  file?: StepFileOption,
) {
  const draft = await guardStep(request, wizard, step)
  if (!file) return submitted(request, wizard, step, pick, await readFormData(request), draft)
  const taken = await takeFileStepBody(request, file, draft)
  if (taken.reply) return taken.reply
  const save = (change: Record<string, unknown>) => saveAnswer(request, wizard, step, change as Partial<Answers<Draft>>)
  try {
    return await submitted(request, wizard, step, pick, taken.formData, draft, { ...taken, save })
  } catch (error) {
    // Refused or redirected before any save held it: a file chosen now is no one's.
    if (taken.intake.kind === 'attached' && taken.intake.fresh) await discardFiles([taken.intake.file])
    throw error
  }
}

/** Whether the draft holds `file` as one of its answers. */
const heldFile = (draft: DraftBase, file: StepFile) => filesIn(draft).some((held) => held.fileId === file.fileId)

/** Saves a step's answer through `invalidate`, after checking the draft it lands on still allows the step. */
function saveAnswer<Step extends string, Draft extends DraftBase>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  step: Step,
  change: Partial<Answers<Draft>> | FreshChange<Draft>,
) {
  return updateDraft(request, wizard, (current) => {
    // Applied again after a lost race: the other request's answers may no longer allow the step.
    if (!wizard.canAccess(current, step)) throw redirect(fallbackPath(wizard, current))
    return invalidate(wizard, current, changeOf(current, change))
  })
}

/** The rest of `submitStep`, on the form read (a file step's with its file taken out: `takeStepFile`). */
async function submitted<Step extends string, Draft extends DraftBase, Extra extends object, Checked extends object>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  step: Step,
  pick: (formData: FormData) => StepIntent<z.ZodTypeAny, Draft, Extra, Checked>,
  formData: FormData,
  draft: Draft,
  file?: { intake: StepFileIntake; option: StepFileOption; save: (change: Record<string, unknown>) => Promise<{ setCookie: string }> },
) {
  const form = pick(formData)
  const extra = form.extra ?? ({} as Extra)
  const refusedFile = file?.intake.kind === 'refused' ? { field: file.option.field, ...file.intake } : undefined
  const outcome = await answerOf(formData, form, draft, request, wizard.serviceProblem, refusedFile)
  if (outcome.kind !== 'change' && file) {
    const kept = await keepChosenFile(file.intake, file.option, file.save)
    const init = { status: outcome.kind === 'refused' ? outcome.status : 200, headers: kept.headers }
    if (outcome.kind === 'refused') return data({ result: outcome.result, ...extra, attachedFile: kept.attachedFile }, init)
    return data({ result: outcome.result, ...outcome.body, attachedFile: kept.attachedFile }, init)
  }
  if (outcome.kind === 'refused') return data({ result: outcome.result, ...extra }, { status: outcome.status })
  if (outcome.kind === 'checked') return { result: outcome.result, ...outcome.body }

  const answer = outcome.change
  // The file is answered on the draft the save lands on: a submit racing this one may have attached the same file.
  const change = !file
    ? answer
    : onSavedDraft<Draft>((fresh) => withFileAnswer(changeOf(fresh, answer), landedIntake(file.intake, file.option, draft, fresh), file.option))
  const { draft: saved, setCookie } = await saveAnswer(request, wizard, step, change)
  // A file chosen now that the answer saved does not hold (the clinical history's file, with a reason that needs
  // none) is no one's: it ends now, not when it expires.
  if (file?.intake.kind === 'attached' && file.intake.fresh && !heldFile(saved, file.intake.file)) await discardFiles([file.intake.file])
  const headers = { 'Set-Cookie': setCookie }
  if (outcome.refusal) return data({ result: outcome.refusal, ...extra }, { status: 400, headers })
  // With JavaScript, `replace` keeps the step's history entry one (X-Remix-Replace); a browser without it follows a 302.
  if (form.then === 'stay' || outcome.stay) return replace(stayPath(request, wizard, step), { headers })
  return redirect(stepPath(wizard, afterAnswer(request, wizard, saved, step)), { headers })
}

/**
 * The step after an answer: the next one, or, for a step opened from the summary's `Cambiar`
 * link, the summary again while every answer it shows still stands (a change that clears a later
 * answer goes on to ask for it).
 */
function afterAnswer<Step extends string, Draft extends DraftBase>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  saved: Draft,
  step: Step,
): Step {
  const fromSummary = new URL(request.url).searchParams.has(CHANGE_PARAM)
  if (fromSummary && wizard.summary && wizard.canAccess(saved, wizard.summary)) return wizard.summary
  return wizard.next(saved, step)
}

/**
 * The action of a step form: guard, read the body, validate (400 with the submission's reply),
 * work out the answer (503 keeping the input when the API cannot be reached), save it through
 * `invalidate` and redirect to `next(draft, step)`. A save that loses a race with another
 * request applies the answer again to the draft that request saved (`updateDraft`). It is
 * `saveByIntent` with one form, whichever button was pressed.
 */
export async function saveAndContinue<
  Step extends string,
  Draft extends DraftBase,
  Schema extends z.ZodTypeAny,
  Extra extends object = object,
  Checked extends object = never,
>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  step: NoInfer<Step>,
  form: StepForm<Schema, Draft, Extra, Checked> & {
    /** The step takes a file (a multipart form): see `StepFileOption` and docs/wizards.md, "A file on a step". */
    file?: StepFileOption
  },
) {
  const only = { ...form, then: 'continue' } as const
  return submitStep(request, wizard, step, () => only, form.file)
}

/**
 * The action of a step whose buttons do different things (`name="intent"`): each intent has its
 * own schema and answer, and saves and stays (`then: 'stay'`: a redirect to the step itself, see
 * `stayPath`) or saves and continues, with everything `saveAndContinue` does (guard, 400, 503,
 * `refuse`, `answerOnly`, the revision check). An intent the step does not have is refused like
 * an unreadable body (`refusedForm`, 400). A fetcher posting to it follows the same redirect,
 * and Remix loads the page's data again in place.
 */
export async function saveByIntent<
  Step extends string,
  Draft extends DraftBase,
  Schemas extends Record<string, z.ZodTypeAny>,
  Extra extends object = object,
  Checked extends object = object,
>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  step: NoInfer<Step>,
  intents: { [Name in keyof Schemas]: StepIntent<Schemas[Name], Draft, Extra, Checked> },
  /** `file`: the step takes a file, whichever button is pressed (docs/wizards.md, "A file on a step"). */
  options: { file?: StepFileOption } = {},
) {
  return submitStep<Step, Draft, Extra, Checked>(
    request,
    wizard,
    step,
    (formData) => {
      const name = formData.get(INTENT_FIELD)
      if (typeof name !== 'string' || !Object.hasOwn(intents, name)) throw refusedForm()
      return intents[name]!
    },
    options.file,
  )
}

/**
 * Runs attempt `name` once per key: with an outcome stored it only returns the draft; else it
 * sends the call with the attempt's key (keeping a new key first, should the answers have
 * reached the step some other way) and stores what it answered. Errors of `send` propagate with
 * the draft untouched: a retry sends the same key, and the API replays its first answer. An
 * outcome is stored only while its attempt still has that key (no answer it depended on changed
 * meanwhile). `setCookie` is null when nothing was saved. Once an outcome is stored, the attached
 * files the attempt depended on are deleted: the call carried them. A call that fails once a submit
 * racing it has stored the outcome of the same key answers with that outcome.
 */
export async function runAttempt<Step extends string, Draft extends DraftBase, Name extends AttemptName<Draft>>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  draft: Draft,
  name: Name,
  send: (key: string, draft: Draft) => Promise<OutcomeOf<Draft, Name>>,
): Promise<{ draft: Draft; setCookie: string | null }> {
  let current = draft
  let setCookie: string | null = null
  if (current.attempts?.[name]?.outcome !== undefined) return { draft: current, setCookie }
  let key = current.attempts?.[name]?.key
  if (!key) {
    const minted = crypto.randomUUID()
    ;({ draft: current, setCookie } = await updateDraft(request, wizard, (fresh) =>
      fresh.attempts?.[name] ? fresh : withAttempt(fresh, name, { key: minted }),
    ))
    key = current.attempts?.[name]?.key ?? minted
  }
  let outcome: OutcomeOf<Draft, Name>
  try {
    outcome = await send(key, current)
  } catch (error) {
    // A submit racing this one made the same call (the same key) and kept its answer, which deleted the files the
    // call carried: whatever this one met (those files gone, say), the call was made, and its outcome stands.
    const now = await readCurrentDraft(request, wizard)
    const made = now.attempts?.[name]?.key === key && now.attempts[name]?.outcome !== undefined
    if (made) return { draft: now, setCookie: null }
    throw error
  }
  let landed = false
  ;({ draft: current, setCookie } = await updateDraft(request, wizard, (fresh) => {
    landed = fresh.attempts?.[name]?.key === key
    // The call kept (`sentOnce`) stays with its answer: a submit racing this one may be building its own still.
    return landed ? withAttempt(fresh, name, { ...fresh.attempts?.[name], key, outcome }) : fresh
  }))
  // The call carried the files it depended on (the same ones: the key is unchanged); the API keeps them now.
  if (landed) await discardFiles(filesIn(wizard.attempts[name].dependsOn.map((answer) => current[answer])))
  return { draft: current, setCookie }
}

/**
 * The call attempt `name` sends under `key`: built once (`build`) and kept in the attempt before it is sent, then
 * always that call. For a call built from what the API offers now when the call itself changes that offer (the
 * medical booking's E58 takes the slot it was built from): a retry after an unanswered call, or a second submit
 * racing the first, sends the very same call under the same key, which the API answers as it answered the first,
 * where building it again would find the slot gone (and a call built otherwise would be refused as a reused key).
 * `build`'s errors propagate with nothing kept.
 */
export async function sentOnce<Step extends string, Draft extends DraftBase, Name extends AttemptName<Draft>>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  name: Name,
  key: string,
  build: () => Promise<SentOf<Draft, Name>>,
): Promise<SentOf<Draft, Name>> {
  const keptIn = (draft: Draft) => {
    const attempt = draft.attempts?.[name]
    return attempt?.key === key ? (attempt.sent as SentOf<Draft, Name> | undefined) : undefined
  }
  // The draft as it is now, not as this request first read it: a submit racing this one may have built it already.
  const kept = keptIn(await readCurrentDraft(request, wizard))
  if (kept !== undefined) return kept
  const built: SentOf<Draft, Name> = await build()
  let sent = built
  await updateDraft(request, wizard, (fresh) => {
    const attempt = fresh.attempts?.[name]
    sent = keptIn(fresh) ?? built
    // Another key: the answers changed meanwhile, and `runAttempt` will not keep this call's outcome either.
    if (attempt?.key !== key || attempt.sent !== undefined) return fresh
    return withAttempt(fresh, name, { ...attempt, sent: built })
  })
  return sent
}

/**
 * Forgets attempt `name` while it still has `key` and no outcome: the API refused the call outright and did nothing
 * (flow A's E83 for a holder with an active request), so the next try is a new call with a new key (the save mints
 * it) rather than a replay of that refusal, which would answer the same after the member fixed its cause.
 */
export async function forgetRefusedAttempt<Step extends string, Draft extends DraftBase, Name extends AttemptName<Draft>>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  name: Name,
  key: string,
): Promise<{ draft: Draft; setCookie: string | null }> {
  return updateDraft(request, wizard, (fresh) => {
    const attempt = fresh.attempts?.[name]
    if (attempt?.key !== key || attempt.outcome !== undefined) return fresh
    return { ...fresh, attempts: { ...fresh.attempts, [name]: undefined } }
  })
}

/**
 * Rewrites attempt `name`'s outcome as its call moves on (a payment's security code, its
 * finalize or cancel, a change of method): `change` gets the outcome stored now (undefined before
 * the first answer) and returns the new one. It lands only while the attempt still has `key`
 * (no answer it depended on changed meanwhile), keeps the key, and goes through the revision
 * check, so a save racing it is not lost. `updated` says whether it landed.
 */
export async function updateAttempt<Step extends string, Draft extends DraftBase, Name extends AttemptName<Draft>>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  name: Name,
  key: string,
  change: (outcome: OutcomeOf<Draft, Name> | undefined, draft: Draft) => OutcomeOf<Draft, Name>,
): Promise<{ draft: Draft; setCookie: string; updated: boolean }> {
  let updated = false
  const saved = await updateDraft(request, wizard, (fresh) => {
    updated = fresh.attempts?.[name]?.key === key
    if (!updated) return fresh
    const outcome = change(fresh.attempts?.[name]?.outcome as OutcomeOf<Draft, Name> | undefined, fresh)
    return withAttempt(fresh, name, { key, outcome })
  })
  return { ...saved, updated }
}

/** The banner's message for a side-effecting call the API refused: its own message, or the generic one. */
export const apiRefusalMessage = (error: UpstreamError) => error.info.message ?? commonErrors.generic

/**
 * The action of a step that makes a side-effecting call (a confirmation): guard, run attempt
 * `name` once (`runAttempt`) and redirect to `next(draft, step)`. A reload or a second click
 * only redirects. A call the API refuses answers 400 with the banner's `message` (`refusal`
 * words it from the error and the draft; by default the API's own message or the generic one),
 * an API that cannot be reached 503 with the service problem; either way the draft is kept, so
 * a retry sends the same key.
 */
export async function attemptAndContinue<Step extends string, Draft extends DraftBase, Name extends AttemptName<Draft>>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  step: NoInfer<Step>,
  name: Name,
  send: (key: string, draft: Draft) => Promise<OutcomeOf<Draft, Name>>,
  refusal: (error: UpstreamError, draft: Draft) => string | Promise<string> = apiRefusalMessage,
) {
  const draft = await guardStep(request, wizard, step)
  let done: { draft: Draft; setCookie: string | null }
  try {
    done = await runAttempt(request, wizard, draft, name, send)
  } catch (error) {
    if (error instanceof UpstreamError) return data({ message: await refusal(error, draft) }, { status: 400 })
    if (isUpstreamUnavailable(error)) return data({ message: wizard.serviceProblem }, { status: 503 })
    throw error
  }
  const headers: HeadersInit = done.setCookie ? { 'Set-Cookie': done.setCookie } : {}
  return redirect(stepPath(wizard, wizard.next(done.draft, step)), { headers })
}

/**
 * The step a route's `:step` parameter names (`readStep`): an unaccented alias redirects to the
 * step's own, percent-encoded path keeping the query (A35), and a step the wizard does not have
 * opens its entry step.
 */
export function requireStep<Step extends string>(
  request: Request,
  wizard: Pick<WizardSteps<Step, DraftBase, string>, 'steps' | 'basePath' | 'entry'>,
  value: string | undefined,
): Step {
  const found = value === undefined ? null : readStep(wizard, value)
  if (!found) throw redirect(stepPath(wizard, wizard.entry))
  if (found.alias) throw redirect(stepPath(wizard, found.step) + new URL(request.url).search)
  return found.step
}

/** The error kind a step page must show instead of its content, from its URL (`?error=KIND`). */
export function errorOnPage<ErrorKind extends string>(
  request: Request,
  wizard: { errors?: { parse(value: string | null): ErrorKind | null } },
): ErrorKind | null {
  return wizard.errors?.parse(new URL(request.url).searchParams.get(ERROR_PARAM)) ?? null
}

/** Throws the redirect to an error kind's screen, on the step whose choice must be redone. */
export function showError<Step extends string, Draft extends DraftBase, ErrorKind extends string>(
  wizard: Wizard<Step, Draft, ErrorKind>,
  kind: NoInfer<ErrorKind>,
  where: NoInfer<Step>,
): never {
  throw redirect(errorPath(wizard, kind, where))
}

/**
 * Runs calls to the API for step `where`: an error answer becomes the wizard's error screen for
 * error answers; an unreachable API still gives the service-problem page.
 */
export async function orErrorScreen<Step extends string, Draft extends DraftBase, ErrorKind extends string, T>(
  wizard: Wizard<Step, Draft, ErrorKind>,
  where: NoInfer<Step>,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof UpstreamError && wizard.errors) showError(wizard, wizard.errors.onErrorAnswer, where)
    throw error
  }
}

/** The intent of a form-stored wizard's Volver button: show the step its form posts to, answering nothing. */
export const BACK_INTENT = 'volver'

/**
 * The page of a form-stored wizard a request is answered with: which step to show, its draft (to
 * fill the form), the hidden field that carries the draft on, and where its form posts. The form
 * is `<Form method="post" action={page.action}>` with `<input type="hidden" {...page.hidden} />`.
 */
export interface FormPage<Step extends string, Draft extends DraftBase> {
  step: Step
  draft: Draft
  hidden: { name: typeof FORM_DRAFT_FIELD; value: string }
  /** The step the answers lead to, so the address names the page that answers it. */
  action: string
  /** The step before this one: a Volver button posts there with `intent=volver` (null on the entry step, whose way back is `exit`). */
  back: string | null
}

function formPage<Step extends string, Draft extends DraftBase>(wizard: AnyWizard<Step, Draft>, step: Step, draft: Draft): FormPage<Step, Draft> {
  return {
    step,
    draft,
    hidden: { name: FORM_DRAFT_FIELD, value: sealFormDraft(wizard, step, draft) },
    action: stepPath(wizard, wizard.next(draft, step)),
    back: step === wizard.entry ? null : back(wizard, draft, step),
  }
}

/**
 * A step form of a form-stored wizard. `keptOnBack`: what Volver keeps of the page it leaves (the same form, read by
 * the same schema), without what only going on does (a call); without it, Volver keeps nothing of that page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormStepForm<Draft extends DraftBase, Checked extends object> = StepForm<any, Draft, object, Checked> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  keptOnBack?(value: any, step: { draft: Draft }): Partial<Answers<Draft>>
}

/** What Volver keeps of the page it leaves: nothing when its form does not read (going back asks for no valid answer). */
function keptOnBack<Draft extends DraftBase>(formData: FormData, form: FormStepForm<Draft, object> | undefined, draft: Draft) {
  if (!form?.keptOnBack) return {}
  const submission = parseForm(formData, form.schema)
  return submission.status === 'success' ? form.keptOnBack(submission.value, { draft }) : {}
}

/** Whether a loader runs for the page of an action just answered (Remix gives it the POST's headers, method GET). */
const afterAction = (request: Request) => /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers.get('content-type') ?? '')

/**
 * The loader of a form-stored wizard's step. Its answers are never in a URL, so a plain GET can
 * only show the entry step, with the entry hook's draft (entering always starts anew); any other
 * step's GET goes to the fallback unless the empty draft allows it. A loader run for the page of
 * an action (the same document request without JavaScript) returns null: the action's data is
 * the page. With JavaScript the route's `shouldRevalidate` must not load after a POST (see docs).
 */
export async function guardFormStep<Step extends string, Draft extends DraftBase>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  step: NoInfer<Step>,
): Promise<FormPage<Step, Draft> | null> {
  await wizard.access?.(request)
  if (afterAction(request)) return null
  const start = step === wizard.entry ? ((await wizard.enter?.(request)) ?? ({} as Draft)) : ({} as Draft)
  if (!wizard.canAccess(start, step)) throw redirect(fallbackPath(wizard, start))
  return formPage(wizard, step, start)
}

/**
 * The action of every step of a form-stored wizard: the POST answers with the next page itself
 * (its data; nothing is redirected, so nothing is stored and no answer is in a URL). It reads the
 * sealed draft and the step whose page posted (a missing or changed one is refused like an
 * unreadable body), checks and answers that step's form as `saveAndContinue` does (400, 503,
 * `refuse`, `answerOnly`), applies the answer through `invalidate` and shows `next(draft, step)`.
 * With `intent=volver` (the Volver button of the page's own form) it keeps what the page left
 * holds (`keptOnBack`) and shows the step posted to. A draft that does not allow the step goes
 * to the fallback.
 */
export async function answerFormStep<Step extends string, Draft extends DraftBase, Checked extends object = object>(
  request: Request,
  wizard: AnyWizard<Step, Draft>,
  step: NoInfer<Step>,
  forms: { [Answered in Step]?: FormStepForm<Draft, Checked> },
) {
  await wizard.access?.(request)
  const formData = await readFormData(request)
  const state = openFormDraft(wizard, formData.get(FORM_DRAFT_FIELD))
  if (!state) throw refusedForm()
  const { draft } = state
  if (formData.get(INTENT_FIELD) === BACK_INTENT) {
    // Back and on again finds the page left as it was answered. Only back: Volver is no way past an answer's call.
    const before = wizard.steps.indexOf(step) < wizard.steps.indexOf(state.step)
    const kept = before ? invalidate(wizard, draft, keptOnBack(formData, forms[state.step], draft)) : draft
    if (!wizard.canAccess(kept, step)) throw redirect(fallbackPath(wizard, kept))
    // The page answers the POST, and no refused form (the root's `Error:` title).
    markAnsweredWithPage()
    return { page: formPage(wizard, step, kept), result: undefined }
  }

  const shown = state.step
  if (!wizard.canAccess(draft, shown)) throw redirect(fallbackPath(wizard, draft))
  const form = forms[shown]
  if (!form) throw refusedForm()
  const page = formPage(wizard, shown, draft)
  const outcome = await answerOf(formData, form, draft, request, wizard.serviceProblem)
  if (outcome.kind === 'refused') return data({ page, result: outcome.result }, { status: outcome.status })
  if (outcome.kind === 'checked') return { page, result: outcome.result, ...outcome.body }

  const answered = invalidate(wizard, draft, changeOf(draft, outcome.change))
  const following = wizard.next(answered, shown)
  if (!wizard.canAccess(answered, following)) throw redirect(fallbackPath(wizard, answered))
  markAnsweredWithPage()
  return { page: formPage(wizard, following, answered), result: undefined }
}

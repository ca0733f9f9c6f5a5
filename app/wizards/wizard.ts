/**
 * The shape of a wizard (HMPO form-wizard vocabulary) and its URLs, shared by the server helper
 * (`wizard.server.ts`) and the step pages, which link between steps. docs/wizards.md shows how
 * a new wizard is written.
 */

/**
 * One side-effecting call of a journey (a booking, a payment): the idempotency key it is sent
 * with and, once it answered, what it answered. Run once per key.
 */
export interface Attempt<Outcome, Sent = unknown> {
  key: string
  outcome?: Outcome
  /** The call as first built, for a call that cannot be built twice alike (`sentOnce`). */
  sent?: Sent
}

/** What the helper keeps in every draft next to the wizard's own answers. */
export interface DraftBase {
  attempts?: { [name: string]: Attempt<unknown> | undefined }
}

/** The names of a draft's answers: everything but the attempts. */
export type AnswerName<Draft extends DraftBase> = Exclude<keyof Draft, 'attempts'> & string
export type Answers<Draft extends DraftBase> = Pick<Draft, AnswerName<Draft>>
export type AttemptName<Draft extends DraftBase> = keyof NonNullable<Draft['attempts']> & string
export type OutcomeOf<Draft extends DraftBase, Name extends AttemptName<Draft>> = NonNullable<
  NonNullable<NonNullable<Draft['attempts']>[Name]>['outcome']
>
export type SentOf<Draft extends DraftBase, Name extends AttemptName<Draft>> = NonNullable<
  NonNullable<NonNullable<Draft['attempts']>[Name]>['sent']
>

export interface WizardSteps<Step extends string, Draft extends DraftBase, ErrorKind extends string = never> {
  /** The session key of the draft is `drafts.<name>`. */
  name: string
  /**
   * The steps live at `${basePath}/${step}`. A function is called each time a path is built, for
   * a base that holds a setting (`/mi-{product}/historia-clinica`: `basePathOf`).
   */
  basePath: string | (() => string)
  steps: readonly Step[]
  /** The step that opened from outside (without `?continuar`) starts a new draft. */
  entry: Step
  /** Where the entry step's back link leads, out of the wizard. */
  exit: string
  /** The step after `step` once it is answered: the graph may branch on the answers. */
  next(draft: Draft, step: Step): Step
  /**
   * The steps whose code a step's page fetches ahead: by default the one `next` gives for the answers so far. A step
   * whose branch is chosen on its own page names every branch it offers, since the person may choose any.
   */
  ahead?(draft: Draft, step: Step): Step[]
  /** The journey check: whether the answers allow `step` now. */
  canAccess(draft: Draft, step: Step): boolean
  /** Where a refused step sends to; by default (or undefined) the entry step, keeping the draft. */
  fallback?(draft: Draft): string | undefined
  /**
   * The check-your-answers step, whose `Cambiar` links open a step with `?cambiar` (`changePath`):
   * its answer goes back to this step, unless the change made a later answer invalid, when the
   * journey goes on from there.
   */
  summary?: Step
  /** What each answer invalidates: changing it clears these answers (and what they invalidate). */
  invalidates: Record<AnswerName<Draft>, readonly AnswerName<Draft>[]>
  /**
   * The side-effecting calls: each gets its key once its step can be reached, and loses key and
   * outcome only when one of the answers it depends on changes.
   */
  attempts: Record<AttemptName<Draft>, { step: Step; dependsOn: readonly AnswerName<Draft>[] }>
  /** Error screens (`?error=KIND`), shown on the step whose choice must be redone. */
  errors?: {
    /** The kind named by a query parameter; null for anything unknown. */
    parse(value: string | null): ErrorKind | null
    /** The kind an error answer of the API shows when the step has no better one. */
    onErrorAnswer: ErrorKind
    retryStep(kind: ErrorKind, where: Step): Step
  }
}

/** The query parameter of in-flow links that keeps the draft when they open the entry step. */
export const CONTINUE_PARAM = 'continuar'

/** The query parameter that shows a step's error screen (`?error=HAS_APPOINTMENT`). */
export const ERROR_PARAM = 'error'

/** The query parameter of a step opened from the summary's `Cambiar` link (`changePath`). */
export const CHANGE_PARAM = 'cambiar'

/** A wizard's base path, resolved now when it is computed (it may hold the product's segment). */
export function basePathOf(wizard: { basePath: string | (() => string) }): string {
  return typeof wizard.basePath === 'function' ? wizard.basePath() : wizard.basePath
}

/** A path written as the spec writes it (`/mi-mutual/nueva-contraseña`), percent-encoded for a URL. */
const encodePath = (path: string) => path.split('/').map((segment) => encodeURIComponent(segment)).join('/')

/**
 * The URL of a step, percent-encoded (`violencia-psicológica` is `violencia-psicol%C3%B3gica`,
 * A35); `continuar` for links into the entry step that must keep the draft.
 */
export function stepPath<Step extends string>(
  wizard: { basePath: string | (() => string) },
  step: Step,
  options: { continuar?: boolean } = {},
): string {
  return `${encodePath(basePathOf(wizard))}/${encodeURIComponent(step)}${options.continuar ? `?${CONTINUE_PARAM}` : ''}`
}

/** A step's path within the journey: the entry step's at `?continuar`, which keeps the draft (its bare path starts anew). */
export function keptStepPath<Step extends string>(wizard: { basePath: string | (() => string); entry: Step }, step: Step): string {
  return stepPath(wizard, step, { continuar: step === wizard.entry })
}

/**
 * The `Cambiar` link of the summary to `step`: the step opened so that its answer comes back to the
 * summary (`?cambiar`), keeping the draft (`?continuar` on the entry step).
 */
export function changePath<Step extends string>(wizard: { basePath: string | (() => string); entry: Step }, step: Step): string {
  const path = keptStepPath(wizard, step)
  return `${path}${path.includes('?') ? '&' : '?'}${CHANGE_PARAM}`
}

/** A step name without its accents (`violencia-física` → `violencia-fisica`, `contraseña` → `contrasena`). */
const unaccented = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '')

/** `value` percent-decoded, or as it is when it is not a valid encoding (a lone `%`). */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The step a URL segment names (a route's `:step` parameter), whether it arrives percent-encoded
 * (`violencia-psicol%C3%B3gica`), decoded (`violencia-psicológica`, as Remix gives params) or in
 * the unaccented alias A35 allows (`violencia-psicologica`): `alias` says the page should redirect
 * to the step's own path (A35: "also accept unaccented aliases (redirect)"). Null for anything
 * else.
 */
export function readStep<Step extends string>(
  wizard: { steps: readonly Step[] },
  value: string,
): { step: Step; alias: boolean } | null {
  const name = decoded(value).normalize('NFC')
  const exact = wizard.steps.find((step) => step.normalize('NFC') === name)
  if (exact) return { step: exact, alias: false }
  const plain = unaccented(name)
  const alias = wizard.steps.find((step) => unaccented(step) === plain)
  return alias ? { step: alias, alias: true } : null
}

/**
 * Where an error found on step `where` is shown: on the step to redo, whose "Reintentar" reloads it. The entry step's
 * at `?continuar`, which keeps the draft: its bare path starts a new one (and would drop the error with it).
 */
export function errorPath<Step extends string, Draft extends DraftBase, ErrorKind extends string>(
  wizard: WizardSteps<Step, Draft, ErrorKind>,
  kind: ErrorKind,
  where: Step,
): string {
  const step = wizard.errors?.retryStep(kind, where) ?? where
  const path = keptStepPath(wizard, step)
  return `${path}${path.includes('?') ? '&' : '?'}${ERROR_PARAM}=${kind}`
}

/** One icon of a progress navigator and how the answers light it. */
export interface ProgressItem<Item extends string> {
  step: Item
  state: 'done' | 'current' | 'upcoming'
  /** Whether the journey allows going to it now (a link) or not yet (text). */
  enabled: boolean
}

/**
 * The `shouldRevalidate` of a form-stored wizard's step route (`storage: 'form'`): after a POST
 * the action's data is the page, and the loader, which cannot see the answers, must not run again.
 */
export function formWizardShouldRevalidate({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }): boolean {
  return formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate
}

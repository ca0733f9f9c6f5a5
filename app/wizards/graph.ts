/**
 * The pure parts of every wizard's step graph: what a guarded step may rely on, what a changed
 * answer clears, where "back" and a refused step lead, the attempts' outcomes.
 */
import {
  stepPath,
  type AnswerName,
  type Answers,
  type Attempt,
  type AttemptName,
  type DraftBase,
  type OutcomeOf,
  type WizardSteps,
} from './wizard'

// The helpers take any wizard: its error kinds play no part here.
type AnyWizardSteps<Step extends string, Draft extends DraftBase> = WizardSteps<Step, Draft, string>

/** The answers a guarded step relies on: `canAccess` has checked them, so a missing one is a bug. */
export function answered<Draft extends DraftBase, Name extends keyof Draft>(
  draft: Draft,
  ...names: Name[]
): Required<Pick<Draft, Name>> {
  for (const name of names) if (draft[name] === undefined) throw new Error(`the draft has no ${String(name)}`)
  return draft as unknown as Required<Pick<Draft, Name>>
}

/** The outcome of an attempt, once its call has answered. */
export function outcomeOf<Draft extends DraftBase, Name extends AttemptName<Draft>>(
  draft: Draft,
  name: Name,
): OutcomeOf<Draft, Name> | undefined {
  return draft.attempts?.[name]?.outcome as OutcomeOf<Draft, Name> | undefined
}

/** The outcome a guarded step relies on: `canAccess` has checked it, so a missing one is a bug. */
export function attempted<Draft extends DraftBase, Name extends AttemptName<Draft>>(draft: Draft, name: Name): OutcomeOf<Draft, Name> {
  const outcome = outcomeOf(draft, name)
  if (outcome === undefined) throw new Error(`the draft has no outcome of ${name}`)
  return outcome
}

/** The draft with attempt `name` set to `attempt`. */
export function withAttempt<Draft extends DraftBase>(draft: Draft, name: AttemptName<Draft>, attempt: Attempt<unknown>): Draft {
  return { ...draft, attempts: { ...draft.attempts, [name]: attempt } }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The answers `changed` invalidate, directly or through what they clear. */
function invalidatedBy<Draft extends DraftBase>(
  invalidates: AnyWizardSteps<string, Draft>['invalidates'],
  changed: AnswerName<Draft>[],
): Set<AnswerName<Draft>> {
  const cleared = new Set<AnswerName<Draft>>()
  const pending = [...changed]
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const dependent of invalidates[name]) {
      if (!cleared.has(dependent)) pending.push(dependent)
      cleared.add(dependent)
    }
  }
  return cleared
}

/**
 * The draft with `change` applied (HMPO `invalidates`): the answers that depended on a changed
 * one are cleared, and so is every attempt that depended on an answer now different. An answer
 * given again unchanged clears nothing, and an attempt's outcome survives every other change.
 */
export function invalidate<Draft extends DraftBase>(
  wizard: Pick<AnyWizardSteps<string, Draft>, 'invalidates' | 'attempts'>,
  draft: Draft,
  change: Partial<Answers<Draft>>,
): Draft {
  const names = Object.keys(change) as AnswerName<Draft>[]
  const cleared = invalidatedBy(
    wizard.invalidates,
    names.filter((name) => !same(draft[name], change[name])),
  )
  const result: Draft = { ...draft }
  for (const name of cleared) delete result[name]
  Object.assign(result, change)

  const different = new Set([...names, ...cleared].filter((name) => !same(draft[name], result[name])))
  const attempts = { ...draft.attempts }
  for (const [name, { dependsOn }] of Object.entries(wizard.attempts) as Array<[string, { dependsOn: readonly AnswerName<Draft>[] }]>) {
    if (dependsOn.some((answer) => different.has(answer))) delete attempts[name]
  }
  if (Object.keys(attempts).length === 0) delete result.attempts
  else result.attempts = attempts
  return result
}

/** Where a refused step sends to: the wizard's fallback, or its entry step keeping the draft. */
export function fallbackPath<Step extends string, Draft extends DraftBase>(wizard: AnyWizardSteps<Step, Draft>, draft: Draft): string {
  return wizard.fallback?.(draft) ?? stepPath(wizard, wizard.entry, { continuar: true })
}

/**
 * Where a step's back link goes: the step before it on the path these answers take (`next`
 * from the entry), keeping the draft; out of the wizard from the entry step. A step off that
 * path goes back to the step listed before it.
 */
export function back<Step extends string, Draft extends DraftBase>(wizard: AnyWizardSteps<Step, Draft>, draft: Draft, step: Step): string {
  if (step === wizard.entry) return wizard.exit
  let previous = wizard.entry
  for (let seen = 0; seen < wizard.steps.length; seen++) {
    const following = wizard.next(draft, previous)
    if (following === step) return stepPath(wizard, previous, { continuar: true })
    if (following === previous) break
    previous = following
  }
  const listed = wizard.steps[wizard.steps.indexOf(step) - 1] ?? wizard.entry
  return stepPath(wizard, listed, { continuar: true })
}

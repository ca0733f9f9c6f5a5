/**
 * The shape of a wizard and its URLs, shared by the server helper (`wizard.server.ts`, which
 * describes the pattern) and the step pages, which link between steps.
 */
import type { z } from 'zod'

/** What the helper itself keeps in every draft, next to the wizard's own answers. */
export interface DraftBase<Result> {
  /** Present once the answers reach the confirmation step; new whenever an answer changes. */
  idempotencyKey?: string
  /** The final call's answer: the journey is done. */
  result?: Result
}

export interface Wizard<Step extends string, Draft extends DraftBase<unknown>> {
  /** The session key is `drafts.<name>`. */
  name: string
  /** The steps live at `${basePath}/${step}`. */
  basePath: string
  /** In order; the first is the entry step. */
  steps: readonly [Step, ...Step[]]
  confirmationStep: Step
  resultStep: Step
  /** Every field optional: `{}` is the empty draft. */
  draftSchema: z.ZodType<Draft, z.ZodTypeDef, unknown>
  canAccess(draft: Draft, step: Step): boolean
}

/**
 * The wizard without its draft schema: what the step pages need in the browser. The schema (zod)
 * joins on the server only, so the browser never downloads zod.
 */
export type WizardSteps<Step extends string, Draft extends DraftBase<unknown>> = Omit<Wizard<Step, Draft>, 'draftSchema'>

/** The query parameter of in-flow links that keeps the draft when they open the entry step. */
export const CONTINUE_PARAM = 'continuar'

/** The URL of a step; `continuar` for links into the entry step that must keep the draft. */
export function stepPath<Step extends string>(
  wizard: { basePath: string },
  step: Step,
  options: { continuar?: boolean } = {},
): string {
  return `${wizard.basePath}/${step}${options.continuar ? `?${CONTINUE_PARAM}` : ''}`
}

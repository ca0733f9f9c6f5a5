/**
 * The gender-violence self-test's step graph (C81, R08): the introduction, the four categories in
 * order, the result. Pure, shared with the browser. The draft holds the test's info (E99, loaded on
 * entry) and the ids checked in each category; it is never stored (`storage: 'form'`, wizard.server.ts).
 */
import type { Category, SelfTestInfo } from '~/domain/gender-test'
import { paths } from '~/utils/paths'
import type { WizardSteps } from '../wizard'

export const steps = [
  'introduccion',
  'violencia-psicológica',
  'violencia-física',
  'violencia-sexual',
  'violencia-económica-y-patrimonial',
  'resultado',
] as const
export type Step = (typeof steps)[number]

export type CategoryStep = Exclude<Step, 'introduccion' | 'resultado'>
export type AnswerKey = 'psicologica' | 'fisica' | 'sexual' | 'economica'

/** Each category's step: the API's category and the draft's answer. */
export const categorySteps: Record<CategoryStep, { category: Category; answer: AnswerKey }> = {
  'violencia-psicológica': { category: 'PSYCHOLOGICAL', answer: 'psicologica' },
  'violencia-física': { category: 'PHYSICAL', answer: 'fisica' },
  'violencia-sexual': { category: 'SEXUAL', answer: 'sexual' },
  'violencia-económica-y-patrimonial': { category: 'ECONOMIC_PATRIMONIAL', answer: 'economica' },
}

export const isCategoryStep = (step: Step): step is CategoryStep => step in categorySteps

/** The last category: its button is `Finalizar` and its answer sends the test (E100). */
export const LAST_CATEGORY: CategoryStep = 'violencia-económica-y-patrimonial'

export interface Draft {
  info?: SelfTestInfo
  psicologica?: number[]
  fisica?: number[]
  sexual?: number[]
  economica?: number[]
  // No attempt: E100's failure is ignored, and sending it again on a reload does no harm.
  attempts?: Record<string, never>
}

/** The answers a step needs: the info first (R08: "any step except intro before info loaded → main menu"), then every earlier category. */
function needs(step: Step): AnswerKey[] {
  const before = steps.slice(1, steps.indexOf(step)) as CategoryStep[]
  return before.map((earlier) => categorySteps[earlier].answer)
}

export const selfTestSteps: WizardSteps<Step, Draft> = {
  name: 'test-violencia',
  basePath: '/test-violencia-de-genero',
  steps,
  entry: 'introduccion',
  exit: paths.home,
  next: (_draft, step) => steps[steps.indexOf(step) + 1] ?? 'resultado',
  canAccess: (draft, step) => step === 'introduccion' || (draft.info !== undefined && needs(step).every((key) => draft[key] !== undefined)),
  // The main menu (R08), not the introduction: nothing of the test is kept to go back to.
  fallback: () => paths.home,
  invalidates: { info: ['psicologica', 'fisica', 'sexual', 'economica'], psicologica: [], fisica: [], sexual: [], economica: [] },
  attempts: {},
}

/** How many questions were answered yes, across the four categories. */
export const yesCount = (draft: Draft) =>
  (draft.psicologica?.length ?? 0) + (draft.fisica?.length ?? 0) + (draft.sexual?.length ?? 0) + (draft.economica?.length ?? 0)

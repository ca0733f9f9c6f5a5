/**
 * The self-test as the server helper uses it: open to everyone (no access check), its draft never
 * stored (`storage: 'form'`: the answers travel sealed in the forms, docs/decisions), and the
 * test's info loaded on every entry, which starts it anew (C81).
 */
import { selfTest } from '~/copy/self-test'
import { answersPayload, CATEGORIES } from '~/domain/gender-test'
import { refusedForm } from '~/forms/form-data.server'
import { getSelfTestInfo, sendSelfTestAnswers } from '~/upstream/autopesquisa.server'
import type { Wizard } from '../wizard.server'
import { DraftSchema } from './schemas.server'
import { categorySteps, LAST_CATEGORY, selfTestSteps, type CategoryStep, type Draft, type Step } from './steps'

export const selfTestWizard: Wizard<Step, Draft> = {
  ...selfTestSteps,
  storage: 'form',
  draftSchema: DraftSchema,
  serviceProblem: selfTest.serviceDown,
  // A failure is thrown: the introduction shows the error screen (C81).
  async enter(request) {
    return { info: await getSelfTestInfo(request.signal) }
  },
}

/**
 * The ids checked on a category's page, each one of its questions (anything else is a changed
 * form: refused), as the draft keeps them. Also what Volver keeps of the page it leaves.
 */
export function checkedIn(step: CategoryStep, checked: number[], draft: Draft): Partial<Draft> {
  const { category, answer } = categorySteps[step]
  const own = new Set(draft.info!.preguntas[category].map(({ id }) => id))
  if (checked.some((id) => !own.has(id))) throw refusedForm()
  return { [answer]: [...new Set(checked)] }
}

/**
 * A category's answer (`checkedIn`). The last category's answer sends the test (E100), whose
 * failure is ignored (C81): the result is shown all the same.
 */
export async function answerCategory(step: CategoryStep, checked: number[], draft: Draft, signal: AbortSignal): Promise<Partial<Draft>> {
  const info = draft.info!
  const change = checkedIn(step, checked, draft)
  if (step === LAST_CATEGORY) {
    const answered: Draft = { ...draft, ...change }
    const yes = Object.values(categorySteps).flatMap((each) => answered[each.answer] ?? [])
    const questions = CATEGORIES.flatMap((each) => info.preguntas[each])
    await sendSelfTestAnswers(answersPayload(questions, yes), signal).catch(() => undefined)
  }
  return change
}

/**
 * The gender-violence self-test (C81, R08): open and anonymous, one route for its six steps, since
 * a POST to one step's address answers with the page of another (docs/wizards.md, "A draft that is
 * never stored"). The answers travel sealed in the forms only: never in the session, a URL or a log.
 */
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { z } from 'zod'
import { NoFieldsSchema } from '~/forms/no-fields.server'
import { ResultScreen } from '~/components/result-screen'
import { selfTest } from '~/copy/self-test'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { pageTitle } from '~/utils/meta'
import { paths } from '~/utils/paths'
import { formWizardShouldRevalidate, readStep } from '~/wizards/wizard'
import { answerFormStep, guardFormStep, requireStep } from '~/wizards/wizard.server'
import { CategoryPage, IntroPage, ResultPage } from '~/wizards/test-violencia/pages'
import { QuickExit } from '~/wizards/test-violencia/quick-exit'
import { CategorySchema } from '~/wizards/test-violencia/schemas.server'
import { categorySteps, isCategoryStep, selfTestSteps, type CategoryStep, type Draft, type Step } from '~/wizards/test-violencia/steps'
import { answerCategory, checkedIn, selfTestWizard } from '~/wizards/test-violencia/wizard.server'

const categories = Object.keys(categorySteps) as CategoryStep[]

/** Each step's title says which it is: a category's, where it stands among the four (as the portal's `Paso N:` steps). */
function titleOf(step: Step | undefined): string {
  if (step && isCategoryStep(step)) return selfTest.categoryTitle(categories.indexOf(step) + 1, categories.length, selfTest.categories[step])
  return step === 'resultado' ? selfTest.result.title : selfTest.title
}

// From the address, not the loader's data: after a POST the page is the action's, and the loader does not run again.
export const meta: MetaFunction<typeof loader> = ({ params, matches }) => [
  pageTitle(titleOf(readStep(selfTestSteps, params.step ?? '')?.step), matches),
]

// Nothing of the test may stay in a cache, whoever opens it (a visitor has no session to mark it).
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, params }: LoaderFunctionArgs) {
  const step = requireStep(request, selfTestWizard, params.step)
  try {
    return { step, page: await guardFormStep(request, selfTestWizard, step), failed: false }
  } catch (error) {
    // The info could not be loaded on entry: the error screen, with Volver to the main menu (C81).
    if (error instanceof UpstreamError) return data({ step, page: null, failed: true }, { status: 502 })
    if (isUpstreamUnavailable(error)) return data({ step, page: null, failed: true }, { status: 503 })
    throw error
  }
}

const categoryForm = (step: CategoryStep) => ({
  schema: CategorySchema,
  answer: ({ pregunta }: z.output<typeof CategorySchema>, { draft, signal }: { draft: Draft; signal: AbortSignal }) =>
    answerCategory(step, pregunta, draft, signal),
  // Volver keeps the boxes ticked, never sending the test as the last category's answer does.
  keptOnBack: ({ pregunta }: z.output<typeof CategorySchema>, { draft }: { draft: Draft }) => checkedIn(step, pregunta, draft),
})

export const action = ({ request, params }: ActionFunctionArgs) =>
  answerFormStep(request, selfTestWizard, requireStep(request, selfTestWizard, params.step), {
    introduccion: { schema: NoFieldsSchema, answer: () => ({}) },
    ...(Object.fromEntries((Object.keys(categorySteps) as CategoryStep[]).map((step) => [step, categoryForm(step)])) as Record<
      CategoryStep,
      ReturnType<typeof categoryForm>
    >),
  })

// After a POST the action's data is the page: the loader cannot see the answers and must not run again.
export const shouldRevalidate = formWizardShouldRevalidate

export default function SelfTestStep() {
  const loaded = useLoaderData<typeof loader>()
  const page = useActionData<typeof action>()?.page ?? loaded.page
  // Salir rápido on every screen of the test, its failure too: whoever looks over her shoulder sees the test's name.
  if (!page) {
    return (
      <div className="stack">
        <QuickExit />
        <ResultScreen illustration="warning" topTitle={selfTest.title} title={selfTest.loadFailed} primaryAction={{ to: paths.home, label: selfTest.back }} />
      </div>
    )
  }
  return (
    <div className="stack">
      <QuickExit />
      {page.step === 'introduccion' ? <IntroPage page={page} /> : null}
      {isCategoryStep(page.step) ? <CategoryPage page={page} step={page.step} /> : null}
      {page.step === 'resultado' ? <ResultPage page={page} /> : null}
    </div>
  )
}

/**
 * What every step route of a wizard shares, so that a step route is its own loader and action:
 * the opening of a step page's loader (guard, error kind, frame) and the routes that only lead
 * to the entry step. docs/wizards.md, "One step route".
 */
import { redirect } from '@remix-run/node'
import { back } from './graph'
import type { StepPage } from './step-frame'
import { keptStepPath, stepPath, type DraftBase, type ProgressItem, type WizardSteps } from './wizard'
import { errorOnPage, guardStep, type Wizard } from './wizard.server'

/**
 * A wizard's `openStep(request, step)`, the first call of each of its step pages' loaders: it
 * guards the step (`guardStep`) and works out the page's frame (`StepPage`: the error kind its
 * URL names, the back link, the steps whose code is fetched ahead, the navigator's items from `progress` and their
 * links). The loader spreads `page` into its data, for `<StepFrame page>`.
 */
export function stepPageOpener<Step extends string, Draft extends DraftBase, ErrorKind extends string, Item extends Step = never>(
  wizard: Wizard<Step, Draft, ErrorKind>,
  progress?: (draft: Draft, step: Step) => ProgressItem<Item>[],
) {
  return async function openStep(request: Request, step: NoInfer<Step>): Promise<{ draft: Draft; page: StepPage<Item, ErrorKind> }> {
    const draft = await guardStep(request, wizard, step)
    const items = progress?.(draft, step) ?? []
    // An item leading to the entry step keeps the draft, as every in-flow link does.
    const progressLinks = Object.fromEntries(
      items.map(({ step: item }) => [item, keptStepPath(wizard, item)]),
    ) as Partial<Record<Item, string>>
    const page: StepPage<Item, ErrorKind> = {
      error: errorOnPage(request, wizard),
      // Its Reintentar reloads the step, the draft kept.
      here: keptStepPath(wizard, step),
      back: back(wizard, draft, step),
      ahead: (wizard.ahead?.(draft, step) ?? [wizard.next(draft, step)]).map((following) => stepPath(wizard, following)),
      progress: items,
      progressLinks,
    }
    return { draft, page }
  }
}

/**
 * The loader (and action) of a wizard's base path (`_index`) and of a step it does not have
 * (`$`): its entry step, anew.
 */
export function toEntryStep(wizard: Pick<WizardSteps<string, DraftBase, string>, 'basePath' | 'entry'>) {
  return () => redirect(stepPath(wizard, wizard.entry))
}

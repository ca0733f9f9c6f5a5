/** A step flow B does not have: its first step, anew. */
import { toEntryStep } from '~/wizards/step-page.server'
import { flowBWizard } from '~/wizards/compra-medicamentos/wizard.server'

export const loader = toEntryStep(flowBWizard)
export const action = loader

/** A step the wizard does not have opens its first step. */
import { flowAWizard } from '~/wizards/solicitud-medicamentos/wizard.server'
import { toEntryStep } from '~/wizards/step-page.server'

export const loader = toEntryStep(flowAWizard)
export const action = loader

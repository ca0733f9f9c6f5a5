/** The wizard's base path opens its first step. */
import { flowAWizard } from '~/wizards/solicitud-medicamentos/wizard.server'
import { toEntryStep } from '~/wizards/step-page.server'

export const loader = toEntryStep(flowAWizard)

export { getInstead as action } from '~/utils/get-instead.server'

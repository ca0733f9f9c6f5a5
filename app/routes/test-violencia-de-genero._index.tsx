/** The self-test's base path opens its introduction. */
import { selfTestWizard } from '~/wizards/test-violencia/wizard.server'
import { toEntryStep } from '~/wizards/step-page.server'

export const loader = toEntryStep(selfTestWizard)

export { getInstead as action } from '~/utils/get-instead.server'

/** The clinical-history request's base path opens its first step. */
import { clinicalHistoryWizard } from '~/wizards/historia-clinica/wizard.server'
import { toEntryStep } from '~/wizards/step-page.server'

export const loader = toEntryStep(clinicalHistoryWizard)

export { getInstead as action } from '~/utils/get-instead.server'

/** A step the clinical-history request does not have opens its first step. */
import { clinicalHistoryWizard } from '~/wizards/historia-clinica/wizard.server'
import { toEntryStep } from '~/wizards/step-page.server'

export const loader = toEntryStep(clinicalHistoryWizard)
export const action = loader

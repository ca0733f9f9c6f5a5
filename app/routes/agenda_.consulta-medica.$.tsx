/** A step the wizard does not have opens its first step. */
import { medicalBookingWizard } from '~/wizards/consulta-medica/wizard.server'
import { toEntryStep } from '~/wizards/step-page.server'

export const loader = toEntryStep(medicalBookingWizard)
export const action = loader

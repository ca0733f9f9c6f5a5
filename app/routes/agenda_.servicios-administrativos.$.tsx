/** A step the wizard does not have opens its first step. */
import { adminBookingWizard } from '~/wizards/servicios-administrativos/wizard.server'
import { toEntryStep } from '~/wizards/step-page.server'

export const loader = toEntryStep(adminBookingWizard)
export const action = loader

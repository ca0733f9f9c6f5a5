/** The wizard's base path opens its first step. */
import { medicalBookingWizard } from '~/wizards/consulta-medica/wizard.server'
import { toEntryStep } from '~/wizards/step-page.server'

export const loader = toEntryStep(medicalBookingWizard)

export { getInstead as action } from '~/utils/get-instead.server'

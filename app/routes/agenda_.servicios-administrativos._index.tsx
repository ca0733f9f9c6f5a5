/** The wizard's base path opens its first step. */
import { adminBookingWizard } from '~/wizards/servicios-administrativos/wizard.server'
import { toEntryStep } from '~/wizards/step-page.server'

export const loader = toEntryStep(adminBookingWizard)

export { getInstead as action } from '~/utils/get-instead.server'

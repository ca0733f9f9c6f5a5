/** The administrative-booking wizard as the server helper uses it. */
import { adminBooking } from '~/copy/admin-booking'
import type { AdminErrorScreenKind } from '~/domain/admin-booking'
import { stepPageOpener } from '../step-page.server'
import type { Wizard } from '../wizard.server'
import { DraftSchema, type Draft } from './schemas.server'
import { adminBookingSteps, progress, type Step } from './steps'

export const adminBookingWizard: Wizard<Step, Draft, AdminErrorScreenKind> = {
  ...adminBookingSteps,
  draftSchema: DraftSchema,
  serviceProblem: adminBooking.serviceDown,
}

/** The first call of each step page's loader: the guard, and the frame with the three-icon navigator (BR44). */
export const openAdminStep = stepPageOpener(adminBookingWizard, progress)

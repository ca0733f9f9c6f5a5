/** The administrative-booking wizard as the server helper uses it. */
import { adminBooking } from '~/copy/admin-booking'
import type { AdminErrorScreenKind } from '~/domain/admin-booking'
import type { Wizard } from '../wizard.server'
import { DraftSchema, type Draft } from './schemas.server'
import { adminBookingSteps, type Step } from './steps'

export const adminBookingWizard: Wizard<Step, Draft, AdminErrorScreenKind> = {
  ...adminBookingSteps,
  draftSchema: DraftSchema,
  serviceProblem: adminBooking.serviceDown,
}

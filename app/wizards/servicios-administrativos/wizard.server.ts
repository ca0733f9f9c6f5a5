/** The administrative-booking wizard as the server helper uses it: its steps plus the draft schema. */
import type { Wizard } from '../wizard'
import { DraftSchema, type Draft } from './schemas.server'
import { adminBookingSteps, type Step } from './steps'

export const adminBookingWizard: Wizard<Step, Draft> = { ...adminBookingSteps, draftSchema: DraftSchema }

/**
 * What the medical booking's step pages show around each step, for `StepFrame`: its title and the messages of its
 * error screens (001 §8). The booking has no progress navigator (the spec shows none for it), so none is labelled.
 */
import { medicalBooking } from '~/copy/medical-booking'
import { medicalErrorMessage, type MedicalErrorKind } from '~/domain/medical-booking'
import type { WizardLabels } from '../step-frame'

export const medicalBookingLabels: WizardLabels<never, MedicalErrorKind> = {
  title: medicalBooking.title,
  errorMessage: medicalErrorMessage,
}

/** What the clinical-history request's step pages show around each step, for `StepFrame`: its title. No navigator, no error screens. */
import { clinicalHistory } from '~/copy/clinical-history'
import type { WizardLabels } from '../step-frame'

export const clinicalHistoryLabels: WizardLabels<never, never> = {
  title: clinicalHistory.title,
  errorMessage: () => clinicalHistory.errors.saveFailed,
}

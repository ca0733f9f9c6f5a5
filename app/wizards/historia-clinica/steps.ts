/**
 * The clinical-history request's step graph (spec 002 §2.3, §4.3; checklist C80, BR67):
 * solicitud → [parte-solicitada] → motivo-solicitud → confirmacion. Pure: the base path holds a setting
 * (`/mi-{product}`), so wizard.server.ts adds it.
 */
import { outcomeOf } from '../graph'
import type { WizardSteps } from '../wizard'
import type { Draft } from './schemas.server'

export const steps = ['solicitud', 'parte-solicitada', 'motivo-solicitud', 'confirmacion'] as const
export type Step = (typeof steps)[number]

/** Both yes/no questions answered, and the terms accepted when the e-mail copy is wanted. */
const firstFormDone = (draft: Draft) =>
  draft.complete !== undefined && draft.requestedEmailCopy !== undefined && (!draft.requestedEmailCopy || draft.termsAndConditionsAccepted === true)

/** BR67: each step needs what comes before it; `confirmacion` follows a successful save only. */
function canAccess(draft: Draft, step: Step): boolean {
  switch (step) {
    case 'solicitud':
      return true
    case 'parte-solicitada':
      return firstFormDone(draft) && draft.complete === false
    case 'motivo-solicitud':
      return firstFormDone(draft) && (draft.complete === true || (draft.requestedPart ?? '') !== '')
    case 'confirmacion':
      return canAccess(draft, 'motivo-solicitud') && outcomeOf(draft, 'envio') !== undefined
  }
}

/**
 * A complete copy goes straight to the reason; a part is asked for first. An e-mail copy whose terms are not
 * accepted stays on `solicitud`, which then shows them (the route sends it to its terms state).
 */
function next(draft: Draft, step: Step): Step {
  switch (step) {
    case 'solicitud':
      if (draft.requestedEmailCopy && !draft.termsAndConditionsAccepted) return 'solicitud'
      return draft.complete ? 'motivo-solicitud' : 'parte-solicitada'
    case 'parte-solicitada':
      return 'motivo-solicitud'
    case 'motivo-solicitud':
    case 'confirmacion':
      return 'confirmacion'
  }
}

/** Everything E98 sends: a change of any answer is another request (a new key). */
const SENT = [
  'complete',
  'requestedEmailCopy',
  'requestedPart',
  'termsAndConditionsAccepted',
  'requestedByParticular',
  'motivo',
  'telefono',
  'archivo',
] as const

export const clinicalHistorySteps: Omit<WizardSteps<Step, Draft>, 'basePath' | 'exit'> = {
  name: 'historia-clinica',
  steps,
  entry: 'solicitud',
  next,
  canAccess,
  /**
   * A complete copy needs no part; another answer to the e-mail copy asks for the terms again; another
   * answer to "particular or institution" asks for the file again (or no longer needs it).
   */
  invalidates: {
    complete: ['requestedPart'],
    requestedEmailCopy: ['termsAndConditionsAccepted'],
    termsAndConditionsAccepted: [],
    requestedPart: [],
    requestedByParticular: ['archivo'],
    motivo: [],
    telefono: [],
    archivo: [],
  },
  // The save is made once per key, on the reason's step, whose success leads to `confirmacion`.
  attempts: { envio: { step: 'motivo-solicitud', dependsOn: SENT } },
}

/** 002 §7: the copy is ready 15 days after a request to present at an institution, 30 for particular reasons. */
export function deliveryDays(requestedByParticular: boolean): 15 | 30 {
  return requestedByParticular ? 30 : 15
}

/** 002 §7: the reason and part texts are checked once typing has stopped this long (with JavaScript). */
export const TEXT_SETTLE_MS = 300

/** The longest reason or part kept (the API stores them as text). */
export const MAX_TEXT = 1000

/**
 * Flow A's step graph (spec 002 §2.1, §4.1; checklist C57, BR47, A27): the rules live in
 * `~/domain/medicine-request`; this wires them to the wizard engine. Pure.
 */
import {
  FLOW_A_EXIT,
  FLOW_A_PROGRESS,
  FLOW_A_STEPS,
  flowANext,
  flowAStepAllowed,
  type FlowAAnswers,
  type FlowAStep,
} from '~/domain/medicine-request'
import { medicineRequests } from '~/copy/medicine-requests'
import { outcomeOf } from '../graph'
import type { ProgressItem, WizardSteps } from '../wizard'
import type { Draft } from './schemas.server'

export const steps = FLOW_A_STEPS
export type Step = FlowAStep

/** The one error screen of flow A (C86: "any fetch failure shows the generic error"). */
export type ErrorKind = 'GENERIC_ERROR'
export const parseErrorKind = (value: string | null): ErrorKind | null => (value === 'GENERIC_ERROR' ? value : null)

/** What the domain's rules read, from the draft: the finish's `Mensaje` is its attempt's outcome. */
export function answersOf(draft: Draft): FlowAAnswers {
  return { ...draft, mensaje: outcomeOf(draft, 'solicitud')?.mensaje }
}

export const flowASteps: WizardSteps<Step, Draft, ErrorKind> = {
  name: 'solicitud-medicamentos',
  basePath: '/medicamentos/nueva-solicitud',
  steps,
  entry: 'documento',
  // A58: `documento` leaves for the requests list.
  exit: FLOW_A_EXIT,
  next: (draft, step) => flowANext(answersOf(draft), step),
  canAccess: (draft, step) => flowAStepAllowed(answersOf(draft), step),
  summary: 'confirmacion',
  /**
   * Another holder clears the people and what was hers (the staff shipping type, the delivery data); another
   * locality clears its shipping method; another shipping method clears the payment method (BR47) and urgency.
   */
  invalidates: {
    lookup: [],
    affiliate: ['groups', 'shippingTypeId', 'delivery'],
    location: ['shippingMethod'],
    groups: [],
    shippingMethod: ['paymentMethod', 'urgent'],
    shippingTypeId: [],
    urgent: [],
    paymentMethod: [],
    delivery: [],
  },
  // C65: one request per confirmation; a new one only when something it sends changes.
  attempts: {
    solicitud: {
      step: 'confirmacion',
      dependsOn: ['affiliate', 'location', 'groups', 'shippingMethod', 'shippingTypeId', 'urgent', 'paymentMethod', 'delivery'],
    },
  },
  errors: { parse: parseErrorKind, onErrorAnswer: 'GENERIC_ERROR', retryStep: (_kind, where) => where },
}

export type ProgressStep = (typeof FLOW_A_PROGRESS)[number]

const isProgressStep = (step: Step): step is ProgressStep => (FLOW_A_PROGRESS as readonly Step[]).includes(step)

/**
 * C57: the five icons, on the five steps they name only (`documento`, the confirmation and the result show none);
 * each a link only when its step is allowed now. `hora` is part of `envio`, and lights it.
 */
export function progress(draft: Draft, current: Step): ProgressItem<ProgressStep>[] {
  const shown: Step = current === 'hora' ? 'envio' : current
  if (!isProgressStep(shown)) return []
  const answers = answersOf(draft)
  const position = FLOW_A_STEPS.indexOf(shown)
  return FLOW_A_PROGRESS.map((step) => ({
    step,
    enabled: flowAStepAllowed(answers, step),
    state: step === shown ? 'current' : FLOW_A_STEPS.indexOf(step) < position ? 'done' : 'upcoming',
  }))
}

/** C58's document types, as the forms offer them (the upstream client's DOCUMENT_TYPE is server-only): card 1, other 2. */
export const DOCUMENT_TYPE_OPTIONS = [
  { value: '1', label: medicineRequests.documento.documentTypes[1] },
  { value: '2', label: medicineRequests.documento.documentTypes[2] },
] as const
export const ID_CARD = '1'
/** C58's other document (type 2): the longest the forms take (invented: the spec gives no rule). */
export const OTHER_DOCUMENT_MAX_LENGTH = 20

/**
 * The medical-booking wizard as the server helper uses it: members only, and entered only after the penalty check
 * (C34: "on entry to booking, a penalty check by ci is made; if not allowed the server message is shown and the
 * flow is blocked", E14 per A20).
 */
import { redirectWithFlash } from '~/auth/flash.server'
import { requireUser } from '~/auth/guards.server'
import { medicalBooking } from '~/copy/medical-booking'
import type { MedicalErrorKind } from '~/domain/medical-booking'
import { checkEnabled } from '~/upstream/afiliados.server'
import { UpstreamError } from '~/upstream/errors'
import { paths } from '~/utils/paths'
import { stepPageOpener } from '../step-page.server'
import type { Wizard } from '../wizard.server'
import { DraftSchema, type Draft } from './schemas.server'
import { medicalBookingSteps, raisedOn, type Step } from './steps'

/**
 * Why the member may not book, in the words the agenda page shows; null when they may. The API's own message
 * for a penalty; A52's for a document the API does not know (or a member without one); the generic one for any
 * other refusal. An API that cannot be reached is the service problem (thrown): nothing is booked unchecked.
 */
export async function bookingRefusal(ci: string | null, signal: AbortSignal): Promise<string | null> {
  if (!ci) return medicalBooking.invalidAffiliate
  try {
    const { enabled, message } = await checkEnabled(ci, signal)
    return enabled ? null : (message ?? medicalBooking.penalisedFallback)
  } catch (error) {
    if (error instanceof UpstreamError) return error.status === 404 ? medicalBooking.invalidAffiliate : medicalBooking.generic
    throw error
  }
}

export const medicalBookingWizard: Wizard<Step, Draft, MedicalErrorKind> = {
  ...medicalBookingSteps,
  draftSchema: DraftSchema,
  serviceProblem: medicalBooking.serviceDown,
  // The booking is the signed-in member's (001 §1): a visitor is sent to log in before any draft is touched.
  async access(request) {
    await requireUser(request)
  },
  // A refused member goes back to the agenda, which shows why (the flash banner); no step is ever shown.
  async enter(request) {
    const { user } = await requireUser(request)
    const refusal = await bookingRefusal(user.ci, request.signal)
    if (refusal) throw await redirectWithFlash(request, paths.agenda, { tone: 'error', message: refusal })
    return undefined
  },
}

const openStep = stepPageOpener(medicalBookingWizard)

/**
 * The first call of each step page's loader: the member, the penalty check on entry, the guard, the frame. The frame
 * shows an error kind only on a step that raises it (`raisedOn`): `?error=PRICE_CHANGED` typed on `fecha` shows
 * `fecha`.
 */
export async function openMedicalStep(request: Request, step: Step) {
  const { draft, page } = await openStep(request, step)
  const error = page.error !== null && raisedOn(page.error, step) ? page.error : null
  return { draft, page: { ...page, error } }
}

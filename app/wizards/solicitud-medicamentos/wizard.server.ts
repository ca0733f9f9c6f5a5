/**
 * Flow A as the server helper uses it: the gate (A09) on every loader and action, before any call. The API
 * answers anyone but the call centre 403, and a 403 ends the session: nobody else may get that far.
 */
import { redirect } from '@remix-run/node'
import { getOptionalUser } from '~/auth/guards.server'
import { hasPermission, PERMISOS } from '~/auth/user'
import { medicineRequests } from '~/copy/medicine-requests'
import { flowAAllowed } from '~/domain/medicine-request'
import { getEnv } from '~/config/env.server'
import { isFlagOn } from '~/flags/flags.server'
import { FLAGS } from '~/flags/names'
import { UpstreamError, isUpstreamUnavailable } from '~/upstream/errors'
import { memberPaths } from '~/utils/paths'
import { stepPageOpener } from '../step-page.server'
import { showError, type Wizard } from '../wizard.server'
import { DraftSchema, type Draft } from './schemas.server'
import { flowASteps, progress, type ErrorKind, type Step } from './steps'

/** A09: the call-centre permission with one of flow A's flags on and maintenance off; everyone else to the member area. */
export async function requireFlowA(request: Request): Promise<void> {
  const auth = await getOptionalUser(request)
  const callCentre = auth !== null && hasPermission(auth.user, PERMISOS.callCentreEcommerce)
  // Nobody else costs a flag call.
  const [maintenance, requestsOpenToAll, callCentreRequests] = callCentre
    ? await Promise.all([
        isFlagOn(request, FLAGS.medicinesMaintenance),
        isFlagOn(request, FLAGS.medicineRequestsOpenToAll),
        isFlagOn(request, FLAGS.medicineRequestsCallCentre),
      ])
    : [true, false, false]
  const allowed = flowAAllowed(auth ? { callCentre, prescriptions: false } : null, { maintenance, requestsOpenToAll, callCentreRequests })
  if (!allowed) throw redirect(memberPaths(getEnv().PORTAL_PRODUCT).home)
}

export const flowAWizard: Wizard<Step, Draft, ErrorKind> = {
  ...flowASteps,
  draftSchema: DraftSchema,
  // C86: every failure of the flow says the medicines area's generic message, an action's too.
  serviceProblem: medicineRequests.generic,
  access: requireFlowA,
}

/** The first call of each step page's loader: the gate, the entry rule, the guard, the five-icon frame. */
export const openFlowAStep = stepPageOpener(flowAWizard, progress)

/**
 * A list a step page loads (E77, E78, E79, E81, E82): C57, "any fetch failure shows the generic error", so an API that
 * refuses or cannot be reached is the step's error screen (C86's message with `Reintentar`), not the service page.
 */
export async function loadList<T>(step: Step, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) showError(flowAWizard, 'GENERIC_ERROR', step)
    throw error
  }
}

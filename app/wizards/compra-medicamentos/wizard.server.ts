/**
 * Flow B as the server helper uses it (spec 002 §2.2, §6; checklist C67, A08, A60): the gate on every loader and
 * action, the call-centre mode chosen on entry, and the opening of each step page.
 */
import { redirect } from '@remix-run/node'
import { requireUser } from '~/auth/guards.server'
import { hasPermission, PERMISOS, type SessionUser } from '~/auth/user'
import { getEnv } from '~/config/env.server'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { isFlagOn } from '~/flags/flags.server'
import { FLAGS } from '~/flags/names'
import { UpstreamError, isUpstreamUnavailable } from '~/upstream/errors'
import { memberPaths, paths } from '~/utils/paths'
import { stepPageOpener } from '../step-page.server'
import { showError, type Wizard } from '../wizard.server'
import { DraftSchema, type Draft } from './schemas.server'
import { CALL_CENTRE_MODE, flowBSteps, progress, type ErrorKind, type Step } from './steps'

/** C67: either prescription permission opens the purchase. */
export const mayBuy = (user: SessionUser) =>
  hasPermission(user, PERMISOS.prescriptionsView) || hasPermission(user, PERMISOS.prescriptionsBuy)

/** A60: call-centre mode is the call-centre permission's only. */
export const isCallCentre = (user: SessionUser) => hasPermission(user, PERMISOS.callCentreEcommerce)

const memberMenu = () => memberPaths(getEnv().PORTAL_PRODUCT).home

/**
 * C67, A08: a member without a prescription permission goes home; while the medicines are in maintenance, or the
 * purchase is not enabled (a flag read without a session), everyone goes to the member menu.
 */
export async function requireFlowB(request: Request): Promise<void> {
  const { user } = await requireUser(request)
  if (!mayBuy(user)) throw redirect(paths.home)
  const [maintenance, purchaseEnabled] = await Promise.all([
    isFlagOn(request, FLAGS.medicinesMaintenance),
    isFlagOn(request, FLAGS.medicinePurchaseEnabled),
  ])
  if (maintenance || !purchaseEnabled) throw redirect(memberMenu())
}

/**
 * A60: the hub's `?modo=call-center` starts the purchase in call-centre mode; A08's third check sends anyone
 * without the call-centre permission to the member menu. Every other entry starts a member's purchase.
 */
async function enterFlowB(request: Request): Promise<Draft | undefined> {
  if (new URL(request.url).searchParams.get('modo') !== CALL_CENTRE_MODE) return undefined
  const { user } = await requireUser(request)
  if (!isCallCentre(user)) throw redirect(memberMenu())
  return { callCenter: true }
}

export const flowBWizard: Wizard<Step, Draft, ErrorKind> = {
  ...flowBSteps,
  // C67: the way out (the first step's back link) is the member-area menu, whose path holds the product.
  get exit() {
    return memberMenu()
  },
  draftSchema: DraftSchema,
  // C86: every failure of the flow says the medicines area's generic message, an action's too.
  serviceProblem: medicinePurchase.generic,
  access: requireFlowB,
  enter: enterFlowB,
}

/** The first call of each step page's loader: the gate, the entry rule, the guard, the six-icon frame. */
export const openFlowBStep = stepPageOpener(flowBWizard, progress)

/** C67, BR61: the header, by mode. */
export const headerOf = (draft: Pick<Draft, 'callCenter'>) =>
  draft.callCenter ? medicinePurchase.titleCallCentre : medicinePurchase.title

/**
 * A list a step page loads (E86, E88, E89, E91, E93): C86, "any fetch failure shows the generic error", so an API that
 * refuses or cannot be reached is the step's error screen (the generic message with `Reintentar`), not the service
 * page. The draft is kept.
 */
export async function loadList<T>(step: Step, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) showError(flowBWizard, 'GENERIC_ERROR', step)
    throw error
  }
}

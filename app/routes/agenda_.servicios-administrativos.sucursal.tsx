/**
 * Step `sucursal` (C44): the branches that may be booked (BR37). On submit the branch's status
 * is checked (BRANCH_UNAVAILABLE) and its sectors re-checked (SECTORS_UNAVAILABLE).
 */
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { adminBooking } from '~/copy/admin-booking'
import { isBranchAvailable } from '~/upstream/agenda-admin.server'
import { isUpstreamUnavailable } from '~/upstream/errors'
import { titled } from '~/utils/meta'
import {
  allowedBranch,
  errorOnPage,
  loadBranches,
  orErrorScreen,
  showError,
} from '~/wizards/servicios-administrativos/booking.server'
import { ChoiceStep } from '~/wizards/servicios-administrativos/choice-step'
import { SucursalSchema } from '~/wizards/servicios-administrativos/schemas.server'
import { adminStepPath, invalidate, next, progress } from '~/wizards/servicios-administrativos/steps'
import { adminBookingWizard } from '~/wizards/servicios-administrativos/wizard.server'
import { guardStep, saveDraft } from '~/wizards/wizard.server'

export const meta = titled(adminBooking.sucursal.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await guardStep(request, adminBookingWizard, 'sucursal')
  const error = errorOnPage(request)
  if (error) return { error, branches: [], selected: undefined, progress: [] }
  const { allowed } = await orErrorScreen('sucursal', () => loadBranches(request.signal))
  return {
    error,
    branches: allowed.map(({ id, description }) => ({ id, description })),
    selected: draft.branch?.id,
    progress: progress(draft, 'sucursal'),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const draft = await guardStep(request, adminBookingWizard, 'sucursal')
  const submission = parseWithZod(await request.formData(), { schema: SucursalSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { branchId } = submission.value

  try {
    const branch = await orErrorScreen('sucursal', async () => {
      const branches = await loadBranches(request.signal)
      if (!branches.all.some((candidate) => candidate.id === branchId)) return undefined
      if (!(await isBranchAvailable(branchId, request.signal))) showError('BRANCH_UNAVAILABLE', 'sucursal')
      return allowedBranch(branches, branchId, 'sucursal')
    })
    if (!branch) {
      return data({ result: submission.reply({ fieldErrors: { branchId: [adminBooking.sucursal.required] } }) }, { status: 400 })
    }
    const setCookie = await saveDraft(
      request,
      adminBookingWizard,
      invalidate(draft, { branch: { id: branch.id, descripcion: branch.description } }),
    )
    return redirect(adminStepPath(next('sucursal')), { headers: { 'Set-Cookie': setCookie } })
  } catch (error) {
    if (!isUpstreamUnavailable(error)) throw error
    return data({ result: submission.reply({ formErrors: [adminBooking.serviceDown] }) }, { status: 503 })
  }
}

export default function SucursalStep() {
  const { error, branches, selected, progress } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <ChoiceStep
      step="sucursal"
      name="branchId"
      legend={adminBooking.sucursal.title}
      options={branches}
      selected={selected}
      progress={progress}
      lastResult={actionData?.result}
      error={error}
    />
  )
}

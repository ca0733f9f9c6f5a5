/**
 * Step `sucursal` (C44): the branches that may be booked (BR37). On submit the branch's status
 * is checked (BRANCH_UNAVAILABLE) and its sectors re-checked (SECTORS_UNAVAILABLE).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { adminBooking } from '~/copy/admin-booking'
import { isBranchAvailable } from '~/upstream/agenda-admin.server'
import { titled } from '~/utils/meta'
import { ChoiceStep } from '~/wizards/choice-step'
import { allowedBranch, loadBranches } from '~/wizards/servicios-administrativos/booking.server'
import { adminBookingLabels } from '~/wizards/servicios-administrativos/frame'
import { SucursalSchema } from '~/wizards/servicios-administrativos/schemas.server'
import { adminBookingWizard, openAdminStep } from '~/wizards/servicios-administrativos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { orErrorScreen, refuse, saveAndContinue, showError } from '~/wizards/wizard.server'

export const meta = titled(adminBooking.sucursal.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openAdminStep(request, 'sucursal')
  if (page.error) return { ...page, branches: [], selected: undefined }
  const { allowed } = await orErrorScreen(adminBookingWizard, 'sucursal', () => loadBranches(request.signal))
  return { ...page, branches: allowed.map(({ id, description }) => ({ id, description })), selected: draft.branch?.id }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, adminBookingWizard, 'sucursal', {
    schema: SucursalSchema,
    async answer({ branchId }, { signal }) {
      const branch = await orErrorScreen(adminBookingWizard, 'sucursal', async () => {
        const branches = await loadBranches(signal)
        if (!branches.all.some((candidate) => candidate.id === branchId)) return undefined
        if (!(await isBranchAvailable(branchId, signal))) showError(adminBookingWizard, 'BRANCH_UNAVAILABLE', 'sucursal')
        return allowedBranch(branches, branchId, 'sucursal')
      })
      if (!branch) return refuse({ branchId: [adminBooking.sucursal.required] })
      return { branch: { id: branch.id, descripcion: branch.description } }
    },
  })
}

export default function SucursalStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <StepFrame labels={adminBookingLabels} page={page}>
      <ChoiceStep
        id="sucursal"
        name="branchId"
        legend={adminBooking.sucursal.title}
        options={page.branches}
        selected={page.selected}
        lastResult={actionData?.result}
      />
    </StepFrame>
  )
}

/**
 * Step `sector` (C45): the chosen branch's sectors that may be booked. The sector's first
 * allowed row is the queue the booking uses; a new sector clears the date and hour.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { adminBooking } from '~/copy/admin-booking'
import type { Branch } from '~/domain/admin-booking'
import { titled } from '~/utils/meta'
import { ChoiceStep } from '~/wizards/choice-step'
import { answered } from '~/wizards/graph'
import { allowedBranch, loadBranches } from '~/wizards/servicios-administrativos/booking.server'
import { adminBookingLabels } from '~/wizards/servicios-administrativos/frame'
import { SectorSchema } from '~/wizards/servicios-administrativos/schemas.server'
import { adminBookingWizard, openAdminStep } from '~/wizards/servicios-administrativos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { orErrorScreen, refuse, saveAndContinue, showError } from '~/wizards/wizard.server'

export const meta = titled(adminBooking.sector.title)

/** The draft's branch as it may be booked now; one left without sectors is SECTORS_UNAVAILABLE. */
async function bookableBranch(branchId: number, signal: AbortSignal): Promise<Branch> {
  const branches = await orErrorScreen(adminBookingWizard, 'sector', () => loadBranches(signal))
  return allowedBranch(branches, branchId, 'sector') ?? showError(adminBookingWizard, 'SECTORS_UNAVAILABLE', 'sector')
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openAdminStep(request, 'sector')
  if (page.error) return { ...page, sectors: [], selected: undefined }
  const branch = await bookableBranch(answered(draft, 'branch').branch.id, request.signal)
  return { ...page, sectors: branch.sectors.map(({ id, description }) => ({ id, description })), selected: draft.sector?.id }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, adminBookingWizard, 'sector', {
    schema: SectorSchema,
    async answer({ sectorId }, { draft, signal }) {
      const branch = await bookableBranch(answered(draft, 'branch').branch.id, signal)
      const sector = branch.sectors.find((candidate) => candidate.id === sectorId)
      const queue = sector?.rows[0]
      if (!sector || !queue) return refuse({ sectorId: [adminBooking.sector.required] })
      return { sector: { id: sector.id, descripcion: sector.description, idFila: queue.id } }
    },
  })
}

export default function SectorStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <StepFrame labels={adminBookingLabels} page={page}>
      <ChoiceStep
        id="sector"
        name="sectorId"
        legend={adminBooking.sector.title}
        options={page.sectors}
        selected={page.selected}
        lastResult={actionData?.result}
      />
    </StepFrame>
  )
}

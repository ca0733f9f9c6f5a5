/**
 * Step `sector` (C45): the chosen branch's sectors that may be booked. The sector's first
 * allowed row is the queue the booking uses; a new sector clears the date and hour.
 */
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { adminBooking } from '~/copy/admin-booking'
import type { Branch } from '~/domain/admin-booking'
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
import { SectorSchema } from '~/wizards/servicios-administrativos/schemas.server'
import {
  adminStepPath,
  answered,
  invalidate,
  next,
  progress,
} from '~/wizards/servicios-administrativos/steps'
import { adminBookingWizard } from '~/wizards/servicios-administrativos/wizard.server'
import { guardStep, saveDraft } from '~/wizards/wizard.server'

export const meta = titled(adminBooking.sector.title)

/** The draft's branch as it may be booked now; one left without sectors is SECTORS_UNAVAILABLE. */
async function bookableBranch(branchId: number, signal: AbortSignal): Promise<Branch> {
  const branches = await orErrorScreen('sector', () => loadBranches(signal))
  return allowedBranch(branches, branchId, 'sector') ?? showError('SECTORS_UNAVAILABLE', 'sector')
}

export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await guardStep(request, adminBookingWizard, 'sector')
  const error = errorOnPage(request)
  if (error) return { error, sectors: [], selected: undefined, progress: [] }
  const branch = await bookableBranch(answered(draft, 'branch').branch.id, request.signal)
  return {
    error,
    sectors: branch.sectors.map(({ id, description }) => ({ id, description })),
    selected: draft.sector?.id,
    progress: progress(draft, 'sector'),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const draft = await guardStep(request, adminBookingWizard, 'sector')
  const submission = parseWithZod(await request.formData(), { schema: SectorSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })

  try {
    const branch = await bookableBranch(answered(draft, 'branch').branch.id, request.signal)
    const sector = branch.sectors.find((candidate) => candidate.id === submission.value.sectorId)
    const queue = sector?.rows[0]
    if (!sector || !queue) {
      return data({ result: submission.reply({ fieldErrors: { sectorId: [adminBooking.sector.required] } }) }, { status: 400 })
    }
    const change = { sector: { id: sector.id, descripcion: sector.description, idFila: queue.id } }
    const setCookie = await saveDraft(request, adminBookingWizard, invalidate(draft, change))
    return redirect(adminStepPath(next('sector')), { headers: { 'Set-Cookie': setCookie } })
  } catch (error) {
    if (!isUpstreamUnavailable(error)) throw error
    return data({ result: submission.reply({ formErrors: [adminBooking.serviceDown] }) }, { status: 503 })
  }
}

export default function SectorStep() {
  const { error, sectors, selected, progress } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <ChoiceStep
      step="sector"
      name="sectorId"
      legend={adminBooking.sector.title}
      options={sectors}
      selected={selected}
      progress={progress}
      lastResult={actionData?.result}
      error={error}
    />
  )
}

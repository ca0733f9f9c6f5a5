/**
 * Step `sucursal` (C44): the branches that may be booked (BR37). On submit the branch's status
 * is checked (BRANCH_UNAVAILABLE) and its sectors re-checked (SECTORS_UNAVAILABLE).
 */
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { RadioGroup } from '~/components/field'
import { adminBooking } from '~/copy/admin-booking'
import { ui } from '~/copy/shell'
import { isBranchAvailable } from '~/upstream/agenda-admin.server'
import { isUpstreamUnavailable } from '~/upstream/client.server'
import { useForm } from '~/forms/use-form'
import { pageTitle } from '~/utils/meta'
import {
  allowedBranch,
  errorOnPage,
  loadBranches,
  orErrorScreen,
  showError,
} from '~/wizards/servicios-administrativos/booking.server'
import { ErrorScreen, StepFrame } from '~/wizards/servicios-administrativos/frame'
import { SucursalSchema } from '~/wizards/servicios-administrativos/schemas.server'
import { adminStepPath, invalidate, next, progress } from '~/wizards/servicios-administrativos/steps'
import { adminBookingWizard } from '~/wizards/servicios-administrativos/wizard.server'
import { guardStep, saveDraft } from '~/wizards/wizard.server'

export const meta: MetaFunction = () => [pageTitle(adminBooking.sucursal.title)]

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
  const [form, fields] = useForm({
    id: 'sucursal',
    fields: { branchId: null },
    lastResult: actionData?.result,
    defaultValue: { branchId: selected === undefined ? undefined : String(selected) },
  })

  if (error) return <ErrorScreen kind={error} step="sucursal" />

  return (
    <StepFrame step="sucursal" progress={progress}>
      <ErrorSummary {...summaryFromForm(form)} />
      <Form method="post" {...form.props}>
        <RadioGroup
          legend={adminBooking.sucursal.title}
          isPageHeading
          meta={fields.branchId}
          options={branches.map((branch) => ({ value: String(branch.id), label: branch.description }))}
        />
        <div className="button-group">
          <SubmitButton>{ui.continue}</SubmitButton>
        </div>
      </Form>
    </StepFrame>
  )
}

/**
 * Step `parte-solicitada` (C80, BR67): the part of the clinical history asked for, when the copy is not complete.
 * Required; with JavaScript it is checked once typing stops (002 §5.3: 300 ms).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field } from '~/components/field'
import { clinicalHistory as copy } from '~/copy/clinical-history'
import { check } from '~/forms/field-rules'
import { useForm } from '~/forms/use-form'
import { titled } from '~/utils/meta'
import { MAX_TEXT, TEXT_SETTLE_MS } from '~/wizards/historia-clinica/steps'
import { clinicalHistoryLabels } from '~/wizards/historia-clinica/frame'
import { ParteSchema } from '~/wizards/historia-clinica/schemas.server'
import { clinicalHistoryWizard, openClinicalHistoryStep } from '~/wizards/historia-clinica/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { saveAndContinue } from '~/wizards/wizard.server'

export const meta = titled(copy.parteSolicitada.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openClinicalHistoryStep(request, 'parte-solicitada')
  return { ...page, requestedPart: draft.requestedPart }
}

export const action = ({ request }: ActionFunctionArgs) =>
  saveAndContinue(request, clinicalHistoryWizard, 'parte-solicitada', { schema: ParteSchema, answer: (answer) => answer })

export default function ParteSolicitadaStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'parte-solicitada',
    fields: { requestedPart: check({ required: copy.errors.required }) },
    lastResult: actionData?.result,
    defaultValue: { requestedPart: page.requestedPart },
    settle: { fields: ['requestedPart'], ms: TEXT_SETTLE_MS },
  })
  return (
    <StepFrame labels={clinicalHistoryLabels} page={page} title={copy.parteSolicitada.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      <Form method="post" {...form.props}>
        <Field
          label={copy.parteSolicitada.label}
          hint={copy.parteSolicitada.hint}
          meta={fields.requestedPart}
          inputProps={{ maxLength: MAX_TEXT, autoComplete: 'off' }}
        />
        <div className="button-group">
          <SubmitButton>{copy.continue}</SubmitButton>
        </div>
      </Form>
    </StepFrame>
  )
}

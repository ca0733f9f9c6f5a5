/**
 * Flow A, step `hora` (C62, A27): the urgent request's hours and message (E81), then on to `pago`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { NoFieldsSchema } from '~/forms/no-fields.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { medicineRequests } from '~/copy/medicine-requests'
import { ui } from '~/copy/shell'
import { fetchUrgentWindow } from '~/upstream/solicitud-medicamentos.server'
import { titled } from '~/utils/meta'
import { flowALabels } from '~/wizards/solicitud-medicamentos/frame'
import { flowAWizard, loadList, openFlowAStep } from '~/wizards/solicitud-medicamentos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { saveAndContinue } from '~/wizards/wizard.server'

const copy = medicineRequests.hora

export const meta = titled(copy.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = await openFlowAStep(request, 'hora')
  if (page.error) return { ...page, window: null }
  const as = await upstreamAs(request)
  return { ...page, window: await loadList('hora', () => fetchUrgentWindow(as)) }
}

export const action = ({ request }: ActionFunctionArgs) =>
  saveAndContinue(request, flowAWizard, 'hora', { schema: NoFieldsSchema, answer: () => ({}) })

export default function HoraStep() {
  const page = useLoaderData<typeof loader>()
  return (
    <StepFrame labels={flowALabels} page={page} title={copy.title}>
      {page.window ? (
        <dl className="stack">
          <dt>{copy.hours}</dt>
          <dd>{page.window.Horarios}</dd>
          <dd>{page.window.Mensaje}</dd>
        </dl>
      ) : null}
      <Form method="post" className="button-group">
        <SubmitButton>{ui.continue}</SubmitButton>
      </Form>
    </StepFrame>
  )
}

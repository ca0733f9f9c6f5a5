/** Flow A, step `pago` (C63): the payment methods of the chosen shipping method (E82, A46's codes). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { medicineRequests } from '~/copy/medicine-requests'
import { fetchPaymentMethods } from '~/upstream/solicitud-medicamentos.server'
import { titled } from '~/utils/meta'
import { ChoiceStep } from '~/wizards/choice-step'
import { answered } from '~/wizards/graph'
import { flowALabels } from '~/wizards/solicitud-medicamentos/frame'
import { PagoSchema } from '~/wizards/solicitud-medicamentos/schemas.server'
import { flowAWizard, loadList, openFlowAStep } from '~/wizards/solicitud-medicamentos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { refuse, saveAndContinue } from '~/wizards/wizard.server'

const copy = medicineRequests.pago

export const meta = titled(copy.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowAStep(request, 'pago')
  if (page.error) return { ...page, methods: [], selected: undefined }
  const { shippingMethod } = answered(draft, 'shippingMethod')
  const as = await upstreamAs(request)
  const methods = await loadList('pago', () => fetchPaymentMethods(as, shippingMethod.id))
  return { ...page, methods: methods.map((method) => ({ id: method.Id, description: method.Nombre })), selected: draft.paymentMethod?.id }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, flowAWizard, 'pago', {
    schema: PagoSchema,
    async answer({ formaPago }, { draft }) {
      const { shippingMethod } = answered(draft, 'shippingMethod')
      const methods = await fetchPaymentMethods(await upstreamAs(request), shippingMethod.id)
      const method = methods.find((candidate) => candidate.Id === formaPago)
      if (!method) return refuse({ formaPago: [copy.required] })
      return { paymentMethod: { id: method.Id, nombre: method.Nombre } }
    },
  })
}

export default function PagoStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <StepFrame labels={flowALabels} page={page}>
      <ChoiceStep id="pago" name="formaPago" legend={copy.title} options={page.methods} selected={page.selected} lastResult={actionData?.result} />
    </StepFrame>
  )
}

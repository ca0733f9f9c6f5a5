/**
 * Flow B, step `forma-pago` (C75, BR62, A01, A43, A46): E89's methods for the locality and the shipping method, as a
 * vertical radio list with the copy's labels. The online method is listed as `onlineAllowed` reads BR62 (A01, the
 * reading chosen by `FLOW_B_ONLINE_RULE`). Nothing to pay skips this step (A43: the graph does).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { RadioGroup } from '~/components/field'
import { getEnv } from '~/config/env.server'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { onlineAllowed } from '~/domain/purchase-shipping'
import { useForm } from '~/forms/use-form'
import { fetchPaymentMethods, type Named } from '~/upstream/compra-medicamentos.server'
import { titled } from '~/utils/meta'
import { answered } from '~/wizards/graph'
import { flowBLabels } from '~/wizards/compra-medicamentos/frame'
import { FormaPagoSchema, type Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { affiliatesOf, hasChosen } from '~/wizards/compra-medicamentos/selection'
import { ONLINE } from '~/wizards/compra-medicamentos/steps'
import { flowBWizard, headerOf, loadList, openFlowBStep } from '~/wizards/compra-medicamentos/wizard.server'
import { useChosen } from '~/wizards/consulta-medica/use-chosen'
import { StepFrame } from '~/wizards/step-frame'
import { refuse, saveAndContinue } from '~/wizards/wizard.server'

const copy = medicinePurchase['forma-pago']

export const meta = titled(copy.title)

/** E89's methods this purchase may use: the online one only as BR62 allows (A01). */
async function methodsFor(request: Request, draft: Draft): Promise<Named[]> {
  const { location, shippingMethod } = answered(draft, 'location', 'shippingMethod')
  const methods = await fetchPaymentMethods(await upstreamAs(request), { idLocalidad: location.id, idEnvio: shippingMethod.id })
  const affiliates = affiliatesOf(draft).map(({ affiliate }) => ({ hasMedicines: hasChosen(affiliate) }))
  const online = onlineAllowed({ callCenter: draft.callCenter === true }, affiliates, getEnv().FLOW_B_ONLINE_RULE)
  return methods.filter((method) => method.id !== ONLINE || online)
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowBStep(request, 'forma-pago')
  const empty = { header: headerOf(draft), methods: [], selected: { formaPago: '' } }
  if (page.error) return { ...page, ...empty }
  const methods = await loadList('forma-pago', () => methodsFor(request, draft))
  return {
    ...page,
    header: headerOf(draft),
    // C75: the copy's label for each of A46's codes; an unknown code keeps the API's name.
    methods: methods.map((method) => ({ value: String(method.id), label: copy.labels[method.id] ?? method.nombre })),
    selected: { formaPago: draft.paymentMethod ? String(draft.paymentMethod.id) : '' },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, flowBWizard, 'forma-pago', {
    schema: FormaPagoSchema,
    async answer({ formaPago }, { draft }) {
      // Checked against E89 again: a POST names only an id, which must be one this purchase is offered.
      const method = (await methodsFor(request, draft)).find((candidate) => candidate.id === formaPago)
      if (!method) return refuse({ formaPago: [copy.required] })
      return { paymentMethod: { id: method.id, nombre: method.nombre } }
    },
  })
}

export default function FormaPagoStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'forma-pago',
    lastResult: actionData?.result,
    defaultValue: page.selected,
    fields: { formaPago: null },
  })
  const choice = useChosen(fields.formaPago.name, page.selected.formaPago !== '')
  return (
    <StepFrame labels={{ ...flowBLabels, title: page.header }} page={page} title={null}>
      <ErrorSummary {...summaryFromForm(form)} />
      <Form method="post" {...form.props} onChange={choice.onChange} className="stack">
        <RadioGroup legend={copy.title} isPageHeading caption={page.header} meta={fields.formaPago} options={page.methods} />
        <div className="button-group">
          <SubmitButton disabled={choice.disabled}>{copy.continue}</SubmitButton>
        </div>
      </Form>
    </StepFrame>
  )
}

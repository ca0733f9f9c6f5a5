/**
 * Flow A, step `entrega` (C64, BR50): the mobile (required, a Uruguayan one), the landline (optional), and for home
 * delivery the address and `Entre calles` (required), checked by one rule on the server and in the browser
 * (`flowADelivery`). The holder's numbers and address from E75 start the form.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field } from '~/components/field'
import { medicineRequests } from '~/copy/medicine-requests'
import { ui } from '~/copy/shell'
import { flowADelivery, isHomeDelivery, type DeliveryError, type DeliveryField } from '~/domain/medicine-request'
import { useForm } from '~/forms/use-form'
import { titled } from '~/utils/meta'
import { answered } from '~/wizards/graph'
import { deliveryCheck, entregaMessage } from '~/wizards/solicitud-medicamentos/delivery-check'
import { flowALabels } from '~/wizards/solicitud-medicamentos/frame'
import { EntregaSchema } from '~/wizards/solicitud-medicamentos/schemas.server'
import { openFlowAStep, flowAWizard } from '~/wizards/solicitud-medicamentos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { refuse, saveAndContinue } from '~/wizards/wizard.server'

const copy = medicineRequests.entrega

export const meta = titled(copy.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowAStep(request, 'entrega')
  const { affiliate } = answered(draft, 'affiliate')
  return {
    ...page,
    homeDelivery: isHomeDelivery(draft.shippingMethod),
    values: draft.delivery ?? {
      celular: affiliate.celular ?? '',
      telefono: affiliate.telefono ?? '',
      direccion: affiliate.direccion ?? '',
      entreCalles: '',
    },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, flowAWizard, 'entrega', {
    schema: EntregaSchema,
    answer(input, { draft }) {
      const checked = flowADelivery(input, isHomeDelivery(draft.shippingMethod))
      if (!checked.ok) {
        const errors = Object.entries(checked.errors) as Array<[DeliveryField, DeliveryError]>
        return refuse(Object.fromEntries(errors.map(([field, kind]) => [field, [entregaMessage(kind, field)]])))
      }
      return { delivery: checked.delivery }
    },
  })
}

export default function EntregaStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'entrega',
    lastResult: actionData?.result,
    // The saved (or the holder's) values until the form is sent; then what was sent: conform leaves a field sent empty
    // out of its reply, which the saved value would otherwise fill again beside its "missing" message.
    defaultValue: actionData?.result ? undefined : page.values,
    fields: {
      celular: deliveryCheck('celular', page.homeDelivery),
      telefono: deliveryCheck('telefono', page.homeDelivery),
      direccion: deliveryCheck('direccion', page.homeDelivery),
      entreCalles: deliveryCheck('entreCalles', page.homeDelivery),
    },
    // BR50: a required field left blank is flagged when left (the address and cross streets for home delivery only).
    requiredOnBlur: ['celular', 'direccion', 'entreCalles'],
  })
  return (
    <StepFrame labels={flowALabels} page={page} title={copy.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      <Form method="post" {...form.props} className="stack">
        <Field
          label={copy.mobile}
          meta={fields.celular}
          type="tel"
          inputProps={{ inputMode: 'numeric', autoComplete: 'mobile tel-national', placeholder: copy.mobilePlaceholder, maxLength: 20 }}
        />
        <Field label={copy.landline} meta={fields.telefono} type="tel" inputProps={{ inputMode: 'numeric', autoComplete: 'home tel-national', maxLength: 20 }} />
        {page.homeDelivery ? (
          <>
            <Field label={copy.address} meta={fields.direccion} inputProps={{ autoComplete: 'shipping address-line1', maxLength: 200 }} />
            <Field label={copy.streetsBetween} meta={fields.entreCalles} inputProps={{ autoComplete: 'off', maxLength: 200 }} />
          </>
        ) : null}
        <div className="button-group">
          <SubmitButton>{ui.continue}</SubmitButton>
        </div>
      </Form>
    </StepFrame>
  )
}

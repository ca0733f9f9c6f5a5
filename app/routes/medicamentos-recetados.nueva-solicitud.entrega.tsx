/**
 * Flow B, step `entrega` (C74, BR61): the mobile (required, numeric), the landline (optional, numeric), and for home
 * delivery the address and the streets between (required). The rule is flow A's (`flowADelivery`, C64 asks the
 * same), checked on blur with JavaScript and on submit. The form starts from what the portal knows: the member's own
 * phones (not the call centre's, who buys for someone else).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field } from '~/components/field'
import { NotificationBanner } from '~/components/notification-banner'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { flowADelivery, type DeliveryError, type DeliveryField } from '~/domain/medicine-request'
import { deliveryTitle, shippingKind } from '~/domain/purchase-shipping'
import { useForm } from '~/forms/use-form'
import { pageTitle } from '~/utils/meta'
import { answered } from '~/wizards/graph'
import { deliveryCheck, type DeliveryMessage } from '~/wizards/solicitud-medicamentos/delivery-check'
import { flowBLabels } from '~/wizards/compra-medicamentos/frame'
import { EntregaSchema } from '~/wizards/compra-medicamentos/schemas.server'
import { purchasersOf } from '~/wizards/compra-medicamentos/selection'
import { flowBWizard, headerOf, openFlowBStep } from '~/wizards/compra-medicamentos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { refuse, saveAndContinue } from '~/wizards/wizard.server'

const copy = medicinePurchase.entrega

// The browser's saved details fill the form on a phone: the numbers as typed here (no country code), the street and
// number as one line. `Entre calles` has no such detail, so nothing is offered for it.
const MOBILE = 'mobile tel-national'
const LANDLINE = 'home tel-national'
const ADDRESS = 'shipping address-line1'

/** Each field's own words for its problem, so that two empty fields read apart in the error summary. */
const message: DeliveryMessage = (kind, field) => (kind === 'mobile' ? copy.mobileInvalid : copy[kind][field])

// C74: the title says what is asked: `Datos de contacto` for a pick-up, `Entrega` otherwise.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(data?.title ?? copy.titleDelivery, matches)]

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowBStep(request, 'entrega')
  const { user } = await requireUser(request)
  const { shippingMethod } = answered(draft, 'shippingMethod')
  const pickUp = shippingKind(shippingMethod) === 'pick-up'
  // The form starts from what the portal knows of whom the medicines are for: the member's own numbers, or, for the
  // call centre, the contact data E12 gave for the first person of the purchase (C69, BR53).
  const known = draft.callCenter ? purchasersOf(draft)[0]?.affiliate.contacto : user
  return {
    ...page,
    header: headerOf(draft),
    title: deliveryTitle(shippingMethod),
    homeDelivery: shippingKind(shippingMethod) === 'home',
    // C74: pick-up for someone with no contact phone on record: she needs a mobile to be told.
    noContact: pickUp && purchasersOf(draft)[0]?.affiliate.tieneContacto === false,
    values: draft.delivery ?? { celular: known?.celular ?? '', telefono: known?.telefono ?? '', direccion: known?.direccion ?? '', entreCalles: '' },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, flowBWizard, 'entrega', {
    schema: EntregaSchema,
    answer(input, { draft }) {
      const checked = flowADelivery(input, shippingKind(answered(draft, 'shippingMethod').shippingMethod) === 'home')
      if (!checked.ok) {
        const errors = Object.entries(checked.errors) as Array<[DeliveryField, DeliveryError]>
        return refuse(Object.fromEntries(errors.map(([field, kind]) => [field, [message(kind, field)]])))
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
    // What the portal knows until the form is sent; then what was sent: conform leaves a field sent empty out of its
    // reply, which the saved value would otherwise fill again beside its "missing" message (flow A's rule).
    defaultValue: actionData?.result ? undefined : page.values,
    fields: {
      celular: deliveryCheck('celular', page.homeDelivery, message),
      telefono: deliveryCheck('telefono', page.homeDelivery, message),
      direccion: deliveryCheck('direccion', page.homeDelivery, message),
      entreCalles: deliveryCheck('entreCalles', page.homeDelivery, message),
    },
    // C74: a required field left blank is flagged when left (the address and cross streets for home delivery only).
    requiredOnBlur: ['celular', 'direccion', 'entreCalles'],
  })
  return (
    <StepFrame labels={{ ...flowBLabels, title: page.header }} page={page} caption={page.header} title={page.title}>
      {page.noContact ? <NotificationBanner tone="warning">{copy.noContact}</NotificationBanner> : null}
      <ErrorSummary {...summaryFromForm(form)} />
      <Form method="post" {...form.props} className="stack">
        <Field
          label={copy.mobile}
          meta={fields.celular}
          type="tel"
          inputProps={{ inputMode: 'numeric', autoComplete: MOBILE, placeholder: copy.mobilePlaceholder, maxLength: 20, required: true }}
        />
        {page.homeDelivery ? (
          <>
            <Field
              label={copy.phone}
              meta={fields.telefono}
              type="tel"
              inputProps={{ inputMode: 'numeric', autoComplete: LANDLINE, placeholder: copy.phonePlaceholder, maxLength: 20 }}
            />
            <Field label={copy.address} meta={fields.direccion} inputProps={{ autoComplete: ADDRESS, maxLength: 200, required: true }} />
            <Field label={copy.streetsBetween} meta={fields.entreCalles} inputProps={{ autoComplete: 'off', maxLength: 200, required: true }} />
          </>
        ) : null}
        <div className="button-group">
          <SubmitButton>{copy.continue}</SubmitButton>
        </div>
      </Form>
    </StepFrame>
  )
}

/**
 * Flow B, step `envio` (C73, BR60, BR61, A34): one card per shipping method of the locality, with its cost (E93 for
 * home delivery, for everyone in the purchase; `Gratis` otherwise) and the running total. A method other than pick-up
 * or home delivery asks its contact mobile here and skips `entrega` (A34).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useState, type FormEvent } from 'react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field, RadioGroup } from '~/components/field'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { flowADelivery } from '~/domain/medicine-request'
import { formatMoney } from '~/domain/money'
import { costLabel, shippingCard, shippingKind } from '~/domain/purchase-shipping'
import { useForm } from '~/forms/use-form'
import { titled } from '~/utils/meta'
import { answered } from '~/wizards/graph'
import { flowBLabels } from '~/wizards/compra-medicamentos/frame'
import { shippingCostNow } from '~/wizards/compra-medicamentos/purchase.server'
import { EnvioSchema, type Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { HOME_DELIVERY, totalsOf } from '~/wizards/compra-medicamentos/selection'
import { flowBWizard, headerOf, loadList, openFlowBStep } from '~/wizards/compra-medicamentos/wizard.server'
import { useChosen } from '~/wizards/consulta-medica/use-chosen'
import { StepFrame } from '~/wizards/step-frame'
import { refuse, saveAndContinue } from '~/wizards/wizard.server'

const copy = medicinePurchase.envio

export const meta = titled(copy.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowBStep(request, 'envio')
  const empty = { header: headerOf(draft), methods: [], asksMobile: false, total: '', selected: { formaEnvio: '', celular: '' } }
  if (page.error) return { ...page, ...empty }
  const { location } = answered(draft, 'location')
  // C73: the delivery cost is asked when home delivery is offered; a failure is the generic error (the draft kept).
  const home = location.formasDeEnvio.find((method) => method.nombre === HOME_DELIVERY)
  const delivery = home
    ? await loadList('envio', async () => shippingCostNow(await upstreamAs(request), { ...draft, shippingMethod: home }))
    : null
  const costOf = (method: { nombre: string }) => (method.nombre === HOME_DELIVERY ? (delivery?.costo ?? 0) : 0)
  const shippingCost = delivery?.shippingCost ?? draft.shippingCost
  // BR60's footer with each method's shipping: with JavaScript it follows the card chosen before it is sent.
  const totalWith = (method: Draft['shippingMethod']) => formatMoney(totalsOf({ ...draft, shippingMethod: method, shippingCost }).summary)
  return {
    ...page,
    header: headerOf(draft),
    methods: location.formasDeEnvio.map((method) => ({
      value: String(method.id),
      ...shippingCard(method, location.nombre),
      cost: costLabel(costOf(method)),
      total: totalWith(method),
    })),
    asksMobile: location.formasDeEnvio.some((method) => shippingKind(method) === 'other'),
    // BR60's footer: what is chosen so far, with the shipping of the method chosen before (if any).
    total: totalWith(draft.shippingMethod),
    selected: {
      formaEnvio: draft.shippingMethod ? String(draft.shippingMethod.id) : '',
      celular: draft.shippingMethod && shippingKind(draft.shippingMethod) === 'other' ? (draft.delivery?.celular ?? '') : '',
    },
  }
}

/** A34: another method's contact mobile, checked by the rule of `entrega`'s mobile. */
function contactMobile(celular: string): { celular: string } | { error: string } {
  const checked = flowADelivery({ celular, telefono: '', direccion: '', entreCalles: '' }, false)
  if (checked.ok) return { celular: checked.delivery.celular }
  const kind = checked.errors.celular
  return { error: kind === 'numeric' ? copy.contactMobileNumeric : kind === 'mobile' ? copy.contactMobileInvalid : copy.contactMobileRequired }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, flowBWizard, 'envio', {
    schema: EnvioSchema,
    async answer({ formaEnvio, celular }, { draft }) {
      const { location } = answered(draft, 'location')
      const method = location.formasDeEnvio.find((candidate) => candidate.id === formaEnvio)
      if (!method) return refuse({ formaEnvio: [copy.required] })
      const change: Partial<Draft> = { shippingMethod: method }
      if (shippingKind(method) === 'home') {
        // C79: the cost the confirmation charges, asked again only when the purchase's people changed.
        const { shippingCost } = await shippingCostNow(await upstreamAs(request), { ...draft, shippingMethod: method })
        if (shippingCost) change.shippingCost = shippingCost
      }
      if (shippingKind(method) === 'other') {
        const mobile = contactMobile(celular)
        if ('error' in mobile) return refuse({ celular: [mobile.error] })
        change.delivery = { celular: mobile.celular, telefono: '', direccion: '', entreCalles: '' }
      }
      return change
    },
  })
}

export default function EnvioStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'envio',
    lastResult: actionData?.result,
    // The saved method and mobile until the form is sent; then what was sent: conform leaves a field sent empty (or a
    // method not chosen) out of its reply, which the saved one would otherwise fill again beside its message.
    defaultValue: actionData?.result ? undefined : page.selected,
    fields: { formaEnvio: null, celular: null },
  })
  const shownMethod = fields.formaEnvio.initialValue ?? ''
  const choice = useChosen(fields.formaEnvio.name, shownMethod !== '')
  const [method, setMethod] = useState(shownMethod)
  const total = page.methods.find((each) => each.value === method)?.total ?? page.total
  function onChange(event: FormEvent<HTMLFormElement>) {
    choice.onChange(event)
    const target = event.target as HTMLInputElement
    if (target.name === fields.formaEnvio.name && target.checked) setMethod(target.value)
  }
  const options = page.methods.map((method) => ({
    value: method.value,
    label: method.title,
    hint: (
      <>
        {method.detail}
        <br />
        {copy.cost}: {method.cost}
      </>
    ),
  }))
  return (
    <StepFrame labels={{ ...flowBLabels, title: page.header }} page={page} title={null}>
      <ErrorSummary {...summaryFromForm(form)} />
      <Form method="post" {...form.props} onChange={onChange} className="stack">
        <RadioGroup legend={copy.title} isPageHeading caption={page.header} meta={fields.formaEnvio} options={options} />
        {page.asksMobile ? (
          <Field
            label={copy.contactMobile}
            meta={fields.celular}
            type="tel"
            inputProps={{ inputMode: 'numeric', autoComplete: 'mobile tel-national', maxLength: 20 }}
          />
        ) : null}
        <p aria-live="polite">
          <strong>{copy.total}:</strong> {total}
        </p>
        <div className="button-group">
          <SubmitButton disabled={choice.disabled}>{copy.continue}</SubmitButton>
        </div>
      </Form>
    </StepFrame>
  )
}

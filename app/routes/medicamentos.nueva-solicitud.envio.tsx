/**
 * Flow A, step `envio` (C61, BR47, BR73): the locality's shipping methods, the shipping types for staff (E78), and
 * urgency, offered for home delivery only and checked against E81 (`Ver horarios` shows its hours and message).
 * Another method clears the payment method; urgent home delivery goes on to `hora` (A27). The methods are named by
 * flow B's BR61 words (`shippingCard`), never by the API's codes (`PRESENCIAL`, `DOMICILIO`).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { CheckboxField, RadioGroup } from '~/components/field'
import { NotificationBanner } from '~/components/notification-banner'
import { medicineRequests } from '~/copy/medicine-requests'
import { ui } from '~/copy/shell'
import { isHomeDelivery, showsShippingTypes, withShippingMethod } from '~/domain/medicine-request'
import { shippingCard } from '~/domain/purchase-shipping'
import { useForm } from '~/forms/use-form'
import { fetchShippingTypes, fetchUrgentWindow } from '~/upstream/solicitud-medicamentos.server'
import { titled } from '~/utils/meta'
import { answered } from '~/wizards/graph'
import { flowALabels } from '~/wizards/solicitud-medicamentos/frame'
import { EnvioSchema } from '~/wizards/solicitud-medicamentos/schemas.server'
import { flowAWizard, loadList, openFlowAStep } from '~/wizards/solicitud-medicamentos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { refuse, saveAndContinue } from '~/wizards/wizard.server'

const copy = medicineRequests.envio

export const meta = titled(copy.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowAStep(request, 'envio')
  const selected = { formaEnvio: '', tipoEnvio: '0', urgente: '' }
  const empty = { methods: [], offersHomeDelivery: false, types: [], window: null, selected }
  if (page.error) return { ...page, ...empty }
  const { location, affiliate } = answered(draft, 'location', 'affiliate')
  const url = new URL(request.url)
  const as = await upstreamAs(request)
  const types = showsShippingTypes(affiliate) ? await loadList('envio', () => fetchShippingTypes(as)) : []
  // `Ver horarios` is a GET of this page carrying the form's choices: they stay chosen.
  const hours = url.searchParams.has('horarios')
  const window = hours ? await loadList('envio', () => fetchUrgentWindow(as)) : null
  const query = (name: string) => (hours ? url.searchParams.get(name) : null)
  return {
    ...page,
    methods: location.formasDeEnvio.map((method) => {
      const card = shippingCard(method, location.nombre)
      return { value: String(method.id), label: card.title, hint: card.detail }
    }),
    // Urgency follows the API's name of a method (BR47), not the words its radio reads.
    offersHomeDelivery: location.formasDeEnvio.some(isHomeDelivery),
    types: types.map((type) => ({ value: String(type.Id), label: type.Nombre })),
    window,
    selected: {
      formaEnvio: query('formaEnvio') ?? (draft.shippingMethod ? String(draft.shippingMethod.id) : ''),
      tipoEnvio: query('tipoEnvio') ?? String(draft.shippingTypeId ?? 0),
      urgente: query('urgente') ?? (draft.urgent ? 'si' : ''),
    },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, flowAWizard, 'envio', {
    schema: EnvioSchema,
    async answer({ formaEnvio, tipoEnvio, urgente }, { draft }) {
      const { location, affiliate } = answered(draft, 'location', 'affiliate')
      const method = location.formasDeEnvio.find((candidate) => candidate.id === formaEnvio)
      if (!method) return refuse({ formaEnvio: [copy.methodRequired] })
      // BR47: urgency is home delivery's; ticked with another method (the checkbox shows beside every method without
      // JavaScript) it is refused, not dropped: the operator decides which of the two she meant.
      if (urgente === 'si' && !isHomeDelivery(method)) return refuse({ urgente: [copy.urgentPickUp] })
      const as = await upstreamAs(request)
      // BR73: a shipping type only for staff, one E78 offers; 0 is none.
      let shippingTypeId = 0
      if (showsShippingTypes(affiliate) && tipoEnvio) {
        const types = await fetchShippingTypes(as)
        if (!types.some((type) => type.Id === tipoEnvio)) return refuse({ tipoEnvio: [copy.typeUnknown] })
        shippingTypeId = tipoEnvio
      }
      const chosen = withShippingMethod(draft, method, urgente === 'si')
      if (chosen.urgent) {
        const window = await fetchUrgentWindow(as)
        if (!window.PermiteUrgente) return refuse({ urgente: [`${copy.urgentClosed} ${window.Mensaje}`.trim()] })
      }
      return { shippingMethod: method, urgent: chosen.urgent === true, shippingTypeId }
    },
  })
}

export default function EnvioStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'envio',
    lastResult: actionData?.result,
    // The saved choices until the form is sent; then what was sent (an urgency unticked is left out of the reply).
    defaultValue: actionData?.result ? undefined : page.selected,
    fields: { formaEnvio: null, tipoEnvio: null, urgente: null },
  })
  return (
    <StepFrame labels={flowALabels} page={page} title={copy.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      <Form method="post" {...form.props} className="stack">
        <RadioGroup legend={copy.method} meta={fields.formaEnvio} options={page.methods} />
        {page.types.length > 0 ? (
          <RadioGroup legend={copy.type} meta={fields.tipoEnvio} options={[{ value: '0', label: copy.noType }, ...page.types]} />
        ) : null}
        {page.offersHomeDelivery ? (
          <>
            <CheckboxField label={copy.urgent} hint={copy.urgentHint} meta={fields.urgente} value="si" />
            <div>
              <button type="submit" name="horarios" value="1" formMethod="get" formNoValidate className="button button--secondary">
                {copy.hours}
              </button>
            </div>
          </>
        ) : null}
        {page.window ? (
          <NotificationBanner tone={page.window.PermiteUrgente ? 'info' : 'warning'} title={medicineRequests.hora.hours}>
            <p>{page.window.Horarios}</p>
            <p>{page.window.Mensaje}</p>
          </NotificationBanner>
        ) : null}
        <div className="button-group">
          <SubmitButton>{ui.continue}</SubmitButton>
        </div>
      </Form>
    </StepFrame>
  )
}

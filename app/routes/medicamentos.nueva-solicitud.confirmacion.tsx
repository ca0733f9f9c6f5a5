/**
 * Flow A, step `confirmacion` (C65): the answers to check, each with `Cambiar`, then `Solicitar`, the finish
 * (E83). The finish is the draft's attempt `solicitud`: its idempotency key is stored before the call, so one
 * confirmation files one request however many times it is submitted.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { SummaryList } from '~/components/summary-list'
import { medicineRequests } from '~/copy/medicine-requests'
import { ui } from '~/copy/shell'
import { groupsToSend, isHomeDelivery, showsShippingTypes } from '~/domain/medicine-request'
import { shippingSummary } from '~/domain/purchase-shipping'
import { fetchShippingTypes, finishRequest } from '~/upstream/solicitud-medicamentos.server'
import { titled } from '~/utils/meta'
import { answered, outcomeOf } from '~/wizards/graph'
import { formularioOf } from '~/wizards/solicitud-medicamentos/flow.server'
import { flowALabels } from '~/wizards/solicitud-medicamentos/frame'
import type { Step } from '~/wizards/solicitud-medicamentos/steps'
import { flowAWizard, loadList, openFlowAStep } from '~/wizards/solicitud-medicamentos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { changePath, stepPath } from '~/wizards/wizard'
import { attemptAndContinue, forgetRefusedAttempt } from '~/wizards/wizard.server'

const copy = medicineRequests.confirmacion

export const meta = titled(copy.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowAStep(request, 'confirmacion')
  // Filed already (the browser's back button): the result is the page to see.
  if (outcomeOf(draft, 'solicitud')) throw redirect(stepPath(flowAWizard, 'solicitud-finalizada'))
  const { affiliate, location, groups, shippingMethod, paymentMethod, delivery } = answered(
    draft,
    'affiliate',
    'location',
    'groups',
    'shippingMethod',
    'paymentMethod',
    'delivery',
  )
  const row = (key: string, value: string, step: Step) => ({ key, value, action: { to: changePath(flowAWizard, step), label: ui.change } })
  const home = isHomeDelivery(shippingMethod)
  // BR73: staff chose a shipping type (E78's id); its name is E78's, asked again as `envio` did.
  const shippingType = showsShippingTypes(affiliate) ? await shippingTypeName(request, draft.shippingTypeId ?? 0) : null
  // BR61's words, as `envio`'s radios read them.
  const shipping = shippingSummary(shippingMethod, location.nombre)
  const rows = [
    row(copy.rows.affiliate, affiliate.name, 'documento'),
    row(copy.rows.location, location.nombre, 'localidad'),
    ...groupsToSend(groups).map((group) =>
      row(
        copy.rows.medicines(group.affiliatedName),
        Object.entries(group.medicines)
          .map(([name, quantity]) => `${name} (${quantity})`)
          .join(', '),
        'agregar-medicamentos',
      ),
    ),
    row(copy.rows.shipping, shipping, 'envio'),
    ...(shippingType !== null ? [row(copy.rows.shippingType, shippingType, 'envio')] : []),
    ...(home ? [row(copy.rows.urgent, draft.urgent ? copy.yes : copy.no, 'envio')] : []),
    row(copy.rows.payment, paymentMethod.nombre, 'pago'),
    row(copy.rows.mobile, delivery.celular, 'entrega'),
    ...(delivery.telefono ? [row(copy.rows.landline, delivery.telefono, 'entrega')] : []),
    ...(home ? [row(copy.rows.address, delivery.direccion, 'entrega'), row(copy.rows.streetsBetween, delivery.entreCalles, 'entrega')] : []),
  ]
  // `Modificar solicitud`: the journey again from its first step, keeping the answers.
  return { ...page, rows, modify: stepPath(flowAWizard, 'documento', { continuar: true }) }
}

/** The staff shipping type's name (`Ninguno` for none), from E78: a failed list is the step's error screen (C57). */
async function shippingTypeName(request: Request, id: number): Promise<string> {
  if (id === 0) return medicineRequests.envio.noType
  const types = await loadList('confirmacion', async () => fetchShippingTypes(await upstreamAs(request)))
  return types.find((type) => type.Id === id)?.Nombre ?? String(id)
}

/**
 * E83 refused the request (its answer, not a failure): the banner says why and nothing is lost. Nothing was filed, so
 * the attempt forgets its key: once the operator fixes the cause (cancels the active request), `Solicitar` is a new
 * call, not a replay of the refusal.
 */
class FinishRefused extends Error {
  constructor(
    message: string,
    readonly key: string,
  ) {
    super(message)
  }
}

export async function action({ request }: ActionFunctionArgs) {
  try {
    return await attemptAndContinue(request, flowAWizard, 'confirmacion', 'solicitud', async (key, draft) => {
      const result = await finishRequest(await upstreamAs(request), formularioOf(draft), key)
      if (result.ok) return { mensaje: result.Mensaje }
      const message = result.reason === 'active-request' ? medicineRequests.documento.activeRequest : (result.detail ?? medicineRequests.generic)
      throw new FinishRefused(message, key)
    })
  } catch (error) {
    if (!(error instanceof FinishRefused)) throw error
    const { setCookie } = await forgetRefusedAttempt(request, flowAWizard, 'solicitud', error.key)
    return data({ message: error.message }, { status: 400, headers: setCookie ? { 'Set-Cookie': setCookie } : {} })
  }
}

export default function ConfirmacionStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <StepFrame labels={flowALabels} page={page} title={copy.title} refusal={actionData?.message}>
      <SummaryList rows={page.rows} />
      <Form method="post" className="button-group">
        <SubmitButton>{copy.confirm}</SubmitButton>
        <Link to={page.modify} className="button button--secondary">
          {copy.modify}
        </Link>
      </Form>
    </StepFrame>
  )
}

/**
 * Flow A, step `localidad` (C59): the delivery locality (E77), then the question the spec asks in a modal,
 * `Los medicamentos son para ti o para otra persona?`, here the form's two buttons: `Para mi` adds the holder's own
 * group (BR46), `Para otra persona` goes on to add someone else's document.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { medicineRequests } from '~/copy/medicine-requests'
import { addPerson } from '~/domain/medicine-request'
import { useForm } from '~/forms/use-form'
import { fetchDeliveryLocations, type Localidad } from '~/upstream/solicitud-medicamentos.server'
import { titled } from '~/utils/meta'
import { answered } from '~/wizards/graph'
import { flowALabels } from '~/wizards/solicitud-medicamentos/frame'
import { LocalidadSchema, type Draft } from '~/wizards/solicitud-medicamentos/schemas.server'
import { SelectField } from '~/components/field'
import { flowAWizard, loadList, openFlowAStep } from '~/wizards/solicitud-medicamentos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { orErrorScreen, refuse, saveByIntent } from '~/wizards/wizard.server'

const copy = medicineRequests.localidad

export const meta = titled(copy.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowAStep(request, 'localidad')
  if (page.error) return { ...page, locations: [], selected: '' }
  const as = await upstreamAs(request)
  const locations = await loadList('localidad', () => fetchDeliveryLocations(as))
  return {
    ...page,
    locations: locations.map((location) => ({ value: String(location.Id), label: location.Nombre })),
    selected: draft.location ? String(draft.location.id) : '',
  }
}

/** The locality chosen, re-read from E77 (its shipping methods come with it); undefined when it is not offered. */
async function chosenLocation(request: Request, id: number): Promise<Localidad | undefined> {
  const locations = await orErrorScreen(flowAWizard, 'localidad', async () => fetchDeliveryLocations(await upstreamAs(request)))
  return locations.find((location) => location.Id === id)
}

const asLocation = (location: Localidad): NonNullable<Draft['location']> => ({
  id: location.Id,
  nombre: location.Nombre,
  formasDeEnvio: location.FormasDeEnvio.map((method) => ({ id: method.Id, nombre: method.Nombre })),
})

export async function action({ request }: ActionFunctionArgs) {
  const answer = (forMe: boolean) => async ({ localidad }: { localidad: number }, { draft }: { draft: Draft }) => {
    const location = await chosenLocation(request, localidad)
    if (!location) return refuse({ localidad: [copy.required] })
    if (!forMe) return { location: asLocation(location) }
    const { affiliate } = answered(draft, 'affiliate')
    const groups = addPerson(draft.groups ?? {}, affiliate.documento, {
      affiliatedId: affiliate.id,
      affiliatedName: affiliate.name,
      timeAdded: Date.now(),
    })
    return { location: asLocation(location), groups }
  }
  return saveByIntent(request, flowAWizard, 'localidad', {
    'para-mi': { schema: LocalidadSchema, then: 'continue', answer: answer(true) },
    'para-otra': { schema: LocalidadSchema, then: 'continue', answer: answer(false) },
  })
}

export default function LocalidadStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'localidad',
    lastResult: actionData?.result,
    // The saved locality until the form is sent; then what was sent (conform leaves a locality sent empty out of its
    // reply, which the saved one would otherwise fill again).
    defaultValue: actionData?.result ? undefined : { localidad: page.selected },
    fields: { localidad: null },
  })
  return (
    <StepFrame labels={flowALabels} page={page} title={copy.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      <Form method="post" {...form.props} className="stack">
        <SelectField label={copy.label} meta={fields.localidad} options={page.locations} placeholder="" />
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{copy.question}</legend>
          <div className="button-group">
            <SubmitButton name="intent" value="para-mi">
              {copy.forMe}
            </SubmitButton>
            <SubmitButton name="intent" value="para-otra" variant="secondary">
              {copy.forAnother}
            </SubmitButton>
          </div>
        </fieldset>
      </Form>
    </StepFrame>
  )
}

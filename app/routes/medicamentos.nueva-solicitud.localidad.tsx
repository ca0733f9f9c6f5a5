/**
 * Flow A, step `localidad` (C59): the delivery locality (E77); `Continuar` then asks, in the spec's modal,
 * `Los medicamentos son para ti o para otra persona?`: `Para mi` adds the holder's own group (BR46), `Para otra
 * persona` goes on to add someone else's document. Without JavaScript the question is a state of the page
 * (decisions.md, modals): `Continuar` saves the locality and comes back with `?pregunta`, which asks it with the
 * locality saved. With JavaScript it opens at once over the form, whose locality its buttons send.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigate } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { PageDialog } from '~/components/confirm-dialog'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { medicineRequests } from '~/copy/medicine-requests'
import { ui } from '~/copy/shell'
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

/** The page asking C59's question, for the locality saved (without JavaScript). */
const ASK_PARAM = 'pregunta'
const FORM_ID = 'localidad'

export const meta = titled(copy.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowAStep(request, 'localidad')
  if (page.error) return { ...page, locations: [], selected: '', asking: false }
  const as = await upstreamAs(request)
  const locations = await loadList('localidad', () => fetchDeliveryLocations(as))
  return {
    ...page,
    locations: locations.map((location) => ({ value: String(location.Id), label: location.Nombre })),
    selected: draft.location ? String(draft.location.id) : '',
    asking: draft.location !== undefined && new URL(request.url).searchParams.has(ASK_PARAM),
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
    // Without JavaScript: the locality saved, and the page again (its form posts to `?pregunta`), asking.
    continuar: { schema: LocalidadSchema, then: 'stay', answer: answer(false) },
    'para-mi': { schema: LocalidadSchema, then: 'continue', answer: answer(true) },
    'para-otra': { schema: LocalidadSchema, then: 'continue', answer: answer(false) },
  })
}

/** The locality the form holds now (with JavaScript, before it is sent). */
function chosenIn(form: HTMLFormElement | null): string {
  const select = form?.elements.namedItem('localidad')
  return select instanceof HTMLSelectElement ? select.value : ''
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
  const navigate = useNavigate()
  return (
    <StepFrame labels={flowALabels} page={page} title={copy.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      <PageDialog
        id="para-quien"
        title={copy.question}
        // A refused form (no locality) is the form again, with its message, not the question.
        requested={page.asking && !actionData}
        onClose={() => navigate(page.here, { replace: true, preventScrollReset: true })}
        content={({ modal }) => (
          // In the modal the buttons send the form under it, with the locality chosen there; in the page, the one saved.
          <Form method="post" action={page.here} className="button-group">
            {modal ? null : <input type="hidden" name="localidad" value={page.selected} />}
            <SubmitButton name="intent" value="para-mi" form={modal ? FORM_ID : undefined}>
              {copy.forMe}
            </SubmitButton>
            <SubmitButton name="intent" value="para-otra" variant="secondary" form={modal ? FORM_ID : undefined}>
              {copy.forAnother}
            </SubmitButton>
          </Form>
        )}
      >
        {(open) => (
          <Form method="post" action={`${page.here}?${ASK_PARAM}`} {...form.props} id={FORM_ID} className="stack">
            <SelectField label={copy.label} meta={fields.localidad} options={page.locations} placeholder="" />
            <div className="button-group">
              {/* A locality chosen: the question opens here; none, the form goes and comes back saying so. */}
              <SubmitButton name="intent" value="continuar" onClick={(event) => (chosenIn(event.currentTarget.form) ? open(event) : undefined)}>
                {ui.continue}
              </SubmitButton>
            </div>
          </Form>
        )}
      </PageDialog>
    </StepFrame>
  )
}

/**
 * Flow B, step `localidad` (C68, A62): first whether the signed-in member is sanctioned (E85 with her cédula: the
 * `Usuario sancionado` screen), then the locality the medicines are sent from or picked up at (E86). Another
 * locality while purchases exist clears them, so it is asked first (`Cambio de localidad`): `Continuar` then leads
 * to that question, a state of the page (`?cambio=<id>`, a GET: a question, not a refused form, so no `Error:` in its
 * title) shown in place of the form without JavaScript and as a modal with it, whose `Cambiar` posts the locality
 * again with intent `cambiar`.
 */
import { replace, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useRef, useState } from 'react'
import { requireUser } from '~/auth/guards.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { ButtonLink, SubmitButton } from '~/components/button'
import { PageDialog } from '~/components/confirm-dialog'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { getEnv } from '~/config/env.server'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { useForm } from '~/forms/use-form'
import { fetchLocations, fetchSanction, type Localidad } from '~/upstream/compra-medicamentos.server'
import { pageTitle } from '~/utils/meta'
import { useHydrated } from '~/utils/use-hydrated'
import { memberPaths } from '~/utils/paths'
import { flowBLabels } from '~/wizards/compra-medicamentos/frame'
import { LocalidadSchema, type Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { flowBWizard, headerOf, loadList, openFlowBStep } from '~/wizards/compra-medicamentos/wizard.server'
import { SelectField } from '~/components/field'
import { StepFrame } from '~/wizards/step-frame'
import { stepPath } from '~/wizards/wizard'
import { orErrorScreen, refuse, saveByIntent } from '~/wizards/wizard.server'

const copy = medicinePurchase.localidad

// C67, BR61: the title is the page's heading, which names the call-centre mode (`Compra de medicamentos - Call
// Center`); without the loader's data (an error thrown), the flow's own.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(data?.title ?? medicinePurchase.title, matches)]

/** The page's query that asks C68's question about the locality it names. */
const CHANGE_QUERY = 'cambio'

interface ChangeAsked {
  id: number
  nombre: string
}

const hasPurchases = (draft: Draft) => Object.keys(draft.affiliates ?? {}).length > 0

/** Whether changing to `id` must be asked first (C68): another locality, with purchases made. */
const asksChange = (draft: Draft, id: number) => hasPurchases(draft) && draft.location?.id !== id

/** The page asking C68's question about locality `id` (the entry step's, kept at `?continuar`). */
const questionPath = (id: number) => `${stepPath(flowBWizard, 'localidad', { continuar: true })}&${CHANGE_QUERY}=${id}`

/** The question the page's query asks, while it still stands: an offered locality that would clear the purchases. */
function changeAsked(request: Request, draft: Draft, locations: Localidad[]): ChangeAsked | null {
  const id = Number(new URL(request.url).searchParams.get(CHANGE_QUERY))
  const location = locations.find((candidate) => candidate.id === id)
  return location && asksChange(draft, location.id) ? { id: location.id, nombre: location.nombre } : null
}

/** A62: E85 with the member's own cédula; null when she is not sanctioned (or the API does not know her). */
async function sanctionOf(request: Request): Promise<string | null> {
  const { user } = await requireUser(request)
  if (!user.ci) return null
  const sanction = await fetchSanction(await upstreamAs(request), user.ci)
  return sanction?.sancionado ? sanction.mensaje : null
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowBStep(request, 'localidad')
  const frame = {
    ...page,
    title: headerOf(draft),
    menu: memberPaths(getEnv().PORTAL_PRODUCT).home,
    // The entry step keeps the draft only with `?continuar`: the question's `Volver` must not start anew.
    unchanged: stepPath(flowBWizard, 'localidad', { continuar: true }),
  }
  const none = { locations: [], selected: '', confirmChange: null }
  if (page.error) return { ...frame, ...none, sanctioned: null }
  const sanctioned = await loadList('localidad', () => sanctionOf(request))
  if (sanctioned !== null) return { ...frame, ...none, sanctioned }
  const locations = await loadList('localidad', async () => fetchLocations(await upstreamAs(request)))
  return {
    ...frame,
    sanctioned: null,
    locations: locations.map((location) => ({ value: String(location.id), label: location.nombre })),
    selected: draft.location ? String(draft.location.id) : '',
    confirmChange: changeAsked(request, draft, locations),
  }
}

/** The locality chosen, read again from E86 (its shipping methods come with it); undefined when not offered. */
async function chosenLocation(request: Request, id: number): Promise<Localidad | undefined> {
  const locations = await orErrorScreen(flowBWizard, 'localidad', async () => fetchLocations(await upstreamAs(request)))
  return locations.find((location) => location.id === id)
}

export async function action({ request }: ActionFunctionArgs) {
  const choose = (confirmed: boolean) => async ({ localidad }: { localidad: number }, { draft }: { draft: Draft }) => {
    // A62 on the server too: a sanctioned member's form is not taken.
    if ((await sanctionOf(request)) !== null) return refuse({ localidad: [copy.sanctionedTitle] })
    const location = await chosenLocation(request, localidad)
    if (!location) return refuse({ localidad: [copy.required] })
    // C68: another locality clears the purchases made (invalidates.location), so it is asked first, nothing saved.
    if (!confirmed && asksChange(draft, location.id)) throw replace(questionPath(location.id))
    return { location: { id: location.id, nombre: location.nombre, formasDeEnvio: location.formasDeEnvio } }
  }
  return saveByIntent(request, flowBWizard, 'localidad', {
    continuar: { schema: LocalidadSchema, then: 'continue', answer: choose(false) },
    cambiar: { schema: LocalidadSchema, then: 'continue', answer: choose(true) },
  })
}

export default function LocalidadStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { confirmChange } = page
  const [form, fields] = useForm({
    id: 'localidad',
    lastResult: actionData?.result,
    // The stored locality (behind the question, the one asked about) until the form is sent; then what was sent:
    // conform leaves a field sent empty out of its reply, which the stored locality would otherwise fill again.
    defaultValue: actionData?.result ? undefined : { localidad: confirmChange ? String(confirmChange.id) : page.selected },
    fields: { localidad: null },
  })
  // C68: with JavaScript, Continuar waits for a locality (the one the select shows); without it the server asks for one.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const shown = fields.localidad.initialValue ?? ''
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  // C68: the question's `Volver` (or Escape) keeps the stored locality, so the select shows it again, as it does
  // without JavaScript, where `Volver` loads the step anew. Left alone it would keep the one asked about: it is not
  // controlled, and the question's page makes that one its default.
  function keepStored() {
    const select = formRef.current?.elements.namedItem('localidad')
    if (select instanceof HTMLSelectElement) select.value = page.selected
    setChosen(null)
  }
  if (page.sanctioned !== null) {
    return (
      <StepFrame labels={flowBLabels} page={page} title={page.title}>
        <h2>{copy.sanctionedTitle}</h2>
        {page.sanctioned ? <p>{page.sanctioned}</p> : null}
        <ButtonLink to={page.menu}>{copy.backToMenu}</ButtonLink>
      </StepFrame>
    )
  }
  return (
    <StepFrame labels={flowBLabels} page={page} title={page.title}>
      <PageDialog
        id="cambio-localidad"
        title={copy.changeTitle}
        requested={confirmChange !== null}
        opensOnArrival
        onClose={keepStored}
        content={({ modal, close }) => (
          <>
            <p>{copy.changeText}</p>
            <Form method="post" action={page.unchanged} className="button-group">
              <input type="hidden" name="localidad" value={confirmChange?.id ?? ''} />
              <SubmitButton name="intent" value="cambiar" variant="warning">
                {copy.changeConfirm}
              </SubmitButton>
              {modal ? (
                <button type="button" className="button button--secondary" onClick={close} data-autofocus>
                  {copy.changeBack}
                </button>
              ) : (
                <Link to={page.unchanged} className="button button--secondary">
                  {copy.changeBack}
                </Link>
              )}
            </Form>
          </>
        )}
      >
        {() => (
          <>
            <ErrorSummary {...summaryFromForm(form)} />
            {/* Posted to the page without the question, so a refused locality shows the form with its message. */}
            <Form
              method="post"
              action={page.unchanged}
              {...form.props}
              ref={formRef}
              onChange={(event) => setChosen(new FormData(event.currentTarget).get('localidad') !== '')}
              className="stack"
            >
              <SelectField label={copy.label} meta={fields.localidad} options={page.locations} placeholder={copy.placeholder} />
              <SubmitButton name="intent" value="continuar" disabled={hydrated && !(chosen ?? shown !== '')}>
                {copy.continue}
              </SubmitButton>
            </Form>
          </>
        )}
      </PageDialog>
    </StepFrame>
  )
}

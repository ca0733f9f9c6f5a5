/**
 * Flow B, step `localidad` (C68, A62): first whether the signed-in member is sanctioned (E85 with her cédula: the
 * `Usuario sancionado` screen), then the locality the medicines are sent from or picked up at (E86). Another
 * locality while purchases exist clears them, so it is asked first (`Cambio de localidad`): the answer to
 * `Continuar` is then that question, a state of the page without JavaScript and a modal with it, whose `Cambiar`
 * posts the locality again with intent `cambiar`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
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
import { titled } from '~/utils/meta'
import { useHydrated } from '~/utils/use-hydrated'
import { memberPaths } from '~/utils/paths'
import { flowBLabels } from '~/wizards/compra-medicamentos/frame'
import { LocalidadSchema, type Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { flowBWizard, headerOf, loadList, openFlowBStep } from '~/wizards/compra-medicamentos/wizard.server'
import { SelectField } from '~/components/field'
import { StepFrame } from '~/wizards/step-frame'
import { stepPath } from '~/wizards/wizard'
import { answerOnly, orErrorScreen, refuse, saveByIntent } from '~/wizards/wizard.server'

const copy = medicinePurchase.localidad

export const meta = titled(medicinePurchase.title)

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
  if (page.error) return { ...frame, sanctioned: null, locations: [], selected: '' }
  const sanctioned = await loadList('localidad', () => sanctionOf(request))
  if (sanctioned !== null) return { ...frame, sanctioned, locations: [], selected: '' }
  const locations = await loadList('localidad', async () => fetchLocations(await upstreamAs(request)))
  return {
    ...frame,
    sanctioned: null,
    locations: locations.map((location) => ({ value: String(location.id), label: location.nombre })),
    selected: draft.location ? String(draft.location.id) : '',
  }
}

/** The locality chosen, read again from E86 (its shipping methods come with it); undefined when not offered. */
async function chosenLocation(request: Request, id: number): Promise<Localidad | undefined> {
  const locations = await orErrorScreen(flowBWizard, 'localidad', async () => fetchLocations(await upstreamAs(request)))
  return locations.find((location) => location.id === id)
}

interface ChangeAsked {
  id: number
  nombre: string
}

const hasPurchases = (draft: Draft) => Object.keys(draft.affiliates ?? {}).length > 0

export async function action({ request }: ActionFunctionArgs) {
  const choose = (confirmed: boolean) => async ({ localidad }: { localidad: number }, { draft }: { draft: Draft }) => {
    // A62 on the server too: a sanctioned member's form is not taken.
    if ((await sanctionOf(request)) !== null) return refuse({ localidad: [copy.sanctionedTitle] })
    const location = await chosenLocation(request, localidad)
    if (!location) return refuse({ localidad: [copy.required] })
    // C68: another locality clears the purchases made (invalidates.location), so it is asked first.
    if (!confirmed && hasPurchases(draft) && draft.location?.id !== location.id) {
      const confirmChange: ChangeAsked = { id: location.id, nombre: location.nombre }
      return answerOnly({ confirmChange })
    }
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
  // The question's answer carries the locality asked about (`answerOnly`); any other answer does not.
  const confirmChange = (actionData as { confirmChange?: ChangeAsked } | undefined)?.confirmChange
  const [form, fields] = useForm({
    id: 'localidad',
    lastResult: actionData?.result,
    // The stored locality until the form is sent; then what was sent (the one asked about, or none): conform leaves a
    // field sent empty out of its reply, which the stored locality would otherwise fill again.
    defaultValue: actionData?.result ? undefined : { localidad: page.selected },
    fields: { localidad: null },
  })
  // C68: with JavaScript, Continuar waits for a locality (the one the select shows); without it the server asks for one.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const shown = fields.localidad.initialValue ?? ''
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  // C68: the question's `Volver` (or Escape) keeps the stored locality, so the select shows it again, as it does
  // without JavaScript, where `Volver` loads the step anew. Left alone it would keep the one asked about: it is not
  // controlled, and the question's answer, still the page's, makes that one its default.
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
        requested={confirmChange !== undefined}
        opensOnArrival
        onClose={keepStored}
        content={({ modal, close }) => (
          <>
            <p>{copy.changeText}</p>
            <Form method="post" className="button-group">
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
            <Form
              method="post"
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

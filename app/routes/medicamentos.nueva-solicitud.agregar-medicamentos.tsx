/**
 * Flow A, step `agregar-medicamentos` (C60, BR46): one group per person. Every button saves and stays (Agregar
 * medicamento, Eliminar, Solicitar medicamentos para otra persona) but Continuar, which needs a medicine.
 *
 * The medicine is searched in E79 with the combobox: without JavaScript its Buscar is a GET of this page with
 * `?medicamento=` and the matches come back as radios; with it, the same loader answers the typing (`fetcher.load`).
 * A name is added only if E79 gives it back for that very text: a forged or stale name is refused. Once added, the
 * medicine's fields start anew for the next one (the other person's document too, once she is added).
 *
 * The page names a person by her token (person-token.server.ts), never by her document, which keys her group: the
 * search's GET without JavaScript puts the person chosen in the address (`?persona=`), the redirect after an add keeps
 * her there, and the forms post the same token.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useFetcher, useLoaderData } from '@remix-run/react'
import { NoFieldsSchema } from '~/forms/no-fields.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { Combobox } from '~/components/combobox'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field, SelectField } from '~/components/field'
import { VisuallyHidden } from '~/components/visually-hidden'
import { medicineRequests } from '~/copy/medicine-requests'
import { ui } from '~/copy/shell'
import { addMedicine, addPerson, canContinueWithMedicines, QUANTITIES, removeMedicine } from '~/domain/medicine-request'
import { ownResult, useForm } from '~/forms/use-form'
import { searchMedicines } from '~/upstream/solicitud-medicamentos.server'
import { titled } from '~/utils/meta'
import { sentMethod } from '~/utils/request-scope.server'
import { useHydrated } from '~/utils/use-hydrated'
import { eligible, lookUpPerson } from '~/wizards/solicitud-medicamentos/flow.server'
import { flowALabels } from '~/wizards/solicitud-medicamentos/frame'
import { DOCUMENT_TYPE_OPTIONS, ID_CARD } from '~/wizards/solicitud-medicamentos/steps'
import { DocumentoSchema, EliminarSchema, MedicamentoSchema, type Draft } from '~/wizards/solicitud-medicamentos/schemas.server'
import { useDocumentCheck } from '~/wizards/solicitud-medicamentos/document-check'
import { useSaves } from '~/wizards/solicitud-medicamentos/use-saves'
import { flowAWizard, loadList, openFlowAStep } from '~/wizards/solicitud-medicamentos/wizard.server'
import { keyNamedBy, personToken } from '~/wizards/person-token.server'
import { StepFrame } from '~/wizards/step-frame'
import { refuse, saveByIntent } from '~/wizards/wizard.server'

const copy = medicineRequests.medicamentos
const SEARCH_PARAM = 'medicamento'
/** The person chosen, by her token: the add form's select, which the search without JavaScript puts in the address. */
const PERSON_PARAM = 'persona'
/**
 * Marks the address the medicine form posts to when the page's holds a search (no JavaScript): the answer's redirect
 * keeps the address posted to, and the search and quantity of the medicine just added must not come back with it.
 */
const ADDED_PARAM = 'agregado'

export const meta = titled(copy.title)

/** The group of the person a form or an address names by her token; undefined for a token of nobody here. */
function groupNamedBy(draft: Draft, token: string | null) {
  const groups = draft.groups ?? {}
  const documento = keyNamedBy(token, Object.keys(groups))
  return documento === undefined ? undefined : { documento, group: groups[documento]! }
}

/** Where the medicine form posts: the page's own address, marked when it holds a search or a quantity. */
function addAddress(url: URL, here: string): string {
  const query = new URLSearchParams(url.search)
  if (!query.has(SEARCH_PARAM) && !query.has('cantidad')) return here
  query.set(ADDED_PARAM, '')
  return `${here}?${query}`
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowAStep(request, 'agregar-medicamentos')
  const url = new URL(request.url)
  // A medicine added: the next one starts anew (only the person chosen is kept). A refused add's page, a POST's, keeps
  // the search and its matches, the name chosen among them.
  if (url.searchParams.has(ADDED_PARAM) && sentMethod(request) !== 'POST') {
    const named = groupNamedBy(draft, url.searchParams.get(PERSON_PARAM))
    throw redirect(named ? `${page.here}?${new URLSearchParams({ [PERSON_PARAM]: personToken(named.documento) })}` : page.here)
  }
  const query = url.searchParams.get(SEARCH_PARAM)?.trim() ?? ''
  const groups = Object.entries(draft.groups ?? {})
    .sort(([, a], [, b]) => a.timeAdded - b.timeAdded)
    .map(([documento, group]) => ({
      token: personToken(documento),
      name: group.affiliatedName,
      medicines: Object.entries(group.medicines).map(([name, quantity]) => ({ name, quantity })),
    }))
  // C57: a failed search is the step's error screen, as any list of the flow.
  const matches = query === '' ? [] : await loadList('agregar-medicamentos', async () => searchMedicines(await upstreamAs(request), query))
  const persona = url.searchParams.get(PERSON_PARAM) ?? ''
  return {
    ...page,
    groups,
    query,
    matches: matches.map((name) => ({ value: name, label: name })),
    selected: {
      // The search keeps the form's other fields in the address: the person and quantity chosen stay.
      persona: groups.some((group) => group.token === persona) ? persona : (groups.at(-1)?.token ?? ''),
      cantidad: url.searchParams.get('cantidad') ?? '1',
    },
    addTo: addAddress(url, page.here),
    canContinue: canContinueWithMedicines(draft.groups ?? {}),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveByIntent(request, flowAWizard, 'agregar-medicamentos', {
    agregar: {
      schema: MedicamentoSchema,
      then: 'stay',
      async answer({ persona, nombre, cantidad }, { draft }) {
        const named = groupNamedBy(draft, persona)
        if (!named) return refuse({ persona: [copy.personUnknown] })
        const known = await searchMedicines(await upstreamAs(request), nombre)
        if (!known.includes(nombre)) return refuse({ nombre: [copy.medicineUnknown] })
        const added = addMedicine(named.group, nombre, cantidad)
        if (!added.ok) return refuse(added.error === 'name' ? { nombre: [copy.medicineRequired] } : { cantidad: [copy.quantityRequired] })
        return { groups: { ...draft.groups, [named.documento]: added.group } }
      },
    },
    eliminar: {
      schema: EliminarSchema,
      then: 'stay',
      answer({ persona, nombre }, { draft }) {
        const named = groupNamedBy(draft, persona)
        if (!named) return {}
        return { groups: { ...draft.groups, [named.documento]: removeMedicine(named.group, nombre) } }
      },
    },
    // C59/C60: another person, by her document (E75), as the holder was: a sanction, inhabilitado or an active request
    // of hers blocks her too.
    persona: {
      schema: DocumentoSchema,
      then: 'stay',
      async answer({ tipoDocumento, documento }, { draft }) {
        const found = await lookUpPerson(await upstreamAs(request), tipoDocumento, documento)
        if ('refused' in found) return refuse({ documento: [found.refused] })
        const person = eligible(found.lookup)
        if (!person) return refuse({ documento: [medicineRequests.documento.activeRequest] })
        return { groups: addPerson(draft.groups ?? {}, documento, { affiliatedId: person.id, affiliatedName: person.name, timeAdded: Date.now() }) }
      },
    },
    // BR46: Continuar needs one person with a medicine; refused, it names the control that solves it: the medicine,
    // or before anyone the other person's document.
    continuar: {
      schema: NoFieldsSchema,
      then: 'continue',
      answer(_value, { draft }) {
        const groups = draft.groups ?? {}
        if (canContinueWithMedicines(groups)) return {}
        return refuse(Object.keys(groups).length > 0 ? { nombre: [copy.noneYet] } : { documento: [copy.noPerson] })
      },
    },
  })
}

/** The intents of the other person's form. */
const PERSON_INTENTS = ['persona'] as const

export default function AgregarMedicamentosStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const search = useFetcher<typeof loader>()
  const hydrated = useHydrated()
  const [form, fields] = useForm({
    id: 'medicamento',
    lastResult: actionData?.result,
    // The medicines' list posts `eliminar`; its refusal is told above the list, with this form.
    intents: ['agregar', 'eliminar'],
    defaultValue: { persona: page.selected.persona, cantidad: page.selected.cantidad },
    fields: { persona: null, nombre: null, cantidad: null },
  })
  const personSent = ownResult(actionData?.result, PERSON_INTENTS)
  const sentType = personSent?.initialValue?.tipoDocumento
  const documentCheck = useDocumentCheck(typeof sentType === 'string' ? sentType : ID_CARD)
  const [personForm, personFields] = useForm({
    id: 'persona',
    lastResult: actionData?.result,
    intents: PERSON_INTENTS,
    defaultValue: { tipoDocumento: ID_CARD },
    fields: { tipoDocumento: null, documento: documentCheck.check },
  })
  // BR46: Continuar refused is the step's problem, told at the top and leading to the control that solves it.
  const [continueForm, continueFields] = useForm({
    id: 'continuar',
    lastResult: actionData?.result,
    intents: ['continuar'],
    fields: { nombre: null, documento: null },
  })
  const continueTo = { nombre: fields.nombre.id, documento: personFields.documento.id }
  const continueProblems = (['nombre', 'documento'] as const).flatMap((name) => {
    const message = continueFields[name].errors?.[0]
    return message ? [{ fieldId: continueTo[name], message }] : []
  })
  // With JavaScript, what was just added leaves its fields for the next one, as the page the server draws anew does.
  const medicinesAdded = useSaves('agregar', fields.nombre.id)
  const peopleAdded = useSaves('persona', personFields.documento.id)
  const options = search.data?.matches ?? page.matches

  return (
    <StepFrame labels={flowALabels} page={page} title={copy.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      <ErrorSummary errors={continueProblems} formErrors={continueForm.errors ?? []} focusKey={continueForm.attempt} />
      {page.groups.length > 0 ? (
        <Form method="post" action={page.addTo} {...form.props} className="stack">
          {/* A person added is the one chosen next, as on the page drawn anew. */}
          <SelectField
            key={`persona-${page.groups.length}`}
            label={copy.person}
            meta={fields.persona}
            options={page.groups.map((group) => ({ value: group.token, label: group.name }))}
          />
          <Combobox
            key={`nombre-${medicinesAdded}`}
            name={fields.nombre.name}
            id={fields.nombre.id}
            label={copy.medicine}
            hint={copy.medicineHint}
            error={fields.nombre.errors?.[0] ?? continueFields.nombre.errors?.[0]}
            options={options}
            defaultValue={typeof actionData?.result.initialValue?.nombre === 'string' ? actionData.result.initialValue.nombre : undefined}
            search={{
              param: SEARCH_PARAM,
              query: page.query,
              loading: search.state !== 'idle',
              onSearch: (query) => search.load(`${page.here}?${new URLSearchParams({ [SEARCH_PARAM]: query })}`),
            }}
          />
          <SelectField
            key={`cantidad-${medicinesAdded}`}
            label={copy.quantity}
            meta={fields.cantidad}
            options={QUANTITIES.map((n) => ({ value: String(n), label: String(n) }))}
          />
          <div className="button-group">
            {/* Its form's address, named again: the button's pending state compares it with the submission's. */}
            <SubmitButton name="intent" value="agregar" formAction={page.addTo}>
              {copy.add}
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <p>{copy.noPerson}</p>
      )}

      {page.groups.map((group) => (
        <section key={group.token} className="stack" aria-labelledby={`grupo-${group.token}`}>
          <h2 id={`grupo-${group.token}`}>{group.name}</h2>
          {group.medicines.length === 0 ? (
            <p>{copy.empty}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{copy.columns.name}</th>
                  <th scope="col">{copy.columns.quantity}</th>
                  <th scope="col">
                    <span className="visually-hidden">{copy.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.medicines.map((medicine) => (
                  <tr key={medicine.name}>
                    <td>{medicine.name}</td>
                    <td>{medicine.quantity}</td>
                    <td>
                      <Form method="post">
                        <input type="hidden" name="persona" value={group.token} />
                        <input type="hidden" name="nombre" value={medicine.name} />
                        {/* Named with its person too: two people may have the same medicine. */}
                        <SubmitButton name="intent" value="eliminar" variant="link">
                          {copy.remove}
                          <VisuallyHidden> {copy.removeWhich(medicine.name, group.name)}</VisuallyHidden>
                        </SubmitButton>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}

      <section className="stack" aria-labelledby="otra-persona">
        <h2 id="otra-persona">{copy.anotherPerson}</h2>
        <ErrorSummary {...summaryFromForm(personForm)} />
        <Form method="post" {...personForm.props} onChange={documentCheck.followType} className="stack">
          <p>{copy.anotherPersonLead}</p>
          <SelectField
            label={medicineRequests.documento.documentType}
            meta={personFields.tipoDocumento}
            options={DOCUMENT_TYPE_OPTIONS}
          />
          <Field
            key={`documento-${peopleAdded}`}
            label={medicineRequests.documento.document}
            hint={medicineRequests.documento.documentHint}
            meta={{ ...personFields.documento, errors: personFields.documento.errors ?? continueFields.documento.errors }}
            inputProps={{ autoComplete: 'off', maxLength: documentCheck.maxLength }}
          />
          <SubmitButton name="intent" value="persona" variant="secondary">
            {copy.anotherPerson}
          </SubmitButton>
        </Form>
      </section>

      <Form method="post" {...continueForm.props} className="button-group">
        {/* BR46: with JavaScript, disabled until a person has a medicine; without it the server's 400 says so. */}
        <SubmitButton name="intent" value="continuar" disabled={hydrated && !page.canContinue}>
          {ui.continue}
        </SubmitButton>
      </Form>
    </StepFrame>
  )
}

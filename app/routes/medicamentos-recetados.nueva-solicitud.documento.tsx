/**
 * Flow B, step `documento` (C69, C79, BR52, BR53, A08, A22): who the medicines are for. `Solicitar para mi` checks
 * the member herself (E84); `Solicitar para otra persona` leads to the document form (`?otra`, a state of the page),
 * whose submit checks the person (E85, E84) and, in member mode, sends her the SMS code (E90, then
 * `verificacion`), unless her code was verified earlier in this purchase and E84 still takes it (BR53); the call
 * centre sends none and reads her contact data (E12). What stops a person (sanctioned, disabled) and her unpaid
 * orders are screens of this page, kept in `draft.candidate` so a reload shows them again.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { NoFieldsSchema } from '~/forms/no-fields.server'
import { requireUser } from '~/auth/guards.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { ButtonLink, SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field, SelectField } from '~/components/field'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { CI_MAX_LENGTH } from '~/domain/ci'
import { formatMoney } from '~/domain/money'
import { documentEnabled, documentForm, documentNumber, ID_CARD_TYPE, isOwnDocument, RESENDS, smsError } from '~/domain/purchase-identity'
import { useForm, type FieldCheck } from '~/forms/use-form'
import { fetchContactByDocument } from '~/upstream/afiliados.server'
import { fetchDocumentTypes, fetchEnabledAffiliate, fetchSanction } from '~/upstream/compra-medicamentos.server'
import type { Caller } from '~/upstream/client.server'
import { UpstreamError } from '~/upstream/errors'
import { pageTitle } from '~/utils/meta'
import { useHydrated } from '~/utils/use-hydrated'
import { flowBLabels } from '~/wizards/compra-medicamentos/frame'
import {
  admitted,
  alreadyAdded,
  asDocumentType,
  codeForgotten,
  keptCode,
  ordersDecided,
  requireCallCentreRole,
  type Person,
} from '~/wizards/compra-medicamentos/identity.server'
import { DocumentoSchema, type Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { affiliateKey } from '~/wizards/compra-medicamentos/selection'
import { sendCodeOnce } from '~/wizards/compra-medicamentos/sms-code.server'
import { flowBSteps } from '~/wizards/compra-medicamentos/steps'
import { flowBWizard, headerOf, loadList, openFlowBStep } from '~/wizards/compra-medicamentos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { stepPath } from '~/wizards/wizard'
import { refuse, saveByIntent } from '~/wizards/wizard.server'

const copy = medicinePurchase.documento

/** The page's query that asks for the other person's form (`Solicitar para otra persona`). */
const OTHER = 'otra'

// C67, BR61: the title is the page's heading, which names the call-centre mode (`Compra de medicamentos - Call
// Center`); without the loader's data (an error thrown), the flow's own.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(data?.title ?? medicinePurchase.title, matches)]

/** The screen `draft.candidate` asks for, with what it shows. */
function screenOf(draft: Draft) {
  const candidate = draft.candidate
  if (!candidate?.screen) return null
  if (candidate.screen !== 'ordenes-pendientes') return { kind: candidate.screen, mensaje: candidate.mensaje ?? '' }
  const affiliate = draft.affiliates?.[affiliateKey(candidate.tipoDocumento, candidate.documento)]
  const total = (affiliate?.ordenesPendientes ?? []).reduce((sum, valor) => sum + valor, 0)
  return { kind: candidate.screen, nombre: affiliate?.nombre ?? copy.noName, total: formatMoney(total) }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowBStep(request, 'documento')
  const { user } = await requireUser(request)
  const frame = {
    ...page,
    title: headerOf(draft),
    callCentre: Boolean(draft.callCenter),
    ownCi: user.ci,
    screen: screenOf(draft),
    other: new URL(request.url).searchParams.has(OTHER),
    choose: stepPath(flowBWizard, 'documento'),
    otherForm: `${stepPath(flowBWizard, 'documento')}?${OTHER}`,
    // C69: the footer when the requests already made are enough to go on.
    withoutAdding: flowBSteps.canAccess(draft, 'envio') ? stepPath(flowBWizard, 'envio') : null,
  }
  if (page.error || !frame.other || frame.screen) return { ...frame, documentTypes: [] }
  const types = await loadList('documento', async () => fetchDocumentTypes(await upstreamAs(request)))
  return { ...frame, documentTypes: types.map((type) => ({ value: String(type.id), label: type.nombre })) }
}

/** BR53 for a person once her document is read (E85 first for another, then E84; E90 or E12 by mode). */
async function checkPerson(request: Request, draft: Draft, person: Person): Promise<Partial<Draft> | ReturnType<typeof refuse>> {
  try {
    return await askAbout(request, draft, person)
  } catch (error) {
    // A document or type the API refuses to read (4xx) names nobody it knows; a 5xx stays the service problem.
    if (error instanceof UpstreamError && error.status < 500) return refuse({ documento: [copy.unknown] })
    throw error
  }
}

/**
 * BR54: the person whose code was sent and not yet given is asked for it again, and nothing is sent: another code
 * would replace the one the member may be reading (a double tap whose second post arrives once the first is answered,
 * or the form filled in again). A new code is `Reenviar código`'s, counted there.
 */
function codePending(draft: Draft, person: Person): Partial<Draft> | null {
  const earlier = draft.candidate
  if (!earlier?.sms?.sent || earlier.own || person.own) return null
  const same = earlier.tipoDocumento === person.tipoDocumento && earlier.documento === person.documento
  return same ? { candidate: earlier } : null
}

/**
 * BR53's "code already verified": another person whose code was redeemed earlier in this purchase (her request removed
 * since, or her unpaid orders declined) is asked of E84 with that code, and joins as after `verificacion`, her unpaid
 * orders asked about as the first time. Null when she has no code kept or the API no longer takes it (expired,
 * voided, or replaced by a code sent since): a new one is sent then, and nothing is said of the old one.
 */
async function withKeptCode(api: Caller, draft: Draft, person: Person): Promise<Partial<Draft> | null> {
  const codigo = keptCode(draft, person)
  if (codigo === undefined) return null
  const query = { tipoDocumento: asDocumentType(person.tipoDocumento), documento: person.documento, codigoVerificacion: codigo }
  const enabled = await fetchEnabledAffiliate(api, query).catch((error: unknown) => {
    // A refusal the API words otherwise (a 4xx) is a code not taken too; a 5xx stays the service problem.
    if (error instanceof UpstreamError && error.status < 500) return null
    throw error
  })
  if (enabled?.kind !== 'afiliado' || enabled.afiliado.id === null) return null
  return admitted(draft, person, { ...enabled.afiliado, id: enabled.afiliado.id }, { callCentre: false, codigo, now: Date.now() })
}

async function askAbout(request: Request, draft: Draft, person: Person): Promise<Partial<Draft> | ReturnType<typeof refuse>> {
  const again = alreadyAdded(draft, person) ?? codePending(draft, person)
  if (again) return again
  await requireCallCentreRole(request, draft)
  const callCentre = Boolean(draft.callCenter)
  const api = await upstreamAs(request)
  if (!person.own) {
    const sanction = await fetchSanction(api, person.documento)
    if (sanction?.sancionado) return { candidate: { ...person, screen: 'sancionado', mensaje: sanction.mensaje } }
  }
  const query = { tipoDocumento: asDocumentType(person.tipoDocumento), documento: person.documento }
  const enabled = await fetchEnabledAffiliate(api, query)
  if (enabled.kind !== 'afiliado') return refuse({ documento: [copy.unknown] })
  const { afiliado } = enabled
  if (afiliado.inhabilitado) return { candidate: { ...person, afiliado, screen: 'inhabilitado', mensaje: afiliado.inhabilitado } }
  if (!person.own && !callCentre) {
    const rejoined = await withKeptCode(api, draft, person)
    if (rejoined) return rejoined
    // The member proves she may act for the person by the code sent to the person's mobile (BR53, BR54): one code for
    // the posts of this form at once (a double tap), which all go on to it. A code kept and refused is dropped.
    const sms = await sendCodeOnce(request, 'documento', query)
    if (!sms.sent) {
      // Said beside the number, whose person it is about (no mobile registered, too many codes), so the summary links
      // to it; `envio` tells the page that a send was refused (BR55's `Reintentar envio`).
      const message = smsError(sms.text)
      return refuse({ documento: [message], envio: [message] })
    }
    const forgotten = codeForgotten(draft, affiliateKey(person.tipoDocumento, person.documento))
    return { candidate: { ...person, afiliado, sms: { sent: true, failed: false, resendsLeft: RESENDS } }, ...forgotten }
  }
  if (afiliado.id === null) return refuse({ documento: [copy.unknown] })
  const contacto = callCentre ? await fetchContactByDocument(api, person.documento) : null
  return admitted(draft, person, { ...afiliado, id: afiliado.id }, { callCentre, contacto, now: Date.now() })
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request)
  const decided = (accepted: boolean) => (_value: object, { draft }: { draft: Draft }) =>
    ordersDecided(draft, accepted) ?? refuse({ intent: [medicinePurchase.generic] })
  return saveByIntent(request, flowBWizard, 'documento', {
    // Solicitar para mi: the member's own cédula (BR53: checked at `localidad` already, A62).
    mi: {
      schema: NoFieldsSchema,
      then: 'continue',
      answer: (_value, { draft }) => {
        if (!user.ci) return refuse({ intent: [copy.unknown] })
        return checkPerson(request, draft, { tipoDocumento: ID_CARD_TYPE, documento: documentNumber(ID_CARD_TYPE, user.ci), own: true })
      },
    },
    enviar: {
      schema: DocumentoSchema,
      then: 'continue',
      answer: ({ tipoDocumento, documento }, { draft }) => {
        const own = isOwnDocument(user.ci, tipoDocumento, documento)
        return checkPerson(request, draft, { tipoDocumento, documento: documentNumber(tipoDocumento, documento), own })
      },
    },
    // Ingresar otro afiliado, or Volver from a disabled person: the form again, the person forgotten.
    otro: { schema: NoFieldsSchema, then: 'stay', answer: () => ({ candidate: undefined }) },
    'aceptar-ordenes': { schema: NoFieldsSchema, then: 'continue', answer: decided(true) },
    // Volver declines: she is not bought for, and the form is shown again (BR53).
    'rechazar-ordenes': { schema: NoFieldsSchema, then: 'stay', answer: decided(false) },
  })
}

/**
 * BR52's rule on the number, with JavaScript, in the server's words (`DocumentoSchema`): said beside the field once it
 * is left (an empty one only by a submit), and on a submit, which it stops. The submit stays enabled, as on `entrega`:
 * a button disabled without words tells nobody why.
 */
export const documentCheck =
  (tipoDocumento: number): FieldCheck =>
  (value) => {
    if (value.trim() === '') return copy.documentRequired
    return documentEnabled(tipoDocumento, value) ? undefined : copy.documentInvalid
  }

type Page = ReturnType<typeof useLoaderData<typeof loader>>

/** The summary without `envio`'s copy of a refused send's message, which the number's own error already lists. */
function withoutSendMarker(summary: ReturnType<typeof summaryFromForm>, sendError: string | undefined) {
  return sendError ? { ...summary, formErrors: summary.formErrors.filter((message) => message !== sendError) } : summary
}

/** BR53's screens: what stops the person, or her unpaid orders. */
function Screen({ screen, page }: { screen: NonNullable<Page['screen']>; page: Page }) {
  if (screen.kind === 'ordenes-pendientes') {
    return (
      <section className="stack" aria-labelledby="ordenes-pendientes">
        <h2 id="ordenes-pendientes">{copy.pendingOrders(screen.nombre ?? '')}</h2>
        <p className="lead">{copy.pendingOrdersTotal(screen.total ?? '')}</p>
        <p>{copy.pendingOrdersExplained}</p>
        <Form method="post" className="button-group">
          <SubmitButton name="intent" value="aceptar-ordenes">
            {copy.continue}
          </SubmitButton>
          <SubmitButton name="intent" value="rechazar-ordenes" variant="secondary">
            {copy.back}
          </SubmitButton>
        </Form>
      </section>
    )
  }
  const sanctioned = screen.kind === 'sancionado'
  return (
    <section className="stack" aria-labelledby="persona-no-habilitada">
      <h2 id="persona-no-habilitada">{sanctioned ? copy.sanctioned : copy.disabled}</h2>
      {screen.mensaje ? <p>{screen.mensaje}</p> : null}
      {/* Another person is asked for on the form again; the member herself goes back to the two choices. */}
      <Form method="post" action={sanctioned ? page.otherForm : page.choose}>
        <SubmitButton name="intent" value="otro">
          {sanctioned ? copy.anotherAffiliate : copy.back}
        </SubmitButton>
      </Form>
    </section>
  )
}

export default function DocumentoStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const sendError = actionData?.result.error?.envio?.[0]
  const sent = actionData?.result.initialValue
  const typed = { tipoDocumento: Number(sent?.tipoDocumento ?? ID_CARD_TYPE), documento: String(sent?.documento ?? '') }
  // With JavaScript the label, the number's rule and its input follow what is typed (BR52); without it the server's
  // check decides.
  const [current, setCurrent] = useState<typeof typed | null>(null)
  const shown = current ?? typed
  const [form, fields] = useForm({
    id: 'documento',
    lastResult: actionData?.result,
    defaultValue: { tipoDocumento: String(ID_CARD_TYPE), documento: '' },
    fields: { tipoDocumento: null, documento: documentCheck(shown.tipoDocumento) },
  })
  const hydrated = useHydrated()
  const state = documentForm({ callCentre: page.callCentre, ownCi: page.ownCi, sendFailed: sendError !== undefined, ...shown })
  // Without JavaScript the field cannot know the type chosen beside it: a cédula's input only once it can (C69).
  const cedulaInput = hydrated && shown.tipoDocumento === ID_CARD_TYPE
  function follow(event: ChangeEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget)
    setCurrent({ tipoDocumento: Number(data.get('tipoDocumento')), documento: String(data.get('documento') ?? '') })
  }
  // A message about the number is about the type it was checked for: another type checks it again (once it was left).
  const formRef = useRef<HTMLFormElement>(null)
  const checkedFor = useRef(shown.tipoDocumento)
  useEffect(() => {
    if (checkedFor.current === shown.tipoDocumento) return
    checkedFor.current = shown.tipoDocumento
    const input = formRef.current?.elements.namedItem('documento')
    if (input instanceof HTMLInputElement) input.dispatchEvent(new Event('input', { bubbles: true }))
  }, [shown.tipoDocumento])

  const footer = page.withoutAdding ? (
    <p className="standalone-link">
      <Link to={page.withoutAdding}>{copy.continueWithoutAdding}</Link>
    </p>
  ) : null

  if (page.screen) {
    return (
      <StepFrame labels={flowBLabels} page={page} title={page.title}>
        <Screen screen={page.screen} page={page} />
      </StepFrame>
    )
  }
  // A refused document keeps its form; a refused `Solicitar para mi` (its error on `intent`) the two choices.
  const otherForm = page.other || (actionData !== undefined && !actionData.result.error?.intent)
  if (!otherForm) {
    return (
      <StepFrame labels={flowBLabels} page={page} title={page.title}>
        <h2>{copy.title}</h2>
        <ErrorSummary {...summaryFromForm(form)} />
        <Form method="post" className="button-group">
          <SubmitButton name="intent" value="mi">
            {copy.forMe}
          </SubmitButton>
          <ButtonLink to={page.otherForm} variant="secondary">
            {copy.forAnother}
          </ButtonLink>
        </Form>
        {footer}
      </StepFrame>
    )
  }
  return (
    <StepFrame labels={flowBLabels} page={page} title={page.title}>
      <h2>{copy.otherTitle}</h2>
      {/* The SMS that could not be sent is listed once, linked to the number it was for (`envio` repeats it). */}
      <ErrorSummary {...withoutSendMarker(summaryFromForm(form), sendError)} />
      <Form method="post" action={page.otherForm} {...form.props} ref={formRef} onChange={follow} className="stack">
        <SelectField label={copy.documentType} meta={fields.tipoDocumento} options={page.documentTypes} />
        <Field
          label={copy.document}
          hint={state.hint}
          meta={fields.documento}
          inputProps={{
            autoComplete: 'off',
            placeholder: copy.documentPlaceholder,
            maxLength: cedulaInput ? CI_MAX_LENGTH : 20,
            inputMode: cedulaInput ? 'numeric' : undefined,
          }}
        />
        <div className="button-group">
          <SubmitButton name="intent" value="enviar">
            {state.label}
          </SubmitButton>
          <Link to={page.choose} className="button button--secondary">
            {copy.back}
          </Link>
        </div>
      </Form>
      {footer}
    </StepFrame>
  )
}

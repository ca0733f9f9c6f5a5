/**
 * Flow A, step `documento` (C58): the affiliate on the phone, looked up by `Buscar` without JavaScript and after
 * 1.5 s without typing with it (both save the lookup and stay). An active earlier request blocks the flow (`Continuar`
 * says so in the error summary) and, when the API allows, is cancelled here (E76, confirmed, then said); an unknown,
 * sanctioned or inhabilitado affiliate gets the spec's message beside the document (002 §6, `lookUpPerson`).
 */
import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { Button, SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { CheckboxField, Field, SelectField } from '~/components/field'
import { NotificationBanner } from '~/components/notification-banner'
import { medicineRequests } from '~/copy/medicine-requests'
import { ui } from '~/copy/shell'
import { formatDate, toBusinessTime } from '~/domain/dates.server'
import { ownResult, useForm } from '~/forms/use-form'
import { cancelPackage } from '~/upstream/solicitud-medicamentos.server'
import { pageTitle } from '~/utils/meta'
import { lookUp, lookUpPerson } from '~/wizards/solicitud-medicamentos/flow.server'
import { flowALabels } from '~/wizards/solicitud-medicamentos/frame'
import { DOCUMENT_TYPE_OPTIONS, ID_CARD } from '~/wizards/solicitud-medicamentos/steps'
import { CancelSchema, DocumentoSchema, type Draft } from '~/wizards/solicitud-medicamentos/schemas.server'
import { useDocumentCheck } from '~/wizards/solicitud-medicamentos/document-check'
import { answered, asked, firstAnswers, passed, personShown, type Answers } from '~/wizards/solicitud-medicamentos/lookup-answers'
import { flowAWizard, openFlowAStep } from '~/wizards/solicitud-medicamentos/wizard.server'
import { useHydrated } from '~/utils/use-hydrated'
import { StepFrame } from '~/wizards/step-frame'
import { refuse, saveAndStay, saveByIntent } from '~/wizards/wizard.server'

const copy = medicineRequests.documento

/** C58: "After 1.5 s without typing the affiliate is searched". */
const LOOKUP_PAUSE_MS = 1500

/** The buttons of the document's form (the cancellation's form has its own). */
const DOCUMENT_INTENTS = ['continuar', 'buscar'] as const

// The page that says an active request stopped `Continuar` is an error page, though a redirect's, not a POST's.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { title } = pageTitle(medicineRequests.title, matches)
  const blocked = data?.blockedAt !== undefined && !title.startsWith(ui.errorTitlePrefix)
  return [{ title: blocked ? ui.errorTitlePrefix + title : title }]
}

const dateOf = (iso: string | null) => (iso ? formatDate(toBusinessTime(new Date(iso)), 'dateTime') : null)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowAStep(request, 'documento')
  const lookup = draft.lookup ?? null
  const found = lookup?.found ?? null
  return {
    ...page,
    tipoDocumento: String(lookup?.tipoDocumento ?? draft.affiliate?.tipoDocumento ?? ID_CARD),
    documento: lookup?.documento ?? draft.affiliate?.documento ?? '',
    // E76 cancelled the active request of the person this lookup is of (until another lookup).
    cancelled: lookup?.cancelled === true,
    // Continuar was stopped by her active request, last at this time (until another lookup).
    blockedAt: found?.previousRequestActive ? lookup?.blockedAt : undefined,
    found: found && {
      name: found.name,
      active: found.previousRequestActive,
      canCancel: found.canCancelPreviousRequest && found.idPreviousRequest !== null,
      since: dateOf(found.datePreviousRequest),
    },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveByIntent(request, flowAWizard, 'documento', {
    // Buscar (and the pause with JavaScript): the lookup is kept, so an active request's cancellation is offered.
    buscar: {
      schema: DocumentoSchema,
      then: 'stay',
      async answer({ tipoDocumento, documento }) {
        const person = await lookUpPerson(await upstreamAs(request), tipoDocumento, documento)
        if ('refused' in person) return refuse({ documento: [person.refused] })
        return { lookup: person.lookup }
      },
    },
    continuar: {
      schema: DocumentoSchema,
      then: 'continue',
      async answer({ tipoDocumento, documento }) {
        const person = await lookUpPerson(await upstreamAs(request), tipoDocumento, documento)
        if ('refused' in person) return refuse({ documento: [person.refused] })
        const { lookup } = person
        // C58: an active request is shown with its cancellation, when it may be cancelled, as Buscar shows it, and
        // the step says that it stopped Continuar.
        if (lookup.found.previousRequestActive) return saveAndStay<Draft>({ lookup: { ...lookup, blockedAt: Date.now() } })
        const { id, name, isStaff, celular, telefono, direccion } = lookup.found
        return { lookup, affiliate: { id, name, isStaff, tipoDocumento, documento, celular, telefono, direccion } }
      },
    },
    // E76: only the package the last lookup found, and only when the API said it may be cancelled.
    cancelar: {
      schema: CancelSchema,
      then: 'stay',
      async answer(_value, { draft }) {
        const found = draft.lookup?.found
        if (!draft.lookup || !found?.canCancelPreviousRequest || found.idPreviousRequest === null) {
          return refuse({ confirmar: [copy.notCancellable] })
        }
        const as = await upstreamAs(request)
        if (!(await cancelPackage(as, found.idPreviousRequest))) return refuse({ confirmar: [copy.cancelRefused] })
        return { lookup: { ...(await lookUp(as, draft.lookup.tipoDocumento, draft.lookup.documento)), cancelled: true } }
      },
    },
  })
}

/** The lookup's own fields, read from the page's form for what the 1.5 s pause sends; null without a number. */
function lookupFields(formElement: HTMLFormElement) {
  const values = new FormData(formElement)
  const tipoDocumento = values.get('tipoDocumento')
  const documento = values.get('documento')
  if (typeof tipoDocumento !== 'string' || typeof documento !== 'string' || documento.trim() === '') return null
  return { tipoDocumento, documento }
}

/** A lookup on its way: the form it sent, and the fetcher's data when it left. */
type PendingLookup = { sent: FormData; dataBefore: unknown }

/** The intents of the page's forms: the document's and the cancellation's. */
const PAGE_INTENTS: readonly string[] = [...DOCUMENT_INTENTS, 'cancelar']

/** What `useLookup` keeps: the answers so far, the questions on their way, and the reply the forms show. */
type Tracked = {
  answers: Answers
  lookup?: PendingLookup
  /** The page's own submit on its way. */
  submit?: FormData
  /** The action's reply to the last submit whose answer was not dropped. */
  result: SubmissionResult<string[]> | undefined
}

/**
 * The answers about the document (`lookup-answers`), from the pause's lookup and the page's own submits, and the
 * action's reply the forms show. A refusal is the action's answer; a person found is saved and answered with a
 * redirect, which leaves the fetcher's data at the answer before it (the refusal of the number typed before), so a
 * lookup that brought no answer of its own passes the fields it sent; a submit's redirect that stays here does too. A
 * cancellation's answer is about the person saved: the saved lookup speaks again.
 */
function useLookup(actionResult: SubmissionResult<string[]> | undefined) {
  const lookup = useFetcher<typeof action>()
  const navigation = useNavigation()
  const [tracked, setTracked] = useState<Tracked>(() => ({
    answers: firstAnswers(ownResult(actionResult, DOCUMENT_INTENTS) ?? undefined),
    result: actionResult,
  }))
  // Set while rendering, as `useForm` follows a new answer: the lookup's end is never drawn with the verdict before it.
  let next = tracked
  if (lookup.formData && lookup.formData !== next.lookup?.sent) {
    next = { ...next, answers: asked(next.answers, 'lookup'), lookup: { sent: lookup.formData, dataBefore: lookup.data } }
  } else if (lookup.state === 'idle' && next.lookup) {
    const { sent, dataBefore } = next.lookup
    const verdict = lookup.data === dataBefore ? passed(sent) : lookup.data?.result
    next = { ...next, answers: answered(next.answers, 'lookup', verdict), lookup: undefined }
  }
  const intent = navigation.formData?.get('intent')
  if (navigation.state === 'submitting' && navigation.formData !== next.submit && PAGE_INTENTS.includes(String(intent))) {
    next = { ...next, answers: asked(next.answers, 'form'), submit: navigation.formData }
  } else if (navigation.state === 'idle' && next.submit) {
    const sent = next.submit
    const reply = ownResult(actionResult, DOCUMENT_INTENTS)
    const verdict = sent.get('intent') === 'cancelar' ? undefined : (reply ?? passed(sent))
    const answers = answered(next.answers, 'form', verdict)
    const dropped = answers.last === next.answers.last
    next = { ...next, answers, submit: undefined, result: dropped ? next.result : actionResult }
  }
  if (next !== tracked) setTracked(next)
  return [lookup, next.answers.last.verdict, next.result] as const
}

/** The words of the step's status once a lookup answered: the person found (with her active request), or the refusal. */
function lookupSaid(found: { name: string; active?: boolean } | null, refusal: string | undefined): string {
  if (found) return copy.affiliateFound(found.name, found.active === true)
  return refusal ?? ''
}

export default function DocumentoStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [lookup, lastVerdict, result] = useLookup(actionData?.result)
  const sent = ownResult(result, DOCUMENT_INTENTS)
  const sentType = sent?.initialValue?.tipoDocumento
  const documentCheck = useDocumentCheck(typeof sentType === 'string' ? sentType : page.tipoDocumento)
  const [form, fields] = useForm({
    id: 'documento',
    lastResult: result,
    intents: DOCUMENT_INTENTS,
    checkResult: lastVerdict,
    // The saved lookup's document until the form is sent; then what was sent: conform leaves a document sent empty out
    // of its reply, which the saved one would otherwise fill again.
    defaultValue: sent ? undefined : { tipoDocumento: page.tipoDocumento, documento: page.documento },
    fields: { tipoDocumento: null, documento: documentCheck.check },
  })
  const [cancelForm, cancelFields] = useForm({ id: 'cancelar', lastResult: result, intents: ['cancelar'], fields: { confirmar: null } })

  // With JavaScript: the affiliate is looked up once the typing pauses (C58); the answer reloads the page's data.
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])
  function lookUpAfterPause(event: ChangeEvent<HTMLFormElement>) {
    documentCheck.followType(event)
    const formElement = event.currentTarget
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const values = lookupFields(formElement)
      if (values) lookup.submit({ intent: 'buscar', ...values }, { method: 'post' })
    }, LOOKUP_PAUSE_MS)
  }
  // A submit (Enter included) answers for the document typed: a lookup still waiting for its pause would only race it.
  function submit(event: FormEvent<HTMLFormElement>) {
    clearTimeout(timer.current)
    form.props.onSubmit(event)
  }

  // The saved lookup's person while the last answer leaves her: a document refused since, or another one, is not her.
  const found = personShown(page, lastVerdict)
  const hydrated = useHydrated()
  // C58: Continuar stopped by the active request, said as the refusal it is (the banner below offers what to do).
  const blocked =
    found?.active && page.blockedAt !== undefined && result === undefined
      ? { fieldId: found.canCancel ? cancelFields.confirmar.id : fields.documento.id, message: copy.activeRequest }
      : null
  return (
    <StepFrame labels={flowALabels} page={page} title={medicineRequests.title}>
      {found && page.cancelled ? (
        <NotificationBanner tone="success">
          <p>{copy.cancelled}</p>
        </NotificationBanner>
      ) : null}
      <h2>{copy.heading}</h2>
      <ErrorSummary {...summaryFromForm(form)} />
      <ErrorSummary {...summaryFromForm(cancelForm)} />
      {blocked ? <ErrorSummary errors={[blocked]} focusKey={page.blockedAt} /> : null}
      <Form method="post" {...form.props} onSubmit={submit} onChange={lookUpAfterPause} className="stack">
        <SelectField
          label={copy.documentType}
          meta={fields.tipoDocumento}
          options={DOCUMENT_TYPE_OPTIONS}
        />
        <Field label={copy.document} hint={copy.documentHint} meta={fields.documento} inputProps={{ autoComplete: 'off', maxLength: documentCheck.maxLength }} />
        {/* With JavaScript the page changes under the operator's typing: what the lookup came to is said to a screen
            reader as it is shown (without it, each answer is a page of its own). */}
        <p className="visually-hidden" role="status">
          {!hydrated ? '' : lookup.state !== 'idle' ? copy.searching : lookupSaid(found, fields.documento.errors?.[0] ?? fields.tipoDocumento.errors?.[0])}
        </p>
        {found && !found.active ? <p className="lead">{copy.affiliate(found.name)}</p> : null}
        <div className="button-group">
          <SubmitButton name="intent" value="continuar">
            {ui.continue}
          </SubmitButton>
          {/* C58: with JavaScript the pause in the typing looks the affiliate up; Buscar is the page's without it. */}
          <Button type="submit" name="intent" value="buscar" variant="secondary" className="no-js-only">
            {copy.search}
          </Button>
        </div>
      </Form>
      {found?.active ? (
        <NotificationBanner tone="warning" title={copy.activeRequest}>
          <p>{copy.affiliate(found.name)}</p>
          {found.since ? <p>{copy.activeSince(found.since)}</p> : null}
          {found.canCancel ? (
            <Form method="post" {...cancelForm.props} className="stack">
              <CheckboxField label={copy.cancelConfirm} meta={cancelFields.confirmar} value="si" />
              <SubmitButton name="intent" value="cancelar" variant="warning">
                {copy.cancel}
              </SubmitButton>
            </Form>
          ) : (
            <p>{copy.notCancellable}</p>
          )}
        </NotificationBanner>
      ) : null}
    </StepFrame>
  )
}

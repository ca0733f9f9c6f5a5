/**
 * Registration (C16, `/sign-up`, public): the member's data, optionally a minor the member
 * represents ("Datos del adicional"), the contract of use, and the finish ("Finalizar registro")
 * with the contract as a PDF. There is no registration call: each document is checked with E13
 * (BR11), and the person completes the registration offline, signing the PDF and sending it by
 * e-mail.
 *
 * The dialogs are states of the page (`?dialogo=contrato|adicional|fin`). With JavaScript the
 * contract and the finish are modal dialogs and the adicional's section opens and closes in the
 * page. Without it the secondary buttons post the form: the server keeps what was typed in the
 * session and redirects to the asked-for state, which shows it again.
 */
import { sentMethod } from '~/utils/request-scope.server'
import { parseForm } from '~/forms/parse-form.server'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { checkDocuments } from '~/account/document-checks.server'
import { mayCheckDocuments } from '~/account/registration-limits.server'
import {
  completeRegistration,
  draftFrom,
  forgetSignUp,
  readRegistration,
  readSignUpDraft,
  saveSignUpDraft,
  type SignUpDraft,
} from '~/account/registration-session.server'
import {
  ADICIONAL_FIELDS,
  ADICIONAL_OPEN,
  CONTINUE_PARAM,
  CONTRACT_PDF_PATH,
  maxLengthOf,
  parseDialog,
  SIGN_UP_INTENTS,
  signUpFieldError,
  signUpPath,
  type SignUpField,
} from '~/account/sign-up-form'
import { SignUpSchema } from '~/account/sign-up-schema.server'
import { BackLink } from '~/components/back-link'
import { Button, ButtonLink, SubmitButton } from '~/components/button'
import { PageDialog, type DialogView, type OpenDialog } from '~/components/confirm-dialog'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field } from '~/components/field'
import { HomeLogoLink } from '~/components/logo'
import { contactCard } from '~/config/contact'
import { contract } from '~/copy/contract'
import { accountErrors } from '~/copy/errors/account'
import { login } from '~/copy/login'
import { signUp } from '~/copy/sign-up'
import { isValidDocument, registrationDocError } from '~/domain/registration'
import { readFormData } from '~/forms/form-data.server'
import type { FieldMeta } from '~/forms/use-form'
import { useForm } from '~/forms/use-form'
import { now } from '~/utils/clock.server'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'

/** A public page outside the shell, like the login it is reached from (spec 000 §2). */
export const handle = { shell: false }

export const meta = titled(signUp.title)

const EMPTY_DRAFT: SignUpDraft = { values: {}, adicional: false }

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const dialog = parseDialog(url.searchParams.get('dialogo'))

  if (dialog === 'fin') {
    // The finish of a registration this session made; none (an old link, another browser): the form.
    const registration = await readRegistration(request)
    if (!registration) throw redirect(signUpPath())
    return data({ dialog, draft: EMPTY_DRAFT, mail: registration.mail })
  }

  // Entered from elsewhere, and not the answer to this page's own submit: an empty form.
  const entering = dialog === undefined && !url.searchParams.has(CONTINUE_PARAM) && sentMethod(request) !== 'POST'
  if (entering) {
    const setCookie = await forgetSignUp(request)
    return data({ dialog, draft: EMPTY_DRAFT, mail: null }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
  }

  const draft = await readSignUpDraft(request)
  return data({ dialog, draft: { ...draft, adicional: draft.adicional || dialog === 'adicional' }, mail: null })
}

async function keepTyped(request: Request, draft: SignUpDraft, to: string) {
  return redirect(to, { headers: { 'Set-Cookie': await saveSignUpDraft(request, draft) } })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request)

  // The secondary buttons without JavaScript: what was typed is kept, nothing is checked yet.
  switch (formData.get('intent')) {
    case SIGN_UP_INTENTS.openAdicional:
      return keepTyped(request, draftFrom(formData, true), signUpPath('adicional'))
    case SIGN_UP_INTENTS.closeAdicional:
      // Closing the section clears its fields (C16).
      return keepTyped(request, draftFrom(formData, false), signUpPath(CONTINUE_PARAM))
    case SIGN_UP_INTENTS.readContract:
      return keepTyped(request, draftFrom(formData, formData.get('adicional') === ADICIONAL_OPEN), signUpPath('contrato'))
  }

  const submission = parseForm(formData, SignUpSchema)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })

  if (!(await mayCheckDocuments(context.clientAddress))) {
    return data({ result: submission.reply({ formErrors: [accountErrors.signUp.tooManyChecks] }) }, { status: 429 })
  }

  // BR11: the member's document and the adicional's, checked at once.
  const { adicional, ...member } = submission.value
  const documents: Array<{ field: SignUpField; cedula: string }> = [{ field: 'cedula', cedula: member.cedula }]
  if (adicional) documents.push({ field: 'cedulaAditional', cedula: adicional.cedula })
  const answers = await checkDocuments(
    documents.map(({ cedula }) => cedula),
    request.signal,
  )
  const message = registrationDocError(answers)
  if (message) {
    // Each refused document is named beside its field; several are also summed up above the form.
    const refused = documents.filter((_, index) => !isValidDocument(answers[index]!))
    const fieldErrors = Object.fromEntries(refused.map(({ field }) => [field, [accountErrors.signUp.oneInvalid]]))
    const formErrors = refused.length > 1 ? [message] : undefined
    return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: 400 })
  }

  const setCookie = await completeRegistration(request, { ...member, adicional, fecha: now().toISOString() })
  return redirect(signUpPath('fin'), { headers: { 'Set-Cookie': setCookie } })
}

function ContractContent({ modal, close }: DialogView) {
  return (
    <>
      <p>{contract.intro}</p>
      <ol className="stack">
        {contract.clauses.map((clause) => (
          <li key={clause.title}>
            <strong>{clause.title}.</strong> {clause.text}
          </li>
        ))}
      </ol>
      <p>{signUp.contractNote}</p>
      <div className="button-group">
        {modal ? (
          <Button variant="secondary" onClick={close}>
            {signUp.close}
          </Button>
        ) : (
          <ButtonLink to={signUpPath(CONTINUE_PARAM)} variant="secondary">
            {signUp.close}
          </ButtonLink>
        )}
      </div>
    </>
  )
}

function FinishContent({ modal, close, mail }: DialogView & { mail: string | null }) {
  return (
    <>
      <ol>
        {signUp.finishSteps(contactCard.email).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {mail ? <p>{signUp.finishAfter(mail)}</p> : null}
      <div className="button-group">
        {/* A file, not a page: the browser downloads it wherever it is. */}
        <a href={CONTRACT_PDF_PATH} download={signUp.pdfFileName} className="button button--primary" data-autofocus>
          {signUp.downloadPdf}
        </a>
        {modal ? (
          <Button variant="secondary" onClick={close}>
            {signUp.close}
          </Button>
        ) : (
          <ButtonLink to={paths.home} variant="secondary">
            {signUp.close}
          </ButtonLink>
        )}
      </div>
    </>
  )
}

const ADD_ADICIONAL_ID = 'registro-agregar-adicional'

/** The rules of a field for `useForm`, the same the server applies. */
const ruleOf = (name: SignUpField) => (value: string) => signUpFieldError(name, value)

function SignUpForm({ draft, openContract }: { draft: SignUpDraft; openContract: OpenDialog }) {
  const actionData = useActionData<typeof action>()
  const result = actionData?.result
  const [adicionalOpen, setAdicionalOpen] = useState(() =>
    result ? result.initialValue?.adicional === ADICIONAL_OPEN : draft.adicional,
  )
  // Closing clears the adicional's fields: reopened, they start empty, whatever was sent before.
  const [adicionalClosings, setAdicionalClosings] = useState(0)

  const [form, fields] = useForm({
    id: 'registro',
    lastResult: result,
    // What a no-JavaScript state of the page kept; a submit's answer carries its own values.
    defaultValue: result ? undefined : draft.values,
    fields: {
      nombre: ruleOf('nombre'),
      apellido: ruleOf('apellido'),
      cedula: ruleOf('cedula'),
      mail: ruleOf('mail'),
      nombreAditional: adicionalOpen ? ruleOf('nombreAditional') : null,
      apellidoAditional: adicionalOpen ? ruleOf('apellidoAditional') : null,
      cedulaAditional: adicionalOpen ? ruleOf('cedulaAditional') : null,
    },
  })
  // A closed section's fields are gone: the summary does not point at them.
  const summaryErrors = adicionalOpen
    ? form.summaryErrors
    : Object.fromEntries(Object.entries(form.summaryErrors).filter(([name]) => !(ADICIONAL_FIELDS as readonly string[]).includes(name)))
  const adicionalMeta = (meta: FieldMeta): FieldMeta => (adicionalClosings > 0 ? { ...meta, initialValue: undefined } : meta)

  // With JavaScript the section opens and closes in the page, and the focus follows: to its first
  // field when it opens, back to the button that opens it when it closes.
  const toggled = useRef(false)
  useEffect(() => {
    if (!toggled.current) return
    toggled.current = false
    document.getElementById(adicionalOpen ? fields.nombreAditional.id : ADD_ADICIONAL_ID)?.focus()
  }, [adicionalOpen, fields.nombreAditional.id])

  function toggleAdicional(event: MouseEvent<HTMLButtonElement>, open: boolean) {
    event.preventDefault()
    toggled.current = true
    if (!open) setAdicionalClosings((count) => count + 1)
    setAdicionalOpen(open)
  }

  const textInput = (name: SignUpField, autoComplete: string) => ({ autoComplete, maxLength: maxLengthOf(name) })
  const ciInput = (name: SignUpField) => ({ inputMode: 'numeric' as const, autoComplete: 'off', maxLength: maxLengthOf(name), placeholder: '12345678' })

  return (
    <div className="stack">
      <p className="page-header__lead">{signUp.lead}</p>
      <section aria-labelledby="registro-como" className="stack">
        <h2 id="registro-como">{signUp.howTitle}</h2>
        <ol>
          {signUp.how(contactCard.email).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <ErrorSummary {...summaryFromForm({ ...form, summaryErrors })} />

      <Form method="post" action={signUpPath()} {...form.props} className="stack">
        {/*
          Enter in a field submits the form with its first submit button. Without this one, that
          would be "Agregar adicional" or "Leer el contrato de uso", which come before "Registrarme".
        */}
        <button type="submit" hidden />
        <Field label={signUp.nombreLabel} meta={fields.nombre} inputProps={textInput('nombre', 'given-name')} />
        <Field label={signUp.apellidoLabel} meta={fields.apellido} inputProps={textInput('apellido', 'family-name')} />
        <Field label={signUp.cedulaLabel} hint={signUp.cedulaHint} meta={fields.cedula} inputProps={ciInput('cedula')} />
        <Field label={signUp.mailLabel} hint={signUp.mailHint} meta={fields.mail} type="email" inputProps={textInput('mail', 'email')} />

        {adicionalOpen ? (
          <div className="card">
            <fieldset className="fieldset stack" aria-describedby="registro-adicional-ayuda">
              <legend className="fieldset__legend">
                <h2>{signUp.adicionalTitle}</h2>
              </legend>
              <p id="registro-adicional-ayuda" className="field__hint">
                {signUp.adicionalHint}
              </p>
              <input type="hidden" name="adicional" value={ADICIONAL_OPEN} />
              <Field
                key={`nombre-${adicionalClosings}`}
                label={signUp.nombreAditionalLabel}
                meta={adicionalMeta(fields.nombreAditional)}
                inputProps={textInput('nombreAditional', 'off')}
              />
              <Field
                key={`apellido-${adicionalClosings}`}
                label={signUp.apellidoAditionalLabel}
                meta={adicionalMeta(fields.apellidoAditional)}
                inputProps={textInput('apellidoAditional', 'off')}
              />
              <Field
                key={`cedula-${adicionalClosings}`}
                label={signUp.cedulaAditionalLabel}
                hint={signUp.cedulaHint}
                meta={adicionalMeta(fields.cedulaAditional)}
                inputProps={ciInput('cedulaAditional')}
              />
              <div className="button-group">
                <Button
                  type="submit"
                  name="intent"
                  value={SIGN_UP_INTENTS.closeAdicional}
                  variant="secondary"
                  onClick={(event) => toggleAdicional(event, false)}
                >
                  {signUp.removeAdicional}
                </Button>
              </div>
            </fieldset>
          </div>
        ) : (
          <div className="stack">
            <p>{signUp.adicionalLead}</p>
            <div className="button-group">
              <Button
                id={ADD_ADICIONAL_ID}
                type="submit"
                name="intent"
                value={SIGN_UP_INTENTS.openAdicional}
                variant="secondary"
                onClick={(event) => toggleAdicional(event, true)}
              >
                {signUp.addAdicional}
              </Button>
            </div>
          </div>
        )}

        <p>
          <Button type="submit" name="intent" value={SIGN_UP_INTENTS.readContract} variant="link" onClick={openContract}>
            {signUp.readContract}
          </Button>
        </p>

        <div className="button-group">
          <SubmitButton>{signUp.submit}</SubmitButton>
        </div>
      </Form>
    </div>
  )
}

export default function SignUpPage() {
  const { dialog, draft, mail } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  return (
    <div className="login stack">
      <HomeLogoLink />
      <BackLink to={paths.home}>{login.backToMenu}</BackLink>
      <h1>{signUp.title}</h1>

      <PageDialog
        id="registro-contrato"
        title={contract.title}
        requested={dialog === 'contrato'}
        className="card stack"
        content={(view) => <ContractContent {...view} />}
      >
        {(openContract) => (
          <PageDialog
            id="registro-fin"
            title={signUp.finishTitle}
            requested={dialog === 'fin'}
            opensOnArrival
            className="card stack"
            content={(view) => <FinishContent {...view} mail={mail} />}
            // Closing the finish goes home (C16).
            onClose={() => navigate(paths.home)}
          >
            {/* A new form after a registration: every field empty again (C16 "the form resets"). */}
            {() => <SignUpForm key={dialog === 'fin' ? 'nuevo' : 'formulario'} draft={draft} openContract={openContract} />}
          </PageDialog>
        )}
      </PageDialog>
    </div>
  )
}

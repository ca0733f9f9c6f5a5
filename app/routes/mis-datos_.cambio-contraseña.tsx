/**
 * Change password (C19, `/mis-datos/cambio-contraseña`, guarded, in the shell): current, new and repeated
 * password (BR03), sent with E05.
 *
 * - a refusal with the API's words (a wrong current password, its own rules): the form again, the words in a
 *   banner;
 * - a success, or a failure without a word from the API: a result screen after a redirect (`?resultado`), so a
 *   reload sends nothing again. Continuar goes back to the profile, Reintentar to the form.
 *
 * The file name's `mis-datos_` keeps the page out of any layout of `/mis-datos` (Remix flat routes).
 */
import { parseForm } from '~/forms/parse-form.server'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { asksForResult, forgetOutcome, holdOutcome, readOutcome, resultPath } from '~/account/password-outcomes.server'
import { ChangePasswordSchema, PASSWORD_MAX_LENGTH } from '~/account/password-schemas.server'
import { requireUser } from '~/auth/guards.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { BackLink } from '~/components/back-link'
import { SubmitButton } from '~/components/button'
import { SubmitProblems } from '~/components/error-summary'
import { Field } from '~/components/field'
import { PageHeader } from '~/components/page-header'
import { ResultScreen } from '~/components/result-screen'
import { callCentre } from '~/config/contact'
import { accountErrors } from '~/copy/errors/account'
import { passwords } from '~/copy/passwords'
import { meetsPasswordPolicy } from '~/domain/passwords'
import { readFormData } from '~/forms/form-data.server'
import { mayTryPasswordChange } from '~/auth/login-limits.server'
import { useAnswerCount } from '~/forms/use-answer-count'
import { useForm, type FieldCheck } from '~/forms/use-form'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { changePassword } from '~/upstream/passwords.server'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'

export const meta = titled(passwords.change.title)

type View = 'form' | 'done' | 'failed'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  if (asksForResult(request)) {
    const outcome = await readOutcome(request, 'change-password')
    if (!outcome) throw redirect(encodeURI(paths.changePassword))
    return data({ view: (outcome.ok ? 'done' : 'failed') as View })
  }
  const setCookie = await forgetOutcome(request, 'change-password')
  return data({ view: 'form' as View }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}

async function showOutcome(request: Request, ok: boolean) {
  const setCookie = await holdOutcome(request, { screen: 'change-password', ok })
  return redirect(resultPath(paths.changePassword), { headers: { 'Set-Cookie': setCookie } })
}

export async function action({ request }: ActionFunctionArgs) {
  // The guard, and the API as this member (a 401/403 ends the session and asks to sign in again).
  const api = await upstreamAs(request)
  const formData = await readFormData(request)
  const submission = parseForm(formData, ChangePasswordSchema)
  // Passwords never come back to the page.
  const reply = (options: { formErrors?: string[] } = {}) => submission.reply({ ...options, hideFields: ['current', 'next', 'repeat'] })
  if (submission.status !== 'success') return data({ result: reply() }, { status: 400 })
  if (!(await mayTryPasswordChange(api.user.id))) {
    return data({ result: reply({ formErrors: [passwords.change.tooManyAttempts] }) }, { status: 429 })
  }

  try {
    await changePassword(api, submission.value.current, submission.value.next)
  } catch (error) {
    if (error instanceof Response) throw error
    // The server's detail (or body) in a banner over the form (000 §4, §8).
    if (error instanceof UpstreamError && error.info.message) {
      return data({ result: reply({ formErrors: [error.info.message] }) }, { status: 400 })
    }
    // No words from the API: the failure screen (000 §8).
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return showOutcome(request, false)
    throw error
  }
  return showOutcome(request, true)
}

// A password is never trimmed: spaces are characters of it.
const required: FieldCheck = (value) => (value === '' ? accountErrors.changePassword.required : undefined)
const nextPassword: FieldCheck = (value) => {
  if (value === '') return accountErrors.changePassword.required
  return meetsPasswordPolicy(value) ? undefined : passwords.policyNotMet
}

function ChangePasswordForm() {
  const actionData = useActionData<typeof action>()
  const answers = useAnswerCount(actionData)
  const [form, fields] = useForm({
    id: 'cambio-contrasena',
    lastResult: actionData?.result,
    fields: { current: required, next: nextPassword, repeat: required },
  })
  const passwordInput = (autoComplete: string) => ({ autoComplete, maxLength: PASSWORD_MAX_LENGTH })
  return (
    <div className="stack">
      <BackLink to={paths.profile}>{passwords.change.backToProfile}</BackLink>
      <PageHeader title={passwords.change.title} />
      <SubmitProblems form={form} />
      <Form method="post" {...form.props} className="stack">
        <Field
          key={`current-${answers}`}
          label={passwords.change.currentLabel}
          meta={fields.current} type="password" inputProps={passwordInput('current-password')} />
        <Field
          key={`next-${answers}`}
          label={passwords.change.nextLabel}
          hint={passwords.policyHint}
          meta={fields.next}
          type="password"
          inputProps={passwordInput('new-password')}
        />
        <Field
          key={`repeat-${answers}`}
          label={passwords.change.repeatLabel}
          meta={fields.repeat}
          type="password"
          inputProps={passwordInput('new-password')}
        />
        <div className="button-group">
          <SubmitButton>{passwords.change.submit}</SubmitButton>
        </div>
      </Form>
    </div>
  )
}

export default function ChangePasswordPage() {
  const { view } = useLoaderData<typeof loader>()
  if (view === 'done') {
    return (
      <ResultScreen
        title={passwords.change.doneTitle}
        messages={[passwords.change.doneText]}
        primaryAction={{ to: paths.profile, label: passwords.change.continue }}
      />
    )
  }
  if (view === 'failed') {
    return (
      <ResultScreen
        illustration="warning"
        title={accountErrors.changePassword.failureTitle}
        messages={[accountErrors.changePassword.failureText, accountErrors.changePassword.persists(callCentre.email)]}
        primaryAction={{ to: paths.changePassword, label: passwords.change.retry }}
      />
    )
  }
  return <ChangePasswordForm />
}

/**
 * Password reset request (C17, `/nueva-contraseña`, public, outside the shell): cédula and e-mail; when they are an
 * account's, the API e-mails a link to /set-password. Then the form gives way to the spec's success text (the
 * outcome is shown after a redirect, so a reload sends nothing again).
 *
 * Each request counts against the mail limit (mail-limits.server.ts) before the API is asked, answered or not, so
 * the form cannot be used to probe which cédula goes with which e-mail or to fill someone's inbox.
 */
import { parseForm } from '~/forms/parse-form.server'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { asksForResult, forgetOutcome, holdOutcome, readOutcome, resultPath } from '~/account/password-outcomes.server'
import { ResetRequestSchema } from '~/account/password-schemas.server'
import { mayRequestMail } from '~/auth/mail-limits.server'
import { BackLink } from '~/components/back-link'
import { ButtonLink, SubmitButton } from '~/components/button'
import { SubmitProblems } from '~/components/error-summary'
import { Field } from '~/components/field'
import { HomeLogoLink } from '~/components/logo'
import { NotificationBanner } from '~/components/notification-banner'
import { accountErrors } from '~/copy/errors/account'
import { commonErrors } from '~/copy/errors/common'
import { passwords } from '~/copy/passwords'
import { CI_MAX_LENGTH } from '~/domain/ci'
import { check } from '~/forms/field-rules'
import { readFormData } from '~/forms/form-data.server'
import { useForm } from '~/forms/use-form'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { requestPasswordReset } from '~/upstream/passwords.server'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'

/** A public page outside the shell, like the login it is reached from (spec 000 §2). */
export const handle = { shell: false }

export const meta = titled(passwords.reset.title)

export async function loader({ request }: LoaderFunctionArgs) {
  if (asksForResult(request)) {
    const outcome = await readOutcome(request, 'reset-request')
    // Nothing (or nothing fresh) to show: the form.
    if (!outcome) throw redirect(encodeURI(paths.resetPassword))
    return data({ sentTo: outcome.email })
  }
  const setCookie = await forgetOutcome(request, 'reset-request')
  return data({ sentTo: null }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}

/** DOCUMENT_PENALIZED (HTTP 401, as at login) has the spec's penalty message; any other refusal RESPONSE_ERROR's. */
function refusal(error: UpstreamError): string {
  return error.status === 401 ? accountErrors.login.userPenalized : accountErrors.resetPassword.responseError
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const submission = parseForm(formData, ResetRequestSchema)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { ci, email } = submission.value
  const problem = (message: string, status: number) => data({ result: submission.reply({ formErrors: [message] }) }, { status })

  if (!(await mayRequestMail('restablecer', ci, context.clientAddress))) return problem(passwords.reset.tooManyRequests, 429)

  try {
    await requestPasswordReset(ci, email, request.signal)
  } catch (error) {
    if (error instanceof UpstreamError) return problem(refusal(error), 400)
    if (isUpstreamUnavailable(error)) return problem(commonErrors.generic, 503)
    throw error
  }
  const setCookie = await holdOutcome(request, { screen: 'reset-request', email })
  return redirect(resultPath(paths.resetPassword), { headers: { 'Set-Cookie': setCookie } })
}

function ResetForm() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'recuperar',
    lastResult: actionData?.result,
    fields: {
      ci: check({ required: passwords.reset.ciRequired, type: 'CI' }),
      email: check({ required: passwords.reset.emailRequired, type: 'MAIL' }),
    },
  })
  return (
    <>
      <p className="page-header__lead">{passwords.reset.lead}</p>
      <SubmitProblems form={form} />
      <Form method="post" {...form.props} className="stack">
        <Field
          label={passwords.reset.ciLabel}
          hint={passwords.reset.ciHint}
          meta={fields.ci}
          inputProps={{ inputMode: 'numeric', autoComplete: 'username', maxLength: CI_MAX_LENGTH, placeholder: '12345678' }}
        />
        <Field label={passwords.reset.emailLabel} meta={fields.email} type="email" inputProps={{ autoComplete: 'email', spellCheck: false }} />
        <div className="button-group">
          <SubmitButton>{passwords.reset.submit}</SubmitButton>
        </div>
      </Form>
    </>
  )
}

export default function ResetPasswordPage() {
  const { sentTo } = useLoaderData<typeof loader>()
  return (
    <div className="login stack">
      <HomeLogoLink />
      {sentTo ? null : <BackLink to={paths.login}>{passwords.backToLogin}</BackLink>}
      <h1>{passwords.reset.title}</h1>
      {sentTo ? (
        <>
          {/* Success: the form is hidden (000 §4). */}
          <NotificationBanner tone="success">
            <p>{passwords.reset.sent(sentTo)}</p>
          </NotificationBanner>
          <div className="button-group">
            <ButtonLink to={paths.login}>{passwords.backToLogin}</ButtonLink>
          </div>
        </>
      ) : (
        <ResetForm />
      )}
    </div>
  )
}

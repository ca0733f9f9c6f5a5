import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { authenticator, PASSWORD_STRATEGY } from '~/auth/authenticator.server'
import { LoginSchema } from '~/auth/login-schema.server'
import { getOptionalUser } from '~/auth/guards.server'
import { mayAttemptLogin, recordFailedLogin } from '~/auth/login-limits.server'
import { safeRedirectPath } from '~/auth/redirect'
import { clearSignedOutNotice, hasSignedOutNotice } from '~/auth/signed-out-notice.server'
import { signInWithToken } from '~/auth/sign-in.server'
import { BackLink } from '~/components/back-link'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field } from '~/components/field'
import { HomeLogoLink } from '~/components/logo'
import { NotificationBanner } from '~/components/notification-banner'
import { VisuallyHidden } from '~/components/visually-hidden'
import { accountErrors } from '~/copy/errors/account'
import { login } from '~/copy/login'
import { CI_MAX_LENGTH } from '~/domain/ci'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { check } from '~/forms/field-rules'
import { readFormData } from '~/forms/form-data.server'
import { useForm } from '~/forms/use-form'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'
import { useHydrated } from '~/utils/use-hydrated'

/** The login page lives outside the shell: no menus, just the form (spec 000 §2). */
export const handle = { shell: false }

export const meta = titled(login.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'))
  if (await getOptionalUser(request)) throw redirect(redirectTo)
  // Why she is asked to sign in again: the API ended her session in mid-journey.
  const notice = (await hasSignedOutNotice(request)) ? login.signedOutByApi : undefined
  return { redirectTo, notice }
}

/** BR05: blocked first, then penalised (HTTP 401), then the generic message with the attempts left. */
function loginFailure(error: UpstreamError): { message: string; attemptsLeft?: number } {
  if (error.info.isBlocked) return { message: accountErrors.login.userBlocked }
  if (error.status === 401) return { message: accountErrors.login.userPenalized }
  const left = error.info.signCount
  return { message: accountErrors.login.responseError, attemptsLeft: left !== undefined && left > 0 ? left : undefined }
}

export async function action({ request, context }: ActionFunctionArgs) {
  // A copy: the password strategy reads the body itself.
  const formData = await readFormData(request.clone())
  const submission = parseWithZod(formData, { schema: LoginSchema })
  // The password never comes back to the page, whatever happens (spec: cleared after submit).
  const reply = (options: { formErrors?: string[] } = {}) =>
    submission.reply({ ...options, hideFields: ['password'] })

  if (submission.status !== 'success') return data({ result: reply(), attemptsLeft: undefined }, { status: 400 })
  const { ci, redirectTo } = submission.value

  if (!(await mayAttemptLogin(ci, context.clientAddress))) {
    return data({ result: reply({ formErrors: [login.tooManyAttempts] }), attemptsLeft: undefined }, { status: 429 })
  }

  try {
    const token = await authenticator.authenticate(PASSWORD_STRATEGY, request)
    const { setCookie } = await signInWithToken(request, token)
    const headers = new Headers({ 'Set-Cookie': setCookie })
    if (await hasSignedOutNotice(request)) headers.append('Set-Cookie', await clearSignedOutNotice())
    return redirect(safeRedirectPath(redirectTo), { headers })
  } catch (error) {
    if (error instanceof UpstreamError) {
      await recordFailedLogin(ci, context.clientAddress)
      const failure = loginFailure(error)
      return data({ result: reply({ formErrors: [failure.message] }), attemptsLeft: failure.attemptsLeft }, { status: 400 })
    }
    if (isUpstreamUnavailable(error)) {
      return data({ result: reply({ formErrors: [login.serviceDown] }), attemptsLeft: undefined }, { status: 503 })
    }
    throw error
  }
}

/**
 * Show/hide is an enhancement: without JavaScript the plain password field works, and the control,
 * which would do nothing, is not in the page (rendered once hydrated; a text browser ignores CSS).
 */
function PasswordVisibilityToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="button button--secondary password-toggle" aria-pressed={shown} onClick={onToggle}>
      {shown ? login.hidePassword : login.showPassword}
      <VisuallyHidden> {login.passwordLabel.toLowerCase()}</VisuallyHidden>
    </button>
  )
}

export default function LoginPage() {
  const { redirectTo, notice } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const hydrated = useHydrated()
  const [passwordShown, setPasswordShown] = useState(false)
  const [form, fields] = useForm({
    id: 'login',
    lastResult: actionData?.result,
    fields: { ci: check({ required: login.ciRequired, type: 'CI' }), password: check({ required: login.passwordRequired }) },
  })
  const serverMessage = form.errors?.[0]

  // Without JavaScript the page is rendered anew with an empty password; with it, the same
  // inputs stay on the page, so the password field is rebuilt (empty) after every answer.
  const [passwordKey, setPasswordKey] = useState(0)
  useEffect(() => {
    if (actionData) setPasswordKey((key) => key + 1)
  }, [actionData])

  return (
    <div className="login stack">
      <HomeLogoLink />
      <BackLink to={paths.home}>{login.backToMenu}</BackLink>
      <h1>{login.title}</h1>

      <ErrorSummary {...summaryFromForm(form)} formErrors={[]} />
      {notice && !actionData ? (
        <NotificationBanner tone="info">
          <p>{notice}</p>
        </NotificationBanner>
      ) : null}
      {serverMessage ? (
        <NotificationBanner tone="error">
          <p>{serverMessage}</p>
          {actionData?.attemptsLeft ? <p>{login.attemptsLeft(actionData.attemptsLeft)}</p> : null}
        </NotificationBanner>
      ) : null}

      <Form method="post" {...form.props} className="stack">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label={login.ciLabel}
          hint={login.ciHint}
          meta={fields.ci}
          inputProps={{ inputMode: 'numeric', autoComplete: 'username', maxLength: CI_MAX_LENGTH, placeholder: '12345678' }}
        />
        <div className="password-field">
          <Field
            key={passwordKey}
            label={login.passwordLabel}
            meta={fields.password}
            type={passwordShown ? 'text' : 'password'}
            inputProps={{ autoComplete: 'current-password' }}
          />
          {hydrated ? (
            <PasswordVisibilityToggle shown={passwordShown} onToggle={() => setPasswordShown((shown) => !shown)} />
          ) : null}
        </div>
        <div className="button-group">
          <SubmitButton>{login.submit}</SubmitButton>
          {/* 'Iniciar con biometría' joins here with passkeys (a later issue). */}
        </div>
      </Form>

      <ul className="link-list">
        <li>
          <Link to={paths.resetPassword}>{login.forgotPassword}</Link>
        </li>
        <li>
          {login.noAccount} <Link to={paths.signUp}>{login.signUp}</Link>
        </li>
      </ul>
    </div>
  )
}

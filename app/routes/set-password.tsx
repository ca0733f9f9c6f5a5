/**
 * Set a password from an e-mailed link (C18, `/set-password?uid=…&token=…`, public, outside the shell): a reset,
 * or the first password of a new account. `/set-password-error` is the same screen.
 *
 * The link is checked first (E08); one that does not work gets the spec's banner and no form. The two fields
 * (BR04) go to E04; its refusals are worded by BR12. A success redirects to `?resultado`: the token leaves the
 * address bar and the history, and a reload sends nothing again. The page sends no Referer to another site and
 * is never cached: its address holds a way into the account while the link lives.
 */
import { parseForm } from '~/forms/parse-form.server'
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { asksForResult, forgetOutcome, holdOutcome, readOutcome, resultPath } from '~/account/password-outcomes.server'
import { PASSWORD_MAX_LENGTH, SetPasswordSchema } from '~/account/password-schemas.server'
import { ButtonLink, SubmitButton } from '~/components/button'
import { SubmitProblems } from '~/components/error-summary'
import { Field } from '~/components/field'
import { HomeLogoLink } from '~/components/logo'
import { NotificationBanner } from '~/components/notification-banner'
import { accountErrors } from '~/copy/errors/account'
import { passwords } from '~/copy/passwords'
import { setPasswordError } from '~/domain/passwords'
import { readFormData } from '~/forms/form-data.server'
import { useAnswerCount } from '~/forms/use-answer-count'
import { useForm, type FieldCheck } from '~/forms/use-form'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { isResetLinkValid, setPasswordWithLink, type ResetLink } from '~/upstream/passwords.server'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'

/** A public page outside the shell, like the login it leads to (spec 000 §2). */
export const handle = { shell: false }

const title = titled(passwords.setPassword.title)
/**
 * No Referer leaves the portal from this page (the portal's own header already strips the path cross-origin).
 * Not `no-referrer`: it would make the form's POST say `Origin: null`, which the same-origin check refuses. A
 * meta tag, not a header: the portal's Referrer-Policy header is set already, and Remix would add a second one.
 */
export const meta: MetaFunction = (args) => [...title(args), { name: 'referrer', content: 'same-origin' }]

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

/** Longer than any uid or token the API makes; a longer value is not a link of it. */
const MAX_LINK_PART = 256

/** What the page shows: the form, the success, or why the link cannot be used. */
type View = 'form' | 'saved' | 'invalid-link' | 'unknown'

/** The link in the address, or null when a part is missing or cannot be one. */
function linkOf(request: Request): ResetLink | null {
  const query = new URL(request.url).searchParams
  const uid = query.get('uid')?.trim() ?? ''
  const token = query.get('token')?.trim() ?? ''
  if (!uid || !token || uid.length > MAX_LINK_PART || token.length > MAX_LINK_PART) return null
  return { uid, token }
}

const view = (value: View, status = 200, setCookie?: string | null) =>
  data({ view: value }, { status, headers: setCookie ? { 'Set-Cookie': setCookie } : undefined })

export async function loader({ request }: LoaderFunctionArgs) {
  if (asksForResult(request)) {
    return (await readOutcome(request, 'set-password')) ? view('saved') : view('unknown', 400)
  }
  const setCookie = await forgetOutcome(request, 'set-password')
  const link = linkOf(request)
  // BR12's recommendation: a link missing its uid or token, or whose check failed, is "unknown or bad url".
  if (!link) return view('unknown', 400, setCookie)
  try {
    return (await isResetLinkValid(link, request.signal)) ? view('form', 200, setCookie) : view('invalid-link', 400, setCookie)
  } catch (error) {
    if (error instanceof UpstreamError) return view('unknown', 400, setCookie)
    if (isUpstreamUnavailable(error)) return view('unknown', 503, setCookie)
    throw error
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const submission = parseForm(formData, SetPasswordSchema)
  // Passwords never come back to the page.
  const reply = (options: { formErrors?: string[] } = {}) => submission.reply({ ...options, hideFields: ['password', 'repeat'] })
  const link = linkOf(request)
  if (!link) return data({ result: reply({ formErrors: [accountErrors.setPassword.unknown] }), view: 'unknown' as View }, { status: 400 })
  if (submission.status !== 'success') return data({ result: reply(), view: 'form' as View }, { status: 400 })

  try {
    await setPasswordWithLink(link, submission.value.password, request.signal)
  } catch (error) {
    if (error instanceof UpstreamError) {
      return data({ result: reply({ formErrors: [setPasswordError(error.info)] }), view: 'form' as View }, { status: 400 })
    }
    if (isUpstreamUnavailable(error)) {
      return data({ result: reply({ formErrors: [setPasswordError(null)] }), view: 'form' as View }, { status: 503 })
    }
    throw error
  }
  const setCookie = await holdOutcome(request, { screen: 'set-password' })
  return redirect(resultPath(paths.setPassword), { headers: { 'Set-Cookie': setCookie } })
}

// A password is never trimmed: spaces are characters of it.
const required: FieldCheck = (value) => (value === '' ? accountErrors.setPassword.invalidPassword : undefined)

function SetPasswordForm() {
  const actionData = useActionData<typeof action>()
  const answers = useAnswerCount(actionData)
  const [form, fields] = useForm({
    id: 'contrasena',
    lastResult: actionData?.result,
    fields: { password: required, repeat: required },
  })
  const passwordInput = { autoComplete: 'new-password', maxLength: PASSWORD_MAX_LENGTH }
  return (
    <>
      <p className="page-header__lead">{passwords.setPassword.lead}</p>
      <SubmitProblems form={form} />
      {/* Without an action the form posts to this address, the link's uid and token included. */}
      <Form method="post" {...form.props} className="stack">
        <Field
          key={`password-${answers}`}
          label={passwords.setPassword.passwordLabel}
          hint={passwords.policyHint}
          meta={fields.password}
          type="password"
          inputProps={passwordInput}
        />
        <Field
          key={`repeat-${answers}`}
          label={passwords.setPassword.repeatLabel}
          meta={fields.repeat}
          type="password"
          inputProps={passwordInput}
        />
        <div className="button-group">
          <SubmitButton>{passwords.setPassword.submit}</SubmitButton>
        </div>
      </Form>
    </>
  )
}

/** Why the link cannot be used, and the way to a new one. */
function LinkProblem({ message }: { message: string }) {
  return (
    <>
      <NotificationBanner tone="error">
        <p>{message}</p>
      </NotificationBanner>
      <ul className="link-list">
        <li>
          <Link to={paths.resetPassword}>{passwords.setPassword.requestAnother}</Link>
        </li>
        <li>
          <Link to={paths.login}>{passwords.backToLogin}</Link>
        </li>
      </ul>
    </>
  )
}

export default function SetPasswordPage() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const shown = actionData?.view ?? loaded.view
  return (
    <div className="login stack">
      <HomeLogoLink />
      <h1>{passwords.setPassword.title}</h1>
      {shown === 'form' ? <SetPasswordForm /> : null}
      {shown === 'invalid-link' ? <LinkProblem message={accountErrors.setPassword.invalidLink} /> : null}
      {shown === 'unknown' ? <LinkProblem message={accountErrors.setPassword.unknown} /> : null}
      {shown === 'saved' ? (
        <>
          <NotificationBanner tone="success">
            <p>{passwords.setPassword.saved}</p>
          </NotificationBanner>
          <div className="button-group">
            <ButtonLink to={paths.login}>{passwords.backToLogin}</ButtonLink>
          </div>
        </>
      ) : null}
    </div>
  )
}

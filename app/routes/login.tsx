import { parseForm } from '~/forms/parse-form.server'
import type { SubmissionResult } from '@conform-to/react'
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { authenticator, PASSKEY_STRATEGY, PasskeyNotPresented, PASSWORD_STRATEGY } from '~/auth/authenticator.server'
import { LoginSchema } from '~/auth/login-schema.server'
import { getOptionalUser, sessionTimedOut } from '~/auth/guards.server'
import { clearFailedLogins, mayAttemptLogin, recordFailedLogin } from '~/auth/login-limits.server'
import { afterSignInPath } from '~/auth/redirect'
import { clearSignedOutNotice, hasSignedOutNotice } from '~/auth/signed-out-notice.server'
import { signInWithToken } from '~/auth/sign-in.server'
import { shortName } from '~/auth/user'
import { BackLink } from '~/components/back-link'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field } from '~/components/field'
import { HomeLogoLink } from '~/components/logo'
import { NotificationBanner } from '~/components/notification-banner'
import { VisuallyHidden } from '~/components/visually-hidden'
import { accountErrors } from '~/copy/errors/account'
import { commonErrors } from '~/copy/errors/common'
import { login } from '~/copy/login'
import { passkeys } from '~/copy/passkeys'
import { CI_MAX_LENGTH } from '~/domain/ci'
import { rememberPasskeyUser, type PasskeyUser } from '~/domain/passkeys'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { check } from '~/forms/field-rules'
import { readFormData, requestWithForm } from '~/forms/form-data.server'
import { useForm } from '~/forms/use-form'
import { assertWithPasskey } from '~/passkeys/ceremony'
import { CeremonyButton } from '~/passkeys/ceremony-button'
import { readPasskeyUsers, storePasskeyUsers } from '~/passkeys/device-cookies.server'
import { CHOSEN_USER_QUERY, NORMAL_MODE_QUERY, PASSKEY_INTENTS, PASSKEY_SUPPORT_FIELD, PASSKEY_SUPPORTED } from '~/passkeys/fields'
import { loginScreen } from '~/passkeys/login-screen.server'
import { offersPasskeyAfterLogin } from '~/passkeys/offer.server'
import { ceremonyProblem } from '~/passkeys/schemas.server'
import { usePasskeySupport } from '~/passkeys/use-passkey-support'
import { logger } from '~/utils/logger.server'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'
import { useHydrated } from '~/utils/use-hydrated'

/** The login page lives outside the shell: no menus, just the form (spec 000 §2). */
export const handle = { shell: false }

export const meta = titled(login.title)

/** The page names who has a passkey on this browser and carries a one-time challenge: never kept by a cache. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = afterSignInPath(new URL(request.url).searchParams.get('redirectTo'))
  if (await getOptionalUser(request)) throw redirect(redirectTo)
  // Why she is asked to sign in again: the API ended her session in mid-journey, or it ran out (the idle warning's
  // own way here, or a page that found it gone): either way her drafts wait for her.
  const notice = sessionTimedOut(request) || (await hasSignedOutNotice(request)) ? login.signedOut : undefined
  // The screen (BR07) from this browser's passkey cookies, rendered before any script runs.
  const { mode, options, passkeyScreenAvailable, setCookie } = await loginScreen(request)
  return data({ redirectTo, notice, mode, options, passkeyScreenAvailable }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}

/** BR05: blocked first, then penalised (HTTP 401), then the generic message with the attempts left. */
function loginFailure(error: UpstreamError): Failure {
  if (error.info.isBlocked) return { message: accountErrors.login.userBlocked }
  if (error.status === 401) return { message: accountErrors.login.userPenalized }
  const left = error.info.signCount
  return { message: accountErrors.login.responseError, attemptsLeft: left !== undefined && left > 0 ? left : undefined }
}

type Failure = { message: string; attemptsLeft?: number }

/** The page's answer to a failed sign-in: the message in the banner (both forms), the password form's fields. */
function failed(result: SubmissionResult | null, failure: Failure, status: number) {
  return data({ result, failure }, { status })
}

/** A started session goes on to `to`; the signed-out notice, if any, is no longer true. */
async function enterSession(request: Request, setCookie: string, to: string, extraCookies: string[] = []) {
  const headers = new Headers({ 'Set-Cookie': setCookie })
  for (const cookie of extraCookies) headers.append('Set-Cookie', cookie)
  if (await hasSignedOutNotice(request)) headers.append('Set-Cookie', await clearSignedOutNotice())
  return redirect(to, { headers })
}

/** C13: the Biometric screen's form, the assertion the browser made (or what went wrong making it). */
async function passkeyLogin(request: Request, formData: FormData) {
  // The strategy reads the fields itself: from the copy of the form read once, never the browser's body again.
  const formRequest = requestWithForm(request, formData)
  const redirectTo = afterSignInPath(formData.get('redirectTo'))
  let token: string
  try {
    token = await authenticator.authenticate(PASSKEY_STRATEGY, formRequest)
  } catch (error) {
    // "Passkey login errors show as the login error" (000 §8), with C10's three messages.
    if (error instanceof PasskeyNotPresented) {
      logger.info('passkey login not made', { problem: ceremonyProblem(formData.get('problema')) })
      return failed(null, { message: accountErrors.login.responseError }, 400)
    }
    if (error instanceof UpstreamError) return failed(null, loginFailure(error), 400)
    if (isUpstreamUnavailable(error)) return failed(null, { message: login.serviceDown }, 503)
    throw error
  }
  return afterToken(() => null, async () => {
    const { setCookie, user } = await signInWithToken(request, token)
    // The tile keeps the member's name as the API has it now.
    const users = user.userId === null ? await readPasskeyUsers(request) : rememberPasskeyUser(await readPasskeyUsers(request), { id: user.userId, userName: shortName(user) })
    return enterSession(request, setCookie, redirectTo, [await storePasskeyUsers(users)])
  })
}

/**
 * The sign-in once the API accepted who it is (a password or a passkey): reading the member and her permissions.
 * Their failure is C10's "fetch user data error": the generic message, never a wrong password, and no failed attempt.
 */
async function afterToken(reply: (formErrors: string[]) => SubmissionResult | null, enter: () => Promise<Response>) {
  try {
    return await enter()
  } catch (error) {
    if (error instanceof UpstreamError) return failed(reply([commonErrors.generic]), { message: commonErrors.generic }, 502)
    if (isUpstreamUnavailable(error)) return failed(reply([login.serviceDown]), { message: login.serviceDown }, 503)
    throw error
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Read once, under the body limit; the strategies get a copy of the form (requestWithForm).
  const formData = await readFormData(request)
  if (formData.get('intent') === PASSKEY_INTENTS.login) return passkeyLogin(request, formData)

  const submission = parseForm(formData, LoginSchema)
  // The password never comes back to the page, whatever happens (spec: cleared after submit).
  const reply = (options: { formErrors?: string[] } = {}) =>
    submission.reply({ ...options, hideFields: ['password'] })

  if (submission.status !== 'success') return data({ result: reply(), failure: null }, { status: 400 })
  const { ci, redirectTo } = submission.value

  if (!(await mayAttemptLogin(ci, context.clientAddress))) {
    return failed(reply({ formErrors: [login.tooManyAttempts] }), { message: login.tooManyAttempts }, 429)
  }

  let token: string
  try {
    token = await authenticator.authenticate(PASSWORD_STRATEGY, requestWithForm(request, formData))
  } catch (error) {
    if (error instanceof UpstreamError) {
      await recordFailedLogin(ci, context.clientAddress)
      const failure = loginFailure(error)
      return failed(reply({ formErrors: [failure.message] }), failure, 400)
    }
    if (isUpstreamUnavailable(error)) {
      return failed(reply({ formErrors: [login.serviceDown] }), { message: login.serviceDown }, 503)
    }
    throw error
  }
  return afterToken(
    (formErrors) => reply({ formErrors }),
    async () => {
      const { setCookie, user } = await signInWithToken(request, token)
      await clearFailedLogins(ci)
      // C14: either answer to the offer goes to the member home.
      const offer = await offersPasskeyAfterLogin(request, formData, { token, user })
      return enterSession(request, setCookie, offer ? paths.passkeyOffer : afterSignInPath(redirectTo))
    },
  )
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

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>

/** The password form (the Normal screen), which works with and without JavaScript. */
function PasswordLogin({ redirectTo }: { redirectTo: string }) {
  const actionData = useActionData<typeof action>()
  const hydrated = useHydrated()
  const supportsPasskeys = usePasskeySupport()
  const [passwordShown, setPasswordShown] = useState(false)
  const [form, fields] = useForm({
    id: 'login',
    lastResult: actionData?.result,
    fields: { ci: check({ required: login.ciRequired, type: 'CI' }), password: check({ required: login.passwordRequired }) },
  })

  // Without JavaScript the page is rendered anew with an empty password; with it, the same
  // inputs stay on the page, so the password field is rebuilt (empty) after every answer.
  const [passwordKey, setPasswordKey] = useState(0)
  useEffect(() => {
    if (actionData) setPasswordKey((key) => key + 1)
  }, [actionData])

  return (
    <>
      <ErrorSummary {...summaryFromForm(form)} formErrors={[]} />
      <Form method="post" {...form.props} className="stack">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {/* Only a device that can make a passkey is offered one after signing in (C14). */}
        {supportsPasskeys ? <input type="hidden" name={PASSKEY_SUPPORT_FIELD} value={PASSKEY_SUPPORTED} /> : null}
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
        </div>
      </Form>
    </>
  )
}

/** `/login` with the query of a screen, keeping where to go after signing in. */
function screenHref(redirectTo: string, query: Record<string, string>) {
  const params = new URLSearchParams(query)
  if (redirectTo !== '/') params.set('redirectTo', redirectTo)
  const search = params.toString()
  return search ? `${paths.login}?${search}` : paths.login
}

/**
 * Passkey screens need JavaScript (WebAuthn). A browser without it that still holds passkey cookies gets the
 * password form, the only one that works there; a browser that runs the portal's scripts hides it from the first
 * paint (the `js` class set before the body), so the screen does not jump when it hydrates.
 */
function PasswordLoginWithoutScripts({ redirectTo }: { redirectTo: string }) {
  return (
    <div className="no-js-only stack">
      <p>{passkeys.needsJavaScript}</p>
      <PasswordLogin redirectTo={redirectTo} />
    </div>
  )
}

/** Biometric (one user, or the one chosen): a single button runs E18's options through get() and posts E19's form. */
function BiometricLogin({ user, options, redirectTo }: { user: PasskeyUser; options: LoaderData['options']; redirectTo: string }) {
  const supported = usePasskeySupport({ preload: true })
  return (
    <div className="stack">
      <p>{passkeys.signingInAs(user.userName)}</p>
      {supported && options ? (
        <CeremonyButton
          intent={PASSKEY_INTENTS.login}
          credentialField="credential_info"
          fields={{ userId: String(user.id), redirectTo }}
          run={() => assertWithPasskey(options)}
        >
          {login.biometric}
        </CeremonyButton>
      ) : null}
      <PasswordLoginWithoutScripts redirectTo={redirectTo} />
    </div>
  )
}

const CHOOSING_SPINNER_MS = 1000

/** MultiBiometric: a tile per user; choosing one shows the spinner for 1000 ms, then that user's Biometric screen. */
function ChooseUser({ users, redirectTo }: { users: PasskeyUser[]; redirectTo: string }) {
  const navigate = useNavigate()
  const [chosen, setChosen] = useState<PasskeyUser | null>(null)

  function choose(event: MouseEvent<HTMLAnchorElement>, user: PasskeyUser, href: string) {
    event.preventDefault()
    setChosen(user)
    window.setTimeout(() => navigate(href), CHOOSING_SPINNER_MS)
  }

  return (
    <div className="stack">
      {chosen ? (
        <p className="waiting" role="status">
          {passkeys.preparing(chosen.userName)}
        </p>
      ) : (
        <ul className="tile-grid" aria-label={passkeys.chooseUser}>
          {users.map((user) => {
            const href = screenHref(redirectTo, { [CHOSEN_USER_QUERY]: String(user.id) })
            return (
              <li key={user.id}>
                <Link to={href} className="tile" onClick={(event) => choose(event, user, href)}>
                  <span className="tile__label">{user.userName}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
      <PasswordLoginWithoutScripts redirectTo={redirectTo} />
    </div>
  )
}

export default function LoginPage() {
  const { redirectTo, notice, mode, options, passkeyScreenAvailable } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const failure = actionData?.failure
  const hydrated = useHydrated()
  // With JavaScript, each refused sign-in takes the focus to its banner: the same words twice would not be read again.
  const failureRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (actionData?.failure) failureRef.current?.focus()
  }, [actionData])

  return (
    <div className="login stack">
      <HomeLogoLink />
      <BackLink to={paths.home}>{login.backToMenu}</BackLink>
      <h1>{mode.kind === 'multi-biometric' ? passkeys.chooseUser : login.title}</h1>

      {notice && !actionData ? (
        <NotificationBanner tone="info">
          <p>{notice}</p>
        </NotificationBanner>
      ) : null}
      {failure ? (
        <div ref={failureRef} tabIndex={-1} className="submit-problem">
          <NotificationBanner tone="error">
            <p>{failure.message}</p>
            {failure.attemptsLeft ? <p>{login.attemptsLeft(failure.attemptsLeft)}</p> : null}
          </NotificationBanner>
        </div>
      ) : null}

      {mode.kind === 'normal' ? <PasswordLogin redirectTo={redirectTo} /> : null}
      {mode.kind === 'biometric' ? <BiometricLogin user={mode.user} options={options} redirectTo={redirectTo} /> : null}
      {mode.kind === 'multi-biometric' ? <ChooseUser users={mode.users} redirectTo={redirectTo} /> : null}

      <ul className="link-list">
        {/* Back to the passkey screen from the password form; it needs JavaScript, like the screen. */}
        {passkeyScreenAvailable && hydrated ? (
          <li>
            <Link to={screenHref(redirectTo, {})}>{login.biometric}</Link>
          </li>
        ) : null}
        {mode.kind !== 'normal' ? (
          <li>
            <Link to={screenHref(redirectTo, { [NORMAL_MODE_QUERY.name]: NORMAL_MODE_QUERY.value })}>{passkeys.usePassword}</Link>
          </li>
        ) : null}
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

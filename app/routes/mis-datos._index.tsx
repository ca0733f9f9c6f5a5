/**
 * The member's profile (C20, `/mis-datos`, guarded): the header (BR10 name and cédula, the photo),
 * the personal data, the e-mail and its validation, the notification switches and the photo upload.
 * Everything is a plain form to one action (app/profile/actions.server.ts), so the page works
 * without JavaScript; with it, a switch saves as soon as it changes.
 *
 * The e-mail's inline edit is a state of the page, `?editar=email` (a link without JavaScript, the
 * same link with it); Cancelar goes back to the page, which shows the stored address again.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { shortName } from '~/auth/user'
import { upstreamAs } from '~/auth/upstream-as.server'
import { ButtonLink, SubmitButton } from '~/components/button'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field } from '~/components/field'
import { FieldError } from '~/components/field-error'
import { NotificationBanner } from '~/components/notification-banner'
import type { Resend } from '~/components/service-problem'
import { SummaryList } from '~/components/summary-list'
import { WarningText } from '~/components/warning-text'
import { callCentre } from '~/config/contact'
import { accountErrors } from '~/copy/errors/account'
import { profile } from '~/copy/profile'
import { useFileCheck, type FileCheck } from '~/forms/use-file-check'
import { useForm } from '~/forms/use-form'
import { profileAction } from '~/profile/actions.server'
import {
  chosenPhotoMessage,
  EDIT_EMAIL,
  EDIT_PARAM,
  EMAIL_MAX,
  editEmailPath,
  emailFieldError,
  PROFILE_ACTION,
  PROFILE_INTENTS,
  PROFILE_PHOTO_PATH,
  SWITCH_ON,
} from '~/profile/profile-form'
import { getUserData } from '~/upstream/auth.server'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'
import { useHydrated } from '~/utils/use-hydrated'

export const meta = titled(profile.title)

/** The first switch: where the summary's link to a failed save of the switches leads. */
const NOTIFICATIONS_FIRST_SWITCH = 'notificaciones-notificaciones_email'

/** Where the focus goes back after Cancelar, with JavaScript (the link it came from). */
const UPDATE_EMAIL_ID = 'actualizar-email'

export async function loader({ request }: LoaderFunctionArgs) {
  // Read afresh, not from the session: the page shows what the API holds now (a validation made in the mail's link).
  const user = await getUserData(await upstreamAs(request))
  const editing = new URL(request.url).searchParams.get(EDIT_PARAM) === EDIT_EMAIL && user.email_validado
  return {
    person: {
      id: user.id,
      name: shortName(user),
      ci: user.ci,
      email: user.email,
      emailValidated: user.email_validado,
      telefono: user.telefono,
      celular: user.celular,
      direccion: user.direccion,
      paymentAdmin: user.adminGrupoPago,
      notifications: { email: user.notificaciones_email, push: user.notificaciones_push },
      hasPhoto: user.tieneFoto,
    },
    editing,
    // The photo's address changes with every reading of the page, so a new photo is fetched, not the old one shown.
    photoVersion: Date.now(),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return profileAction(request, await upstreamAs(request), context.clientAddress)
}

type Person = ReturnType<typeof useLoaderData<typeof loader>>['person']
type Answer = ReturnType<typeof useActionData<typeof action>>

/**
 * What a save had sent when the page drawn with its answer could not read the API either (a slow or absent service:
 * the action gave up, then the loader): the switches as chosen, the address as typed. A photo is not kept.
 */
export function resendOf(answer: Answer): Resend | undefined {
  if (answer?.intent === PROFILE_INTENTS.notifications && 'sent' in answer) {
    const on = (name: string, checked: boolean) => (checked ? [[name, SWITCH_ON] as const] : [])
    const fields = [...on('notificaciones_email', answer.sent.email), ...on('notificaciones_push', answer.sent.push)]
    return { action: PROFILE_ACTION, fields: [['intent', PROFILE_INTENTS.notifications], ...fields] }
  }
  if (answer?.intent === PROFILE_INTENTS.changeEmail && 'result' in answer) {
    const email = answer.result.initialValue?.email
    if (typeof email === 'string') return { action: PROFILE_ACTION, fields: [['intent', PROFILE_INTENTS.changeEmail], ['email', email]] }
  }
  return undefined
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary resend={resendOf(useActionData<typeof action>())} />
}

function Notifications({ person }: { person: Person }) {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const submit = useSubmit()
  const hydrated = useHydrated()
  // While a change is saved the switches show it; afterwards they show what the API holds, or, when
  // the save failed, what was sent (the answer carries it: without JavaScript that is the only
  // place it is). `chosen` covers the render between the change and the navigation's start, which
  // would otherwise flip the switch back for a moment.
  const [chosen, setChosen] = useState<FormData>()
  useEffect(() => {
    if (navigation.state === 'idle') setChosen(undefined)
  }, [navigation.state])
  const sending = navigation.formData?.get('intent') === PROFILE_INTENTS.notifications ? navigation.formData : chosen
  const failed = actionData?.intent === PROFILE_INTENTS.notifications ? actionData : undefined
  const shown = failed?.sent ?? person.notifications
  const on = (name: string, kept: boolean) => (sending ? sending.get(name) === SWITCH_ON : kept)
  const failure = failed?.message

  function save(event: ChangeEvent<HTMLInputElement>) {
    const form = event.currentTarget.form
    if (!form) return
    setChosen(new FormData(form))
    submit(form, { preventScrollReset: true, replace: true })
  }

  const switches = [
    { name: 'notificaciones_email', label: profile.notifyEmail, checked: on('notificaciones_email', shown.email) },
    { name: 'notificaciones_push', label: profile.notifyPush, checked: on('notificaciones_push', shown.push) },
  ]
  return (
    <section aria-labelledby="notificaciones-titulo" className="stack">
      <Form method="post" action={PROFILE_ACTION} className="stack">
        <input type="hidden" name="intent" value={PROFILE_INTENTS.notifications} />
        <fieldset className="fieldset" aria-describedby={failure ? 'notificaciones-ayuda notificaciones-error' : 'notificaciones-ayuda'}>
          <legend className="fieldset__legend">
            <h2 id="notificaciones-titulo">{profile.notificationsTitle}</h2>
          </legend>
          <p id="notificaciones-ayuda" className="field__hint">
            {profile.notificationsHint}
          </p>
          {/* A live region before any message: with JavaScript a switch saves as it changes, and a failure is said
              where she is, without taking the focus from the switch. */}
          <div aria-live="polite">{failure ? <FieldError id="notificaciones-error" message={failure} /> : null}</div>
          <div className="switches">
            {switches.map((item) => (
              <div className="switch" key={item.name}>
                <input
                  type="checkbox"
                  role="switch"
                  id={`notificaciones-${item.name}`}
                  name={item.name}
                  value={SWITCH_ON}
                  checked={item.checked}
                  onChange={save}
                  className="switch__input"
                />
                <label htmlFor={`notificaciones-${item.name}`} className="switch__label">
                  {item.label}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        {/* With JavaScript a switch saves when it changes: the button would do nothing more. */}
        {hydrated ? null : (
          <div className="button-group">
            <SubmitButton formAction={PROFILE_ACTION} name="intent" value={PROFILE_INTENTS.notifications} variant="secondary">
              {profile.saveNotifications}
            </SubmitButton>
          </div>
        )}
      </Form>
    </section>
  )
}

/** Not validated: the spec's warning and Reenviar; after a failure, the spec's failure with Reintentar. */
function ValidationRequest() {
  const actionData = useActionData<typeof action>()
  const answer = actionData?.intent === PROFILE_INTENTS.resendValidation ? actionData : undefined
  const failureRef = useRef<HTMLDivElement>(null)
  // With JavaScript the button pressed is replaced by the failure: the focus goes to what replaced it.
  useEffect(() => {
    if (answer && !answer.limited) failureRef.current?.focus()
  }, [answer])

  const resend = (label: string, variant: 'primary' | 'secondary') => (
    <Form method="post" action={PROFILE_ACTION}>
      <input type="hidden" name="intent" value={PROFILE_INTENTS.resendValidation} />
      <SubmitButton formAction={PROFILE_ACTION} name="intent" value={PROFILE_INTENTS.resendValidation} variant={variant}>
        {label}
      </SubmitButton>
    </Form>
  )

  return (
    <div className="stack">
      <WarningText>{accountErrors.profile.mustValidate}</WarningText>
      {answer?.limited ? (
        <NotificationBanner tone="error">
          <p>{answer.message}</p>
        </NotificationBanner>
      ) : null}
      {answer && !answer.limited ? (
        <div ref={failureRef} tabIndex={-1} className="profile-failure">
          <NotificationBanner tone="error" title={accountErrors.profile.failureTitle}>
            {answer.message ? <p>{answer.message}</p> : null}
            <p>{accountErrors.profile.validationMailFailed}</p>
            <p>{accountErrors.changePassword.persists(callCentre.email)}</p>
            {resend(profile.retry, 'primary')}
          </NotificationBanner>
        </div>
      ) : (
        resend(profile.resendValidation, 'secondary')
      )}
    </div>
  )
}

type EmailForm = ReturnType<typeof useForm<'email'>>
type PhotoForm = ReturnType<typeof useForm<'foto'>>

function EmailEdit({ edit: [form, { email: field }] }: { edit: EmailForm }) {
  // Opened in the browser: the field takes the focus (the link that opened it is gone).
  useEffect(() => {
    document.getElementById(field.id)?.focus()
  }, [field.id])

  return (
    <Form method="post" action={PROFILE_ACTION} {...form.props} className="stack">
      <input type="hidden" name="intent" value={PROFILE_INTENTS.changeEmail} />
      <Field
        label={profile.newEmailLabel}
        hint={profile.newEmailHint}
        meta={field}
        type="email"
        inputProps={{ autoComplete: 'email', maxLength: EMAIL_MAX, spellCheck: false }}
      />
      <div className="button-group">
        <SubmitButton formAction={PROFILE_ACTION} name="intent" value={PROFILE_INTENTS.changeEmail}>
          {profile.update}
        </SubmitButton>
        <ButtonLink to={paths.profile} variant="secondary" state={{ focus: UPDATE_EMAIL_ID }}>
          {profile.cancel}
        </ButtonLink>
      </div>
    </Form>
  )
}

/** The e-mail's row: the address and its state, the edit, or the request for a validation mail. */
function EmailValue({ person, edit }: { person: Person; edit: EmailForm | null }) {
  if (edit) return <EmailEdit edit={edit} />
  return (
    <div className="stack">
      <p>
        {person.email ?? profile.notRegistered}{' '}
        {person.email ? (
          <strong className={person.emailValidated ? 'tag' : 'tag tag--error'}>
            {person.emailValidated ? profile.emailValidated : profile.emailNotValidated}
          </strong>
        ) : null}
      </p>
      {person.emailValidated ? (
        <p>
          <ButtonLink id={UPDATE_EMAIL_ID} to={editEmailPath} variant="link" preventScrollReset>
            {profile.updateEmail}
          </ButtonLink>
        </p>
      ) : person.email ? (
        <ValidationRequest />
      ) : null}
    </div>
  )
}

type PhotoProps = { person: Person; version: number; upload: PhotoForm; chosen: FileCheck }

function Photo({ person, version, upload: [form, { foto: field }], chosen }: PhotoProps) {
  // With JavaScript a photo refused when chosen is taken out of the field and said beside it until another is chosen;
  // Subir foto says it again meanwhile (`useFileCheck`).
  const error = chosen.refused ?? field.errors?.[0]
  return (
    <section aria-labelledby="foto-titulo" className="stack">
      <h2 id="foto-titulo">{profile.photoTitle}</h2>
      {person.hasPhoto ? (
        <img className="profile-photo" src={`${PROFILE_PHOTO_PATH}?v=${version}`} alt={profile.photoAlt} width={160} height={160} />
      ) : (
        <p>{profile.noPhoto}</p>
      )}
      <Form method="post" action={PROFILE_ACTION} encType="multipart/form-data" {...form.props} className="stack">
        <input type="hidden" name="intent" value={PROFILE_INTENTS.photo} />
        <div className={error ? 'field field--error' : 'field'}>
          <label className="field__label" htmlFor={field.id}>
            {profile.photoLabel}
          </label>
          <div id={field.descriptionId} className="field__hint">
            {profile.photoHint}
          </div>
          {/* A live region before any message: a photo refused when chosen is said as it appears. */}
          <div aria-live="polite">{error ? <FieldError id={field.errorId} message={error} /> : null}</div>
          <input
            {...chosen.inputProps}
            type="file"
            id={field.id}
            name={field.name}
            accept="image/png,image/jpeg"
            className="file-input"
            aria-describedby={error ? `${field.descriptionId} ${field.errorId}` : field.descriptionId}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="button-group">
          <SubmitButton formAction={PROFILE_ACTION} name="intent" value={PROFILE_INTENTS.photo}>
            {profile.uploadPhoto}
          </SubmitButton>
        </div>
      </Form>
    </section>
  )
}

export default function ProfilePage() {
  const { person, editing, photoVersion } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const location = useLocation()
  const emailResult = actionData?.intent === PROFILE_INTENTS.changeEmail ? actionData.result : undefined
  const photoResult = actionData?.intent === PROFILE_INTENTS.photo ? actionData.result : undefined
  // The page answering an e-mail it refused keeps the edit open (the form posts without `?editar`).
  const editingEmail = editing || Boolean(emailResult)

  const emailEdit = useForm({
    id: 'email',
    lastResult: emailResult,
    fields: { email: emailFieldError },
    // The stored address until the form is sent (Cancelar, then Actualizar email again: the stored one, whatever had been
    // typed). An answer carries what was sent; conform leaves an empty value out of it, which is then shown empty.
    defaultValue: emailResult ? undefined : { email: person.email ?? '' },
    // Cancelar closes the edit: what was found in it goes with it, from the field and the error summary.
    session: editingEmail ? 'editando' : 'cerrado',
  })
  // Checked by the server: the type is read from the file's bytes. The browser checks the photo chosen by the same
  // rule, and only says again, on submit, why the photo it refused is not in the field, where the server would find
  // the field empty.
  const photoChosen = useFileCheck(chosenPhotoMessage)
  const photoUpload = useForm({ id: 'foto', lastResult: photoResult, fields: { foto: photoChosen.submitCheck } })
  // The summary lists what the last submit found, from whichever form it was.
  const email = summaryFromForm(emailEdit[0])
  const photo = summaryFromForm(photoUpload[0])
  // A failed save of the switches too, without JavaScript: the page comes back at its top, the message below the fold.
  // With JavaScript the switch saved where she is, and the message beside it is said there (`Notifications`).
  const hydrated = useHydrated()
  const notificationsFailure = actionData?.intent === PROFILE_INTENTS.notifications && !hydrated ? actionData.message : undefined
  const notifications = notificationsFailure ? [{ fieldId: NOTIFICATIONS_FIRST_SWITCH, message: notificationsFailure }] : []

  // Back from the e-mail's edit with JavaScript: the focus returns to the link that opened it.
  const focusTarget = (location.state as { focus?: string } | null)?.focus
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget)?.focus()
  }, [focusTarget, location.key])

  const admin = person.paymentAdmin
  const adminName = admin ? `${admin.nombre} ${admin.apellido}${admin.id === person.id ? ` ${profile.yourself}` : ''}` : profile.notRegistered
  const orNone = (value: string | null) => value ?? profile.notRegistered

  return (
    <div className="stack profile">
      <div className="profile-header">
        <div>
          <p className="profile-header__caption">{profile.title}</p>
          <h1 className="profile-header__name">{person.name}</h1>
          {person.ci ? (
            <p>
              {profile.ciLabel}: {person.ci}
            </p>
          ) : null}
        </div>
      </div>

      <ErrorSummary
        errors={[...email.errors, ...notifications, ...photo.errors]}
        formErrors={[...email.formErrors, ...photo.formErrors]}
        focusKey={email.focusKey + photo.focusKey}
      />

      <section aria-labelledby="datos-titulo">
        <h2 id="datos-titulo">{profile.personalTitle}</h2>
        <SummaryList
          rows={[
            { key: profile.mail, value: <EmailValue person={person} edit={editingEmail ? emailEdit : null} /> },
            { key: profile.phone, value: orNone(person.telefono) },
            { key: profile.mobile, value: orNone(person.celular) },
            { key: profile.address, value: orNone(person.direccion) },
            { key: profile.paymentAdmin, value: adminName },
          ]}
        />
      </section>

      <Notifications person={person} />
      <Photo person={person} version={photoVersion} upload={photoUpload} chosen={photoChosen} />
    </div>
  )
}

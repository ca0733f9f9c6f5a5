/**
 * What the profile page's forms do (C20). One action serves the page; each form says which it is
 * with its `intent`. Success redirects back to the page with a banner (post/redirect/get); a
 * problem answers the page again, with what was typed, the message beside its form and a 4xx
 * (a 503 when the API cannot be reached).
 */
import { parseForm } from '~/forms/parse-form.server'
import type { SubmissionResult } from '@conform-to/react'
import { data, redirect } from '@remix-run/node'
import { redirectWithFlash } from '~/auth/flash.server'
import { mayRequestMail } from '~/auth/mail-limits.server'
import type { SignedInApi } from '~/auth/upstream-as.server'
import { commonErrors } from '~/copy/errors/common'
import { profile } from '~/copy/profile'
import { detectPhotoType, photoProblem, PROFILE_PHOTO_MAX_BYTES, SIGNATURE_BYTES, type PhotoProblem } from '~/domain/profile-photo'
import { readFormDataWithin, refusedForm } from '~/forms/form-data.server'
import { getUserData } from '~/upstream/auth.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { changeEmail, resendValidationEmail, updateNotifications, uploadProfilePhoto } from '~/upstream/profile.server'
import { paths } from '~/utils/paths'
import { PHOTO_MESSAGES, PROFILE_INTENTS } from './profile-form'
import { ChangeEmailSchema, NotificationsSchema } from './schemas.server'

/**
 * The largest body the page's action reads: the photo plus room for the multipart framing, the
 * other field and a long file name. A body over it is refused from its Content-Length, unread.
 */
export const PROFILE_BODY_LIMIT = PROFILE_PHOTO_MAX_BYTES + 64 * 1024

type Result = SubmissionResult<string[]>

/** The messages of a form whose fields are not parsed by a schema (the photo). */
const reply = (errors: Record<string, string[]>): Result => ({ status: 'error', error: errors })

/**
 * An API that refused (400) or failed (503), with its own words, else the generic message; one that
 * did not answer at all (503). Anything else is not an upstream failure: null.
 */
function upstreamFailure(error: unknown): { message: string; status: 400 | 503 } | null {
  if (error instanceof UpstreamError) {
    return { message: error.info.message ?? commonErrors.generic, status: error.status < 500 ? 400 : 503 }
  }
  if (isUpstreamUnavailable(error)) return { message: commonErrors.generic, status: 503 }
  return null
}

const done = (request: Request, message: string) => redirectWithFlash(request, paths.profile, { tone: 'success', message })

async function saveNotifications(request: Request, api: SignedInApi, formData: FormData) {
  const submission = parseForm(formData, NotificationsSchema)
  if (submission.status !== 'success') throw refusedForm()
  try {
    await updateNotifications(api, api.user.id, submission.value)
  } catch (error) {
    const failure = upstreamFailure(error)
    if (!failure) throw error
    // The switches as sent, not as stored: without JavaScript the page drawn with the message shows her choice.
    const sent = { email: submission.value.notificaciones_email, push: submission.value.notificaciones_push }
    return data({ intent: PROFILE_INTENTS.notifications, message: failure.message, sent }, { status: failure.status })
  }
  return done(request, profile.notificationsSaved)
}

async function resendValidation(request: Request, api: SignedInApi, clientAddress: string) {
  // Counted before the call, answered or not (mail-limits.server.ts).
  if (!(await mayRequestMail('validar-email', String(api.user.id), clientAddress))) {
    return data({ intent: PROFILE_INTENTS.resendValidation, limited: true, message: profile.tooManyMails }, { status: 429 })
  }
  try {
    await resendValidationEmail(api)
  } catch (error) {
    const failure = upstreamFailure(error)
    if (!failure) throw error
    // The page shows the spec's failure (C20) with Reintentar; the API's own words, when it said something, too.
    const message = error instanceof UpstreamError ? (error.info.message ?? null) : null
    return data({ intent: PROFILE_INTENTS.resendValidation, limited: false, message }, { status: failure.status })
  }
  return done(request, profile.validationSent)
}

async function saveEmail(request: Request, api: SignedInApi, formData: FormData, clientAddress: string) {
  const submission = parseForm(formData, ChangeEmailSchema)
  const answer = (result: Result, status: number) => data({ intent: PROFILE_INTENTS.changeEmail, result }, { status })
  if (submission.status !== 'success') return answer(submission.reply(), 400)
  try {
    // Only a validated address can be changed (C20); a page left open since it changed shows the page as it is now.
    if (!(await getUserData(api)).email_validado) return redirect(paths.profile)
    // A new address gets a validation mail: the same limit as asking for one again.
    if (!(await mayRequestMail('validar-email', String(api.user.id), clientAddress))) {
      return answer(submission.reply({ formErrors: [profile.tooManyMails] }), 429)
    }
    await changeEmail(api, submission.value.email)
  } catch (error) {
    const failure = upstreamFailure(error)
    if (!failure) throw error
    // The API's refusal of this address goes beside the field; a failure of the service above the form.
    const errors = failure.status === 400 ? { fieldErrors: { email: [failure.message] } } : { formErrors: [failure.message] }
    return answer(submission.reply(errors), failure.status)
  }
  return done(request, profile.emailChanged)
}

function refusePhoto(problem: PhotoProblem) {
  const { message, status } = PHOTO_MESSAGES[problem]
  return data({ intent: PROFILE_INTENTS.photo, result: reply({ foto: [message] }) }, { status })
}

async function savePhoto(request: Request, api: SignedInApi, formData: FormData) {
  const file = formData.get('foto')
  if (!(file instanceof File)) return refusePhoto('missing')
  // The type is what the first bytes say, never the file's name or the type the browser sent.
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())
  const problem = photoProblem(file.size, head)
  const contentType = detectPhotoType(head)
  if (problem || !contentType) return refusePhoto(problem ?? 'wrong-type')
  try {
    await uploadProfilePhoto(api, { bytes: new Uint8Array(await file.arrayBuffer()), contentType })
  } catch (error) {
    const failure = upstreamFailure(error)
    if (!failure) throw error
    const errors: Record<string, string[]> = failure.status === 400 ? { foto: [failure.message] } : { '': [failure.message] }
    return data({ intent: PROFILE_INTENTS.photo, result: reply(errors) }, { status: failure.status })
  }
  return done(request, profile.photoSaved)
}

/** The action of `/mis-datos`: reads the body within its limit and does what its `intent` says. */
export async function profileAction(request: Request, api: SignedInApi, clientAddress: string) {
  const body = await readFormDataWithin(request, PROFILE_BODY_LIMIT)
  // Only a photo can be this large.
  if (body.tooLarge) return refusePhoto('too-large')
  const { formData } = body
  switch (formData.get('intent')) {
    case PROFILE_INTENTS.notifications:
      return saveNotifications(request, api, formData)
    case PROFILE_INTENTS.resendValidation:
      return resendValidation(request, api, clientAddress)
    case PROFILE_INTENTS.changeEmail:
      return saveEmail(request, api, formData, clientAddress)
    case PROFILE_INTENTS.photo:
      return savePhoto(request, api, formData)
    default:
      throw refusedForm()
  }
}

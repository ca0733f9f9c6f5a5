/**
 * The profile page's forms (C20): the `intent` of each, the e-mail field's rule (the browser's check
 * and the server's schema apply the same) and the page's states in its address. Shared by the page
 * and the server.
 */
import { profile } from '~/copy/profile'
import { MAIL_MAX_LENGTH } from '~/domain/input-rules'
import { photoProblem, SIGNATURE_BYTES, type PhotoProblem } from '~/domain/profile-photo'
import { fieldError } from '~/forms/field-rules'
import { paths } from '~/utils/paths'

/** Which form of the page was sent (one action handles them all). */
export const PROFILE_INTENTS = {
  notifications: 'notificaciones',
  resendValidation: 'reenviar-validacion',
  changeEmail: 'cambiar-email',
  photo: 'foto',
} as const
export type ProfileIntent = (typeof PROFILE_INTENTS)[keyof typeof PROFILE_INTENTS]

/** The value a checked notification switch sends (an unchecked one sends nothing). */
export const SWITCH_ON = 'si'

/** RFC 5321's longest address. */
export const EMAIL_MAX = MAIL_MAX_LENGTH

/** The new e-mail's message, or undefined when it can be sent: required, a length, the MAIL type (000 §5). */
export function emailFieldError(value: string): string | undefined {
  // The length first: the MAIL type refuses an overlong address too, but only with its generic message.
  if (value.trim().length > EMAIL_MAX) return profile.emailTooLong(EMAIL_MAX)
  return fieldError({ required: profile.newEmailRequired, type: 'MAIL' }, value)
}

/**
 * `?editar=email`: the inline edit of the e-mail as a state of the page, so it works without
 * JavaScript; Cancelar is a link back to the page, which shows the stored address again.
 */
export const EDIT_PARAM = 'editar'
export const EDIT_EMAIL = 'email'
export const editEmailPath = `${paths.profile}?${EDIT_PARAM}=${EDIT_EMAIL}`

/**
 * Where every form of the page posts: the page's own action (an index route answers `?index`),
 * without the page's state, so a form sent from the e-mail's edit does not keep it open.
 */
export const PROFILE_ACTION = `${paths.profile}?index`

/** The member's own photo, served by the portal (routes/mis-datos.foto.tsx). */
export const PROFILE_PHOTO_PATH = `${paths.profile}/foto`

/** What the page says of a photo refused (`photoProblem`), and the status the server answers it with. */
export const PHOTO_MESSAGES: Record<PhotoProblem, { message: string; status: 400 | 413 | 415 }> = {
  missing: { message: profile.photoMissing, status: 400 },
  'too-large': { message: profile.photoTooLarge, status: 413 },
  'wrong-type': { message: profile.photoWrongType, status: 415 },
}

/**
 * With JavaScript, the photo chosen is checked at once by the server's own rule (`useFileCheck`), so one too large or
 * not a PNG or a JPEG is never uploaded: its message, or null for a photo that can be sent (or none chosen yet).
 */
export async function chosenPhotoMessage(file: Blob | undefined): Promise<string | null> {
  if (!file) return null
  const problem = photoProblem(file.size, new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()))
  return problem ? PHOTO_MESSAGES[problem].message : null
}

/**
 * The member's profile calls (spec 000 §7, checklist C20): notification settings (E09), a new
 * e-mail address (E06), another validation mail (E07) and the profile photo, whose call the spec
 * does not show (Part 6): `PUT /api/afiliados/foto/` with `{foto: base64, content_type}` and
 * `GET /api/afiliados/foto/` (docs/decisions/profile-photo.md). The user's data itself is E11
 * (`getUserData` in auth.server.ts).
 */
import { z } from 'zod'
import { PROFILE_PHOTO_MAX_BYTES, type ProfilePhotoType } from '~/domain/profile-photo'
import { callUpstream, fetchUpstreamFile, type Caller, type UpstreamFile } from './client.server'

export const PROFILE_PHOTO_PATH = '/api/afiliados/foto/'
const PHOTO_TYPES: readonly ProfilePhotoType[] = ['image/png', 'image/jpeg']

export interface NotificationSettings {
  notificaciones_push: boolean
  notificaciones_email: boolean
}

/** PUT /api/afiliados/{id}/ {notificaciones_push, notificaciones_email}; the id is the member's own. */
export async function updateNotifications(as: Caller, afiliadoId: number, settings: NotificationSettings): Promise<void> {
  await callUpstream({ method: 'PUT', path: `/api/afiliados/${afiliadoId}/`, json: settings, as, schema: z.unknown() })
}

/** POST /change-email/ {email}: the new address is not validated until the mail sent to it is opened. */
export async function changeEmail(as: Caller, email: string): Promise<void> {
  await callUpstream({ method: 'POST', path: '/change-email/', json: { email }, as, schema: z.unknown() })
}

/** POST /resend-validation-email/ */
export async function resendValidationEmail(as: Caller): Promise<void> {
  await callUpstream({ method: 'POST', path: '/resend-validation-email/', as, schema: z.unknown() })
}

/** PUT /api/afiliados/foto/ (invented): the photo, already checked (domain/profile-photo.ts), in base64. */
export async function uploadProfilePhoto(as: Caller, photo: { bytes: Uint8Array; contentType: ProfilePhotoType }): Promise<void> {
  await callUpstream({
    method: 'PUT',
    path: PROFILE_PHOTO_PATH,
    json: { foto: Buffer.from(photo.bytes).toString('base64'), content_type: photo.contentType },
    as,
    schema: z.unknown(),
  })
}

/** GET /api/afiliados/foto/ (invented): the member's own photo; a 404 (`UpstreamError`) when there is none. */
export function fetchProfilePhoto(as: Caller): Promise<UpstreamFile> {
  return fetchUpstreamFile({ path: PROFILE_PHOTO_PATH, as, types: PHOTO_TYPES, maxBytes: PROFILE_PHOTO_MAX_BYTES })
}

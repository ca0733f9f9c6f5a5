/**
 * The profile photo's rules (spec 000 §2 "Photo upload accepts png and jpeg"; the size limit is ours,
 * docs/decisions/profile-photo.md): a PNG or a JPEG, told by its first bytes (a renamed text file is not
 * a photo, whatever its name or the type the browser declared), of at most 2 MB.
 */
import { detectFileKind, MEDIA_TYPES } from './file-kinds'

/** How many first bytes `detectPhotoType` needs. */
export { SIGNATURE_BYTES } from './file-kinds'

/** 2 MB: a phone's photo fits, and the upload stays small for the API. */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024

export type ProfilePhotoType = 'image/png' | 'image/jpeg'

/** The type the bytes are, or null when they are neither a PNG nor a JPEG. */
export function detectPhotoType(bytes: Uint8Array): ProfilePhotoType | null {
  const kind = detectFileKind(bytes, ['png', 'jpeg'])
  return kind === 'png' || kind === 'jpeg' ? MEDIA_TYPES[kind] : null
}

export type PhotoProblem = 'missing' | 'too-large' | 'wrong-type'

/**
 * What is wrong with a chosen file, or null when it can be uploaded. `size` is the whole file's;
 * `head` its first bytes (at least SIGNATURE_BYTES when the file is that long).
 */
export function photoProblem(size: number, head: Uint8Array): PhotoProblem | null {
  if (size === 0) return 'missing'
  if (size > PROFILE_PHOTO_MAX_BYTES) return 'too-large'
  return detectPhotoType(head) ? null : 'wrong-type'
}

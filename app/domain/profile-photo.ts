/**
 * The profile photo's rules (spec 000 §2 "Photo upload accepts png and jpeg"; the size limit is ours,
 * docs/decisions/profile-photo.md): a PNG or a JPEG, told by its first bytes (a renamed text file is not
 * a photo, whatever its name or the type the browser declared), of at most 2 MB.
 */

/** 2 MB: a phone's photo fits, and the upload stays small for the API. */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024

export type ProfilePhotoType = 'image/png' | 'image/jpeg'

/** PNG: \x89 P N G \r \n \x1a \n (ISO/IEC 15948). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const
/** JPEG: the SOI marker FF D8 followed by the first segment's FF. */
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const

/** How many first bytes `detectPhotoType` needs. */
export const SIGNATURE_BYTES = PNG_SIGNATURE.length

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)

/** The type the bytes are, or null when they are neither a PNG nor a JPEG. */
export function detectPhotoType(bytes: Uint8Array): ProfilePhotoType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png'
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg'
  return null
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

/**
 * What kind of file a member attached, told by its first bytes (its signature), never by its name
 * or the type the browser declared: a text file renamed `informe.pdf` is not a PDF, and a PNG
 * named `informe.pdf` is a PNG. The profile photo (PNG, JPEG) and a wizard step's attachment (the
 * clinical-history request's PDF, JPEG or PNG) both read them here.
 */

export type FileKind = 'pdf' | 'jpeg' | 'png'

/** The media type each kind is sent and served with. */
export const MEDIA_TYPES = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const satisfies Record<FileKind, string>

export type FileMediaType = (typeof MEDIA_TYPES)[FileKind]

const SIGNATURES: ReadonlyArray<[FileKind, readonly number[]]> = [
  // PNG: \x89 P N G \r \n \x1a \n (ISO/IEC 15948).
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  // JPEG: the SOI marker FF D8 followed by the first segment's FF.
  ['jpeg', [0xff, 0xd8, 0xff]],
  // PDF: `%PDF-` at the very start (ISO 32000; readers tolerate junk before it, we do not).
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
]

/** How many first bytes `detectFileKind` needs. */
export const SIGNATURE_BYTES = Math.max(...SIGNATURES.map(([, signature]) => signature.length))

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)

/** The kind the bytes are, among `accepted` (all by default); null for anything else. */
export function detectFileKind(bytes: Uint8Array, accepted: readonly FileKind[] = ['pdf', 'jpeg', 'png']): FileKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (accepted.includes(kind) && startsWith(bytes, signature)) return kind
  }
  return null
}

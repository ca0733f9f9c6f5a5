/**
 * A file attached on a wizard step (the clinical-history request's PDF, JPEG or PNG, C80). The
 * spec gives only the required-file text; everything marked invented is ours.
 */
/** The kinds of app/domain/file-kinds.ts (the copy sits below the domain and cannot import it). */
type FileKind = 'pdf' | 'jpeg' | 'png'

/** invented: how a kind is named in a sentence. */
const KIND_NAMES: Record<FileKind, string> = { pdf: 'un PDF', jpeg: 'una imagen JPEG', png: 'una imagen PNG' }

/** `un PDF, una imagen JPEG o una imagen PNG` */
const listed = (kinds: readonly FileKind[]) => {
  const names = kinds.map((kind) => KIND_NAMES[kind])
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names.at(-1)!}` : (names[0] ?? '')
}

/** `5 MB`, `1,5 MB` (the limits are whole or half megabytes). */
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('es-UY', { maximumFractionDigits: 1 })} MB`

export const stepFiles = {
  /** C80, verbatim: a request to present at an institution needs its file. */
  required: 'Este archivo es requerido',
  /** invented */
  wrongType: (kinds: readonly FileKind[]) => `El archivo elegido no es ${listed(kinds)}. Elija un archivo en uno de esos formatos.`,
  /** invented */
  tooLarge: (maxBytes: number) => `El archivo pesa más de ${megabytes(maxBytes)}. Elija uno más liviano.`,
  /** invented */
  empty: 'El archivo elegido está vacío. Elija otro.',
  /** invented: the store of attached files is full (many at once); nothing the member did. */
  notStored: 'No pudimos guardar el archivo en este momento. Inténtelo de nuevo en unos minutos.',
  /** invented: the hint under the file input: what it accepts. */
  accepted: (kinds: readonly FileKind[], maxBytes: number) => `Puede adjuntar ${listed(kinds)}, de hasta ${megabytes(maxBytes)}.`,
  /** invented: before the name of the file already attached. */
  attached: 'Archivo adjunto:',
  /** invented: under the attached file's name. */
  replaceHint: 'Para reemplazarlo, elija otro archivo.',
  /** invented: the checkbox that takes the attached file off the step when the form is sent. */
  remove: 'Quitar el archivo adjunto',
  /** invented: the attached file's size after its name (`340 KB`, `1,2 MB`). */
  size: (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes)),
} as const

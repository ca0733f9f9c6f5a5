/**
 * A signed document (002, C82, BR69): the invalid screen's two texts are the spec's, verbatim (typo included); the
 * spec names the valid screen's fields, not its words, so those are invented.
 */
export const signedDocuments = {
  /** invented: the page's title while it shows a signed document. */
  title: 'Documento firmado',
  /** invented */
  lead: 'Este documento fue firmado electrónicamente por la mutualista.',
  /** invented: beside `autor.usuario.first_name last_name`. */
  author: 'Firmado por',
  /** invented: beside `fecha_asociacion`. */
  associated: 'Fecha de firma',
  /** invented */
  download: 'Descargar el documento firmado (PDF)',
  invalidTitle: 'Documento invalido',
  invalidMessage: 'El docuemnto no fue firmado o es invalido',
  /** invented: the downloaded file's name. */
  fileName: (id: string) => `documento-firmado-${id}.pdf`,
} as const

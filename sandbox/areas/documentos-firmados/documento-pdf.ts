/** The file of a signed document: what it is, who signed it and when the signature was associated with it. */
import { factsPdf } from '../../lib/facts-pdf'
import { dayMonthYear, fromMontevideo } from '../../lib/local-time'
import type { DocumentoFirmado } from './store'

export function documentoPdf(documento: DocumentoFirmado & { autor: NonNullable<DocumentoFirmado['autor']>; fechaAsociacion: string }): Promise<Uint8Array> {
  return factsPdf({
    title: documento.titulo,
    date: fromMontevideo(documento.fechaAsociacion, '00:00'),
    facts: [
      ['Documento', documento.id],
      ['Firmado por', `${documento.autor.firstName} ${documento.autor.lastName}`],
      ['Fecha de firma', dayMonthYear(documento.fechaAsociacion).join('/')],
    ],
    notes: ['Documento firmado electrónicamente por la mutualista.'],
  })
}

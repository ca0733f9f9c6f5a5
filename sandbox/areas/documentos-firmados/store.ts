/** The SQL of the signed documents (table documentos_firmados, migration 016). */
import type { Db } from '../../db/types'

export interface DocumentoFirmado {
  /** A UUID: the id printed on the document, which nobody can guess from another. */
  id: string
  titulo: string
  autor: { id: number; firstName: string; lastName: string } | null
  /** YYYY-MM-DD, Montevideo; null when the document was never associated with its signature. */
  fechaAsociacion: string | null
}

export type NewDocumentoFirmado = DocumentoFirmado

interface DocumentoRow {
  id: string
  titulo: string
  autor_id: number | null
  autor_first_name: string | null
  autor_last_name: string | null
  fecha_asociacion: string | null
}

export function findDocumento(db: Db, id: string): DocumentoFirmado | undefined {
  const row = db
    .prepare(
      `SELECT id, titulo, autor_id, autor_first_name, autor_last_name, fecha_asociacion
       FROM documentos_firmados WHERE id = ?`,
    )
    .get(id) as DocumentoRow | undefined
  if (!row) return undefined
  const autor =
    row.autor_id === null ? null : { id: row.autor_id, firstName: row.autor_first_name ?? '', lastName: row.autor_last_name ?? '' }
  return { id: row.id, titulo: row.titulo, autor, fechaAsociacion: row.fecha_asociacion }
}

export function insertDocumento(db: Db, documento: NewDocumentoFirmado): void {
  db.prepare(
    `INSERT INTO documentos_firmados (id, titulo, autor_id, autor_first_name, autor_last_name, fecha_asociacion)
     VALUES (@id, @titulo, @autorId, @firstName, @lastName, @fechaAsociacion)`,
  ).run({
    id: documento.id,
    titulo: documento.titulo,
    autorId: documento.autor?.id ?? null,
    firstName: documento.autor?.firstName ?? null,
    lastName: documento.autor?.lastName ?? null,
    fechaAsociacion: documento.fechaAsociacion,
  })
}

/** Signed: both its author and its association date (BR69's two fields). */
export const isSigned = (documento: DocumentoFirmado) => documento.autor !== null && documento.fechaAsociacion !== null

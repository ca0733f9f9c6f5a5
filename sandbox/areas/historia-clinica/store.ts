/** The SQL of the clinical-history copy requests (table solicitudes_historia_clinica, migration 019). */
import type { Db } from '../../db/types'

export interface NewSolicitud {
  afiliadoId: number
  motivo: string
  telefono: string
  esCopiaCompleta: boolean
  observaciones: string
  /** The attached file as its data URL; null for a request without one. */
  solicitudExterna: string | null
  nombreArchivo: string | null
  copiaEmail: boolean
  textoTerminos: string | null
  creadaEn: Date
}

export interface SolicitudRow {
  id: number
  afiliado_id: number
  motivo: string
  telefono: string
  es_copia_completa: 0 | 1
  observaciones: string
  solicitud_externa: string | null
  nombre_archivo: string | null
  copia_email: 0 | 1
  texto_terminos: string | null
  creada_en: string
}

export function insertSolicitud(db: Db, solicitud: NewSolicitud): number {
  const result = db
    .prepare(
      `INSERT INTO solicitudes_historia_clinica
         (afiliado_id, motivo, telefono, es_copia_completa, observaciones, solicitud_externa, nombre_archivo, copia_email, texto_terminos, creada_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      solicitud.afiliadoId,
      solicitud.motivo,
      solicitud.telefono,
      solicitud.esCopiaCompleta ? 1 : 0,
      solicitud.observaciones,
      solicitud.solicitudExterna,
      solicitud.nombreArchivo,
      solicitud.copiaEmail ? 1 : 0,
      solicitud.textoTerminos,
      solicitud.creadaEn.toISOString(),
    )
  return Number(result.lastInsertRowid)
}

/** A member's requests, oldest first (the tests read what was stored). */
export function solicitudesOf(db: Db, afiliadoId: number): SolicitudRow[] {
  return db.prepare('SELECT * FROM solicitudes_historia_clinica WHERE afiliado_id = ? ORDER BY id').all(afiliadoId) as SolicitudRow[]
}

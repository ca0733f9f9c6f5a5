/** The SQL of the lab reports (table informes_laboratorio, migration 016). */
import type { Db } from '../../db/types'

export type EstadoInforme = 'en_proceso' | 'listo'

/** One analysis of a report: its name, the member's value and the reference range. */
export type Resultado = readonly [analisis: string, valor: string, referencia: string]

export interface Informe {
  id: number
  /** YYYY-MM-DD, Montevideo. */
  fecha: string
  estudio: string
  medicoSolicitante: string
  estado: EstadoInforme
  resultados: Resultado[]
}

export type NewInforme = Omit<Informe, 'id'>

interface InformeRow {
  id: number
  fecha: string
  estudio: string
  medico_solicitante: string
  estado: EstadoInforme
  resultados: string
}

const fromRow = (row: InformeRow): Informe => ({
  id: row.id,
  fecha: row.fecha,
  estudio: row.estudio,
  medicoSolicitante: row.medico_solicitante,
  estado: row.estado,
  resultados: JSON.parse(row.resultados) as Resultado[],
})

const COLUMNS = 'id, fecha, estudio, medico_solicitante, estado, resultados'

/** The member's reports, newest first. */
export function informesDe(db: Db, afiliadoId: number): Informe[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM informes_laboratorio WHERE afiliado_id = ? ORDER BY fecha DESC, id DESC`)
    .all(afiliadoId) as InformeRow[]
  return rows.map(fromRow)
}

/** The report when it is that member's. */
export function findOwnInforme(db: Db, id: number, afiliadoId: number): Informe | undefined {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM informes_laboratorio WHERE id = ? AND afiliado_id = ?`)
    .get(id, afiliadoId) as InformeRow | undefined
  return row && fromRow(row)
}

export function insertInforme(db: Db, afiliadoId: number, informe: NewInforme, id?: number): void {
  db.prepare(
    `INSERT INTO informes_laboratorio (id, afiliado_id, fecha, estudio, medico_solicitante, estado, resultados)
     VALUES (@id, @afiliadoId, @fecha, @estudio, @medicoSolicitante, @estado, @resultados)`,
  ).run({ ...informe, resultados: JSON.stringify(informe.resultados), id: id ?? null, afiliadoId })
}

/** Gives `toId` a copy (new ids) of each report of `fromId`, in the same order. */
export function copyInformes(db: Db, fromId: number, toId: number): void {
  for (const { id: _id, ...informe } of informesDe(db, fromId).reverse()) insertInforme(db, toId, informe)
}

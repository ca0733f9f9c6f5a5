/**
 * SQL access to medical appointments (consultas). fecha_hora is Montevideo local time, 'YYYY-MM-DDTHH:mm'.
 */
import type { Db } from '../../db/types'

export interface ConsultaRow {
  id: number
  fecha_hora: string
  medico: string
  filial: string
  especialidad: string
}

/** Booked, not cancelled, starting after `after` (local 'YYYY-MM-DDTHH:mm'), earliest first. */
export function upcomingConsultas(db: Db, afiliadoId: number, after: string): ConsultaRow[] {
  return db
    .prepare(
      `SELECT id, fecha_hora, medico, filial, especialidad FROM consultas
       WHERE afiliado_id = ? AND estado = 'reservada' AND fecha_hora > ?
       ORDER BY fecha_hora, id`,
    )
    .all(afiliadoId, after) as ConsultaRow[]
}

/** Gives `toId` a copy of each appointment of `fromId`, in the same state. */
export function copyConsultas(db: Db, fromId: number, toId: number): void {
  db.prepare(
    `INSERT INTO consultas (afiliado_id, fecha_hora, medico, filial, especialidad, estado)
     SELECT ?, fecha_hora, medico, filial, especialidad, estado FROM consultas WHERE afiliado_id = ? ORDER BY id`,
  ).run(toId, fromId)
}

/** The appointment a web booking (E58) is in the agenda: who, when, with whom, where and for what. */
export interface WebConsulta {
  afiliadoId: number
  reservaWebId: number
  fechaHora: string
  medico: string
  filial: string
  especialidad: string
}

export function insertWebConsulta(db: Db, consulta: WebConsulta): void {
  db.prepare(
    `INSERT INTO consultas (afiliado_id, fecha_hora, medico, filial, especialidad, reserva_web_id)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(consulta.afiliadoId, consulta.fechaHora, consulta.medico, consulta.filial, consulta.especialidad, consulta.reservaWebId)
}

/** The web booking's appointment is cancelled with it (E61). */
export function cancelWebConsulta(db: Db, reservaWebId: number): void {
  db.prepare(`UPDATE consultas SET estado = 'cancelada' WHERE reserva_web_id = ?`).run(reservaWebId)
}

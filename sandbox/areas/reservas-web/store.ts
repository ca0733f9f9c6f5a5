/**
 * SQL access to the medical consultations booked on the web (E58–E63, migration 011). A costed booking's money is
 * its order debt's (cobranzas): this store keeps the booking and which debt it owes. Whether a slot is free is the
 * medical agenda's answer (takeSlot), not this table's; its unique index on the standing slot is only a last guard.
 */
import type { Db } from '../../db/types'

export type MetodoPago = 'sin_costo' | 'online' | 'abitab' | 'redpagos'
export type TipoCancelacion = 'ONLINE' | 'AGENCIA_PAGA' | 'AGENCIA_NO_PAGA'

export interface ReservaRow {
  id: number
  afiliado_id: number
  numero_calendario: string
  /** YYYY-MM-DDTHH:mm, Montevideo. */
  fecha_hora: string
  numero_orden: string
  especialidad: string
  costo_centesimos: number
  metodo_pago: MetodoPago
  id_transaccion: number | null
  /** The rest of what the portal sent, as JSON. */
  datos: string
  estado: 'reservada' | 'cancelada'
  tipo_cancelacion: TipoCancelacion | null
  creada_en: string
  actualizada_en: string
}

export interface NewReserva {
  afiliadoId: number
  numeroCalendario: string
  fechaHora: string
  numeroOrden: string
  especialidad: string
  costoCentesimos: number
  metodoPago: MetodoPago
  idTransaccion: number | null
  datos: unknown
}

export function insertReserva(db: Db, reserva: NewReserva, now: Date): ReservaRow {
  return db
    .prepare(
      `INSERT INTO reservas_web (afiliado_id, numero_calendario, fecha_hora, numero_orden, especialidad,
         costo_centesimos, metodo_pago, id_transaccion, datos, creada_en, actualizada_en)
       VALUES (@afiliadoId, @numeroCalendario, @fechaHora, @numeroOrden, @especialidad, @costoCentesimos, @metodoPago,
         @idTransaccion, @datos, @now, @now)
       RETURNING *`,
    )
    .get({ ...reserva, datos: JSON.stringify(reserva.datos), now: now.toISOString() }) as ReservaRow
}

/** The affiliate's standing reservation for the specialty that has not taken place yet (from `desde`), if any. */
export function findStandingForSpecialty(
  db: Db,
  afiliadoId: number,
  especialidad: string,
  desde: string,
): ReservaRow | undefined {
  return db
    .prepare(
      `SELECT * FROM reservas_web
       WHERE afiliado_id = ? AND especialidad = ? AND estado = 'reservada' AND fecha_hora >= ?
       ORDER BY fecha_hora LIMIT 1`,
    )
    .get(afiliadoId, especialidad, desde) as ReservaRow | undefined
}

/** The reservation when it is that affiliate's: anyone else's is answered like a missing one. */
export function findOwnReserva(db: Db, afiliadoId: number, id: number): ReservaRow | undefined {
  return db.prepare('SELECT * FROM reservas_web WHERE id = ? AND afiliado_id = ?').get(id, afiliadoId) as
    | ReservaRow
    | undefined
}

/** The affiliate's standing reservation of that order number, or her latest standing one when none is given. */
export function findStandingReserva(db: Db, afiliadoId: number, numeroOrden: string | null): ReservaRow | undefined {
  return db
    .prepare(
      `SELECT * FROM reservas_web WHERE afiliado_id = @afiliadoId AND estado = 'reservada'
         AND (@numeroOrden IS NULL OR numero_orden = @numeroOrden)
       ORDER BY id DESC LIMIT 1`,
    )
    .get({ afiliadoId, numeroOrden }) as ReservaRow | undefined
}

export function setMetodoPago(db: Db, id: number, metodoPago: MetodoPago, now: Date): ReservaRow {
  return db
    .prepare('UPDATE reservas_web SET metodo_pago = ?, actualizada_en = ? WHERE id = ? RETURNING *')
    .get(metodoPago, now.toISOString(), id) as ReservaRow
}

export function cancelReserva(db: Db, id: number, tipo: TipoCancelacion, now: Date): ReservaRow {
  return db
    .prepare(
      "UPDATE reservas_web SET estado = 'cancelada', tipo_cancelacion = ?, actualizada_en = ? WHERE id = ? RETURNING *",
    )
    .get(tipo, now.toISOString(), id) as ReservaRow
}

/**
 * SQL access to online payments of debts and to their e-invoices (CFE).
 */
import { createHash } from 'node:crypto'
import type { Db } from '../../db/types'
import type { DebtKind } from './kinds'

export type PagoState = 'pendiente' | 'autorizado' | 'rechazado' | 'confirmado' | 'cancelado' | 'anulado'

export interface PagoRow {
  id: number
  id_transaccion: number
  afiliado_id: number
  medio_pago_id: number | null
  importe_centesimos: number
  requiere_cvv: number
  estado: PagoState
  motivo: string | null
  creado_en: string
  actualizado_en: string
}

export interface NewPago {
  idTransaccion: number
  afiliadoId: number
  medioPagoId: number
  importeCentesimos: number
  requiereCvv: boolean
  estado: 'pendiente' | 'rechazado'
  motivo?: string
}

export function insertPago(db: Db, pago: NewPago, now: Date): PagoRow {
  return db
    .prepare(
      `INSERT INTO pagos (id_transaccion, afiliado_id, medio_pago_id, importe_centesimos, requiere_cvv, estado, motivo,
         creado_en, actualizado_en)
       VALUES (@idTransaccion, @afiliadoId, @medioPagoId, @importeCentesimos, @requiereCvv, @estado, @motivo, @now, @now)
       RETURNING *`,
    )
    .get({
      ...pago,
      requiereCvv: pago.requiereCvv ? 1 : 0,
      motivo: pago.motivo ?? null,
      now: now.toISOString(),
    }) as PagoRow
}

export function findPago(db: Db, id: number): PagoRow | undefined {
  return db.prepare('SELECT * FROM pagos WHERE id = ?').get(id) as PagoRow | undefined
}

/**
 * The payment when it is that affiliate's and pays a debt of that kind: someone else's, or one asked for on another
 * kind's path, is answered like a missing one.
 */
export function findOwnPago(db: Db, afiliadoId: number, tipo: DebtKind, id: number): PagoRow | undefined {
  return db
    .prepare(
      `SELECT p.* FROM pagos p JOIN deudas d ON d.id_transaccion = p.id_transaccion
       WHERE p.id = ? AND p.afiliado_id = ? AND d.tipo = ?`,
    )
    .get(id, afiliadoId, tipo) as PagoRow | undefined
}

/** The debt's payment still waiting for its security code or its confirmation, if any. */
export function findOpenPago(db: Db, idTransaccion: number): PagoRow | undefined {
  return db
    .prepare("SELECT * FROM pagos WHERE id_transaccion = ? AND estado IN ('pendiente', 'autorizado')")
    .get(idTransaccion) as PagoRow | undefined
}

/** The debt's latest payment, whatever its state: the one a booking or a purchase reports. */
export function findLatestPago(db: Db, idTransaccion: number): PagoRow | undefined {
  return db.prepare('SELECT * FROM pagos WHERE id_transaccion = ? ORDER BY id DESC LIMIT 1').get(idTransaccion) as
    | PagoRow
    | undefined
}

export function setPagoState(db: Db, id: number, estado: PagoState, now: Date, motivo?: string): PagoRow {
  return db
    .prepare('UPDATE pagos SET estado = ?, motivo = coalesce(?, motivo), actualizado_en = ? WHERE id = ? RETURNING *')
    .get(estado, motivo ?? null, now.toISOString(), id) as PagoRow
}

// ---- e-invoices ----

export interface FacturaRow {
  id: number
  pago_id: number
  tipo_documento_cfe: string
  serie_cfe: string
  nro_doc_cfe: number
  codigo_seguridad: string
  importe_centesimos: number
  emitida_en: string
  anulada_en: string | null
}

// The mutual bills members with e-Tickets (CFE type 101) of one series; numbers continue from the highest.
const TIPO_CFE = 'e-Ticket'
const SERIE_CFE = 'A'
const FIRST_NRO_CFE = 1_000_001

/**
 * Issues the invoice of a confirmed payment. The security code stands for the first characters of the signature's
 * hash, as on a real CFE: derived from the invoice's data, so the same invoice always shows the same code.
 */
export function issueInvoice(db: Db, pagoId: number, importeCentesimos: number, now: Date): FacturaRow {
  const last = db.prepare('SELECT MAX(nro_doc_cfe) FROM facturas WHERE serie_cfe = ?').pluck().get(SERIE_CFE) as
    | number
    | null
  const nro = (last ?? FIRST_NRO_CFE - 1) + 1
  const emitidaEn = now.toISOString()
  const codigo = createHash('sha256')
    .update(`${TIPO_CFE}|${SERIE_CFE}|${nro}|${importeCentesimos}|${emitidaEn}`)
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)
  return db
    .prepare(
      `INSERT INTO facturas (pago_id, tipo_documento_cfe, serie_cfe, nro_doc_cfe, codigo_seguridad, importe_centesimos,
         emitida_en)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .get(pagoId, TIPO_CFE, SERIE_CFE, nro, codigo, importeCentesimos, emitidaEn) as FacturaRow
}

export function findInvoiceOfPago(db: Db, pagoId: number): FacturaRow | undefined {
  return db.prepare('SELECT * FROM facturas WHERE pago_id = ?').get(pagoId) as FacturaRow | undefined
}

/** The invoice a consultation link names: serie, number and security code must all match. */
export function findInvoice(db: Db, serie: string, nro: number, codigo: string): FacturaRow | undefined {
  return db
    .prepare('SELECT * FROM facturas WHERE serie_cfe = ? AND nro_doc_cfe = ? AND codigo_seguridad = ?')
    .get(serie, nro, codigo) as FacturaRow | undefined
}

export function annulInvoice(db: Db, pagoId: number, now: Date): void {
  db.prepare('UPDATE facturas SET anulada_en = ? WHERE pago_id = ? AND anulada_en IS NULL').run(
    now.toISOString(),
    pagoId,
  )
}

/**
 * SQL access to pending debts (E35): the common row of each debt and the fields of its kind (monthly fee, medical
 * order, medicine package with its items).
 */
import type { Db } from '../../db/types'
import type { DebtKind } from './kinds'

export interface DeudaRow {
  id_transaccion: number
  afiliado_id: number
  tipo: DebtKind
  importe_centesimos: number
  creada_en: string
  pagada_en: string | null
  /** Set when what it charged for was called off (a cancelled booking or purchase): no longer owed (migration 011). */
  anulada_en: string | null
}

export interface CuotaFields {
  convenio: string
  categoria: string
  /** YYYYMM */
  mes: string
  autogenerado: string
  cuota_social_centesimos: number
  fnr_centesimos: number
  iva_centesimos: number
}

export interface OrdenFields {
  convenio: string
  especialidad_solicitada: string
  medico_especialista: string
  fecha_consulta: string
  hora_aproximada: string
  hora_inicio_policlinica: string
  autogenerado: string
  medico_referente: string
  numero_orden: string
  tipo_orden: string
  edificio: string
  tipo_cita: string
  primera_fecha_disponible: string
  motivo_postergacion: string | null
  fecha_emision: string
  usuario_emisor: string
  canal_anotacion: string
}

export interface MedicamentoItem {
  nombre: string
  cantidad: number
  importe_centesimos: number
}

export interface MedicamentoFields {
  numero_paquete: string
  fecha_transaccion: string
  items: MedicamentoItem[]
}

export type DebtFields =
  | { tipo: 'cuota'; fields: CuotaFields }
  | { tipo: 'orden'; fields: OrdenFields }
  | { tipo: 'medicamento'; fields: MedicamentoFields }

export type Deuda = DeudaRow & DebtFields

/** The affiliate's unpaid debts, oldest first. */
export function listPendingDebts(db: Db, afiliadoId: number): Deuda[] {
  const rows = db
    .prepare(`SELECT * FROM deudas WHERE afiliado_id = ? AND pagada_en IS NULL AND anulada_en IS NULL
       ORDER BY creada_en, id_transaccion`)
    .all(afiliadoId) as DeudaRow[]
  return rows.map((row) => withFields(db, row))
}

/**
 * The debt when it is that affiliate's and of that kind, paid or not: anyone else's, or one called off, is answered
 * like a missing one.
 */
export function findOwnDebt(db: Db, afiliadoId: number, tipo: DebtKind, idTransaccion: number): Deuda | undefined {
  const row = db
    .prepare('SELECT * FROM deudas WHERE id_transaccion = ? AND afiliado_id = ? AND tipo = ? AND anulada_en IS NULL')
    .get(idTransaccion, afiliadoId, tipo) as DeudaRow | undefined
  return row && withFields(db, row)
}

/** The row of a kind's table without its key, so the fields can be written back for a copy. */
function kindRow<T>(db: Db, table: 'deuda_cuotas' | 'deuda_ordenes', id: number): T {
  const { id_transaccion: _id, ...fields } = db.prepare(`SELECT * FROM ${table} WHERE id_transaccion = ?`).get(id) as {
    id_transaccion: number
  }
  return fields as T
}

function withFields(db: Db, row: DeudaRow): Deuda {
  const id = row.id_transaccion
  switch (row.tipo) {
    case 'cuota':
      return { ...row, tipo: 'cuota', fields: kindRow<CuotaFields>(db, 'deuda_cuotas', id) }
    case 'orden':
      return { ...row, tipo: 'orden', fields: kindRow<OrdenFields>(db, 'deuda_ordenes', id) }
    case 'medicamento': {
      const paquete = db
        .prepare('SELECT numero_paquete, fecha_transaccion FROM deuda_medicamentos WHERE id_transaccion = ?')
        .get(id) as Omit<MedicamentoFields, 'items'>
      const items = db
        .prepare(
          'SELECT nombre, cantidad, importe_centesimos FROM deuda_medicamento_items WHERE id_transaccion = ? ORDER BY orden',
        )
        .all(id) as MedicamentoItem[]
      return { ...row, tipo: 'medicamento', fields: { ...paquete, items } }
    }
  }
}

/** A new debt with the fields of its kind; returns its id_transaccion. */
export function insertDebt(
  db: Db,
  debt: { afiliadoId: number; importeCentesimos: number; creadaEn: string; idTransaccion?: number } & DebtFields,
): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO deudas (id_transaccion, afiliado_id, tipo, importe_centesimos, creada_en)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(debt.idTransaccion ?? null, debt.afiliadoId, debt.tipo, debt.importeCentesimos, debt.creadaEn)
      .lastInsertRowid,
  )
  const named = (columns: readonly string[]) => columns.map((c) => `@${c}`).join(', ')
  if (debt.tipo === 'cuota' || debt.tipo === 'orden') {
    const table = debt.tipo === 'cuota' ? 'deuda_cuotas' : 'deuda_ordenes'
    const columns = Object.keys(debt.fields)
    db.prepare(
      `INSERT INTO ${table} (id_transaccion, ${columns.join(', ')}) VALUES (@id_transaccion, ${named(columns)})`,
    ).run({ ...debt.fields, id_transaccion: id })
    return id
  }
  db.prepare('INSERT INTO deuda_medicamentos (id_transaccion, numero_paquete, fecha_transaccion) VALUES (?, ?, ?)').run(
    id,
    debt.fields.numero_paquete,
    debt.fields.fecha_transaccion,
  )
  const insertItem = db.prepare(
    `INSERT INTO deuda_medicamento_items (id_transaccion, orden, nombre, cantidad, importe_centesimos)
     VALUES (?, ?, ?, ?, ?)`,
  )
  debt.fields.items.forEach((item, index) =>
    insertItem.run(id, index + 1, item.nombre, item.cantidad, item.importe_centesimos),
  )
  return id
}

export function setDebtPaid(db: Db, idTransaccion: number, pagadaEn: string | null): void {
  db.prepare('UPDATE deudas SET pagada_en = ? WHERE id_transaccion = ?').run(pagadaEn, idTransaccion)
}

/**
 * Calls a debt off (its booking or purchase was cancelled: it leaves the pending list and cannot be paid), or, with
 * null, makes it owed again (the purchase is paid another way after all).
 */
/**
 * A debt paid at an agency (Abitab, RedPagos): the agency tells the mutual, not the portal, so only the sandbox's
 * control does it. False when there is no such debt open.
 */
export function payDebtAtAgency(db: Db, idTransaccion: number, pagadaEn: string): boolean {
  const paid = db
    .prepare('UPDATE deudas SET pagada_en = ? WHERE id_transaccion = ? AND pagada_en IS NULL AND anulada_en IS NULL')
    .run(pagadaEn, idTransaccion)
  return paid.changes === 1
}

export function setDebtAnnulled(db: Db, idTransaccion: number, anuladaEn: string | null): void {
  db.prepare('UPDATE deudas SET anulada_en = ? WHERE id_transaccion = ?').run(anuladaEn, idTransaccion)
}

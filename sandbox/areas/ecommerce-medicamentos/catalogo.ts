/**
 * What flow B offers around the recipes (spec 002 §3.2, §7.2; checklist E86, E88, E89, E93, A34, A46): the branches
 * (`sucursales/`, the API's "localidades") with their shipping methods, the payment methods of a branch and shipping
 * method, the document types, an affiliate's unpaid medicine orders, and the home-delivery cost.
 */
import type { Db } from '../../db/types'

/** Flow B's payment methods (A46): the enum's values are the ids. Names are the sandbox's. */
export const METODOS_PAGO: Readonly<Record<number, string>> = {
  0: 'Autogestión',
  1: 'Abitab',
  2: 'RedPagos',
  3: 'Pago en línea',
  4: 'Pago al recibir',
}

/** The shipping methods the spec names (A34: the sandbox offers only these). */
export const FORMA_PRESENCIAL = 1
export const FORMA_DOMICILIO = 2

/**
 * Home delivery's cost for everyone in one purchase (E93): one delivery, plus a little per further person (the
 * sandbox's figures, in centésimos). Pick-up costs nothing.
 */
const ENVIO_BASE_CENTESIMOS = 12_000
const ENVIO_POR_PERSONA_EXTRA_CENTESIMOS = 4_000

export function costoEnvioCentesimos(personas: number): number {
  return personas <= 0 ? 0 : ENVIO_BASE_CENTESIMOS + ENVIO_POR_PERSONA_EXTRA_CENTESIMOS * (personas - 1)
}

interface SucursalRow {
  id: number
  nombre: string
}

/** E86: every branch with the shipping methods it offers, by name. */
export function listSucursales(db: Db) {
  const sucursales = db.prepare('SELECT id, nombre FROM ecommerce_sucursales ORDER BY nombre').all() as SucursalRow[]
  const formas = db.prepare(
    `SELECT DISTINCT f.id, f.nombre FROM ecommerce_metodos_pago m JOIN ecommerce_formas_envio f ON f.id = m.forma_envio_id
     WHERE m.sucursal_id = ? ORDER BY f.id`,
  )
  return sucursales.map((s) => ({
    Id: s.id,
    Nombre: s.nombre,
    FormasDeEnvio: (formas.all(s.id) as SucursalRow[]).map((f) => ({ Id: f.id, Nombre: f.nombre })),
  }))
}

export function sucursalExists(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM ecommerce_sucursales WHERE id = ?').get(id) !== undefined
}

/** The payment methods offered for a branch and shipping method: empty when the branch does not ship that way. */
export function metodosPago(db: Db, sucursalId: number, formaEnvioId: number): number[] {
  return db
    .prepare('SELECT metodo_pago FROM ecommerce_metodos_pago WHERE sucursal_id = ? AND forma_envio_id = ? ORDER BY metodo_pago')
    .pluck()
    .all(sucursalId, formaEnvioId) as number[]
}

/** E88. */
export function listTiposDocumento(db: Db) {
  return db.prepare('SELECT id, descripcion FROM ecommerce_tipos_documento ORDER BY id').all() as Array<{ id: number; descripcion: string }>
}

/** The affiliate's unpaid medicine orders, in centésimos, oldest first. */
export function ordenesPendientesCentesimos(db: Db, afiliadoId: number): number[] {
  return db
    .prepare('SELECT valor_centesimos FROM ordenes_pendientes_medicamentos WHERE afiliado_id = ? ORDER BY id')
    .pluck()
    .all(afiliadoId) as number[]
}

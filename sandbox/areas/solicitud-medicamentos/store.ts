/**
 * SQL access to flow A (migration 014): localities and their shipping and payment methods, the catalogue, the
 * packages (one per confirmation, E83) and the requests each person of a package gets (E80's history).
 */
import type { Db } from '../../db/types'
import { catalogNames, matches, searchKey } from './catalog'

export interface Named {
  Id: number
  Nombre: string
}

export interface PaqueteRow {
  id: number
  titular_afiliado_id: number
  estado: 'activo' | 'cancelado' | 'entregado'
  puede_cancelar: number
  fecha_solicitud: string
  codigo_seguimiento: string
  datos: string
}

export type EstadoPedido = 'pendingPayment' | 'reserved' | 'confirmed' | 'delivered' | 'cancelled'

export interface PedidoRow {
  nro_pedido: number
  afiliado_id: number
  paquete_id: number | null
  fecha_solicitud: string
  estado: EstadoPedido
  medicamentos: string
}

/** E79 answers at most this many suggestions. */
export const MAX_SUGGESTIONS = 20

export function insertCatalog(db: Db): void {
  const insert = db.prepare('INSERT OR IGNORE INTO medicamentos_catalogo (nombre, clave) VALUES (?, ?)')
  for (const name of catalogNames()) insert.run(name, searchKey(name))
}

/** The catalogue's names matching the query, names that begin with it first, then alphabetically. */
export function searchCatalog(db: Db, query: string): string[] {
  const rows = db.prepare('SELECT nombre, clave FROM medicamentos_catalogo ORDER BY nombre').all() as Array<{
    nombre: string
    clave: string
  }>
  const key = searchKey(query)
  return rows
    .filter((row) => matches(row.clave, query))
    .sort((a, b) => Number(b.clave.startsWith(key)) - Number(a.clave.startsWith(key)))
    .slice(0, MAX_SUGGESTIONS)
    .map((row) => row.nombre)
}

export function localidades(db: Db): Array<Named & { FormasDeEnvio: Named[] }> {
  const list = db.prepare('SELECT id AS Id, nombre AS Nombre FROM localidades_entrega ORDER BY nombre').all() as Named[]
  const formas = db.prepare(
    `SELECT f.id AS Id, f.nombre AS Nombre FROM localidad_formas_envio l JOIN formas_envio f ON f.id = l.forma_envio_id
     WHERE l.localidad_id = ? ORDER BY f.id`,
  )
  return list.map((localidad) => ({ ...localidad, FormasDeEnvio: formas.all(localidad.Id) as Named[] }))
}

export function tiposEnvio(db: Db): Named[] {
  return db.prepare('SELECT id AS Id, nombre AS Nombre FROM tipos_envio ORDER BY id').all() as Named[]
}

/** The payment methods of a shipping method; none for an unknown one. */
export function formasCobro(db: Db, formaEnvioId: number): Named[] {
  return db
    .prepare(
      `SELECT c.id AS Id, c.nombre AS Nombre FROM forma_envio_cobros e JOIN formas_cobro c ON c.id = e.forma_cobro_id
       WHERE e.forma_envio_id = ? ORDER BY c.id`,
    )
    .all(formaEnvioId) as Named[]
}

export function formaEnvio(db: Db, id: number): Named | undefined {
  return db.prepare('SELECT id AS Id, nombre AS Nombre FROM formas_envio WHERE id = ?').get(id) as Named | undefined
}

export function localidadOffers(db: Db, localidadId: number, formaEnvioId: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM localidad_formas_envio WHERE localidad_id = ? AND forma_envio_id = ?')
      .get(localidadId, formaEnvioId) !== undefined
  )
}

export function tipoEnvioExists(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM tipos_envio WHERE id = ?').get(id) !== undefined
}

export function activePaquete(db: Db, afiliadoId: number): PaqueteRow | undefined {
  return db
    .prepare(
      `SELECT * FROM paquetes_medicamentos WHERE titular_afiliado_id = ? AND estado = 'activo'
       ORDER BY fecha_solicitud DESC LIMIT 1`,
    )
    .get(afiliadoId) as PaqueteRow | undefined
}

export function findPaquete(db: Db, id: number): PaqueteRow | undefined {
  return db.prepare('SELECT * FROM paquetes_medicamentos WHERE id = ?').get(id) as PaqueteRow | undefined
}

/** Cancels the package and its requests. */
export function cancelPaquete(db: Db, id: number): void {
  db.prepare("UPDATE paquetes_medicamentos SET estado = 'cancelado' WHERE id = ?").run(id)
  db.prepare("UPDATE pedidos_medicamentos SET estado = 'cancelled' WHERE paquete_id = ?").run(id)
}

export interface NewPaquete {
  id?: number
  titularAfiliadoId: number
  estado: PaqueteRow['estado']
  puedeCancelar: boolean
  fechaSolicitud: Date
  codigoSeguimiento: string
  datos: unknown
}

export function insertPaquete(db: Db, paquete: NewPaquete): PaqueteRow {
  return db
    .prepare(
      `INSERT INTO paquetes_medicamentos (id, titular_afiliado_id, estado, puede_cancelar, fecha_solicitud,
         codigo_seguimiento, datos) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .get(
      paquete.id ?? null,
      paquete.titularAfiliadoId,
      paquete.estado,
      paquete.puedeCancelar ? 1 : 0,
      paquete.fechaSolicitud.toISOString(),
      paquete.codigoSeguimiento,
      JSON.stringify(paquete.datos),
    ) as PaqueteRow
}

export interface NewPedido {
  afiliadoId: number
  paqueteId: number | null
  fechaSolicitud: Date
  estado: EstadoPedido
  medicamentos: readonly string[]
}

export function insertPedido(db: Db, pedido: NewPedido): PedidoRow {
  return db
    .prepare(
      `INSERT INTO pedidos_medicamentos (afiliado_id, paquete_id, fecha_solicitud, estado, medicamentos)
       VALUES (?, ?, ?, ?, ?) RETURNING *`,
    )
    .get(
      pedido.afiliadoId,
      pedido.paqueteId,
      pedido.fechaSolicitud.toISOString(),
      pedido.estado,
      JSON.stringify(pedido.medicamentos),
    ) as PedidoRow
}

/** The affiliate's requests made between two instants (inclusive), newest first. */
export function pedidosBetween(db: Db, afiliadoId: number, from: Date, to: Date): PedidoRow[] {
  return db
    .prepare(
      `SELECT * FROM pedidos_medicamentos WHERE afiliado_id = ? AND fecha_solicitud BETWEEN ? AND ?
       ORDER BY fecha_solicitud DESC, nro_pedido DESC`,
    )
    .all(afiliadoId, from.toISOString(), to.toISOString()) as PedidoRow[]
}

/** A follow-up code not yet used: two letters and four digits ("AB1234"). */
export function newTrackingCode(db: Db, random: () => number = Math.random): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
  for (;;) {
    const pick = () => letters[Math.floor(random() * letters.length)]
    const code = `${pick()}${pick()}${String(Math.floor(random() * 10_000)).padStart(4, '0')}`
    const used = db.prepare('SELECT 1 FROM paquetes_medicamentos WHERE codigo_seguimiento = ?').get(code)
    if (!used) return code
  }
}

/**
 * Gives a test persona the requests and the active package of the affiliate it is made like (POST /sandbox/personas),
 * with a follow-up code of its own.
 */
export function copySolicitudes(db: Db, fromId: number, toId: number): void {
  const paquetes = new Map<number, number>()
  const active = activePaquete(db, fromId)
  if (active) {
    const copy = insertPaquete(db, {
      titularAfiliadoId: toId,
      estado: active.estado,
      puedeCancelar: active.puede_cancelar === 1,
      fechaSolicitud: new Date(active.fecha_solicitud),
      codigoSeguimiento: newTrackingCode(db),
      datos: JSON.parse(active.datos) as unknown,
    })
    paquetes.set(active.id, copy.id)
  }
  const pedidos = db.prepare('SELECT * FROM pedidos_medicamentos WHERE afiliado_id = ? ORDER BY nro_pedido').all(fromId) as PedidoRow[]
  for (const pedido of pedidos) {
    if (pedido.paquete_id !== null && !paquetes.has(pedido.paquete_id)) continue
    insertPedido(db, {
      afiliadoId: toId,
      paqueteId: pedido.paquete_id === null ? null : paquetes.get(pedido.paquete_id) ?? null,
      fechaSolicitud: new Date(pedido.fecha_solicitud),
      estado: pedido.estado,
      medicamentos: JSON.parse(pedido.medicamentos) as string[],
    })
  }
}

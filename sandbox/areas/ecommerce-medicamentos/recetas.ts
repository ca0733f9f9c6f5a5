/**
 * The member's prescriptions (E87, `GET /api/ecommerce-medicamentos/mis-recetas`; spec 002 §3.2): the recipes of
 * an affiliate with their medicines (Farmacos, in the API's names, with what the purchase of flow B needs: ticket
 * price, boxes per ticket, maxima, alerts) and the group's payment data (datos_pago).
 */
import type { Db } from '../../db/types'
import { entregadosAlGrupoEnElMes } from './entregas'

export type StatusReceta = 'OK' | 'ERROR' | 'ALERT' | 'SINSTOCK'

/** A medicine of a recipe, as the API names it. AlertaECommerce: 0 none, 1 info, 2 warning, 3 error. */
export interface Farmaco {
  Id_Farmaco_Geosalud: number
  NombreFarmaco: string
  /** Pesos per ticket. */
  PrecioTicket: number
  CantidadCajasPorTicket: number
  CantidadMaximaDeUnidades: number
  CantidadCajasMaxima: number
  CantidadMaximaTickets: number
  FechaProximoRetiro: string | null
  CoincideConIndicacionMedica: boolean
  AlertaECommerce: 0 | 1 | 2 | 3
  AlertaECommerceDescripcion: string | null
}

export interface NewReceta {
  id: number
  afiliadoId: number
  status: StatusReceta
  statusMensaje: string | null
  medico: string
  nroOrden: string | null
  sector: string
  /** 'YYYY-MM-DDTHH:mm:ss', Montevideo; null when the recipe has none. */
  fechas: { indicacion: string | null; proximoRetiro: string | null; ultimaEntrega: string | null; vencimiento: string | null }
  indicacion: string
  especial: boolean
  farmacos: Farmaco[]
}

interface RecetaRow {
  id: number
  status: StatusReceta
  status_mensaje: string | null
  medico: string
  nro_orden: string | null
  sector: string
  fecha_indicacion: string | null
  fecha_proximo_retiro: string | null
  fecha_ultima_entrega: string | null
  fecha_vencimiento: string | null
  indicacion: string
  especial: number
  farmacos: string
}

/**
 * The group's monthly tickets at the discounted price and that price (the sandbox's figures, in pesos): with a
 * special recipe, 6 units of the month are priced at 60 (BR59; A21 reads PrecioEntregaSobreTope as that price), of
 * which the seed's month has 4 left. What the group was delivered in the month is counted (entregas.ts).
 */
export const DATOS_PAGO = {
  TopeEntregasAlGrupoPrecioBasico: 6,
  PrecioEntregaSobreTope: 60,
  PrecioBolsa: 12,
}

/** E87's success code (status.Codigo), as recetas-afiliado's (spec 002 §7.2). */
export const RECETAS_OK = 1

export function insertReceta(db: Db, receta: NewReceta): void {
  db.prepare(
    `INSERT INTO recetas (id, afiliado_id, status, status_mensaje, medico, nro_orden, sector, fecha_indicacion,
       fecha_proximo_retiro, fecha_ultima_entrega, fecha_vencimiento, indicacion, especial, farmacos)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    receta.id,
    receta.afiliadoId,
    receta.status,
    receta.statusMensaje,
    receta.medico,
    receta.nroOrden,
    receta.sector,
    receta.fechas.indicacion,
    receta.fechas.proximoRetiro,
    receta.fechas.ultimaEntrega,
    receta.fechas.vencimiento,
    receta.indicacion,
    receta.especial ? 1 : 0,
    JSON.stringify(receta.farmacos),
  )
}

function toReceta(r: RecetaRow) {
  return {
    Id_Receta: r.id,
    StatusReceta: r.status,
    StatusMensaje: r.status_mensaje,
    Medico: r.medico,
    NroOrden: r.nro_orden,
    Sector: r.sector,
    FechaHoraIndicacion: r.fecha_indicacion,
    FechaProximoRetiro: r.fecha_proximo_retiro,
    FechaUltimaEntrega: r.fecha_ultima_entrega,
    FechaVencimiento: r.fecha_vencimiento,
    IndicacionHCE: r.indicacion,
    EsRecetaEspecial: r.especial === 1,
    Farmacos: JSON.parse(r.farmacos) as Farmaco[],
  }
}

/** The affiliate's recipes in E87's shape, by id. */
export function recetasDe(db: Db, afiliadoId: number) {
  const rows = db.prepare('SELECT * FROM recetas WHERE afiliado_id = ? ORDER BY id').all(afiliadoId) as RecetaRow[]
  return rows.map(toReceta)
}

/**
 * E87's answer for an affiliate (and E91's). `EsRecetaEspecial` (not in the spec) marks the discounted recipe. The
 * group's deliveries are those of the month of `now` (the sandbox clock).
 */
export function misRecetas(db: Db, afiliadoId: number, now: Date) {
  const datosPago = {
    TopeEntregasAlGrupoPrecioBasico: DATOS_PAGO.TopeEntregasAlGrupoPrecioBasico,
    EntregadosAlGrupoEnElMes: entregadosAlGrupoEnElMes(db, afiliadoId, now),
    PrecioEntregaSobreTope: DATOS_PAGO.PrecioEntregaSobreTope,
    PrecioBolsa: DATOS_PAGO.PrecioBolsa,
  }
  return { status: { Codigo: RECETAS_OK }, recetas: recetasDe(db, afiliadoId), datos_pago: datosPago }
}

/** One recipe of the affiliate (E92), or undefined when it is not hers. */
export function findReceta(db: Db, afiliadoId: number, recetaId: number) {
  const row = db.prepare('SELECT * FROM recetas WHERE id = ? AND afiliado_id = ?').get(recetaId, afiliadoId) as RecetaRow | undefined
  return row ? toReceta(row) : undefined
}

// The call centre's reload of a recipe in error (E92) is how an operator gets it fixed on the phone: the sandbox
// makes that deterministic, the first reload still fails and the second one finds it dispensable.
const RELOADS_TO_FIX = 2

/** Counts a call-centre reload of an ERROR recipe; the second one turns it OK, its alerts cleared. */
export function reloadErrorReceta(db: Db, recetaId: number): void {
  const status = db.prepare('SELECT status FROM recetas WHERE id = ?').pluck().get(recetaId)
  if (status !== 'ERROR') return
  const count = db
    .prepare(
      `INSERT INTO recargas_receta (receta_id, cantidad) VALUES (?, 1)
       ON CONFLICT DO UPDATE SET cantidad = cantidad + 1 RETURNING cantidad`,
    )
    .pluck()
    .get(recetaId) as number
  if (count < RELOADS_TO_FIX) return
  const row = db.prepare('SELECT farmacos FROM recetas WHERE id = ?').get(recetaId) as { farmacos: string }
  const farmacos = (JSON.parse(row.farmacos) as Farmaco[]).map((f) => ({
    ...f,
    AlertaECommerce: 0,
    AlertaECommerceDescripcion: null,
    CoincideConIndicacionMedica: true,
  }))
  db.prepare(`UPDATE recetas SET status = 'OK', status_mensaje = NULL, farmacos = ? WHERE id = ?`).run(JSON.stringify(farmacos), recetaId)
}

/** Gives a test persona (POST /sandbox/personas) copies of the prescriptions of the affiliate it is made like. */
export function copyRecetas(db: Db, fromId: number, toId: number): void {
  db.prepare(
    `INSERT INTO recetas (afiliado_id, status, status_mensaje, medico, nro_orden, sector, fecha_indicacion,
       fecha_proximo_retiro, fecha_ultima_entrega, fecha_vencimiento, indicacion, especial, farmacos)
     SELECT ?, status, status_mensaje, medico, nro_orden, sector, fecha_indicacion, fecha_proximo_retiro,
       fecha_ultima_entrega, fecha_vencimiento, indicacion, especial, farmacos
     FROM recetas WHERE afiliado_id = ? ORDER BY id`,
  ).run(toId, fromId)
}

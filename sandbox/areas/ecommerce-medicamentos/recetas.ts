/**
 * The member's prescriptions (E87, `GET /api/ecommerce-medicamentos/mis-recetas`; spec 002 §3.2): the recipes of
 * an affiliate with their medicines (Farmacos, in the API's names, with what the purchase of flow B needs: ticket
 * price, boxes per ticket, maxima, alerts) and the group's payment data (datos_pago).
 */
import type { Db } from '../../db/types'

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

/** The group's monthly tickets at the basic price and the prices past it (the sandbox's figures, in pesos). */
const DATOS_PAGO = {
  TopeEntregasAlGrupoPrecioBasico: 6,
  EntregadosAlGrupoEnElMes: 2,
  PrecioEntregaSobreTope: 320,
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

/** E87's answer for an affiliate. `EsRecetaEspecial` (not in the spec) marks the discounted recipe. */
export function misRecetas(db: Db, afiliadoId: number) {
  const rows = db.prepare('SELECT * FROM recetas WHERE afiliado_id = ? ORDER BY id').all(afiliadoId) as RecetaRow[]
  return {
    status: { Codigo: RECETAS_OK },
    recetas: rows.map((r) => ({
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
    })),
    datos_pago: DATOS_PAGO,
  }
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

/**
 * E80's answer: the member's medicine requests in a range, as the mutual keeps them whichever way they were asked
 * for: flow A's (the call centre's request, pedidos_medicamentos) and flow B's purchases of prescribed medicines
 * (their package number as `NroPedido`; whose they are and their status: ecommerce-medicamentos/historial.ts).
 * Every item has the same four fields, newest first; at the same instant, the higher number first. Flow A's numbers
 * count from 1 and flow B's from 500001 (ecommerce-medicamentos/store.ts), so a number names one request: the portal
 * finds a request's page by it in this list.
 */
import type { Db } from '../../db/types'
import { toMontevideo } from '../../lib/local-time'
import type { AfiliadoRow } from '../afiliados/store'
import { comprasEnHistorial } from '../ecommerce-medicamentos/historial'
import { pedidosBetween, type EstadoPedido } from './store'

export interface PedidoHistorial {
  NroPedido: number
  /** 'YYYY-MM-DDTHH:mm:ss', Montevideo (invented: docs/decisions/invented-paths.md). */
  FechaSolicitud: string
  Estado: EstadoPedido
  MedicamentosSolicitados: Array<{ FarmacoSolicitado: string }>
}

interface Solicitud {
  /** ISO instant, UTC: both flows write them so, so they sort as text. */
  instant: string
  nroPedido: number
  estado: EstadoPedido
  medicamentos: readonly string[]
}

const newestFirst = (a: Solicitud, b: Solicitud) =>
  a.instant === b.instant ? b.nroPedido - a.nroPedido : a.instant < b.instant ? 1 : -1

function toItem(solicitud: Solicitud): PedidoHistorial {
  const local = toMontevideo(new Date(solicitud.instant))
  return {
    NroPedido: solicitud.nroPedido,
    FechaSolicitud: `${local.date}T${local.time}`,
    Estado: solicitud.estado,
    MedicamentosSolicitados: solicitud.medicamentos.map((FarmacoSolicitado) => ({ FarmacoSolicitado })),
  }
}

/** The member's requests made between two instants (inclusive). */
export function historial(db: Db, afiliado: Pick<AfiliadoRow, 'id' | 'id_persona'>, from: Date, to: Date): PedidoHistorial[] {
  const pedidos: Solicitud[] = pedidosBetween(db, afiliado.id, from, to).map((p) => ({
    instant: p.fecha_solicitud,
    nroPedido: p.nro_pedido,
    estado: p.estado,
    medicamentos: JSON.parse(p.medicamentos) as string[],
  }))
  const compras: Solicitud[] = comprasEnHistorial(db, afiliado, from, to).map((c) => ({
    instant: c.creadaEn,
    nroPedido: c.idEnvFarDom,
    estado: c.estado,
    medicamentos: c.medicamentos,
  }))
  return [...pedidos, ...compras].sort(newestFirst).map(toItem)
}

/**
 * Flow B's purchases as requests of the member's medicine history (E80, answered by solicitud-medicamentos): the
 * result of a purchase shows its package number (`nroBulto` = `Id_EnvFarDom`, BR64) with a link to that list (C78),
 * so the list must have it.
 *
 * Whose list: the purchase is listed to each person it bought medicines for, with her own lines only, and not to
 * the buyer as such. Flow A decides so: its confirmation (E83) files one request per person of `personas`, and E80
 * lists the requests filed for the signed-in member, never those she filed for others (the call centre's) nor the
 * package's holder's when she asked nothing for herself. So a member buying for herself and others finds it in her
 * list; one buying only for someone else (her child, whoever gave her the SMS code; the call centre, always) does
 * not: it is that person's request.
 *
 * Annulled purchases (E95) are left out. The member annuls one whose payment failed ("Cancelar compra", BR63), and
 * the result then says it was cancelled with no package number (BR64), so she has none to look for; the portal has no
 * badge for a cancelled request (BR66), so listed it would read like a live one with medicines that are not coming;
 * and the sandbox already drops it from what she owes (its debt is called off).
 *
 * `Estado` in BR66's names: `confirmed` ("Confirmada") once nothing is owed (its debt paid, online or at an agency, or
 * none at all, A43); `pendingPayment` ("Pendiente de Pago") while it is owed, an online payment still open or
 * rejected included (it is in her pending payments, to be paid from there).
 */
import type { Db } from '../../db/types'
import type { AfiliadoRow } from '../afiliados/store'
import type { EstadoPedido } from '../solicitud-medicamentos/store'
import type { PurchaseItem } from './purchases'
import { recetasDe } from './recetas'
import { comprasDePersona } from './store'

export interface CompraEnHistorial {
  idEnvFarDom: number
  /** The instant it was registered (ISO, UTC), as flow A's requests keep theirs. */
  creadaEn: string
  estado: Extract<EstadoPedido, 'pendingPayment' | 'confirmed'>
  /** Flow A's `FarmacoSolicitado` texts: `<name> - Unidades: N` (BR49). */
  medicamentos: string[]
}

interface PersonaEntry {
  entradas?: PurchaseItem[]
  pendientes?: PurchaseItem[]
}

const lineKey = (idReceta: string | number, idGeoSalud: string | number) => `${idReceta}/${idGeoSalud}`

/**
 * Her lines, one per medicine: BR59 sends a medicine partly discounted as two items (`linesOf` in purchase-check.ts
 * sums them too), but she chose it once, with one quantity. Dispensed first, then those left pending (A43).
 */
function linesOf(entries: PersonaEntry[], names: Map<string, string>): string[] {
  const units = new Map<string, { name: string; cantidad: number }>()
  for (const item of entries.flatMap((entry) => [...(entry.entradas ?? []), ...(entry.pendientes ?? [])])) {
    const key = lineKey(item.idReceta, item.idGeoSalud)
    // Her recipes name it; a recipe gone since is named by its medicine id.
    const line = units.get(key) ?? { name: names.get(key) ?? `Medicamento ${item.idGeoSalud}`, cantidad: 0 }
    units.set(key, { ...line, cantidad: line.cantidad + item.cantidad })
  }
  return [...units.values()].map((line) => `${line.name} - Unidades: ${line.cantidad}`)
}

/** The purchases made between two instants (inclusive) that bought medicines for the member, oldest first. */
export function comprasEnHistorial(
  db: Db,
  afiliado: Pick<AfiliadoRow, 'id' | 'id_persona'>,
  from: Date,
  to: Date,
): CompraEnHistorial[] {
  const rows = comprasDePersona(db, afiliado.id_persona, from, to)
  if (rows.length === 0) return []
  const names = new Map<string, string>()
  for (const receta of recetasDe(db, afiliado.id)) {
    for (const farmaco of receta.Farmacos) {
      names.set(lineKey(receta.Id_Receta, farmaco.Id_Farmaco_Geosalud), farmaco.NombreFarmaco)
    }
  }
  // One request per purchase, even if it named her twice.
  const compras = new Map<number, { creadaEn: string; saldada: boolean; entries: PersonaEntry[] }>()
  for (const row of rows) {
    const compra = compras.get(row.id_env_far_dom) ?? { creadaEn: row.creada_en, saldada: row.saldada === 1, entries: [] }
    compra.entries.push(JSON.parse(row.persona) as PersonaEntry)
    compras.set(row.id_env_far_dom, compra)
  }
  return [...compras].flatMap(([idEnvFarDom, compra]): CompraEnHistorial[] => {
    const medicamentos = linesOf(compra.entries, names)
    // Named in the purchase with nothing for her (E94 allows it): she asked for no medicine, so it is no request of hers.
    if (medicamentos.length === 0) return []
    return [{ idEnvFarDom, creadaEn: compra.creadaEn, estado: compra.saldada ? 'confirmed' : 'pendingPayment', medicamentos }]
  })
}

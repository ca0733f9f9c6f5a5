/**
 * The special recipe's monthly count (BR59, A21; datos_pago.EntregadosAlGrupoEnElMes; migration 026): the units the
 * group was delivered this month on the discount's terms, so that `Tope − Entregados` is what is left of its
 * discounted tickets. The spec reads it as "the amount already delivered in the month"; the sandbox counts it from
 * its own purchases, on top of the demo's figure for the month it was seeded in.
 *
 * What counts: the units of a person's dispensed lines that BR59 counts against the remaining (pricing.ts,
 * `specialUnits`), whether or not they were discounted (a group past its cap keeps counting, the remaining stays at
 * 0), in the month the purchase was registered. No-stock medicines left pending are not dispensed and never count.
 *
 * When it counts: from the registration (E94) until an annulment (E95), paid or not. A real pharmacy counts what it
 * dispensed, and the sandbox has no dispensing step: registration is when the discounted price is fixed on the
 * purchase's debt, so that is when its tickets are spent. Counting only paid purchases would let two unpaid
 * purchases of the same month each take the whole discount, both then payable at that price. A purchase whose payment
 * failed stands (the member may pay it another way, E97) and keeps counting; annulling it gives its units back.
 */
import type { Db } from '../../db/types'
import { toMontevideo } from '../../lib/local-time'
import { findGroupOf } from '../grupo-pagos/store'

/** The demo's EntregadosAlGrupoEnElMes in the month the database was seeded: 4 of the 6 tickets left (recetas.ts). */
export const ENTREGADOS_AL_SEMBRAR = 2

/** What one person of a purchase was dispensed on BR59's terms, in units. */
export interface EntregaEspecial {
  afiliadoId: number
  unidades: number
}

/** The Montevideo month of an instant, 'YYYY-MM': the count's month on the sandbox clock. */
export const mesDe = (at: Date) => toMontevideo(at).date.slice(0, 7)

/**
 * The affiliates whose deliveries share one count: the spec's police family group, which the sandbox does not model,
 * read as the family it knows. That is the payment group (its holder and members) of the affiliate, or of her
 * representative when she is a represented minor, and every minor one of them represents; without a payment group,
 * the affiliate (or her representative) and the minors represented. Symmetric, unlike who may buy for whom
 * (store.ts `familyIdPersonas`): Bruno and Gabriela read the count Ana's purchases moved.
 */
export function grupoFamiliar(db: Db, afiliadoId: number): number[] {
  const representante = db.prepare('SELECT representante_afiliado_id FROM afiliados WHERE id = ?').pluck().get(afiliadoId) as
    | number
    | null
    | undefined
  const raiz = representante ?? afiliadoId
  return db
    .prepare(
      `WITH adultos (id) AS (
         SELECT @raiz
         UNION SELECT titular_afiliado_id FROM grupos_pago WHERE id = @grupoId
         UNION SELECT afiliado_id FROM grupo_pago_miembros WHERE grupo_id = @grupoId
       )
       SELECT id FROM adultos UNION SELECT id FROM afiliados WHERE representante_afiliado_id IN (SELECT id FROM adultos)`,
    )
    .pluck()
    .all({ raiz, grupoId: findGroupOf(db, raiz) ?? null }) as number[]
}

/** EntregadosAlGrupoEnElMes for the affiliate's group in the month of `now`. */
export function entregadosAlGrupoEnElMes(db: Db, afiliadoId: number, now: Date): number {
  const mes = mesDe(now)
  const iniciales = db.prepare('SELECT entregados FROM entregas_especiales_iniciales WHERE mes = ?').pluck().get(mes) as
    | number
    | undefined
  const comprados = db
    .prepare(
      `SELECT coalesce(SUM(e.unidades), 0) FROM entregas_especiales e
       JOIN compras_medicamentos c ON c.id_transaccion = e.id_transaccion
       WHERE c.estado = 'registrada' AND e.mes = ? AND e.afiliado_id IN (SELECT value FROM json_each(?))`,
    )
    .pluck()
    .get(mes, JSON.stringify(grupoFamiliar(db, afiliadoId))) as number
  return (iniciales ?? 0) + comprados
}

/** Records what a charged purchase dispensed on BR59's terms, in the caller's transaction (E94's). */
export function registrarEntregas(db: Db, idTransaccion: number, entregas: readonly EntregaEspecial[], now: Date): void {
  // A person named twice in one purchase is one row.
  const porAfiliado = new Map<number, number>()
  for (const { afiliadoId, unidades } of entregas) porAfiliado.set(afiliadoId, (porAfiliado.get(afiliadoId) ?? 0) + unidades)
  const insert = db.prepare('INSERT INTO entregas_especiales (id_transaccion, afiliado_id, mes, unidades) VALUES (?, ?, ?, ?)')
  for (const [afiliadoId, unidades] of porAfiliado) if (unidades > 0) insert.run(idTransaccion, afiliadoId, mesDe(now), unidades)
}

/** Migration 026's demo row: the seed's figure, for the month the database is seeded in (the sandbox clock's). */
export function seedEntregasIniciales(db: Db, now: Date): void {
  db.prepare('INSERT INTO entregas_especiales_iniciales (mes, entregados) VALUES (?, ?)').run(mesDe(now), ENTREGADOS_AL_SEMBRAR)
}

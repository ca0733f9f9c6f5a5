/**
 * SQL access to the prescribed-medicine purchases (flow B, E94–E97, migration 011). A purchase's money is its
 * medicine debt's (cobranzas): its id is that debt's id_transaccion, the API's `deuda_id`.
 */
import type { Db } from '../../db/types'

/** Flow B's payment methods (spec 002 §3.2): AUTOGESTION 0, ABITAB 1, RED_PAGOS 2, ONLINE 3, DOMICILIO 4. */
export const METODO_ONLINE = 3

export interface CompraRow {
  id_transaccion: number
  afiliado_id: number
  id_env_far_dom: number
  metodo_pago: number
  costo_centesimos: number
  personas: string
  datos: string
  estado: 'registrada' | 'anulada'
  creada_en: string
  actualizada_en: string
}

// Package numbers (nroBulto) continue from the highest; the first one is the sandbox's choice.
const FIRST_ENV_FAR_DOM = 500_001

/** The package number the next purchase gets. */
export function nextEnvFarDom(db: Db): number {
  // A43's purchases without a charge take their numbers from the same sequence.
  const last = db
    .prepare('SELECT MAX(n) FROM (SELECT MAX(id_env_far_dom) AS n FROM compras_medicamentos UNION ALL SELECT MAX(id_env_far_dom) FROM compras_medicamentos_sin_cargo)')
    .pluck()
    .get() as number | null
  return (last ?? FIRST_ENV_FAR_DOM - 1) + 1
}

export interface NewCompra {
  idTransaccion: number
  afiliadoId: number
  idEnvFarDom: number
  metodoPago: number
  costoCentesimos: number
  personas: unknown
  datos: unknown
}

export function insertCompra(db: Db, compra: NewCompra, now: Date): CompraRow {
  return db
    .prepare(
      `INSERT INTO compras_medicamentos (id_transaccion, afiliado_id, id_env_far_dom, metodo_pago, costo_centesimos,
         personas, datos, creada_en, actualizada_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .get(
      compra.idTransaccion,
      compra.afiliadoId,
      compra.idEnvFarDom,
      compra.metodoPago,
      compra.costoCentesimos,
      JSON.stringify(compra.personas),
      JSON.stringify(compra.datos),
      now.toISOString(),
      now.toISOString(),
    ) as CompraRow
}

/** The purchase when it is that affiliate's: anyone else's is answered like a missing one. */
export function findOwnCompra(db: Db, afiliadoId: number, idTransaccion: number): CompraRow | undefined {
  return db
    .prepare('SELECT * FROM compras_medicamentos WHERE id_transaccion = ? AND afiliado_id = ?')
    .get(idTransaccion, afiliadoId) as CompraRow | undefined
}

export function setCompraState(
  db: Db,
  idTransaccion: number,
  change: { estado: CompraRow['estado']; metodoPago?: number },
  now: Date,
): CompraRow {
  return db
    .prepare(
      `UPDATE compras_medicamentos SET estado = ?, metodo_pago = coalesce(?, metodo_pago), actualizada_en = ?
       WHERE id_transaccion = ? RETURNING *`,
    )
    .get(change.estado, change.metodoPago ?? null, now.toISOString(), idTransaccion) as CompraRow
}

/**
 * The id_persona of everyone the affiliate may buy medicines for, as the sandbox knows her family: herself, those
 * she represents (minors), and the people of her payment group.
 */
export function familyIdPersonas(db: Db, afiliadoId: number, grupoId: number | undefined): Set<number> {
  const rows = db
    .prepare(
      `SELECT id_persona FROM afiliados WHERE id = @afiliadoId OR representante_afiliado_id = @afiliadoId
       UNION SELECT a.id_persona FROM grupos_pago g JOIN afiliados a ON a.id = g.titular_afiliado_id WHERE g.id = @grupoId
       UNION SELECT a.id_persona FROM grupo_pago_miembros m JOIN afiliados a ON a.id = m.afiliado_id
         WHERE m.grupo_id = @grupoId`,
    )
    .pluck()
    .all({ afiliadoId, grupoId: grupoId ?? null }) as number[]
  return new Set(rows)
}

/** A purchase that bought medicines for one person, as E80's history reads it: her entry of `personas`. */
export interface CompraDePersonaRow {
  id_env_far_dom: number
  creada_en: string
  /** 1 when nothing is owed for it any more: its debt is paid, or it never had one (A43). */
  saldada: number
  /** JSON of her entry of E94's `transacciones`: `{idPersona, entradas, pendientes}`. */
  persona: string
}

/**
 * The purchases made between two instants (inclusive) with an entry for that person (her IdPersona), one row per
 * entry, oldest first: the charged ones that stand (an annulled one is left out, see historial.ts) and those
 * registered without a charge (A43).
 */
export function comprasDePersona(db: Db, idPersona: number, from: Date, to: Date): CompraDePersonaRow[] {
  return db
    .prepare(
      `SELECT c.id_env_far_dom, c.creada_en, d.pagada_en IS NOT NULL AS saldada, p.value AS persona
       FROM compras_medicamentos c JOIN deudas d ON d.id_transaccion = c.id_transaccion JOIN json_each(c.personas) p
       WHERE c.estado = 'registrada' AND json_extract(p.value, '$.idPersona') = @idPersona AND c.creada_en BETWEEN @from AND @to
       UNION ALL
       SELECT s.id_env_far_dom, s.creada_en, 1, p.value
       FROM compras_medicamentos_sin_cargo s JOIN json_each(s.personas) p
       WHERE json_extract(p.value, '$.idPersona') = @idPersona AND s.creada_en BETWEEN @from AND @to
       ORDER BY creada_en, id_env_far_dom`,
    )
    .all({ idPersona, from: from.toISOString(), to: to.toISOString() }) as CompraDePersonaRow[]
}

import type { Migration } from '../types'
import { seedEntregasIniciales } from '../../areas/ecommerce-medicamentos/entregas'

// BR59's monthly count (datos_pago.EntregadosAlGrupoEnElMes), which was a constant: a purchase now adds what it
// dispensed on the special recipe, so the group's next purchase of the month gets only the discounted tickets left.
// Months are Montevideo's 'YYYY-MM' on the sandbox clock.
export const migration: Migration = {
  version: 26,
  name: 'entregas_receta_especial',
  sql: `
      -- The demo's figure before any purchase of the sandbox: what every group had been delivered in the month the
      -- database was seeded (or reset). Another month has no row: it starts from 0.
      CREATE TABLE entregas_especiales_iniciales (
        mes TEXT PRIMARY KEY,
        entregados INTEGER NOT NULL CHECK (entregados >= 0)
      );

      -- What a charged purchase (E94) dispensed to one person on BR59's terms: the units of her lines the discount
      -- counts, in the month it was registered. They count while the purchase stands: the read joins
      -- compras_medicamentos and leaves an annulled one (E95) out, so annulling gives them back.
      CREATE TABLE entregas_especiales (
        id_transaccion INTEGER NOT NULL REFERENCES compras_medicamentos (id_transaccion) ON DELETE CASCADE,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id) ON DELETE CASCADE,
        mes TEXT NOT NULL,
        unidades INTEGER NOT NULL CHECK (unidades > 0),
        PRIMARY KEY (id_transaccion, afiliado_id)
      );
      CREATE INDEX entregas_especiales_mes ON entregas_especiales (mes, afiliado_id);
    `,
  seed: seedEntregasIniciales,
}

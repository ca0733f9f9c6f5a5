import type { Migration } from '../types'

// A43: a purchase of only no-stock medicines charges nothing, so it owes no debt (`deudas` takes amounts above 0):
// it is kept here, with its package number from the same sequence as the charged purchases.
export const migration: Migration = {
  version: 22,
  name: 'compras-sin-cargo',
  sql: `
      CREATE TABLE compras_medicamentos_sin_cargo (
        id_env_far_dom INTEGER PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id) ON DELETE CASCADE,
        personas TEXT NOT NULL,
        datos TEXT NOT NULL,
        creada_en TEXT NOT NULL
      );
    `,
}

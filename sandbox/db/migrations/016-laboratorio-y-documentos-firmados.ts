import type { Migration } from '../types'
import { seedDocumentosFirmados } from '../../areas/documentos-firmados/seed'
import { seedLaboratorio } from '../../areas/laboratorio/seed'

export const migration: Migration = {
  version: 16,
  name: 'laboratorio-y-documentos-firmados',
  sql: `
      -- A member's lab reports. fecha is the sample's day, YYYY-MM-DD, Montevideo; the file is drawn from the row and
      -- its results (a JSON array of [analysis, value, reference range]) once estado is 'listo'.
      CREATE TABLE informes_laboratorio (
        id INTEGER PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        fecha TEXT NOT NULL,
        estudio TEXT NOT NULL,
        medico_solicitante TEXT NOT NULL,
        estado TEXT NOT NULL CHECK (estado IN ('en_proceso', 'listo')),
        resultados TEXT NOT NULL CHECK (json_valid(resultados) AND json_type(resultados) = 'array')
      );
      CREATE INDEX informes_laboratorio_afiliado ON informes_laboratorio (afiliado_id, fecha);

      -- Documents the mutual signed, found by the id printed on them (C82, E101). Open: nobody's session is needed.
      -- One is signed when it has both its author and its association date; the others are answered without them.
      CREATE TABLE documentos_firmados (
        id TEXT PRIMARY KEY,
        titulo TEXT NOT NULL,
        autor_id INTEGER,
        autor_first_name TEXT,
        autor_last_name TEXT,
        fecha_asociacion TEXT,
        CHECK ((autor_id IS NULL) = (autor_first_name IS NULL) AND (autor_id IS NULL) = (autor_last_name IS NULL))
      );
    `,
  seed: (db, now) => {
    seedLaboratorio(db, now)
    seedDocumentosFirmados(db, now)
  },
}

import type { Migration } from '../types'

// The clinical-history copy requests (E98): each with the member who sent it, the attached file as the data URL it
// came in (the institution's form; none for particular reasons) and the terms text accepted for an e-mail copy.
export const migration: Migration = {
  version: 19,
  name: 'historia_clinica',
  sql: `
      CREATE TABLE solicitudes_historia_clinica (
        id INTEGER PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados(id),
        motivo TEXT NOT NULL,
        telefono TEXT NOT NULL,
        es_copia_completa INTEGER NOT NULL CHECK (es_copia_completa IN (0, 1)),
        observaciones TEXT NOT NULL,
        solicitud_externa TEXT,
        nombre_archivo TEXT,
        copia_email INTEGER NOT NULL CHECK (copia_email IN (0, 1)),
        texto_terminos TEXT,
        creada_en TEXT NOT NULL
      );
      CREATE INDEX solicitudes_historia_clinica_afiliado ON solicitudes_historia_clinica (afiliado_id);
    `,
}

import type { Migration } from '../types'
import { seedTecnicas } from '../../areas/tecnicas/seed'

export const migration: Migration = {
  version: 13,
  name: 'tecnicas',
  sql: `
      -- Studies and procedures coordinated for a member (E72), of six kinds. sucursal_id is null for those done at
      -- home, whose direccion is the member's. fecha is YYYY-MM-DD and hora HH:mm, Montevideo.
      CREATE TABLE coordinaciones (
        id INTEGER PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        tipo TEXT NOT NULL CHECK (tipo IN ('indicacion', 'urgencia', 'anotacion', 'domicilio', 'pase',
          'domicilio-urgente')),
        area TEXT NOT NULL,
        sucursal_id INTEGER REFERENCES sucursales (id),
        direccion TEXT NOT NULL,
        medico_informante TEXT NOT NULL,
        fecha TEXT NOT NULL,
        hora TEXT NOT NULL,
        sector TEXT NOT NULL
      );
      CREATE INDEX coordinaciones_afiliado ON coordinaciones (afiliado_id, fecha, hora);

      -- The studies of a coordination, with the patient's instructions for each (a JSON array of texts).
      CREATE TABLE coordinacion_estudios (
        coordinacion_id INTEGER NOT NULL REFERENCES coordinaciones (id),
        posicion INTEGER NOT NULL,
        nombre TEXT NOT NULL,
        requiere_consentimiento INTEGER NOT NULL CHECK (requiere_consentimiento IN (0, 1)),
        indicaciones TEXT NOT NULL CHECK (json_valid(indicaciones) AND json_type(indicaciones) = 'array'),
        PRIMARY KEY (coordinacion_id, posicion)
      );

      -- Referrals to third parties (E73); the file (E74) is drawn from the row when tiene_archivo.
      CREATE TABLE pases_terceros (
        id INTEGER PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        especialidad TEXT NOT NULL,
        prestador TEXT NOT NULL,
        direccion_prestador TEXT NOT NULL,
        medico_derivante TEXT NOT NULL,
        motivo TEXT NOT NULL,
        fecha_emision TEXT NOT NULL,
        vigente_hasta TEXT NOT NULL,
        tiene_archivo INTEGER NOT NULL CHECK (tiene_archivo IN (0, 1))
      );
      CREATE INDEX pases_terceros_afiliado ON pases_terceros (afiliado_id, fecha_emision);
    `,
  seed: seedTecnicas,
}

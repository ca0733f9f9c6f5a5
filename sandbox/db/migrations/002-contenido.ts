import type { Migration } from '../types'
import { seedContent } from '../../areas/content/seed'

export const migration: Migration = {
  version: 2,
  name: 'contenido',
  sql: `
      CREATE TABLE faqs (
        id INTEGER PRIMARY KEY,
        orden INTEGER NOT NULL,
        pregunta TEXT NOT NULL,
        respuesta TEXT NOT NULL
      );

      CREATE TABLE flags (
        nombre TEXT PRIMARY KEY,
        habilitado INTEGER NOT NULL CHECK (habilitado IN (0, 1)),
        descripcion TEXT NOT NULL
      );

      CREATE TABLE versiones (
        id INTEGER PRIMARY KEY,
        nombre TEXT NOT NULL UNIQUE,
        fecha TEXT NOT NULL
      );

      -- 'Improvment' is the upstream contract's spelling.
      CREATE TABLE version_notas (
        version_id INTEGER NOT NULL REFERENCES versiones (id) ON DELETE CASCADE,
        orden INTEGER NOT NULL,
        tipo TEXT NOT NULL CHECK (tipo IN ('Feature', 'Error', 'Improvment')),
        descripcion TEXT NOT NULL,
        PRIMARY KEY (version_id, orden)
      );
    `,
  seed: seedContent,
}

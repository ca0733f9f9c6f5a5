import type { Migration } from '../types'
import { seedAutopesquisa } from '../../areas/autopesquisa/seed'

// The gender-violence self-test (E99, E100): its help phones, its questions per category and its feedback bands.
// The answers are never kept: a completed test only counts (`autopesquisa_envios`), so the sandbox holds no answer
// either, whatever the portal sends.
export const migration: Migration = {
  version: 17,
  name: 'autopesquisa',
  sql: `
      CREATE TABLE autopesquisa_contactos (
        tipo TEXT PRIMARY KEY CHECK (tipo IN ('PUBLICO', 'PRIVADO')),
        telefono TEXT NOT NULL
      );

      CREATE TABLE autopesquisa_preguntas (
        id INTEGER PRIMARY KEY,
        categoria TEXT NOT NULL CHECK (categoria IN ('PSYCHOLOGICAL', 'PHYSICAL', 'SEXUAL', 'ECONOMIC_PATRIMONIAL')),
        orden INTEGER NOT NULL,
        texto TEXT NOT NULL
      );

      CREATE TABLE autopesquisa_feedback (
        orden INTEGER PRIMARY KEY,
        titulo TEXT NOT NULL,
        texto TEXT NOT NULL,
        max_respuestas_si INTEGER NOT NULL
      );

      -- How many tests were completed, and nothing else: no answer, no time, no caller.
      CREATE TABLE autopesquisa_envios (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        cantidad INTEGER NOT NULL
      );
    `,
  seed: seedAutopesquisa,
}

import type { Migration } from '../types'

export const migration: Migration = {
  version: 8,
  name: 'perfil',
  sql: `
      -- Links of the e-mail validation mails (E06 change-email, E07 resend). Only a hash of the token is kept, so
      -- the table does not hold working links. email is the address the link was sent to: a link validates that
      -- address only, never one set after it. Single use (usado_en), and unusable after vence_en.
      CREATE TABLE validaciones_email (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        email TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        creado_en TEXT NOT NULL,
        vence_en TEXT NOT NULL,
        usado_en TEXT
      );
      CREATE INDEX validaciones_email_afiliado ON validaciones_email (afiliado_id);

      -- One profile photo per affiliate (the upload call the spec does not show: PUT /api/afiliados/foto/).
      CREATE TABLE fotos_perfil (
        afiliado_id INTEGER PRIMARY KEY REFERENCES afiliados (id),
        content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
        datos BLOB NOT NULL,
        actualizada_en TEXT NOT NULL
      );
    `,
}

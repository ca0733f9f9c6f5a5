import type { Migration } from '../types'

export const migration: Migration = {
  version: 7,
  name: 'enlaces_de_contrasena',
  sql: `
      -- Links e-mailed to set a password: a reset asked for with POST /reset-pass-auth/ ('restablecer'), or the
      -- first password of an account made without one ('primera'). Only the SHA-256 of the token is kept, so a copy
      -- of the database opens no account. A link works once, until vence_en; any password change ends the
      -- account's other links (usado_en set).
      CREATE TABLE enlaces_contrasena (
        id INTEGER PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES accounts (afiliado_id) ON DELETE CASCADE,
        token_sha256 TEXT NOT NULL UNIQUE,
        proposito TEXT NOT NULL CHECK (proposito IN ('restablecer', 'primera')),
        creado_en TEXT NOT NULL,
        vence_en TEXT NOT NULL,
        usado_en TEXT
      );
      CREATE INDEX enlaces_contrasena_afiliado ON enlaces_contrasena (afiliado_id);
    `,
}

import type { Migration } from '../types'

export const migration: Migration = {
  version: 4,
  name: 'sesiones',
  sql: `
      -- A token is refused once its jti is here (logout, or replaced by a refresh).
      CREATE TABLE token_revocados (
        jti TEXT PRIMARY KEY,
        revocado_en TEXT NOT NULL
      );

      -- Values the sandbox keeps across restarts; the JWT secret is generated on first open, not seeded.
      CREATE TABLE sandbox_settings (
        clave TEXT PRIMARY KEY,
        valor TEXT NOT NULL
      );
    `,
}

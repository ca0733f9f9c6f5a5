import type { Migration } from '../types'

export const migration: Migration = {
  version: 3,
  name: 'outbox',
  sql: `
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        canal TEXT NOT NULL CHECK (canal IN ('email', 'sms')),
        destinatario TEXT NOT NULL,
        asunto TEXT,
        cuerpo TEXT NOT NULL,
        creado_en TEXT NOT NULL
      );
    `,
}

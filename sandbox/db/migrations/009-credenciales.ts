import type { Migration } from '../types'

// 007 and 008 are taken by areas built on other branches; the runner applies whichever a database lacks.
export const migration: Migration = {
  version: 9,
  name: 'credenciales',
  sql: `
      -- The challenge of one WebAuthn ceremony, handed out by iniciar_registro_credencial (registro) or start_login
      -- (login) for an affiliate on a device. The call that finishes the ceremony takes it (deletes it), so it is
      -- used once; past expira_en it is refused. desafio is base64url, as in the options and the clientDataJSON.
      CREATE TABLE desafios_webauthn (
        desafio TEXT PRIMARY KEY,
        proposito TEXT NOT NULL CHECK (proposito IN ('registro', 'login')),
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id) ON DELETE CASCADE,
        device_id TEXT NOT NULL,
        creado_en TEXT NOT NULL,
        expira_en TEXT NOT NULL
      );
      CREATE INDEX desafios_webauthn_ceremonia ON desafios_webauthn (afiliado_id, device_id, proposito);
      CREATE INDEX desafios_webauthn_expira ON desafios_webauthn (expira_en);

      -- A passkey: one per affiliate and device (the portal's device id). id is the credential id (base64url),
      -- clave_publica the COSE public key, contador the authenticator's last signature counter, transports a JSON
      -- array. No demo rows: a passkey needs a real (or test) authenticator.
      CREATE TABLE credenciales (
        id TEXT PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id) ON DELETE CASCADE,
        device_id TEXT NOT NULL,
        clave_publica BLOB NOT NULL,
        contador INTEGER NOT NULL DEFAULT 0 CHECK (contador >= 0),
        transports TEXT NOT NULL DEFAULT '[]',
        creada_en TEXT NOT NULL,
        usada_en TEXT,
        UNIQUE (afiliado_id, device_id)
      );
    `,
}

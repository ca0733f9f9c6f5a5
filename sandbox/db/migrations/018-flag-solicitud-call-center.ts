import type { Migration } from '../types'

// A09: flow A (the call-centre medicine request) has a dedicated call-centre flag beside the old open-to-all mode's.
// It is on, so the call centre can file requests while the old mode stays off.
export const migration: Migration = {
  version: 18,
  name: 'flag_solicitud_call_center',
  sql: `
      INSERT INTO flags (nombre, habilitado, descripcion)
      VALUES ('SOLICITUD_MEDICAMENTOS_CALL_CENTER', 1, 'Habilita la solicitud de medicamentos del call center.');
    `,
}

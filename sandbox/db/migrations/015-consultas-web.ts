import type { Migration } from '../types'

// A consultation booked on the web (E58) is one of the member's appointments, as the agenda system lists them (E48),
// while its reservation stands: the reservation's row is linked to it, and its cancellation (E61) cancels it.
export const migration: Migration = {
  version: 15,
  name: 'consultas_web',
  sql: `
      ALTER TABLE consultas ADD COLUMN reserva_web_id INTEGER REFERENCES reservas_web (id) ON DELETE CASCADE;
      CREATE UNIQUE INDEX consultas_reserva_web ON consultas (reserva_web_id) WHERE reserva_web_id IS NOT NULL;
    `,
}

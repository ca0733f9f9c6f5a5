import type { Migration } from '../types'
import { seedAgendaMedica } from '../../areas/agenda-medica/seed'

export const migration: Migration = {
  version: 12,
  name: 'agenda_medica',
  sql: `
      -- permite_elegir_profesional = 0: the member cannot choose a doctor (E52 answers code '02').
      CREATE TABLE especialidades (
        id INTEGER PRIMARY KEY,
        nombre TEXT NOT NULL UNIQUE,
        permite_elegir_profesional INTEGER NOT NULL DEFAULT 1 CHECK (permite_elegir_profesional IN (0, 1))
      );

      -- A specialty's order types, listed by posicion (the portal defaults to the first).
      CREATE TABLE tipos_orden (
        id INTEGER PRIMARY KEY,
        especialidad_id INTEGER NOT NULL REFERENCES especialidades (id),
        nombre TEXT NOT NULL,
        posicion INTEGER NOT NULL,
        UNIQUE (especialidad_id, posicion)
      );

      CREATE TABLE convenios (
        id INTEGER PRIMARY KEY,
        nombre TEXT NOT NULL
      );

      -- What an order type costs under each agreement: pesos with two decimals, as text ('450.00', '0.00').
      CREATE TABLE aranceles (
        tipo_orden_id INTEGER NOT NULL REFERENCES tipos_orden (id),
        convenio_id INTEGER NOT NULL REFERENCES convenios (id),
        costo TEXT NOT NULL CHECK (costo GLOB '[0-9]*.[0-9][0-9]'),
        PRIMARY KEY (tipo_orden_id, convenio_id)
      );

      CREATE TABLE profesionales (
        id INTEGER PRIMARY KEY,
        nombre TEXT NOT NULL,
        apellido TEXT NOT NULL
      );

      -- The buildings of a branch (sucursales, shared with the administrative agenda).
      CREATE TABLE edificios (
        id INTEGER PRIMARY KEY,
        sucursal_id INTEGER NOT NULL REFERENCES sucursales (id),
        nombre TEXT NOT NULL,
        direccion TEXT NOT NULL
      );

      -- A professional's agenda for one specialty in one building, in person or by telephone. Its slots are not
      -- stored: they come from the weekly schedule (calendario_horarios), minus the taken ones (turnos_tomados).
      CREATE TABLE calendarios (
        nro_calendario INTEGER PRIMARY KEY,
        profesional_id INTEGER NOT NULL REFERENCES profesionales (id),
        especialidad_id INTEGER NOT NULL REFERENCES especialidades (id),
        edificio_id INTEGER NOT NULL REFERENCES edificios (id),
        es_telemedicina INTEGER NOT NULL CHECK (es_telemedicina IN (0, 1))
      );
      CREATE INDEX calendarios_especialidad ON calendarios (especialidad_id, profesional_id);

      -- Montevideo wall clock, weekday 1 = Monday ... 7 = Sunday: slots start at desde and every intervalo_minutos
      -- after it while before hasta. A day's slots are numbered (nro_orden) from 1 across its blocks in time order.
      CREATE TABLE calendario_horarios (
        nro_calendario INTEGER NOT NULL REFERENCES calendarios (nro_calendario),
        dia_semana INTEGER NOT NULL CHECK (dia_semana BETWEEN 1 AND 7),
        desde TEXT NOT NULL CHECK (desde GLOB '[0-2][0-9]:[0-5][0-9]'),
        hasta TEXT NOT NULL CHECK (hasta GLOB '[0-2][0-9]:[0-5][0-9]' AND hasta > desde),
        intervalo_minutos INTEGER NOT NULL CHECK (intervalo_minutos > 0),
        PRIMARY KEY (nro_calendario, dia_semana, desde)
      );

      -- The member's reference doctor in a specialty: E52 flags that professional es_referencia.
      CREATE TABLE medicos_referencia (
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        especialidad_id INTEGER NOT NULL REFERENCES especialidades (id),
        profesional_id INTEGER NOT NULL REFERENCES profesionales (id),
        PRIMARY KEY (afiliado_id, especialidad_id)
      );

      -- Slots taken. afiliado_id is null for the demo's slots taken by people outside the portal. The primary key
      -- is the last guard against a slot taken twice; takeSlot checks first, in a write transaction.
      CREATE TABLE turnos_tomados (
        nro_calendario INTEGER NOT NULL REFERENCES calendarios (nro_calendario),
        fecha TEXT NOT NULL,
        nro_orden INTEGER NOT NULL,
        hora TEXT NOT NULL,
        afiliado_id INTEGER REFERENCES afiliados (id),
        tomado_en TEXT NOT NULL,
        PRIMARY KEY (nro_calendario, fecha, nro_orden)
      );
    `,
  seed: seedAgendaMedica,
}

import type { Migration } from '../types'
import { seedConsultas } from '../../areas/agenda/seed'
import { seedReservasAdministrativas } from '../../areas/agenda-admin/seed'

export const migration: Migration = {
  version: 5,
  name: 'agenda',
  sql: `
      -- fecha_hora is Montevideo local time, 'YYYY-MM-DDTHH:mm'.
      CREATE TABLE consultas (
        id INTEGER PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        fecha_hora TEXT NOT NULL,
        medico TEXT NOT NULL,
        filial TEXT NOT NULL,
        especialidad TEXT NOT NULL,
        estado TEXT NOT NULL DEFAULT 'reservada' CHECK (estado IN ('reservada', 'cancelada'))
      );
      CREATE INDEX consultas_afiliado ON consultas (afiliado_id, fecha_hora);

      CREATE TABLE sucursales (
        id INTEGER PRIMARY KEY,
        descripcion TEXT NOT NULL,
        disponible INTEGER NOT NULL DEFAULT 1 CHECK (disponible IN (0, 1))
      );

      CREATE TABLE sectores (
        id INTEGER PRIMARY KEY,
        sucursal_id INTEGER NOT NULL REFERENCES sucursales (id),
        descripcion TEXT NOT NULL
      );

      CREATE TABLE filas (
        id INTEGER PRIMARY KEY,
        sector_id INTEGER NOT NULL REFERENCES sectores (id),
        descripcion TEXT NOT NULL
      );

      -- Keyed by CI, not afiliado id: the administrative wizard also books for people without an account.
      -- fecha and hora are Montevideo local time.
      CREATE TABLE reservas_administrativas (
        id INTEGER PRIMARY KEY,
        afiliado_ci TEXT NOT NULL,
        sucursal_id INTEGER NOT NULL REFERENCES sucursales (id),
        sector_id INTEGER NOT NULL REFERENCES sectores (id),
        fila_id INTEGER REFERENCES filas (id),
        fecha TEXT NOT NULL,
        hora TEXT NOT NULL,
        numero_llamado TEXT,
        id_tramite INTEGER,
        estado TEXT NOT NULL CHECK (estado IN ('reserved', 'confirmed', 'pendingPayment', 'cancelled')),
        creada_en TEXT NOT NULL
      );
      CREATE INDEX reservas_administrativas_ci ON reservas_administrativas (afiliado_ci, fecha, hora);

      -- Ids follow the upstream examples: sector 11 of branch 1, row 111 of sector 11.
      INSERT INTO sucursales (id, descripcion, disponible) VALUES
        (1, 'Sede Central', 1),
        (2, 'Filial Ciudad de la Costa', 1),
        (3, 'Filial Las Piedras', 0),
        (4, 'Filial Maldonado', 1);

      INSERT INTO sectores (id, sucursal_id, descripcion) VALUES
        (11, 1, 'Farmacia'),
        (12, 1, 'Atención al socio'),
        (13, 1, 'Laboratorio - extracciones'),
        (21, 2, 'Farmacia'),
        (22, 2, 'Atención al socio'),
        (31, 3, 'Farmacia'),
        (32, 3, 'Cobranzas'),
        (41, 4, 'Farmacia'),
        (42, 4, 'Atención al socio'),
        (43, 4, 'Cobranzas');

      INSERT INTO filas (id, sector_id, descripcion) VALUES
        (111, 11, 'Fila general'),
        (112, 11, 'Fila preferencial'),
        (121, 12, 'Fila general'),
        (122, 12, 'Fila preferencial'),
        (131, 13, 'Fila general'),
        (211, 21, 'Fila general'),
        (221, 22, 'Fila general'),
        (222, 22, 'Fila preferencial'),
        (311, 31, 'Fila general'),
        (321, 32, 'Fila general'),
        (411, 41, 'Fila general'),
        (412, 41, 'Fila preferencial'),
        (421, 42, 'Fila general'),
        (431, 43, 'Fila general');
    `,
  seed: (db, now) => {
    seedConsultas(db, now)
    seedReservasAdministrativas(db, now)
  },
}

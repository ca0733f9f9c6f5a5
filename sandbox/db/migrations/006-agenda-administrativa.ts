import type { Migration } from '../types'
import { seedFullyBookedDay } from '../../areas/agenda-admin/seed'

export const migration: Migration = {
  version: 6,
  name: 'agenda_administrativa',
  sql: `
      -- Branch, sector and row triples that cannot be booked; Filial Maldonado is left with no bookable sector.
      CREATE TABLE combinaciones_no_permitidas (
        id_sucursal INTEGER NOT NULL REFERENCES sucursales (id),
        id_sector INTEGER NOT NULL REFERENCES sectores (id),
        id_fila INTEGER NOT NULL REFERENCES filas (id),
        PRIMARY KEY (id_sucursal, id_sector, id_fila)
      );

      -- Opening hours of a row on a weekday (1 = Monday ... 7 = Sunday), Montevideo time: slots start at desde
      -- and every intervalo_minutos after it while before hasta, each with room for cupos people.
      CREATE TABLE agenda_horarios (
        sucursal_id INTEGER NOT NULL REFERENCES sucursales (id),
        sector_id INTEGER NOT NULL REFERENCES sectores (id),
        fila_id INTEGER NOT NULL REFERENCES filas (id),
        dia_semana INTEGER NOT NULL CHECK (dia_semana BETWEEN 1 AND 7),
        desde TEXT NOT NULL CHECK (desde GLOB '[0-2][0-9]:[0-5][0-9]'),
        hasta TEXT NOT NULL CHECK (hasta GLOB '[0-2][0-9]:[0-5][0-9]' AND hasta > desde),
        intervalo_minutos INTEGER NOT NULL CHECK (intervalo_minutos > 0),
        cupos INTEGER NOT NULL CHECK (cupos > 0),
        PRIMARY KEY (fila_id, dia_semana, desde)
      );

      -- Places taken per slot are counted on every calendar and booking request.
      CREATE INDEX reservas_administrativas_turno ON reservas_administrativas (fila_id, fecha, hora);

      -- The answer given to a POST with an Idempotency-Key, replayed when the same key comes again. huella is a
      -- hash of the request, so a key reused for a different request is refused instead of replayed.
      CREATE TABLE idempotencia (
        ruta TEXT NOT NULL,
        clave TEXT NOT NULL,
        huella TEXT NOT NULL,
        status INTEGER NOT NULL,
        cuerpo TEXT NOT NULL,
        creada_en TEXT NOT NULL,
        PRIMARY KEY (ruta, clave)
      );

      INSERT INTO combinaciones_no_permitidas (id_sucursal, id_sector, id_fila) VALUES
        (1, 11, 112),
        (4, 41, 411),
        (4, 41, 412),
        (4, 42, 421),
        (4, 43, 431);

      -- Row 211 has a single place per slot, so a day there runs out quickly. Nothing opens on Sunday.
      WITH
        dias (dia) AS (VALUES (1), (2), (3), (4), (5), (6), (7)),
        plan (fila_id, primer_dia, ultimo_dia, desde, hasta, intervalo, cupos) AS (VALUES
          (111, 1, 5, '07:00', '21:00', 30, 3),
          (111, 6, 6, '08:00', '12:00', 30, 3),
          (112, 1, 5, '07:00', '21:00', 30, 3),
          (112, 6, 6, '08:00', '12:00', 30, 3),
          (121, 1, 5, '08:00', '17:00', 20, 2),
          (122, 1, 5, '08:00', '17:00', 20, 2),
          (131, 1, 5, '07:00', '11:00', 15, 4),
          (211, 1, 5, '09:00', '12:00', 30, 1),
          (221, 1, 6, '10:00', '19:00', 30, 2),
          (222, 1, 6, '10:00', '19:00', 30, 2),
          (311, 1, 5, '08:00', '16:00', 30, 2),
          (321, 1, 5, '08:00', '16:00', 30, 2),
          (411, 1, 5, '08:00', '16:00', 30, 2),
          (412, 1, 5, '08:00', '16:00', 30, 2),
          (421, 1, 5, '08:00', '16:00', 30, 2),
          (431, 1, 5, '08:00', '16:00', 30, 2)
        )
      INSERT INTO agenda_horarios (sucursal_id, sector_id, fila_id, dia_semana, desde, hasta, intervalo_minutos, cupos)
      SELECT s.sucursal_id, s.id, p.fila_id, d.dia, p.desde, p.hasta, p.intervalo, p.cupos
      FROM plan p
      JOIN filas f ON f.id = p.fila_id
      JOIN sectores s ON s.id = f.sector_id
      JOIN dias d ON d.dia BETWEEN p.primer_dia AND p.ultimo_dia
      ORDER BY p.fila_id, d.dia;
    `,
  seed: seedFullyBookedDay,
}

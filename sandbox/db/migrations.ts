/**
 * Schema of the sandbox database as ordered migrations. They are kept in code, not .sql files, so the CLI still
 * works once bundled. Never edit a released migration: append one with the next version.
 */
import type { Db } from './index'
import { seedAgenda, seedFullyBookedDay } from './seed-agenda'

export interface Migration {
  version: number
  name: string
  sql: string
  /**
   * Demo rows that depend on the date, inserted after the SQL (and, for a new database, after the base seed), so
   * a database created before the migration gets them too.
   */
  seed?: (db: Db, now: Date) => void
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'afiliados_y_cuentas',
    sql: `
      CREATE TABLE afiliados (
        id INTEGER PRIMARY KEY,
        ci TEXT NOT NULL UNIQUE,
        nombre TEXT NOT NULL,
        apellido TEXT NOT NULL,
        email TEXT,
        email_validado INTEGER NOT NULL DEFAULT 0 CHECK (email_validado IN (0, 1)),
        telefono TEXT,
        celular TEXT,
        direccion TEXT,
        pais TEXT,
        departamento TEXT,
        ciudad TEXT,
        id_persona INTEGER NOT NULL UNIQUE,
        es_staff INTEGER NOT NULL DEFAULT 0 CHECK (es_staff IN (0, 1)),
        fecha_nacimiento TEXT NOT NULL,
        notificaciones_email INTEGER NOT NULL DEFAULT 1 CHECK (notificaciones_email IN (0, 1)),
        notificaciones_push INTEGER NOT NULL DEFAULT 0 CHECK (notificaciones_push IN (0, 1)),
        sancionado INTEGER NOT NULL DEFAULT 0 CHECK (sancionado IN (0, 1)),
        inhabilitado_motivo TEXT,
        representante_afiliado_id INTEGER REFERENCES afiliados (id)
      );

      CREATE TABLE accounts (
        afiliado_id INTEGER PRIMARY KEY REFERENCES afiliados (id) ON DELETE CASCADE,
        password_hash TEXT NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        blocked INTEGER NOT NULL DEFAULT 0 CHECK (blocked IN (0, 1)),
        created_at TEXT NOT NULL
      );

      CREATE TABLE permisos (
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id) ON DELETE CASCADE,
        nombre TEXT NOT NULL,
        PRIMARY KEY (afiliado_id, nombre)
      );

      CREATE TABLE grupos_pago (
        id INTEGER PRIMARY KEY,
        titular_afiliado_id INTEGER NOT NULL UNIQUE REFERENCES afiliados (id)
      );

      -- The holder is not listed here: titular_afiliado_id already says who administers the group.
      CREATE TABLE grupo_pago_miembros (
        grupo_id INTEGER NOT NULL REFERENCES grupos_pago (id) ON DELETE CASCADE,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        PRIMARY KEY (grupo_id, afiliado_id)
      );
    `,
  },
  {
    version: 2,
    name: 'contenido',
    sql: `
      CREATE TABLE faqs (
        id INTEGER PRIMARY KEY,
        orden INTEGER NOT NULL,
        pregunta TEXT NOT NULL,
        respuesta TEXT NOT NULL
      );

      CREATE TABLE flags (
        nombre TEXT PRIMARY KEY,
        habilitado INTEGER NOT NULL CHECK (habilitado IN (0, 1)),
        descripcion TEXT NOT NULL
      );

      CREATE TABLE versiones (
        id INTEGER PRIMARY KEY,
        nombre TEXT NOT NULL UNIQUE,
        fecha TEXT NOT NULL
      );

      -- 'Improvment' is the upstream contract's spelling.
      CREATE TABLE version_notas (
        version_id INTEGER NOT NULL REFERENCES versiones (id) ON DELETE CASCADE,
        orden INTEGER NOT NULL,
        tipo TEXT NOT NULL CHECK (tipo IN ('Feature', 'Error', 'Improvment')),
        descripcion TEXT NOT NULL,
        PRIMARY KEY (version_id, orden)
      );
    `,
  },
  {
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
  },
  {
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
  },
  {
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
    seed: seedAgenda,
  },
  {
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
  },
]

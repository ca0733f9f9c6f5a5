import type { Migration } from '../types'
import { seedPersonas } from '../../areas/afiliados/seed'
import { seedPaymentGroup } from '../../areas/grupo-pagos/seed'

export const migration: Migration = {
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
  seed: (db) => {
    seedPersonas(db)
    seedPaymentGroup(db)
  },
}

import type { Migration } from '../types'
import { seedCompraMedicamentos } from '../../areas/ecommerce-medicamentos/catalogo-seed'

// Flow B's purchase around the recipes (E84–E93): the branches with their shipping methods and the payment methods
// each pair offers, the document types, the affiliates' unpaid medicine orders, the SMS codes a member asks for
// another person (who asked, for whom, until when, used or not) with their resend lock, and how many times the call
// centre reloaded a recipe in error.
export const migration: Migration = {
  version: 21,
  name: 'compra-medicamentos',
  sql: `
      CREATE TABLE ecommerce_sucursales (
        id INTEGER PRIMARY KEY,
        nombre TEXT NOT NULL UNIQUE
      );

      CREATE TABLE ecommerce_formas_envio (
        id INTEGER PRIMARY KEY,
        nombre TEXT NOT NULL UNIQUE
      );

      -- A branch offers a shipping method when some payment method is offered for the pair.
      CREATE TABLE ecommerce_metodos_pago (
        sucursal_id INTEGER NOT NULL REFERENCES ecommerce_sucursales (id),
        forma_envio_id INTEGER NOT NULL REFERENCES ecommerce_formas_envio (id),
        metodo_pago INTEGER NOT NULL CHECK (metodo_pago BETWEEN 0 AND 4),
        PRIMARY KEY (sucursal_id, forma_envio_id, metodo_pago)
      );

      CREATE TABLE ecommerce_tipos_documento (
        id INTEGER PRIMARY KEY,
        descripcion TEXT NOT NULL
      );

      CREATE TABLE ordenes_pendientes_medicamentos (
        id INTEGER PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        valor_centesimos INTEGER NOT NULL CHECK (valor_centesimos > 0)
      );
      CREATE INDEX ordenes_pendientes_medicamentos_afiliado ON ordenes_pendientes_medicamentos (afiliado_id);

      -- One live code per member and person: a new send replaces it. canjeado_en: when it was first accepted; from
      -- then on it is that member's proof for that person until the purchase or the grant's end.
      CREATE TABLE codigos_verificacion (
        solicitante_afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        codigo TEXT NOT NULL,
        creado_en TEXT NOT NULL,
        vence_en TEXT NOT NULL,
        canjeado_en TEXT,
        intentos_fallidos INTEGER NOT NULL DEFAULT 0,
        anulado INTEGER NOT NULL DEFAULT 0 CHECK (anulado IN (0, 1)),
        PRIMARY KEY (solicitante_afiliado_id, afiliado_id)
      );

      CREATE TABLE envios_codigo_verificacion (
        solicitante_afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        enviados INTEGER NOT NULL,
        bloqueado_hasta TEXT,
        PRIMARY KEY (solicitante_afiliado_id, afiliado_id)
      );

      CREATE TABLE recargas_receta (
        receta_id INTEGER PRIMARY KEY REFERENCES recetas (id),
        cantidad INTEGER NOT NULL
      );
    `,
  seed: seedCompraMedicamentos,
}

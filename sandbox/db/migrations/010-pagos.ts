import type { Migration } from '../types'
import { seedMediosPago } from '../../areas/grupo-pagos/seed'
import { seedDeudas } from '../../areas/cobranzas/seed'

// Payments (issue 12): the group's saved cards, the card-capture provider's vault and sessions, pending debts,
// online payments and their invoices. Amounts are whole centésimos, so no sum is ever rounded.
export const migration: Migration = {
  version: 10,
  name: 'pagos',
  sql: `
      -- An affiliate is a member of one payment group at most (E30 refuses "already in a group").
      CREATE UNIQUE INDEX grupo_pago_miembros_un_grupo ON grupo_pago_miembros (afiliado_id);

      -- The provider's vault: what it knows of a card it captured, under the token it gave the mutual. The card
      -- number is never stored, by the provider or the mutual; rechaza_pagos marks the provider's test card that is
      -- declined at payment.
      CREATE TABLE pasarela_tarjetas (
        token TEXT PRIMARY KEY,
        rechaza_pagos INTEGER NOT NULL DEFAULT 0 CHECK (rechaza_pagos IN (0, 1)),
        creada_en TEXT NOT NULL
      );

      -- A saved card of a payment group (E32); id is its payment_profile_id. The display fields come from the
      -- provider when the card is captured; vencimiento is MM/YY.
      CREATE TABLE medios_pago (
        id INTEGER PRIMARY KEY,
        grupo_id INTEGER NOT NULL REFERENCES grupos_pago (id) ON DELETE CASCADE,
        token TEXT NOT NULL UNIQUE REFERENCES pasarela_tarjetas (token),
        payment_media_id INTEGER NOT NULL,
        tipo TEXT NOT NULL CHECK (tipo IN ('CreditCard', 'DebitCard', 'Prepaid')),
        last_4 TEXT NOT NULL CHECK (length(last_4) = 4),
        vencimiento TEXT NOT NULL CHECK (vencimiento GLOB '[01][0-9]/[0-9][0-9]'),
        titular TEXT NOT NULL,
        creado_en TEXT NOT NULL
      );
      CREATE INDEX medios_pago_grupo ON medios_pago (grupo_id);

      -- What a member owes (E35). id_transaccion is the id the portal's routes carry. A confirmed payment sets
      -- pagada_en, which takes the debt off the pending list; an annulled invoice clears it again.
      CREATE TABLE deudas (
        id_transaccion INTEGER PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id) ON DELETE CASCADE,
        tipo TEXT NOT NULL CHECK (tipo IN ('cuota', 'orden', 'medicamento')),
        importe_centesimos INTEGER NOT NULL CHECK (importe_centesimos > 0),
        creada_en TEXT NOT NULL,
        pagada_en TEXT
      );
      CREATE INDEX deudas_afiliado ON deudas (afiliado_id, tipo);

      -- A monthly fee: mes is YYYYMM; its total is the debt's importe.
      CREATE TABLE deuda_cuotas (
        id_transaccion INTEGER PRIMARY KEY REFERENCES deudas (id_transaccion) ON DELETE CASCADE,
        convenio TEXT NOT NULL,
        categoria TEXT NOT NULL,
        mes TEXT NOT NULL CHECK (mes GLOB '[0-9][0-9][0-9][0-9][01][0-9]'),
        autogenerado TEXT NOT NULL,
        cuota_social_centesimos INTEGER NOT NULL,
        fnr_centesimos INTEGER NOT NULL,
        iva_centesimos INTEGER NOT NULL
      );

      -- A medical order; dates YYYY-MM-DD and times HH:mm in Montevideo.
      CREATE TABLE deuda_ordenes (
        id_transaccion INTEGER PRIMARY KEY REFERENCES deudas (id_transaccion) ON DELETE CASCADE,
        convenio TEXT NOT NULL,
        especialidad_solicitada TEXT NOT NULL,
        medico_especialista TEXT NOT NULL,
        fecha_consulta TEXT NOT NULL,
        hora_aproximada TEXT NOT NULL,
        hora_inicio_policlinica TEXT NOT NULL,
        autogenerado TEXT NOT NULL,
        medico_referente TEXT NOT NULL,
        numero_orden TEXT NOT NULL,
        tipo_orden TEXT NOT NULL,
        edificio TEXT NOT NULL,
        tipo_cita TEXT NOT NULL,
        primera_fecha_disponible TEXT NOT NULL,
        motivo_postergacion TEXT,
        fecha_emision TEXT NOT NULL,
        usuario_emisor TEXT NOT NULL,
        canal_anotacion TEXT NOT NULL
      );

      -- A medicine package; its items are the details list (Nombre, Cantidad, Importe).
      CREATE TABLE deuda_medicamentos (
        id_transaccion INTEGER PRIMARY KEY REFERENCES deudas (id_transaccion) ON DELETE CASCADE,
        numero_paquete TEXT NOT NULL,
        fecha_transaccion TEXT NOT NULL
      );
      CREATE TABLE deuda_medicamento_items (
        id_transaccion INTEGER NOT NULL REFERENCES deuda_medicamentos (id_transaccion) ON DELETE CASCADE,
        orden INTEGER NOT NULL,
        nombre TEXT NOT NULL,
        cantidad INTEGER NOT NULL CHECK (cantidad > 0),
        importe_centesimos INTEGER NOT NULL,
        PRIMARY KEY (id_transaccion, orden)
      );

      -- An online payment of a debt (E36-E47); id is what init answers and finalizar/cancelar take (id_serv_mens,
      -- id_orden, id_medicamento). pendiente: started, waiting for the security code (requiere_cvv) or for
      -- finalizar; autorizado: the provider accepted the code; rechazado: the provider declined (motivo says why);
      -- confirmado: charged, with its invoice; cancelado; anulado: its invoice was annulled and the charge refunded.
      CREATE TABLE pagos (
        id INTEGER PRIMARY KEY,
        id_transaccion INTEGER NOT NULL REFERENCES deudas (id_transaccion) ON DELETE CASCADE,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id) ON DELETE CASCADE,
        medio_pago_id INTEGER REFERENCES medios_pago (id) ON DELETE SET NULL,
        importe_centesimos INTEGER NOT NULL,
        requiere_cvv INTEGER NOT NULL CHECK (requiere_cvv IN (0, 1)),
        estado TEXT NOT NULL
          CHECK (estado IN ('pendiente', 'autorizado', 'rechazado', 'confirmado', 'cancelado', 'anulado')),
        motivo TEXT,
        creado_en TEXT NOT NULL,
        actualizado_en TEXT NOT NULL
      );
      -- Money is charged once: a debt has at most one open payment and at most one confirmed one.
      CREATE UNIQUE INDEX pagos_uno_abierto ON pagos (id_transaccion) WHERE estado IN ('pendiente', 'autorizado');
      CREATE UNIQUE INDEX pagos_un_cobro ON pagos (id_transaccion) WHERE estado = 'confirmado';
      CREATE INDEX pagos_afiliado ON pagos (afiliado_id);

      -- The e-invoice (CFE) of a confirmed payment. nro_doc_cfe runs per serie.
      CREATE TABLE facturas (
        id INTEGER PRIMARY KEY,
        pago_id INTEGER NOT NULL UNIQUE REFERENCES pagos (id) ON DELETE CASCADE,
        tipo_documento_cfe TEXT NOT NULL,
        serie_cfe TEXT NOT NULL,
        nro_doc_cfe INTEGER NOT NULL,
        codigo_seguridad TEXT NOT NULL,
        importe_centesimos INTEGER NOT NULL,
        emitida_en TEXT NOT NULL,
        anulada_en TEXT,
        UNIQUE (serie_cfe, nro_doc_cfe)
      );

      -- A page session of the provider: adding a card to a group (captura, the E34 unique_id) or the security code
      -- of a payment (cvv). id is random and unguessable: whoever holds the page's address may use it, once.
      CREATE TABLE pasarela_sesiones (
        id TEXT PRIMARY KEY,
        tipo TEXT NOT NULL CHECK (tipo IN ('captura', 'cvv')),
        grupo_id INTEGER REFERENCES grupos_pago (id) ON DELETE CASCADE,
        pago_id INTEGER REFERENCES pagos (id) ON DELETE CASCADE,
        estado TEXT NOT NULL DEFAULT 'abierta'
          CHECK (estado IN ('abierta', 'aprobada', 'rechazada', 'cancelada', 'vencida')),
        creada_en TEXT NOT NULL,
        vence_en TEXT NOT NULL,
        cerrada_en TEXT,
        CHECK ((tipo = 'captura' AND grupo_id IS NOT NULL) OR (tipo = 'cvv' AND pago_id IS NOT NULL))
      );
    `,
  seed: (db, now) => {
    seedMediosPago(db, now)
    seedDeudas(db, now)
  },
}

import type { Migration } from '../types'

// The medical booking's reservations (E58–E63) and the prescribed-medicine purchases (E94–E97). Each costed one
// owes a debt of cobranzas (an order, a medicine package) and is paid with that debt's payments, so the provider's
// security-code page, the forced outcomes and the pending-payments list work for them as for any debt.
export const migration: Migration = {
  version: 11,
  name: 'reservas_y_compras',
  sql: `
      -- A cancelled booking or purchase calls its unpaid debt off: it leaves the pending list and cannot be paid.
      ALTER TABLE deudas ADD COLUMN anulada_en TEXT;

      -- A medical consultation booked on the web (E58). A slot is its calendar and start (fecha_hora,
      -- YYYY-MM-DDTHH:mm in Montevideo); metodo_pago: sin_costo (cost 0), online (a saved card), abitab or redpagos
      -- (paid at the agency). id_transaccion is the order debt of a costed booking. The other fields are kept as the
      -- portal sent them (datos, JSON) until the specialties and calendars exist in the sandbox.
      CREATE TABLE reservas_web (
        id INTEGER PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id) ON DELETE CASCADE,
        numero_calendario TEXT NOT NULL,
        fecha_hora TEXT NOT NULL,
        numero_orden TEXT NOT NULL,
        especialidad TEXT NOT NULL,
        costo_centesimos INTEGER NOT NULL CHECK (costo_centesimos >= 0),
        metodo_pago TEXT NOT NULL CHECK (metodo_pago IN ('sin_costo', 'online', 'abitab', 'redpagos')),
        id_transaccion INTEGER REFERENCES deudas (id_transaccion),
        datos TEXT NOT NULL,
        estado TEXT NOT NULL DEFAULT 'reservada' CHECK (estado IN ('reservada', 'cancelada')),
        tipo_cancelacion TEXT CHECK (tipo_cancelacion IN ('ONLINE', 'AGENCIA_PAGA', 'AGENCIA_NO_PAGA')),
        creada_en TEXT NOT NULL,
        actualizada_en TEXT NOT NULL
      );
      -- A slot is booked once while its reservation stands.
      CREATE UNIQUE INDEX reservas_web_un_lugar ON reservas_web (numero_calendario, fecha_hora) WHERE estado = 'reservada';
      CREATE INDEX reservas_web_afiliado ON reservas_web (afiliado_id, especialidad);

      -- A prescribed-medicine purchase (E94, flow B): its id is its medicine debt's id_transaccion (the API's
      -- deuda_id), bought by afiliado_id for the people in personas (JSON of E94's transacciones). metodo_pago is
      -- flow B's enum (AUTOGESTION 0, ABITAB 1, RED_PAGOS 2, ONLINE 3, DOMICILIO 4); id_env_far_dom the package
      -- number (nroBulto). datos keeps the delivery fields as sent.
      CREATE TABLE compras_medicamentos (
        id_transaccion INTEGER PRIMARY KEY REFERENCES deudas (id_transaccion) ON DELETE CASCADE,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id) ON DELETE CASCADE,
        id_env_far_dom INTEGER NOT NULL UNIQUE,
        metodo_pago INTEGER NOT NULL CHECK (metodo_pago BETWEEN 0 AND 4),
        costo_centesimos INTEGER NOT NULL CHECK (costo_centesimos > 0),
        personas TEXT NOT NULL,
        datos TEXT NOT NULL,
        estado TEXT NOT NULL DEFAULT 'registrada' CHECK (estado IN ('registrada', 'anulada')),
        creada_en TEXT NOT NULL,
        actualizada_en TEXT NOT NULL
      );
      CREATE INDEX compras_medicamentos_afiliado ON compras_medicamentos (afiliado_id);
    `,
}

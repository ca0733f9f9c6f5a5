import type { Migration } from '../types'
import { seedSolicitudMedicamentos } from '../../areas/solicitud-medicamentos/seed'

export const migration: Migration = {
  version: 14,
  name: 'solicitud-medicamentos',
  sql: `
      -- Flow A's delivery localities (E77) and their shipping methods. nombre is the API's name the portal reads:
      -- DOMICILIO is home delivery, PRESENCIAL pick-up at the pharmacy (spec 002 §3.2); etiqueta is what it shows.
      CREATE TABLE localidades_entrega (id INTEGER PRIMARY KEY, nombre TEXT NOT NULL);
      CREATE TABLE formas_envio (id INTEGER PRIMARY KEY, nombre TEXT NOT NULL);
      CREATE TABLE localidad_formas_envio (
        localidad_id INTEGER NOT NULL REFERENCES localidades_entrega (id),
        forma_envio_id INTEGER NOT NULL REFERENCES formas_envio (id),
        PRIMARY KEY (localidad_id, forma_envio_id)
      );
      -- Staff shipping types (E78) and the payment methods of each shipping method (E82, A46's codes 0-4).
      CREATE TABLE tipos_envio (id INTEGER PRIMARY KEY, nombre TEXT NOT NULL);
      CREATE TABLE formas_cobro (id INTEGER PRIMARY KEY, nombre TEXT NOT NULL);
      CREATE TABLE forma_envio_cobros (
        forma_envio_id INTEGER NOT NULL REFERENCES formas_envio (id),
        forma_cobro_id INTEGER NOT NULL REFERENCES formas_cobro (id),
        PRIMARY KEY (forma_envio_id, forma_cobro_id)
      );
      -- The suggestions' catalogue (E79); clave is the name in lower case without accents.
      CREATE TABLE medicamentos_catalogo (id INTEGER PRIMARY KEY, nombre TEXT NOT NULL UNIQUE, clave TEXT NOT NULL);

      -- A package: what one confirmation (E83) sends to a holder. While activo, the holder cannot start another
      -- (C58) and may cancel it (E76) when puede_cancelar. fecha_solicitud is an instant (ISO, UTC).
      CREATE TABLE paquetes_medicamentos (
        id INTEGER PRIMARY KEY,
        titular_afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        estado TEXT NOT NULL CHECK (estado IN ('activo', 'cancelado', 'entregado')),
        puede_cancelar INTEGER NOT NULL CHECK (puede_cancelar IN (0, 1)),
        fecha_solicitud TEXT NOT NULL,
        codigo_seguimiento TEXT NOT NULL UNIQUE,
        datos TEXT NOT NULL CHECK (json_valid(datos))
      );
      CREATE INDEX paquetes_titular ON paquetes_medicamentos (titular_afiliado_id, estado);

      -- One request per person of a package (E80's NroPedido); medicamentos is a JSON array of FarmacoSolicitado
      -- texts ("Enalapril 10 mg comprimidos - Unidades: 2", BR49). estado uses BR66's names plus delivered and
      -- cancelled, which carry no badge.
      CREATE TABLE pedidos_medicamentos (
        nro_pedido INTEGER PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        paquete_id INTEGER REFERENCES paquetes_medicamentos (id),
        fecha_solicitud TEXT NOT NULL,
        estado TEXT NOT NULL CHECK (estado IN ('pendingPayment', 'reserved', 'confirmed', 'delivered', 'cancelled')),
        medicamentos TEXT NOT NULL CHECK (json_valid(medicamentos) AND json_type(medicamentos) = 'array')
      );
      CREATE INDEX pedidos_afiliado ON pedidos_medicamentos (afiliado_id, fecha_solicitud);

      -- Prescriptions (E87): a recipe with its medicines (farmacos, a JSON array in the API's Farmaco fields).
      -- especial marks a special (discounted) recipe of a police family group (spec 002 §4.2).
      CREATE TABLE recetas (
        id INTEGER PRIMARY KEY,
        afiliado_id INTEGER NOT NULL REFERENCES afiliados (id),
        status TEXT NOT NULL CHECK (status IN ('OK', 'ERROR', 'ALERT', 'SINSTOCK')),
        status_mensaje TEXT,
        medico TEXT NOT NULL,
        nro_orden TEXT,
        sector TEXT NOT NULL,
        fecha_indicacion TEXT,
        fecha_proximo_retiro TEXT,
        fecha_ultima_entrega TEXT,
        fecha_vencimiento TEXT,
        indicacion TEXT NOT NULL,
        especial INTEGER NOT NULL CHECK (especial IN (0, 1)),
        farmacos TEXT NOT NULL CHECK (json_valid(farmacos) AND json_type(farmacos) = 'array')
      );
      CREATE INDEX recetas_afiliado ON recetas (afiliado_id);
    `,
  seed: seedSolicitudMedicamentos,
}

/**
 * Flow B's demo branches, payment methods, document types and unpaid orders (migration 021). Montevideo's branches
 * and Salto ship home or hand over at the counter; Las Piedras only hands over. Federico has two unpaid orders
 * (150 and 75.50 pesos: the pending-orders screen and banner).
 */
import type { Db } from '../../db/types'
import { findAfiliadoByCi } from '../afiliados/store'
import { FORMA_DOMICILIO, FORMA_PRESENCIAL } from './catalogo'

const AUTOGESTION = 0
const ABITAB = 1
const RED_PAGOS = 2
const ONLINE = 3
const DOMICILIO = 4

const SUCURSALES: Array<{ id: number; nombre: string; envios: Array<[number, number[]]> }> = [
  {
    id: 10,
    nombre: 'Montevideo Centro',
    envios: [
      [FORMA_PRESENCIAL, [AUTOGESTION, ABITAB, RED_PAGOS, ONLINE]],
      [FORMA_DOMICILIO, [ABITAB, RED_PAGOS, ONLINE, DOMICILIO]],
    ],
  },
  {
    id: 11,
    nombre: 'Montevideo Pocitos',
    envios: [
      [FORMA_PRESENCIAL, [ABITAB, RED_PAGOS, ONLINE]],
      [FORMA_DOMICILIO, [ABITAB, RED_PAGOS, ONLINE]],
    ],
  },
  { id: 20, nombre: 'Las Piedras', envios: [[FORMA_PRESENCIAL, [ABITAB, RED_PAGOS, ONLINE]]] },
  {
    id: 30,
    nombre: 'Salto',
    envios: [
      [FORMA_PRESENCIAL, [ABITAB, ONLINE]],
      [FORMA_DOMICILIO, [ABITAB, ONLINE, DOMICILIO]],
    ],
  },
]

export function seedCompraMedicamentos(db: Db): void {
  db.prepare('INSERT INTO ecommerce_formas_envio (id, nombre) VALUES (?, ?), (?, ?)').run(
    FORMA_PRESENCIAL,
    'PRESENCIAL',
    FORMA_DOMICILIO,
    'DOMICILIO',
  )
  const sucursal = db.prepare('INSERT INTO ecommerce_sucursales (id, nombre) VALUES (?, ?)')
  const metodo = db.prepare('INSERT INTO ecommerce_metodos_pago (sucursal_id, forma_envio_id, metodo_pago) VALUES (?, ?, ?)')
  for (const s of SUCURSALES) {
    sucursal.run(s.id, s.nombre)
    for (const [forma, metodos] of s.envios) for (const m of metodos) metodo.run(s.id, forma, m)
  }
  db.prepare('INSERT INTO ecommerce_tipos_documento (id, descripcion) VALUES (1, ?), (2, ?)').run('Cédula de identidad', 'Pasaporte')
  const federico = findAfiliadoByCi(db, '67890127')
  if (federico) {
    db.prepare('INSERT INTO ordenes_pendientes_medicamentos (afiliado_id, valor_centesimos) VALUES (?, 15000), (?, 7550)').run(
      federico.id,
      federico.id,
    )
  }
}

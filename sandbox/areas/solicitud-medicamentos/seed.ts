/**
 * Flow A's reference data and demo rows, dated from the sandbox clock when the tables are created: localities with
 * their shipping methods, staff shipping types, payment methods, the catalogue; Ana's and Bruno's request history
 * (no active package); Elena with an active package she may cancel, Federico with one he may not. Carla (staff) has
 * none. The prescriptions of E87 are seeded here too, by their own module.
 */
import type { Db } from '../../db/types'
import { addDays, fromMontevideo, toMontevideo } from '../../lib/local-time'
import { findAfiliadoByCi } from '../afiliados/store'
import { seedRecetas } from '../ecommerce-medicamentos/recetas-seed'
import { insertCatalog, insertPaquete, insertPedido, type EstadoPedido } from './store'

export const FORMA_PRESENCIAL = 1
export const FORMA_DOMICILIO = 2

const LOCALIDADES: Array<[number, string, number[]]> = [
  [1, 'Montevideo', [FORMA_PRESENCIAL, FORMA_DOMICILIO]],
  [2, 'Ciudad de la Costa', [FORMA_PRESENCIAL, FORMA_DOMICILIO]],
  [3, 'Las Piedras', [FORMA_PRESENCIAL]],
  [4, 'Maldonado', [FORMA_PRESENCIAL, FORMA_DOMICILIO]],
]

// A46: flow B's payment codes. Pick-up pays at the pharmacy or an agency, home delivery on delivery or an agency.
const FORMAS_COBRO: Array<[number, string]> = [
  [0, 'Autogestión'],
  [1, 'Abitab'],
  [2, 'RedPagos'],
  [3, 'Pago en línea'],
  [4, 'Pago en domicilio'],
]
const COBROS: Array<[number, number[]]> = [
  [FORMA_PRESENCIAL, [0, 1, 2]],
  [FORMA_DOMICILIO, [1, 2, 4]],
]

const TIPOS_ENVIO: Array<[number, string]> = [
  [1, 'Envío interno'],
  [2, 'Envío a sector de trabajo'],
]

type PedidoSeed = { days: number; time: string; estado: EstadoPedido; medicamentos: string[] }

const ANA: PedidoSeed[] = [
  {
    days: -5,
    time: '10:15',
    estado: 'pendingPayment',
    medicamentos: ['Enalapril 10 mg comprimidos - Unidades: 2', 'Atorvastatina 20 mg comprimidos - Unidades: 1'],
  },
  { days: -21, time: '09:05', estado: 'confirmed', medicamentos: ['Levotiroxina 50 mcg comprimidos - Unidades: 3'] },
  {
    days: -48,
    time: '16:40',
    estado: 'delivered',
    medicamentos: ['Omeprazol 20 mg cápsulas - Unidades: 1', 'Paracetamol 500 mg comprimidos - Unidades: 2'],
  },
  { days: -90, time: '11:30', estado: 'cancelled', medicamentos: ['Ibuprofeno 400 mg comprimidos - Unidades: 1'] },
  // Older than the portal's year: a request the history's range leaves out.
  { days: -400, time: '08:45', estado: 'delivered', medicamentos: ['Amoxicilina 500 mg cápsulas - Unidades: 2'] },
]

const BRUNO: PedidoSeed[] = [
  { days: -12, time: '14:20', estado: 'reserved', medicamentos: ['Losartán 50 mg comprimidos - Unidades: 2'] },
]

export function seedSolicitudMedicamentos(db: Db, now: Date): void {
  const insertLocalidad = db.prepare('INSERT INTO localidades_entrega (id, nombre) VALUES (?, ?)')
  const insertForma = db.prepare('INSERT INTO formas_envio (id, nombre) VALUES (?, ?)')
  const link = db.prepare('INSERT INTO localidad_formas_envio (localidad_id, forma_envio_id) VALUES (?, ?)')
  insertForma.run(FORMA_PRESENCIAL, 'PRESENCIAL')
  insertForma.run(FORMA_DOMICILIO, 'DOMICILIO')
  for (const [id, nombre, formas] of LOCALIDADES) {
    insertLocalidad.run(id, nombre)
    for (const forma of formas) link.run(id, forma)
  }
  const insertCobro = db.prepare('INSERT INTO formas_cobro (id, nombre) VALUES (?, ?)')
  for (const [id, nombre] of FORMAS_COBRO) insertCobro.run(id, nombre)
  const linkCobro = db.prepare('INSERT INTO forma_envio_cobros (forma_envio_id, forma_cobro_id) VALUES (?, ?)')
  for (const [forma, cobros] of COBROS) for (const cobro of cobros) linkCobro.run(forma, cobro)
  const insertTipo = db.prepare('INSERT INTO tipos_envio (id, nombre) VALUES (?, ?)')
  for (const [id, nombre] of TIPOS_ENVIO) insertTipo.run(id, nombre)
  insertCatalog(db)

  const today = toMontevideo(now).date
  const at = (days: number, time: string) => fromMontevideo(addDays(today, days), time)
  // By CI, so a database whose personas were edited gets fewer rows instead of failing.
  for (const [ci, pedidos] of [
    ['12345672', ANA],
    ['23456783', BRUNO],
  ] as const) {
    const afiliado = findAfiliadoByCi(db, ci)
    if (!afiliado) continue
    for (const p of pedidos) {
      insertPedido(db, {
        afiliadoId: afiliado.id,
        paqueteId: null,
        fechaSolicitud: at(p.days, p.time),
        estado: p.estado,
        medicamentos: p.medicamentos,
      })
    }
  }

  const packages: Array<[string, boolean, string]> = [
    ['56789016', true, 'EL3307'],
    ['67890127', false, 'FD4821'],
  ]
  for (const [ci, puedeCancelar, codigo] of packages) {
    const afiliado = findAfiliadoByCi(db, ci)
    if (!afiliado) continue
    const fechaSolicitud = at(-1, '15:10')
    const paquete = insertPaquete(db, {
      titularAfiliadoId: afiliado.id,
      estado: 'activo',
      puedeCancelar,
      fechaSolicitud,
      codigoSeguimiento: codigo,
      datos: { seed: true },
    })
    insertPedido(db, {
      afiliadoId: afiliado.id,
      paqueteId: paquete.id,
      fechaSolicitud,
      estado: puedeCancelar ? 'pendingPayment' : 'confirmed',
      medicamentos: ['Metformina 850 mg comprimidos - Unidades: 2'],
    })
  }

  seedRecetas(db, now)
}

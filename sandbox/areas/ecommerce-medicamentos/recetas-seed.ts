/**
 * Demo prescriptions (E87), dated from the sandbox clock: Ana has a current recipe, one with an item out of stock,
 * one with an alert, one in error, and a special (discounted) recipe; Bruno two current recipes (decisions: demo
 * personas); Gabriela, the minor Ana represents, four current recipes of three medicines each, so that Ana's family
 * has 20 medicines to choose from (the benchmark's medicines step: 3 affiliates, 20 medicines).
 */
import type { Db } from '../../db/types'
import { addDays, toMontevideo } from '../../lib/local-time'
import { findAfiliadoByCi } from '../afiliados/store'
import { insertReceta, type Farmaco, type NewReceta } from './recetas'

type Days = number | null
type RecetaSeed = Omit<NewReceta, 'afiliadoId' | 'fechas'> & {
  indicada: Days
  proximo: Days
  ultima: Days
  vence: Days
}

function farmaco(id: number, nombre: string, precio: number, extra: Partial<Farmaco> = {}): Farmaco {
  return {
    Id_Farmaco_Geosalud: id,
    NombreFarmaco: nombre,
    PrecioTicket: precio,
    CantidadCajasPorTicket: 1,
    CantidadMaximaDeUnidades: 3,
    CantidadCajasMaxima: 3,
    CantidadMaximaTickets: 3,
    FechaProximoRetiro: null,
    CoincideConIndicacionMedica: true,
    AlertaECommerce: 0,
    AlertaECommerceDescripcion: null,
    ...extra,
  }
}

const ANA: RecetaSeed[] = [
  {
    id: 7001,
    status: 'OK',
    statusMensaje: null,
    medico: 'Dra. Laura Méndez',
    nroOrden: '480112',
    sector: 'Medicina General',
    indicacion: 'Un comprimido cada 12 horas. Control de presión arterial en 30 días.',
    especial: false,
    indicada: -20,
    proximo: -1,
    ultima: -31,
    vence: 160,
    farmacos: [
      farmaco(10452, 'Enalapril 10 mg comprimidos', 186),
      farmaco(10877, 'Atorvastatina 20 mg comprimidos', 240, { CantidadCajasPorTicket: 2, CantidadMaximaDeUnidades: 4 }),
    ],
  },
  {
    id: 7002,
    status: 'SINSTOCK',
    statusMensaje: 'Sin stock en la farmacia de la localidad. Puede dejarlo pendiente de entrega.',
    medico: 'Dr. Martín Silva',
    nroOrden: '480245',
    sector: 'Cardiología',
    indicacion: 'Un comprimido por día en la mañana.',
    especial: false,
    indicada: -40,
    proximo: 0,
    ultima: -35,
    vence: 140,
    farmacos: [farmaco(11203, 'Bisoprolol 5 mg comprimidos', 210, { CantidadCajasMaxima: 2 })],
  },
  {
    id: 7003,
    status: 'ALERT',
    statusMensaje: 'La próxima entrega de este medicamento se habilita a partir de la fecha de próximo retiro.',
    medico: 'Dra. Laura Méndez',
    nroOrden: null,
    sector: 'Medicina General',
    indicacion: 'Una cápsula en ayunas.',
    especial: false,
    indicada: -10,
    proximo: 12,
    ultima: -8,
    vence: 170,
    farmacos: [
      farmaco(10310, 'Omeprazol 20 mg cápsulas', 150, {
        FechaProximoRetiro: null,
        AlertaECommerce: 2,
        AlertaECommerceDescripcion: 'Retiro anticipado: la última entrega fue hace menos de 30 días.',
      }),
    ],
  },
  {
    id: 7004,
    status: 'ERROR',
    statusMensaje: 'La receta está vencida. Solicite una nueva indicación a su médico.',
    medico: 'Dr. Gonzalo Fernández',
    nroOrden: '470998',
    sector: 'Endocrinología',
    indicacion: 'Un comprimido por día.',
    especial: false,
    indicada: -200,
    proximo: null,
    ultima: -120,
    vence: -20,
    farmacos: [
      farmaco(10599, 'Levotiroxina 50 mcg comprimidos', 198, {
        AlertaECommerce: 3,
        AlertaECommerceDescripcion: 'Receta vencida',
        CoincideConIndicacionMedica: false,
      }),
    ],
  },
  {
    id: 7005,
    status: 'OK',
    statusMensaje: null,
    medico: 'Dr. Sebastián Correa',
    nroOrden: '480330',
    sector: 'Medicina General',
    indicacion: 'Un comprimido cada 8 horas si hay dolor. Receta especial con tickets bonificados.',
    especial: true,
    indicada: -3,
    proximo: null,
    ultima: null,
    vence: 27,
    farmacos: [
      farmaco(10021, 'Paracetamol 500 mg comprimidos', 95, {
        CantidadMaximaTickets: 2,
        AlertaECommerce: 1,
        AlertaECommerceDescripcion: 'Receta especial: los tickets tienen precio bonificado.',
      }),
    ],
  },
]

const BRUNO: RecetaSeed[] = [
  {
    id: 7101,
    status: 'OK',
    statusMensaje: null,
    medico: 'Dr. Fernando Olivera',
    nroOrden: '480501',
    sector: 'Cardiología',
    indicacion: 'Un comprimido por día.',
    especial: false,
    indicada: -15,
    proximo: -2,
    ultima: -32,
    vence: 165,
    farmacos: [farmaco(10930, 'Losartán 50 mg comprimidos', 175)],
  },
  {
    id: 7102,
    status: 'OK',
    statusMensaje: null,
    medico: 'Dra. Laura Méndez',
    nroOrden: null,
    sector: 'Medicina General',
    indicacion: 'Un comprimido con el almuerzo y otro con la cena.',
    especial: false,
    indicada: -60,
    proximo: 1,
    ultima: -29,
    vence: 120,
    farmacos: [farmaco(10640, 'Metformina 850 mg comprimidos', 130, { CantidadCajasPorTicket: 2, CantidadMaximaDeUnidades: 6 })],
  },
]

/** Gabriela's current recipes: three medicines each, every one choosable. */
function gabrielaReceta(id: number, sector: string, medico: string, farmacos: Farmaco[]): RecetaSeed {
  return {
    id,
    status: 'OK',
    statusMensaje: null,
    medico,
    nroOrden: String(490000 + id),
    sector,
    indicacion: 'Según indicación pediátrica; consultar ante cualquier duda.',
    especial: false,
    indicada: -12,
    proximo: -1,
    ultima: -30,
    vence: 150,
    farmacos,
  }
}

const GABRIELA: RecetaSeed[] = [
  gabrielaReceta(7201, 'Pediatría', 'Dra. Sofía Pereira', [
    farmaco(12001, 'Ibuprofeno 100 mg/5 ml suspensión', 120),
    farmaco(12002, 'Paracetamol 120 mg/5 ml jarabe', 90),
    farmaco(12003, 'Amoxicilina 250 mg/5 ml suspensión', 160, { CantidadCajasPorTicket: 2, CantidadMaximaDeUnidades: 4 }),
  ]),
  gabrielaReceta(7202, 'Neumología Pediátrica', 'Dr. Andrés Rodríguez', [
    farmaco(12004, 'Salbutamol 100 mcg aerosol', 210),
    farmaco(12005, 'Budesonida 200 mcg aerosol', 340),
    farmaco(12006, 'Montelukast 4 mg comprimidos masticables', 280),
  ]),
  gabrielaReceta(7203, 'Dermatología', 'Dra. Valeria Castro', [
    farmaco(12007, 'Loratadina 5 mg/5 ml jarabe', 110),
    farmaco(12008, 'Hidrocortisona 1 % crema', 130),
    farmaco(12009, 'Vaselina líquida 100 ml', 70, { CantidadCajasPorTicket: 2, CantidadMaximaDeUnidades: 6 }),
  ]),
  gabrielaReceta(7204, 'Pediatría', 'Dra. Sofía Pereira', [
    farmaco(12010, 'Hierro polimaltosado gotas', 150),
    farmaco(12011, 'Vitamina D 400 UI gotas', 125),
    farmaco(12012, 'Sales de rehidratación oral sobres', 60, { CantidadMaximaDeUnidades: 6, CantidadCajasMaxima: 6, CantidadMaximaTickets: 6 }),
  ]),
]

export function seedRecetas(db: Db, now: Date): void {
  insertFor(db, now, '12345672', ANA)
  insertFor(db, now, '23456783', BRUNO)
}

/**
 * Gabriela's recipes, added by migration 025 after the others (a database made before it gets them on its next
 * start): Ana's family, Ana, Bruno and Gabriela, then has 20 medicines (the benchmark's medicines step).
 */
export function seedRecetasGabriela(db: Db, now: Date): void {
  insertFor(db, now, '78901238', GABRIELA)
}

/** The recipes of the affiliate with this CI, dated from the sandbox clock; none when she is not in the database. */
function insertFor(db: Db, now: Date, ci: string, recetas: RecetaSeed[]): void {
  const today = toMontevideo(now).date
  const date = (days: Days, time = '09:00:00') => (days === null ? null : `${addDays(today, days)}T${time}`)
  const afiliado = findAfiliadoByCi(db, ci)
  if (!afiliado) return
  for (const { indicada, proximo, ultima, vence, ...receta } of recetas) {
    insertReceta(db, {
      ...receta,
      afiliadoId: afiliado.id,
      fechas: {
        indicacion: date(indicada, '10:30:00'),
        proximoRetiro: date(proximo),
        ultimaEntrega: date(ultima),
        vencimiento: date(vence, '00:00:00'),
      },
      farmacos: receta.farmacos.map((f) => ({ ...f, FechaProximoRetiro: f.FechaProximoRetiro ?? date(proximo) })),
    })
  }
}

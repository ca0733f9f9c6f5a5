/**
 * Demo coordinated techniques and third-party referrals, dated from the sandbox clock's Montevideo date when the
 * tables are created. Ana has coordinations of every kind (one study needs consent) and three referrals (the oldest
 * expired, without a file); Bruno one coordination and one referral; everyone else none.
 */
import type { Db } from '../../db/types'
import { addDays, toMontevideo } from '../../lib/local-time'
import { findAfiliadoByCi, type AfiliadoRow } from '../afiliados/store'
import { copyTecnicas, insertCoordinacion, insertPase, type NewCoordinacion } from './store'

const ANA_CI = '12345672'
const BRUNO_CI = '23456783'

const SEDE_CENTRAL = { sucursalId: 1, direccion: 'Av. 18 de Julio 1750, Montevideo' }
const SEDE_ANEXO = { sucursalId: 1, direccion: 'Colonia 1820, Montevideo' }
const COSTA = { sucursalId: 2, direccion: 'Av. Giannattasio km 21.500, Ciudad de la Costa' }
const AYUNO_8 = 'Concurrir con 8 horas de ayuno (puede tomar agua).'

type At = { days: number; hora: string }
type CoordinacionSeed = Omit<NewCoordinacion, 'fecha' | 'hora' | 'sucursalId' | 'direccion'> &
  At & { lugar: { sucursalId: number; direccion: string } | 'domicilio' }

const ANA: Array<CoordinacionSeed & { id: number }> = [
  {
    id: 1,
    tipo: 'indicacion',
    area: 'Laboratorio',
    lugar: SEDE_ANEXO,
    medicoInformante: 'Dra. Laura Méndez',
    days: 3,
    hora: '07:30',
    sector: 'Extracciones',
    estudios: [
      { nombre: 'Hemograma completo', requiereConsentimiento: false, indicaciones: [AYUNO_8] },
      {
        nombre: 'Perfil lipídico',
        requiereConsentimiento: false,
        indicaciones: ['Concurrir con 12 horas de ayuno.', 'No consumir alcohol en las 48 horas previas.'],
      },
    ],
  },
  {
    id: 2,
    tipo: 'indicacion',
    area: 'Imagenología',
    lugar: SEDE_CENTRAL,
    medicoInformante: 'Dr. Gonzalo Fernández',
    days: 6,
    hora: '08:30',
    sector: 'Ecografía',
    estudios: [
      {
        nombre: 'Ecografía abdominal',
        requiereConsentimiento: false,
        indicaciones: [
          'Concurrir con 6 horas de ayuno.',
          'Beber un litro de agua una hora antes del estudio y no orinar hasta realizarlo.',
        ],
      },
    ],
  },
  {
    id: 3,
    tipo: 'indicacion',
    area: 'Imagenología',
    lugar: COSTA,
    medicoInformante: 'Dr. Fernando Olivera',
    days: 15,
    hora: '10:00',
    sector: 'Tomografía',
    estudios: [
      {
        nombre: 'Tomografía de abdomen con contraste',
        requiereConsentimiento: true,
        indicaciones: [
          'Concurrir con 6 horas de ayuno.',
          'Traer un análisis de creatinina de los últimos 30 días.',
          'Firmar el consentimiento informado antes del estudio.',
        ],
      },
    ],
  },
  {
    id: 4,
    tipo: 'urgencia',
    area: 'Emergencia',
    lugar: SEDE_CENTRAL,
    medicoInformante: 'Dr. Sebastián Correa',
    days: -1,
    hora: '22:15',
    sector: 'Radiología de urgencia',
    estudios: [
      {
        nombre: 'Radiografía de tórax',
        requiereConsentimiento: false,
        indicaciones: ['Retirar collares y objetos metálicos del tórax.'],
      },
    ],
  },
  {
    id: 5,
    tipo: 'anotacion',
    area: 'Cardiología',
    lugar: COSTA,
    medicoInformante: 'Dr. Martín Silva',
    days: 9,
    hora: '15:30',
    sector: 'Cardiología',
    estudios: [
      {
        nombre: 'Electrocardiograma',
        requiereConsentimiento: false,
        indicaciones: ['Concurrir 15 minutos antes de la consulta.'],
      },
      { nombre: 'Ecocardiograma', requiereConsentimiento: false, indicaciones: ['No requiere preparación.'] },
    ],
  },
  {
    id: 6,
    tipo: 'domicilio',
    area: 'Laboratorio',
    lugar: 'domicilio',
    medicoInformante: 'Dra. Laura Méndez',
    days: 4,
    hora: '07:00',
    sector: 'Extracciones a domicilio',
    estudios: [
      {
        nombre: 'Glicemia',
        requiereConsentimiento: false,
        indicaciones: [AYUNO_8, 'Tener a mano la cédula de identidad.'],
      },
    ],
  },
  {
    id: 7,
    tipo: 'pase',
    area: 'Rehabilitación',
    lugar: SEDE_ANEXO,
    medicoInformante: 'Dr. Gabriel Duarte',
    days: 7,
    hora: '11:00',
    sector: 'Fisioterapia',
    estudios: [
      {
        nombre: 'Fisioterapia de rodilla (10 sesiones)',
        requiereConsentimiento: false,
        indicaciones: ['Concurrir con ropa cómoda.', 'Traer una toalla.'],
      },
    ],
  },
  {
    id: 8,
    tipo: 'domicilio-urgente',
    area: 'Enfermería',
    lugar: 'domicilio',
    medicoInformante: 'Lic. Mónica Da Silva',
    days: 0,
    hora: '18:00',
    sector: 'Enfermería a domicilio',
    estudios: [
      {
        nombre: 'Curación de herida',
        requiereConsentimiento: false,
        indicaciones: ['Tener disponible la medicación indicada por su médico.'],
      },
    ],
  },
]

const BRUNO: Array<CoordinacionSeed & { id: number }> = [
  {
    id: 9,
    tipo: 'indicacion',
    area: 'Laboratorio',
    lugar: SEDE_ANEXO,
    medicoInformante: 'Dr. Gonzalo Fernández',
    days: 5,
    hora: '08:00',
    sector: 'Extracciones',
    estudios: [
      { nombre: 'Glicemia', requiereConsentimiento: false, indicaciones: [AYUNO_8] },
      { nombre: 'Hemoglobina glicosilada', requiereConsentimiento: false, indicaciones: ['No requiere ayuno.'] },
    ],
  },
]

const PASES = [
  {
    id: 1,
    ci: ANA_CI,
    especialidad: 'Resonancia magnética',
    prestador: 'Centro de Diagnóstico por Imágenes del Sur',
    direccion_prestador: 'Bulevar Artigas 1550, Montevideo',
    medico_derivante: 'Dr. Pablo Núñez',
    motivo: 'Resonancia magnética de rodilla derecha',
    emitido: -10,
    vigencia: 60,
    tiene_archivo: 1,
  },
  {
    id: 2,
    ci: ANA_CI,
    especialidad: 'Medicina nuclear',
    prestador: 'Instituto de Medicina Nuclear del Este',
    direccion_prestador: 'Av. Roosevelt parada 10, Maldonado',
    medico_derivante: 'Dr. Martín Silva',
    motivo: 'Centellograma de perfusión miocárdica',
    emitido: -3,
    vigencia: 90,
    tiene_archivo: 1,
  },
  {
    id: 3,
    ci: ANA_CI,
    especialidad: 'Odontología',
    prestador: 'Clínica Odontológica Rambla',
    direccion_prestador: 'Rambla República de México 5500, Montevideo',
    medico_derivante: 'Dr. Leonardo Pintos',
    motivo: 'Extracción de tercer molar',
    emitido: -40,
    vigencia: 30,
    tiene_archivo: 0,
  },
  {
    id: 4,
    ci: BRUNO_CI,
    especialidad: 'Fisioterapia',
    prestador: 'Centro de Rehabilitación Costa',
    direccion_prestador: 'Av. Giannattasio km 20, Ciudad de la Costa',
    medico_derivante: 'Dr. Gabriel Duarte',
    motivo: 'Rehabilitación de hombro izquierdo',
    emitido: -5,
    vigencia: 60,
    tiene_archivo: 1,
  },
]

export function seedTecnicas(db: Db, now: Date): void {
  const today = toMontevideo(now).date
  // By CI, so a database whose personas were edited gets fewer rows instead of failing.
  const owners: Array<[string, Array<CoordinacionSeed & { id: number }>]> = [
    [ANA_CI, ANA],
    [BRUNO_CI, BRUNO],
  ]
  for (const [ci, coordinaciones] of owners) {
    const afiliado = findAfiliadoByCi(db, ci)
    if (!afiliado) continue
    for (const { id, days, lugar, ...c } of coordinaciones) {
      const place =
        lugar === 'domicilio' ? { sucursalId: null, direccion: afiliado.direccion ?? 'Domicilio del afiliado' } : lugar
      insertCoordinacion(db, afiliado.id, { ...c, ...place, fecha: addDays(today, days) }, id)
    }
  }
  for (const { id, ci, emitido, vigencia, ...pase } of PASES) {
    const afiliado = findAfiliadoByCi(db, ci)
    if (!afiliado) continue
    const fechaEmision = addDays(today, emitido)
    insertPase(
      db,
      afiliado.id,
      { ...pase, fecha_emision: fechaEmision, vigente_hasta: addDays(fechaEmision, vigencia) },
      id,
    )
  }
}

/** A test persona made like another has copies of her coordinations and referrals. */
export function copyPersonaTecnicas(db: Db, from: AfiliadoRow, to: AfiliadoRow): void {
  copyTecnicas(db, from.id, to.id)
}

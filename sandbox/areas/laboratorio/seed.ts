/**
 * Demo lab reports, dated from the sandbox clock's Montevideo date when the table is created. Ana has three ready
 * reports and one still in process (sampled yesterday); Bruno one ready and one in process; everyone else none.
 */
import type { Db } from '../../db/types'
import { addDays, toMontevideo } from '../../lib/local-time'
import { findAfiliadoByCi, type AfiliadoRow } from '../afiliados/store'
import { copyInformes, insertInforme, type NewInforme } from './store'

const ANA_CI = '12345672'
const BRUNO_CI = '23456783'

type InformeSeed = Omit<NewInforme, 'fecha'> & { id: number; days: number }

const INFORMES: Array<InformeSeed & { ci: string }> = [
  {
    id: 1,
    ci: ANA_CI,
    days: -30,
    estudio: 'Hemograma completo',
    medicoSolicitante: 'Dra. Laura Méndez',
    estado: 'listo',
    resultados: [
      ['Hemoglobina', '13,8 g/dL', '12,0 - 16,0 g/dL'],
      ['Leucocitos', '6.900 /mm³', '4.000 - 10.000 /mm³'],
      ['Plaquetas', '245.000 /mm³', '150.000 - 400.000 /mm³'],
    ],
  },
  {
    id: 2,
    ci: ANA_CI,
    days: -12,
    estudio: 'Perfil lipídico',
    medicoSolicitante: 'Dr. Martín Silva',
    estado: 'listo',
    resultados: [
      ['Colesterol total', '192 mg/dL', 'menor a 200 mg/dL'],
      ['Colesterol HDL', '58 mg/dL', 'mayor a 40 mg/dL'],
      ['Triglicéridos', '110 mg/dL', 'menor a 150 mg/dL'],
    ],
  },
  {
    id: 3,
    ci: ANA_CI,
    days: -5,
    estudio: 'Glicemia',
    medicoSolicitante: 'Dra. Laura Méndez',
    estado: 'listo',
    resultados: [['Glucosa en ayunas', '92 mg/dL', '70 - 110 mg/dL']],
  },
  {
    id: 4,
    ci: ANA_CI,
    days: -1,
    estudio: 'Urocultivo',
    medicoSolicitante: 'Dr. Gonzalo Fernández',
    estado: 'en_proceso',
    resultados: [],
  },
  {
    id: 5,
    ci: BRUNO_CI,
    days: -8,
    estudio: 'Hemoglobina glicosilada',
    medicoSolicitante: 'Dr. Gonzalo Fernández',
    estado: 'listo',
    resultados: [['Hemoglobina A1c', '5,4 %', 'menor a 5,7 %']],
  },
  {
    id: 6,
    ci: BRUNO_CI,
    days: -2,
    estudio: 'Función renal',
    medicoSolicitante: 'Dr. Gonzalo Fernández',
    estado: 'en_proceso',
    resultados: [],
  },
]

export function seedLaboratorio(db: Db, now: Date): void {
  const today = toMontevideo(now).date
  for (const { id, ci, days, ...informe } of INFORMES) {
    // By CI, so a database whose personas were edited gets fewer rows instead of failing.
    const afiliado = findAfiliadoByCi(db, ci)
    if (afiliado) insertInforme(db, afiliado.id, { ...informe, fecha: addDays(today, days) }, id)
  }
}

/** A test persona made like another has copies of her lab reports. */
export function copyPersonaLaboratorio(db: Db, from: AfiliadoRow, to: AfiliadoRow): void {
  copyInformes(db, from.id, to.id)
}

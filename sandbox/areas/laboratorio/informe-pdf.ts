/** The file of a ready lab report: its study, the member, the requesting doctor and each analysis's result. */
import { factsPdf } from '../../lib/facts-pdf'
import { dayMonthYear, fromMontevideo } from '../../lib/local-time'
import type { AfiliadoRow } from '../afiliados/store'
import type { Informe } from './store'

export function informePdf(informe: Informe, afiliado: AfiliadoRow): Promise<Uint8Array> {
  return factsPdf({
    title: `Informe de laboratorio N.º ${informe.id}`,
    date: fromMontevideo(informe.fecha, '00:00'),
    facts: [
      ['Afiliado', `${afiliado.nombre} ${afiliado.apellido}, C.I. ${afiliado.ci}`],
      ['Estudio', informe.estudio],
      ['Médico solicitante', informe.medicoSolicitante],
      ['Fecha de extracción', dayMonthYear(informe.fecha).join('/')],
      ...informe.resultados.map(([analisis, valor, referencia]) => [analisis, `${valor} (referencia: ${referencia})`] as const),
    ],
    notes: ['Consulte los resultados con su médico tratante.'],
  })
}

/**
 * The file of a third-party referral (E74): a one-page PDF the member shows at the provider, drawn from the
 * referral's row (sandbox/lib/facts-pdf.ts). Deterministic: the document's dates are the referral's issue date, so
 * the same referral gives the same bytes.
 */
import { factsPdf } from '../../lib/facts-pdf'
import { dayMonthYear, fromMontevideo } from '../../lib/local-time'
import type { AfiliadoRow } from '../afiliados/store'
import type { PaseRow } from './store'

const slashDate = (date: string) => dayMonthYear(date).join('/')

export function pasePdf(pase: PaseRow, afiliado: AfiliadoRow): Promise<Uint8Array> {
  return factsPdf({
    title: `Pase a terceros N.º ${pase.id}`,
    date: fromMontevideo(pase.fecha_emision, '00:00'),
    facts: [
      ['Afiliado', `${afiliado.nombre} ${afiliado.apellido}, C.I. ${afiliado.ci}`],
      ['Especialidad', pase.especialidad],
      ['Prestador', pase.prestador],
      ['Dirección del prestador', pase.direccion_prestador],
      ['Motivo', pase.motivo],
      ['Médico derivante', pase.medico_derivante],
      ['Fecha de emisión', slashDate(pase.fecha_emision)],
      ['Válido hasta', slashDate(pase.vigente_hasta)],
    ],
    notes: ['Presente este pase y su cédula de identidad en el prestador.'],
  })
}

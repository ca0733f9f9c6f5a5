/**
 * Demo signed documents, dated from the sandbox clock's Montevideo date: two signed (a medical certificate and a
 * certificate of attendance), one never signed (no author) and one whose signature was never associated (an author
 * but no date). The ids are fixed so demos and tests can open them.
 */
import type { Db } from '../../db/types'
import { addDays, toMontevideo } from '../../lib/local-time'
import { insertDocumento, type NewDocumentoFirmado } from './store'

export const DOCUMENTOS_DEMO = {
  certificado: '3f2b8c1e-6a4d-4e8b-9c2f-1a7d5e0b4c11',
  constancia: '8d1e4a7b-2c5f-4b9a-8e3d-6f0a2b7c9d22',
  sinFirmar: 'c5a9e2d4-7b1f-4a6c-9d8e-3b2f1a0c5e33',
  sinFecha: 'e7c3b1a9-4d2e-4f8b-a6c5-9e1d0f2a7b44',
} as const

const DOCUMENTOS: Array<Omit<NewDocumentoFirmado, 'fechaAsociacion'> & { days: number | null }> = [
  {
    id: DOCUMENTOS_DEMO.certificado,
    titulo: 'Certificado médico',
    autor: { id: 7, firstName: 'Laura', lastName: 'Méndez' },
    days: -3,
  },
  {
    id: DOCUMENTOS_DEMO.constancia,
    titulo: 'Constancia de atención',
    autor: { id: 12, firstName: 'Martín', lastName: 'Silva' },
    days: -20,
  },
  { id: DOCUMENTOS_DEMO.sinFirmar, titulo: 'Certificado médico', autor: null, days: -1 },
  {
    id: DOCUMENTOS_DEMO.sinFecha,
    titulo: 'Constancia de atención',
    autor: { id: 7, firstName: 'Laura', lastName: 'Méndez' },
    days: null,
  },
]

export function seedDocumentosFirmados(db: Db, now: Date): void {
  const today = toMontevideo(now).date
  for (const { days, ...documento } of DOCUMENTOS) {
    insertDocumento(db, { ...documento, fechaAsociacion: days === null ? null : addDays(today, days) })
  }
}

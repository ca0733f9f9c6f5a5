/**
 * The file of a third-party referral (E74): a one-page PDF the member shows at the provider, drawn with pdf-lib
 * from the referral's row. Deterministic: the document's dates are the referral's issue date, so the same referral
 * gives the same bytes.
 */
import type { PDFFont } from 'pdf-lib'
import { dayMonthYear, fromMontevideo } from '../../lib/local-time'
import type { AfiliadoRow } from '../afiliados/store'
import type { PaseRow } from './store'

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 56.7
const SIZE = { title: 16, body: 11 }

/** Helvetica's WinAnsi covers Spanish; anything else is printed without its accent, or as '?', never failing. */
function printable(font: PDFFont, value: string): string {
  const supported = new Set(font.getCharacterSet())
  return [...value.normalize('NFC')]
    .map((char) => {
      if (supported.has(char.codePointAt(0) ?? 0)) return char
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '')
      return [...bare].every((part) => supported.has(part.codePointAt(0) ?? 0)) && bare !== '' ? bare : '?'
    })
    .join('')
}

const slashDate = (date: string) => dayMonthYear(date).join('/')

export async function pasePdf(pase: PaseRow, afiliado: AfiliadoRow): Promise<Uint8Array> {
  // Loaded on the first download, so the sandbox's start does not pay for pdf-lib.
  const { PDFDocument, StandardFonts } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  const issued = fromMontevideo(pase.fecha_emision, '00:00')
  const title = `Pase a terceros N.º ${pase.id}`
  doc.setTitle(title)
  doc.setLanguage('es-UY')
  doc.setCreator('Sandbox de la mutualista')
  doc.setProducer('pdf-lib')
  doc.setCreationDate(issued)
  doc.setModificationDate(issued)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([PAGE.width, PAGE.height])

  let y = PAGE.height - MARGIN
  const line = (text: string, font: PDFFont, size: number, gap = 1.6) => {
    y -= size * gap
    page.drawText(printable(font, text), { x: MARGIN, y, size, font })
  }
  line(title, bold, SIZE.title)
  y -= SIZE.body
  const facts: Array<[string, string]> = [
    ['Afiliado', `${afiliado.nombre} ${afiliado.apellido}, C.I. ${afiliado.ci}`],
    ['Especialidad', pase.especialidad],
    ['Prestador', pase.prestador],
    ['Dirección del prestador', pase.direccion_prestador],
    ['Motivo', pase.motivo],
    ['Médico derivante', pase.medico_derivante],
    ['Fecha de emisión', slashDate(pase.fecha_emision)],
    ['Válido hasta', slashDate(pase.vigente_hasta)],
  ]
  for (const [label, value] of facts) line(`${label}: ${value}`, regular, SIZE.body)
  y -= SIZE.body
  line('Presente este pase y su cédula de identidad en el prestador.', regular, SIZE.body)
  return doc.save()
}

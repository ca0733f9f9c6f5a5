/**
 * A one-page PDF of a title, a list of `label: value` facts and closing notes, drawn with pdf-lib: the documents the
 * sandbox serves as files (a referral, a lab report, a signed document). Deterministic: its dates are the document's own, so the
 * same row gives the same bytes.
 */
import type { PDFFont } from 'pdf-lib'

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 56.7
const SIZE = { title: 16, body: 11 }

export interface FactsDocument {
  title: string
  /** The document's creation and modification date. */
  date: Date
  facts: ReadonlyArray<readonly [string, string]>
  notes?: readonly string[]
}

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

export async function factsPdf({ title, date, facts, notes = [] }: FactsDocument): Promise<Uint8Array> {
  // Loaded on the first download, so the sandbox's start does not pay for pdf-lib.
  const { PDFDocument, StandardFonts } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setLanguage('es-UY')
  doc.setCreator('Sandbox de la mutualista')
  doc.setProducer('pdf-lib')
  doc.setCreationDate(date)
  doc.setModificationDate(date)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([PAGE.width, PAGE.height])

  let y = PAGE.height - MARGIN
  const line = (text: string, font: PDFFont, size: number) => {
    y -= size * 1.6
    page.drawText(printable(font, text), { x: MARGIN, y, size, font })
  }
  line(title, bold, SIZE.title)
  y -= SIZE.body
  for (const [label, value] of facts) line(`${label}: ${value}`, regular, SIZE.body)
  if (notes.length > 0) y -= SIZE.body
  for (const note of notes) line(note, regular, SIZE.body)
  return doc.save()
}

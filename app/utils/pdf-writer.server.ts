/**
 * Printable documents (the contract of use, a payment's receipt) with pdf-lib and its standard Helvetica, whose
 * WinAnsi encoding covers Spanish; a character it cannot encode (a name written in another alphabet) is printed
 * without its accent, or as "?", rather than failing the download. A4, written from the top down.
 */
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib'

// A4 in points, with margins of 2 cm.
const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 56.7
const WIDTH = PAGE.width - 2 * MARGIN
export const SIZE = { title: 16, heading: 12, body: 10.5 }
const LEADING = 1.4
/** The ink, as pdf-lib's `rgb` takes it. */
const INK = [0.04, 0.05, 0.05] as const

/** Text the font can print: each character as it is, without its accent, or "?" (see above). */
function printable(font: PDFFont, value: string): string {
  const supported = new Set(font.getCharacterSet())
  const printableChar = (char: string) => {
    if (supported.has(char.codePointAt(0)!)) return char
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '')
    return bare !== '' && [...bare].every((part) => supported.has(part.codePointAt(0)!)) ? bare : '?'
  }
  return [...value.normalize('NFC').replace(/\s+/g, ' ')].map(printableChar).join('')
}

/** Splits text into lines no wider than `width`; a word wider than a line (a long address) is cut. */
function wrap(font: PDFFont, size: number, value: string, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width
  const lines: string[] = []
  let line = ''
  for (const word of value.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line !== '') lines.push(line)
    line = ''
    for (const char of word) {
      if (!fits(line + char)) {
        lines.push(line)
        line = ''
      }
      line += char
    }
  }
  if (line !== '') lines.push(line)
  return lines
}

/** Writes from the top of the page down, starting a new page when the next block does not fit. */
export class Writer {
  private page: PDFPage
  private y = PAGE.height - MARGIN

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly ink: Color
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height])
  }

  private room(height: number) {
    if (this.y - height >= MARGIN) return
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - MARGIN
  }

  gap(points: number) {
    this.y -= points
  }

  /**
   * A paragraph. With a `label` (a clause's number) every line starts after it; `indent` leaves
   * the same room without printing it (the clause's text under its title).
   */
  paragraph(value: string, options: { size?: number; bold?: boolean; label?: string; indent?: string } = {}) {
    const size = options.size ?? SIZE.body
    const font = options.bold ? this.fonts.bold : this.fonts.regular
    const room = options.label ?? options.indent
    const indent = room ? this.fonts.regular.widthOfTextAtSize(`${room} `, size) : 0
    const lines = wrap(font, size, printable(font, value), WIDTH - indent)
    const lineHeight = size * LEADING
    lines.forEach((line, index) => {
      this.room(lineHeight)
      this.y -= lineHeight
      if (index === 0 && options.label)
        this.page.drawText(options.label, { x: MARGIN, y: this.y, size, font: this.fonts.regular, color: this.ink })
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: this.ink })
    })
  }

  /** "Label: value" with the label in bold. */
  fact(label: string, value: string) {
    const size = SIZE.body
    const lead = `${label}: `
    const leadWidth = this.fonts.bold.widthOfTextAtSize(lead, size)
    const lines = wrap(this.fonts.regular, size, printable(this.fonts.regular, value), WIDTH - leadWidth)
    const lineHeight = size * LEADING
    lines.forEach((line, index) => {
      this.room(lineHeight)
      this.y -= lineHeight
      if (index === 0) this.page.drawText(lead, { x: MARGIN, y: this.y, size, font: this.fonts.bold, color: this.ink })
      this.page.drawText(line, { x: MARGIN + leadWidth, y: this.y, size, font: this.fonts.regular, color: this.ink })
    })
  }

  /** A line to sign on, with what it is for and whose it is beneath; kept on one page. */
  signature(caption: string, clarification: string) {
    const size = SIZE.body
    const lineHeight = size * LEADING
    this.room(48 + 2 * lineHeight)
    this.y -= 48
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + WIDTH / 2, y: this.y },
      thickness: 0.8,
      color: this.ink,
    })
    this.paragraph(caption, { bold: true })
    this.paragraph(clarification)
  }
}

/** A new document with its title, language and date, and a writer on its first page. */
export async function newPdf(options: {
  title: string
  created: Date
}): Promise<{ out: Writer; save: () => Promise<Uint8Array<ArrayBuffer>> }> {
  // Loaded on the first download: pdf-lib takes ~150 ms to load, which every start of the portal would pay.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  doc.setTitle(options.title)
  doc.setLanguage('es-UY')
  doc.setCreationDate(options.created)
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  // A copy on its own ArrayBuffer, the kind of array a Response body takes.
  return { out: new Writer(doc, fonts, rgb(...INK)), save: async () => new Uint8Array(await doc.save()) }
}

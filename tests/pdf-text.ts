/**
 * Reads a PDF back as text with pdf.js (Mozilla's reader), for the unit tests of the contract and
 * the browser journeys that download it: the file must open in a real reader, not just be bytes.
 * Each page's text items are joined into lines, so a test can look for "Cédula de identidad: 67890127".
 */
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
// The standard fonts' metrics, so pdf.js reads Helvetica without asking for them over the network.
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

export interface PdfText {
  pages: number
  title: string | undefined
  /** Every line of every page, in reading order. */
  lines: string[]
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  // pdf.js takes ownership of the buffer it is given: it gets a copy.
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise
  try {
    const lines: string[] = []
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent()
      let line = ''
      for (const item of content.items) {
        if (!('str' in item)) continue
        line += item.str
        if (item.hasEOL) {
          lines.push(line)
          line = ''
        }
      }
      if (line !== '') lines.push(line)
    }
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } }
    return { pages: pdf.numPages, title: info.Title, lines }
  } finally {
    await pdf.destroy()
  }
}

/**
 * Small helpers for the sandbox's own HTML pages (the card-capture provider's, the e-invoice site's).
 */

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const pesosFormat = new Intl.NumberFormat('es-UY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** 215050 → "$ 2.150,50", as a Uruguayan page writes an amount. */
export function formatPesos(centesimos: number): string {
  return `$ ${pesosFormat.format(centesimos / 100)}`
}

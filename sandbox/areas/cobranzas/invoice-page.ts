/**
 * The e-invoice site the invoices' `url_consulta_cfe` points at, standing in for the tax office's public CFE
 * consultation: the invoice a link names (series, number and security code together), or "not found".
 */
import { escapeHtml, formatPesos } from '../../lib/html'
import type { FacturaRow } from './pagos-store'

export const INVOICE_PAGE_PATH = '/efactura/consulta'

const dateFormat = new Intl.DateTimeFormat('es-UY', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Montevideo',
})

export function renderInvoicePage(factura: FacturaRow | undefined): string {
  const content = factura
    ? `<h1>Comprobante fiscal electrónico</h1>
    <dl>
      <dt>Tipo</dt><dd>${escapeHtml(factura.tipo_documento_cfe)}</dd>
      <dt>Serie</dt><dd>${escapeHtml(factura.serie_cfe)}</dd>
      <dt>Número</dt><dd>${factura.nro_doc_cfe}</dd>
      <dt>Código de seguridad</dt><dd>${escapeHtml(factura.codigo_seguridad)}</dd>
      <dt>Importe</dt><dd>${formatPesos(factura.importe_centesimos)}</dd>
      <dt>Fecha de emisión</dt><dd>${escapeHtml(dateFormat.format(new Date(factura.emitida_en)))}</dd>
      <dt>Estado</dt><dd>${factura.anulada_en === null ? 'Vigente' : 'Anulado'}</dd>
    </dl>`
    : `<h1>Comprobante no encontrado</h1>
    <p>No existe un comprobante con esa serie, número y código de seguridad.</p>`
  return `<!doctype html>
<html lang="es-UY">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${factura ? 'Comprobante fiscal electrónico' : 'Comprobante no encontrado'} (sandbox)</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 32rem; padding: 0 1rem; color: #1b1b1b; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: .5rem 1rem; }
      dt { font-weight: 600; }
      dd { margin: 0; }
    </style>
  </head>
  <body>
    <main>
    ${content}
    <p><small>Consulta de comprobantes del entorno de pruebas: no tiene validez fiscal.</small></p>
    </main>
  </body>
</html>
`
}

/**
 * A paid debt's printable receipt (beyond the spec, C32): what was paid, how much, when, by whom, and its electronic
 * invoice (CFE) with the address where the tax office's site shows it.
 */
import { paymentChannel } from '~/copy/payment-channel'
import { payments } from '~/copy/payments'
import { formatDate, toBusinessTime } from '~/domain/dates.server'
import type { Invoice } from '~/upstream/cobranzas.server'
import { now } from '~/utils/clock.server'
import { newPdf, SIZE } from '~/utils/pdf-writer.server'

export interface Receipt {
  concept: string
  amount: string
  payer: { nombre: string; apellido: string; ci: string | null }
  invoice: Invoice
}

export async function receiptPdf(receipt: Receipt): Promise<Uint8Array<ArrayBuffer>> {
  const issued = new Date(receipt.invoice.fecha_emision)
  const created = Number.isNaN(issued.getTime()) ? now() : issued
  const { out, save } = await newPdf({ title: payments.receipt.title, created })
  const text = payments.receipt
  const result = paymentChannel.result

  out.paragraph(text.title, { size: SIZE.title, bold: true })
  out.gap(12)
  out.fact(text.concept, receipt.concept)
  out.fact(text.amount, receipt.amount)
  out.fact(text.date, formatDate(toBusinessTime(created), 'releaseDate'))
  out.fact(
    text.payer,
    [receipt.payer.nombre, receipt.payer.apellido, receipt.payer.ci ? `C.I. ${receipt.payer.ci}` : '']
      .filter(Boolean)
      .join(' ')
  )

  out.gap(12)
  out.paragraph(text.invoice, { size: SIZE.heading, bold: true })
  out.fact(result.invoiceType, receipt.invoice.tipo_documento_cfe)
  out.fact(result.invoiceSeries, receipt.invoice.serie_cfe)
  out.fact(result.invoiceNumber, receipt.invoice.nro_doc_cfe)
  out.fact(result.invoiceCode, receipt.invoice.codigo_seguridad)
  if (receipt.invoice.url_consulta_cfe) out.fact(text.check, receipt.invoice.url_consulta_cfe)
  return save()
}

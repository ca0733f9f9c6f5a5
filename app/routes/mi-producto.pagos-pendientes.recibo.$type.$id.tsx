/**
 * A paid debt's printable receipt (beyond the spec, linked from the confirmation, C32), as a PDF: `:type` is the
 * debt's kind slug, `:id` the payment's. The API answers for the member's own payments only, so another id is
 * someone else's nothing; an unpaid or unknown payment goes back to the list.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { upstreamAs } from '~/auth/upstream-as.server'
import { payments } from '~/copy/payments'
import { formatMoney } from '~/domain/money'
import { resultOfPayment } from '~/payments/pending-payments.server'
import { paymentKindFromSlug } from '~/domain/payment-kinds'
import { receiptPdf } from '~/payments/receipt-pdf.server'
import { fetchPayment } from '~/upstream/cobranzas.server'

const ID = /^\d{1,12}$/

export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = await upstreamAs(request)
  const listPath = new URL(request.url).pathname.replace(/\/recibo\/[^/]*\/[^/]*\/?$/, '')
  const kind = paymentKindFromSlug(params.type)
  if (!kind || !ID.test(params.id ?? '')) throw redirect(listPath)
  const record = await fetchPayment(api, kind, params.id!)
  if (!record || record.estado !== 'confirmado' || !record.info_cfe) throw redirect(listPath)

  // The debt's name as the confirmation showed it, when this is the payment just made; else its kind.
  const result = await resultOfPayment(request, kind.slug, record.id)
  const concept = result?.state.status === 'success' ? result.concept : payments.sections[kind.list]
  const pdf = await receiptPdf({
    concept,
    amount: record.importe === '' ? record.info_cfe.importe : formatMoney(Number(record.importe)),
    payer: { nombre: api.user.nombre, apellido: api.user.apellido, ci: api.user.ci },
    invoice: record.info_cfe,
  })
  const fileName = payments.receipt.fileName(record.id)
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'private, no-store',
    },
  })
}

export { getInstead as action } from '~/utils/get-instead.server'

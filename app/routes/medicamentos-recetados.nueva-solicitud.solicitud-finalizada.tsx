/**
 * Flow B's step `solicitud-finalizada` (C78, BR64, A23, A53): what the purchase came to, from the draft's attempts:
 * the confirmation's `compra` (registered to be paid at an agency or at home, or not) or the `pago` attempt's final
 * state (paid online; cancelled or failed by `Cancelar compra`). BR64 (`purchaseResult`) picks the parts; the page is
 * the journeys' shared `ResultScreen`. An online payment's invoice comes with its finalize (A23), which the machine
 * does not keep, so it is read from the purchase (the read call) when the start did not already carry it.
 */
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { ResultScreen } from '~/components/result-screen'
import { SummaryList } from '~/components/summary-list'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { readPurchaseCfe, type PurchaseCfe } from '~/domain/purchase-answers'
import { awaitsDecision, purchaseResult, type PurchaseEnding, type PurchaseResult } from '~/domain/purchase-result'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { fetchPurchase } from '~/upstream/ecommerce-medicamentos.server'
import { pageTitle } from '~/utils/meta'
import { paths } from '~/utils/paths'
import { outcomeOf } from '~/wizards/graph'
import { stepPath } from '~/wizards/wizard'
import type { Draft, PagoOutcome } from '~/wizards/compra-medicamentos/schemas.server'
import { affiliatesOf, HOME_DELIVERY, nothingToPay, priceOf } from '~/wizards/compra-medicamentos/selection'
import { flowBWizard, headerOf, openFlowBStep } from '~/wizards/compra-medicamentos/wizard.server'

const copy = medicinePurchase['solicitud-finalizada']

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(data ? titleOf(data.result) : copy.received, matches)]

/** The result's heading, which is also the page's title. */
function titleOf(result: PurchaseResult): string {
  if (result.kind === 'success') return result.paidOnline ? copy.paid : copy.received
  return result.kind === 'cancelled' ? copy.cancelled : copy.failedTitle
}

const words = (message: string | null | undefined) => (message ? [message] : [])

/** What an online payment came to; `Cancelar compra`'s E95 decides over the state it cancelled (BR63). */
function paymentEnding(payment: PagoOutcome): PurchaseEnding {
  if (payment.cancellation === 'cancelled') return { kind: 'cancelled' }
  const { state, details } = payment
  if (state.status === 'success') return { kind: 'success', nroBulto: details.idEnvFarDom, mensaje: details.mensaje, cfe: details.cfe }
  if (state.status === 'error-before-confirm') return { kind: 'failed', messages: words(state.message) }
  return { kind: 'failed', messages: 'messages' in state ? state.messages : [] }
}

/** The ending of the purchase: the confirmation's registration, else the online payment's. */
function endingOf(draft: Draft): { ending: PurchaseEnding; online: boolean } {
  const purchase = outcomeOf(draft, 'compra')
  if (purchase) {
    const { details } = purchase
    const ending: PurchaseEnding = purchase.registered
      ? { kind: 'success', nroBulto: details.idEnvFarDom, mensaje: details.mensaje, cfe: details.cfe }
      : { kind: 'failed', messages: words(details.mensaje) }
    return { ending, online: false }
  }
  return { ending: paymentEnding(outcomeOf(draft, 'pago')!), online: true }
}

/** A53: some medicine of the purchase was left pending (out of stock). */
const somePending = (draft: Draft) => affiliatesOf(draft).some(({ affiliate }) => priceOf(affiliate).pending.length > 0)

/** A23: the invoice of a purchase paid online, read when its start did not carry it; null when it cannot be read. */
async function invoiceOf(request: Request, deudaId: string | null): Promise<PurchaseCfe | null> {
  if (!deudaId) return null
  try {
    return readPurchaseCfe(await fetchPurchase(await upstreamAs(request), deudaId))
  } catch (error) {
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return null
    throw error
  }
}

/** Only a web address is linked (the API's `URLConsultaCFE`). */
const webAddress = (value: string) => (/^https?:\/\//i.test(value) ? value : null)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft } = await openFlowBStep(request, 'solicitud-finalizada')
  const payment = outcomeOf(draft, 'pago')
  // A failed payment waits for the member's choice in `pago`'s modal (BR63): it is not a result yet.
  if (!outcomeOf(draft, 'compra') && payment && awaitsDecision(payment.state) && !payment.cancellation) {
    throw redirect(stepPath(flowBWizard, 'pago'))
  }
  const { ending, online } = endingOf(draft)
  const homeDelivery = draft.shippingMethod?.nombre === HOME_DELIVERY
  let result = purchaseResult(ending, { online, homeDelivery, somePending: somePending(draft), nothingToPay: nothingToPay(draft) })
  if (result.kind === 'success' && online && !result.cfe) {
    result = { ...result, cfe: await invoiceOf(request, payment?.details.deudaId ?? null) }
  }
  return {
    header: headerOf(draft),
    result,
    cfeUrl: result.kind === 'success' && result.cfe ? webAddress(result.cfe.URLConsultaCFE) : null,
    // The list is the signed-in person's own: the call centre's operator has none of the affiliate's requests (E80
    // lists a purchase to the people it bought for), so hers would be empty. The tracking code is what she reads out.
    requests: draft.callCenter ? null : `${paths.medicines}/solicitudes`,
    home: paths.medicines,
  }
}

export default function SolicitudFinalizadaStep() {
  const page = useLoaderData<typeof loader>()
  const { result } = page
  const primaryAction = { to: page.home, label: copy.backToMenu }
  if (result.kind === 'cancelled') return <ResultScreen topTitle={page.header} illustration="calendar-cancel" title={copy.cancelled} primaryAction={primaryAction} />
  if (result.kind === 'failed') {
    return (
      <ResultScreen
        topTitle={page.header}
        illustration="exclamation"
        title={copy.failedTitle}
        messages={[...result.messages, copy.failedText]}
        primaryAction={primaryAction}
      />
    )
  }
  return (
    <ResultScreen
      topTitle={page.header}
      title={titleOf(result)}
      messages={result.mensaje ? [result.mensaje] : []}
      warning={result.payWithin24h ? copy.payWithin : undefined}
      primaryAction={primaryAction}
    >
      {result.nroBulto ? (
        <p>
          {copy.tracking}: <strong>{result.nroBulto}</strong>
          {page.requests ? (
            <>
              {' '}
              <Link to={page.requests}>{copy.toRequests}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {result.cfe ? (
        <div className="stack">
          <SummaryList
            rows={[
              { key: copy.cfe.tipo, value: result.cfe.TipoDocumentoCFE },
              { key: copy.cfe.serie, value: result.cfe.SerieCFE },
              { key: copy.cfe.numero, value: result.cfe.NroDocumentoCFE },
              { key: copy.cfe.codigo, value: result.cfe.CodSeguridad },
            ]}
          />
          {page.cfeUrl ? (
            <p className="standalone-link">
              <a href={page.cfeUrl} rel="noreferrer noopener" target="_blank">
                {copy.cfeLink}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </ResultScreen>
  )
}

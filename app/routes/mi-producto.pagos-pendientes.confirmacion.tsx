/**
 * The completed payment (C32, BR22, `/mi-{product}/pagos-pendientes/confirmacion`, guarded): `¡Pagaste con éxito!`
 * with the invoice (CFE) the API issued (A19: read from `GET …/{id}/`; failing that, the generic error) and the
 * printable receipt, or one of the failure screens, each with Reintentar to the pending payments. The result is the
 * session's, kept under the payment's signed reference, which the address names (`?ref=`): a reload shows it again
 * and charges nothing, and two tabs paying two debts each show their own. Without a reference: the session's newest.
 *
 * It is also where the provider's hosted page ends (A33): `/pagos/retorno` continues here with `?ref=&resultado=`,
 * a same-site navigation that carries the session. The reference must be the payment waiting in this session
 * (used once); `resultado` only says what to ask the API about.
 */
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { NotificationBanner } from '~/components/notification-banner'
import { ResultScreen } from '~/components/result-screen'
import { SummaryList } from '~/components/summary-list'
import { callCentre } from '~/config/contact'
import { commonErrors } from '~/copy/errors/common'
import { paymentChannel } from '~/copy/payment-channel'
import { payments } from '~/copy/payments'
import { formatMoney } from '~/domain/money'
import { claimedByHostedPage } from '~/payments/online-payment.server'
import {
  answerPayment,
  attemptForReturn,
  confirmationOf,
  continueAttempt,
  settleResult,
} from '~/payments/pending-payments.server'
import { paymentKindFromSlug } from '~/domain/payment-kinds'
import { paymentResultView } from '~/payments/result-view'
import { fetchPayment, type Invoice } from '~/upstream/cobranzas.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { pageTitle } from '~/utils/meta'
import { paths } from '~/utils/paths'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  pageTitle(data?.title ?? payments.title, matches),
]

/** Only a web address is linked (the API's `url_consulta_cfe`). */
const webAddress = (value: string) => (/^https?:\/\//i.test(value) ? value : null)

async function readInvoice(api: Awaited<ReturnType<typeof upstreamAs>>, slug: string, paymentId: string) {
  try {
    const record = await fetchPayment(api, paymentKindFromSlug(slug)!, paymentId)
    return record?.estado === 'confirmado' && record.info_cfe
      ? { invoice: record.info_cfe, amount: record.importe }
      : null
  } catch (error) {
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return null
    throw error
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await upstreamAs(request)
  const url = new URL(request.url)
  const listPath = url.pathname.replace(/\/confirmacion\/?$/, '')
  const ref = url.searchParams.get('ref')
  const resultado = url.searchParams.get('resultado')
  if (ref !== null && resultado !== null) {
    // This session's payment, or the one the reference names when the session lost it (its end is then read from
    // the API: an authorized payment is finished here, a finished one shown).
    const attempt = await attemptForReturn(request, api, ref, listPath)
    // Not a payment's reference, or one still waiting that only another session knows: the result as it stands.
    if (!attempt) throw redirect(url.pathname)
    const state = await continueAttempt(api, attempt, claimedByHostedPage(resultado))
    // Without scripts every answer is a redirect: the result, the pay page, or the provider's page again.
    await answerPayment(request, state, { ...attempt, confirmationPath: url.pathname, withScripts: false })
  }

  // A charge left unanswered is finished (or read as still in progress) on each load.
  const result = await settleResult(request, api, ref)
  const view = result ? paymentResultView(result.state) : null
  if (!result || !view || view.kind === 'unfinished' || view.kind === 'cancelled-by-person') throw redirect(listPath)
  if (view.kind === 'processing') {
    const selfPath = confirmationOf(url.pathname, result.ref)
    return { view, title: paymentChannel.result.processing, listPath, selfPath, concept: result.concept, paid: null }
  }
  if (view.kind !== 'success' || result.state.status !== 'success') {
    return {
      view,
      title: view.kind === 'rejected' ? paymentChannel.result.rejected : paymentChannel.result.failed,
      listPath,
      selfPath: null,
      concept: result.concept,
      paid: null,
    }
  }
  const paid = await readInvoice(api, result.slug, result.state.id)
  return {
    view,
    title: paymentChannel.result.success,
    listPath,
    selfPath: null,
    concept: result.concept,
    paid: paid && {
      amount: paid.amount === '' ? null : formatMoney(Number(paid.amount)),
      invoice: paid.invoice satisfies Invoice,
      invoiceUrl: webAddress(paid.invoice.url_consulta_cfe),
      receiptPath: `${listPath}/recibo/${result.slug}/${encodeURIComponent(result.state.id)}`,
    },
  }
}

export default function PaymentResultPage() {
  const { view, title, listPath, selfPath, concept, paid } = useLoaderData<typeof loader>()
  const text = paymentChannel.result
  if (view.kind === 'success') {
    return (
      <ResultScreen title={title} topTitle={concept} primaryAction={{ to: paths.home, label: text.home }}>
        {paid ? (
          <div className="stack">
            {paid.amount ? <p>{text.paid(paid.amount)}</p> : null}
            <h2>{text.invoice}</h2>
            <SummaryList
              rows={[
                { key: text.invoiceType, value: paid.invoice.tipo_documento_cfe },
                { key: text.invoiceSeries, value: paid.invoice.serie_cfe },
                { key: text.invoiceNumber, value: paid.invoice.nro_doc_cfe },
                { key: text.invoiceCode, value: paid.invoice.codigo_seguridad },
              ]}
            />
            {paid.invoiceUrl ? (
              <p>
                <a href={paid.invoiceUrl} rel="noreferrer noopener" target="_blank">
                  {text.invoiceLink}
                </a>
              </p>
            ) : null}
            <p>
              <a href={paid.receiptPath} download>
                {text.receipt}
              </a>
            </p>
          </div>
        ) : (
          <NotificationBanner tone="warning">{commonErrors.generic}</NotificationBanner>
        )}
      </ResultScreen>
    )
  }
  if (view.kind === 'processing') {
    // A reload finishes the charge: the same address, loaded again (a plain link works without JavaScript).
    return (
      <ResultScreen
        illustration="default"
        title={title}
        topTitle={concept}
        messages={[text.processingLead]}
        primaryAction={<a href={selfPath ?? `${listPath}/confirmacion`} className="button button--primary">{text.refresh}</a>}
      />
    )
  }
  const messages =
    view.kind === 'message'
      ? [view.message]
      : view.kind === 'messages' || view.kind === 'rejected'
      ? view.messages
      : [text.generic(callCentre.email)]
  return (
    <ResultScreen
      illustration="warning"
      title={title}
      topTitle={concept}
      messages={messages}
      primaryAction={{ to: listPath, label: text.retry }}
    />
  )
}

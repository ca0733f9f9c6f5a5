/**
 * One pending debt (C30, `/mi-{product}/pagos-pendientes/:type/:id`, guarded): its data under their captions.
 * `:type` is the spec's slug (BR17: `couta`, `orden`, `solicitud-medicamento`); the usual spelling `cuota` is
 * redirected to `couta` (A02). An unknown type, or an id the API does not know as this member's debt (unknown, paid,
 * someone else's), goes back to the list, showing nothing.
 */
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { BackLink } from '~/components/back-link'
import { ButtonLink } from '~/components/button'
import { PageHeader } from '~/components/page-header'
import { SummaryList } from '~/components/summary-list'
import { paymentChannel } from '~/copy/payment-channel'
import { payments } from '~/copy/payments'
import { debtView } from '~/payments/debt-view.server'
import { paymentKindFromSlug, SLUG_ALIASES } from '~/domain/payment-kinds'
import { fetchPendingDebt } from '~/upstream/cobranzas.server'
import { pageTitle } from '~/utils/meta'
import { useRootData } from '~/utils/root-data'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(data?.debt.title ?? payments.title, matches)]

const ID = /^[A-Za-z0-9_-]{1,64}$/

export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = await upstreamAs(request)
  const url = new URL(request.url)
  const listPath = url.pathname.replace(/\/[^/]*\/[^/]*\/?$/, '')
  const alias = SLUG_ALIASES[params.type ?? '']
  if (alias) throw redirect(`${listPath}/${alias}/${encodeURIComponent(params.id ?? '')}`, 301)
  const kind = paymentKindFromSlug(params.type)
  if (!kind || !ID.test(params.id ?? '')) throw redirect(listPath)
  const debt = await fetchPendingDebt(api, kind, params.id!)
  if (!debt) throw redirect(listPath)
  return { debt: debtView(kind, debt) }
}

export default function PendingPaymentPage() {
  const { debt } = useLoaderData<typeof loader>()
  const { product } = useRootData()
  return (
    <div className="stack">
      <BackLink to={`/mi-${product}/pagos-pendientes`}>{payments.backToList}</BackLink>
      <PageHeader title={debt.title} />
      <SummaryList
        rows={[
          ...debt.rows.map((row) => ({
            key: row.key,
            value: row.lines ? (
              <ul className="link-list">
                {row.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              row.value
            ),
          })),
          { key: paymentChannel.amount, value: <strong>{debt.amount}</strong> },
        ]}
      />
      <div className="button-group">
        {/* A page load: only the pay page's own policy lets the card provider's frame in. */}
        <ButtonLink to={`/mi-${product}/pagos-pendientes/pago/${debt.slug}/${encodeURIComponent(debt.id)}`} reloadDocument>
          {paymentChannel.pay.payOnline}
        </ButtonLink>
      </div>
    </div>
  )
}

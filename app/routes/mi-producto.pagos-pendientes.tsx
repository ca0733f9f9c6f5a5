/**
 * Pending payments (C29, `/mi-{product}/pagos-pendientes`, guarded): the member's monthly fees, orders and medicine
 * packages from E35, each with its title, amount and a link to its page.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { NotificationBanner } from '~/components/notification-banner'
import { PageHeader } from '~/components/page-header'
import { SummaryList } from '~/components/summary-list'
import { VisuallyHidden } from '~/components/visually-hidden'
import { paymentChannel } from '~/copy/payment-channel'
import { payments } from '~/copy/payments'
import { debtView, type DebtView } from '~/payments/debt-view.server'
import { PAYMENT_KINDS, type PaymentKindInfo } from '~/domain/payment-kinds'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { fetchPendingDebts } from '~/upstream/cobranzas.server'
import { titled } from '~/utils/meta'
import { useRootData } from '~/utils/root-data'

export const meta = titled(payments.title)

/** The spec's order of the three lists (000 §3). */
const SECTIONS: PaymentKindInfo[] = [PAYMENT_KINDS.MONTHLY_PAYMENT, PAYMENT_KINDS.MEDICINE, PAYMENT_KINDS.ORDER]

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await upstreamAs(request)
  try {
    const debts = await fetchPendingDebts(api)
    return { sections: SECTIONS.map((kind) => ({ list: kind.list, debts: debts[kind.list].map((debt) => debtView(kind, debt)) })) }
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return { sections: null }
    throw error
  }
}

function DebtItem({ debt, listPath }: { debt: DebtView; listPath: string }) {
  return (
    <li className="card stack">
      <h3 className="card__title">
        <Link to={`${listPath}/${debt.slug}/${encodeURIComponent(debt.id)}`}>
          {debt.title}
          <VisuallyHidden>, {debt.amount}</VisuallyHidden>
        </Link>
      </h3>
      <SummaryList rows={debt.summary} />
      <p>
        {paymentChannel.amount}: <strong>{debt.amount}</strong>
      </p>
    </li>
  )
}

export default function PendingPaymentsPage() {
  const { sections } = useLoaderData<typeof loader>()
  const { product } = useRootData()
  const listPath = `/mi-${product}/pagos-pendientes`
  return (
    <div className="stack">
      <PageHeader title={payments.title} lead={payments.lead} />
      {sections === null ? (
        <NotificationBanner tone="error">{payments.listFailed}</NotificationBanner>
      ) : sections.every((section) => section.debts.length === 0) ? (
        <p>{payments.none}</p>
      ) : (
        sections.map((section) => (
          <section key={section.list} className="stack" aria-labelledby={`deudas-${section.list}`}>
            <h2 id={`deudas-${section.list}`}>{payments.sections[section.list]}</h2>
            {section.debts.length === 0 ? (
              <p>{payments.noneInSection}</p>
            ) : (
              <ul className="link-list stack">
                {section.debts.map((debt) => (
                  <DebtItem key={debt.id} debt={debt} listPath={listPath} />
                ))}
              </ul>
            )}
          </section>
        ))
      )}
    </div>
  )
}

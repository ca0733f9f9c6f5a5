/**
 * Where the card provider's hosted pages send the browser back (R45, A33; public). The session cookie is
 * SameSite=Strict (A54), so this request, which comes from the provider's site, arrives without it: the page
 * checks the reference is one the portal signed, then continues with a same-site navigation (a meta refresh, and a
 * Continuar link for a browser that does not follow it), which carries the session to the guarded page that
 * finishes the payment or shows the new card: the page of the payment's journey, by the reference's channel name
 * (app/payments/return-destinations.server.ts). Nothing here changes anything; `resultado` is passed on unread. A
 * reference the portal did not sign goes to the pending payments, never to an address taken from the query.
 */
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PageHeader } from '~/components/page-header'
import { paymentChannel } from '~/copy/payment-channel'
import {
  captureDestination,
  paymentDestination,
  unknownReturnDestination,
} from '~/payments/return-destinations.server'
import { readReturnReference } from '~/payments/return-reference.server'

const RESULTS = new Set(['aprobado', 'rechazado', 'cancelado', 'vencido', 'guardada'])

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: paymentChannel.pay.returning },
  ...(data ? [{ httpEquiv: 'refresh', content: `0;url=${data.next}` }] : []),
  { name: 'robots', content: 'noindex' },
]

// The address carries a reference: no cache keeps it, and no page it links to learns it.
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const ref = url.searchParams.get('ref')
  const named = readReturnReference(ref)
  const target = named?.purpose === 'pago' ? paymentDestination(named.name) : named ? captureDestination() : null
  if (!target) throw redirect(unknownReturnDestination())
  const given = url.searchParams.get('resultado') ?? ''
  const query = new URLSearchParams({ ref: ref!, resultado: RESULTS.has(given) ? given : 'cancelado' })
  return { next: `${target}?${query.toString()}` }
}

export default function PaymentReturnPage() {
  const { next } = useLoaderData<typeof loader>()
  return (
    <div className="stack">
      <PageHeader title={paymentChannel.pay.returning} />
      <p>{paymentChannel.pay.returningLead}</p>
      <p>
        <Link to={next} reloadDocument className="button button--primary">
          {paymentChannel.pay.continue}
        </Link>
      </p>
    </div>
  )
}

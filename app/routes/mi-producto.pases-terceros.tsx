/**
 * The member's third-party referrals (C54, `/mi-{product}/pases-terceros`, guarded): each with its provider, reason
 * and dates, linking to its page. The spec shows no error text for the list: when the API fails, the service-problem
 * page (503) says so.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { PageHeader } from '~/components/page-header'
import { ValidUntil } from '~/components/valid-until'
import { referrals } from '~/copy/referrals'
import { referralView } from '~/domain/referrals.server'
import { fetchPases } from '~/upstream/pases.server'
import { now } from '~/utils/clock.server'
import { titled } from '~/utils/meta'
import { memberPaths } from '~/utils/paths'
import { useRootData } from '~/utils/root-data'

export const meta = titled(referrals.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const pases = await fetchPases(await upstreamAs(request))
  const at = now()
  return { referrals: pases.map((pase) => referralView(pase, at)) }
}

export default function ReferralsPage() {
  const list = useLoaderData<typeof loader>()
  const listHref = memberPaths(useRootData().product).referrals

  return (
    <div className="stack">
      <PageHeader title={referrals.title} lead={referrals.lead} />
      {list.referrals.length === 0 ? (
        <p>{referrals.empty}</p>
      ) : (
        <ul className="reservation-list">
          {list.referrals.map((referral) => (
            <li key={referral.id} className="card reservation-list__item">
              <h2 className="reservation-list__title">
                <Link to={`${listHref}/${referral.id}`}>
                  {referral.title}
                  {referral.issued ? <span className="visually-hidden">, {referral.issued}</span> : null}
                </Link>
              </h2>
              <dl className="reservation-list__facts">
                {referral.provider ? (
                  <div>
                    <dt>{referrals.provider}</dt>
                    <dd>{referral.provider}</dd>
                  </div>
                ) : null}
                {referral.reason ? (
                  <div>
                    <dt>{referrals.reason}</dt>
                    <dd>{referral.reason}</dd>
                  </div>
                ) : null}
                {referral.issued ? (
                  <div>
                    <dt>{referrals.issued}</dt>
                    <dd>{referral.issued}</dd>
                  </div>
                ) : null}
                {referral.validUntil ? (
                  <div>
                    <dt>{referrals.validUntil}</dt>
                    <dd>
                      <ValidUntil day={referral.validUntil} expired={referral.expired} />
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

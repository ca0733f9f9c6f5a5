/**
 * One of the member's third-party referrals (C54, `/mi-{product}/pases-terceros/:id`, guarded), found in her own list:
 * an unknown or someone else's id goes back to the list showing nothing of it. Its file is downloaded from
 * `/:id/archivo`; a referral without one offers no link.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { redirectWithFlash } from '~/auth/flash.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { BackLink } from '~/components/back-link'
import { ButtonLink } from '~/components/button'
import { PageHeader } from '~/components/page-header'
import { SummaryList, type SummaryListRow } from '~/components/summary-list'
import { ValidUntil } from '~/components/valid-until'
import { getEnv } from '~/config/env.server'
import { referrals } from '~/copy/referrals'
import { referralView, type ReferralView } from '~/domain/referrals.server'
import { findOwnPase } from '~/upstream/pases.server'
import { now } from '~/utils/clock.server'
import { pageTitle } from '~/utils/meta'
import { memberPaths } from '~/utils/paths'
import { useRootData } from '~/utils/root-data'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(data?.referral.title ?? referrals.title, matches)]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const pase = await findOwnPase(await upstreamAs(request), params.id ?? '')
  if (!pase) {
    const listPath = memberPaths(getEnv().PORTAL_PRODUCT).referrals
    throw await redirectWithFlash(request, listPath, { tone: 'warning', message: referrals.notFound })
  }
  return { referral: referralView(pase, now()) }
}

/** The rows the API gave, in the order a provider's desk reads them. */
function factRows(referral: ReferralView): SummaryListRow[] {
  const rows: Array<[string, SummaryListRow['value'] | null]> = [
    [referrals.provider, referral.provider],
    [referrals.providerAddress, referral.providerAddress],
    [referrals.reason, referral.reason],
    [referrals.referringDoctor, referral.referringDoctor],
    [referrals.issued, referral.issued],
    [referrals.validUntil, referral.validUntil ? <ValidUntil day={referral.validUntil} expired={referral.expired} /> : null],
  ]
  return rows.flatMap(([key, value]) => (value ? [{ key, value }] : []))
}

export default function ReferralPage() {
  const { referral } = useLoaderData<typeof loader>()
  const listHref = memberPaths(useRootData().product).referrals
  return (
    <div className="stack">
      <BackLink to={listHref}>{referrals.backToList}</BackLink>
      <PageHeader title={referral.title} />
      <SummaryList rows={factRows(referral)} />
      {referral.hasFile ? (
        <p>
          {/* A file, not a page: the browser downloads it. */}
          <ButtonLink to={`${listHref}/${referral.id}/archivo`} variant="secondary" reloadDocument>
            {referrals.download}
          </ButtonLink>
        </p>
      ) : (
        <p>{referrals.noFile}</p>
      )}
    </div>
  )
}

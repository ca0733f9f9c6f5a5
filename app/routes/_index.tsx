import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { PageHeader } from '~/components/page-header'
import { home, menu } from '~/copy/es'
import { pageTitle } from '~/utils/meta'
import { paths } from '~/utils/paths'

export const meta: MetaFunction = () => [pageTitle()]

// The tiles, the self-test button and the appointment cards arrive with sign-in (spec 000 §1).
export default function HomePage() {
  return (
    <div className="stack">
      <PageHeader title={home.title} lead={home.lead} />
      <ul className="link-list">
        <li>
          <Link to={paths.help}>{menu.help}</Link>
        </li>
        <li>
          <Link to={paths.contact}>{menu.contact}</Link>
        </li>
      </ul>
    </div>
  )
}

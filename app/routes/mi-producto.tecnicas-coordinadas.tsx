/**
 * Coordinated techniques (C53, `/mi-{product}/tecnicas-coordinadas`, guarded): the member's coordinations from E72,
 * by kind in the API's order, each with its day, area, place and sector and a link to its page. A kind without any is
 * left out. The API unreachable, or answering an error (the spec shows none), is the service problem (503).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { PageHeader } from '~/components/page-header'
import { VisuallyHidden } from '~/components/visually-hidden'
import { coordinatedTechniques as copy } from '~/copy/coordinated-techniques'
import { COORDINATION_TYPES, coordinationView } from '~/domain/coordinations.server'
import { fetchCoordinaciones } from '~/upstream/tecnicas.server'
import { titled } from '~/utils/meta'
import { memberPaths } from '~/utils/paths'
import { useRootData } from '~/utils/root-data'

export const meta = titled(copy.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const coordinaciones = await fetchCoordinaciones(await upstreamAs(request))
  const sections = COORDINATION_TYPES.map((type) => ({ type, items: coordinaciones[type].map(coordinationView) }))
  return { sections: sections.filter((section) => section.items.length > 0) }
}

export default function CoordinatedTechniquesPage() {
  const { sections } = useLoaderData<typeof loader>()
  const listHref = memberPaths(useRootData().product).coordinatedTechniques
  return (
    <div className="stack">
      <PageHeader title={copy.title} lead={copy.lead} />
      {sections.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        sections.map(({ type, items }) => (
          <section key={type} className="stack" aria-labelledby={`tecnicas-${type}`}>
            <h2 id={`tecnicas-${type}`}>{copy.kinds[type].list}</h2>
            <ul className="reservation-list">
              {items.map((item) => (
                <li key={item.id} className="card reservation-list__item">
                  <h3 className="reservation-list__title">
                    <Link to={`${listHref}/${type}/${item.id}`}>
                      {item.title}
                      <VisuallyHidden>
                        , {item.date} {item.hour}
                      </VisuallyHidden>
                    </Link>
                  </h3>
                  <dl className="reservation-list__facts">
                    <div>
                      <dt>{copy.dateTime}</dt>
                      <dd>
                        {item.date} {item.hour}
                      </dd>
                    </div>
                    <div>
                      <dt>{copy.area}</dt>
                      <dd>{item.area}</dd>
                    </div>
                    <div>
                      <dt>{copy.branch}</dt>
                      <dd>{item.branch ?? copy.atHome}</dd>
                    </div>
                    <div>
                      <dt>{copy.sector}</dt>
                      <dd>{item.sector}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}

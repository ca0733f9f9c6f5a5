/**
 * One coordinated technique (C53, `/mi-{product}/tecnicas-coordinadas/:type/:id`, guarded): area, branch, address,
 * informing doctor, date, time and sector, then each study with whether it needs consent and its patient
 * instructions. The API has no call for one coordination, so it is looked up in the member's own list of that type
 * (E72): an unknown type or id, another kind's id or another member's all go back to the list, showing nothing.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { redirectWithFlash } from '~/auth/flash.server'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { BackLink } from '~/components/back-link'
import { PageHeader } from '~/components/page-header'
import { SummaryList } from '~/components/summary-list'
import { WarningText } from '~/components/warning-text'
import { getEnv } from '~/config/env.server'
import { coordinatedTechniques as copy } from '~/copy/coordinated-techniques'
import { coordinationView, isCoordinationType } from '~/domain/coordinations.server'
import { findOwnCoordinacion } from '~/upstream/tecnicas.server'
import { pageTitle } from '~/utils/meta'
import { memberPaths } from '~/utils/paths'
import { useRootData } from '~/utils/root-data'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(data?.coordination.title ?? copy.detailTitle, matches)]

/** An id the API could have given: anything else is not asked for. */
const ID = /^\d{1,12}$/

/** The member's coordination of that type and id, or null (an unknown type or id, another kind's, another member's). */
async function findOwn(api: SignedInApi, type: string | undefined, id = '') {
  if (!isCoordinationType(type) || !ID.test(id)) return null
  const coordinacion = await findOwnCoordinacion(api, type, id)
  return coordinacion ? { type, coordination: coordinationView(coordinacion) } : null
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = await findOwn(await upstreamAs(request), params.type, params.id)
  // Unknown or someone else's: the same answer, so nothing leaks.
  if (!found) {
    const list = memberPaths(getEnv().PORTAL_PRODUCT).coordinatedTechniques
    throw await redirectWithFlash(request, list, { tone: 'warning', message: copy.notFound })
  }
  return found
}

export default function CoordinatedTechniquePage() {
  const { type, coordination } = useLoaderData<typeof loader>()
  const listHref = memberPaths(useRootData().product).coordinatedTechniques
  return (
    <div className="stack">
      <BackLink to={listHref}>{copy.backToList}</BackLink>
      <PageHeader title={coordination.title} lead={copy.kinds[type].one} />
      <SummaryList
        rows={[
          { key: copy.area, value: coordination.area },
          { key: copy.branch, value: coordination.branch ?? copy.atHome },
          { key: copy.address, value: coordination.address },
          { key: copy.doctor, value: coordination.doctor },
          { key: copy.date, value: coordination.date },
          { key: copy.hour, value: coordination.hour },
          { key: copy.sector, value: coordination.sector },
        ]}
      />

      <section className="stack" aria-labelledby="estudios">
        <h2 id="estudios">{copy.studies}</h2>
        <ul className="reservation-list">
          {coordination.studies.map((study, index) => (
            // A study's name may repeat (two sessions of the same one); its place in the list does not.
            <li key={index} className="card stack">
              <h3 className="card__title">{study.name}</h3>
              {study.needsConsent ? <WarningText>{copy.needsConsent}</WarningText> : <p>{copy.noConsent}</p>}
              {study.instructions.length > 0 ? (
                <>
                  <p>{copy.instructions}</p>
                  <ul>
                    {study.instructions.map((instruction, line) => (
                      <li key={line}>{instruction}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{copy.noInstructions}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

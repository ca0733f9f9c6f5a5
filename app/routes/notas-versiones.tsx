/**
 * Release notes (`/notas-versiones`, guarded; menu "Actualizaciones"; spec 002 §2.6, C23): the
 * versions, newest first, with their Spanish long dates and their notes. The versions call fails
 * silently: a failure shows the empty state, never an error page.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server'
import { LinkifiedText } from '~/components/linkified-text'
import { PageHeader } from '~/components/page-header'
import { releaseNotes } from '~/copy/release-notes'
import { formatReleaseDate } from '~/domain/dates.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { getVersions, type Version } from '~/upstream/content.server'
import { titled } from '~/utils/meta'

export const meta = titled(releaseNotes.title)

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  let versions: Version[] = []
  try {
    versions = await getVersions()
  } catch (error) {
    if (!(error instanceof UpstreamError) && !isUpstreamUnavailable(error)) throw error
  }
  // Newest first whatever the API's order; 'YYYY-MM-DD' sorts as text.
  // The date in words is written here so date-fns stays on the server.
  const sorted = versions.toSorted((a, b) => b.fecha.localeCompare(a.fecha))
  return { versions: sorted.map((version) => ({ ...version, fechaTexto: formatReleaseDate(version.fecha) })) }
}

export default function ReleaseNotesPage() {
  const { versions } = useLoaderData<typeof loader>()
  return (
    <div className="stack">
      <PageHeader title={releaseNotes.title} />
      {versions.length === 0 ? (
        <p>{releaseNotes.empty}</p>
      ) : (
        versions.map((version, index) => {
          const headingId = `version-${index + 1}`
          return (
            <section key={`${version.nombre}-${version.fecha}`} aria-labelledby={headingId} className="release">
              <h2 id={headingId}>{releaseNotes.version(version.nombre)}</h2>
              <p className="release__date">
                <time dateTime={version.fecha}>{version.fechaTexto}</time>
              </p>
              <ul className="release__notes">
                {version.notas.map((nota, noteIndex) => (
                  <li key={noteIndex} className="release__note">
                    <strong className={`tag tag--${nota.tipo.toLowerCase()}`}>{releaseNotes.noteTypes[nota.tipo]}</strong>{' '}
                    <LinkifiedText text={nota.descripcion} />
                  </li>
                ))}
              </ul>
            </section>
          )
        })
      )}
    </div>
  )
}

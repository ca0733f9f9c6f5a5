/**
 * A signed document (C82, `/documentos-firmados/:id`, open): whoever holds the id printed on a document checks it
 * here, signed in or not. Valid (BR69), it shows who signed it and when, and its file; otherwise the spec's invalid
 * screen, for an unknown or malformed id too (404), never an error page. The API being down is the service-problem
 * page instead: an outage says nothing about the document.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ButtonLink } from '~/components/button'
import { PageHeader } from '~/components/page-header'
import { ResultScreen } from '~/components/result-screen'
import { SummaryList } from '~/components/summary-list'
import { signedDocuments } from '~/copy/signed-documents'
import { signedDocumentView } from '~/domain/signed-documents.server'
import { fetchSignedFile } from '~/upstream/documentos-firmados.server'
import { pageTitle } from '~/utils/meta'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  pageTitle(data?.document.valid ? signedDocuments.title : signedDocuments.invalidTitle, matches),
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  const answer = await fetchSignedFile(id, request.signal)
  const document = signedDocumentView(answer)
  // Found but not signed is a document the API knows (200); an id it does not know is not found (404).
  return data({ id, document }, { status: answer ? 200 : 404 })
}

export default function SignedDocumentPage() {
  const { id, document } = useLoaderData<typeof loader>()
  if (!document.valid) {
    return <ResultScreen illustration="warning" title={signedDocuments.invalidTitle} messages={[signedDocuments.invalidMessage]} />
  }
  return (
    <div className="stack">
      <PageHeader title={signedDocuments.title} lead={signedDocuments.lead} />
      <SummaryList
        rows={[
          { key: signedDocuments.author, value: document.author },
          { key: signedDocuments.associated, value: document.associated },
        ]}
      />
      <p>
        {/* A file, not a page: the browser downloads it. */}
        <ButtonLink to={`/documentos-firmados/${encodeURIComponent(id)}/archivo`} variant="secondary" reloadDocument>
          {signedDocuments.download}
        </ButtonLink>
      </p>
    </div>
  )
}

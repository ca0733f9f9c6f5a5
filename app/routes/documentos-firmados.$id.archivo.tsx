/**
 * The file of a signed document (C82's download), open. Served only for a document BR69 calls valid: E101 is asked
 * again, so a link to the file of an unsigned or unknown document leads back to its page, which says it is invalid.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { signedDocuments } from '~/copy/signed-documents'
import { signedDocValid } from '~/domain/signed-documents.server'
import { fetchSignedDocumentFile, fetchSignedFile } from '~/upstream/documentos-firmados.server'
import { fileDownload } from '~/utils/file-download.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  const pagePath = `/documentos-firmados/${encodeURIComponent(id)}`
  if (!signedDocValid(await fetchSignedFile(id, request.signal))) return redirect(pagePath)
  const file = await fetchSignedDocumentFile(id, request.signal)
  if (!file) return redirect(pagePath)
  return fileDownload(file, signedDocuments.fileName(id))
}

export { getInstead as action } from '~/utils/get-instead.server'

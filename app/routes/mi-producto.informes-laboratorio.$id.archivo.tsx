/**
 * The PDF of one of the member's ready lab reports (C09). The id is looked up, ready, in her own list first, so the
 * file call is only ever made for a report of hers. Followed as a document link, an unknown, foreign or unready id
 * (a message that names nothing) and an API failure both come back to the list with a message, not a bare page.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirectWithFlash } from '~/auth/flash.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { getEnv } from '~/config/env.server'
import { commonErrors } from '~/copy/errors/common'
import { labReports } from '~/copy/lab-reports'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { fetchInformeArchivo, findOwnReadyInforme } from '~/upstream/laboratorio.server'
import { fileDownload } from '~/utils/file-download.server'
import { memberPaths } from '~/utils/paths'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = await upstreamAs(request)
  const listPath = memberPaths(getEnv().PORTAL_PRODUCT).labReports
  try {
    const informe = await findOwnReadyInforme(api, params.id ?? '')
    if (!informe) return await redirectWithFlash(request, listPath, { tone: 'warning', message: labReports.notFound })
    const file = await fetchInformeArchivo(api, informe.id)
    if (!file) return await redirectWithFlash(request, listPath, { tone: 'warning', message: labReports.fileMissing })
    return fileDownload(file, labReports.fileName(informe.id))
  } catch (error) {
    if (isUpstreamUnavailable(error) || error instanceof UpstreamError) {
      return redirectWithFlash(request, listPath, { tone: 'error', message: commonErrors.generic })
    }
    throw error
  }
}

export { getInstead as action } from '~/utils/get-instead.server'

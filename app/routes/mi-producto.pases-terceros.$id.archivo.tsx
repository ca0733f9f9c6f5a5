/**
 * The file of one of the member's third-party referrals (C54, R47, E74), as a PDF download. The id is looked up in
 * her own list first, so E74 is only ever asked for a referral of hers: an unknown or someone else's id goes back to
 * the list, and one without a file to its page. Followed as a document link, a failure comes back to the referral's
 * page with a message rather than a bare error answer.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { redirectWithFlash } from '~/auth/flash.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { getEnv } from '~/config/env.server'
import { commonErrors } from '~/copy/errors/common'
import { referrals } from '~/copy/referrals'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { fetchPaseArchivo, findOwnPase } from '~/upstream/pases.server'
import { fileDownload } from '~/utils/file-download.server'
import { memberPaths } from '~/utils/paths'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = await upstreamAs(request)
  const id = params.id ?? ''
  const listPath = memberPaths(getEnv().PORTAL_PRODUCT).referrals
  const detailPath = `${listPath}/${encodeURIComponent(id)}`
  try {
    const pase = await findOwnPase(api, id)
    if (!pase) return await redirectWithFlash(request, listPath, { tone: 'warning', message: referrals.notFound })
    if (!pase.tiene_archivo) return redirect(detailPath)
    const file = await fetchPaseArchivo(api, pase.id)
    if (!file) return await redirectWithFlash(request, detailPath, { tone: 'warning', message: referrals.fileMissing })
    return fileDownload(file, referrals.fileName(pase.id))
  } catch (error) {
    if (isUpstreamUnavailable(error) || error instanceof UpstreamError) {
      return redirectWithFlash(request, detailPath, { tone: 'error', message: commonErrors.generic })
    }
    throw error
  }
}

export { getInstead as action } from '~/utils/get-instead.server'

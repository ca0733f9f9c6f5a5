/**
 * The signed-in member's own profile photo (C20), for the <img> of /mis-datos. The API's photo
 * call answers the caller's photo only, so nobody else's can be asked for. Private and never
 * stored by a cache; the bytes are checked again before they are served, so only a PNG or a
 * JPEG ever leaves here, with its own type.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { upstreamAs } from '~/auth/upstream-as.server'
import { detectPhotoType } from '~/domain/profile-photo'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { fetchProfilePhoto } from '~/upstream/profile.server'

// Personal data: no cache keeps a copy (server/no-store.ts says the same for every session).
const NO_STORE = 'private, no-store'

const nothing = (status: number) => new Response(null, { status, headers: { 'Cache-Control': NO_STORE } })

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await upstreamAs(request)
  try {
    const photo = await fetchProfilePhoto(api)
    const type = detectPhotoType(photo.bytes)
    if (!type || type !== photo.contentType) return nothing(502)
    return new Response(photo.bytes, {
      headers: {
        'Content-Type': type,
        'Content-Length': String(photo.bytes.byteLength),
        'Cache-Control': NO_STORE,
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    // No photo (404) or one the API will not give: an image that is not there.
    if (error instanceof UpstreamError) return nothing(404)
    if (isUpstreamUnavailable(error)) return nothing(503)
    throw error
  }
}

export { getInstead as action } from '~/utils/get-instead.server'

/**
 * The one way an action reads its body. A browser posts either kind of form encoding; anything
 * else (JSON, text, XML, a broken multipart body, no content type) is not a form of this
 * portal, and is answered with a 4xx instead of a crash: 415 for another media type, 400 for a
 * body that cannot be read as the form it claims to be.
 *
 * The refusal is a thrown Response, not `data()`: Remix hands a thrown Response of a route
 * without a page (/nueva-version, /sesion, /cerrar-sesion) back as it is, where it would log a
 * thrown `data()` as an unexpected error. A route with a page renders its error boundary, which
 * reads `problem` and explains in Spanish.
 */
import { servicePage } from '~/copy/shell'

export const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const

/** What an error boundary reads from a refused body. */
export interface RefusedBody {
  problem: 'body'
  message: string
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

function refused(status: 400 | 415): Response {
  return Response.json({ problem: 'body', message: servicePage.refusedBody } satisfies RefusedBody, { status })
}

/** The request's form fields; throws a 415 or 400 response for a body that is not a form. */
export async function readFormData(request: Request): Promise<FormData> {
  const type = mediaType(request)
  if (!(FORM_MEDIA_TYPES as readonly string[]).includes(type)) throw refused(415)
  try {
    return await request.formData()
  } catch {
    throw refused(400)
  }
}
